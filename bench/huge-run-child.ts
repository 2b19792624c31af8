/**
 * One side of the huge-run bench, in a fresh process so that its peak RSS is its own.
 * Started by bench/huge-run.ts as `node --import tsx bench/huge-run-child.ts` with the job in
 * PG_BENCH_JOB; prints one JSON line: { ms, maxRssMb, ... }.
 *
 * - `tool`: the engine's own path on a run that has already completed (attach-test-run-id):
 *   one status poll, collect (4.15 with PROBE_RUN_CONCURRENCY), gate, every report format
 *   and the job summary written to files, as the Action does for a run outside a PR.
 * - `floor`: only download and JSON.parse the same probe-run payloads (4.15) with the same
 *   concurrency, nothing kept.
 */
import { appendFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { request } from 'undici';
import { PlatformClient } from '../src/api/index.js';
import { PROBE_RUN_CONCURRENCY } from '../src/scan/run/collect.js';
import { parseConfig } from '../src/config/config.js';
import { runScan } from '../src/scan/engine.js';
import { systemClock } from '../src/runtime/system-clock.js';
import { createTriage } from '../src/scan/triage/create-triage.js';
import { memoryOutputs, memoryState, quietLogger } from './ports.js';

/** What the parent asks a child to do. */
export interface HugeRunJob {
  mode: 'tool' | 'floor';
  baseUrl: string;
  apiKey: string;
  workspaceId: number;
  targetId: number;
  testRunId: number;
  probeRunIds: number[];
  /** Empty folder for the reports (tool). */
  reportDir: string;
  /** Report formats (tool); default all four. */
  formats?: string;
  /** Write the job summary too (tool); default true. */
  jobSummary?: boolean;
}

/** What a child prints. */
export interface HugeRunChildResult {
  mode: 'tool' | 'floor';
  ms: number;
  maxRssMb: number;
  /** Test case results parsed (floor) or failed cases in the report (tool). */
  cases: number;
  /** Bytes written per report file (tool). */
  files: Record<string, number>;
  verdict: string | null;
}

async function floor(job: HugeRunJob): Promise<Omit<HugeRunChildResult, 'ms' | 'maxRssMb'>> {
  const limit = pLimit(PROBE_RUN_CONCURRENCY);
  let cases = 0;
  await Promise.all(
    job.probeRunIds.map((id) =>
      limit(async () => {
        const res = await request(
          `${job.baseUrl}/api/workspaces/${job.workspaceId}/probe-run/${id}`,
          {
            headers: { 'x-api-key': job.apiKey, accept: 'application/json' },
          },
        );
        if (res.statusCode !== 200) throw new Error(`probe run ${id}: HTTP ${res.statusCode}`);
        const body = JSON.parse(await res.body.text()) as { testCaseResults?: unknown[] };
        cases += body.testCaseResults?.length ?? 0;
      }),
    ),
  );
  return { mode: 'floor', cases, files: {}, verdict: null };
}

async function tool(job: HugeRunJob): Promise<Omit<HugeRunChildResult, 'ms' | 'maxRssMb'>> {
  const config = parseConfig({
    'api-key': job.apiKey,
    'base-url': job.baseUrl,
    'workspace-id': String(job.workspaceId),
    'target-id': String(job.targetId),
    'attach-test-run-id': String(job.testRunId),
    'report-dir': job.reportDir,
    formats: job.formats ?? 'md,json,sarif,junit',
    'job-summary': String(job.jobSummary ?? true),
    'poll-interval-seconds': '2',
    'timeout-minutes': '30',
    'ignore-file': '',
  });
  const log = quietLogger();
  const state = memoryState();
  const client = new PlatformClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  const summaryFile = join(job.reportDir, 'step-summary.md');
  const outcome = await runScan(
    {
      client,
      clock: systemClock,
      log,
      state,
      outputs: memoryOutputs(),
      // What the Action's summary port does: append to GITHUB_STEP_SUMMARY.
      summary: { write: (md) => appendFile(summaryFile, md) },
      toolVersion: '0.0.0-bench',
      triage: createTriage({ client, log, state, clock: systemClock, github: { token: null } }),
    },
    config,
  );
  const files: Record<string, number> = {};
  for (const name of await readdir(job.reportDir))
    files[name] = (await stat(join(job.reportDir, name))).size;
  const cases = outcome.report.probeRuns.reduce((n, p) => n + p.failedTestCases.length, 0);
  return { mode: 'tool', cases, files, verdict: outcome.verdict };
}

async function main(): Promise<void> {
  const job = JSON.parse(process.env.PG_BENCH_JOB ?? 'null') as HugeRunJob | null;
  if (!job) throw new Error('PG_BENCH_JOB is not set');
  const started = performance.now();
  const out = job.mode === 'tool' ? await tool(job) : await floor(job);
  const ms = performance.now() - started;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const result: HugeRunChildResult = { ...out, ms, maxRssMb };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
