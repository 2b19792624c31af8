import type { GateCheckInput, GateConfig } from '../../config/config.js';
import type { CheckStatus, ComplianceFramework } from '../../report/model.js';
import type { Evaluated } from './evaluated.js';
import { countedFailures, exactRates, type RawCounts } from './counts.js';
import { wilson } from './stats.js';
import { frameworkCheck } from './framework-check.js';
export type { Evaluated } from './evaluated.js';
import { newFailuresCheck, scoreDropCheck, type RegressionInput } from './regression-checks.js';

/**
 * The table of gate checks: each entry is the check one input
 * turns on. Pure; the verdict is drawn from them in gate.ts.
 */

/** What the gate looks at: validated results only (R10). Counts: all failed cases, accepted and ignored included. */
export interface GateInput extends RawCounts {
  /** Normalised final state of the run. */
  runState: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | 'unknown';
  timedOut: boolean;
  /** Why a budget (max-test-cases, max-minutes) stopped the run; absent or null: none did. */
  budgetStop?: string | null;
  /** The gated score, 0..100, or null when missing or invalid: fails closed. */
  overallScore: number | null;
  categories: Record<string, number>;
  /** Why the gated score cannot be trusted (score-source platform, stale score): fails closed (R20). */
  scoreProblem?: string | null;
  /** Why the gated score is unknown but the run may still be judged on counts: score checks are open. */
  scoreUnproven?: string | null;
  /** Comparison with a baseline, or null when none was available. */
  baseline: RegressionInput['baseline'];
  /** Invalid, foreign or incomplete data, one sentence each: the verdict is `error` (R21). */
  invalid?: string[];
  /** Judged test cases (passed + failed) per category; null without per-probe detail. */
  categoryJudged?: Record<string, number> | null;
  /**
   * The gated scores at the pessimistic end of their interval (`gate-on: bound`); a category
   * absent here cannot be bounded and fails closed.
   */
  boundScores?: { overall: number | null; categories: Record<string, number> } | null;
  /**
   * The gated scores at the optimistic end (`gate-on: bound`): a bar this misses is missed.
   * Absent: the point score stands in for it.
   */
  optimisticScores?: { overall: number | null; categories: Record<string, number> } | null;
  /** Item verdicts per framework edition (fail-on-framework); null without per-probe detail. */
  compliance?: ComplianceFramework[] | null;
  /** This run's scores with every errored test case counted as a failure; null without detail. */
  errorFailScores?: { overall: number | null; categories: Record<string, number> } | null;
}

/** A gate check: one entry of the table. `evaluate` returns [] when its input is off. */
interface CheckDef {
  input: GateCheckInput;
  evaluate(i: GateInput, c: GateConfig): Evaluated[];
}

const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (f: number): string => `${round(f * 100, 2)}%`;
/** A percentage with as many digits as it takes to differ from its rounding (up to 8). */
const exactPct = (f: number): string => `${round(f * 100, 8)}%`;
const status = (ok: boolean): CheckStatus => (ok ? 'pass' : 'fail');

/** `95%` for a confidence level. */
const confWord = (c: GateConfig): string => `${round(c.confidence * 100, 1)}%`;

/**
 * The fail rate's interval under `gate-on: bound`: the upper Wilson bound with errored test
 * cases counted as failures, the lower one with them counted as passes.
 */
function failRateBounds(i: GateInput, c: GateConfig): { low: number; high: number } {
  const counted = countedFailures(i, c.countAcceptedRisk);
  const judged = i.passed + i.failed;
  const n = judged + i.errors;
  if (n === 0) return { low: 0, high: 1 };
  const failed = Math.min(counted, judged);
  return {
    low: wilson(failed, n, c.confidence).low,
    high: wilson(failed + i.errors, n, c.confidence).high,
  };
}

/**
 * A rate check: fails when the rate exceeds the limit. The fail rate, the one rate with an
 * interval ({@link failRateBounds}): under `gate-on: bound` it passes when the upper bound at
 * `confidence` is within the limit, fails when the lower bound exceeds it, and is inconclusive
 * between.
 */
const rateCheck = (
  input: 'max-fail-rate' | 'max-error-rate',
  label: string,
  limitOf: (c: GateConfig) => number | null,
  rateOf: (r: ReturnType<typeof exactRates>) => number,
): CheckDef => ({
  input,
  evaluate(i, c) {
    const limit = limitOf(c);
    if (limit === null) return [];
    // Judged unrounded: a rate just over the limit never rounds down onto it (fails closed).
    const rates = exactRates(i, c.countAcceptedRisk, c.confidence);
    const point = rateOf(rates);
    const onBound = input === 'max-fail-rate' && c.gateOn === 'bound';
    const b = onBound ? failRateBounds(i, c) : null;
    const rate = b ? b.high : point;
    const ok = rate <= limit;
    const open = b !== null && !ok && b.low <= limit;
    const show = (f: number): string => (!ok && pct(f) === pct(limit) ? exactPct(f) : pct(f));
    const shown = b
      ? `${pct(point)} (${confWord(c)} bounds ${pct(b.low)} to ${show(rate)})`
      : show(rate);
    const verb = ok
      ? 'is within'
      : open
        ? 'leaves open, needing more test cases to decide,'
        : 'exceeds';
    const message = `${label} ${shown} ${verb} the limit of ${pct(limit)}.`;
    const actual = ok || round(rate) !== limit ? round(rate) : round(rate, 8);
    const e: Evaluated = { id: input, threshold: limit, actual, status: status(ok), message };
    return [open ? { ...e, inconclusive: true } : e];
  },
});

/**
 * The score a score check judges. Under `gate-on: point` the gated score. Under `bound`: the
 * pessimistic score (lower bound of each probe's pass rate, errors as failures) decides a pass,
 * the optimistic one (upper bound, errors as passes; the point score when absent) a fail, and
 * between them the check is inconclusive. Value null: no bound can be had (fails closed).
 */
function judgedScore(
  c: GateConfig,
  point: number | null,
  bound: number | null,
  optimistic: number | null,
): { value: number | null; shown: string; high: number | null } {
  if (c.gateOn !== 'bound' || point === null)
    return { value: point, shown: `${point}`, high: null };
  if (bound === null) return { value: null, shown: `${point}`, high: null };
  const high = Math.max(optimistic ?? point, bound);
  const range = `${confWord(c)} bounds ${bound} to ${high}`;
  return { value: bound, shown: `${point} (${range})`, high };
}

/** A score check's outcome: pass, fail, or (under bound, the bar inside the interval) open. */
function scoreOutcome(
  j: { value: number; high: number | null },
  min: number,
): { status: CheckStatus; inconclusive?: true } {
  if (j.value >= min) return { status: 'pass' };
  if (j.high !== null && j.high >= min) return { status: 'fail', inconclusive: true };
  return { status: 'fail' };
}

const validScore = (s: number | null): s is number =>
  s !== null && Number.isFinite(s) && s >= 0 && s <= 100;

/** A score check that cannot be judged: open (inconclusive), never a pass. */
function unprovenCheck(id: string, min: number, why: string): Evaluated {
  const message = `${why}: the check cannot be judged (inconclusive).`;
  return { id, threshold: min, actual: null, status: 'fail', inconclusive: true, message };
}

const NO_BOUND = 'has no per-probe counts to bound its score (gate-on: bound)';

/** The checks, in report order: a new check is one entry here. */
export const CHECKS: readonly CheckDef[] = [
  {
    input: 'min-score',
    evaluate(i, c) {
      const min = c.minScore;
      if (min === null) return [];
      if (i.scoreUnproven) return [unprovenCheck('min-score', min, i.scoreUnproven)];
      const s = i.overallScore;
      const j = judgedScore(
        c,
        validScore(s) ? s : null,
        i.boundScores?.overall ?? null,
        i.optimisticScores?.overall ?? null,
      );
      if (i.scoreProblem || !validScore(s) || j.value === null) {
        const why =
          i.scoreProblem ??
          (validScore(s)
            ? `The overall score ${NO_BOUND}`
            : 'The overall score is missing or invalid');
        const message = `${why.replace(/\.$/, '')}: failing closed.`;
        return [
          { id: 'min-score', threshold: min, actual: null, status: 'fail', message, missing: true },
        ];
      }
      const o = scoreOutcome({ value: j.value, high: j.high }, min);
      const message =
        o.status === 'pass'
          ? `Overall score ${j.shown} is at least ${min}.`
          : o.inconclusive === true
            ? `Overall score ${j.shown}: the minimum ${min} lies inside the interval, so more test cases are needed to decide.`
            : `Overall score ${j.shown} is below the minimum ${min}.`;
      const out: Evaluated = { id: 'min-score', threshold: min, actual: j.value, ...o, message };
      return [out];
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
        if (i.scoreUnproven) return unprovenCheck(id, min, i.scoreUnproven);
        const point = i.scoreProblem ? null : findCategory(i.categories, category);
        const bound = findCategory(i.boundScores?.categories ?? {}, category);
        const high = findCategory(i.optimisticScores?.categories ?? {}, category);
        const j = judgedScore(c, point, bound, high);
        if (j.value === null) {
          const message =
            point === null
              ? `Category "${category}" has no score${i.scoreProblem ? ' that reflects this run' : ''}: failing closed.`
              : `Category "${category}" ${NO_BOUND}: failing closed.`;
          return { id, threshold: min, actual: null, status: 'fail', message, missing: true };
        }
        const o = scoreOutcome({ value: j.value, high: j.high }, min);
        const word =
          o.status === 'pass'
            ? `at least ${min}`
            : o.inconclusive === true
              ? `with ${min} inside the interval: more test cases are needed to decide`
              : `below ${min}`;
        const message = `Category "${category}" scored ${j.shown}, ${word}.`;
        return { id, threshold: min, actual: j.value, ...o, message };
      }),
  },
  // Judged under `regression-test`: see regression-checks.ts.
  { input: 'max-score-drop', evaluate: scoreDropCheck },
  { input: 'fail-on-new-failures', evaluate: newFailuresCheck },
  { input: 'fail-on-framework', evaluate: frameworkCheck },
];

/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
export const categoryKey = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '');

function findCategory(categories: Record<string, number>, wanted: string): number | null {
  for (const [name, score] of Object.entries(categories)) {
    if (categoryKey(name) === categoryKey(wanted) && Number.isFinite(score)) return score;
  }
  return null;
}
