/**
 * The published JSON Schema of the report, generated from the zod model (`z.toJSONSchema`).
 * `scripts/gen-report-schema.mjs` writes it to `src/report/schema/report.schema.json`; a test
 * fails when that committed file is stale.
 */
import { z } from 'zod';
import { REPORT_SCHEMA_VERSION, ReportSchema } from './model.js';

/** Where the committed schema lives, relative to the repository root. */
export const REPORT_SCHEMA_FILE = 'src/report/schema/report.schema.json';

/** The JSON Schema (draft 2020-12) of a probe-gate report, with a title and description. */
export function reportJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(ReportSchema, {
    target: 'draft-2020-12',
    io: 'output',
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: `probe-gate report (schema version ${REPORT_SCHEMA_VERSION})`,
    description:
      'One probe-gate run: the gate verdict and checks, scores, probe runs with failed test cases, AI analysis, remediation, baseline and warnings. Generated from src/report/model.ts; do not edit.',
    ...rest,
  };
}
