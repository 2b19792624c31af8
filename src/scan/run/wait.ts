import {
  InvalidResponseError,
  isCredentialError,
  isTerminal,
  MethodNotAllowedError,
  normalizeRunStatus,
  NotFoundError,
  type PlatformClient,
  type RunState,
  type TestRunStatus,
  type TestRunSummary,
  UnreachableError,
} from '../../api/index.js';
import { ScanError } from '../../config/errors.js';
import { POLL_GRACE_MS, pollCall, type PollCall } from '../budget.js';
import { DEFAULT_POLL_SCHEDULE, nextPollDelay, type PollObservation } from './poll-schedule.js';
import { statusBreaches, uniqueProbeRuns } from '../evidence/status-entries.js';
import { breachSentence } from '../evidence/invariants.js';
import type { Clock, Logger, ProgressUpdate, RunProgress } from '../ports.js';
import { crossedBudget, type Budgets } from '../estimate/estimate.js';

/** What the last poll saw. */
export interface RunSnapshot extends RunProgress {
  state: RunState;
  /** From the status endpoint; null when the server lacks it (fallback to docs/platform.md 4.7). */
  status: TestRunStatus | null;
  /** From the test run list (docs/platform.md 4.7), when that was the source. */
  summary: TestRunSummary | null;
  /**
   * What keeps a run that says COMPLETED from being final (transient breaches of the
   * evidence invariants, evidence/status-entries.ts); [] when all of it is.
   */
  missing: string[];
  /** Breaches no later poll can clear: the run cannot be judged (the verdict is `error`). */
  broken: string[];
}

/** When the platform says the run executed: the status endpoint's date, else the run list's. */
export function executionDateOf(snapshot: RunSnapshot): string | null {
  return snapshot.status?.executionDate ?? snapshot.summary?.executionDate ?? null;
}

export interface WaitResult {
  snapshot: RunSnapshot;
  timedOut: boolean;
  /** Why a budget stopped the wait (the run is cancelled by await-run.ts); absent: none did. */
  budgetStop?: string;
  /** False when the server has no status endpoint: per-probe detail is unavailable. */
  statusEndpoint: boolean;
  polls: number;
}

export interface WaitOptions {
  workspaceId: number;
  targetId: number;
  testRunId: number;
  deadline: number;
  pollFloorMs: number;
  /** The probes the run was asked for, when the trigger named them. */
  requestedProbes: readonly number[] | null;
  /** The first poll's answer, when it was already asked for (await-run.ts). */
  firstStatus?: Promise<TestRunStatus>;
  signal?: AbortSignal;
  random?: () => number;
  /** Budgets the running run must stay within, and when it started (clock time). */
  budget?: { limits: Budgets; startedAt: number };
  /** Told each status answer that does not end the wait (read-ahead.ts). */
  onGoing?: (status: TestRunStatus) => void;
}

/**
 * Polls the run until it reaches a final state or the deadline (R6-R8). Transient errors
 * are absorbed until the deadline (R7); 401/403 fail fast. An unknown status means "not
 * finished yet". The status endpoint is used when the server has it, the test run list
 * (docs/platform.md 4.7) otherwise.
 */
export async function waitForRun(
  client: PlatformClient,
  clock: Clock,
  log: Logger,
  o: WaitOptions,
): Promise<WaitResult> {
  let useStatus = true;
  let statusMisses = 0;
  let snapshot: RunSnapshot | null = null;
  const history: PollObservation[] = [];
  let polls = 0;
  const told: Told = { key: '', unknown: false };
  let lastError: unknown;

  for (;;) {
    o.signal?.throwIfAborted();
    const atDeadline = clock.now() >= o.deadline;
    const call = pollCall(clock, o.deadline, o.signal);
    const asked = polls === 0 ? o.firstStatus : undefined;
    try {
      polls++;
      snapshot = useStatus
        ? await pollStatus(client, o, snapshot, call, asked)
        : await pollList(client, o, call);
      lastError = null;
      if (useStatus) statusMisses = 0;
    } catch (err) {
      if (o.signal?.aborted) throw o.signal.reason;
      if (useStatus && snapshot === null && lacksStatusEndpoint(err, ++statusMisses)) {
        useStatus = false;
        log.info(
          'The server has no test-run status endpoint: following the run through the test run list (the endpoint is tried again at the end for per-probe detail).',
        );
        continue;
      }
      if (endsWait(err)) throw err;
      lastError = err;
      log.warn(`Poll failed, will retry until the deadline: ${(err as Error).message}`);
    }
    if (snapshot) {
      history.push(observe(snapshot, clock.now(), o.requestedProbes?.length ?? null));
      narrate(snapshot, told, o.deadline - clock.now(), log);
      // Final only when all of it is final (R21): else poll on; at the deadline the gaps are named.
      const whole = snapshot.missing.length === 0 || snapshot.broken.length > 0;
      if (isTerminal(snapshot.state) && (whole || atDeadline)) {
        const final = useStatus ? snapshot : await statusAtTheEnd(client, o, snapshot, log);
        return endedRun(final, o, polls);
      }
      goingOn(o, snapshot);
      const over = o.budget && overBudget(o.budget, snapshot, clock.now());
      if (over)
        return { snapshot, timedOut: false, budgetStop: over, statusEndpoint: useStatus, polls };
    }
    if (atDeadline) {
      const last = snapshot ?? unreadAtDeadline(lastError, log);
      return { snapshot: last, timedOut: true, statusEndpoint: useStatus, polls };
    }
    await clock.sleep(pauseBeforeNextPoll(history, lastError !== null, clock.now(), o), o.signal);
  }
}

/** Tells `onGoing` of a status answer that did not end the wait. */
function goingOn(o: WaitOptions, snapshot: RunSnapshot): void {
  if (snapshot.status) o.onGoing?.(snapshot.status);
}

/** What the log has been told of the run: the last progress line's key, and the unknown-status warning. */
interface Told {
  key: string;
  unknown: boolean;
}

/** Logs a progress line when what the poll saw changed, and warns once of an unknown status. */
function narrate(snapshot: RunSnapshot, told: Told, msLeft: number, log: Logger): void {
  const key = `${snapshot.state}|${snapshot.rawStatus}|${snapshot.processed}|${snapshot.total}`;
  if (key !== told.key) {
    told.key = key;
    log.progress(toUpdate(snapshot, msLeft));
  }
  if (snapshot.state === 'unknown' && !told.unknown) {
    told.unknown = true;
    log.warn(
      `The platform reports an unknown run status "${snapshot.rawStatus ?? ''}": treating it as not finished and polling on until the deadline.`,
    );
  }
}

/**
 * How long to sleep before the next poll: the schedule's delay, or twice the floor after a
 * failed poll; never past the deadline, where one last poll happens (R6), nor past the moment
 * max-minutes is spent.
 */
function pauseBeforeNextPoll(
  history: PollObservation[],
  failed: boolean,
  now: number,
  o: WaitOptions,
): number {
  const schedule = {
    ...DEFAULT_POLL_SCHEDULE,
    floorMs: o.pollFloorMs,
    random: o.random ?? Math.random,
  };
  const delay = failed
    ? Math.min(DEFAULT_POLL_SCHEDULE.stallCeilingMs, o.pollFloorMs * 2)
    : nextPollDelay(history, now, schedule);
  const until = Math.min(o.deadline, minutesEnd(o.budget) ?? Infinity) - now;
  return Math.max(0, Math.min(delay, until));
}

/** The wait's result for a run that ended: over max-test-cases it spent more than its budget (never a pass). */
function endedRun(final: RunSnapshot, o: WaitOptions, polls: number): WaitResult {
  const spent = o.budget && overBudget(o.budget, final, null);
  const ended = { snapshot: final, timedOut: false, statusEndpoint: final.status !== null };
  return { ...ended, polls, ...(spent ? { budgetStop: spent } : {}) };
}

/**
 * Why a run crossed a budget, or null (estimate/estimate.ts); `now` null for a run that has
 * ended: its test cases count, not the time the wait took to see it end.
 */
function overBudget(b: NonNullable<WaitOptions['budget']>, s: RunSnapshot, now: number | null) {
  return crossedBudget(b.limits, {
    total: s.total,
    processed: s.processed,
    elapsedMs: now === null ? 0 : now - b.startedAt,
  });
}

/** When max-minutes is spent (clock time), or null. */
function minutesEnd(b: WaitOptions['budget']): number | null {
  if (!b || b.limits.maxMinutes === null) return null;
  return b.startedAt + b.limits.maxMinutes * 60_000 + 1;
}

/**
 * Final answers end the wait at once (R7); so does a base-url where nothing ever listened,
 * and an answer about another run (R21).
 */
function endsWait(err: unknown): boolean {
  return (
    isCredentialError(err) || err instanceof UnreachableError || err instanceof ForeignRunError
  );
}

/**
 * Consecutive 404s from the status endpoint, before any answer, that mean it does not exist.
 * One is not enough: a run just triggered can 404 while the platform replicates it.
 */
export const STATUS_404_LIMIT = 3;

/** 405 says the endpoint does not exist; 404 only when repeated (replication lag). */
function lacksStatusEndpoint(err: unknown, misses: number): boolean {
  if (err instanceof MethodNotAllowedError) return true;
  return err instanceof NotFoundError && misses >= STATUS_404_LIMIT;
}

/**
 * The run ended as the list saw it: the status endpoint is tried once more before per-probe
 * detail is given up (a 404 at the start may have been lag). Falls back to the list's snapshot.
 */
async function statusAtTheEnd(
  client: PlatformClient,
  o: WaitOptions,
  fromList: RunSnapshot,
  log: Logger,
): Promise<RunSnapshot> {
  try {
    const s = await pollStatus(client, o, null, {
      signal: o.signal,
      deadline: Date.now() + POLL_GRACE_MS,
    });
    if (!isTerminal(s.state)) return fromList;
    log.info('The test-run status endpoint answered at the end: per-probe detail is available.');
    return { ...s, summary: fromList.summary };
  } catch {
    if (o.signal?.aborted) throw o.signal.reason;
    return fromList;
  }
}

/**
 * The deadline passed and no poll was ever answered. Answers that no wait can fix (a
 * malformed list, a vanished run) are one clear error; silence is a timeout (exit 4): what a
 * scan that never read the run's status knows about it is nothing.
 */
function unreadAtDeadline(lastError: unknown, log: Logger): RunSnapshot {
  const why = lastError ? `: ${(lastError as Error).message}` : '';
  if (lastError instanceof InvalidResponseError || lastError instanceof ScanError)
    throw new ScanError(`Could not read the test run's status before the deadline${why}`, {
      cause: lastError,
    });
  log.warn(`Could not read the test run's status before the deadline${why}.`);
  return {
    state: 'unknown',
    rawStatus: null,
    progress: null,
    processed: 0,
    total: 0,
    passed: 0,
    failed: 0,
    errors: 0,
    status: null,
    summary: null,
    missing: ['the run status was never read'],
    broken: [],
  };
}

/**
 * What the poll schedule learns from one poll: progress, and from the status endpoint how many
 * probe runs have ended and whether a running one shows its count move (per test case) or
 * not (progress moves only at probe-run ends).
 */
function observe(s: RunSnapshot, at: number, expectedProbes: number | null): PollObservation {
  const obs: PollObservation = { at, progress: s.progress, started: s.state === 'running' };
  if (!s.status) return obs;
  const runs = uniqueProbeRuns(s.status);
  let done = 0;
  let partial = false;
  for (const r of runs) {
    if (isTerminal(normalizeRunStatus(r.status))) done++;
    else if (n(r.passedCount) + n(r.failedCount) + n(r.errorCount) + n(r.processedCount) > 0)
      partial = true;
  }
  obs.probeRuns = { done, total: Math.max(runs.length, expectedProbes ?? 0) };
  if (partial) obs.partial = true;
  return obs;
}

function toUpdate(s: RunSnapshot, msLeft: number): ProgressUpdate {
  return {
    state: s.state,
    rawStatus: s.rawStatus,
    progress: s.progress,
    processed: s.processed,
    total: s.total,
    passed: s.passed,
    failed: s.failed,
    errors: s.errors,
    secondsLeft: Math.max(0, Math.round(msLeft / 1000)),
  };
}

/** The platform answered for another test run than the one asked for (R21): never absorbed. */
export class ForeignRunError extends ScanError {
  override name = 'ForeignRunError';
}

const n = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;

/** A status poll; `asked`: its answer when the request was already sent. */
async function pollStatus(
  client: PlatformClient,
  o: WaitOptions,
  previous: RunSnapshot | null,
  call: PollCall,
  asked?: Promise<TestRunStatus>,
): Promise<RunSnapshot> {
  const status = await (asked ?? client.getTestRunStatus(o.testRunId, call));
  if (typeof status.testRunId === 'number' && status.testRunId !== o.testRunId)
    throw new ForeignRunError(
      `The status endpoint answered for test run ${status.testRunId} when asked for test run ${o.testRunId}: refused, the verdict cannot judge another run (R21). Retry the scan; if it persists, report it to the platform.`,
    );
  const runs = uniqueProbeRuns(status);
  let total = 0;
  let passed = 0;
  let failed = 0;
  let errors = 0;
  for (const r of runs) {
    total += n(r.totalCount);
    passed += n(r.passedCount);
    failed += n(r.failedCount);
    errors += n(r.errorCount);
  }
  const processed = passed + failed + errors;
  // Probe runs may appear one by one: scale by the share of probes seen when the count is known.
  const expected = o.requestedProbes?.length ?? 0;
  const seenShare = expected > 0 && runs.length < expected ? runs.length / expected : 1;
  let progress = total > 0 ? (processed / total) * seenShare : null;
  if (progress !== null && previous?.progress != null && progress < previous.progress)
    progress = previous.progress;
  return {
    state: normalizeRunStatus(status.status),
    rawStatus: status.status ?? null,
    progress,
    processed,
    total,
    passed,
    failed,
    errors,
    status,
    summary: null,
    ...finality(status, o.requestedProbes),
  };
}

async function pollList(
  client: PlatformClient,
  o: WaitOptions,
  call: PollCall,
): Promise<RunSnapshot> {
  const list = await client.listTestRuns(o.workspaceId, o.targetId, call);
  const run = list.find((r) => r.id === o.testRunId);
  if (!run)
    throw new ScanError(
      `Test run ${o.testRunId} is not in the target's test run list (4.7); check target-id.`,
    );
  const passed = n(run.passedCount);
  const failed = n(run.failedCount);
  const errors = n(run.errorCount);
  const total = n(run.totalCount);
  const raw =
    typeof run.progress === 'number' && Number.isFinite(run.progress) ? run.progress : null;
  // Counts are unambiguous; the spec does not say whether `progress` is 0..1 or a percent.
  const progress =
    total > 0
      ? Math.min(1, (passed + failed + errors) / total)
      : raw === null
        ? null
        : Math.min(1, raw > 1 ? raw / 100 : raw);
  return {
    state: normalizeRunStatus(run.status),
    rawStatus: run.status ?? null,
    progress,
    processed: passed + failed + errors,
    total,
    passed,
    failed,
    errors,
    status: null,
    summary: run,
    missing: [],
    broken: [],
  };
}

/** The status list's breaches of the evidence invariants, once the run says it completed. */
function finality(
  status: TestRunStatus,
  requested: readonly number[] | null,
): Pick<RunSnapshot, 'missing' | 'broken'> {
  if (normalizeRunStatus(status.status) !== 'completed') return { missing: [], broken: [] };
  const breaches = statusBreaches(status, { ids: requested });
  return {
    missing: breaches.filter((b) => b.transient).map((b) => breachSentence(b, false)),
    broken: breaches.filter((b) => !b.transient).map((b) => breachSentence(b, false)),
  };
}
