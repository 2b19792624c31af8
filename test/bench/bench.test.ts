/**
 * Smoke test of the bench pieces (scripts/bench.ts) at small sizes. No timing assertions:
 * only that each piece runs and its numbers hang together.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hugeRunBench } from '../../bench/huge-run.js';
import { POLLERS, simulateRun, type PollScenario } from '../../bench/poll-sim.js';
import { measureRequestBudget } from '../../bench/request-budget.js';
import { distRoot, measureStartup } from '../../bench/startup.js';
import { median, mulberry32 } from '../../bench/stats.js';
import { renderTable } from '../../bench/table.js';
import { VirtualTime, VIRTUAL_T0 } from '../../bench/virtual-time.js';

describe('virtual time', () => {
  it('wakes sleepers in time order without real waiting, and advances the clock to each', async () => {
    const vt = new VirtualTime();
    const woke: [string, number][] = [];
    const started = Date.now();
    await vt.run(async () => {
      await Promise.all([
        vt.sleep(3_600_000).then(() => woke.push(['hour', vt.now() - VIRTUAL_T0])),
        vt.sleep(1_000).then(() => woke.push(['second', vt.now() - VIRTUAL_T0])),
      ]);
    });
    expect(woke).toEqual([
      ['second', 1_000],
      ['hour', 3_600_000],
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('polling simulation', () => {
  const short: PollScenario = { name: 'short', casesPerProbe: 3 };
  const stalled: PollScenario = {
    name: 'stalled',
    casesPerProbe: 3,
    stall: { atShare: 0.5, forMs: 20_000, jump: true },
  };

  it('follows a run to its end with each poller', async () => {
    for (const poller of POLLERS) {
      const s = await simulateRun(short, poller, 1);
      // 6 probes x 3 cases after the 3 s queue.
      expect(s.runMs).toBe(21_000);
      expect(s.requests).toBeGreaterThan(0);
      expect(s.pollsAt).toHaveLength(s.requests);
      expect(s.latencyMs).toBeGreaterThanOrEqual(0);
      expect(s.latencyMs).toBeLessThanOrEqual(poller === 'fixed 30 s' ? 30_000 : 10_000);
    }
  });

  it('ends a stalled run when the stall ends', async () => {
    const s = await simulateRun(stalled, 'fixed 5 s', 2);
    expect(s.runMs).toBeGreaterThanOrEqual(3_000 + 9_000 + 20_000);
    expect(s.latencyMs).toBeLessThanOrEqual(5_000);
  });
});

describe('request budget', () => {
  it('counts every request of a small scan by route', async () => {
    const b = await measureRequestBudget([11, 21]);
    expect(b.probes).toBe(2);
    expect(Object.values(b.byRoute).reduce((a, n) => a + n, 0)).toBe(b.total);
    expect(b.byRoute['POST /api/workspaces/{workspaceId}/test-run/trigger']).toBe(1);
    expect(b.byRoute['GET /api/workspaces/{workspaceId}/probe-run/{probeRunId}']).toBe(2);
    expect(b.polls).toBeGreaterThan(0);
  });
});

describe('huge run', () => {
  it('runs the floor and the tool in child processes on a small run', async () => {
    const res = await hugeRunBench({ probes: 2, casesPerProbe: 30, reps: 1 });
    expect(res.totalCases).toBe(60);
    expect(res.floor).toHaveLength(1);
    expect(res.tool).toHaveLength(1);
    expect(res.floor[0]?.cases).toBe(60);
    expect(res.tool[0]?.verdict).toMatch(/^(pass|fail)$/);
    expect(Object.keys(res.tool[0]?.files ?? {}).sort()).toEqual([
      'junit.xml',
      'probe-gate-report.json',
      'probe-gate-report.md',
      'probe-gate-report.sarif',
      'step-summary.md',
    ]);
    for (const r of [...res.floor, ...res.tool]) expect(r.maxRssMb).toBeGreaterThan(0);
  }, 120_000);
});

describe('start-up', () => {
  it('times scripts from spawn to their first request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-bench-test-'));
    try {
      const script = join(dir, 'one-request.mjs');
      writeFileSync(
        script,
        "await fetch(process.env['INPUT_BASE-URL'], { method: 'POST' }).catch(() => {});\n",
      );
      const times = await measureStartup({ a: script, b: script }, 2);
      expect(times.a).toHaveLength(2);
      expect(times.b).toHaveLength(2);
      for (const t of [...(times.a ?? []), ...(times.b ?? [])]) expect(t).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads the bundle folder from PROBE_GATE_DIST, default dist', () => {
    expect(distRoot({})).toMatch(/[\\/]dist$/);
    expect(distRoot({ PROBE_GATE_DIST: '/tmp/x' })).toBe('/tmp/x');
  });
});

describe('helpers', () => {
  it('takes medians, draws reproducible numbers and prints a table', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const a = mulberry32(5);
    const b = mulberry32(5);
    expect([a(), a()]).toEqual([b(), b()]);
    const table = renderTable([
      { measure: 'x', tool: 1, alternative: 4, vs: 'y', target: '<= 0.25x', ok: true },
      { measure: 'z', tool: 5, alternative: 3, vs: 'y', target: '', ok: null, ratio: false },
    ]);
    expect(table).toContain('0.25x');
    expect(table).toContain('+2');
    expect(table.split('\n')).toHaveLength(4);
  });
});
