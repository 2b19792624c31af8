/**
 * The exact conditional test of a rise in a fail rate, for small or unequal cells where the
 * normal approximation is anti-conservative. Given both runs' counts, the number of failures
 * in the second run is hypergeometric under "no change" (Fisher 1935); the mid-p value (Lancaster
 * 1961) counts half the probability of the observed table, which keeps the size close to the
 * nominal level instead of far below it. Pure; the distribution is enumerated exactly.
 */

/** Expected cell counts below this make the z-test unreliable (Cochran's rule). */
export const MIN_EXPECTED_CELL = 5;

/**
 * The hypergeometric distribution of the failures among `draws` of `total` cases when
 * `failures` of them failed: [lowest value, probabilities from there up].
 */
export function hypergeometric(
  total: number,
  failures: number,
  draws: number,
): { lo: number; p: number[] } {
  const lo = Math.max(0, draws - (total - failures));
  const hi = Math.min(failures, draws);
  // Ratios of successive probabilities, summed in logs so that large runs never underflow.
  const logs: number[] = [0];
  for (let x = lo; x < hi; x++) {
    const ratio = ((failures - x) * (draws - x)) / ((x + 1) * (total - failures - draws + x + 1));
    logs.push((logs[logs.length - 1] as number) + Math.log(ratio));
  }
  const max = Math.max(...logs);
  const w = logs.map((l) => Math.exp(l - max));
  const sum = w.reduce((a, x) => a + x, 0);
  return { lo, p: w.map((x) => x / sum) };
}

/** Whether some expected cell of the 2x2 table (run x failed/passed) is below 5. */
export function smallCell(x1: number, n1: number, x2: number, n2: number): boolean {
  const n = n1 + n2;
  const failed = x1 + x2;
  const passed = n - failed;
  return Math.min(n1, n2) * Math.min(failed, passed) < MIN_EXPECTED_CELL * n;
}

/**
 * One-sided mid-p values of the exact conditional test that the fail rate rose (`pRise`) or
 * fell (`pFall`) from x1 of n1 to x2 of n2, and the two-sided one (twice the smaller, at most 1).
 */
export function midP(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): { pRise: number; pFall: number; pTwoSided: number; pRiseExact: number; pFallExact: number } {
  const { lo, p } = hypergeometric(n1 + n2, x1 + x2, n2);
  let above = 0;
  let below = 0;
  for (let i = 0; i < p.length; i++) {
    const x = lo + i;
    if (x > x2) above += p[i] as number;
    else if (x < x2) below += p[i] as number;
  }
  const at = p[x2 - lo] ?? 0;
  const pRise = Math.min(1, above + at / 2);
  const pFall = Math.min(1, below + at / 2);
  const pTwoSided = Math.min(1, 2 * Math.min(pRise, pFall));
  return {
    pRise,
    pFall,
    pTwoSided,
    pRiseExact: Math.min(1, above + at),
    pFallExact: Math.min(1, below + at),
  };
}

/** The test a probe's change was judged by, with its p-values. */
export interface RiseTest {
  /** `fisher`: some expected cell below 5 (exact, never above its level); `mid-p` otherwise. */
  method: 'fisher' | 'mid-p';
  /** One-sided p-value that the fail rate rose. */
  pRise: number;
  /** Two-sided p-value (twice the smaller one-sided one, at most 1). */
  pTwoSided: number;
  /** The second rate is above the first and rests on at least two failed cases. */
  rose: boolean;
}

/**
 * Did the fail rate rise from x1 of n1 to x2 of n2? The conditional test on the hypergeometric
 * distribution: Fisher's exact p-values when an expected cell count is below 5 (where the
 * mid-p would exceed its level), mid-p values otherwise (near the level, more power). One
 * failed case is never a rise: whatever the baseline, it is no evidence of a trend.
 */
export function riseTest(x1: number, n1: number, x2: number, n2: number): RiseTest {
  const m = midP(x1, n1, x2, n2);
  const rose = x2 >= 2 && x2 * n1 > x1 * n2;
  if (smallCell(x1, n1, x2, n2)) {
    const pTwoSided = Math.min(1, 2 * Math.min(m.pRiseExact, m.pFallExact));
    return { method: 'fisher', pRise: m.pRiseExact, pTwoSided, rose };
  }
  return { method: 'mid-p', pRise: m.pRise, pTwoSided: m.pTwoSided, rose };
}
