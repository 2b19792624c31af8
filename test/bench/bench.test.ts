/**
 * Smoke test of the bench pieces (scripts/bench.ts) at small sizes. No timing assertions:
 * only that each piece runs and its numbers hang together.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { compareGolden, readGolden, replacedSha256, writeGolden } from '../../bench/golden.js';
import { hugeRunBench } from '../../bench/huge-run.js';
import { windowCosts } from '../../bench/profile-window.js';
import { statusInProgress, typicalRunBench } from '../../bench/typical-run.js';
import { makeWorkload, RUN_MODELS, statusBody } from '../../bench/poll-models.js';
import { POLLERS, simulateModelRun, simulateRun, type PollScenario } from '../../bench/poll-sim.js';
import { replayServer, type Recorded } from '../../bench/replay-server.js';
import { measureRequestBudget } from '../../bench/request-budget.js';
import { distRoot, measureStartup } from '../../bench/startup.js';
import { median, mulberry32, p90, quantile } from '../../bench/stats.js';
import { renderTable } from '../../bench/table.js';
import { VirtualTime, VIRTUAL_T0 } from '../../bench/virtual-time.js';
import { DIST_ROOT } from '../support/dist.js';

describe('virtual time', () => {
  it('wakes sleepers in time order without real waiting, and advances the clock to each', async () => {
    const vt = new VirtualTime();
    const woke: [string, number][] = [];
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
    // The target's run list: once before the trigger (the runs final before it, R20), once
    // beside the first status read (the trigger's answer confirmed under the run's name) and
    // once after the run, shared by the score's evidence, the baseline and the trend.
    expect(b.byRoute['GET /api/workspaces/{workspaceId}/target/{targetId}/test-runs']).toBe(3);
    expect(b.polls).toBeGreaterThan(0);
  });
});

describe('run models', () => {
  it('are irregular, reproducible, and end as each model says', () => {
    for (const model of RUN_MODELS) {
      const a = makeWorkload(model, 3);
      expect(makeWorkload(model, 3)).toEqual(a);
      expect(makeWorkload(model, 4).endMs).not.toBe(a.endMs);
      expect(a.probeRuns.length).toBeGreaterThanOrEqual(4);
      if (model === 'lagging') expect(a.endMs - a.workEndMs).toBeGreaterThanOrEqual(5_000);
      else expect(a.endMs).toBe(a.workEndMs);
      const mid = statusBody(a, 1, (a.queueMs + a.workEndMs) / 2, VIRTUAL_T0);
      expect(mid.status).toBe('RUNNING');
      const running = mid.probeRuns.find((p) => p.status === 'RUNNING');
      if (model === 'probe-end') expect(running?.processedCount).toBe(0);
      expect(statusBody(a, 1, a.endMs - 1, VIRTUAL_T0).status).toBe('RUNNING');
      expect(statusBody(a, 1, a.endMs, VIRTUAL_T0).status).toBe('COMPLETED');
      expect(statusBody(a, 1, 0, VIRTUAL_T0).status).toBe('PENDING');
    }
  });

  it('are followed to the end by the tool and the fixed poller, latency measured from the end', async () => {
    for (const model of RUN_MODELS)
      for (const poller of ['tool', 'fixed 5 s'] as const) {
        const s = await simulateModelRun(model, poller, 2);
        expect(s.requests).toBe(s.pollsAt.length);
        expect(s.latencyMs).toBeGreaterThanOrEqual(0);
        // The poll that saw the end came after it.
        expect((s.pollsAt.at(-1) as number) >= s.runMs).toBe(true);
        if (poller === 'fixed 5 s') expect(s.latencyMs).toBeLessThanOrEqual(5_000);
      }
  });
});

describe('replay server', () => {
  const rec = (url: string, bytes: number): Recorded => ({
    method: 'GET',
    url,
    status: 200,
    headers: { 'content-type': 'application/json', 'x-kept': 'yes' },
    body: Buffer.from(JSON.stringify({ pad: 'x'.repeat(bytes) })),
  });

  it('sends the recorded bytes and headers, and counts what it never recorded', async () => {
    const r = rec('/a', 10);
    const server = await replayServer(new Map([['GET /a', r]]), {
      latencyMs: 0,
      bytesPerSecond: 0,
    });
    try {
      const res = await request(`${server.baseUrl}/a`);
      expect(res.headers['x-kept']).toBe('yes');
      expect(Buffer.from(await res.body.arrayBuffer())).toEqual(r.body);
      const miss = await request(`${server.baseUrl}/b`);
      await miss.body.dump();
      expect(miss.statusCode).toBe(404);
      expect(server.stats()).toEqual({ misses: 1, served: 1, lateMs: 0 });
    } finally {
      await server.close();
    }
  });

  it('delays each response and paces bodies through one shared link', async () => {
    const a = rec('/a', 400_000);
    const b = rec('/b', 400_000);
    const link = { latencyMs: 100, bytesPerSecond: 4_000_000 };
    const server = await replayServer(
      new Map([
        ['GET /a', a],
        ['GET /b', b],
      ]),
      link,
    );
    try {
      const bodies = await Promise.all(
        ['/a', '/b'].map(async (p) => (await request(`${server.baseUrl}${p}`)).body.arrayBuffer()),
      );
      // 800 KB at 4 MB/s on one link: how long it takes is the bench's to report.
      expect(bodies.map((b) => b.byteLength)).toEqual([a.body.length, b.body.length]);
      expect(server.stats().served).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("keeps the link's schedule when its own timers fire late (a busy machine)", async () => {
    // 2 MB at 2 MB/s: pieces due from 100 to 1,100 ms. This process (server and client) is kept
    // busy for 700 ms from the request on, as a busy second core would keep the server, so
    // every timer due before then fires late. The link keeps its schedule: what was due is
    // sent at once, and no link time is lost unless the process falls behind by more than a
    // receive window (4 MiB: 2.1 s here). A link that took its schedule from the late timers
    // lost the 600 ms between the first piece's time and the busy spell's end. Counted by the
    // server, not timed by the test: a loaded machine delays the arrival, not the schedule.
    const recorded = rec('/a', 2_000_000);
    const server = await replayServer(new Map([['GET /a', recorded]]), {
      latencyMs: 100,
      bytesPerSecond: 2_000_000,
    });
    try {
      const started = performance.now();
      const body = request(`${server.baseUrl}/a`).then(async (res) => res.body.arrayBuffer());
      // Busy once the request has reached the server (its handler runs on the next turns).
      await new Promise((ok) => setTimeout(ok, 10));
      while (performance.now() - started < 700);
      expect((await body).byteLength).toBe(recorded.body.length);
      expect(server.stats().lateMs).toBeLessThan(50);
    } finally {
      await server.close();
    }
  });
});

describe('huge run', () => {
  it.skipIf(!existsSync(join(DIST_ROOT, 'index.js')))(
    'times the bundle and the floor in child processes on replayed bytes, locally and remote-like',
    async () => {
      const res = await hugeRunBench({
        probes: 2,
        casesPerProbe: 30,
        reps: 1,
        dist: DIST_ROOT,
        remote: true,
      });
      expect(res.totalCases).toBe(60);
      expect(res.verdict).toMatch(/^(pass|fail)$/);
      expect(Object.keys(res.files).sort()).toEqual([
        'junit.xml',
        'probe-gate-report.json',
        'probe-gate-report.md',
        'probe-gate-report.sarif',
        'step-summary.md',
      ]);
      expect(res.fetchedBytes).toBeGreaterThan(0);
      for (const side of [res.local, res.remote]) {
        expect(side?.tool).toHaveLength(1);
        expect(side?.floor).toHaveLength(1);
        for (const r of [...(side?.tool ?? []), ...(side?.floor ?? [])])
          expect(r.maxRssMb).toBeGreaterThan(10);
      }
      // The remote-like link adds 300 ms before each response: several on each side.
      expect(res.remote?.floor[0]?.ms).toBeGreaterThan(600);
      expect(res.remote?.tool[0]?.ms).toBeGreaterThan(600);
    },
  );
});

describe('typical scan', () => {
  it.skipIf(!existsSync(join(DIST_ROOT, 'index.js')))(
    'times the bundle and the floor from the final status answer to their verdict lines, and profiles that window',
    async () => {
      const profileDir = mkdtempSync(join(tmpdir(), 'pg-bench-prof-'));
      try {
        const res = await typicalRunBench({
          dist: DIST_ROOT,
          rounds: 2,
          probes: 2,
          casesPerProbe: 15,
          profileDir,
          // Complete on the first read: the run in progress is held by the unit test below.
          inProgressMs: 0,
        });
        expect(res.cases).toBe(30);
        expect(res.verdict).toMatch(/^(pass|fail)$/);
        // The probe runs at least are read after the status says the run is final.
        expect(res.after).toBeGreaterThanOrEqual(2);
        expect(res.reportBytes).toBeGreaterThan(0);
        for (const side of [res.tool, res.floor]) {
          expect(side).toHaveLength(2);
          for (const w of side) {
            expect(w.ms).toBeGreaterThan(0);
            expect(w.toUs).toBeGreaterThan(w.fromUs);
          }
        }
        const window = res.profile?.window;
        expect(window).toBeDefined();
        const costs = windowCosts(profileDir, window?.fromUs ?? 0, window?.toUs ?? 0);
        expect(costs.length).toBeGreaterThan(0);
        expect(costs.every((c, i) => i === 0 || c.ms <= (costs[i - 1]?.ms ?? 0))).toBe(true);
      } finally {
        rmSync(profileDir, { recursive: true, force: true });
      }
    },
  );
});

describe('a typical run in progress', () => {
  it('shows all but the last probe run ended, then sends the recorded final status', () => {
    const final = {
      method: 'GET',
      url: '/api/v2/test-run/1/status',
      status: 200,
      headers: {},
      body: Buffer.from(
        JSON.stringify({
          testRunId: 1,
          status: 'COMPLETED',
          probeRuns: [1, 2, 3, 4].map((id) => ({
            probeRunId: id,
            status: 'FINISHED',
            totalCount: 5,
            processedCount: 5,
            passedCount: 3,
            failedCount: 2,
            errorCount: 0,
          })),
        }),
      ),
    };
    const at = statusInProgress(final, 1_000);
    const shown = (ms: number) =>
      JSON.parse(at(ms).body.toString()) as {
        status: string;
        probeRuns: { status: string; processedCount: number; failedCount: number }[];
      };
    expect(shown(0).status).toBe('RUNNING');
    for (const ms of [0, 999]) {
      expect(shown(ms).probeRuns.map((p) => p.status)).toEqual([
        'FINISHED',
        'FINISHED',
        'FINISHED',
        'RUNNING',
      ]);
      expect(shown(ms).probeRuns[3]).toMatchObject({ processedCount: 0, failedCount: 0 });
      expect(shown(ms).probeRuns[0]).toMatchObject({ processedCount: 5, failedCount: 2 });
    }
    // The window starts at the recorded answer itself (typical-run.ts tells it by identity).
    expect(at(1_000)).toBe(final);
    expect(at(5_000)).toBe(final);
    expect(at(0)).not.toBe(final);
  });
});

describe('golden report hashes', () => {
  it('hashes bytes with what varies replaced, and compares and round-trips a golden file', () => {
    const a = Buffer.from('at http://127.0.0.1:1234/x on T1, T1 again; http://127.0.0.1:1234');
    const b = Buffer.from('at http://127.0.0.1:9/x on T2, T2 again; http://127.0.0.1:9');
    const fixed = (buf: Buffer, origin: string, when: string) =>
      replacedSha256(buf, [
        [origin, 'O'],
        [when, 'W'],
      ]);
    expect(fixed(a, 'http://127.0.0.1:1234', 'T1')).toBe(fixed(b, 'http://127.0.0.1:9', 'T2'));
    expect(replacedSha256(Buffer.from('O/x'), [])).not.toBe(replacedSha256(Buffer.from('O/y'), []));
    const dir = mkdtempSync(join(tmpdir(), 'pg-golden-'));
    try {
      const file = join(dir, 'g.sha256');
      const hashes = { 'a.md': 'a'.repeat(64), 'b.json': 'b'.repeat(64) };
      writeGolden(file, hashes, 'test');
      expect(readGolden(file)).toEqual(hashes);
      expect(compareGolden(hashes, { 'a.md': 'a'.repeat(64), 'b.json': 'c'.repeat(64) })).toEqual({
        'a.md': 'MATCH',
        'b.json': 'DIFFER',
      });
      expect(compareGolden({ 'a.md': 'a'.repeat(64) }, { 'c.xml': 'c'.repeat(64) })).toEqual({
        'a.md': 'MISSING',
        'c.xml': 'NEW',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the huge run floor', () => {
  it('sends the status and every request that needs no answer at once, then the probe runs in lanes', async () => {
    const seen: { kind: string; at: number }[] = [];
    let probeRunsOpen = 0;
    let mostProbeRuns = 0;
    let statusAnswered = Infinity;
    const server = createServer((req, res) => {
      const url = req.url ?? '';
      const kind = /\/status$/.test(url)
        ? 'status'
        : /\/probe-run\/\d+$/.test(url)
          ? 'probeRun'
          : 'other';
      seen.push({ kind, at: performance.now() });
      if (kind === 'probeRun') mostProbeRuns = Math.max(mostProbeRuns, (probeRunsOpen += 1));
      setTimeout(() => {
        if (kind === 'status') statusAnswered = performance.now();
        if (kind === 'probeRun') probeRunsOpen -= 1;
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      }, 100);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const dir = mkdtempSync(join(tmpdir(), 'pg-floor-test-'));
    try {
      const { port } = server.address() as { port: number };
      const req = (url: string, kind: string) => ({ method: 'GET', url, kind });
      const job = {
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: 'k',
        concurrency: 2,
        requests: [
          ...[1, 2, 3, 4, 5].map((i) => req(`/api/workspaces/1/probe-run/${i}`, 'probeRun')),
          req('/api/workspaces/1/test-run/9/status', 'status'),
          ...['target/1', 'test-runs', 'scores'].map((u) => req(`/api/workspaces/1/${u}`, 'other')),
        ],
        files: { 'a.txt': 300_000 },
        dir,
      };
      const floor = resolve(import.meta.dirname, '../../bench/huge-floor.mjs');
      const { stdout } = await promisify(execFile)(process.execPath, [floor], {
        env: { PATH: process.env.PATH, PG_BENCH_FLOOR: JSON.stringify(job) },
      });
      expect(JSON.parse(stdout)).toEqual({ parsed: 9, written: 300_000 });
      expect(readdirSync(dir)).toEqual(['a.txt']);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // The others went with the status, not in the probe runs' lanes after it...
    const first = (kind: string) =>
      Math.min(...seen.filter((s) => s.kind === kind).map((s) => s.at));
    const last = (kind: string) =>
      Math.max(...seen.filter((s) => s.kind === kind).map((s) => s.at));
    expect(last('other')).toBeLessThan(statusAnswered);
    // ...and the probe runs, which the status names, after it, two at a time.
    expect(first('probeRun')).toBeGreaterThanOrEqual(statusAnswered);
    expect(mostProbeRuns).toBe(2);
  });
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
  });

  it('reads the bundle folder from PROBE_GATE_DIST, default dist', () => {
    expect(distRoot({})).toMatch(/[\\/]dist$/);
    expect(distRoot({ PROBE_GATE_DIST: '/tmp/x' })).toBe('/tmp/x');
  });
});

describe('helpers', () => {
  it('takes medians, draws reproducible numbers and prints a table', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(p90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe(10);
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
