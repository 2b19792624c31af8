import type { PlatformClient } from '../api/index.js';
import type { Report, Verdict } from '../report/model.js';
import type { ScanFacts } from './build-report.js';
import { collectProbeRuns } from './collect.js';
import type { ScanConfig } from './config.js';
import { ScanError } from './errors.js';
import { evaluateGate } from './gate.js';
import { resolveProbes } from './probe-selection.js';
import { publish, setOutputs, type PublishDeps } from './publish.js';
import { STATE_KEYS, type Clock, type StateStore } from './ports.js';
import { fetchScores } from './scores.js';
import { fetchTargetInfo } from './target-info.js';
import { triggerOnce, uniqueRunName } from './trigger.js';
import { waitForRun, type WaitResult } from './wait.js';
import { formatProbeLines } from './progress-text.js';
import { cancelByName, cancelRun, InterruptedError } from './cancel.js';
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

/** Exit codes of DESIGN.md: 0 passed, 1 gate failed, 2 bad input, 3 platform error, 4 timed out. */
export const EXIT = { pass: 0, fail: 1, config: 2, error: 3, timeout: 4 } as const;

export function exitCodeFor(verdict: Verdict): number {
  return EXIT[verdict];
}

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
  // Loaded once the run exists: the Report model (its schema) is not needed before.
  const { buildReport, runUrl, totalsFor } = await import('./build-report.js');
  const url = runUrl(config.platformUrl, ws, targetId, testRunId);
  log.info(`Test run ${testRunId}: ${url}`);
  log.info(
    `Waiting until ${new Date(deadline).toISOString()} at the latest (timeout-minutes ${config.timeoutMs / 60_000}).`,
  );

  let waited: WaitResult;
  try {
    waited = await waitForRun(client, clock, log, {
      workspaceId: ws,
      targetId,
      testRunId,
      deadline,
      pollFloorMs: config.pollFloorMs,
      expectedProbes,
      signal,
      random: deps.random,
    });
  } catch (err) {
    if (signal?.aborted && startedByUs) {
      const cancelled = await cancelRun(client, log, state, ws, testRunId, 'the job was cancelled');
      // The adapter's last line then says which run was cancelled (none, when this failed).
      if (cancelled && signal.reason instanceof InterruptedError)
        signal.reason.cancelledTestRunId = testRunId;
    }
    throw err;
  }
  const finishedAt = clock.now();
  if (waited.timedOut) {
    log.warn(`The test run did not finish within ${config.timeoutMs / 60_000} minutes.`);
    if (config.cancelOnTimeout && startedByUs)
      await cancelRun(client, log, state, ws, testRunId, 'the deadline passed');
    // cancel-on-timeout false: the run is left going on purpose, so the post step must not cancel it.
    else state.save(STATE_KEYS.finished, 'true');
  } else {
    state.save(STATE_KEYS.finished, 'true');
  }

  const info = await fetchTargetInfo(client, ws, targetId, warnings, signal);
  const refs = waited.snapshot.status?.probeRuns?.map((p) => ({
    probeRunId: typeof p.probeRunId === 'number' ? p.probeRunId : null,
    probeId: typeof p.probeId === 'number' ? p.probeId : null,
    probeName: typeof p.probeName === 'string' ? p.probeName : null,
    entry: p,
  }));
  let probeRuns: Report['probeRuns'] = [];
  const perProbeDetail = waited.statusEndpoint && refs !== undefined;
  if (perProbeDetail) {
    probeRuns = await collectProbeRuns(
      {
        client,
        clock,
        log,
        workspaceId: ws,
        deadline: deadline + 60_000,
        aiAnalysis: config.aiAnalysis && waited.snapshot.state === 'completed',
        analysisRequested: startedByUs && config.aiAnalysis,
        catalogue: info.catalogue,
        weights: info.weights,
        probeRunUrl: (id) => `${url}/probe/${id}`,
        signal,
      },
      refs ?? [],
      warnings,
    );
  } else {
    warnings.push(
      'Per-probe detail was unavailable: the server has no test-run status endpoint, so the verdict uses the run-level counts of the test run list and the target scores.',
    );
  }
  const scores = await fetchScores(client, ws, targetId, warnings, signal);

  const facts: ScanFacts = {
    toolVersion: deps.toolVersion,
    config,
    targetId,
    targetName: info.name,
    testRunId,
    runName: runName ?? waited.snapshot.summary?.name ?? null,
    runUrl: url,
    startedAt,
    finishedAt: waited.timedOut ? null : finishedAt,
    executionDate:
      waited.snapshot.status?.executionDate ?? waited.snapshot.summary?.executionDate ?? null,
    snapshot: waited.snapshot,
    perProbeDetail,
    probeRuns,
    scores: { ...scores, band: null },
    baseline: null,
    benchmarks: null,
    warnings,
    now: clock.now(),
  };
  const triaged = deps.triage ? await deps.triage.refine(facts) : facts;
  const totals = totalsFor(triaged);
  const gate = evaluateGate(
    {
      runState: waited.snapshot.state,
      timedOut: waited.timedOut,
      overallScore: triaged.scores.overall,
      categories: triaged.scores.categories,
      processed: totals.processed,
      passed: totals.passed,
      failed: totals.failed,
      errors: totals.errors,
      accepted: totals.accepted,
      ignored: totals.ignored,
      baseline: triaged.baseline
        ? {
            scoreDelta: triaged.baseline.scoreDelta,
            newFailures: triaged.baseline.newFailures?.length ?? null,
          }
        : null,
    },
    config.gate,
  );
  const report = buildReport(triaged, gate, totals);
  if (report.probeRuns.length > 0)
    log.untrusted('Results by probe:', formatProbeLines(report.probeRuns));
  const published = await publish(report, config, deps);
  setOutputs(deps.outputs, report, config.reportDir, published);
  return { report, verdict: gate.verdict, exitCode: exitCodeFor(gate.verdict) };
}
