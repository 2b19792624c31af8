import type { Counts } from '../../report/model.js';

/** Inputs of the rates: raw counts from the platform plus local triage. */
export interface RawCounts {
  processed: number;
  passed: number;
  failed: number;
  errors: number;
  accepted: number;
  ignored: number;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Failed test cases that count against the gate: ignored ones never, accepted ones only when asked. */
export function countedFailures(
  c: Pick<RawCounts, 'failed' | 'accepted' | 'ignored'>,
  countAcceptedRisk: boolean,
): number {
  return Math.max(0, c.failed - c.ignored - (countAcceptedRisk ? 0 : c.accepted));
}

/** Fail rate (counted failures over judged cases) and error rate (errors over processed). */
export function computeRates(
  c: RawCounts,
  countAcceptedRisk: boolean,
): Pick<Counts, 'failRate' | 'errorRate'> {
  const counted = countedFailures(c, countAcceptedRisk);
  const judged = c.passed + c.failed;
  return {
    failRate: judged === 0 ? 0 : Math.min(1, round4(counted / judged)),
    errorRate: c.processed === 0 ? 0 : Math.min(1, round4(c.errors / c.processed)),
  };
}

/** Sums probe-run counts into totals. */
export function sumCounts(items: Counts[], countAcceptedRisk: boolean): Counts {
  const raw = { total: 0, processed: 0, passed: 0, failed: 0, errors: 0, accepted: 0, ignored: 0 };
  for (const i of items) {
    raw.total += i.total;
    raw.processed += i.processed;
    raw.passed += i.passed;
    raw.failed += i.failed;
    raw.errors += i.errors;
    raw.accepted += i.accepted;
    raw.ignored += i.ignored;
  }
  return { ...raw, ...computeRates(raw, countAcceptedRisk) };
}
