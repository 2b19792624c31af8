import type { ProbeRunRecord, Store, TestRunRecord } from '../store.js';
import { TIMING } from '../store.js';
import { countsAt } from './test-cases.js';

/**
 * Run progression, computed lazily: nothing ticks in the background. The
 * state of a run at simulated time t follows from its plan (probe runs back
 * to back, one test case every caseMs) and from where it was stopped.
 */

/** Test run status words (docs/platform.md, section 3 and "Status words": PENDING is "queued"). */
export const RUN_STATUS = {
  pending: 'PENDING',
  running: 'RUNNING',
  completed: 'COMPLETED',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
} as const;

/** Probe run status words; FINISHED is the documented one. */
export const PROBE_STATUS = {
  pending: 'PENDING',
  running: 'RUNNING',
  finished: 'FINISHED',
} as const;

/** Test case counts of a run or a probe run, and its progress. */
export interface CaseCounts {
  total: number;
  processed: number;
  passed: number;
  failed: number;
  errors: number;
  accepted: number;
  /** Percent, 0..100. */
  progress: number;
}

export interface ProbeRunState extends CaseCounts {
  status: string;
  startedSim: number | null;
  /** End of execution: when it finished or was stopped; null while running or never started. */
  endedSim: number | null;
  /** Finished, or stopped with its run (it will not change any more). */
  terminal: boolean;
}

export interface RunState extends CaseCounts {
  status: string;
  terminal: boolean;
  executionStartSim: number | null;
  probeRuns: ProbeRunState[];
}

/** Percent rounded down to 2 decimals, so 100 means really done. */
function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((10_000 * done) / total) / 100;
}

function stoppedAt(run: TestRunRecord, t: number): number | null {
  return run.stopSim !== null && t >= run.stopSim ? run.stopSim : null;
}

/**
 * The run's work clock at simulated time t: plans (startSim, endSim) are laid out on it. It
 * equals t unless the run was stalled (test hook): during the stall it stands still; after
 * it, it lags by the stall, or (jump) it is at least the run's end, so everything is done.
 */
export function workTime(run: TestRunRecord, t: number): number {
  const s = run.stall;
  if (s === null || t <= s.fromSim) return t;
  if (t < s.toSim) return s.fromSim;
  const resumed = t - (s.toSim - s.fromSim);
  return s.jump ? Math.max(resumed, run.endSim) : resumed;
}

/** The simulated instant at which the work clock reaches w (inverse of workTime). */
export function simTimeOf(run: TestRunRecord, w: number): number {
  const s = run.stall;
  if (s === null || w <= s.fromSim) return w;
  return s.jump ? s.toSim : w + (s.toSim - s.fromSim);
}

/** Simulated instant the run ends (or ended), as planned now: completion or stop. */
export function runEndSim(run: TestRunRecord): number {
  const end = simTimeOf(run, run.endSim);
  return run.stopSim !== null && run.stopSim < end ? run.stopSim : end;
}

/** Whether the run has reached an end (completed, failed, cancelled) at time t. */
export function isRunTerminal(run: TestRunRecord, t: number): boolean {
  return stoppedAt(run, t) !== null || workTime(run, t) >= run.endSim;
}

/** Status given to probe runs that a stop cut short. */
function probeStopStatus(runStopStatus: string | null): string {
  const word = (runStopStatus ?? '').toUpperCase();
  return word === 'CANCELLED' || word === 'CANCELED' ? RUN_STATUS.cancelled : RUN_STATUS.failed;
}

/** State of one probe run at simulated time t. */
export function probeRunState(
  store: Store,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  t: number,
): ProbeRunState {
  const stop = stoppedAt(run, t);
  const eff = workTime(run, stop ?? t);
  // A stop exactly at a probe's start means it never started.
  const started = stop !== null ? eff > pr.startSim : eff >= pr.startSim;
  const processed = started
    ? Math.min(pr.total, Math.max(0, Math.floor((eff - pr.startSim) / run.caseMs)))
    : 0;
  const finished = pr.endSim <= eff;
  const counts =
    processed > 0
      ? countsAt(store.outcomes(run, pr), processed)
      : { passed: 0, failed: 0, errors: 0, accepted: 0 };
  let status: string = PROBE_STATUS.pending;
  if (finished) status = PROBE_STATUS.finished;
  else if (stop !== null) status = probeStopStatus(run.stopStatus);
  else if (started) status = PROBE_STATUS.running;
  return {
    status,
    total: pr.total,
    processed,
    ...counts,
    progress: percent(processed, pr.total),
    startedSim: started ? simTimeOf(run, pr.startSim) : null,
    endedSim: finished ? simTimeOf(run, pr.endSim) : stop !== null && started ? stop : null,
    terminal: finished || stop !== null,
  };
}

/** State of a test run and all its probe runs at simulated time t. */
export function runState(store: Store, run: TestRunRecord, t: number): RunState {
  const probeRuns = run.probeRuns.map((pr) => probeRunState(store, run, pr, t));
  const sum = (pick: (s: ProbeRunState) => number) => probeRuns.reduce((a, s) => a + pick(s), 0);
  const stop = stoppedAt(run, t);
  const completed = stop === null && workTime(run, t) >= run.endSim;
  let status: string = RUN_STATUS.pending;
  if (stop !== null) status = run.stopStatus ?? RUN_STATUS.failed;
  else if (completed) status = RUN_STATUS.completed;
  else if (workTime(run, t) >= run.startSim) status = RUN_STATUS.running;
  const eff = workTime(run, stop ?? t);
  const started = stop !== null ? eff > run.startSim : eff >= run.startSim;
  const total = sum((s) => s.total);
  const processed = sum((s) => s.processed);
  return {
    status: run.statusOverride ?? status,
    terminal: stop !== null || completed,
    executionStartSim: started ? simTimeOf(run, run.startSim) : null,
    total,
    processed,
    passed: sum((s) => s.passed),
    failed: sum((s) => s.failed),
    errors: sum((s) => s.errors),
    accepted: sum((s) => s.accepted),
    progress: percent(processed, total),
    probeRuns,
  };
}

/**
 * Stop a run at time t with a status (cancel, forced failure). A run that
 * already ended is left alone; returns whether it was stopped now.
 */
export function stopRun(run: TestRunRecord, t: number, status: string): boolean {
  if (isRunTerminal(run, t)) return false;
  run.stopSim = t;
  run.stopStatus = status;
  return true;
}

/** Where an AI analysis stands: never requested, requested but not ready, or ready. */
export type AnalysisPhase = 'none' | 'pending' | 'ready';

/** Phase of the AI analysis of a probe run at time t. */
export function analysisPhase(pr: ProbeRunRecord, state: ProbeRunState, t: number): AnalysisPhase {
  if (pr.aiRequestedSim === null) return 'none';
  if (!state.terminal) return 'pending';
  const end = state.endedSim ?? pr.aiRequestedSim;
  return t >= Math.max(pr.aiRequestedSim, end) + TIMING.aiAnalysisMs ? 'ready' : 'pending';
}
