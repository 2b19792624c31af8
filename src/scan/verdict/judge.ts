import type { ScanConfig } from '../../config/config.js';
import type { Gate, Report } from '../../report/model.js';
import type { WaitResult } from '../run/wait.js';
import { totalsFor, type ScanFacts } from './build-report.js';
import { evaluateGate, type GateInput } from './gate.js';
import { lookGate } from '../retry/sequential.js';
import { complianceOf } from '../../compliance/verdicts.js';
import {
  boundRunScore,
  errorsAsFailuresScore,
  optimisticRunScore,
  UNCATEGORISED,
} from './score-source.js';

/** Step 6 of the scan: the gate's input from the triaged facts, and its verdict. Pure. */
export function judge(
  facts: ScanFacts,
  waited: Pick<WaitResult, 'snapshot' | 'timedOut' | 'budgetStop'>,
  config: ScanConfig,
): { gate: Gate; totals: Report['totals'] } {
  const totals = totalsFor(facts);
  // Each look of retry-failed is judged at its share of the error rate (retry/sequential.ts).
  const look = facts.retryRunIds?.length ?? 0;
  const gateConfig = lookGate(config.gate, config.retryFailed, look);
  const gate = evaluateGate(
    {
      runState: waited.snapshot.state,
      timedOut: waited.timedOut,
      budgetStop: waited.budgetStop ?? null,
      overallScore: facts.scores.overall,
      categories: facts.scores.categories,
      scoreProblem: facts.scoreProblem,
      scoreUnproven: facts.scoreUnproven ?? null,
      invalid: facts.invalid,
      processed: totals.processed,
      passed: totals.passed,
      failed: totals.failed,
      errors: totals.errors,
      accepted: totals.accepted,
      ignored: totals.ignored,
      baseline: facts.baseline
        ? {
            scoreDelta: facts.baseline.scoreDelta,
            newFailures: facts.baseline.newFailures?.length ?? null,
            newFailureProbes: facts.baseline.newFailures?.map((f) => f.probe) ?? [],
            probeTests: facts.baseline.probeTests ?? null,
            ...(facts.baseline.skipReason ? { skipReason: facts.baseline.skipReason } : {}),
          }
        : null,
      ...evidenceOf(facts, totals, gateConfig.confidence),
      compliance: facts.perProbeDetail
        ? complianceOf(facts.probeRuns, {
            minSamples: gateConfig.minSamples,
            countAcceptedRisk: gateConfig.countAcceptedRisk,
            judgeable: !waited.timedOut && facts.invalid.length === 0,
          })
        : null,
    },
    gateConfig,
  );
  return { gate, totals };
}

/**
 * Judged test cases per category and the scores at their pessimistic bound. With
 * per-probe detail both come from the probe runs; without it only the overall score can be
 * bounded, by the run's own fail-rate margin, and no category is known.
 */
function evidenceOf(
  facts: ScanFacts,
  totals: Report['totals'],
  confidence: number,
): Pick<GateInput, 'categoryJudged' | 'boundScores' | 'optimisticScores' | 'errorFailScores'> {
  if (facts.perProbeDetail && facts.probeRuns.length > 0) {
    const categoryJudged: Record<string, number> = {};
    for (const p of facts.probeRuns) {
      const name = p.category ?? UNCATEGORISED;
      categoryJudged[name] = (categoryJudged[name] ?? 0) + p.passed + p.failed;
    }
    return {
      categoryJudged,
      boundScores: boundRunScore(facts.probeRuns, confidence),
      optimisticScores: optimisticRunScore(facts.probeRuns, confidence),
      errorFailScores: errorsAsFailuresScore(facts.probeRuns),
    };
  }
  const overall = facts.scores.overall;
  const i = totals.failRateInterval;
  const judged = totals.passed + totals.failed;
  // Rounded toward failing, like every pessimistic bound.
  const margin = i && judged > 0 ? 100 * (i.high - totals.failRate) : null;
  return {
    categoryJudged: null,
    boundScores: {
      overall:
        overall === null || margin === null
          ? null
          : Math.max(0, Math.floor((overall - margin) * 10) / 10),
      categories: {},
    },
  };
}
