/**
 * The platform's scoring formula (4.6), one implementation for the sandbox (which serves
 * target scores with it) and for the gate (which scores this run with it, R20): a probe's
 * score is 100 x passed / (passed + counted failures), errors excluded; a category's score
 * is the mean of its probes' scores, rounded to one decimal; the overall score is the
 * rounded mean of the categories. Pure; no I/O.
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

/** 100 x passed / (passed + failures); null when nothing was judged. */
export function probeScore(passed: number, failures: number): number | null {
  const judged = passed + failures;
  return judged > 0 ? (100 * passed) / judged : null;
}

const mean = (xs: number[]): number => xs.reduce((a, x) => a + x, 0) / xs.length;

/** Category and overall scores from per-probe tallies. */
export function scoreProbes(tallies: Iterable<ProbeTally>): FormulaScores {
  const byCategory = new Map<string, number[]>();
  for (const t of tallies) {
    const score = probeScore(t.passed, t.failures);
    if (score === null) continue;
    const list = byCategory.get(t.category) ?? [];
    list.push(score);
    byCategory.set(t.category, list);
  }
  const categories: Record<string, number> = {};
  for (const [name, list] of byCategory) categories[name] = Math.round(mean(list) * 10) / 10;
  const values = Object.values(categories);
  return { overall: values.length === 0 ? null : Math.round(mean(values)), categories };
}
