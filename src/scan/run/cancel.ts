import type { PlatformClient } from '../../api/index.js';
import { findRunByName } from './trigger.js';
import { STATE_KEYS, type Logger, type StateStore } from '../ports.js';

/** The job was cancelled (SIGINT/SIGTERM): the adapters abort the scan's signal with it. */
export class InterruptedError extends Error {
  override name = 'InterruptedError';
  /** The run this scan started and cancelled because of the signal; null when none was. */
  cancelledTestRunId: number | null = null;
  constructor(readonly signal: 'SIGINT' | 'SIGTERM') {
    super(`Interrupted by ${signal}.`);
  }
}

/** Why 5 s: the runner sends SIGTERM 7.5 s after SIGINT; the cancel must land before that. */
export const CANCEL_TIMEOUT_MS = 5_000;

/**
 * Best-effort cancel of a run, at most once per run: the state records it so that the post
 * step does not cancel again (R9). Never throws.
 */
export async function cancelRun(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  ws: number,
  testRunId: number,
  why: string,
): Promise<boolean> {
  if (state.get(STATE_KEYS.finished) === 'true') return false;
  state.save(STATE_KEYS.finished, 'true');
  try {
    await client.cancelTestRun(ws, testRunId, {
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS),
      deadline: Date.now() + CANCEL_TIMEOUT_MS,
    });
    log.info(`Cancelled test run ${testRunId} because ${why}.`);
    return true;
  } catch (err) {
    log.warn(
      `Could not cancel test run ${testRunId} (${(err as Error).message}); cancel it in the web UI.`,
    );
    return false;
  }
}

/**
 * After an interrupted trigger: looks the run up by its unique name and cancels it if the
 * trigger had reached the platform. Bounded by CANCEL_TIMEOUT_MS; never throws.
 */
export async function cancelByName(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  ws: number,
  targetId: number,
  runName: string,
  reason: unknown,
): Promise<void> {
  try {
    const found = await findRunByName(
      client,
      ws,
      targetId,
      runName,
      AbortSignal.timeout(CANCEL_TIMEOUT_MS),
    );
    if (typeof found !== 'number') return;
    const cancelled = await cancelRun(
      client,
      log,
      state,
      ws,
      found,
      'the job was cancelled while the run was being started',
    );
    if (cancelled && reason instanceof InterruptedError) reason.cancelledTestRunId = found;
  } catch (err) {
    log.warn(
      `Could not check whether the interrupted trigger started a run (${(err as Error).message}); look for "${runName}" in the web UI.`,
    );
  }
}
