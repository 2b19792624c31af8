import type { Counts } from '../../report/model.js';
import { wilson } from './stats.js';

/** The count fields of probe runs and totals, once: sums, the gate and validation loop over it. */
export const COUNT_FIELDS = [
  'total',
  'processed',
  'passed',
  'failed',
  'errors',
  'accepted',
  'ignored',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
/** Raw counts from the platform plus local triage (accepted: risk accepted; ignored: ignore file). */
export type CountFields = Record<CountField, number>;
/** Inputs of the rates. */
export type RawCounts = Omit<CountFields, 'total'>;

/** Four decimals: how rates and p-values are stored in the report. */
export const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Failed test cases that count against the gate: ignored ones never, accepted ones only when asked. */
export function countedFailures(
  c: Pick<RawCounts, 'failed' | 'accepted' | 'ignored'>,
  countAcceptedRisk: boolean,
): number {
  return Math.max(0, c.failed - c.ignored - (countAcceptedRisk ? 0 : c.accepted));
}

/**
 * Fail rate (counted failures over judged cases), its Wilson interval at `confidence` and error
 * rate (errors over processed).
 */
export function computeRates(
  c: RawCounts,
  countAcceptedRisk: boolean,
  confidence = 0.95,
): Pick<Counts, 'failRate' | 'errorRate' | 'failRateInterval'> {
  const e = exactRates(c, countAcceptedRisk, confidence);
  return {
    failRate: round4(e.failRate),
    errorRate: round4(e.errorRate),
    failRateInterval: { low: round4(e.failLow), high: round4(e.failHigh), confidence },
  };
}

/**
 * The same rates unrounded: what the gate judges, so that a rate just over a limit is never
 * rounded down onto it (20,001 failed of 100,000 exceeds 20%).
 */
export function exactRates(
  c: RawCounts,
  countAcceptedRisk: boolean,
  confidence = 0.95,
): { failRate: number; errorRate: number; failLow: number; failHigh: number } {
  const counted = countedFailures(c, countAcceptedRisk);
  const judged = c.passed + c.failed;
  const w = wilson(Math.min(counted, judged), judged, confidence);
  return {
    failRate: judged === 0 ? 0 : Math.min(1, counted / judged),
    errorRate: c.processed === 0 ? 0 : Math.min(1, c.errors / c.processed),
    failLow: w.low,
    failHigh: w.high,
  };
}

/** Sums probe-run counts into totals, with the interval at `confidence`. */
export function sumCounts(
  items: CountFields[],
  countAcceptedRisk: boolean,
  confidence = 0.95,
): Counts {
  const raw = Object.fromEntries(COUNT_FIELDS.map((f) => [f, 0])) as CountFields;
  for (const i of items) for (const f of COUNT_FIELDS) raw[f] += i[f];
  return { ...raw, ...computeRates(raw, countAcceptedRisk, confidence) };
}

/** The same counts with their rates and interval at `confidence` (the `confidence` input). */
export function atConfidence<T extends CountFields>(
  c: T,
  countAcceptedRisk: boolean,
  confidence: number,
): T & Pick<Counts, 'failRate' | 'errorRate' | 'failRateInterval'> {
  return { ...c, ...computeRates(c, countAcceptedRisk, confidence) };
}
