import { z } from 'zod';

/**
 * What one run gives as evidence per framework item. non-compliant: a mapped probe run of this
 * run has counted failures; inconclusive: its mapped test cases are too few by the gate's
 * evidence rule (min-samples, errors), or the run could not be judged; not-tested: no mapped
 * probe ran; compliant: mapped probes ran with enough evidence and no counted failure.
 */
export const ItemVerdictSchema = z.enum([
  'non-compliant',
  'inconclusive',
  'not-tested',
  'compliant',
]);
export type ItemVerdict = z.infer<typeof ItemVerdictSchema>;

export const ComplianceItemSchema = z.object({
  /** The framework's id of the item, e.g. LLM07. */
  id: z.string(),
  name: z.string(),
  verdict: ItemVerdictSchema,
  /** One sentence: why this verdict. */
  reason: z.string(),
  /** Names of this run's probes mapped to the item. */
  probes: z.array(z.string()),
  /** Judged test cases (passed + failed) and counted failures over those probes. */
  judged: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
});
export type ComplianceItem = z.infer<typeof ComplianceItemSchema>;

/** One framework edition: every item with its verdict, and the probes it maps to nothing. */
export const ComplianceFrameworkSchema = z.object({
  /** `framework@edition`, e.g. owasp-llm@2026. */
  key: z.string(),
  framework: z.string(),
  edition: z.string(),
  title: z.string(),
  /** Version of probe-gate's mapping of this edition. */
  mappingVersion: z.number().int().positive(),
  /** Says whose mapping it is and what it shows: tests for, never proof of compliance. */
  note: z.string(),
  items: z.array(ComplianceItemSchema),
  /** This run's probes that map to no item of this edition: listed, never dropped. */
  unmapped: z.array(z.string()),
});
export type ComplianceFramework = z.infer<typeof ComplianceFrameworkSchema>;
