import type { ScanConfig } from '../../config/config.js';
import type { ScanDeps, StartedRun } from '../deps.js';
import { pollCall } from '../budget.js';
import { hasPostStep, STATE_KEYS } from '../ports.js';
import { runUrl } from '../../config/base-url.js';
import { cancelByName, InterruptedError } from './cancel.js';
import { confirmTriggeredRun, type TriggerAnswer } from '../evidence/confirm-run.js';
import { resolveProbes } from './probe-selection.js';
import { checkAttachedRun, runsFinalBefore } from '../provenance/prior-runs.js';
import { isFinalTriggerError, retryRunName, triggerOnce, uniqueRunName } from './trigger.js';
import { taggedRunName } from '../triage/base-branch.js';
import { refuseOverBudget } from '../estimate/refuse.js';

/** A retry run (retry-failed): only these probes, a name of its own, the same deadline. */
export interface RetryStart {
  /** 1 for the first retry. */
  attempt: number;
  probeIds: number[];
  /** The first run's `finalBefore`: the scan's own runs are not this retry's neighbours. */
  finalBefore: ReadonlySet<number>;
}

/**
 * Step 2 of the scan: triggers a test run with the resolved probes and a unique name, or
 * attaches to the run named by `attach-test-run-id` (checked beside the wait's first read,
 * see {@link StartedRun}). The run id is saved to the step state as soon as it is known, so
 * the post step can cancel a run this step does not see finish (R9).
 * With `retry`, triggers a retry run of only the given probes, by the same rules (R3, R23).
 */
export async function startRun(
  deps: ScanDeps,
  config: ScanConfig,
  targetId: number,
  startedAt: number,
  warnings: string[],
  retry?: RetryStart,
): Promise<StartedRun> {
  const deadline = startedAt + config.timeoutMs;
  const ws = config.workspaceId;
  const context = (
    testRunId: number,
    runName: string | null,
    requestedProbes: readonly number[] | null,
    finalBefore: Promise<ReadonlySet<number>>,
  ): StartedRun => ({
    ...{ targetId, finalBefore, testRunId, runName, requestedProbes, startedAt, deadline },
    startedByUs: runName !== null,
    url: runUrl(config.platformUrl, ws, targetId, testRunId),
    warnings,
  });
  if (config.attachTestRunId !== null && !retry) {
    const id = config.attachTestRunId;
    deps.log.info(`Attaching to existing test run ${id}.`);
    // Checked beside the wait's first read: the wait reports nothing of the run, and waits
    // for nothing, before this check passed (R21).
    const before = checkAttachedRun(deps.client, ws, targetId, id, deps.signal);
    before.catch(() => undefined);
    return context(id, null, null, before);
  }
  const { client, clock, log, state, signal } = deps;
  const selection = retry
    ? { probeIds: retry.probeIds }
    : await resolveProbes(client, config.probes, { workspaceId: ws, targetId, signal });
  if (!retry) await refuseOverBudget(deps, config, targetId, selection.probeIds);
  const finalBefore = retry
    ? retry.finalBefore
    : await runsFinalBefore(client, ws, targetId, warnings, signal);
  // Tagged with the branch (never a PR's): a merge queue finds its base branch's last run. A
  // retry run (only some probes) is never tagged: it is no branch's baseline.
  const runName = retry
    ? retryRunName(config.runName, retry.attempt, clock.now())
    : taggedRunName(uniqueRunName(config.runName, clock.now()), deps.branch?.branch);
  log.info(startingLine(retry ? 'retry test run' : 'test run', runName, targetId, selection));
  saveBeforeTrigger(state, ws, targetId, runName, retry !== undefined);
  const testRunId = await triggerOrCancel(deps, config, {
    targetId,
    runName,
    probeIds: selection.probeIds,
    deadline,
  });
  const { confirmedId, before } = confirming(
    deps,
    {
      workspaceId: ws,
      targetId,
      runName,
      claimed: testRunId,
      deadline,
    },
    finalBefore,
  );
  return { ...context(testRunId, runName, selection.probeIds, before), confirmedId };
}

/** The log line that announces the trigger: what, its name, the target and how many probes. */
function startingLine(
  what: string,
  runName: string,
  targetId: number,
  { probeIds }: { probeIds: readonly number[] | null },
): string {
  const probes =
    probeIds === null
      ? "the target's configured probes"
      : `${probeIds.length} probe${probeIds.length === 1 ? '' : 's'}`;
  return `Starting ${what} "${runName}" on target ${targetId} (${probes}).`;
}

/**
 * Saves what the post step needs before the trigger is sent: a step killed while the answer
 * is on its way leaves enough to find the run by its unique name and cancel it (R23). A retry
 * follows a run that ended: the post step must again cancel a run left behind (R9).
 */
function saveBeforeTrigger(
  state: ScanDeps['state'],
  ws: number,
  targetId: number,
  runName: string,
  retried: boolean,
): void {
  state.save(STATE_KEYS.workspaceId, String(ws));
  state.save(STATE_KEYS.targetId, String(targetId));
  state.save(STATE_KEYS.runName, runName);
  state.save(STATE_KEYS.startedByMain, 'true');
  if (retried) {
    state.save(STATE_KEYS.finished, 'false');
    state.save(STATE_KEYS.testRunId, '');
  }
}

/**
 * The trigger's answer is followed only once the run list shows it under the run's name
 * (run-identity, evidence/confirm-run.ts), which saves the id for the post step then.
 * `before`: the runs final before this one, once it is confirmed.
 */
function confirming(deps: ScanDeps, answer: TriggerAnswer, finalBefore: ReadonlySet<number>) {
  const confirmedId = confirmTriggeredRun(deps, answer);
  confirmedId.catch(() => undefined);
  const before = confirmedId.then(() => finalBefore);
  before.catch(() => undefined);
  return { confirmedId, before };
}

/**
 * Begins step 3, the wait: prints the run's URL and deadline, then sends the first status read
 * (R6). Called as soon as the run exists, so the read travels while the later steps' code
 * loads; its answer is used only once the run is known to be the target's (R21).
 */
export function beginWait(deps: ScanDeps, config: ScanConfig, started: StartedRun): StartedRun {
  if (started.firstStatus) return started;
  const { client, clock, log, signal } = deps;
  log.info(`Test run ${started.testRunId}: ${started.url}`);
  log.info(
    `Waiting until ${new Date(started.deadline).toISOString()} at the latest (timeout-minutes ${config.timeoutMs / 60_000}).`,
  );
  const call = pollCall(clock, started.deadline, signal);
  const firstStatus = client.getTestRunStatus(started.testRunId, call);
  firstStatus.catch(() => undefined);
  return { ...started, firstStatus };
}

/**
 * Sends the trigger (exactly one run, R3). Interrupted while the trigger was in flight: the
 * run may exist without our knowing its id, so it is found by its unique name and cancelled,
 * and no run is left behind (R9, R23).
 */
async function triggerOrCancel(
  deps: ScanDeps,
  config: ScanConfig,
  o: { targetId: number; runName: string; probeIds: number[] | null; deadline: number },
): Promise<number> {
  const { client, clock, log, state, signal } = deps;
  const ws = config.workspaceId;
  const { targetId, runName } = o;
  try {
    return await triggerOnce(client, clock, log, {
      workspaceId: ws,
      targetId,
      probeIds: o.probeIds,
      name: runName,
      notifyWhenFinished: config.notifyWhenFinished,
      runAiAnalysis: config.aiAnalysis,
      deadline: o.deadline,
      signal,
      postStep: hasPostStep(state),
    });
  } catch (err) {
    if (signal?.aborted) {
      const why = 'the job was cancelled while the run was being started';
      const where = { ws, targetId, runName };
      const cancelled = await cancelByName(client, log, state, where, why);
      if (cancelled !== null && signal.reason instanceof InterruptedError)
        signal.reason.cancelledTestRunId = cancelled;
    } else if (isFinalTriggerError(err)) {
      // The platform refused the trigger: no run exists, the post step has nothing to find.
      state.save(STATE_KEYS.finished, 'true');
    }
    throw err;
  }
}
