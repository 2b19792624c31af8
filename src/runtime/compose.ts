/**
 * The composition root: the one place that assembles the scan's dependencies and its signal
 * handling, for the Action (src/github/main.ts) and the CLI (src/cli/commands/scan.ts) alike.
 */
import type { Dispatcher } from 'undici';
import { PlatformClient } from '../api/index.js';
import type { ScanConfig } from '../config/config.js';
import type { Report } from '../report/model.js';
import type { ScanDeps } from '../scan/deps.js';
import { createTriage } from '../scan/triage/create-triage.js';
import { STEP_SLACK_MS } from '../scan/budget.js';
import { TOOL_VERSION } from '../version.js';
import { InterruptedError } from './failure.js';
import { systemClock } from './system-clock.js';
import { ciBranch } from './ci-branch.js';
import { gitBaseVersion } from './base-version.js';
import type { BaseVersion } from '../scan/triage/pr-ignores.js';

/** What an adapter brings: where lines, outputs and state go, and its publishers. */
export type Surfaces = Pick<
  ScanDeps,
  'log' | 'outputs' | 'state' | 'summary' | 'artifact' | 'comment' | 'pipelineFile' | 'check'
> & {
  /** On a pull request or merge queue: the base revision the ignore file is read at. */
  baseVersion?: BaseVersion | null;
  /** Opens, updates or closes the nightly tracking issue (Action only). */
  trackingIssue?: (report: Report, config: ScanConfig, signal?: AbortSignal) => Promise<void>;
};

/** Assembles the engine's dependencies for one scan of `config`. */
export function composeScan(
  config: ScanConfig,
  surfaces: Surfaces,
  opts: {
    userAgent: string;
    signal: AbortSignal;
    dispatcher?: Dispatcher;
    /** When the step began (epoch ms); the deadline counts from it (R24). Default: now. */
    stepStartedAt?: number;
  },
): ScanDeps {
  const stepStartedAt = opts.stepStartedAt ?? Date.now();
  const client = new PlatformClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    secrets: config.secrets,
    userAgent: `${opts.userAgent}/${TOOL_VERSION}`,
    dispatcher: opts.dispatcher,
    // One signal and one deadline reach every platform call of the scan (R24).
    scope: { signal: opts.signal, deadline: stepStartedAt + config.timeoutMs + STEP_SLACK_MS },
  });
  const { trackingIssue, baseVersion, ...ports } = surfaces;
  const branch = ciBranch(process.env);
  return {
    ...ports,
    client,
    clock: systemClock,
    stepStartedAt,
    signal: opts.signal,
    toolVersion: TOOL_VERSION,
    branch,
    triage: createTriage({
      branch,
      client,
      log: surfaces.log,
      state: surfaces.state,
      clock: systemClock,
      github: { token: config.githubToken },
      baseVersion: baseVersion === undefined ? gitBaseVersion(process.env) : baseVersion,
      trackingIssue,
    }),
  };
}

/**
 * Runs `work` with a signal that SIGINT and SIGTERM abort (the runner sends SIGINT, then
 * SIGTERM, when a workflow is cancelled, R9). A failure after the abort is reported as the
 * interruption itself, so the exit code says what happened (130/143).
 */
export async function withSignals<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onInt = (): void => controller.abort(new InterruptedError('SIGINT'));
  const onTerm = (): void => controller.abort(new InterruptedError('SIGTERM'));
  process.once('SIGINT', onInt);
  process.once('SIGTERM', onTerm);
  try {
    const result = await work(controller.signal);
    // A signal during the last phase (publishing) still ends as an interruption (130/143).
    if (controller.signal.aborted) throw controller.signal.reason;
    return result;
  } catch (err) {
    throw controller.signal.aborted ? controller.signal.reason : err;
  } finally {
    process.removeListener('SIGINT', onInt);
    process.removeListener('SIGTERM', onTerm);
  }
}

/**
 * When this process started (epoch ms): a step's deadline counts node's start-up too (R24).
 * At most a minute back, so that a long-lived host calling the scan is not cut short.
 */
export function processStartedAt(now: number = Date.now()): number {
  return Math.max(Math.round(performance.timeOrigin), now - 60_000);
}
