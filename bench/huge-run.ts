/**
 * Huge runs: 50 probe runs x 5,000 test cases served by the sandbox (in this process) over
 * loopback. Each side runs in a fresh child process (bench/huge-run-child.ts), floor and tool
 * alternating, so both see the same server and the same machine load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PlatformClient } from '../src/api/index.js';
import { PROBES } from '../src/sandbox/data/catalogue.js';
import { startSandbox, TIMING, type SandboxHandle } from '../src/sandbox/index.js';
import type { HugeRunChildResult, HugeRunJob } from './huge-run-child.js';
import { VIRTUAL_T0 } from './virtual-time.js';

const ROOT = resolve(import.meta.dirname, '..');
const CHILD = resolve(ROOT, 'bench/huge-run-child.ts');
/** Why: a child that hangs must not hang the bench. */
const CHILD_TIMEOUT_MS = 600_000;

export interface HugeRunOptions {
  probes: number;
  casesPerProbe: number;
  /** Measured repetitions per side (after one unmeasured warm-up of each). */
  reps: number;
}

export interface HugeRunResult {
  tool: HugeRunChildResult[];
  floor: HugeRunChildResult[];
  totalCases: number;
}

/** A completed run of `probes` x `casesPerProbe`, AI analysis ready, on a clock stood still. */
export async function completedRun(sb: SandboxHandle, clock: { now: number }, o: HugeRunOptions) {
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
  return { targetId, testRunId, probeRunIds: run.probeRuns.map((p) => p.probeRunId), total };
}

/** Runs one child; resolves with its JSON line. */
export function runChild(job: HugeRunJob): Promise<HugeRunChildResult> {
  return new Promise((resolvePromise, reject) => {
    // `--import tsx` resolves from the working directory: the repository's node_modules.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: { ...process.env, PG_BENCH_JOB: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`huge-run child (${job.mode}) exited ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      resolvePromise(JSON.parse(line) as HugeRunChildResult);
    });
  });
}

/** Floor and tool children, alternating; the first of each is a warm-up and not kept. */
export async function hugeRunBench(o: HugeRunOptions): Promise<HugeRunResult> {
  const clock = { now: VIRTUAL_T0 };
  const sb = await startSandbox({ seed: 7, clock: () => clock.now, host: '127.0.0.1', port: 0 });
  const result: HugeRunResult = { tool: [], floor: [], totalCases: 0 };
  try {
    const run = await completedRun(sb, clock, o);
    result.totalCases = run.total;
    for (let rep = 0; rep <= o.reps; rep++) {
      for (const mode of ['floor', 'tool'] as const) {
        const reportDir = mkdtempSync(join(tmpdir(), 'pg-bench-huge-'));
        try {
          const res = await runChild({
            mode,
            baseUrl: sb.baseUrl,
            apiKey: sb.apiKey,
            workspaceId: sb.workspaceId,
            targetId: run.targetId,
            testRunId: run.testRunId,
            probeRunIds: run.probeRunIds,
            reportDir,
          });
          if (rep > 0) result[mode].push(res);
        } finally {
          rmSync(reportDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await sb.close();
  }
  return result;
}
