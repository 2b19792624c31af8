/**
 * The evidence model end to end: each way a platform's answers about a finished run can
 * contradict themselves (sandbox scenario controls) ends in `error` naming the invariant,
 * never in a verdict computed from the contradiction; a lagging read that catches up gives
 * the honest verdict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan, scanToDeadline } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 11 });
});
afterAll(async () => sb?.close());

const PROBES = '11,21,23';

describe('a run whose answers contradict themselves is never judged', () => {
  it('passed, processed and total raised together: error, not a higher score', async () => {
    const t = newTarget(sb, { vulnerability: 0.4, testCasesPerProbe: 20 });
    sb.control.setQuirks(t.id, { inflatePassed: 1000 });
    const r = await scanToDeadline(sb, t.config({ probes: PROBES, 'min-score': '50' }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /passedCount says \d+ but \d+ of the 20 listed test cases have that status .*\(invariant counts-match-cases\)/,
    );
    expect(r.outputs['overall-score']).toBe('');
  });

  it('passed + failed + errors above the total: error at once', async () => {
    const t = newTarget(sb, { vulnerability: 0.4, testCasesPerProbe: 20 });
    sb.control.setQuirks(t.id, { passedOverTotal: 5 });
    const r = await scan(sb, t.config({ probes: PROBES }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(/against a total of 20 \(invariant counts-within-total\)/);
  });

  it('a COMPLETED run whose probe runs ended CANCELLED after a few cases: error, no score', async () => {
    const t = newTarget(sb, { vulnerability: 0.02, testCasesPerProbe: 20 });
    sb.control.setQuirks(t.id, { cancelProbeRunsAfter: 8 });
    const r = await scan(sb, t.config({ probes: PROBES, 'min-score': '50' }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /ended CANCELLED after 8 of 20 test cases: the rest never ran \(invariant probe-run-completed\)/,
    );
    expect(r.outputs['overall-score']).toBe('');
  });

  it('a detail that lags the final status for good: error after the re-read window', async () => {
    const t = newTarget(sb, { vulnerability: 0.4, testCasesPerProbe: 20 });
    sb.control.setQuirks(t.id, { laggingDetailReads: 1_000 });
    const r = await scanToDeadline(sb, t.config({ probes: PROBES }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(/its detail says RUNNING .*\(invariant probe-run-final\)/);
    expect(r.report.gate.reason).toMatch(/\(invariant detail-not-behind\)/);
  });

  it('a detail that lags on its first read only: read again, the honest verdict', async () => {
    const t = newTarget(sb, { vulnerability: 0.4, testCasesPerProbe: 20 });
    const honest = await scan(sb, t.config({ probes: PROBES, 'min-score': '90' }));
    sb.control.setQuirks(t.id, { laggingDetailReads: 1 });
    const r = await scanToDeadline(sb, t.config({ probes: PROBES, 'min-score': '90' }));
    expect(honest.verdict).toBe('fail');
    expect(r.verdict).toBe('fail');
    expect(r.report.totals.failed).toBe(
      sb.control.getRun(r.report.testRun.id as number)?.failedCount,
    );
  });

  it('one probe run listed in place of the others: error naming the missing probes', async () => {
    const t = newTarget(sb, { vulnerability: 0.02, testCasesPerProbe: 5 });
    sb.control.setQuirks(t.id, { repeatFirstProbeRun: true });
    const r = await scanToDeadline(sb, t.config({ probes: PROBES, 'timeout-minutes': '0.2' }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /1 of the 3 requested probes have a probe run \(none yet for probes 21, 23\) \(invariant probe-coverage\)/,
    );
  });
});
