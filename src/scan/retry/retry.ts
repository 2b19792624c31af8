import type { ScanConfig } from '../../config/config.js';
import type { Gate, Report, Retries, ScanRun } from '../../report/model.js';
import type { RunContext, ScanDeps } from '../deps.js';
import type { AwaitedRun } from '../run/await-run.js';
import type { ScanFacts } from '../verdict/build-report.js';
import { awaitRun } from '../run/await-run.js';
import { gatherFacts } from '../collect/gather.js';
import { startRun } from '../run/start-run.js';
import { causingProbes, retriable } from './causes.js';
import { poolFacts } from './pool.js';

/** Steps 5-7 on some facts: triage, redaction, the gate (engine.ts). */
export interface Decided {
  redacted: ScanFacts;
  gate: Gate;
  totals: Report['totals'];
}
export type Decide = (facts: ScanFacts, waited: AwaitedRun) => Promise<Decided>;

/** One run of the scan, as gathered (before triage). */
export interface Attempt {
  run: RunContext;
  waited: AwaitedRun;
  facts: ScanFacts;
}

const secs = (ms: number): string => `${Math.max(0, Math.round(ms / 1000))} s`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A run's line in the report: its ids, link, own counts and the verdict after it. */
function scanRun(
  attempt: number,
  a: Partial<Attempt> & Pick<Attempt, 'run' | 'waited'>,
  probes: string[] | null,
  verdict: Gate['verdict'] | null,
): ScanRun {
  const s = a.waited.snapshot;
  return {
    attempt,
    testRunId: a.run.testRunId,
    name: a.run.runName ?? s.summary?.name ?? null,
    url: a.run.url,
    status: s.state,
    timedOut: a.waited.timedOut,
    probes,
    counts: {
      total: s.total,
      processed: s.processed,
      passed: s.passed,
      failed: s.failed,
      errors: s.errors,
    },
    verdict,
  };
}

/**
 * Why a retry is not started now, or null: the retry must fit in the same deadline. Its length
 * is estimated from the first run's, scaled by the share of its test cases being retried.
 */
function noTimeFor(first: Attempt, cases: number, now: number): string | null {
  const left = first.run.deadline - now;
  const took = first.waited.finishedAt - first.run.startedAt;
  const share = first.facts.probeRuns.reduce((n, p) => n + p.total, 0);
  const need = share > 0 ? (took * cases) / share : took;
  return left < need
    ? `${secs(left)} were left before the deadline and a retry of these probes takes about ${secs(need)}`
    : null;
}

/**
 * Step 7b, `retry-failed: N`: after a run whose verdict is fail (or inconclusive), triggers
 * one more test run with every probe the failing checks judge (causes.ts), up to N times,
 * within the same deadline, and judges the counts of each probe pooled over all runs
 * (pool.ts), each look at its share of the error rate (sequential.ts). Every
 * retry is triggered exactly once through start-run (unique name, found by name after an
 * ambiguous trigger, saved for the post step, R3, R9, R23) and followed by await-run
 * (cancelled on abort and on timeout, R8, R9). A retry that does not complete is not pooled:
 * the verdict stands on the runs before it.
 */
export async function retryFailed(
  deps: ScanDeps,
  config: ScanConfig,
  first: Attempt,
  decided: Decided,
  decide: Decide,
): Promise<Decided & { retries: Retries }> {
  const firstProbes = first.facts.perProbeDetail ? first.facts.probeRuns.map((p) => p.name) : null;
  const runs = [scanRun(0, first, firstProbes, decided.gate.verdict)];
  const gathered: ScanFacts[] = [];
  const pooled = new Set<string>();
  let current = decided;
  let stop: string | null = null;
  // Runs of this scan, final before each retry starts: never that retry's neighbours (R20).
  const ours = new Set([...first.run.finalBefore, first.run.testRunId]);
  for (
    let attempt = 1;
    attempt <= config.retryFailed && retriable(current.gate.verdict);
    attempt++
  ) {
    const found = retryCauses(config, first, current, deps.clock.now());
    if ('stop' in found) {
      stop = found.stop;
      break;
    }
    const names = found.causes.map((p) => p.name);
    // Probe names are the platform's text: through the logger's untrusted channel (R13, R27).
    deps.log.untrusted(
      `Verdict ${current.gate.verdict}: retry ${attempt} of ${config.retryFailed} with the ${plural(names.length, 'probe')} the failing checks judge:`,
      names.map((n) => `  ${n.slice(0, 80)}`).join('\n'),
    );
    const { run, waited, facts } = await runRetry(deps, config, first, {
      attempt,
      probeIds: found.causes.map((p) => p.probeId as number),
      finalBefore: ours,
    });
    if (!facts?.perProbeDetail) {
      runs.push(scanRun(attempt, { run, waited }, names, null));
      stop = notPooled(attempt, run.testRunId, waited);
      break;
    }
    gathered.push(facts);
    for (const n of names) pooled.add(n);
    current = await decide(poolFacts(first.facts, gathered), first.waited);
    runs.push(scanRun(attempt, { run, waited }, names, current.gate.verdict));
  }
  const retries: Retries = {
    allowed: config.retryFailed,
    runs,
    pooledProbes: [...pooled],
    decision: decision(runs, current.gate.verdict, pooled.size, stop),
  };
  return { ...current, retries };
}

/**
 * The probe runs a retry would run again (those the failing checks judge), or why no retry
 * is made: no per-probe detail, no cause with an id, or too little time before the deadline.
 */
function retryCauses(
  config: ScanConfig,
  first: Attempt,
  current: Decided,
  now: number,
): { causes: ReturnType<typeof causingProbes> } | { stop: string } {
  if (!first.facts.perProbeDetail)
    return { stop: 'without per-probe detail, the probes that caused it are unknown' };
  const { probeRuns, baseline } = current.redacted;
  const causes = causingProbes(current.gate, probeRuns, baseline, config.gate.countAcceptedRisk);
  const cases = causes.reduce((n, p) => n + p.total, 0);
  const stop =
    causes.length === 0 ? 'no probe run with an id caused it' : noTimeFor(first, cases, now);
  return stop ? { stop } : { causes };
}

/**
 * Triggers one retry run, waits for it and, when it completed, gathers its facts; the retry's
 * warnings join the first run's, named by the retry's test run.
 */
async function runRetry(
  deps: ScanDeps,
  config: ScanConfig,
  first: Attempt,
  start: { attempt: number; probeIds: number[]; finalBefore: Set<number> },
): Promise<{ run: Attempt['run']; waited: AwaitedRun; facts: ScanFacts | null }> {
  const warnings: string[] = [];
  const { targetId, startedAt } = first.run;
  const started = await startRun(deps, config, targetId, startedAt, warnings, start);
  const waitLine = `Retry ${start.attempt}: waiting for test run ${started.testRunId}`;
  deps.log.phase?.(waitLine, { live: true });
  const { run, waited } = await awaitRun(deps, config, started);
  start.finalBefore.add(run.testRunId);
  deps.signal?.throwIfAborted();
  const complete = !waited.timedOut && waited.snapshot.state === 'completed';
  const facts = complete ? await gatherFacts(deps, config, run, waited) : null;
  deps.signal?.throwIfAborted();
  first.run.warnings.push(...warnings.map((w) => `Retry run ${run.testRunId}: ${w}`));
  return { run, waited, facts };
}

/** Why a retry's counts are not pooled: it did not complete, or has no per-probe detail. */
function notPooled(attempt: number, testRunId: number, waited: AwaitedRun): string {
  const how = waited.timedOut
    ? 'did not finish before the deadline'
    : waited.snapshot.state === 'completed'
      ? 'has no per-probe detail'
      : `ended ${waited.snapshot.state}`;
  return `retry ${attempt} (test run ${testRunId}) ${how}, so its counts are not pooled`;
}

/** How the verdict was decided, in a sentence or two. */
function decision(runs: ScanRun[], verdict: string, pooled: number, stop: string | null): string {
  const first = runs[0]?.verdict ?? verdict;
  const judged = runs.filter((r) => r.verdict !== null).length;
  const head = !retriable(first)
    ? `The first run's verdict is ${first}: nothing to retry (only fail and inconclusive are retried).`
    : judged === 1
      ? `The first run's verdict is ${first}; it was not retried${stop ? ` (${stop})` : ''}.`
      : `The first run's verdict was ${first}; ${judged - 1} ${judged === 2 ? 'retry' : 'retries'} of the probes the failing checks judge ran and the verdict ${verdict} was judged on the counts of ${plural(pooled, 'probe')} pooled over ${plural(judged, 'run')}, each look at its share of the error rate (the other probes' counts come from the first run).`;
  return judged > 1 && stop ? `${head} No further retry: ${stop}.` : head;
}
