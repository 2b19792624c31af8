import type { GateConfig } from '../../config/config.js';
import type { CheckStatus, Gate, GateCheck, Verdict } from '../../report/model.js';
import { computeRates, countedFailures, type RawCounts } from './counts.js';
import { newFailuresCheck, scoreDropCheck, type RegressionInput } from './regression-checks.js';

/** What the gate looks at: validated results only (R10). Counts: all failed cases, accepted and ignored included. */
export interface GateInput extends RawCounts {
  /** Normalised final state of the run. */
  runState: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | 'unknown';
  timedOut: boolean;
  /** The gated score, 0..100, or null when missing or invalid: fails closed. */
  overallScore: number | null;
  categories: Record<string, number>;
  /** Why the gated score cannot be trusted (score-source platform, stale score): fails closed (R20). */
  scoreProblem?: string | null;
  /** Comparison with a baseline, or null when none was available. */
  baseline: RegressionInput['baseline'];
  /** Invalid, foreign or incomplete data, one sentence each: the verdict is `error` (R21). */
  invalid?: string[];
}

/** One evaluated check; `missing`: the data it needs is missing or invalid, so it fails closed. */
interface Evaluated {
  id: string;
  threshold: GateCheck['threshold'];
  actual: GateCheck['actual'];
  status: CheckStatus;
  message: string;
  missing?: boolean;
}

/** A gate check: one entry of the table. `evaluate` returns [] when its input is off. */
interface CheckDef {
  input: string;
  evaluate(i: GateInput, c: GateConfig): Evaluated[];
}

const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (f: number): string => `${round(f * 100, 2)}%`;
const status = (ok: boolean): CheckStatus => (ok ? 'pass' : 'fail');

/** A rate check: fails when the rate exceeds the limit. */
const rateCheck = (
  input: 'max-fail-rate' | 'max-error-rate',
  label: string,
  limitOf: (c: GateConfig) => number | null,
  rateOf: (r: ReturnType<typeof computeRates>) => number,
): CheckDef => ({
  input,
  evaluate(i, c) {
    const limit = limitOf(c);
    if (limit === null) return [];
    const rate = rateOf(computeRates(i, c.countAcceptedRisk));
    const ok = rate <= limit;
    const message = `${label} ${pct(rate)} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(limit)}.`;
    return [{ id: input, threshold: limit, actual: rate, status: status(ok), message }];
  },
});

/** The checks, in report order: a new check is one entry here. */
export const CHECKS: readonly CheckDef[] = [
  {
    input: 'min-score',
    evaluate(i, c) {
      const min = c.minScore;
      if (min === null) return [];
      const s = i.overallScore;
      if (i.scoreProblem || s === null || !Number.isFinite(s) || s < 0 || s > 100) {
        const why = i.scoreProblem ?? 'The overall score is missing or invalid';
        const message = `${why.replace(/\.$/, '')}: failing closed.`;
        return [
          { id: 'min-score', threshold: min, actual: null, status: 'fail', message, missing: true },
        ];
      }
      const ok = s >= min;
      const message = ok
        ? `Overall score ${s} is at least ${min}.`
        : `Overall score ${s} is below the minimum ${min}.`;
      return [{ id: 'min-score', threshold: min, actual: s, status: status(ok), message }];
    },
  },
  {
    input: 'max-failed',
    evaluate(i, c) {
      if (c.maxFailed === null) return [];
      const n = countedFailures(i, c.countAcceptedRisk);
      const ok = n <= c.maxFailed;
      const message = `${n} failed test cases, ${ok ? 'at most' : 'more than the'} ${c.maxFailed} allowed.`;
      return [{ id: 'max-failed', threshold: c.maxFailed, actual: n, status: status(ok), message }];
    },
  },
  rateCheck(
    'max-fail-rate',
    'Fail rate',
    (c) => c.maxFailRate,
    (r) => r.failRate,
  ),
  rateCheck(
    'max-error-rate',
    'Error rate',
    (c) => c.maxErrorRate,
    (r) => r.errorRate,
  ),
  {
    input: 'category-min-scores',
    evaluate: (i, c) =>
      Object.entries(c.categoryMinScores).map(([category, min]): Evaluated => {
        const id = `category-min-score:${category}`;
        const actual = i.scoreProblem ? null : findCategory(i.categories, category);
        if (actual === null) {
          const message = `Category "${category}" has no score${i.scoreProblem ? ' that reflects this run' : ''}: failing closed.`;
          return { id, threshold: min, actual: null, status: 'fail', message, missing: true };
        }
        const ok = actual >= min;
        const message = `Category "${category}" scored ${actual}, ${ok ? 'at least' : 'below'} ${min}.`;
        return { id, threshold: min, actual, status: status(ok), message };
      }),
  },
  // Judged under `regression-test` (issue 15): see regression-checks.ts.
  { input: 'max-score-drop', evaluate: scoreDropCheck },
  { input: 'fail-on-new-failures', evaluate: newFailuresCheck },
];

/** Why the run itself cannot be judged (before any check), or null. */
function runProblem(input: GateInput): { verdict: Verdict; reason: string } | null {
  const invalid = input.invalid ?? [];
  if (input.timedOut)
    return { verdict: 'timeout', reason: 'The test run did not finish before the deadline.' };
  if (input.runState === 'failed')
    return {
      verdict: 'error',
      reason: 'The test run ended FAILED on the platform (check the target connection).',
    };
  if (input.runState === 'cancelled')
    return { verdict: 'error', reason: 'The test run was cancelled before it finished.' };
  if (input.runState !== 'completed')
    return {
      verdict: 'error',
      reason: `The test run ended in an unexpected state (${input.runState}).`,
    };
  if (invalid.length > 0) return { verdict: 'error', reason: invalid.join(' ') };
  if (input.processed === 0)
    return { verdict: 'error', reason: 'The test run executed no test cases.' };
  return null;
}

/**
 * The gate: a pure function of the results and the thresholds, one loop over the table of
 * checks. Every check reports its threshold, actual value and status. Missing data fails
 * closed as `error`; a check that could not run is `skip`, never counted as passed (R22).
 * When the run cannot be judged (timeout, not completed, invalid data), every check is
 * `skip`: no score or passing check is presented as this run's result.
 */
export function evaluateGate(input: GateInput, config: GateConfig): Gate {
  const evaluated = CHECKS.flatMap((def) =>
    def.evaluate(input, config).map((e) => ({ ...e, input: def.input })),
  );
  const problem = runProblem(input);
  if (problem) {
    const checks = evaluated.map((e): GateCheck => ({
      id: e.id,
      input: e.input,
      threshold: e.threshold,
      actual: null,
      passed: false,
      status: 'skip',
      message: 'Not judged: the test run did not complete with valid results.',
    }));
    return { verdict: problem.verdict, reason: problem.reason, checks };
  }
  const checks = evaluated.map(({ missing: _missing, ...e }): GateCheck => ({
    ...e,
    passed: e.status === 'pass',
  }));
  const failed = evaluated.filter((e) => e.status === 'fail');
  const missing = evaluated.some((e) => e.missing);
  // A score that cannot be gated fails closed even when no check reads it (R20).
  if (input.scoreProblem && !missing)
    return { verdict: 'error', reason: input.scoreProblem, checks };
  const verdict: Verdict = missing ? 'error' : failed.length > 0 ? 'fail' : 'pass';
  return { verdict, reason: reasonFor(evaluated, failed), checks };
}

function reasonFor(evaluated: Evaluated[], failed: Evaluated[]): string {
  if (failed.length > 0) return failed.map((c) => c.message).join(' ');
  const passed = evaluated.filter((e) => e.status === 'pass').length;
  const skipped = evaluated.filter((e) => e.status === 'skip');
  const head = `All ${passed} gate checks that ran passed`;
  if (skipped.length === 0) return `All ${passed} gate checks passed.`;
  const why = skipped.map((s) => s.message.replace(/: check skipped\.$/, '')).join('; ');
  return `${head}; ${skipped.length} skipped (${why}).`;
}

/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
export const categoryKey = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '');

function findCategory(categories: Record<string, number>, wanted: string): number | null {
  for (const [name, score] of Object.entries(categories)) {
    if (categoryKey(name) === categoryKey(wanted) && Number.isFinite(score)) return score;
  }
  return null;
}
