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
import { TOOL_VERSION } from '../version.js';
import { InterruptedError } from './failure.js';
import { systemClock } from './system-clock.js';

/** What an adapter brings: where lines, outputs and state go, and its publishers. */
export type Surfaces = Pick<
  ScanDeps,
  'log' | 'outputs' | 'state' | 'summary' | 'artifact' | 'comment' | 'pipelineFile' | 'check'
> & {
  /** Opens, updates or closes the nightly tracking issue (Action only). */
  trackingIssue?: (report: Report, config: ScanConfig) => Promise<void>;
};

/** Assembles the engine's dependencies for one scan of `config`. */
export function composeScan(
  config: ScanConfig,
  surfaces: Surfaces,
  opts: { userAgent: string; signal: AbortSignal; dispatcher?: Dispatcher },
): ScanDeps {
  const client = new PlatformClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    secrets: config.secrets,
    userAgent: `${opts.userAgent}/${TOOL_VERSION}`,
    dispatcher: opts.dispatcher,
  });
  const { trackingIssue, ...ports } = surfaces;
  return {
    ...ports,
    client,
    clock: systemClock,
    signal: opts.signal,
    toolVersion: TOOL_VERSION,
    triage: createTriage({
      client,
      log: surfaces.log,
      state: surfaces.state,
      clock: systemClock,
      github: { token: config.githubToken },
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
    return await work(controller.signal);
  } catch (err) {
    throw controller.signal.aborted ? controller.signal.reason : err;
  } finally {
    process.removeListener('SIGINT', onInt);
    process.removeListener('SIGTERM', onTerm);
  }
}
