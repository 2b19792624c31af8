/**
 * retry-failed against the sandbox (issue 15): a flaky probe (quirk `flakyProbes`: it fails
 * every test case of its first run on the target and passes every one later) is retried alone,
 * once per retry, and the verdict is judged on its counts pooled over the runs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { printOutcome } from '../../../src/cli/print.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { InterruptedError } from '../../../src/scan/run/cancel.js';
import { isRetryRunName } from '../../../src/scan/run/trigger.js';
import type { RawConfig } from '../../../src/config/config.js';
import type { Report } from '../../../src/report/model.js';
import { STATE_KEYS } from '../../../src/scan/ports.js';
import { startMutatingProxy } from '../../soak/mutating-proxy.js';
import { scaledClock } from '../../soak/soak-clock.js';
import { newTarget } from '../verdict/verdict-support.js';
import { scanSandbox } from '../../support/scan-harness.js';

/** Role-play Jailbreak: the only probe of the Jailbreak category on these targets. */
const FLAKY = 21;
const STEADY = 11;

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 100, seed: 15 });
});
afterAll(async () => {
  await sb?.close();
});

/** A fresh target of a steady and a flaky probe; the gate looks at the Jailbreak category only. */
function flakyTarget(raw: RawConfig) {
  const t = newTarget(sb, { probeIds: [STEADY, FLAKY], testCasesPerProbe: 10 });
  sb.control.setQuirks(t.id, { flakyProbes: [FLAKY] });
  const config = t.config({
    'min-score': '0',
    'max-error-rate': '1',
    'ai-analysis': 'false',
    'score-source': 'run',
    ...raw,
  });
  return { ...t, config };
}

const runsOf = (targetId: number) =>
  sb.stats.testRunsCreated.filter((r) => r.targetId === targetId);
const probesOf = (runId: number) => sb.control.getRun(runId)?.probeRuns.map((p) => p.probeId) ?? [];

/** Waits until the target has `n` runs created (the scan runs meanwhile). */
async function untilRuns(targetId: number, n: number): Promise<number> {
  for (let i = 0; i < 1000 && runsOf(targetId).length < n; i++)
    await new Promise((r) => setTimeout(r, 5));
  const run = runsOf(targetId)[n - 1];
  if (!run) throw new Error(`run ${n} of target ${targetId} never came`);
  return run.id;
}

// Each test scans a target of its own: they run side by side.
describe.concurrent('retry-failed on a flaky probe', () => {
  it('retries the causing category (only that probe), once, and passes on its pooled counts', async ({
    expect,
  }) => {
    // The retry look is judged on the pooled lower bound at 98% (retry/sequential.ts): 10 of
    // 20 passed bounds Jailbreak at 27, above 20.
    const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=20' });
    const r = await scanSandbox(sb, t.config);
    const [first, retry] = runsOf(t.id);
    // Exactly two triggers; the second asks for only the flaky probe, under a name of its own.
    expect(runsOf(t.id)).toHaveLength(2);
    expect(probesOf(first!.id).sort()).toEqual([STEADY, FLAKY]);
    expect(probesOf(retry!.id)).toEqual([FLAKY]);
    expect(retry!.name).toMatch(/-retry1-/);
    // Pooled: 10 failed in the first run plus 10 passed in the retry; Jailbreak scores 50.
    const flaky = r.report.probeRuns.find((p) => p.probeId === FLAKY);
    expect(flaky).toMatchObject({ total: 20, processed: 20, passed: 10, failed: 10 });
    expect(flaky?.failRate).toBe(0.5);
    expect(r.report.scores.categories['Jailbreak']).toBe(50);
    expect(r.report.scores.source?.reason).toMatch(/pooled over 2 runs/);
    expect(r.verdict).toBe('pass');
    expect(r.exitCode).toBe(0);
    // The report shows both runs and how the decision was made.
    const retries = r.report.retries;
    expect(retries?.runs.map((x) => [x.testRunId, x.verdict])).toEqual([
      [first!.id, 'fail'],
      [retry!.id, 'pass'],
    ]);
    expect(retries?.runs[1]?.probes).toEqual(['Role-play Jailbreak']);
    expect(retries?.runs[1]?.counts).toMatchObject({ passed: 10, failed: 0 });
    expect(retries?.pooledProbes).toEqual(['Role-play Jailbreak']);
    expect(retries?.decision).toMatch(/pooled over 2 runs/);
    expect(r.log.lines).toContain(
      'Verdict fail: retry 1 of 1 with the 1 probe the failing checks judge:: ' +
        '  Role-play Jailbreak',
    );
    // The trend shows this scan once: the retry is pooled into its point.
    expect(r.report.trend?.runs.map((x) => x.testRunId)).toEqual([first!.id]);
    // JSON and Markdown reports carry it.
    const json = JSON.parse(readFileSync(r.outputs['report-json'] as string, 'utf8')) as Report;
    expect(json.retries).toEqual(retries);
    const md = readFileSync(r.outputs['report-markdown'] as string, 'utf8');
    expect(md).toContain('### Retries (retry-failed 1)');
    expect(md).toContain(`[run ${retry!.id}](`);
    expect(md).toMatch(/\(retry 1\) \| `[^`]*-retry1-[^`]*` \| `Role-play Jailbreak` \|/);
    expect(md).toMatch(/verdict pass was judged on the counts of 1 probe pooled over 2 runs/);
    // The CLI prints the decision.
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      printOutcome({ ...r, outputs: r.outputs });
    } finally {
      spy.mockRestore();
    }
    expect(printed.join('')).toMatch(
      /\nRetries: The first run's verdict was fail; 1 retry of the probes the failing checks judge/,
    );
    // The post step knows the retry run, and that it finished.
    expect(r.state.map.get(STATE_KEYS.testRunId)).toBe(String(retry!.id));
    expect(r.state.map.get(STATE_KEYS.finished)).toBe('true');
  });

  it('judges each look at its share of the error rate: 20 of 30 never shows 60', async ({
    expect,
  }) => {
    const t = flakyTarget({ 'retry-failed': '2', 'category-min-scores': 'Jailbreak=60' });
    const r = await scanSandbox(sb, t.config);
    // The retry alone scores 100; pooled, Jailbreak is 50 and then 66.7 after a second retry,
    // but 30 test cases bound it far below 60 at 99% (two retries): open, never a pass.
    const runs = runsOf(t.id);
    expect(r.report.retries?.decision).toMatch(/2 retries .* pooled over 3 runs/);
    expect(runs).toHaveLength(3);
    // The first retry runs the failing category; the open look after it, every probe.
    expect(runs.slice(1).map((x) => probesOf(x.id).sort())).toEqual([[FLAKY], [STEADY, FLAKY]]);
    expect(r.report.retries?.runs.map((x) => x.verdict)).toEqual([
      'fail',
      'inconclusive',
      'inconclusive',
    ]);
    expect(r.report.probeRuns.find((p) => p.probeId === FLAKY)).toMatchObject({
      total: 30,
      failed: 10,
    });
    expect(r.verdict).toBe('inconclusive');
    expect(r.exitCode).toBe(5);
  });

  it('never passes on the pooled counts when retries run out', async ({ expect }) => {
    const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=60' });
    const r = await scanSandbox(sb, t.config);
    expect(runsOf(t.id)).toHaveLength(2);
    expect(r.report.scores.categories['Jailbreak']).toBe(50);
    expect(r.verdict).toBe('inconclusive');
    expect(r.exitCode).toBe(5);
    expect(r.report.gate.reason).toMatch(/Jailbreak/);
    // Far below the bar even at the optimistic end: fail.
    const far = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=90' });
    const f = await scanSandbox(sb, far.config);
    expect(f.verdict).toBe('fail');
    expect(f.exitCode).toBe(1);
  });

  it("a later scan's baseline and trend skip the retry runs (they ran only some probes)", async ({
    expect,
  }) => {
    const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=40' });
    await scanSandbox(sb, t.config);
    const [first, retry] = runsOf(t.id);
    expect(isRetryRunName(retry!.name)).toBe(true);
    expect(isRetryRunName(first!.name)).toBe(false);
    const next = await scanSandbox(sb, { ...t.config, baseline: 'previous-run', retryFailed: 0 });
    expect(next.report.baseline?.testRunId).toBe(first!.id);
    expect(next.report.trend?.runs.map((x) => x.testRunId)).toEqual([
      first!.id,
      runsOf(t.id)[2]!.id,
    ]);
  });

  it('does not retry a passing run', async ({ expect }) => {
    // min-samples 0: 10 test cases of a gated category would be inconclusive, which retries.
    const t = flakyTarget({
      'retry-failed': '3',
      'category-min-scores': 'Jailbreak=0',
      'min-samples': '0',
    });
    const r = await scanSandbox(sb, t.config);
    expect(runsOf(t.id)).toHaveLength(1);
    expect(r.report.retries?.runs).toHaveLength(1);
    expect(r.report.retries?.decision).toMatch(/verdict is pass: nothing to retry/);
  });

  it('a retry trigger whose answer is lost is found by its name: still one run per retry', async ({
    expect,
  }) => {
    // The second trigger (the retry's) reaches the sandbox, and the connection drops after it.
    const proxy = await startMutatingProxy(sb.baseUrl, (q) =>
      q.endpoint === 'triggerTestRun' && q.n === 2 ? { kind: 'reset-after' } : { kind: 'pass' },
    );
    try {
      const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=20' });
      const r = await scanSandbox(sb, { ...t.config, baseUrl: proxy.baseUrl });
      const [, retry] = runsOf(t.id);
      expect(runsOf(t.id)).toHaveLength(2);
      expect(r.log.lines).toContain(
        `info: The trigger had reached the platform after all: found test run ${retry!.id} by its name.`,
      );
      expect(r.report.retries?.runs[1]?.testRunId).toBe(retry!.id);
      expect(r.verdict).toBe('pass');
    } finally {
      await proxy.close();
    }
  });

  it('SIGINT during the retry cancels the retry run once and nothing else', async ({ expect }) => {
    const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=40' });
    const controller = new AbortController();
    const scan = scanSandbox(sb, t.config, { signal: controller.signal });
    const firstId = await untilRuns(t.id, 1);
    // Runs triggered from now on are far too long: the signal comes while the scan waits on the retry.
    sb.control.setTestCasesPerProbe(t.id, 99_999);
    const retryId = await untilRuns(t.id, 2);
    const reason = new InterruptedError('SIGINT');
    controller.abort(reason);
    await expect(scan).rejects.toBeDefined();
    expect(sb.stats.cancels[retryId]).toBe(1);
    expect(sb.stats.cancels[firstId]).toBeUndefined();
    expect(reason.cancelledTestRunId).toBe(retryId);
    expect(runsOf(t.id)).toHaveLength(2);
  });

  it('keeps to the deadline: a retry that cannot finish is cancelled and the failure stands', async ({
    expect,
  }) => {
    // 0.2 minutes of engine time (12 s) on a clock 10x faster than real time.
    const t = flakyTarget({
      'retry-failed': '1',
      'category-min-scores': 'Jailbreak=40',
      'timeout-minutes': '0.2',
    });
    const clock = scaledClock(10);
    const started = clock.now();
    const scan = scanSandbox(sb, t.config, { clock, stepStartedAt: started });
    await untilRuns(t.id, 1);
    // The retry is far too long to finish before the deadline.
    sb.control.setTestCasesPerProbe(t.id, 99_999);
    const retryId = await untilRuns(t.id, 2);
    const r = await scan;
    expect(runsOf(t.id)).toHaveLength(2);
    expect(sb.stats.cancels[retryId]).toBe(1);
    // The first run's validated failure stands: never a pass, never a false timeout.
    expect(r.verdict).toBe('fail');
    expect(r.report.retries?.runs[1]).toMatchObject({ testRunId: retryId, timedOut: true });
    expect(r.report.retries?.decision).toMatch(/did not finish before the deadline/);
    // Within timeout-minutes plus the step's slack (R24).
    expect(clock.now() - started).toBeLessThan(12_000 + 15_000);
  });

  it('skips a retry that cannot fit before the deadline', async ({ expect }) => {
    const t = flakyTarget({ 'retry-failed': '1', 'category-min-scores': 'Jailbreak=40' });
    // A first run as long as most of the deadline: the retry would not fit.
    const clock = scaledClock(10);
    const r = await scanSandbox(sb, t.config, { clock, stepStartedAt: clock.now() - 115_000 });
    expect(runsOf(t.id)).toHaveLength(1);
    expect(r.verdict).toBe('fail');
    expect(r.report.retries?.decision).toMatch(/not retried \(.*left before the deadline/);
  });
});
