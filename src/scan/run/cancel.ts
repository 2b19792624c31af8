import type { PlatformClient } from '../../api/index.js';
import { findRunByName } from './trigger.js';
import { hasPostStep, STATE_KEYS, type Logger, type StateStore } from '../ports.js';

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
 * Best-effort cancel of a run, at most once per acknowledged cancel: the state records
 * "finished" only when the platform acknowledged it, so that the post step retries a cancel
 * that failed and does not repeat one that worked (R9, R23). Never throws.
 */
export async function cancelRun(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  ws: number,
  testRunId: number,
  why: string,
  budgetMs: number = CANCEL_TIMEOUT_MS,
): Promise<boolean> {
  if (state.get(STATE_KEYS.finished) === 'true') return false;
  try {
    await client.cancelTestRun(ws, testRunId, {
      signal: AbortSignal.timeout(budgetMs),
      deadline: Date.now() + budgetMs,
      // Outside the scan's scope: this cancel must still go out after SIGINT/SIGTERM.
      detached: true,
    });
    state.save(STATE_KEYS.finished, 'true');
    log.info(`Cancelled test run ${testRunId} because ${why}.`);
    return true;
  } catch (err) {
    log.warn(
      `Could not cancel test run ${testRunId} (${(err as Error).message}); ${hasPostStep(state) ? 'the post step tries again, or cancel it in the web UI' : 'cancel it in the web UI'}.`,
    );
    return false;
  }
}

/**
 * After an interrupted trigger: looks the run up by its unique name and cancels it if the
 * trigger had reached the platform. Bounded by `budgetMs` in all (looks repeated while the
 * list may lag); never throws. Returns the cancelled run's id, or null.
 */
export async function cancelByName(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  where: { ws: number; targetId: number; runName: string },
  why: string,
  budgetMs: number = CANCEL_TIMEOUT_MS,
): Promise<number | null> {
  const end = Date.now() + budgetMs;
  try {
    for (;;) {
      const left = end - Date.now();
      const found = await findRunByName(client, where.ws, where.targetId, where.runName, {
        signal: AbortSignal.timeout(Math.max(1, left)),
        deadline: end,
        detached: true,
      });
      if (typeof found === 'number') {
        state.save(STATE_KEYS.testRunId, String(found));
        const ok = await cancelRun(
          client,
          log,
          state,
          where.ws,
          found,
          why,
          Math.max(1_000, end - Date.now()),
        );
        return ok ? found : null;
      }
      // Not listed (yet): a lagging list may show it a moment later.
      if (end - Date.now() < LOOK_AGAIN_MS * 2) break;
      await new Promise((r) => setTimeout(r, LOOK_AGAIN_MS));
    }
    log.warn(
      `No test run named "${where.runName}" was found to cancel; if the platform shows one, cancel it in the web UI.`,
    );
  } catch (err) {
    log.warn(
      `Could not check whether the interrupted trigger started a run (${(err as Error).message}); look for "${where.runName}" in the web UI.`,
    );
  }
  return null;
}

/** Pause between look-ups of a run by name while cancelling it. */
const LOOK_AGAIN_MS = 1_000;

/** Cancel attempts the post step makes before leaving the run to the web UI (R23). */
export const POST_CANCEL_ATTEMPTS = 3;
/**
 * Why 20 s: a look-up by name must outlast a lagging test run list, and the post step must
 * stay short (it runs after a cancelled or timed-out job). Also the budget of each cancel.
 */
export const POST_LOOKUP_BUDGET_MS = 20_000;
const POST_RETRY_PAUSE_MS = 1_000;

/** Whether the main step left a run it started and did not see finish (or cancel). */
export function runLeftBehind(state: StateStore): boolean {
  return (
    state.get(STATE_KEYS.startedByMain) === 'true' &&
    state.get(STATE_KEYS.finished) !== 'true' &&
    (Number(state.get(STATE_KEYS.testRunId)) > 0 ||
      (state.get(STATE_KEYS.runName) !== '' && Number(state.get(STATE_KEYS.targetId)) > 0))
  );
}

/**
 * The post step's part (R9, R23): cancels the run main left behind, by its id or, when main
 * never learnt the id, by the unique name it saved before the trigger; a cancel that is not
 * acknowledged is tried again. Never throws.
 */
export async function cancelLeftBehind(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  budgetMs: number = POST_LOOKUP_BUDGET_MS,
  pauseMs: number = POST_RETRY_PAUSE_MS,
): Promise<void> {
  if (!runLeftBehind(state)) return;
  const ws = Number(state.get(STATE_KEYS.workspaceId));
  const id = Number(state.get(STATE_KEYS.testRunId));
  const why = 'the main step ended before the run finished';
  if (!(id > 0)) {
    const where = {
      ws,
      targetId: Number(state.get(STATE_KEYS.targetId)),
      runName: state.get(STATE_KEYS.runName),
    };
    await cancelByName(client, log, state, where, why, budgetMs);
    return;
  }
  for (let attempt = 1; attempt <= POST_CANCEL_ATTEMPTS; attempt++) {
    // Attempts that will be retried warn only at debug level.
    const quiet = attempt < POST_CANCEL_ATTEMPTS ? { ...log, warn: log.debug } : log;
    if (await cancelRun(client, quiet, state, ws, id, why, budgetMs / 2)) return;
    if (attempt < POST_CANCEL_ATTEMPTS) await new Promise((r) => setTimeout(r, pauseMs));
  }
}
