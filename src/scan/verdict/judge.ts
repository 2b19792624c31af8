import type { ScanConfig } from '../../config/config.js';
import type { Gate, Report } from '../../report/model.js';
import type { WaitResult } from '../run/wait.js';
import { totalsFor, type ScanFacts } from './build-report.js';
import { evaluateGate } from './gate.js';

/** Step 6 of the scan: the gate's input from the triaged facts, and its verdict. Pure. */
export function judge(
  facts: ScanFacts,
  waited: Pick<WaitResult, 'snapshot' | 'timedOut'>,
  config: ScanConfig,
): { gate: Gate; totals: Report['totals'] } {
  const totals = totalsFor(facts);
  const gate = evaluateGate(
    {
      runState: waited.snapshot.state,
      timedOut: waited.timedOut,
      overallScore: facts.scores.overall,
      categories: facts.scores.categories,
      scoreProblem: facts.scoreProblem,
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
          }
        : null,
    },
    config.gate,
  );
  return { gate, totals };
}
