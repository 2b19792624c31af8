/**
 * Tolerant readers for predefined probes, uploads and error bodies (docs/platform.md 2.11, 2.12,
 * section 7).
 */
import { z } from 'zod';
import { bool, list, num, str, topList } from './schema-parts.js';

/** A predefined probe (docs/platform.md 4.20). */
export const PredefinedProbeSchema = z.looseObject({
  id: num,
  name: str,
  definition: str,
  attackScenarioExample: str,
  /** Element shape not documented. */
  templateUserInputConfig: list(z.unknown()),
  active: bool,
  /** PREDEFINED, CUSTOM, CUSTOM_DATASET, ... */
  type: str,
  multimodal: list(z.string()),
  tags: list(z.looseObject({ name: str, color: str })),
});
export type PredefinedProbe = z.infer<typeof PredefinedProbeSchema>;

/** A probe category with its probes (docs/platform.md 4.20). */
export const ProbeCategorySchema = z.looseObject({
  probeCategoryId: num,
  probeCategoryName: str,
  predefinedProbes: list(PredefinedProbeSchema),
});
export type ProbeCategory = z.infer<typeof ProbeCategorySchema>;
export const ProbeCategoryListSchema = topList(ProbeCategorySchema);

/** General file upload answer (docs/platform.md 4.18); fileId is optional in the spec. */
export const FileUploadResultSchema = z.looseObject({ fileId: str });
export type FileUploadResult = z.infer<typeof FileUploadResultSchema>;

/**
 * Custom dataset upload answer (docs/platform.md 4.19); the file id is what the caller came for.
 */
export const DatasetUploadResultSchema = z.looseObject({
  fileId: z.string(),
  entriesRowCount: num,
  fileName: str,
});
export type DatasetUploadResult = z.infer<typeof DatasetUploadResultSchema>;

export * from './schemas-error.js';
