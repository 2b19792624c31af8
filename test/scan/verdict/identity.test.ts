/**
 * Issue 17, cases 8-9: identity is checked (R21). A status or probe run of another test run is
 * refused during the scan (error), naming both ids; attaching to a run of another target is
 * bad input (exit 2) before any wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/config/errors.js';
import { describeFailure } from '../../../src/runtime/failure.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan, triggerOther } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 8 });
});
afterAll(async () => sb?.close());

const STATUS = 'GET /api/v2/test-run/{testRunId}/status';

describe('another run or target is refused', () => {
  it('case 8: the status endpoint answers for another test run: refused, naming both ids (exit 3)', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    sb.control.setQuirks(t.id, { statusTestRunId: 999_999 });
    sb.stats.reset();
    const err = await scan(sb, t.config()).then(
      () => null,
      (e: unknown) => e,
    );
    const id = sb.stats.testRunsCreated[0]?.id;
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      new RegExp(`answered for test run 999999 when asked for test run ${id}: refused`),
    );
    expect(describeFailure(err).exitCode).toBe(3);
    // Refused at once: no polling on until the deadline.
    expect(sb.stats.requests[STATUS]).toBe(1);
  });

  it('case 8: a probe run whose scanRunId names another run: error naming both ids', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    sb.control.setQuirks(t.id, { scanRunId: 424_242 });
    const r = await scan(sb, t.config());
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toMatch(
      new RegExp(
        `Probe run \\d+ \\(.+\\) belongs to test run 424242, not to test run ${r.report.testRun.id} \\(invariant run-identity\\)\\.`,
      ),
    );
    expect(r.outputs['overall-score']).toBe('');
  });

  it('case 9: attach-test-run-id names a run of another target: exit 2 before any wait, naming both ids', async () => {
    const a = newTarget(sb, { vulnerability: 0.05 });
    const b = newTarget(sb, { vulnerability: 0.05 });
    const foreign = await triggerOther(sb, a.id, 'a run of target A');
    sb.stats.reset();
    const err = await scan(sb, b.config({ 'attach-test-run-id': String(foreign) })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual([
      `attach-test-run-id: test run ${foreign} is not a run of target ${b.id} (it is not in the target's test run list); give the target-id of that run, or a run of target ${b.id}.`,
    ]);
    expect(describeFailure(err).exitCode).toBe(2);
    // Before any wait: its first status, read beside the check, is the only one (issue 14).
    expect(sb.stats.requests[STATUS] ?? 0).toBeLessThanOrEqual(1);
    expect(sb.stats.testRunsCreated).toHaveLength(0);
  });
});
