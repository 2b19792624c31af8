import type { TestRunSummary } from '../../api/index.js';
import type { Baseline, Gate, ProbeRunReport, Report } from '../../report/model.js';
import { REPORT_SCHEMA_VERSION, riskBand, stoppedVerdict } from '../../report/risk-band.js';
import type { ScanConfig } from '../../config/config.js';
import type { RunSnapshot } from '../run/wait.js';
import { computeRates, sumCounts } from './counts.js';
import { complianceOf } from '../../compliance/verdicts.js';

/** Everything the engine learned, before it becomes a Report. */
export interface ScanFacts {
  toolVersion: string;
  config: ScanConfig;
  targetId: number;
  targetName: string | null;
  testRunId: number | null;
  runName: string | null;
  runUrl: string | null;
  startedAt: number;
  finishedAt: number | null;
  executionDate: string | null;
  snapshot: RunSnapshot | null;
  perProbeDetail: boolean;
  probeRuns: ProbeRunReport[];
  scores: Report['scores'];
  /** Why the gated score cannot be trusted (R20); null when it can. */
  scoreProblem: string | null;
  /** Why the score checks cannot be judged (no per-probe detail under score-source auto). */
  scoreUnproven?: string | null;
  /** Invalid, foreign or incomplete data (R21), one sentence each: the verdict is `error`. */
  invalid: string[];
  baseline: Baseline | null;
  benchmarks: Report['benchmarks'];
  warnings: string[];
  now: number;
  /** This scan's retry runs (retry-failed): never its own baseline. */
  retryRunIds?: number[];
  /**
   * The target's run list (docs/platform.md 4.7), read once after the run was final
   * (collect/gather.ts): the score's evidence, the baseline and the trend share it. Absent:
   * each reads its own.
   */
  targetRuns?: Promise<TestRunSummary[]>;
}

/** Totals from per-probe detail when available, else from the run-level counts of the last poll. */
export function totalsFor(
  facts: Pick<ScanFacts, 'perProbeDetail' | 'probeRuns' | 'snapshot' | 'config'>,
): Report['totals'] {
  const { countAcceptedRisk: countAccepted, confidence } = facts.config.gate;
  if (facts.perProbeDetail && facts.probeRuns.length > 0)
    return sumCounts(facts.probeRuns, countAccepted, confidence);
  const s = facts.snapshot;
  const raw = {
    total: s?.total ?? 0,
    processed: s?.processed ?? 0,
    passed: s?.passed ?? 0,
    failed: s?.failed ?? 0,
    errors: s?.errors ?? 0,
    accepted: 0,
    ignored: 0,
  };
  return { ...raw, ...computeRates(raw, countAccepted, confidence) };
}

/** The report's `testRun.startedAt`: the platform's execution date, else when the scan started it. */
export function runStartedAt(executionDate: string | null, startedAt: number): string {
  return executionDate ?? new Date(startedAt).toISOString();
}

/** Assembles the versioned Report from the scan's facts and the gate's verdict. */
export function buildReport(facts: ScanFacts, gate: Gate, totals: Report['totals']): Report {
  const c = facts.config;
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'probe-gate', version: facts.toolVersion },
    generatedAt: new Date(facts.now).toISOString(),
    platform: {
      baseUrl: c.baseUrl,
      platformUrl: c.platformUrl,
      workspaceId: c.workspaceId,
      targetId: facts.targetId,
      targetName: facts.targetName,
    },
    testRun: {
      id: facts.testRunId,
      name: facts.runName,
      status: facts.snapshot?.state ?? 'unknown',
      rawStatus: facts.snapshot?.rawStatus ?? null,
      url: facts.runUrl,
      startedAt: runStartedAt(facts.executionDate, facts.startedAt),
      finishedAt: facts.finishedAt === null ? null : new Date(facts.finishedAt).toISOString(),
      durationSeconds:
        facts.finishedAt === null ? null : Math.round((facts.finishedAt - facts.startedAt) / 1000),
    },
    scores: presentedScores(facts.scores, gate),
    totals,
    perProbeDetail: facts.perProbeDetail,
    // Shaped as collected (triage/shape.ts): intervals at the `confidence` input already.
    probeRuns: facts.probeRuns,
    gate,
    baseline: facts.baseline,
    benchmarks: facts.benchmarks,
    compliance: complianceOf(facts.probeRuns, {
      minSamples: c.gate.minSamples,
      countAcceptedRisk: c.gate.countAcceptedRisk,
      judgeable: gate.verdict !== 'error' && gate.verdict !== 'timeout',
    }),
    warnings: facts.warnings,
    links: { run: facts.runUrl, artifact: null },
    ...(c.profile ? { profile: c.profile } : {}),
  };
}

/**
 * The scores as the report presents them: an `error` or `timeout` verdict shows no score as
 * this run's result (the record of both scores stays in `source`).
 */
function presentedScores(scores: Report['scores'], gate: Gate): Report['scores'] {
  if (stoppedVerdict(gate.verdict)) return { ...scores, overall: null, categories: {}, band: null };
  return { ...scores, band: riskBand(scores.overall) };
}
