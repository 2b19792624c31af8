/**
 * Issue 17, cases 4-5 and the rest of "never trust a count that the details contradict"
 * (R21): counts equal to the listed test cases of each status, invalid counts fail
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

describe('counts against test cases', () => {
  it('case 4: failedCount 0 with FAILED test cases listed: error naming the field and both values', async () => {
    const t = newTarget(sb, { vulnerability: 0.6 });
    sb.control.setQuirks(t.id, { failedCount: 0 });
    // The contradiction is read again for the re-read window (3 s of real time here), then fails closed.
    const r = await scanToDeadline(sb, t.config({ 'max-failed': '0', 'timeout-minutes': '0.2' }));
    expect(r.verdict).toBe('error');
    expect(r.exitCode).toBe(3);
    expect(r.report.gate.reason).toMatch(
      /Probe run \d+ \(.+\): failedCount says 0 but \d+ of the \d+ listed test cases have that status \(still so at the deadline\) \(invariant counts-match-cases\)\./,
    );
    expect(r.outputs['overall-score']).toBe('');
  });

  it('case 4: a negative failedCount is invalid data: error naming the probe run and the field', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    sb.control.setQuirks(t.id, { failedCount: -1 });
    const r = await scan(sb, t.config());
    expect(r.verdict).toBe('error');
    expect(r.exitCode).toBe(3);
    expect(r.report.gate.reason).toMatch(
      /Probe run \d+ \(.+\): failedCount is -1, not a whole number of test cases \(invariant counts-valid\)\./,
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

  it('an unknown test-case status is not final: error at the end of the re-read window, naming the word', async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    sb.control.setQuirks(t.id, { firstCaseStatus: 'INCONCLUSIVE_X' });
    const r = await scanToDeadline(sb, t.config());
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /Probe run \d+ \(.+\): unknown test case status "INCONCLUSIVE_X" \(1\); such a case is neither passed nor failed \(still so at the deadline\) \(invariant case-status-known\)\./,
    );
  });
});
