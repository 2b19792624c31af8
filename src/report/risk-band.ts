/**
 * The Report's version and the risk band of a score: small enough for the engine to load
 * before the run exists, without the zod model (src/report/model.ts re-exports them).
 */

/** Bump on any breaking change of the Report model. */
export const REPORT_SCHEMA_VERSION = 1;

/** Risk bands, most severe first. */
export const RISK_BANDS = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** The band of a 0..100 score (higher is safer); null when there is no valid score. */
export function riskBand(score: number | null | undefined): RiskBand | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  if (score < 30) return 'CRITICAL';
  if (score < 60) return 'HIGH';
  if (score < 80) return 'MEDIUM';
  return 'LOW';
}

/** Whether a verdict stopped the run before it was judged (error, timeout, budget): no score is shown. */
export const stoppedVerdict = (v: string): boolean =>
  v === 'error' || v === 'timeout' || v === 'budget';
