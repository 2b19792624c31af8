import type { ScanConfig } from '../../config/config.js';
import type { RunContext, ScanDeps, StartedRun } from '../deps.js';
import { isTerminal } from '../../api/index.js';
import { STATE_KEYS } from '../ports.js';
import { cancelByName, cancelRun, InterruptedError } from './cancel.js';
import { beginWait } from './start-run.js';
import { runUrl } from '../../config/base-url.js';
import { waitForRun, type WaitOptions, type WaitResult } from './wait.js';

/** The wait's result and when the engine saw the run end. */
export type AwaitedRun = WaitResult & { finishedAt: number };

/**
 * Step 3 of the scan: waits for the run until the deadline (printed with the run URL before
 * the first poll, R6). Interrupted: cancels a run this scan started, once, and rethrows (R9).
 * Timed out: cancels it unless `cancel-on-timeout` is false (R8). The first status read is
 * the one beginWait sent (sent here when it was not): for an attached run it goes beside the
 * check that the run is the target's, and is used only once that passed (R21; a round trip
 * less). The run as checked comes back with the wait's result.
 */
export async function awaitRun(
  deps: ScanDeps,
  config: ScanConfig,
  started: StartedRun,
  o: Pick<WaitOptions, 'onGoing'> = {},
): Promise<{ run: RunContext; waited: AwaitedRun }> {
  const { client, clock, log, state, signal } = deps;
  const ws = config.workspaceId;
  const { firstStatus: asked, confirmedId, ...begun } = beginWait(deps, config, started);
  const { finalBefore, id } = await confirmed(deps, config, started, confirmedId);
  // The trigger's answer named another run: the wait's first read was of that one.
  const firstStatus = id === begun.testRunId ? asked : undefined;
  const url = runUrl(config.platformUrl, config.workspaceId, begun.targetId, id);
  const run: RunContext = { ...begun, testRunId: id, url, finalBefore };
  let waited: WaitResult;
  const { maxTestCases, maxMinutes } = config.budgets;
  const budget =
    maxTestCases !== null || maxMinutes !== null
      ? { limits: config.budgets, startedAt: clock.now() }
      : undefined;
  try {
    waited = await waitForRun(client, clock, log, {
      workspaceId: ws,
      targetId: run.targetId,
      testRunId: run.testRunId,
      deadline: run.deadline,
      pollFloorMs: config.pollFloorMs,
      requestedProbes: run.requestedProbes,
      firstStatus,
      signal,
      random: deps.random,
      budget,
      onGoing: o.onGoing,
    });
  } catch (err) {
    if (run.startedByUs) {
      // Interrupted, or the wait failed for good (401, a vanished run): the run this scan
      // started is not left running on (R23); a failed cancel is retried by the post step.
      const why = signal?.aborted ? 'the job was cancelled' : 'the scan could not follow it';
      const cancelled = await cancelRun(client, log, state, ws, run.testRunId, why);
      // The adapter's last line then says which run was cancelled (none, when this failed).
      if (cancelled && signal?.aborted && signal.reason instanceof InterruptedError)
        signal.reason.cancelledTestRunId = run.testRunId;
    }
    throw err;
  }
  const finishedAt = clock.now();
  if (waited.budgetStop) {
    log.warn(`Stopped by a budget: ${waited.budgetStop}`);
    // Cancelled once (cancelRun records it) unless it has ended; an attached run is not this
    // scan's to cancel.
    if (run.startedByUs && !isTerminal(waited.snapshot.state))
      await cancelRun(client, log, state, ws, run.testRunId, 'it crossed a budget');
    else state.save(STATE_KEYS.finished, 'true');
  } else if (waited.timedOut) {
    log.warn(`The test run did not finish within ${config.timeoutMs / 60_000} minutes.`);
    if (config.cancelOnTimeout && run.startedByUs)
      await cancelRun(client, log, state, ws, run.testRunId, 'the deadline passed');
    // cancel-on-timeout false: the run is left going on purpose, so the post step must not cancel it.
    else state.save(STATE_KEYS.finished, 'true');
  } else {
    state.save(STATE_KEYS.finished, 'true');
  }
  return { run, waited: { ...waited, finishedAt } };
}

/**
 * The run's neighbours and, for a triggered run, its id as the run list confirmed it.
 * Interrupted while the run was being confirmed: the run is found by its unique name and
 * cancelled, once, as when the signal comes while the trigger is in flight (R9, R23).
 */
async function confirmed(
  deps: ScanDeps,
  config: ScanConfig,
  started: StartedRun,
  confirmedId: Promise<number> | undefined,
): Promise<{ finalBefore: ReadonlySet<number>; id: number }> {
  try {
    const finalBefore = await started.finalBefore;
    return { finalBefore, id: confirmedId ? await confirmedId : started.testRunId };
  } catch (err) {
    const { signal } = deps;
    if (signal?.aborted && started.runName !== null) {
      const where = {
        ws: config.workspaceId,
        targetId: started.targetId,
        runName: started.runName,
      };
      const why = 'the job was cancelled while the run was being confirmed';
      const cancelled = await cancelByName(deps.client, deps.log, deps.state, where, why);
      if (cancelled !== null && signal.reason instanceof InterruptedError)
        signal.reason.cancelledTestRunId = cancelled;
    }
    throw err;
  }
}
