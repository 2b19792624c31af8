import type { PlatformClient } from '../api/index.js';
import type { Report, Verdict } from '../report/model.js';
import type { ScanConfig } from './config.js';
import { ScanError } from './errors.js';
import { resolveProbes } from './probe-selection.js';
import type { PublishDeps } from './publish.js';
import { STATE_KEYS, type Clock, type StateStore } from './ports.js';
import { triggerOnce, uniqueRunName } from './trigger.js';
import { cancelByName } from './cancel.js';
import type { TriageHooks } from './triage.js';

/** Everything the engine needs from the world. */
export interface ScanDeps extends PublishDeps {
  client: PlatformClient;
  clock: Clock;
  state: StateStore;
  /** Aborted on SIGINT/SIGTERM: the engine cancels the run it started, once, and rethrows. */
  signal?: AbortSignal;
  toolVersion: string;
  random?: () => number;
  /** Baseline, ignore file and target-as-code steps (issue-specific features plug in here). */
  triage?: TriageHooks;
}

export interface ScanOutcome {
  report: Report;
  verdict: Verdict;
  exitCode: number;
}

export { EXIT, exitCodeFor } from './exit-codes.js';

/**
 * The scan: prepare the target, then trigger or attach, wait, collect, gate, report,
 * publish. Clean-up (an ephemeral target) runs whatever happens in between.
 */
export async function runScan(deps: ScanDeps, config: ScanConfig): Promise<ScanOutcome> {
  const startedAt = deps.clock.now();
  const warnings: string[] = [];
  let report: Report | null = null;
  try {
    const prepared = deps.triage
      ? await deps.triage.prepare(config, warnings)
      : { targetId: config.targetId };
    if (prepared.targetId === null)
      throw new ScanError('No target to scan: give target-id or a target-config file.');
    const outcome = await scanTarget(deps, config, prepared.targetId, startedAt, warnings);
    report = outcome.report;
    return outcome;
  } finally {
    if (deps.triage) await deps.triage.finish(report);
  }
}

async function scanTarget(
  deps: ScanDeps,
  config: ScanConfig,
  targetId: number,
  startedAt: number,
  warnings: string[],
): Promise<ScanOutcome> {
  const { client, clock, log, state, signal } = deps;
  const deadline = startedAt + config.timeoutMs;
  const ws = config.workspaceId;

  let testRunId: number;
  let runName: string | null = null;
  let expectedProbes: number | null = null;
  const startedByUs = config.attachTestRunId === null;
  if (config.attachTestRunId !== null) {
    testRunId = config.attachTestRunId;
    log.info(`Attaching to existing test run ${testRunId}.`);
  } else {
    const selection = await resolveProbes(client, config.probes, {
      workspaceId: ws,
      targetId,
      signal,
    });
    expectedProbes = selection.probeIds?.length ?? null;
    runName = uniqueRunName(config.runName, clock.now());
    log.info(
      `Starting test run "${runName}" on target ${targetId} (${selection.probeIds === null ? "the target's configured probes" : `${selection.probeIds.length} probes`}).`,
    );
    try {
      testRunId = await triggerOnce(client, clock, log, {
        workspaceId: ws,
        targetId,
        probeIds: selection.probeIds,
        name: runName,
        notifyWhenFinished: config.notifyWhenFinished,
        runAiAnalysis: config.aiAnalysis,
        signal,
      });
    } catch (err) {
      // Interrupted while the trigger was in flight: the run may exist without our knowing
      // its id. Find it by its unique name and cancel it, so no run is left behind (R9).
      if (signal?.aborted)
        await cancelByName(client, log, state, ws, targetId, runName, signal.reason);
      throw err;
    }
    // Saved at once, so the post step can cancel a run this step does not see finish (R9).
    state.save(STATE_KEYS.workspaceId, String(ws));
    state.save(STATE_KEYS.testRunId, String(testRunId));
    state.save(STATE_KEYS.startedByMain, 'true');
  }
  // Waiting, collecting, the gate and the reports are loaded once the run exists: the
  // Action and the CLI reach their first request (the trigger) without them.
  const { followRun } = await import('./follow-run.js');
  return followRun(deps, config, {
    targetId,
    testRunId,
    runName,
    expectedProbes,
    startedByUs,
    startedAt,
    deadline,
    warnings,
  });
}
