import { z } from 'zod';

/**
 * Request body schemas. The trigger follows the documented schema exactly
 * (all five fields required, unknown fields rejected); target bodies only
 * check the types of the fields they name and ignore unknown ones, since the
 * spec does not say which are required beyond what the sandbox needs.
 */

/** docs/platform.md 4.8: POST /api/workspaces/{workspaceId}/test-run/trigger */
export const TriggerSchema = z.strictObject({
  targetId: z.int32(),
  probeIds: z.array(z.int32()).nullable(),
  name: z.string().trim().min(1),
  notifyWhenFinished: z.boolean(),
  runAiAnalysis: z.boolean(),
});
export type TriggerBody = z.output<typeof TriggerSchema>;

/** Legacy POST /api/v2/test-run/trigger: the example shows targetId, probeIds and name. */
export const LegacyTriggerSchema = z.strictObject({
  targetId: z.int32(),
  probeIds: z.array(z.int32()).nullable().optional(),
  name: z.string().trim().min(1),
  notifyWhenFinished: z.boolean().optional(),
  runAiAnalysis: z.boolean().optional(),
});

const nullableText = z.string().nullable().optional();

const SettingsSchema = z.object({
  name: z.string().trim().min(1),
  environment: z.string().optional(),
  description: z.string().nullable().optional(),
  language: z.string().optional(),
  rateLimit: z.int32().min(0).optional(),
  supportedModes: z.array(z.string()).optional(),
  concurrentRequests: z.boolean().optional(),
  multiStepAttacks: z.boolean().optional(),
  systemPromptConfigurations: z
    .object({
      systemPromptConfidential: nullableText,
      systemPromptNotConfidential: nullableText,
      systemPromptTools: nullableText,
    })
    .nullable()
    .optional(),
  ragFileId: z.guid().nullable().optional(),
  predefinedResponses: z.array(z.object({ type: z.string(), value: z.string() })).optional(),
  ragFileNumberOfFacts: z.int32().min(0).optional(),
  targetPresetId: z.guid().nullable().optional(),
  workerPoolId: z.guid().nullable().optional(),
});

const ConfigSchema = z.record(z.string(), z.unknown()).nullable().optional();
const AZURE_REQUIRED = ['apiKey', 'url', 'deploymentName'] as const;

/** AZURE_OPENAI configs need apiKey, url and deploymentName strings (docs/platform.md 2.1). */
function checkAzureConfig(
  conn: { type?: string | undefined; config?: Record<string, unknown> | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (conn.type !== 'AZURE_OPENAI' || !conn.config) return;
  for (const key of AZURE_REQUIRED) {
    if (typeof conn.config[key] !== 'string' || conn.config[key] === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['config', key],
        message: 'required for AZURE_OPENAI (a non-empty string)',
      });
    }
  }
}

/** docs/platform.md 4.1: create a target. */
export const TargetCreateSchema = z.object({
  connection: z
    .object({ type: z.string().trim().min(1), config: ConfigSchema })
    .superRefine(checkAzureConfig),
  settings: SettingsSchema,
});
export type TargetCreateBody = z.output<typeof TargetCreateSchema>;

/** docs/platform.md 4.2: update a target; every field optional (only what is sent changes). */
export const TargetPatchSchema = z.object({
  connection: z
    .object({ type: z.string().trim().min(1).optional(), config: ConfigSchema })
    .superRefine(checkAzureConfig)
    .optional(),
  settings: SettingsSchema.partial().optional(),
});
export type TargetPatchBody = z.output<typeof TargetPatchSchema>;
export type SettingsInput = z.output<typeof SettingsSchema>;
