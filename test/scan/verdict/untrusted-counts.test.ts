/**
 * Issue 17, cases 4-5 and the rest of "never trust a count that the details contradict"
 * (R21): counted failures are at least the FAILED test cases seen, invalid counts fail
 * closed naming the probe run and the field, a probe run without an id is not dropped with
 * its counts, a duplicated probe run counts once, an unknown test-case status is named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan, scanToDeadline } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 4 });
});
afterAll(async () => sb?.close());

const FAILED = (r: Awaited<ReturnType<typeof scan>>) =>
  r.report.probeRuns.flatMap((p) => p.failedTestCases).filter((c) => c.outcome === 'failed');

describe('counts against test cases', () => {
  it('case 4: failedCount 0 with FAILED test cases: the test cases win and the gate fails', async () => {
    const t = newTarget(sb, { vulnerability: 0.6 });
    sb.control.setQuirks(t.id, { failedCount: 0 });
    const r = await scan(sb, t.config({ 'max-failed': '0' }));
    const failed = FAILED(r);
    expect(failed.length).toBeGreaterThan(0);
    expect(r.report.totals.failed).toBeGreaterThanOrEqual(failed.length);
    for (const p of r.report.probeRuns)
      expect(p.failed).toBe(p.failedTestCases.filter((c) => c.outcome === 'failed').length);
    expect(r.report.warnings.join('\n')).toMatch(
      /Probe run \d+ \(.+\): failedCount says 0 but \d+ test cases are FAILED; counting \d+\./,
    );
    expect(r.verdict).toBe('fail');
    expect(r.report.gate.checks.find((c) => c.id === 'max-failed')?.status).toBe('fail');
  });

  it('case 4: a negative failedCount is invalid data: error naming the probe run and the field', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    sb.control.setQuirks(t.id, { failedCount: -1 });
    const r = await scan(sb, t.config());
    expect(r.verdict).toBe('error');
    expect(r.exitCode).toBe(3);
    expect(r.report.gate.reason).toMatch(
      /Probe run \d+ \(.+\): failedCount is -1, not a whole number of test cases \(invalid data, failing closed\)\./,
    );
    expect(r.report.gate.checks.every((c) => c.status === 'skip')).toBe(true);
  });

  it('case 5: a status entry without probeRunId is not dropped: the run is not final, error at the deadline', async () => {
    const t = newTarget(sb, { vulnerability: 0.05, testCasesPerProbe: 3 });
    sb.control.setQuirks(t.id, { dropProbeRunIdAt: 0 });
    const r = await scanToDeadline(sb, t.config({ 'timeout-minutes': '0.2' }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /was not all final at the deadline: probe run entry 1 \(.+\) has no probeRunId/,
    );
    expect(r.outputs['overall-score']).toBe('');
  });

  it('a probe run listed twice counts once', async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    sb.control.setQuirks(t.id, { duplicateProbeRun: true });
    sb.stats.reset();
    const r = await scan(sb, t.config());
    const truth = sb.control.getRun(r.report.testRun.id as number);
    expect(r.report.probeRuns).toHaveLength(truth?.probeRuns.length ?? -1);
    expect(r.report.totals.total).toBe(truth?.totalCount);
    expect(r.report.totals.failed).toBe(truth?.failedCount);
  });

  it('an unknown test-case status is a warning that names it', async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    sb.control.setQuirks(t.id, { firstCaseStatus: 'INCONCLUSIVE_X' });
    const r = await scan(sb, t.config());
    expect(r.report.warnings.join('\n')).toMatch(
      /Probe run \d+ \(.+\): unknown test case status "INCONCLUSIVE_X" \(1\)/,
    );
  });
});
