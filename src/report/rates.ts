/**
 * Rates as the renderers show them: one decimal of a percentage, rounded once, half up, from
 * the exact fraction of the counts when the report holds them (the stored rates have four
 * decimals, and rounding those again can move the shown digit). Pure.
 */
import { fmtPct } from './format.js';

/**
 * `num / den` as a percentage with one decimal, rounded once, half up, from the exact fraction
 * (12 of 22 is 54.5%, never 54.6% by way of a stored 0.5455); `n/a` when `den` is 0.
 */
export function fmtRatio(num: number, den: number): string {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0 || num < 0) return 'n/a';
  const tenths = Math.floor((2000 * num + den) / (2 * den));
  return `${tenths / 10}%`;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** The count fields a rate is read back from (absent in some callers' shapes). */
type RateCounts = {
  failRate: number;
  passed?: number;
  failed?: number;
  accepted?: number;
  ignored?: number;
};

/**
 * Counted failures of stored counts, with the count-accepted-risk they were gated with (read
 * back from the stored four-decimal fail rate); null when the counts are not there.
 */
export function countedOf(t: RateCounts): number | null {
  const { passed, failed, accepted = 0, ignored = 0 } = t;
  if (passed === undefined || failed === undefined) return null;
  const judged = passed + failed;
  const withoutAccepted = Math.max(0, failed - ignored - accepted);
  const withAccepted = Math.max(0, failed - ignored);
  if (
    judged > 0 &&
    withAccepted !== withoutAccepted &&
    Math.min(1, round4(withAccepted / judged)) === t.failRate
  )
    return withAccepted;
  return withoutAccepted;
}

/** A fail rate, from the exact fraction of its counts when they are there (rounded once). */
export function fmtFailRate(c: RateCounts): string {
  const counted = countedOf(c);
  const judged = (c.passed ?? 0) + (c.failed ?? 0);
  if (counted === null || judged === 0 || round4(Math.min(1, counted / judged)) !== c.failRate)
    return fmtPct(c.failRate);
  return fmtRatio(Math.min(counted, judged), judged);
}

/** An error rate, from errors over processed when they are there (rounded once). */
export function fmtErrorRate(c: {
  errorRate: number;
  errors?: number;
  processed?: number;
}): string {
  if (c.errors === undefined || c.processed === undefined || c.processed === 0)
    return fmtPct(c.errorRate);
  if (round4(Math.min(1, c.errors / c.processed)) !== c.errorRate) return fmtPct(c.errorRate);
  return fmtRatio(Math.min(c.errors, c.processed), c.processed);
}

/**
 * A fail rate with its Wilson interval: `9.3% (95% CI 4.1–16.2%)`; the bare rate
 * when the report has no interval (reports written before intervals existed).
 */
export function fmtRateCi(
  c: RateCounts & {
    failRateInterval?: { low: number; high: number; confidence: number } | undefined;
  },
): string {
  const i = c.failRateInterval;
  if (!i) return fmtFailRate(c);
  const conf = `${Math.round(i.confidence * 1000) / 10}%`;
  return `${fmtFailRate(c)} (${conf} CI ${fmtPct(i.low)}–${fmtPct(i.high)})`;
}
