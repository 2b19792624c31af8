/**
 * The platform's scoring formula (docs/platform.md 4.6), one implementation for the sandbox (which
 * serves target scores with it), the baseline and the gate (which scores this run with it, R20): a
 * probe's score is 100 x passed / (passed + counted failures), errors excluded; a category's
 * score is the mean of its probes' scores, rounded to one decimal; the overall score is the
 * mean of the categories' one-decimal scores, rounded to a whole number.
 *
 * Arithmetic: from whole counts the means are exact rationals (BigInt), rounded once at each
 * published precision, half up; the result never depends on the order of the probe runs.
 * Bounds (rates that are not whole counts) are rounded in a stated direction instead: a
 * pessimistic score toward failing (down), an optimistic one toward passing (up). Pure.
 */

/** One probe's judged test cases. */
export interface ProbeTally {
  /** Category name; probes with no score (nothing judged) are left out. */
  category: string;
  passed: number;
  /** Failed test cases that count against the score. */
  failures: number;
}

export interface FormulaScores {
  /** Rounded mean of the categories; null when no probe judged any test case. */
  overall: number | null;
  /** Category name -> mean of its probes' scores, one decimal. */
  categories: Record<string, number>;
}

/** How a score that is not a whole number of tenths (or units) is rounded. */
export type ScoreRounding = 'half-up' | 'down' | 'up';

/** 100 x passed / (passed + failures); null when nothing was judged. */
export function probeScore(passed: number, failures: number): number | null {
  const judged = passed + failures;
  return judged > 0 ? (100 * passed) / judged : null;
}

/** An exact non-negative fraction. */
interface Ratio {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

const add = (a: Ratio, b: Ratio): Ratio => {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

/** num / den (both >= 0, den > 0) to a whole number in the given direction. */
export function roundRatio(num: bigint, den: bigint, mode: ScoreRounding): bigint {
  if (mode === 'down') return num / den;
  if (mode === 'up') return (num + den - 1n) / den;
  return (2n * num + den) / (2n * den);
}

/** A float to a whole number in the given direction (for bounds, already inexact). */
function roundFloat(x: number, mode: ScoreRounding): number {
  if (mode === 'down') return Math.floor(x);
  if (mode === 'up') return Math.ceil(x);
  return Math.floor(x + 0.5);
}

/** The overall score from categories' whole tenths: their mean, rounded once. */
function overallOf(tenths: bigint[], mode: ScoreRounding): number | null {
  if (tenths.length === 0) return null;
  const sum = tenths.reduce((a, t) => a + t, 0n);
  return Number(roundRatio(sum, 10n * BigInt(tenths.length), mode));
}

const wholeCount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Category and overall scores from per-probe tallies of whole counts: exact, rounded half up. */
export function scoreProbes(tallies: Iterable<ProbeTally>): FormulaScores {
  const byCategory = new Map<string, { sum: Ratio; k: number }>();
  for (const t of tallies) {
    if (!wholeCount(t.passed) || !wholeCount(t.failures)) {
      throw new RangeError(
        `scoreProbes needs whole counts, got ${t.passed} passed and ${t.failures} failures; bounds go through scoreRates.`,
      );
    }
    const judged = t.passed + t.failures;
    if (judged === 0) continue;
    const had = byCategory.get(t.category) ?? { sum: { num: 0n, den: 1n }, k: 0 };
    const score = { num: 100n * BigInt(t.passed), den: BigInt(judged) };
    byCategory.set(t.category, { sum: add(had.sum, score), k: had.k + 1 });
  }
  const categories: Record<string, number> = {};
  const tenths: bigint[] = [];
  for (const [name, { sum, k }] of byCategory) {
    const t = roundRatio(10n * sum.num, sum.den * BigInt(k), 'half-up');
    categories[name] = Number(t) / 10;
    tenths.push(t);
  }
  return { overall: overallOf(tenths, 'half-up'), categories };
}

/** One probe's pass rate at some end of its interval, in [0, 1]. */
export interface ProbeRate {
  category: string;
  passRate: number;
}

/**
 * The formula on pass rates that are not whole counts (a bound): each category's mean
 * rounded to tenths and the overall mean rounded to units, both in the direction `mode`
 * (`down` for a pessimistic score: toward failing; `up` for an optimistic one).
 */
export function scoreRates(rates: Iterable<ProbeRate>, mode: 'down' | 'up'): FormulaScores {
  const byCategory = new Map<string, number[]>();
  for (const r of rates) {
    const list = byCategory.get(r.category) ?? [];
    list.push(Math.min(1, Math.max(0, r.passRate)));
    byCategory.set(r.category, list);
  }
  const categories: Record<string, number> = {};
  const tenths: bigint[] = [];
  for (const [name, list] of byCategory) {
    const mean = list.reduce((a, x) => a + x, 0) / list.length;
    // 1000 x mean is tenths of a score; a float a hair off a whole tenth is read as that tenth.
    const t = roundFloat(Math.round(mean * 1000 * 1e6) / 1e6, mode);
    categories[name] = t / 10;
    tenths.push(BigInt(t));
  }
  return { overall: overallOf(tenths, mode), categories };
}
