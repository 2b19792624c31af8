import { analysisId, buildAnalysis, buildRemediation } from './sim/analysis.js';
import { categoryOf, findProbe } from './data/catalogue.js';
import type { World } from './route-table.js';
import { analysisPhase, type ProbeRunState, runState, simTimeOf } from './sim/simulation.js';
import type { ProbeRunRecord, TargetRecord, TestRunRecord } from './store.js';
import { testCaseView } from './sim/test-cases.js';
import { quirkDetail, quirksNow, quirkStatus, shownName, type TargetQuirks } from './sim/quirks.js';
import { shownState } from './sim/shown-state.js';

/** Response shapes (docs/platform.md section 2), built from records and the state at time t. */

/**
 * Target response (docs/platform.md 2.1). Connection config (with its secrets) is never returned.
 */
export function targetView(world: World, t: TargetRecord) {
  const s = t.settings;
  const file = s.ragFileId ? world.store.files.get(s.ragFileId) : undefined;
  return {
    id: t.id,
    scanId: t.scanId,
    connection: { type: t.connection.type, config: null },
    settings: {
      name: s.name,
      environment: s.environment,
      description: s.description,
      language: s.language,
      supportedModes: s.supportedModes,
      concurrentRequests: s.concurrentRequests,
      multiStepAttacks: s.multiStepAttacks,
      rateLimit: s.rateLimit,
      targetPresetId: s.targetPresetId,
      systemPromptConfigurations: s.systemPromptConfigurations,
      ragFile: file
        ? {
            ragFileId: file.fileId,
            ragFileName: file.fileName,
            ragFileUrl: `sandbox://files/${file.fileId}/${encodeURIComponent(file.fileName)}`,
          }
        : null,
      workerPoolId: s.workerPoolId,
      predefinedResponses: s.predefinedResponses,
      ragFileNumberOfFacts: s.ragFileNumberOfFacts,
    },
  };
}

/** Test run summary (docs/platform.md 2.4). */
export function runSummaryView(world: World, run: TestRunRecord, t: number) {
  const st = runState(world.store, run, t);
  return {
    id: run.id,
    name: shownName(run.name, world.store.targets.get(run.targetId)?.quirks),
    executionDate: st.executionStartSim === null ? null : world.clock.iso(st.executionStartSim),
    startedBy: run.startedBy,
    errorCount: st.errors,
    passedCount: st.passed,
    failedCount: st.failed,
    totalCount: st.total,
    progress: st.progress,
    status: st.status,
    probes: run.probeRuns.map((pr) => world.store.probeName(pr.probeId)),
  };
}

/** GET /api/v2/test-run/{testRunId}/status (docs/platform.md). */
export function runStatusView(world: World, run: TestRunRecord, t: number) {
  const st = runState(world.store, run, t);
  const quirks = world.store.targets.get(run.targetId)?.quirks;
  return quirkStatus(
    {
      testRunId: run.id,
      executionDate: st.executionStartSim === null ? null : world.clock.iso(st.executionStartSim),
      status: st.status,
      probeRuns: run.probeRuns.map((pr, i) => {
        const s = shownState(world.store, run, pr, st.probeRuns[i] as ProbeRunState, quirks);
        return {
          probeName: world.store.probeName(pr.probeId),
          probeRunId: pr.id,
          probeId: pr.probeId,
          totalCount: s.total,
          processedCount: s.processed,
          errorCount: s.errors,
          passedCount: s.passed,
          failedCount: s.failed,
          status: s.status,
        };
      }),
    },
    quirksNow(quirks, st.terminal),
  );
}

/** The AI analysis of a probe run, if requested: pending (overview null) or ready. */
export function analysisView(
  world: World,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  state: ProbeRunState,
  t: number,
) {
  const phase = analysisPhase(pr, state, t);
  if (phase === 'none') return { phase, analysis: null };
  if (phase === 'pending') {
    return { phase, analysis: { id: analysisId(pr.id), overview: null, attackClusters: [] } };
  }
  return { phase, analysis: buildAnalysis(world.store, run, pr, state) };
}

/** Whether the `rescoreAfterRun` quirk shows on this probe run now (the run's first, ended). */
function rescoredNow(
  world: World,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  t: number,
  quirks: TargetQuirks | undefined,
): boolean {
  if (quirks?.rescoreAfterRun === undefined || run.probeRuns[0] !== pr) return false;
  return runState(world.store, run, t).terminal;
}

/** Probe run detail (docs/platform.md 2.6) with test case results, remediation and AI analysis. */
export function probeRunDetailView(
  world: World,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  actual: ProbeRunState,
  t: number,
  lagging = false,
) {
  const quirks = world.store.targets.get(run.targetId)?.quirks;
  const state = shownState(world.store, run, pr, actual, quirks, lagging);
  const probe = findProbe(pr.probeId);
  if (!probe) throw new Error(`unknown probe ${pr.probeId}`);
  const { phase, analysis } = analysisView(world, run, pr, state, t);
  const ready = phase === 'ready' && analysis !== null && analysis.overview !== null;
  const outcomes = state.processed > 0 ? world.store.outcomes(run, pr) : null;
  const categoryName = categoryOf(probe).name;
  const testCaseResults = [];
  for (let i = 0; outcomes && i < state.processed; i++) {
    const detected = world.clock.iso(simTimeOf(run, pr.startSim + (i + 1) * run.caseMs));
    testCaseResults.push(
      testCaseView(probe, categoryName, pr.id, pr.attempt, outcomes, i, detected),
    );
  }
  return quirkDetail(
    {
      probeRunId: pr.id,
      scanRunId: run.id,
      probeId: pr.probeId,
      executionStart: state.startedSim === null ? null : world.clock.iso(state.startedSim),
      executionEnd: state.endedSim === null ? null : world.clock.iso(state.endedSim),
      probeName: probe.name,
      status: state.status,
      totalCount: state.total,
      processedCount: state.processed,
      errorCount: state.errors,
      passedCount: state.passed,
      failedCount: state.failed,
      acceptedCount: state.accepted,
      progress: state.progress,
      isAiAnalysisFinished: ready,
      testCaseResults,
      remediation: buildRemediation(pr, state, ready ? analysis : null),
      aiAnalysis: analysis && {
        id: analysis.id,
        overview: analysis.overview,
        methods: analysis.attackClusters,
      },
    },
    quirksNow(quirks, rescoredNow(world, run, pr, t, quirks)),
  );
}
