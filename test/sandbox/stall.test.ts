import { describe, expect, it } from 'vitest';
import { client, sandbox, status, T0, trigger, VirtualClock } from './helpers.js';

/** A custom target of two probes x 10 test cases: 3 s queue + 20 s of work. */
async function setup() {
  const clock = new VirtualClock();
  const sb = await sandbox({ clock: clock.fn });
  const target = sb.control.addTarget({ probeIds: [11, 21], testCasesPerProbe: 10 });
  const id = await trigger(sb, target);
  return { clock, sb, id };
}

const processed = (s: { probeRuns: { processedCount: number }[] }) =>
  s.probeRuns.reduce((a, p) => a + p.processedCount, 0);

describe('control.stallRun', () => {
  it('freezes progress for a while, then resumes and ends that much later', async () => {
    const { clock, sb, id } = await setup();
    expect(sb.control.getRun(id)?.endsAt).toBe(T0 + 23_000);
    sb.control.stallRun(id, { afterMs: 5_000, forMs: 20_000 });
    expect(sb.control.getRun(id)?.endsAt).toBe(T0 + 43_000);

    clock.advance(8_000); // 5 s of work done, stall begins
    expect(processed(await status(sb, id))).toBe(5);
    clock.advance(19_000); // inside the stall
    const frozen = await status(sb, id);
    expect(frozen.status).toBe('RUNNING');
    expect(processed(frozen)).toBe(5);
    clock.advance(6_000); // 5 s after the stall: 10 done, second probe starting
    expect(processed(await status(sb, id))).toBe(10);
    clock.advance(9_999);
    expect((await status(sb, id)).status).toBe('RUNNING');
    clock.advance(1);
    const done = await status(sb, id);
    expect(done.status).toBe('COMPLETED');
    expect(processed(done)).toBe(20);

    // Times the platform reports are real instants: the first probe ended after the stall.
    const pr = done.probeRuns[0]?.probeRunId;
    const detail = (await client(sb).get(`/api/workspaces/1/probe-run/${pr}`)).json;
    expect(Date.parse(detail.executionEnd)).toBe(T0 + 33_000);
    expect(Date.parse(detail.testCaseResults[4].detectionTime)).toBe(T0 + 8_000);
    expect(Date.parse(detail.testCaseResults[5].detectionTime)).toBe(T0 + 29_000);
  });

  it('with jump, completes every remaining test case when the stall ends', async () => {
    const { clock, sb, id } = await setup();
    sb.control.stallRun(id, { afterMs: 2_000, forMs: 60_000, jump: true });
    expect(sb.control.getRun(id)?.endsAt).toBe(T0 + 65_000);
    clock.advance(64_999);
    const before = await status(sb, id);
    expect(before.status).toBe('RUNNING');
    expect(processed(before)).toBe(2);
    clock.advance(1);
    const after = await status(sb, id);
    expect(after.status).toBe('COMPLETED');
    expect(processed(after)).toBe(20);
  });

  it('rejects a stall of no length and unknown runs', async () => {
    const { sb, id } = await setup();
    expect(() => sb.control.stallRun(id, { forMs: 0 })).toThrow(RangeError);
    expect(() => sb.control.stallRun(9999, { forMs: 1_000 })).toThrow(RangeError);
  });
});
