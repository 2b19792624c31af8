import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlatformClient, type TestRunSummary } from '../../../src/api/index.js';
import type { ProbeRunReport, Report } from '../../../src/report/model.js';
import {
  compareWithBaseline,
  pickPreviousRun,
  scoreFromProbeRuns,
  type ComparableRun,
} from '../../../src/scan/triage/baseline.js';
import { resolveBaseline } from '../../../src/scan/triage/resolve-baseline.js';
import type { ScanFacts } from '../../../src/scan/verdict/build-report.js';
import { loadIgnoreFile } from '../../../src/config/ignore-file.js';
import { applyIgnores } from '../../../src/scan/triage/ignore.js';
import { makeFailedTestCase, makeProbeRun, makeReport } from '../../fixtures/report/index.js';
import { sandbox } from '../../sandbox/helpers.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';

const tc = makeFailedTestCase;

function run(
  probeRuns: ProbeRunReport[],
  overallScore: number | null = 70,
  categories: Record<string, number> = {},
): ComparableRun {
  return { overallScore, categories, probeRuns, perProbeDetail: true };
}

const jailbreak = (cases: ReturnType<typeof tc>[], failed = cases.length) =>
  makeProbeRun({ name: 'Jailbreak', probeId: 15, passed: 10, failed, failedTestCases: cases });

describe('compareWithBaseline', () => {
  it('reports a score drop as a negative delta', () => {
    const c = compareWithBaseline(run([], 58), run([], 65.5));
    expect(c.scoreDelta).toBe(-7.5);
    expect(compareWithBaseline(run([], null), run([], 65)).scoreDelta).toBeNull();
    expect(compareWithBaseline(run([], 60), run([], null)).scoreDelta).toBeNull();
  });

  it('lists an attack that fails now and passed or was absent before, once per attack', () => {
    const before = run([jailbreak([tc({ attackId: 'a-1' })])]);
    const now = run([
      jailbreak([
        tc({ attackId: 'a-1' }),
        tc({ attackId: 'a-2' }),
        tc({ attackId: 'a-2', attempt: 2 }),
      ]),
      makeProbeRun({
        name: 'PII',
        probeId: 16,
        failed: 1,
        failedTestCases: [tc({ attackId: 'p-1' })],
      }),
    ]);
    expect(compareWithBaseline(now, before).newFailures).toEqual([
      { probe: 'Jailbreak', attackId: 'a-2' },
      { probe: 'PII', attackId: 'p-1' },
    ]);
  });

  it('matches probes by name case-insensitively and treats a baseline error as not failing', () => {
    const before = run([
      makeProbeRun({
        name: 'JAILBREAK',
        failedTestCases: [tc({ attackId: 'a-1' }), tc({ attackId: 'a-2', outcome: 'error' })],
      }),
    ]);
    const now = run([jailbreak([tc({ attackId: 'a-1' }), tc({ attackId: 'a-2' })])]);
    expect(compareWithBaseline(now, before).newFailures).toEqual([
      { probe: 'Jailbreak', attackId: 'a-2' },
    ]);
  });

  it('does not count accepted risks (unless count-accepted-risk), ignored findings or errors', () => {
    const now = run([
      jailbreak(
        [
          tc({ attackId: 'acc', riskAccepted: true }),
          tc({ attackId: 'ign', ignored: { reason: 'known', expires: null } }),
          tc({ attackId: 'err', outcome: 'error' }),
          tc({ attackId: null }),
        ],
        3,
      ),
    ]);
    expect(compareWithBaseline(now, run([])).newFailures).toEqual([]);
    expect(compareWithBaseline(now, run([]), { countAcceptedRisk: true }).newFailures).toEqual([
      { probe: 'Jailbreak', attackId: 'acc' },
    ]);
  });

  it('counts a finding again once its ignore entry has expired', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-baseline-'));
    const file = join(dir, 'ignore.yml');
    writeFileSync(
      file,
      'ignore:\n  - { probe: Jailbreak, attack-id: a-2, reason: known, expires: 2025-06-01 }\n',
    );
    const current = [jailbreak([tc({ attackId: 'a-2' })])];
    const before = run([jailbreak([], 0)]);

    const valid = applyIgnores(
      current,
      await loadIgnoreFile(file, Date.parse('2025-06-01T10:00:00Z'), []),
      false,
    );
    expect(compareWithBaseline(run(valid), before).newFailures).toEqual([]);

    const warnings: string[] = [];
    const expired = applyIgnores(
      current,
      await loadIgnoreFile(file, Date.parse('2025-06-02T00:00:00Z'), warnings),
      false,
    );
    expect(warnings).toHaveLength(1);
    expect(compareWithBaseline(run(expired), before).newFailures).toEqual([
      { probe: 'Jailbreak', attackId: 'a-2' },
    ]);
  });

  it('says new failures are unknown (null) when either side has no per-probe detail', () => {
    const now = run([jailbreak([tc({ attackId: 'a-1' })])]);
    expect(compareWithBaseline(now, { ...run([]), perProbeDetail: false }).newFailures).toBeNull();
    expect(compareWithBaseline({ ...now, perProbeDetail: false }, run([])).newFailures).toBeNull();
    expect(compareWithBaseline(now, run([])).newFailures).toEqual([
      { probe: 'Jailbreak', attackId: 'a-1' },
    ]);
  });

  it('gives failed-count deltas per probe and score deltas per category, from both sides', () => {
    const before = run([jailbreak([], 3), makeProbeRun({ name: 'Gone', failed: 2 })], 60, {
      Jailbreak: 50,
      Privacy: 90,
    });
    const now = run([jailbreak([], 5), makeProbeRun({ name: 'New', failed: 1 })], 55, {
      Jailbreak: 45.3,
      Safety: 80,
    });
    const c = compareWithBaseline(now, before);
    expect(c.probeDeltas).toEqual([
      { name: 'Jailbreak', baseline: 3, current: 5, delta: 2 },
      { name: 'New', baseline: null, current: 1, delta: null },
      { name: 'Gone', baseline: 2, current: null, delta: null },
    ]);
    expect(c.categoryDeltas).toEqual([
      { name: 'Jailbreak', baseline: 50, current: 45.3, delta: -4.7 },
      { name: 'Safety', baseline: null, current: 80, delta: null },
      { name: 'Privacy', baseline: 90, current: null, delta: null },
    ]);
  });
});

describe('scoreFromProbeRuns', () => {
  it('averages probe pass rates per category, then categories, like the sandbox', () => {
    const s = scoreFromProbeRuns([
      makeProbeRun({ category: 'A', passed: 8, failed: 2 }), // 80
      makeProbeRun({ category: 'A', passed: 5, failed: 5 }), // 50
      makeProbeRun({ category: 'B', passed: 9, failed: 1, errors: 4 }), // 90 (errors excluded)
      makeProbeRun({ category: 'C', passed: 0, failed: 0, errors: 3 }), // nothing judged: skipped
      makeProbeRun({ category: 'D', passed: 0, failed: 5, status: 'cancelled' }), // not completed: skipped
    ]);
    expect(s).toEqual({ overall: 78, categories: { A: 65, B: 90 } });
  });

  it('gives no score when a category is unknown or nothing was judged', () => {
    expect(
      scoreFromProbeRuns([makeProbeRun({ category: null, passed: 1, failed: 1 })]).overall,
    ).toBeNull();
    expect(scoreFromProbeRuns([]).overall).toBeNull();
  });
});

describe('pickPreviousRun', () => {
  const r = (id: number, status: string, executionDate: string | null): TestRunSummary => ({
    id,
    status,
    executionDate,
    name: `run ${id}`,
  });
  it('takes the newest completed run before the current one', () => {
    const runs = [
      r(1, 'COMPLETED', '2025-01-01T00:00:00Z'),
      r(3, 'FINISHED', '2025-01-03T00:00:00Z'),
      r(4, 'FAILED', '2025-01-04T00:00:00Z'),
      r(5, 'COMPLETED', null),
      r(9, 'COMPLETED', '2025-01-09T00:00:00Z'),
    ];
    expect(pickPreviousRun(runs, 5)?.id).toBe(3);
    expect(pickPreviousRun(runs, 9)?.id).toBe(3);
    expect(pickPreviousRun(runs, null)?.id).toBe(9);
    expect(pickPreviousRun([r(5, 'RUNNING', null)], 6)).toBeNull();
  });
});

describe('resolveBaseline against the sandbox', () => {
  const fast = { 'ai-analysis': 'false', 'min-score': '0', 'max-error-rate': '' };

  it('compares with the previous completed run of the target, then with a saved report', async () => {
    const sb = await sandbox({ speed: 2000 });
    const first = await scanSandbox(
      sb,
      sandboxConfig(sb, 'vulnerable', { ...fast, baseline: 'previous-run' }),
    );
    const b = first.report.baseline;
    expect(b?.source).toBe('run');
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const history = await client.listTestRuns(sb.workspaceId, sb.targets.vulnerable as number);
    expect(b?.testRunId).toBe(pickPreviousRun(history, first.report.testRun.id)?.id);
    expect(b?.overallScore).toEqual(expect.any(Number));
    // The formula used for a past run reproduces the sandbox's own target scores (4.6).
    expect(scoreFromProbeRuns(first.report.probeRuns)).toEqual({
      overall: first.report.scores.overall,
      categories: first.report.scores.categories,
    });
    expect(b?.scoreDelta).toBe(
      Math.round(((first.report.scores.overall as number) - (b?.overallScore as number)) * 10) / 10,
    );
    expect(b?.probeDeltas.length).toBeGreaterThanOrEqual(first.report.probeRuns.length);
    for (const f of b?.newFailures ?? []) {
      const probe = first.report.probeRuns.find((p) => p.name === f.probe);
      expect(
        probe?.failedTestCases.some((c) => c.attackId === f.attackId && c.outcome === 'failed'),
      ).toBe(true);
    }

    // The second scan compares with the first one's saved JSON report.
    const jsonPath = first.outputs['report-json'] as string;
    const saved = JSON.parse(readFileSync(jsonPath, 'utf8')) as Report;
    const second = await scanSandbox(
      sb,
      sandboxConfig(sb, 'vulnerable', { ...fast, baseline: 'auto', 'baseline-report': jsonPath }),
    );
    expect(second.report.baseline).toMatchObject({
      source: 'file',
      testRunId: saved.testRun.id,
      reference: jsonPath,
      overallScore: saved.scores.overall,
    });
  });

  it('warns and gives no baseline when the previous run cannot be read, and none when asked', async () => {
    const sb = await sandbox({ speed: 2000, statusEndpoint: false });
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const config = sandboxConfig(sb, 'vulnerable', { baseline: 'auto' });
    const facts = {
      targetId: sb.targets.vulnerable,
      testRunId: null,
      probeRuns: [],
      perProbeDetail: false,
      scores: { overall: 50, categories: {} },
    } as unknown as ScanFacts;
    const warnings: string[] = [];
    expect(await resolveBaseline(client, config, facts, warnings)).toBeNull();
    expect(warnings.join('\n')).toMatch(
      /The previous run could not be read as a baseline \(.*404.*\): no baseline comparison\./,
    );
    expect(await resolveBaseline(client, { ...config, baseline: 'none' }, facts, [])).toBeNull();
    const missing: string[] = [];
    expect(
      await resolveBaseline(client, { ...config, baselineReport: 'missing.json' }, facts, missing),
    ).toBeNull();
    expect(missing).toEqual([
      'baseline-report "missing.json" could not be used (it does not exist): the baseline checks are skipped.',
    ]);
  });
});

describe('compareWithBaseline with incomplete case detail', () => {
  it('gives null new failures when a probe run lists fewer failed cases than it counts', () => {
    const complete = makeReport();
    const degraded = makeReport();
    const first = degraded.probeRuns[0];
    if (!first) throw new Error('fixture has no probe runs');
    first.failedTestCases = [];
    first.failed = Math.max(1, first.failed);
    const asRun = (r: typeof complete) => ({
      overallScore: r.scores.overall,
      categories: r.scores.categories,
      probeRuns: r.probeRuns,
      perProbeDetail: true,
    });
    expect(compareWithBaseline(asRun(degraded), asRun(complete)).newFailures).toBeNull();
    expect(compareWithBaseline(asRun(complete), asRun(degraded)).newFailures).toBeNull();
    expect(compareWithBaseline(asRun(complete), asRun(complete)).newFailures).toEqual([]);
  });
});
