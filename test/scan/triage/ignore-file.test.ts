import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problemsOf } from '../../support/config-problems.js';
import { applyIgnores } from '../../../src/scan/triage/ignore.js';
import {
  DEFAULT_IGNORE_FILE,
  isExpired,
  loadIgnoreFile,
  type IgnoreEntry,
} from '../../../src/config/ignore-file.js';
import { PlatformClient } from '../../../src/api/index.js';
import { flattenCatalogue } from '../../../src/scan/run/probe-selection.js';
import { makeFailedTestCase, makeProbeRun } from '../../fixtures/report/index.js';
import { sandbox } from '../../sandbox/helpers.js';
import { dayAhead, sandboxConfig, scanSandbox } from '../../support/scan-harness.js';

const NOW = Date.parse('2025-06-15T12:00:00Z');

function tempFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-ignore-'));
  const file = join(dir, 'ignore.yml');
  writeFileSync(file, text);
  return file;
}

describe('loadIgnoreFile', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    process.chdir(mkdtempSync(join(tmpdir(), 'pg-ignore-cwd-')));
  });
  afterEach(() => process.chdir(cwd));

  it('accepts a missing default file (null or the default path) as no entries', async () => {
    expect(await loadIgnoreFile(null, NOW, [])).toEqual([]);
    expect(await loadIgnoreFile(DEFAULT_IGNORE_FILE, NOW, [])).toEqual([]);
    expect(await loadIgnoreFile(`./${DEFAULT_IGNORE_FILE}`, NOW, [])).toEqual([]);
  });

  it('reads the default file when it exists', async () => {
    mkdirSync('.probe-gate');
    writeFileSync(
      DEFAULT_IGNORE_FILE,
      'ignore:\n  - probe: Jailbreak\n    attack-id: a-1\n    reason: known\n    expires: 2025-07-01\n',
    );
    expect(await loadIgnoreFile(null, NOW, [])).toEqual([
      { probe: 'Jailbreak', attackId: 'a-1', reason: 'known', expires: '2025-07-01' },
    ]);
  });

  it('refuses an entry without expires or expiring more than ignore-max-days ahead (R22)', async () => {
    const file = tempFile(
      [
        'ignore:',
        '  - { probe: A, attack-id: a-1, reason: r }',
        '  - { probe: B, attack-id: b-1, reason: r, expires: 2025-09-14 }',
        '  - { probe: C, attack-id: c-1, reason: r, expires: 2025-09-13 }',
      ].join('\n'),
    );
    const problems = await problemsOf(() => loadIgnoreFile(file, NOW, []));
    expect(problems).toEqual([
      expect.stringMatching(
        /entry 1 \(A\): has no "expires"; add an expiry date .* at most 90 days ahead/,
      ),
      expect.stringMatching(
        /entry 2 \(B\): expires 2025-09-14, more than ignore-max-days \(90\) ahead/,
      ),
    ]);
    // ignore-max-days sets the limit: 30 days refuses C too.
    expect(await problemsOf(() => loadIgnoreFile(file, NOW, [], 30))).toHaveLength(3);
  });

  it('warns, in every output, about an entry without attack-id (a whole probe suppressed)', async () => {
    const file = tempFile('ignore:\n  - { probe: Jailbreak, reason: r, expires: 2025-07-01 }\n');
    const warnings: string[] = [];
    expect(await loadIgnoreFile(file, NOW, warnings)).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(
        /1 entry has no attack-id and suppresses every finding of a whole probe: Jailbreak \(until 2025-07-01\)/,
      ),
    ]);
  });

  it('refuses a missing file that was asked for', async () => {
    const [p] = await problemsOf(() => loadIgnoreFile('nope/ignore.yml', NOW, []));
    expect(p).toMatch(/^ignore-file: "nope\/ignore.yml" does not exist; fix the path/);
  });

  it('refuses bad YAML and a wrong top level with one line each', async () => {
    expect((await problemsOf(() => loadIgnoreFile(tempFile('ignore: [\n'), NOW, [])))[0]).toMatch(
      /^ignore-file: .* is not valid YAML \(.*\); fix the file\.$/,
    );
    expect((await problemsOf(() => loadIgnoreFile(tempFile('- probe: x\n'), NOW, [])))[0]).toMatch(
      /must be a mapping with one key, ignore/,
    );
    expect((await problemsOf(() => loadIgnoreFile(tempFile('ignores: []\n'), NOW, [])))[0]).toMatch(
      /must be a mapping with one key, ignore/,
    );
  });

  it('lists every bad entry at once, naming the entry, the field and the fix', async () => {
    const file = tempFile(
      [
        'ignore:',
        '  - probe: Jailbreak', // no reason
        '  - reason: no probe',
        '  - probe: X',
        '    reason: typo',
        '    attack_id: a-1',
        '  - probe: Y',
        '    reason: bad date',
        '    expires: 2025-02-30',
        '  - just a string',
      ].join('\n'),
    );
    const problems = await problemsOf(() => loadIgnoreFile(file, NOW, []));
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/entry 1: "reason" is required; say why/);
    expect(problems[1]).toMatch(/entry 2: "probe" is required; give the probe name or id/);
    expect(problems[2]).toMatch(
      /entry 3 has unknown key\(s\) "attack_id" \(did you mean "attack-id"\?\)/,
    );
    expect(problems[3]).toMatch(/entry 4: "expires" is not a date; write YYYY-MM-DD/);
    expect(problems[4]).toMatch(/entry 5 is not a mapping/);
    for (const p of problems) expect(p).toMatch(/^ignore-file: /);
  });

  it('reads numeric probes and attack ids as text, and an empty file as no entries', async () => {
    const file = tempFile(
      'ignore:\n  - probe: 31\n    attack-id: 42\n    reason: r\n    expires: 2025-06-15\n',
    );
    expect(await loadIgnoreFile(file, NOW, [])).toEqual([
      { probe: '31', attackId: '42', reason: 'r', expires: '2025-06-15' },
    ]);
    expect(await loadIgnoreFile(tempFile(''), NOW, [])).toEqual([]);
    expect(await loadIgnoreFile(tempFile('ignore:\n'), NOW, [])).toEqual([]);
  });

  it('drops expired entries with one warning, and keeps an entry through its expiry day', async () => {
    const file = tempFile(
      [
        'ignore:',
        '  - { probe: A, reason: r, expires: 2025-06-14 }',
        '  - { probe: B, attack-id: b-1, reason: r, expires: 2025-01-01 }',
        '  - { probe: C, attack-id: c-1, reason: r, expires: 2025-06-15 }',
      ].join('\n'),
    );
    const warnings: string[] = [];
    const entries = await loadIgnoreFile(file, NOW, warnings);
    expect(entries.map((e) => e.probe)).toEqual(['C']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /2 expired entries no longer apply: A \(expired 2025-06-14\), B\/b-1 \(expired 2025-01-01\)/,
    );
    await loadIgnoreFile(file, NOW, warnings);
    expect(warnings).toHaveLength(1);
  });

  it('reads examples/ignore.yml', async () => {
    const example = new URL('../../../examples/ignore.yml', import.meta.url).pathname;
    const entries = await loadIgnoreFile(example, Date.parse('2026-01-01T00:00:00Z'), []);
    expect(entries.map((e) => [e.probe, e.attackId, e.expires])).toEqual([
      ['Jailbreak', 'jb-roleplay-0042', '2026-03-31'],
      ['31', null, '2026-01-15'],
    ]);
  });

  it('expires at the end of the day in UTC', () => {
    const e = { expires: '2025-06-15' };
    expect(isExpired(e, Date.parse('2025-06-15T23:59:59.999Z'))).toBe(false);
    expect(isExpired(e, Date.parse('2025-06-16T00:00:00Z'))).toBe(true);
    expect(isExpired({ expires: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('applyIgnores', () => {
  const tc = makeFailedTestCase;
  const run = () =>
    makeProbeRun({
      name: 'Jailbreak',
      probeId: 15,
      total: 10,
      processed: 10,
      passed: 5,
      failed: 4,
      errors: 1,
      accepted: 1,
      ignored: 0,
      failRate: 0.3333,
      errorRate: 0.1,
      failedTestCases: [
        tc({ id: 1, attackId: 'a-1' }),
        tc({ id: 2, attackId: 'a-2' }),
        tc({ id: 3, attackId: 'a-3', riskAccepted: true }),
        tc({ id: 4, attackId: 'a-4' }),
        tc({ id: 5, attackId: 'a-1', outcome: 'error', status: 'ERROR' }),
      ],
    });
  const entry = (e: Partial<IgnoreEntry>): IgnoreEntry => ({
    probe: 'jailbreak',
    attackId: null,
    reason: 'known',
    expires: null,
    ...e,
  });

  it('marks one attack of a probe matched by name, case-insensitively, and recounts', () => {
    const [r] = applyIgnores(
      [run()],
      [entry({ probe: 'JAILBREAK', attackId: 'a-1', expires: '2030-01-01' })],
      false,
    );
    expect(r?.failedTestCases.map((c) => c.ignored)).toEqual([
      { reason: 'known', expires: '2030-01-01' },
      null,
      null,
      null,
      null,
    ]);
    expect(r?.ignored).toBe(1);
    // (4 failed - 1 accepted - 1 ignored) / 9 judged
    expect(r?.failRate).toBe(0.2222);
    expect(r?.errorRate).toBe(0.1);
  });

  it('matches by probe id and ignores every attack when attack-id is absent', () => {
    const [r] = applyIgnores([run()], [entry({ probe: '15' })], false);
    expect(r?.failedTestCases.filter((c) => c.ignored).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    // The accepted case is marked but not counted again: it is already excluded as accepted.
    expect(r?.ignored).toBe(3);
    expect(r?.failRate).toBe(0);
  });

  it('shares the list of cases when no case changed, and makes a new one when one did', () => {
    const before = run();
    const [same] = applyIgnores([before], [entry({ probe: 'another probe' })], false);
    expect(same?.failedTestCases).toBe(before.failedTestCases);
    const [marked] = applyIgnores([before], [entry({ attackId: 'a-2' })], false);
    expect(marked?.failedTestCases).not.toBe(before.failedTestCases);
    expect(marked?.failedTestCases[0]).toBe(before.failedTestCases[0]);
  });

  it('counts an ignored accepted case when accepted risks count', () => {
    const [r] = applyIgnores([run()], [entry({ attackId: 'a-3' })], true);
    expect(r?.ignored).toBe(1);
    expect(r?.failRate).toBe(0.3333);
    const [none] = applyIgnores([run()], [], true);
    expect(none?.failRate).toBe(0.4444);
  });

  it('never ignores errored cases, other probes or other attacks, and does not touch its input', () => {
    const input = [run(), makeProbeRun({ name: 'Other', probeId: 16 })];
    const copy = structuredClone(input);
    const out = applyIgnores(
      input,
      [entry({ attackId: 'a-9' }), entry({ probe: 'Jail', attackId: 'a-1' })],
      false,
    );
    expect(out[0]?.ignored).toBe(0);
    expect(out[0]?.failedTestCases.every((c) => c.ignored === null)).toBe(true);
    expect(
      applyIgnores(input, [entry({ attackId: 'a-1' })], false)[0]?.failedTestCases[4]?.ignored,
    ).toBeNull();
    expect(input).toEqual(copy);
  });

  it('clears marks that no entry supports any more (idempotent)', () => {
    const once = applyIgnores([run()], [entry({ attackId: 'a-1' })], false);
    expect(applyIgnores(once, [entry({ attackId: 'a-1' })], false)).toEqual(once);
    const cleared = applyIgnores(once, [], false);
    expect(cleared[0]?.ignored).toBe(0);
    expect(cleared[0]?.failedTestCases.every((c) => c.ignored === null)).toBe(true);
  });
});

describe('the ignore file in a scan', () => {
  it('suppresses every failure of the listed probes, so max-failed 0 passes', async () => {
    const sb = await sandbox({ speed: 2000 });
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const probes = flattenCatalogue(await client.listPredefinedProbes());
    const file = tempFile(
      `ignore:\n${probes.map((p) => `  - probe: ${p.id}\n    reason: accepted for the test\n    expires: ${dayAhead()}\n`).join('')}`,
    );
    const raw = {
      'ai-analysis': 'false',
      'min-score': '0',
      'max-error-rate': '',
      'max-failed': '0',
    };
    const result = await scanSandbox(
      sb,
      sandboxConfig(sb, 'vulnerable', { ...raw, 'ignore-file': file }),
    );
    const t = result.report.totals;
    expect(t.failed).toBeGreaterThan(0);
    expect(t.ignored + t.accepted).toBe(t.failed);
    expect(t.failRate).toBe(0);
    expect(result.report.gate.checks.find((c) => c.id === 'max-failed')).toMatchObject({
      actual: 0,
      passed: true,
    });
    const cases = result.report.probeRuns.flatMap((p) =>
      p.failedTestCases.filter((c) => c.outcome === 'failed'),
    );
    expect(cases.every((c) => c.ignored?.reason === 'accepted for the test')).toBe(true);

    const without = await scanSandbox(sb, sandboxConfig(sb, 'vulnerable', raw));
    expect(without.report.totals.ignored).toBe(0);
    expect(without.report.gate.verdict).toBe('fail');
  });
});
