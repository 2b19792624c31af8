/**
 * Exact references for the rise test, enumerated with BigInt binomial coefficients
 * independently of src/scan/verdict/exact-test.ts: the hypergeometric distribution of the
 * conditional test (Fisher 1935) and its mid-p value (Lancaster 1961).
 */

export const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
};

/** One-sided p-values that x2 of n2 rose over x1 of n1: Fisher's and the mid-p (12 digits). */
export function referenceRise(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): { fisher: number; mid: number } {
  const k = x1 + x2;
  const all = choose(n1 + n2, n2);
  let above = 0n;
  for (let x = x2 + 1; x <= Math.min(k, n2); x++)
    above += choose(k, x) * choose(n1 + n2 - k, n2 - x);
  const at = choose(k, x2) * choose(n1 + n2 - k, n2 - x2);
  const ratio = (num: bigint): number => Number((num * 10n ** 12n) / all) / 1e12;
  return { fisher: ratio(above + at), mid: ratio(2n * above + at) / 2 };
}

/** Binomial probabilities of 0..n successes at rate p. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  for (let k = 0; k <= n; k++) out.push(Number(choose(n, k)) * p ** k * (1 - p) ** (n - k));
  return out;
}
