/**
 * Huge runs, measured against the physical floor. A completed run of `probes` x
 * `casesPerProbe` test cases is made in the sandbox, and the Action's bundle is run on it once
 * through a recording proxy (bench/replay-server.ts). From then on the sandbox is closed and a
 * replay server sends the recorded bytes, so neither side pays for producing them:
 * - tool: `node <dist>/index.js` attached to the run (attach-test-run-id), every report
 *   format and the job summary written, as the Action does outside a pull request;
 * - floor: bench/huge-floor.mjs fetches the same requests, JSON.parses every body and writes
 *   as many bytes as the tool's reports.
 * Each side is a fresh child (`node --import bench/rss-preload.mjs`, which reports its peak
 * RSS); both alternate on the same server, locally and on a remote-like link.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PlatformClient } from '../src/api/index.js';
import { probeRunConcurrency } from '../src/scan/budget.js';
import { PROBES } from '../src/sandbox/data/catalogue.js';
import { startSandbox, TIMING, type SandboxHandle } from '../src/sandbox/index.js';
import {
  byKey,
  expectNoMisses,
  LOCAL_LINK,
  recordingProxy,
  REMOTE_LINK,
  replayServer,
  type Recorded,
  type ReplayLink,
} from './replay-server.js';
import { goldenHashes } from './golden.js';
import { VIRTUAL_T0 } from './virtual-time.js';

const ROOT = resolve(import.meta.dirname, '..');
const PRELOAD = resolve(ROOT, 'bench/rss-preload.mjs');
const FLOOR = resolve(ROOT, 'bench/huge-floor.mjs');
/** Why: a child that hangs must not hang the bench. */
const CHILD_TIMEOUT_MS = 900_000;
/** The run's status (4.x v2): it names the probe runs, so the floor fetches it first. */
const STATUS_PATH = /\/test-run\/\d+\/status(\?|$)/;
/** docs/platform.md 4.15, a probe run with its test cases. */
const PROBE_RUN_PATH = /\/probe-run\/\d+(\?|$)/;

export interface HugeRunOptions {
  probes: number;
  casesPerProbe: number;
  /** Measured repetitions per side and link (after one unmeasured warm-up of each). */
  reps: number;
  /** Folder of the Action's bundles (index.js). */
  dist: string;
  /** Also measure on the remote-like link. */
  remote: boolean;
  /** Unmeasured runs of each side before the measured ones; default 1. */
  warmups?: number;
}

/** One child's figures. */
export interface SideRun {
  ms: number;
  maxRssMb: number;
}

export interface HugeRunResult {
  totalCases: number;
  /** Bytes the tool fetched (every recorded body) and wrote (reports and summary). */
  fetchedBytes: number;
  reportBytes: number;
  files: Record<string, number>;
  /** sha256 of each report file, what varies made fixed (bench/golden.ts). */
  hashes: Record<string, string>;
  /** The recording run of the tool, spawn to exit (ms). */
  recordMs: number;
  verdict: string;
  local: { tool: SideRun[]; floor: SideRun[] };
  remote: { tool: SideRun[]; floor: SideRun[] } | null;
}

/** A completed run of `probes` x `casesPerProbe`, AI analysis ready, on a clock stood still. */
export async function completedRun(
  sb: SandboxHandle,
  clock: { now: number },
  o: Pick<HugeRunOptions, 'probes' | 'casesPerProbe'>,
) {
  const probeIds = PROBES.filter((p) => p.active)
    .slice(0, o.probes)
    .map((p) => p.id);
  if (probeIds.length < o.probes)
    throw new Error(`the catalogue has only ${probeIds.length} probes`);
  const targetId = sb.control.addTarget({
    role: 'huge',
    probeIds,
    testCasesPerProbe: o.casesPerProbe,
  });
  const client = new PlatformClient({
    baseUrl: sb.baseUrl,
    apiKey: sb.apiKey,
    now: () => clock.now,
  });
  const { testRunId } = await client.triggerTestRun(sb.workspaceId, {
    targetId,
    probeIds: null,
    name: 'bench-huge-run',
    notifyWhenFinished: false,
    runAiAnalysis: true,
  });
  const total = o.probes * o.casesPerProbe;
  clock.now += TIMING.queueMs + total * TIMING.caseMs + TIMING.aiAnalysisMs + 1_000;
  const run = sb.control.getRun(testRunId);
  if (run?.status !== 'COMPLETED') throw new Error(`the huge run is ${run?.status}`);
  return { targetId, testRunId, total };
}

export interface Scan {
  baseUrl: string;
  apiKey: string;
  workspaceId: number;
  targetId: number;
  testRunId: number;
}

/** Spawns `node --import rss-preload <script>`; resolves with wall time, peak RSS and output. */
export function timedChild(script: string, env: NodeJS.ProcessEnv, cwd: string) {
  const rssFile = join(cwd, `rss-${process.hrtime.bigint()}.json`);
  return new Promise<SideRun & { code: number | null; stdout: string; stderr: string }>(
    (ok, fail) => {
      const started = performance.now();
      const child = spawn(process.execPath, ['--import', PRELOAD, script], {
        cwd,
        env: { ...env, PG_BENCH_RSS_OUT: rssFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-20_000)));
      child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-20_000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
      child.on('error', fail);
      child.on('close', (code) => {
        const ms = performance.now() - started;
        clearTimeout(timer);
        let maxRssMb = NaN;
        try {
          maxRssMb =
            (JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRssKb: number }).maxRssKb / 1024;
        } catch {
          // Reported as NaN: the child died before its exit handler.
        }
        ok({ ms, maxRssMb, code, stdout, stderr });
      });
    },
  );
}

/**
 * A runner's workspace for the Action's bundle on the run, outside a pull request: every
 * report format but HTML, the job summary, no artifact, no comment. The caller removes `ws`.
 */
export function actionWorkspace(scan: Scan): { ws: string; env: NodeJS.ProcessEnv } {
  const ws = mkdtempSync(join(tmpdir(), 'pg-bench-action-'));
  for (const f of ['output', 'state', 'summary.md']) writeFileSync(join(ws, f), '');
  writeFileSync(join(ws, 'event.json'), '{}');
  const inputs: Record<string, string> = {
    'api-key': scan.apiKey,
    'base-url': scan.baseUrl,
    'workspace-id': String(scan.workspaceId),
    'target-id': String(scan.targetId),
    'attach-test-run-id': String(scan.testRunId),
    'report-dir': 'reports',
    formats: 'md,json,sarif,junit',
    'job-summary': 'true',
    'artifact-name': '',
    comment: 'never',
    'tracking-issue': 'never',
    'check-run': 'false',
    'github-token': '',
    'ignore-file': '',
    'timeout-minutes': '30',
    'poll-interval-seconds': '2',
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'bench/bench',
    GITHUB_OUTPUT: join(ws, 'output'),
    GITHUB_STATE: join(ws, 'state'),
    GITHUB_STEP_SUMMARY: join(ws, 'summary.md'),
    GITHUB_EVENT_PATH: join(ws, 'event.json'),
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: ws,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return { ws, env };
}

/** The report files of a finished workspace and the job summary, by name. */
export function reportFiles(ws: string): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = join(ws, 'reports');
  for (const name of readdirSync(dir).sort()) files[name] = join(dir, name);
  files['step-summary.md'] = join(ws, 'summary.md');
  return files;
}

/** The verdict the tool wrote to GITHUB_OUTPUT. */
export function outputVerdict(ws: string): string {
  const output = readFileSync(join(ws, 'output'), 'utf8');
  return /verdict<<(\S+)\n([^\n]*)\n/.exec(output)?.[2] ?? '';
}

/**
 * The Action's bundle on the run. `hashGolden`: also the report files' sha256 with what varies
 * from run to run made fixed (bench/golden.ts), and, when PG_BENCH_KEEP names a folder, the
 * report files copied there to be compared by hand.
 */
async function toolOnce(dist: string, scan: Scan, hashGolden = false) {
  const { ws, env } = actionWorkspace(scan);
  try {
    const r = await timedChild(join(dist, 'index.js'), env, ws);
    if (r.code !== 0 && r.code !== 1)
      throw new Error(
        `the tool exited ${r.code}: ${r.stdout.slice(-1500)}${r.stderr.slice(-1500)}`,
      );
    const files: Record<string, number> = {};
    const paths = reportFiles(ws);
    for (const [name, path] of Object.entries(paths)) files[name] = statSync(path).size;
    const hashes = hashGolden ? goldenHashes(paths, scan.baseUrl) : null;
    if (process.env.PG_BENCH_KEEP && hashGolden)
      for (const [name, path] of Object.entries(paths))
        copyFileSync(path, join(process.env.PG_BENCH_KEEP, name));
    return { run: { ms: r.ms, maxRssMb: r.maxRssMb }, files, verdict: outputVerdict(ws), hashes };
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
}

/** The floor: the same requests, parsed; the same bytes written. */
async function floorOnce(
  baseUrl: string,
  apiKey: string,
  recorded: Recorded[],
  files: Record<string, number>,
  concurrency: number,
): Promise<SideRun> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-floor-'));
  try {
    mkdirSync(join(dir, 'out'));
    const job = {
      baseUrl,
      apiKey,
      concurrency,
      // The run's status (it names the probe runs) and every other request at once, then
      // the probe runs as many at a time as the tool fetches them: no dependency of the
      // tool's is longer. (Until the seventeenth round the other requests took turns in the
      // probe runs' lanes after the status, a round trip the tool does not pay: the floor
      // was 0.1-0.3 s slower on the remote-like link.)
      requests: recorded.map((r) => ({
        method: r.method,
        url: r.url,
        kind: STATUS_PATH.test(r.url)
          ? 'status'
          : PROBE_RUN_PATH.test(r.url)
            ? 'probeRun'
            : 'other',
      })),
      files,
      dir: join(dir, 'out'),
    };
    const r = await timedChild(
      FLOOR,
      { PATH: process.env.PATH, PG_BENCH_FLOOR: JSON.stringify(job) },
      dir,
    );
    if (r.code !== 0) throw new Error(`the floor exited ${r.code}: ${r.stderr.slice(-2000)}`);
    return { ms: r.ms, maxRssMb: r.maxRssMb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Records the tool's requests on a fresh completed run; the sandbox is closed after. */
async function record(o: HugeRunOptions) {
  const clock = { now: VIRTUAL_T0 };
  const sb = await startSandbox({ seed: 7, clock: () => clock.now, host: '127.0.0.1', port: 0 });
  try {
    const run = await completedRun(sb, clock, o);
    const proxy = await recordingProxy(sb.baseUrl);
    try {
      const scan = {
        ...run,
        baseUrl: proxy.baseUrl,
        apiKey: sb.apiKey,
        workspaceId: sb.workspaceId,
      };
      const first = await toolOnce(o.dist, scan, true);
      const recorded = [...proxy.recorded.values()];
      if (process.env.PG_BENCH_DEBUG)
        for (const r of recorded) process.stderr.write(`${r.method} ${r.url} ${r.body.length}\n`);
      return {
        total: run.total,
        scan,
        recorded,
        files: first.files,
        verdict: first.verdict,
        hashes: first.hashes ?? {},
        recordMs: first.run.ms,
      };
    } finally {
      await proxy.close();
    }
  } finally {
    await sb.close();
  }
}

/** Floor and tool, alternating on one link; the warm-ups (default one of each) are not kept. */
async function measureLink(
  link: ReplayLink,
  rec: Awaited<ReturnType<typeof record>>,
  o: HugeRunOptions,
) {
  const replay = await replayServer(byKey(rec.recorded), link);
  const out = { tool: [] as SideRun[], floor: [] as SideRun[] };
  try {
    const scan = { ...rec.scan, baseUrl: replay.baseUrl };
    const warmups = o.warmups ?? 1;
    // As many probe runs at once as the tool reads (src/scan/budget.ts).
    const lanes = probeRunConcurrency([o.casesPerProbe]);
    for (let rep = 0; rep < warmups + o.reps; rep++) {
      const floor = await floorOnce(replay.baseUrl, scan.apiKey, rec.recorded, rec.files, lanes);
      const tool = await toolOnce(o.dist, scan);
      if (rep >= warmups) {
        out.floor.push(floor);
        out.tool.push(tool.run);
      }
    }
    expectNoMisses(replay);
  } finally {
    await replay.close();
  }
  return out;
}

/** Records once, then measures locally and (unless told not to) on the remote-like link. */
export async function hugeRunBench(o: HugeRunOptions): Promise<HugeRunResult> {
  const rec = await record(o);
  const local = await measureLink(LOCAL_LINK, rec, o);
  const remote = o.remote ? await measureLink(REMOTE_LINK, rec, o) : null;
  return {
    totalCases: rec.total,
    fetchedBytes: rec.recorded.reduce((n, r) => n + r.body.length, 0),
    reportBytes: Object.values(rec.files).reduce((a, b) => a + b, 0),
    files: rec.files,
    hashes: rec.hashes,
    recordMs: rec.recordMs,
    verdict: rec.verdict,
    local,
    remote,
  };
}
