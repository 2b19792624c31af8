import type { PlatformClient, TestRunStatus } from '../api/index.js';
import type { ReportFormat } from '../report/format-names.js';
import type { Report, Verdict } from '../report/model.js';
import type { CheckReporter, Clock, PublishDeps, StateStore } from './ports.js';
import type { TriageHooks } from './triage/hooks.js';
import type { RunBranch } from './triage/base-branch.js';

/** Everything the engine needs from the world. */
export interface ScanDeps extends PublishDeps {
  client: PlatformClient;
  clock: Clock;
  state: StateStore;
  /** Aborted on SIGINT/SIGTERM: the engine cancels the run it started, once, and rethrows. */
  signal?: AbortSignal;
  toolVersion: string;
  /** When the step began (epoch ms, the clock's time): the deadline counts from it. Default: now. */
  stepStartedAt?: number;
  random?: () => number;
  /** The check on the commit, opened when the run starts (GitHub `check-run: true`). */
  check?: CheckReporter | null;
  /** Targets as code, ignore file, baseline, benchmarks, clean-up (see triage/hooks.ts). */
  triage?: TriageHooks;
  /** The CI branch the run is tagged with (and a merge queue's base branch); none: untagged. */
  branch?: RunBranch | null;
  /** The run size from which report parts are made as it downloads (report/write/ahead.ts). */
  aheadFromCases?: number;
}

/** The result of one scan. */
export interface ScanOutcome {
  report: Report;
  verdict: Verdict;
  exitCode: number;
  /** The report files written, absolute paths in the order the formats were asked for. */
  files: Partial<Record<ReportFormat, string>>;
}

/** What the engine knows once the test run exists. */
export interface RunContext {
  targetId: number;
  testRunId: number;
  /** The unique name the run was triggered with; null when attached. */
  runName: string | null;
  /** The probes the trigger named; null when the target's configured probes ran (or attached). */
  requestedProbes: readonly number[] | null;
  /** Runs of the target already final before this run began (R20: they cannot overlap it). */
  finalBefore: ReadonlySet<number>;
  /** Whether this scan triggered the run (else it attached to one). */
  startedByUs: boolean;
  startedAt: number;
  deadline: number;
  /** The web UI link of the run. */
  url: string;
  warnings: string[];
}

/**
 * A run as started (start-run.ts), before the wait: for an attached run, `finalBefore` is the
 * check that it is the target's (R21), still on its way. The wait's first status read goes
 * beside it, and nothing of the run is reported before it passed.
 */
export interface StartedRun extends Omit<RunContext, 'finalBefore'> {
  finalBefore: Promise<ReadonlySet<number>>;
  /** The wait's first status read, once begun (beginWait, start-run.ts). */
  firstStatus?: Promise<TestRunStatus>;
  /**
   * For a triggered run: the id confirmed in the target's run list under the run's name
   * (confirm-run.ts), which may differ from `testRunId` (the trigger's answer).
   */
  confirmedId?: Promise<number>;
}
