/**
 * Issue 17, cases 6-7: a run is final only when all of it is final (R21): run status final,
 * every probe run final with processed = total, and as many probe runs as the trigger asked
 * for. Otherwise the scan polls on until the deadline, then ends `error` naming what was
 * missing: never a PASS on part of a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, runCreated, scan, scanToDeadline } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 6 });
});
afterAll(async () => sb?.close());

describe('final only when all of it is final', () => {
  it('case 6: the trigger named 3 probes and the finished run lists 1: error naming the gap', async () => {
    const t = newTarget(sb, { vulnerability: 0.05, testCasesPerProbe: 3 });
    sb.control.setQuirks(t.id, { listOnlyProbeRuns: 1 });
    // The run completes at once; the scan then polls on until its deadline (12 s engine time).
    const r = await scanToDeadline(sb, t.config({ probes: '11,21,23', 'timeout-minutes': '0.2' }));
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /was not all final at the deadline: 1 of the 3 requested probes have a probe run \(none yet for probes 21, 23\) \(invariant probe-coverage\)\./,
    );
    expect(r.report.gate.checks.map((c) => c.status)).toEqual(['skip', 'skip']);
  });

  it('case 7: COMPLETED while its probe runs are still running: error naming them at the deadline', async () => {
    const t = newTarget(sb, { vulnerability: 0.05, testCasesPerProbe: 20 });
    sb.stats.reset();
    const pending = scanToDeadline(sb, t.config({ 'timeout-minutes': '0.1' }));
    const id = await runCreated(sb);
    sb.control.stallRun(id, { afterMs: 5_000, forMs: 1e9 });
    sb.control.setRunOutcome(id, 'COMPLETED');
    const r = await pending;
    expect(r.report.testRun.status).toBe('completed');
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      /The test run says COMPLETED but was not all final at the deadline: probe run \d+ \(.+\) is \w+/,
    );
    expect(r.report.gate.reason).toMatch(/processed \d+ of 20 test cases|is RUNNING/);
    expect(r.outputs['overall-score']).toBe('');
  });

  it('case 7: COMPLETED early is followed until every probe run finished, then judged whole', async () => {
    const t = newTarget(sb, { vulnerability: 0.9, testCasesPerProbe: 20 });
    sb.stats.reset();
    const pending = scan(sb, t.config());
    const id = await runCreated(sb);
    sb.control.setRunOutcome(id, 'COMPLETED');
    const r = await pending;
    const truth = sb.control.getRun(id);
    expect(truth?.probeRuns.every((p) => p.processedCount === p.totalCount)).toBe(true);
    expect(r.report.totals.processed).toBe(truth?.totalCount);
    expect(r.verdict).toBe('fail');
  });
});
