import type { GateCheckInput, GateConfig } from '../../config/config.js';
import type { CheckStatus, GateCheck } from '../../report/model.js';
import { countedFailures, exactRates, type RawCounts } from './counts.js';
import { newFailuresCheck, scoreDropCheck, type RegressionInput } from './regression-checks.js';

/**
 * The table of gate checks (issue 15 adds `gate-on: bound`): each entry is the check one input
 * turns on. Pure; the verdict is drawn from them in gate.ts.
 */

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
  /** Judged test cases (passed + failed) per category; null without per-probe detail. */
  categoryJudged?: Record<string, number> | null;
  /**
   * The gated scores at the pessimistic end of their interval (`gate-on: bound`); a category
   * absent here cannot be bounded and fails closed.
   */
  boundScores?: { overall: number | null; categories: Record<string, number> } | null;
}

/** One evaluated check; `missing`: the data it needs is missing or invalid, so it fails closed. */
export interface Evaluated {
  id: string;
  threshold: GateCheck['threshold'];
  actual: GateCheck['actual'];
  status: CheckStatus;
  message: string;
  missing?: boolean;
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
 * A rate check: fails when the rate exceeds the limit. `bounded`: under `gate-on: bound` the
 * upper Wilson bound at `confidence` is judged instead of the measured rate.
 */
const rateCheck = (
  input: 'max-fail-rate' | 'max-error-rate',
  label: string,
  limitOf: (c: GateConfig) => number | null,
  rateOf: (r: ReturnType<typeof exactRates>) => number,
  bounded: boolean,
): CheckDef => ({
  input,
  evaluate(i, c) {
    const limit = limitOf(c);
    if (limit === null) return [];
    // Judged unrounded: a rate just over the limit never rounds down onto it (fails closed).
    const rates = exactRates(i, c.countAcceptedRisk, c.confidence);
    const point = rateOf(rates);
    const onBound = bounded && c.gateOn === 'bound';
    const rate = onBound ? rates.failHigh : point;
    const ok = rate <= limit;
    const show = (f: number): string => (!ok && pct(f) === pct(limit) ? exactPct(f) : pct(f));
    const shown = onBound ? `${pct(point)} (upper ${confWord(c)} bound ${show(rate)})` : show(rate);
    const message = `${label} ${shown} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(limit)}.`;
    const actual = ok || round(rate) !== limit ? round(rate) : round(rate, 8);
    return [{ id: input, threshold: limit, actual, status: status(ok), message }];
  },
});

/**
 * The score a score check judges: the gated score, or under `gate-on: bound` the score from
 * the lower bound of each probe's pass rate; null when that cannot be had (fails closed).
 */
function judgedScore(
  c: GateConfig,
  point: number | null,
  bound: number | null,
): { value: number | null; shown: string } {
  if (c.gateOn !== 'bound' || point === null) return { value: point, shown: `${point}` };
  if (bound === null) return { value: null, shown: `${point}` };
  return { value: bound, shown: `${point} (lower ${confWord(c)} bound ${bound})` };
}

const validScore = (s: number | null): s is number =>
  s !== null && Number.isFinite(s) && s >= 0 && s <= 100;

const NO_BOUND = 'has no per-probe counts to bound its score (gate-on: bound)';

/** The checks, in report order: a new check is one entry here. */
export const CHECKS: readonly CheckDef[] = [
  {
    input: 'min-score',
    evaluate(i, c) {
      const min = c.minScore;
      if (min === null) return [];
      const s = i.overallScore;
      const j = judgedScore(c, validScore(s) ? s : null, i.boundScores?.overall ?? null);
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
      const ok = j.value >= min;
      const message = ok
        ? `Overall score ${j.shown} is at least ${min}.`
        : `Overall score ${j.shown} is below the minimum ${min}.`;
      return [{ id: 'min-score', threshold: min, actual: j.value, status: status(ok), message }];
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
    true,
  ),
  rateCheck(
    'max-error-rate',
    'Error rate',
    (c) => c.maxErrorRate,
    (r) => r.errorRate,
    false,
  ),
  {
    input: 'category-min-scores',
    evaluate: (i, c) =>
      Object.entries(c.categoryMinScores).map(([category, min]): Evaluated => {
        const id = `category-min-score:${category}`;
        const point = i.scoreProblem ? null : findCategory(i.categories, category);
        const bound = findCategory(i.boundScores?.categories ?? {}, category);
        const j = judgedScore(c, point, bound);
        if (j.value === null) {
          const message =
            point === null
              ? `Category "${category}" has no score${i.scoreProblem ? ' that reflects this run' : ''}: failing closed.`
              : `Category "${category}" ${NO_BOUND}: failing closed.`;
          return { id, threshold: min, actual: null, status: 'fail', message, missing: true };
        }
        const ok = j.value >= min;
        const message = `Category "${category}" scored ${j.shown}, ${ok ? 'at least' : 'below'} ${min}.`;
        return { id, threshold: min, actual: j.value, status: status(ok), message };
      }),
  },
  // Judged under `regression-test` (issue 15): see regression-checks.ts.
  { input: 'max-score-drop', evaluate: scoreDropCheck },
  { input: 'fail-on-new-failures', evaluate: newFailuresCheck },
];

/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
export const categoryKey = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '');

function findCategory(categories: Record<string, number>, wanted: string): number | null {
  for (const [name, score] of Object.entries(categories)) {
    if (categoryKey(name) === categoryKey(wanted) && Number.isFinite(score)) return score;
  }
  return null;
}
