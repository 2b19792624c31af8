import type { PlatformClient } from '../api/index.js';
import { STATE_KEYS, type Logger, type StateStore } from './ports.js';

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
