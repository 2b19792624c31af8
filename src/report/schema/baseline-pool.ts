import { z } from 'zod';

/**
 * The record of a pooled baseline in the Report: the earlier runs pooled per probe (newest
 * first) and how far they spread, so a reader can see what the regression checks compared with.
 */
export const BaselinePoolSchema = z.object({
  /** The branch whose runs were pooled; null: any completed scan of the target. */
  branch: z.string().nullable(),
  runs: z.array(
    z.object({
      testRunId: z.number(),
      name: z.string().nullable(),
      overallScore: z.number().nullable(),
    }),
  ),
  /** Lowest and highest overall score among the pooled runs; null when none is known. */
  scoreRange: z.tuple([z.number(), z.number()]).nullable(),
  /** Each probe's lowest and highest fail rate among the pooled runs (0..1). */
  probeSpread: z.array(z.object({ name: z.string(), low: z.number(), high: z.number() })),
});
