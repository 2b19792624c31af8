/**
 * Reads that need not wait for each other go out together. Every answer of the sandbox is held
 * back 250 ms, and the sandbox notes when each request arrived and when its answer was let go:
 * a read that arrived before another's answer went did not wait for it. Orderings only, on the
 * sandbox's one clock: no duration is asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { answers, arrivals, newTarget, scan } from '../verdict/verdict-support.js';

const HELD_MS = 250;
const RUN_LIST = 'GET /api/workspaces/{workspaceId}/target/{targetId}/test-runs';
const STATUS = 'GET /api/v2/test-run/{testRunId}/status';
const PROBE_RUN = 'GET /api/workspaces/{workspaceId}/probe-run/{probeRunId}';
const SCORES = 'GET /api/workspaces/{workspaceId}/target/{targetId}/scores';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 2_000, seed: 5, faults: 'slow=1', slowMs: HELD_MS });
});
afterAll(async () => sb?.close());

describe('reads that go out together', () => {
  it('the scores: once every probe run has been asked for, before the last ones have answered', async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    sb.stats.reset();
    const r = await scan(sb, t.config({ 'ai-analysis': 'false' }));
    expect(r.report.probeRuns.length).toBeGreaterThan(1);
    const probeRuns = arrivals(sb, PROBE_RUN);
    const scores = arrivals(sb, SCORES);
    expect(probeRuns).toHaveLength(r.report.probeRuns.length);
    expect(scores).toHaveLength(1);
    const lastAsked = Math.max(...probeRuns);
    expect(scores[0]).toBeGreaterThanOrEqual(lastAsked);
    // Asked before the last probe run's answer (held HELD_MS) was let go.
    expect(scores[0]).toBeLessThan(Math.max(...answers(sb, PROBE_RUN)));
    // Read that early, they still provably reflect this run (R20: fresh, nothing overlapping).
    expect(r.report.scores.source?.gated).toBe('platform');
  });

  it("an attached run: its first status beside the check that it is the target's (R21)", async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    const first = await scan(sb, t.config({ 'ai-analysis': 'false' }));
    sb.stats.reset();
    const id = String(first.report.testRun.id);
    const r = await scan(sb, t.config({ 'ai-analysis': 'false', 'attach-test-run-id': id }));
    expect(r.report.testRun.id).toBe(first.report.testRun.id);
    expect(r.verdict).toBe(first.verdict);
    const [check] = arrivals(sb, RUN_LIST);
    const [checkAnswered] = answers(sb, RUN_LIST);
    const [status] = arrivals(sb, STATUS);
    const [statusAnswered] = answers(sb, STATUS);
    expect(arrivals(sb, STATUS)).toHaveLength(1);
    // Neither waited for the other's answer (each held HELD_MS).
    expect(status).toBeLessThan(checkAnswered ?? -Infinity);
    expect(check).toBeLessThan(statusAnswered ?? -Infinity);
  });
});
