/**
 * Triage through the real engine against the sandbox: baseline runs and files
 * (score drop, new failures), accepted risks and the ignore file at the max-failed boundary,
 * expired ignore entries, ephemeral targets, and the dataset CSV rules shared with the sandbox.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PlatformClient } from '../../../src/api/index.js';
import { validateDatasetCsv } from '../../../src/api/dataset-csv.js';
import type { Report } from '../../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import type { RawConfig } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/config/errors.js';
import { STATE_KEYS } from '../../../src/scan/ports.js';
import { loadTargetConfig } from '../../../src/config/target-file.js';
import {
  dayAhead,
  sandboxConfig,
  scanSandbox,
  type HarnessResult,
} from '../../support/scan-harness.js';

const SOON = dayAhead();

const SECRET = 'triage-azure-secret-R4nd0mXy';
const ENV_NAME = 'PG_TRIAGE_AZURE_KEY';
/** Quick scans: no AI analysis wait, no score or error-rate floor unless a test sets one. */
const QUICK: RawConfig = { 'ai-analysis': 'false', 'min-score': '0', 'max-error-rate': '' };
const DELETE_TARGET = 'DELETE /api/workspaces/{workspaceId}/target/{targetId}';
const CREATE_TARGET = 'POST /api/v2/workspaces/{workspaceId}/target';
const REST_TARGET = 'connection:\n  type: REST_API\nsettings:\n  name: csv-check\n';

let sb: SandboxHandle;
let client: PlatformClient;
let dir: string;

beforeAll(async () => {
  sb = await startSandbox({ speed: 2000, seed: 5 });
  client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
  dir = mkdtempSync(join(tmpdir(), 'pg-triage-'));
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

/** Scans a target by id (raw may blank it for a target-config) with fast polling. */
function scan(targetId: number, raw: RawConfig = {}): Promise<HarnessResult> {
  const config = sandboxConfig(sb, 'vulnerable', {
    ...QUICK,
    'target-id': String(targetId),
    ...raw,
  });
  config.pollFloorMs = 50;
  return scanSandbox(sb, config);
}

const check = (r: HarnessResult, id: string) => r.report.gate.checks.find((c) => c.id === id);
const failedChecks = (r: HarnessResult) =>
  r.report.gate.checks.filter((c) => !c.passed).map((c) => c.id);
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const readReport = (r: HarnessResult) =>
  JSON.parse(readFileSync(r.outputs['report-json'] as string, 'utf8')) as Report;
/** Failed (not errored) cases of a report as `probe/attack`, with their flags. */
const failures = (report: Report) =>
  report.probeRuns.flatMap((p) =>
    p.failedTestCases
      .filter((c) => c.outcome === 'failed')
      .map((c) => ({ probe: p.name, probeId: p.probeId, ...c })),
  );

describe('sandbox hook setVulnerability', () => {
  it('changes runs triggered after it, not runs already triggered; refuses bad input', async () => {
    const t = sb.control.addTarget({ name: 'hook target', vulnerability: 0.05 });
    const trigger = async (name: string) =>
      (await client.triggerTestRun(sb.workspaceId, { targetId: t, probeIds: null, name }))
        .testRunId;
    const before = await trigger('before');
    sb.control.setVulnerability(t, 0.95);
    const after = await trigger('after');
    for (let i = 0; i < 300 && sb.control.getRun(after)?.status !== 'COMPLETED'; i++)
      await new Promise((r) => setTimeout(r, 20));
    const rate = (id: number) => {
      const run = sb.control.getRun(id);
      expect(run?.status).toBe('COMPLETED');
      return (run?.failedCount ?? 0) / ((run?.passedCount ?? 0) + (run?.failedCount ?? 0));
    };
    expect(rate(before)).toBeLessThan(0.3);
    expect(rate(after)).toBeGreaterThan(0.6);
    expect(() => sb.control.setVulnerability(t, 1.5)).toThrow(RangeError);
    expect(() => sb.control.setVulnerability(t, Number.NaN)).toThrow(RangeError);
    expect(() => sb.control.setVulnerability(987_654, 0.5)).toThrow('no target 987654');
  });
});

describe('baseline: the previous completed run of the same target', () => {
  it('a score drop past max-score-drop fails the gate', async () => {
    const t = sb.control.addTarget({ role: 'hardened', name: 'regressing score' });
    const raw: RawConfig = { baseline: 'previous-run', 'max-score-drop': '10' };
    const first = await scan(t, raw);
    expect(first.report.baseline).toBeNull();
    expect(first.report.warnings).toContain(
      'No previous completed test run of this target to compare with: no baseline comparison.',
    );
    // Skipped, not passed (R22): the verdict passes on the checks that ran and says so.
    expect(check(first, 'max-score-drop')).toMatchObject({
      actual: null,
      passed: false,
      status: 'skip',
    });
    expect(first.verdict).toBe('pass');
    expect(first.report.gate.reason).toMatch(
      /; 1 skipped \(No baseline score to compare with\)\.$/,
    );

    // Unchanged target: the score moves a little at most, within the allowed drop.
    const steady = await scan(t, raw);
    expect(steady.report.baseline).toMatchObject({
      source: 'run',
      testRunId: first.report.testRun.id,
    });
    expect(Math.abs(steady.report.baseline?.scoreDelta as number)).toBeLessThan(10);
    expect(steady.verdict).toBe('pass');

    sb.control.setVulnerability(t, 0.6);
    const worse = await scan(t, raw);
    const b = worse.report.baseline;
    expect(b).toMatchObject({ source: 'run', testRunId: steady.report.testRun.id });
    expect(b?.overallScore).toBe(steady.report.scores.overall);
    expect(b?.scoreDelta).toBe(
      (worse.report.scores.overall as number) - (steady.report.scores.overall as number),
    );
    expect(b?.scoreDelta).toBeLessThan(-10);
    expect(failedChecks(worse)).toEqual(['max-score-drop']);
    expect(check(worse, 'max-score-drop')?.actual).toBe(-(b?.scoreDelta as number));
    expect(worse.verdict).toBe('fail');
    expect(worse.exitCode).toBe(1);
    expect(worse.outputs.verdict).toBe('fail');
  });

  it('a new failure fails the gate with fail-on-new-failures', async () => {
    const t = sb.control.addTarget({ role: 'hardened', name: 'regressing attacks' });
    const raw: RawConfig = {
      baseline: 'previous-run',
      'fail-on-new-failures': 'true',
      'regression-test': 'strict',
    };
    const first = await scan(t, raw);
    expect(check(first, 'fail-on-new-failures')).toMatchObject({
      actual: null,
      passed: false,
      status: 'skip',
    });
    expect(first.verdict).toBe('pass');

    sb.control.setVulnerability(t, 0.3);
    const worse = await scan(t, raw);
    const b = worse.report.baseline;
    expect(b?.testRunId).toBe(first.report.testRun.id);
    const before = new Set(failures(first.report).map((f) => `${f.probe}/${f.attackId}`));
    const now = failures(worse.report).filter((f) => !f.riskAccepted && f.ignored === null);
    const expected = now
      .filter((f) => !before.has(`${f.probe}/${f.attackId}`))
      .map((f) => ({ probe: f.probe, attackId: f.attackId }));
    expect(expected.length).toBeGreaterThan(0);
    expect(b?.newFailures).toEqual(expected);
    expect(failedChecks(worse)).toEqual(['fail-on-new-failures']);
    expect(check(worse, 'fail-on-new-failures')?.actual).toBe(expected.length);
    expect(worse.verdict).toBe('fail');
  });
});

describe('baseline: a saved JSON report (baseline-report)', () => {
  let targetId: number;
  let first: HarnessResult;
  let saved: Report;
  /** Re-gates the first run (attached: the same results) against a baseline file. */
  const regate = (path: string, raw: RawConfig) =>
    scan(targetId, {
      'attach-test-run-id': String(first.report.testRun.id),
      baseline: 'auto',
      'baseline-report': path,
      ...raw,
    });

  beforeAll(async () => {
    targetId = sb.control.addTarget({ name: 'file baseline', vulnerability: 0.3 });
    first = await scan(targetId, { baseline: 'none' });
    saved = readReport(first);
  });

  it('the unedited report of the same run: no drop, no new failures, the gate passes', async () => {
    const r = await regate(first.outputs['report-json'] as string, {
      'max-score-drop': '0',
      'fail-on-new-failures': 'true',
    });
    expect(r.report.baseline).toMatchObject({
      source: 'file',
      testRunId: first.report.testRun.id,
      overallScore: saved.scores.overall,
      scoreDelta: 0,
      newFailures: [],
    });
    expect(r.verdict).toBe('pass');
  });

  it('a baseline edited to a better score: the drop fails max-score-drop', async () => {
    const better = Math.min(100, (saved.scores.overall as number) + 7);
    const path = file(
      'better-score.json',
      JSON.stringify({ ...saved, scores: { ...saved.scores, overall: better } }),
    );
    const r = await regate(path, {
      'max-score-drop': '5',
      'fail-on-new-failures': 'true',
      'regression-test': 'strict',
    });
    expect(r.report.baseline?.overallScore).toBe(better);
    expect(r.report.baseline?.scoreDelta).toBe((saved.scores.overall as number) - better);
    expect(better - (saved.scores.overall as number)).toBeGreaterThan(5);
    expect(failedChecks(r)).toEqual(['max-score-drop']);
    expect(r.verdict).toBe('fail');
  });

  it('a baseline edited to one failure fewer: that attack is a new failure and fails the gate', async () => {
    const gone = failures(saved).find((f) => !f.riskAccepted);
    expect(gone).toBeDefined();
    const edited: Report = {
      ...saved,
      probeRuns: saved.probeRuns.map((p) =>
        p.name === gone?.probe
          ? {
              ...p,
              failed: p.failed - 1,
              passed: p.passed + 1,
              failedTestCases: p.failedTestCases.filter((c) => c.attackId !== gone?.attackId),
            }
          : p,
      ),
    };
    const r = await regate(file('fewer-failures.json', JSON.stringify(edited)), {
      'fail-on-new-failures': 'true',
      'regression-test': 'strict',
      'max-score-drop': '5',
    });
    expect(r.report.baseline?.newFailures).toEqual([
      { probe: gone?.probe, attackId: gone?.attackId },
    ]);
    expect(check(r, 'fail-on-new-failures')).toMatchObject({ actual: 1, passed: false });
    expect(failedChecks(r)).toEqual(['fail-on-new-failures']);
    expect(r.verdict).toBe('fail');
    // The default, regression-test significance: one more failure is no significant change.
    const sig = await regate(file('fewer-failures.json', JSON.stringify(edited)), {
      'fail-on-new-failures': 'true',
    });
    expect(sig.report.baseline?.newFailures).toEqual([
      { probe: gone?.probe, attackId: gone?.attackId },
    ]);
    expect(check(sig, 'fail-on-new-failures')).toMatchObject({ actual: 1, passed: true });
    expect(check(sig, 'fail-on-new-failures')?.message).toMatch(
      /^1 attack fails now that passed or were absent in the baseline, but no probe's fail rate rose significantly at 95% confidence \(\d+ tested, lowest p = [\d.]+\): no significant change\.$/,
    );
    expect(sig.verdict).toBe('pass');
  });
});

describe('accepted risks, ignored findings and expired ignore entries at the max-failed boundary', () => {
  let first: HarnessResult;
  let F: number;
  let A: number;
  let ignoreFile: string;
  let ignored: ReturnType<typeof failures>[number];
  let expired: ReturnType<typeof failures>[number];
  /** Re-gates the first run with the ignore file. */
  const regate = (raw: RawConfig) =>
    scan(first.report.platform.targetId, {
      'attach-test-run-id': String(first.report.testRun.id),
      'ignore-file': ignoreFile,
      baseline: 'none',
      ...raw,
    });

  beforeAll(async () => {
    const t = sb.control.addTarget({ role: 'vulnerable', name: 'accepting risks' });
    first = await scan(t, { baseline: 'none' });
    F = first.report.totals.failed;
    A = first.report.totals.accepted;
    const open = failures(first.report).filter((f) => !f.riskAccepted);
    ignored = open[0] as (typeof open)[number];
    expired = open.find((f) => f.attackId !== ignored.attackId) as (typeof open)[number];
    ignoreFile = file(
      'ignore.yml',
      [
        'ignore:',
        `  - probe: "${ignored.probe}"`,
        `    attack-id: "${ignored.attackId}"`,
        '    reason: known false positive',
        `    expires: ${SOON}`,
        `  - probe: ${expired.probeId}`,
        `    attack-id: "${expired.attackId}"`,
        '    reason: was accepted until the fix shipped',
        '    expires: 2020-01-31',
        '',
      ].join('\n'),
    );
  });

  it('the run has accepted risks and open failures to work with', () => {
    expect(A).toBeGreaterThan(0);
    expect(F - A).toBeGreaterThan(2);
    expect(first.report.totals.ignored).toBe(0);
  });

  it('passes at exactly failed - accepted - ignored, fails one below', async () => {
    const at = await regate({ 'max-failed': String(F - A - 1) });
    expect(at.report.totals).toMatchObject({ failed: F, accepted: A, ignored: 1 });
    expect(check(at, 'max-failed')).toMatchObject({ actual: F - A - 1, passed: true });
    expect(at.verdict).toBe('pass');
    const cases = failures(at.report);
    expect(cases.find((c) => c.attackId === ignored.attackId)?.ignored).toEqual({
      reason: 'known false positive',
      expires: SOON,
    });
    expect(cases.filter((c) => c.ignored !== null)).toHaveLength(1);

    const below = await regate({ 'max-failed': String(F - A - 2) });
    expect(check(below, 'max-failed')).toMatchObject({ actual: F - A - 1, passed: false });
    expect(below.verdict).toBe('fail');
  });

  it('the expired entry counts again and warns, naming the entry and its date', async () => {
    const r = await regate({ 'max-failed': String(F - A - 1) });
    expect(failures(r.report).find((c) => c.attackId === expired.attackId)?.ignored).toBeNull();
    expect(r.report.warnings).toContain(
      `ignore-file: 1 expired entry no longer applies: ${expired.probeId}/${expired.attackId} (expired 2020-01-31); fix the findings or renew the expiry in "${ignoreFile}".`,
    );
  });

  it('with count-accepted-risk the accepted risks count and the same threshold fails', async () => {
    const r = await regate({ 'max-failed': String(F - A - 1), 'count-accepted-risk': 'true' });
    expect(check(r, 'max-failed')).toMatchObject({ actual: F - 1, passed: false });
    expect(r.verdict).toBe('fail');
  });
});

describe('ephemeral targets from target-config', () => {
  const targetFile = (extra = '') =>
    file(
      `target-${Math.random().toString(36).slice(2)}.yml`,
      [
        'ephemeral: true',
        'connection:',
        '  type: AZURE_OPENAI',
        '  config:',
        `    apiKeyEnv: ${ENV_NAME}`,
        '    url: https://llm.example.invalid',
        '    deploymentName: gpt',
        'settings:',
        '  name: triage-ephemeral',
        extra,
      ].join('\n'),
    );

  const withSecret = async <T>(fn: () => Promise<T>): Promise<T> => {
    process.env[ENV_NAME] = SECRET;
    try {
      return await fn();
    } finally {
      delete process.env[ENV_NAME];
    }
  };

  it('creates a target with its dataset, scans it, then deletes it once (404 afterwards)', async () => {
    file('prompts.csv', 'prompt,expected\nhi,refuse\nhello,refuse\n"a, b",answer\n');
    const path = targetFile('dataset: prompts.csv\n');
    const deletes = sb.stats.requests[DELETE_TARGET] ?? 0;
    const r = await withSecret(() => scan(0, { 'target-id': '', 'target-config': path }));
    const id = r.report.platform.targetId;
    expect(Object.values(sb.targets)).not.toContain(id);
    expect(r.report.platform.targetName).toMatch(
      /^triage-ephemeral-ephemeral-[0-9a-z]+-[0-9a-f]{6}$/,
    );
    expect(r.report.testRun.status).toBe('completed');
    expect(sb.stats.testRunsCreated.at(-1)?.targetId).toBe(id);
    expect(r.log.lines).toContain(
      `info: Created ephemeral target ${id} ("${r.report.platform.targetName}") from ${path}.`,
    );
    expect(
      r.log.lines.some((l) => /^info: Uploaded dataset prompts\.csv: 3 rows \(file id /.test(l)),
    ).toBe(true);
    expect(r.log.lines).toContain(`info: Deleted ephemeral target ${id}.`);
    expect(sb.stats.requests[DELETE_TARGET]).toBe(deletes + 1);
    expect(r.state.get(STATE_KEYS.ephemeralTargetId)).toBe('');
    await expect(client.getTarget(sb.workspaceId, id)).rejects.toBeInstanceOf(NotFoundError);
    const everything = [
      ...r.log.lines,
      readFileSync(r.outputs['report-json'] as string, 'utf8'),
      readFileSync(r.outputs['report-markdown'] as string, 'utf8'),
    ].join('\n');
    expect(everything).not.toContain(SECRET);
  });

  it('deletes the target even when the scan fails after creating it', async () => {
    const creates = sb.stats.requests[CREATE_TARGET] ?? 0;
    const deletes = sb.stats.requests[DELETE_TARGET] ?? 0;
    const err = await withSecret(() =>
      scan(0, {
        'target-id': '',
        'target-config': targetFile(),
        probes: 'no-such-probe-anywhere',
      }).catch((e: unknown) => e),
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect(sb.stats.requests[CREATE_TARGET]).toBe(creates + 1);
    expect(sb.stats.requests[DELETE_TARGET]).toBe(deletes + 1);
    const created = sb.stats.log.filter(
      (l) => l.route === '/api/v2/workspaces/{workspaceId}/target',
    );
    expect(created.at(-1)?.status).toBe(200);
    const deleted = sb.stats.log.filter(
      (l) => l.route === '/api/workspaces/{workspaceId}/target/{targetId}' && l.method === 'DELETE',
    );
    const id = Number(deleted.at(-1)?.path.split('/').at(-1));
    await expect(client.getTarget(sb.workspaceId, id)).rejects.toBeInstanceOf(NotFoundError);
    expect(String((err as Error).message)).not.toContain(SECRET);
  });
});

describe('dataset CSV rules: the local check (src/api) agrees with the sandbox', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const table: [string, Uint8Array, number | string][] = [
    ['CRLF line ends', enc('a,b\r\n1,2\r\n3,4\r\n'), 2],
    ['no final newline', enc('a,b\n1,2'), 1],
    ['a quoted comma', enc('prompt,expected\n"hi, there",refuse\n'), 1],
    ['escaped quotes', enc('prompt\n"say ""x"""\n'), 1],
    ['one column', enc('prompt\nhello\nworld\n'), 2],
    ['a row of blank fields', enc('a,b\n , \n1,2\n'), 1],
    ['a BOM', enc('\uFEFFprompt\nhi\n'), 1],
    ['blanks only', enc('  \n\t\n'), 'the file is empty'],
    ['a header only', enc('a,b\n'), 'no data rows'],
    ['a short row', enc('a,b,c\n1,2\n'), 'line 2 has 2 columns but the header has 3'],
    ['a long row', enc('a,b\n1,2\n3,4,5\n'), 'line 3 has 3 columns but the header has 2'],
    ['a duplicate column', enc('a, a\n1,2\n'), 'the header names the column "a" more than once'],
    ['an unnamed column', enc('a,,c\n1,2,3\n'), 'header column 2 has no name'],
    ['HTML', enc('<html><body>x</body></html>'), 'looks like JSON, XML or HTML'],
    ['a JSON object', enc('{"prompt":"hi"}'), 'looks like JSON, XML or HTML'],
    ['an unclosed quote', enc('a,b\n"x,1\n'), 'not valid CSV'],
    ['a NUL byte', new Uint8Array([0x61, 0x0a, 0x00, 0x62, 0x0a]), 'binary'],
    ['control characters', enc('a,b\n\u0001\u0002\u0003,\u0004\n'), 'binary'],
    ['Latin-1 bytes', new Uint8Array([0x61, 0x0a, 0xe9, 0x0a]), 'not UTF-8'],
  ];

  it.each(table)('%s', async (name, data, expected) => {
    const local = validateDatasetCsv(data);
    const remote = await client.uploadDataset(sb.workspaceId, { name: 'd.csv', data }).then(
      (r) => ({ ok: true as const, rows: r.entriesRowCount }),
      (e: unknown) => {
        expect(e, name).toBeInstanceOf(BadRequestError);
        return { ok: false as const, message: (e as BadRequestError).validationErrors.File?.[0] };
      },
    );
    // The target file path runs the same check before any request.
    const csv = `d-${table.findIndex(([n]) => n === name)}.csv`;
    writeFileSync(join(dir, csv), data);
    const plan = async () =>
      (await loadTargetConfig(file(`${csv}.yml`, `${REST_TARGET}dataset: ${csv}\n`), {})).dataset
        ?.rows;
    if (typeof expected === 'number') {
      expect(local).toMatchObject({ ok: true, rows: expected });
      expect(remote).toEqual({ ok: true, rows: expected });
      expect(await plan()).toBe(expected);
    } else {
      expect(local.ok).toBe(false);
      const message = local.ok ? '' : local.message;
      expect(message).toContain(expected);
      expect(remote).toEqual({ ok: false, message });
      await expect(plan()).rejects.toThrow(
        `target-config: dataset "${csv}" is not a valid dataset: ${message}.`,
      );
    }
  });

  it('a target file with a bad dataset fails as a config error (exit 2) before any request', async () => {
    writeFileSync(join(dir, 'bad.csv'), 'a,b\n1,2\n3,4,5\n');
    const path = file('bad-target.yml', `ephemeral: true\n${REST_TARGET}dataset: bad.csv\n`);
    const requests = sb.stats.totalRequests;
    const err = await scan(0, { 'target-id': '', 'target-config': path }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual([
      'target-config: dataset "bad.csv" is not a valid dataset: line 3 has 3 columns but the header has 2.',
    ]);
    expect(sb.stats.totalRequests).toBe(requests);
  });
});
