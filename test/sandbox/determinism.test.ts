import { describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src/sandbox/index.js';
import { client, runLength, sandbox, status, trigger, VirtualClock, type Json } from './helpers.js';

/** Trigger the same runs, let them finish, and collect everything a client would read. */
async function scenario(seed: number) {
  const clock = new VirtualClock();
  const sb: SandboxHandle = await sandbox({ seed, clock: clock.fn });
  const api = client(sb);
  const a = await trigger(sb, sb.targets.vulnerable, { runAiAnalysis: true });
  const b = await trigger(sb, sb.targets.hardened);
  clock.advance((await runLength(sb, a)) + (await runLength(sb, b)) + 20_000);
  const out: unknown[] = [];
  for (const id of [a, b]) {
    const s = await status(sb, id);
    out.push(s);
    for (const pr of s.probeRuns) {
      out.push((await api.get(`/api/workspaces/1/probe-run/${pr.probeRunId}`)).json);
    }
  }
  for (const t of [sb.targets.vulnerable, sb.targets.hardened, sb.targets.broken]) {
    out.push((await api.get(`/api/workspaces/1/target/${t}/scores`)).json);
    out.push((await api.get(`/api/workspaces/1/target/${t}/test-runs`)).json);
  }
  const [benchRun] = (await api.get('/api/v2/benchmarks/models/3/runs?benchmarkTypeId=1')).json;
  const cases = await api.get(`/api/v2/benchmarks/models/3/runs/${benchRun.id}/test-cases`);
  expect(cases.status).toBe(200);
  out.push(cases.json);
  out.push((await api.get('/api/v2/benchmarks/models')).json);
  return out;
}

describe('determinism', () => {
  it('gives the same results for the same seed in two sandboxes', async () => {
    const first = await scenario(42);
    const second = await scenario(42);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives different results for another seed', async () => {
    const a = await scenario(1);
    const b = await scenario(2);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it('keeps attack ids stable across attempts, with outcomes that mostly repeat', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const runs = [];
    for (let i = 0; i < 2; i++) {
      const id = await trigger(sb, sb.targets.vulnerable, { probeIds: [22] });
      clock.advance(await runLength(sb, id));
      const [pr] = (await status(sb, id)).probeRuns;
      runs.push((await api.get(`/api/workspaces/1/probe-run/${pr?.probeRunId}`)).json);
    }
    const [first, second] = runs;
    expect(first.testCaseResults.map((t: Json) => t.attackId)).toEqual(
      second.testCaseResults.map((t: Json) => t.attackId),
    );
    expect(first.testCaseResults[0].attempt).toBe(1);
    expect(second.testCaseResults[0].attempt).toBe(2);
    const same = first.testCaseResults.filter(
      (t: Json, i: number) => t.status === second.testCaseResults[i].status,
    ).length;
    expect(same / first.testCaseResults.length).toBeGreaterThan(0.8);
  });
});
