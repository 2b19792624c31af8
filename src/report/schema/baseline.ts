/** The baseline part of the Report model (model.ts): deltas, rise tests, the pooled runs. */
import { z } from 'zod';
import { BaselinePoolSchema } from './baseline-pool.js';

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const DeltaSchema = z.object({
  name: z.string(),
  baseline: nullableNumber,
  current: nullableNumber,
  delta: nullableNumber,
});

/** One probe's counts on one side of a regression test. */
const ProbeTestSideSchema = z.object({ failed: z.number(), judged: z.number() });

/**
 * A probe's fail rate against the baseline's, by the two-proportion test (`regression-test:
 * significance`). `worse`: a significant rise (Holm over the run's probes); `new probe`: absent
 * from the baseline with failures now (counted as a rise: fail closed); `not compared`: no judged
 * case on a side.
 */
export const ProbeTestSchema = z.object({
  name: z.string(),
  baseline: ProbeTestSideSchema.nullable(),
  current: ProbeTestSideSchema,
  /** Two-sided p-value of the change; null when not tested. */
  pValue: nullableNumber,
  decision: z.enum(['worse', 'better', 'no significant change', 'new probe', 'not compared']),
  /** Whether this probe counts as a significant rise for the regression checks. */
  significantRise: z.boolean(),
});
export type ProbeTest = z.infer<typeof ProbeTestSchema>;

export const BaselineSchema = z.object({
  source: z.enum(['run', 'file']),
  testRunId: nullableNumber,
  reference: nullableString,
  overallScore: nullableNumber,
  scoreDelta: nullableNumber,
  /** Attacks that fail now and passed or were absent in the baseline; null: not comparable. */
  newFailures: z.array(z.object({ probe: z.string(), attackId: z.string() })).nullable(),
  /** Attacks that failed in the baseline and no longer fail; null when not comparable. */
  fixedCount: nullableNumber.optional(),
  /** Attacks that fail in both; null when not comparable. */
  persistentCount: nullableNumber.optional(),
  /** Failed counts per probe. */
  probeDeltas: z.array(DeltaSchema),
  /** Scores per category. */
  categoryDeltas: z.array(DeltaSchema),
  /** Per-probe rise tests at `confidence`; absent in older reports, null without counts. */
  probeTests: z.array(ProbeTestSchema).nullable().optional(),
  /** The confidence of `probeTests`. */
  testConfidence: z.number().optional(),
  /** Why the regression checks are skipped though a baseline was looked for (too few runs). */
  skipReason: z.string().optional(),
  /** A pooled baseline: the runs pooled and their between-run spread (baseline-pool.ts). */
  pool: BaselinePoolSchema.optional(),
});
export type Baseline = z.infer<typeof BaselineSchema>;
