/**
 * The engine's ports: everything it needs from the world, as small interfaces.
 * The Action (src/github) and the CLI (src/cli) each implement them, assembled in one
 * composition root (src/runtime/compose.ts); tests pass fakes.
 */
import type { NotifySeams } from './notify/send.js';

/** Where a run stands: its state, progress and test case counts. */
export interface RunProgress {
  /** Normalised run state. */
  state: string;
  /** The platform's raw status string. */
  rawStatus: string | null;
  /** 0..1 when known. */
  progress: number | null;
  processed: number;
  total: number;
  passed: number;
  failed: number;
  errors: number;
}

/** Progress of a run, as the engine last saw it. */
export interface ProgressUpdate extends RunProgress {
  /** Seconds until the deadline. */
  secondsLeft: number;
}

/** Where the engine writes human-readable lines. Untrusted text is sanitised by the caller. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
  /** A run's progress changed; the adapter decides how to show it (live line or log line). */
  progress(update: ProgressUpdate): void;
  /** Text that came from the platform: the adapter stops workflow commands inside it. */
  untrusted(title: string, text: string): void;
  /**
   * A phase of the scan begins (waiting, collecting, publishing): the Action opens a log
   * group, the CLI prints a line. Optional, so a bare logger still works.
   */
  phase?(title: string, options?: PhaseOptions): void;
}

/** How a phase is shown. */
export interface PhaseOptions {
  /** The phase shows live progress (the wait): never folded away. */
  live?: boolean;
}

/** Wall clock and sleep, injectable so tests and simulations need no real waiting. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Names of the outputs (action outputs; the CLI prints them with --outputs). */
export const OUTPUT_NAMES = [
  'test-run-id',
  'run-url',
  'status',
  'verdict',
  'score-source',
  'overall-score',
  'risk-band',
  'total-count',
  'passed-count',
  'failed-count',
  'error-count',
  'accepted-count',
  'report-dir',
  'report-json',
  'report-markdown',
  'sarif-file',
  'junit-file',
  'report-html',
  'codequality-file',
  'comment-url',
  'artifact-id',
  'profile',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];

export interface OutputSink {
  set(name: OutputName, value: string): void;
}

/** Uploads the report folder as one artifact. */
export interface ArtifactUploader {
  upload(
    name: string,
    files: string[],
    rootDir: string,
    /** `signal` is the publishing budget (R24): the upload stops when it aborts. */
    options?: { retentionDays?: number; signal?: AbortSignal },
  ): Promise<{ id: number | null; url: string | null }>;
}

/** Creates or updates the one PR comment identified by a hidden marker. */
export interface CommentPoster {
  /** Whether there is a pull request to comment on, and why not when there is none. */
  target(): { ok: true; label: string } | { ok: false; reason: string };
  /** `signal` is the publishing budget (R24): every GitHub request carries it. */
  upsert(
    marker: string,
    body: string,
    opts?: { signal?: AbortSignal },
  ): Promise<{ url: string | null; created: boolean }>;
}

/** What is known when the test run exists: the check opens with it. */
export interface CheckStart {
  targetId: number;
  /** The target's name on the platform (untrusted text), when it could be read. */
  targetName: string | null;
  testRunId: number;
  /** The run's page in the platform's web UI. */
  url: string;
}

/**
 * A check on the commit (a GitHub check run): opened in progress when the test run starts;
 * the adapter completes it with the verdict once the scan is over.
 */
export interface CheckReporter {
  started(start: CheckStart): Promise<void>;
}

/** Writes the job summary (GITHUB_STEP_SUMMARY); the CLI has none. */
export interface SummaryWriter {
  write(markdown: string): Promise<void>;
}

/** Survives from the main step to the post step (GITHUB_STATE); the CLI keeps it in memory. */
export interface StateStore {
  save(key: string, value: string): void;
  get(key: string): string;
  /**
   * Whether a post step reads this state after the step (the Action's does; the CLI has none,
   * so its messages never promise one). Default: true.
   */
  readonly postStep?: boolean;
}

/** Whether a post step follows the step that keeps `state` (StateStore `postStep`). */
export function hasPostStep(state: Pick<StateStore, 'postStep'>): boolean {
  return state.postStep !== false;
}

/** Keys saved for the post step. */
export const STATE_KEYS = {
  testRunId: 'probe-gate-test-run-id',
  /** The run's unique name, saved before the trigger is sent (R23). */
  runName: 'probe-gate-run-name',
  targetId: 'probe-gate-target-id',
  workspaceId: 'probe-gate-workspace-id',
  startedByMain: 'probe-gate-started',
  finished: 'probe-gate-finished',
  ephemeralTargetId: 'probe-gate-ephemeral-target-id',
} as const;

/** What publishing needs: a log, the outputs and the optional publishers. */
export interface PublishDeps {
  log: Logger;
  /** Test seams of the webhook notification (a short time limit, a dispatcher). */
  notifySeams?: NotifySeams;
  outputs: OutputSink;
  artifact?: ArtifactUploader | null;
  comment?: CommentPoster | null;
  summary?: SummaryWriter | null;
  /**
   * Repository-relative path of the CI's pipeline file (the GitHub workflow, .gitlab-ci.yml,
   * ...): where findings point when no probe-gate file configures the scan.
   */
  pipelineFile?: string | null;
}
