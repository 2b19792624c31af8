import { InvalidResponseError, isCredentialError, isFinalAnswer } from '../../api/index.js';
import { DeadlineError, ScanError } from '../../config/errors.js';
import type { ScanDeps } from '../deps.js';
import { checkTriggerAnswer } from './run-identity.js';
import { STATE_KEYS } from '../ports.js';
import { TRIGGER_LOOKUP_WINDOW_MS } from '../run/trigger.js';

/** First pause before the run list is read again: a lagging list usually catches up soon. */
const CONFIRM_FIRST_PAUSE_MS = 250;
/** Longest pause between two reads of the run list while it does not show the new run yet. */
const CONFIRM_PAUSE_MS = 2_000;
/** Longest a read of the list may take at the end of the window. */
const CONFIRM_CALL_MS = 5_000;

/** The run a trigger answered with, and where it should be. */
export interface TriggerAnswer {
  workspaceId: number;
  targetId: number;
  runName: string;
  claimed: number;
  deadline: number;
}

/**
 * The `run-identity` invariant for a run this scan triggered (evidence/run-identity.ts): the
 * trigger's answer is followed only once the target's run list shows that id under the
 * unique name the scan gave it. When the list shows the name under another id (the answer
 * named another target's run, or an older run of this one), that run is followed instead and
 * the named one is left alone. The id is saved for the post step only once confirmed: until
 * then the post step finds the run by its name. A list that has not shown the name within
 * the look-up window (or by the deadline) fails closed, with nothing cancelled.
 */
export async function confirmTriggeredRun(deps: ScanDeps, a: TriggerAnswer): Promise<number> {
  const { clock, log, signal, state } = deps;
  const until = Math.min(a.deadline, clock.now() + TRIGGER_LOOKUP_WINDOW_MS);
  let pause = CONFIRM_FIRST_PAUSE_MS;
  for (;;) {
    const check = await readCheck(deps, a);
    if (check.kind === 'confirmed' || check.kind === 'corrected') {
      const id = check.kind === 'confirmed' ? a.claimed : check.testRunId;
      if (check.kind === 'corrected')
        log.warn(
          `The trigger answered test run ${a.claimed}, but ${check.why}; this scan created test run ${id} ("${a.runName}"), which it follows. Test run ${a.claimed} is not this scan's and is left alone.`,
        );
      state.save(STATE_KEYS.testRunId, String(id));
      return id;
    }
    const left = until - clock.now();
    if (left <= 0) throw unconfirmed(a, until === a.deadline);
    // One last read at the end of the window (or the deadline).
    await clock.sleep(Math.min(pause, left), signal);
    pause = Math.min(CONFIRM_PAUSE_MS, pause * 2);
  }
}

/** The run list never showed the run: past the deadline a timeout, else an error. */
function unconfirmed(a: TriggerAnswer, atDeadline: boolean): Error {
  if (atDeadline)
    return new DeadlineError(
      `The deadline passed before the target's test run list showed the run "${a.runName}" that the trigger answered as test run ${a.claimed}; the post step looks for it by name and cancels it. Raise timeout-minutes, or re-run later.`,
    );
  return new ScanError(
    `The trigger answered test run ${a.claimed}, but the target's test run list showed no run named "${a.runName}" within ${TRIGGER_LOOKUP_WINDOW_MS / 1000} s, so the run cannot be confirmed as this scan's (invariant run-identity). Nothing was cancelled; re-run the scan, and check the platform's test runs for "${a.runName}".`,
  );
}

/** One read of the run list; a failed read (not a final answer) counts as not seen yet. */
async function readCheck(deps: ScanDeps, a: TriggerAnswer) {
  const { client, clock, signal } = deps;
  const deadline = Math.max(a.deadline, clock.now() + CONFIRM_CALL_MS);
  try {
    const list = await client.listTestRuns(a.workspaceId, a.targetId, { signal, deadline });
    return checkTriggerAnswer(list, a.claimed, a.runName);
  } catch (err) {
    if (isCredentialError(err) || isFinalAnswer(err) || signal?.aborted) throw err;
    // An answer no later read can fix: say so now, with the list's problem.
    if (err instanceof InvalidResponseError)
      throw new ScanError(
        `Could not confirm that test run ${a.claimed} is this scan's: the target's test run list could not be read (${err.message}).`,
        { cause: err },
      );
    return { kind: 'unseen' } as const;
  }
}
