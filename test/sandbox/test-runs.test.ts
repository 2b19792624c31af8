import { describe, expect, it } from 'vitest';
import {
  client,
  runLength,
  sandbox,
  status,
  trigger,
  VirtualClock,
  type StatusBody,
  type Json,
} from './helpers.js';

/** Invariants that must hold at every instant. */
function checkCounts(s: StatusBody) {
  let running = 0;
  for (const p of s.probeRuns) {
    expect(p.passedCount + p.failedCount + p.errorCount).toBe(p.processedCount);
    expect(p.processedCount).toBeLessThanOrEqual(p.totalCount);
    if (p.status === 'RUNNING') running++;
  }
  expect(running).toBeLessThanOrEqual(1);
}

describe('test run progression', () => {
  it('goes PENDING -> RUNNING probe by probe -> COMPLETED on a virtual clock', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const id = await trigger(sb, sb.targets.vulnerable);

    let s = await status(sb, id);
    expect(s.status).toBe('PENDING');
    expect(s.executionDate).toBeNull();
    expect(s.probeRuns.length).toBe(6);
    expect(s.probeRuns.every((p) => p.status === 'PENDING' && p.processedCount === 0)).toBe(true);

    const total = await runLength(sb, id);
    const seen = new Set<string>();
    let lastProcessed = 0;
    for (let t = 0; t <= total; t += 2_500) {
      s = await status(sb, id);
      checkCounts(s);
      seen.add(s.status);
      const processed = s.probeRuns.reduce((a, p) => a + p.processedCount, 0);
      expect(processed).toBeGreaterThanOrEqual(lastProcessed);
      lastProcessed = processed;
      // Probe by probe: every probe before the running one is finished, every one after untouched.
      const firstOpen = s.probeRuns.findIndex((p) => p.status !== 'FINISHED');
      if (firstOpen >= 0) {
        expect(s.probeRuns.slice(firstOpen + 1).every((p) => p.processedCount === 0)).toBe(true);
      }
      clock.advance(2_500);
    }
    clock.advance(1_000);
    s = await status(sb, id);
    seen.add(s.status);
    expect(seen).toEqual(new Set(['PENDING', 'RUNNING', 'COMPLETED']));
    expect(s.status).toBe('COMPLETED');
    expect(s.executionDate).toBe('2025-06-01T12:00:03.000Z'); // after 3 s in the queue
    expect(
      s.probeRuns.every((p) => p.status === 'FINISHED' && p.processedCount === p.totalCount),
    ).toBe(true);

    // 4.7 agrees with the status endpoint.
    const list = await api.get(`/api/workspaces/1/target/${sb.targets.vulnerable}/test-runs`);
    expect(list.status).toBe(200);
    const summary = list.json[0];
    expect(summary).toEqual({
      id,
      name: 'ci run',
      executionDate: s.executionDate,
      startedBy: expect.stringContaining('@'),
      errorCount: s.probeRuns.reduce((a, p) => a + p.errorCount, 0),
      passedCount: s.probeRuns.reduce((a, p) => a + p.passedCount, 0),
      failedCount: s.probeRuns.reduce((a, p) => a + p.failedCount, 0),
      totalCount: s.probeRuns.reduce((a, p) => a + p.totalCount, 0),
      progress: 100,
      status: 'COMPLETED',
      probes: s.probeRuns.map((p) => p.probeName),
    });
    expect(summary.passedCount + summary.failedCount + summary.errorCount).toBe(summary.totalCount);
    // Older (seeded) runs follow, newest first.
    expect(list.json.length).toBe(3);
    expect(list.json[1].id).toBeLessThan(id);
  });

  it('reports partial progress in 4.7 while running', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = await trigger(sb, sb.targets.hardened, { probeIds: [11, 21] });
    const total = await runLength(sb, id);
    clock.advance(total / 2);
    const list = await client(sb).get(`/api/workspaces/1/target/${sb.targets.hardened}/test-runs`);
    const run = list.json.find((r: Json) => r.id === id);
    expect(run.status).toBe('RUNNING');
    expect(run.progress).toBeGreaterThan(0);
    expect(run.progress).toBeLessThan(100);
    expect(run.passedCount + run.failedCount + run.errorCount).toBeLessThan(run.totalCount);
    expect(run.probes).toEqual(['Direct Prompt Injection', 'Role-play Jailbreak']);
  });

  it('completes in real time at a high speed', async () => {
    const sb = await sandbox({ speed: 400 });
    const id = await trigger(sb, sb.targets.hardened, { probeIds: [11, 41] });
    const deadline = Date.now() + 10_000;
    let s = await status(sb, id);
    while (s.status !== 'COMPLETED' && Date.now() < deadline) {
      checkCounts(s);
      await new Promise((r) => setTimeout(r, 20));
      s = await status(sb, id);
    }
    expect(s.status).toBe('COMPLETED');
    checkCounts(s);
  });

  it('fails runs on the broken target shortly after they start', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = await trigger(sb, sb.targets.broken);
    clock.advance(3_000 + 4_000);
    expect((await status(sb, id)).status).toBe('RUNNING');
    clock.advance(2_000);
    const s = await status(sb, id);
    expect(s.status).toBe('FAILED');
    expect(s.probeRuns[0]?.errorCount).toBe(s.probeRuns[0]?.processedCount);
    expect(s.probeRuns[0]?.processedCount).toBeGreaterThan(0);
    expect(s.probeRuns.every((p) => p.status === 'FAILED')).toBe(true);
    clock.advance(3_600_000);
    expect((await status(sb, id)).status).toBe('FAILED');
  });

  it('uses the target configured probes when probeIds is null, and the given ones otherwise', async () => {
    const sb = await sandbox();
    const configured = await status(sb, await trigger(sb, sb.targets.vulnerable));
    expect(configured.probeRuns.map((p) => p.probeId)).toEqual([11, 21, 23, 31, 41, 51]);
    const chosen = await status(
      sb,
      await trigger(sb, sb.targets.vulnerable, { probeIds: [33, 12, 33] }),
    );
    expect(chosen.probeRuns.map((p) => p.probeId)).toEqual([33, 12]);
    expect(sb.stats.testRunsCreated.map((r) => r.targetId)).toEqual([
      sb.targets.vulnerable,
      sb.targets.vulnerable,
    ]);
  });

  it('accepts the legacy trigger path in the seeded workspace', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const res = await api.post('/api/v2/test-run/trigger', {
      targetId: sb.targets.hardened,
      probeIds: [11],
      name: 'legacy',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ testRunId: expect.any(Number) });
    expect(sb.stats.testRunsCreated).toEqual([
      { id: res.json.testRunId, name: 'legacy', targetId: sb.targets.hardened },
    ]);
    const bad = await api.post('/api/v2/test-run/trigger', { targetId: 1, name: 'x', extra: 1 });
    expect(bad.status).toBe(400);
  });

  it('answers 404 on the status endpoint when statusEndpoint is false', async () => {
    const sb = await sandbox({ statusEndpoint: false });
    const api = client(sb);
    const id = await trigger(sb, sb.targets.hardened);
    const res = await api.get(`/api/v2/test-run/${id}/status`);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
    // Everything else still works.
    const list = await api.get(`/api/workspaces/1/target/${sb.targets.hardened}/test-runs`);
    expect(list.json[0].id).toBe(id);
  });
});

describe('cancel (4.9) and test hooks', () => {
  it('stops a run and keeps what already ran', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const id = await trigger(sb, sb.targets.vulnerable);
    const before = await status(sb, id);
    const firstTwo =
      (before.probeRuns[0]?.totalCount ?? 0) + (before.probeRuns[1]?.totalCount ?? 0);
    clock.advance(3_000 + (firstTwo + 4) * 1_000 + 500); // 4.5 cases into the third probe
    const res = await api.post(`/api/workspaces/1/test-run/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const at = await status(sb, id);
    clock.advance(3_600_000);
    const later = await status(sb, id);
    expect(later).toEqual(at);
    expect(later.status).toBe('CANCELLED');
    expect(later.probeRuns.map((p) => p.status)).toEqual([
      'FINISHED',
      'FINISHED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(later.probeRuns[2]?.processedCount).toBe(4);
    expect(later.probeRuns.slice(3).every((p) => p.processedCount === 0)).toBe(true);
    checkCounts(later);
    // Finished probe runs of a cancelled run still feed the scores.
    const scores = await api.get(`/api/workspaces/1/target/${sb.targets.vulnerable}/scores`);
    expect(Date.parse(scores.json.latestExecutionDate)).toBeGreaterThan(clock.now - 3_700_000);
    // Cancelling again (or cancelling a finished run) is harmless.
    expect((await api.post(`/api/workspaces/1/test-run/${id}/cancel`)).status).toBe(200);
    expect(sb.stats.cancels[id]).toBe(2);
  });

  it('cancelling a completed run changes nothing', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = await trigger(sb, sb.targets.hardened, { probeIds: [11] });
    clock.advance(await runLength(sb, id));
    const done = await status(sb, id);
    expect(done.status).toBe('COMPLETED');
    expect((await client(sb).post(`/api/workspaces/1/test-run/${id}/cancel`)).status).toBe(200);
    expect(await status(sb, id)).toEqual(done);
  });

  it('control hooks force statuses, cancel from the "UI", change speed and read runs', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const a = await trigger(sb, sb.targets.vulnerable);
    const b = await trigger(sb, sb.targets.vulnerable);
    const c = await trigger(sb, sb.targets.vulnerable);
    clock.advance(10_000);
    sb.control.setRunOutcome(a, 'WEIRD_STATE');
    sb.control.setRunOutcome(b, 'FAILED');
    sb.control.cancelRun(c);
    clock.advance(5_000);
    expect((await status(sb, a)).status).toBe('WEIRD_STATE');
    const runA = sb.control.getRun(a);
    expect(runA?.processedCount).toBe(12); // keeps running under the odd status
    expect((await status(sb, b)).status).toBe('FAILED');
    expect(sb.control.getRun(b)?.processedCount).toBe(7);
    expect((await status(sb, c)).status).toBe('CANCELLED');
    expect(sb.stats.cancels[c]).toBeUndefined(); // not an API cancel
    sb.control.setRunOutcome(a, null);
    expect((await status(sb, a)).status).toBe('RUNNING');

    sb.control.setSpeed(10);
    clock.advance(1_000); // 10 simulated seconds
    expect(sb.control.getRun(a)?.processedCount).toBe(22);
    expect(sb.control.getRun(9999)).toBeUndefined();
    expect(() => sb.control.cancelRun(9999)).toThrow();
  });

  it('addTarget and setTestCasesPerProbe shape new runs', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = sb.control.addTarget({
      role: 'leaky',
      vulnerability: 1,
      probeIds: [31, 32],
      testCasesPerProbe: 7,
    });
    expect(sb.targets.leaky).toBe(id);
    const run = await trigger(sb, id);
    clock.advance(3_000 + 14_000);
    const s = await status(sb, run);
    expect(s.status).toBe('COMPLETED');
    expect(s.probeRuns.map((p) => p.totalCount)).toEqual([7, 7]);
    expect(s.probeRuns.every((p) => p.passedCount === 0)).toBe(true);
    sb.control.setTestCasesPerProbe(id, 3);
    expect((await status(sb, await trigger(sb, id))).probeRuns.map((p) => p.totalCount)).toEqual([
      3, 3,
    ]);
    expect(() => sb.control.setTestCasesPerProbe(id, 0)).toThrow();
    expect(() => sb.control.addTarget({ probeIds: [9999] })).toThrow();
  });
});
