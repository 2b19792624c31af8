/**
 * The scan once its test run exists: wait for it, collect the probe runs, gate, build the
 * report and publish it. Loaded by the engine after the trigger (or on attach), so that the
 * Action and the CLI send their first request without this code.
 */
import type { Report } from '../report/model.js';
import { buildReport, runUrl, totalsFor, type ScanFacts } from './build-report.js';
import { cancelRun, InterruptedError } from './cancel.js';
import { collectProbeRuns } from './collect.js';
import type { ScanConfig } from './config.js';
import type { ScanDeps, ScanOutcome } from './engine.js';
import { exitCodeFor } from './exit-codes.js';
import { evaluateGate } from './gate.js';
import { STATE_KEYS } from './ports.js';
import { formatProbeLines } from './progress-text.js';
import { publish, setOutputs } from './publish.js';
import { fetchScores } from './scores.js';
import { fetchTargetInfo } from './target-info.js';
import { waitForRun, type WaitResult } from './wait.js';

/** What the engine knows when the run exists. */
export interface RunContext {
  targetId: number;
  testRunId: number;
  /** The unique name the run was triggered with; null when attached. */
  runName: string | null;
  /** Probes asked for, when the trigger named them (the progress line's denominator). */
  expectedProbes: number | null;
  /** Whether this scan triggered the run (else it attached to one). */
  startedByUs: boolean;
  startedAt: number;
  deadline: number;
  warnings: string[];
}

/** Waits for the run, then collects, gates, reports and publishes. */
export async function followRun(
  deps: ScanDeps,
  config: ScanConfig,
  run: RunContext,
): Promise<ScanOutcome> {
  const { client, clock, log, state, signal } = deps;
  const { targetId, testRunId, runName, expectedProbes, startedByUs, startedAt, deadline } = run;
  const { warnings } = run;
  const ws = config.workspaceId;
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
