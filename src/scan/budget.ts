/**
 * Time budgets (R24): every poll ends by the deadline, `timeout-minutes` bounds the whole step
 * within STEP_SLACK_MS, and publishing has a bounded budget of its own after the verdict.
 */
import type { Clock } from './ports.js';

/** Why 15 s: the promise to users; the step ends at most this long after timeout-minutes. */
export const STEP_SLACK_MS = 15_000;
/** Reading what the platform says about the run ends at most this long after the deadline. */
export const GATHER_SLACK_MS = 8_000;
/** The least time the reads after the wait get, even when the run ended at the deadline. */
const GATHER_MIN_MS = 2_000;
/** Why 60 s: uploading an artifact and posting a comment take seconds; more means stalled. */
export const PUBLISH_BUDGET_MS = 60_000;
/** The least time publishing gets, even when the verdict came at the end of the slack. */
const PUBLISH_MIN_MS = 3_000;
/** Room kept for writing the last lines and exiting. */
const EXIT_ROOM_MS = 2_000;

/** Longest a poll may run past the deadline (the last poll happens at the deadline itself). */
export const POLL_GRACE_MS = 3_000;

/** Signal and deadline of one poll. */
export type PollCall = { signal?: AbortSignal; deadline: number };

/**
 * A poll made now. Every poll carries the deadline: one that never answers cannot hold the
 * step (R24). Polls before the deadline end by it; the last one, at the deadline, gets a short
 * grace.
 */
export function pollCall(clock: Clock, deadline: number, signal?: AbortSignal): PollCall {
  const now = clock.now();
  return { signal, deadline: now >= deadline ? now + POLL_GRACE_MS : deadline };
}

/** Deadline of the reads after the wait (probe runs, scores, target, baseline). */
export function gatherDeadline(scanDeadline: number, now: number): number {
  return Math.max(now + GATHER_MIN_MS, scanDeadline + GATHER_SLACK_MS);
}

/** Deadline of publishing (artifact, summary, comment, tracking issue). */
export function publishDeadline(scanDeadline: number, now: number): number {
  const cap = scanDeadline + STEP_SLACK_MS - EXIT_ROOM_MS;
  return Math.max(now + PUBLISH_MIN_MS, Math.min(now + PUBLISH_BUDGET_MS, cap));
}

/** Publishing took all of its budget: what is left undone is a warning. */
export class BudgetSpentError extends Error {
  override name = 'BudgetSpentError';
  constructor(ms: number) {
    super(`its time budget (${Math.round(ms / 1000)} s) was spent`);
  }
}

/** Rejects with the signal's reason when it aborts, even if `work` ignores the signal. */
export function bounded<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e as Error);
      },
    );
  });
}

/** Why 6: enough to hide latency on a 50-probe run without hammering the platform. */
export const PROBE_RUN_CONCURRENCY = 6;
/**
 * Why: the test cases whose probe-run bodies are read and parsed at once, at most (unless one
 * probe run alone has more). Each body is held as bytes, text and parsed values until its
 * failed cases are kept, so memory follows the probe runs in flight, not the run:
 * 60,000 keeps 6 probe runs of 5,000 cases in flight and 3 of 20,000 (1M cases: ~50 MB less
 * peak memory, no slower on loopback, where the parse and not the wire is the limit).
 */
export const CASES_IN_FLIGHT = 60_000;
/** The largest whole count of `totals` (at least 1); a count that is not a whole number is not counted. */
function largestTotal(totals: readonly unknown[]): number {
  let largest = 1;
  for (const n of totals)
    if (Number.isSafeInteger(n) && (n as number) > largest) largest = n as number;
  return largest;
}

/**
 * Probe runs read at once: {@link PROBE_RUN_CONCURRENCY}, fewer when the largest of them (by
 * the status endpoint's `totalCount`) would put more than {@link CASES_IN_FLIGHT} test cases
 * in flight; never fewer than 1. A count that is not a whole number is not counted.
 */
export function probeRunConcurrency(totals: readonly unknown[]): number {
  const largest = largestTotal(totals);
  return Math.max(1, Math.min(PROBE_RUN_CONCURRENCY, Math.floor(CASES_IN_FLIGHT / largest)));
}

/**
 * Whether a lane of the collection is free once its body has arrived, before it is parsed
 * (collect.ts): then up to twice the lanes' bodies are held at once (those arrived and not yet
 * parsed, and the next ones), so only while that stays within {@link CASES_IN_FLIGHT}: probe
 * runs of up to 5,000 test cases, not 3 of 20,000 nor 1 of 100,000.
 */
export function freeLaneOnArrival(totals: readonly unknown[]): boolean {
  return 2 * probeRunConcurrency(totals) * largestTotal(totals) <= CASES_IN_FLIGHT;
}

/**
 * Why 1,000,000: reads that can go out while the last probe runs arrive (the target's scores,
 * collect/gather.ts: a round trip less) do so only in runs of at most this many test cases, by
 * the status endpoint's counts (every count a whole number). At 5M test cases (50 probe runs of
 * 100,000) reading the scores there raised the peak from 0.70 GB to 1.26 GB: V8 then promoted
 * about 8 MB per scavenge while the reports were written, with no full collection (the cause
 * is not found); there a round trip is under 1 % of the scan. Unchanged at 250k and 1M.
 */
export const BESIDE_LAST_MAX_CASES = 1_000_000;

/** Whether reads go out beside the last probe runs' answers ({@link BESIDE_LAST_MAX_CASES}). */
export function besideLastAnswers(totals: readonly unknown[]): boolean {
  let sum = 0;
  for (const n of totals) {
    if (!Number.isSafeInteger(n) || (n as number) < 0) return false;
    sum += n as number;
  }
  return sum <= BESIDE_LAST_MAX_CASES;
}
