/**
 * A typical scan (10 probes x 100 test cases), from the status read that says the run is final
 * to the line that prints the verdict, against a floor. The sandbox makes a completed run with
 * AI analysis ready; the Action's bundle is attached to it once through the recording proxy
 * (bench/replay-server.ts), which notes when each request arrived and when its answer ended.
 * From then on a replay server sends the recorded bytes, but plays the run as still going:
 * from each child's first status read until `inProgressMs` later, every probe run but the last
 * has ended and the last is running (statusInProgress); then the recorded final status is sent. The server tells
 * the bench when it finished sending that final answer (the window's start); the bench watches
 * each child's stdout for its verdict line (the window's end). Both instants are read on the
 * bench's own clock, so the child's start-up and the wait are outside the window:
 * - tool: `node DIR/index.js` (a fresh process each round, as a runner starts the Action),
 *   attached to the run;
 * - floor: bench/typical-floor.mjs, plain JavaScript: the requests the tool sent before the
 *   status was answered and the status itself at once, the status again until it is final;
 *   then every request the recording tool sent after its status answer at once (Promise.all,
 *   fetch), each body JSON.parsed; then the tool's report files and job summary written, the
 *   same bytes (taken from the recording run and read into memory before the status is
 *   asked), then `Verdict: ...` printed.
 * Rounds alternate floor and tool after one unmeasured warm-up of each.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox } from '../src/sandbox/index.js';
import {
  actionWorkspace,
  completedRun,
  outputVerdict,
  reportFiles,
  type Scan,
} from './huge-run.js';
import {
  LOCAL_LINK,
  byKey,
  expectNoMisses,
  keyOf,
  recordingProxy,
  replayServer,
  type Recorded,
} from './replay-server.js';
import { VIRTUAL_T0 } from './virtual-time.js';

const FLOOR = resolve(import.meta.dirname, 'typical-floor.mjs');
/** The run's status (4.x v2). */
const STATUS_PATH = /\/test-run\/\d+\/status(\?|$)/;
/** The Action's verdict line (src/github/main.ts), and the floor's. */
const VERDICT_LINE = /^Verdict: /m;
/** Why: a child that hangs must not hang the bench. */
const CHILD_TIMEOUT_MS = 120_000;

export interface TypicalOptions {
  dist: string;
  /** Measured rounds (each one floor run and one tool run). */
  rounds: number;
  probes?: number;
  casesPerProbe?: number;
  /** Unmeasured rounds first; default 1. */
  warmups?: number;
  /** When set, one more tool run with `--cpu-prof` writes its profile here (not measured). */
  profileDir?: string;
  /**
   * How long the replayed run is still going, from each child's first status read (its last
   * probe run running), before the recorded final status is sent. 0: the run is complete on
   * the first read.
   */
  inProgressMs?: number;
}

/** Why 2 s: the tool polls at least once more before the final status. */
export const IN_PROGRESS_MS = 2_000;

/**
 * The status answers of a run still going, made from its final one: until `spanMs` the probe
 * runs before the last have ended as recorded and the last is running with nothing processed
 * yet (what a poll shortly before the end of a run of probe runs one after another sees);
 * from `spanMs` on, the recorded final answer.
 */
export function statusInProgress(final: Recorded, spanMs: number) {
  const body = JSON.parse(final.body.toString('utf8')) as {
    status: string;
    probeRuns: Record<string, unknown>[];
  };
  const last = body.probeRuns.length - 1;
  const probeRuns = body.probeRuns.map((p, i) =>
    i < last
      ? p
      : {
          ...p,
          processedCount: 0,
          errorCount: 0,
          passedCount: 0,
          failedCount: 0,
          status: 'RUNNING',
        },
  );
  const going = {
    ...final,
    body: Buffer.from(JSON.stringify({ ...body, status: 'RUNNING', probeRuns })),
  };
  return (elapsed: number): Recorded => (elapsed >= spanMs ? final : going);
}

/** One child's window: status answered to verdict line (ms), and both on the monotonic clock. */
export interface Window {
  ms: number;
  /** process.hrtime in µs: comparable with a V8 CPU profile's sample times. */
  fromUs: number;
  toUs: number;
}

export interface TypicalResult {
  cases: number;
  verdict: string;
  /** Requests the tool sent after the final status was answered, and before it. */
  after: number;
  before: number;
  reportBytes: number;
  tool: Window[];
  floor: Window[];
  /** The profiled tool run's window and profile folder, when asked for. */
  profile: { window: Window; dir: string } | null;
}

const hrUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * Runs `node ...args`, resolving with the window from the status answer (read through
 * `statusAt`) to the first verdict line on stdout.
 */
function watched(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  statusAt: () => { ms: number; us: number } | undefined,
): Promise<Window & { code: number | null; out: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let seen: { ms: number; us: number } | undefined;
    const look = (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000);
      if (!seen && VERDICT_LINE.test(out)) seen = { ms: performance.now(), us: hrUs() };
    };
    child.stdout.on('data', look);
    child.stderr.on('data', (d: Buffer) => void (out = (out + d.toString()).slice(-20_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const from = statusAt();
      if (!seen || !from)
        return fail(
          new Error(`no ${seen ? 'status answer' : 'verdict line'} (exit ${code}): ${out}`),
        );
      ok({ ms: seen.ms - from.ms, fromUs: from.us, toUs: seen.us, code, out });
    });
  });
}

/** The recording run: the requests, split at the status answer, and the report bytes. */
async function record(o: TypicalOptions, bytesDir: string) {
  const clock = { now: VIRTUAL_T0 };
  const sb = await startSandbox({ seed: 7, clock: () => clock.now, host: '127.0.0.1', port: 0 });
  try {
    const run = await completedRun(sb, clock, {
      probes: o.probes ?? 10,
      casesPerProbe: o.casesPerProbe ?? 100,
    });
    const proxy = await recordingProxy(sb.baseUrl);
    try {
      const scan: Scan = {
        ...run,
        baseUrl: proxy.baseUrl,
        apiKey: sb.apiKey,
        workspaceId: sb.workspaceId,
      };
      const { ws, env } = actionWorkspace(scan);
      try {
        const r = await watched([join(o.dist, 'index.js')], env, ws, () => ({ ms: 0, us: 0 }));
        if (r.code !== 0 && r.code !== 1) throw new Error(`the tool exited ${r.code}: ${r.out}`);
        const files: Record<string, string> = {};
        for (const [name, path] of Object.entries(reportFiles(ws))) {
          files[name] = join(bytesDir, name);
          copyFileSync(path, files[name]);
        }
        const recorded = [...proxy.recorded.values()];
        const status = recorded.find((x) => STATUS_PATH.test(x.url));
        if (!status?.answeredAt) throw new Error('the tool never read the run status');
        const after = recorded.filter((x) => (x.arrivedAt ?? 0) >= (status.answeredAt ?? 0));
        const before = recorded.filter((x) => x !== status && !after.includes(x));
        return {
          total: run.total,
          scan,
          recorded,
          status,
          after,
          before,
          files,
          verdict: outputVerdict(ws),
        };
      } finally {
        rmSync(ws, { recursive: true, force: true });
      }
    } finally {
      await proxy.close();
    }
  } finally {
    await sb.close();
  }
}

const request = (r: Recorded) => ({ method: r.method, url: r.url });

/** Records once, then alternates floor and tool on the replayed bytes. */
export async function typicalRunBench(o: TypicalOptions): Promise<TypicalResult> {
  const tmp = mkdtempSync(join(tmpdir(), 'pg-bench-typical-'));
  try {
    const bytesDir = join(tmp, 'bytes');
    mkdirSync(bytesDir);
    const rec = await record(o, bytesDir);
    let statusAt: { ms: number; us: number } | undefined;
    // Each child's first status read starts its run; the window starts at the final answer.
    let firstRead: number | undefined;
    const statusKey = keyOf(rec.status.method, rec.status.url);
    const inProgress = statusInProgress(rec.status, o.inProgressMs ?? IN_PROGRESS_MS);
    const replay = await replayServer(
      byKey(rec.recorded),
      LOCAL_LINK,
      (hit, at) => {
        if (!statusAt && hit === rec.status) statusAt = { ms: at, us: hrUs() };
      },
      (key, recording) => {
        if (key !== statusKey) return recording;
        firstRead ??= performance.now();
        return inProgress(performance.now() - firstRead);
      },
    );
    const out: TypicalResult = {
      cases: rec.total,
      verdict: rec.verdict,
      after: rec.after.length,
      before: rec.before.length,
      reportBytes: 0,
      tool: [],
      floor: [],
      profile: null,
    };
    try {
      const scan = { ...rec.scan, baseUrl: replay.baseUrl };
      const floorRun = async () => {
        const dir = mkdtempSync(join(tmp, 'floor-'));
        const job = {
          baseUrl: replay.baseUrl,
          apiKey: scan.apiKey,
          before: rec.before.map(request),
          status: request(rec.status),
          after: rec.after.map(request),
          files: rec.files,
          dir,
          verdict: rec.verdict.toUpperCase(),
        };
        statusAt = undefined;
        firstRead = undefined;
        const env = { PATH: process.env.PATH, PG_BENCH_TYPICAL: JSON.stringify(job) };
        const r = await watched([FLOOR], env, dir, () => statusAt);
        if (r.code !== 0) throw new Error(`the floor exited ${r.code}: ${r.out}`);
        const written = JSON.parse(r.out.split('\n').find((l) => l.startsWith('{')) ?? '{}') as {
          written?: number;
        };
        out.reportBytes = written.written ?? 0;
        rmSync(dir, { recursive: true, force: true });
        return r;
      };
      const toolRun = async (flags: string[] = []) => {
        const { ws, env } = actionWorkspace(scan);
        try {
          statusAt = undefined;
          firstRead = undefined;
          const r = await watched([...flags, join(o.dist, 'index.js')], env, ws, () => statusAt);
          if (r.code !== 0 && r.code !== 1) throw new Error(`the tool exited ${r.code}: ${r.out}`);
          return r;
        } finally {
          rmSync(ws, { recursive: true, force: true });
        }
      };
      const warmups = o.warmups ?? 1;
      for (let round = 0; round < warmups + o.rounds; round++) {
        const floor = await floorRun();
        const tool = await toolRun();
        if (round < warmups) continue;
        out.floor.push({ ms: floor.ms, fromUs: floor.fromUs, toUs: floor.toUs });
        out.tool.push({ ms: tool.ms, fromUs: tool.fromUs, toUs: tool.toUs });
      }
      if (o.profileDir) {
        mkdirSync(o.profileDir, { recursive: true });
        const flags = ['--cpu-prof', `--cpu-prof-dir=${o.profileDir}`, '--cpu-prof-interval=250'];
        const p = await toolRun(flags);
        out.profile = { window: { ms: p.ms, fromUs: p.fromUs, toUs: p.toUs }, dir: o.profileDir };
      }
      expectNoMisses(replay);
    } finally {
      await replay.close();
    }
    return out;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
