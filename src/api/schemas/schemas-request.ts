/**
 * The two request bodies we send (4.1/4.2 target, 4.8 trigger), validated before sending.
 * Apart from the response schemas (schemas.ts), which are loaded only once an answer has come.
 * Each is built at its first use, not when the bundle loads: building zod schemas is most of
 * what this module costs, and every scan loads it before its first request (issue 14:
 * start-up), where most scans never send a target.
 */
import { z } from 'zod';

/** Body of create (4.1) and update (4.2). Validated before sending; extra fields pass through. */
const targetRequest = () =>
  z.looseObject({
    connection: z
      .looseObject({
        /** Connection kind, e.g. AZURE_OPENAI, OPENAI, REST_API. */
        type: z.string().min(1),
        /** Kind-specific settings; for AZURE_OPENAI holds the model's own apiKey (a secret). */
        config: z.record(z.string(), z.unknown()).nullish(),
      })
      .optional(),
    settings: z
      .looseObject({
        name: z.string().min(1).optional(),
        environment: z.string().optional(),
        description: z.string().optional(),
        language: z.string().optional(),
        rateLimit: z.number().int().optional(),
        supportedModes: z.array(z.string()).optional(),
        concurrentRequests: z.boolean().optional(),
        multiStepAttacks: z.boolean().optional(),
        systemPromptConfigurations: z
          .looseObject({
            systemPromptConfidential: z.string().nullish(),
            systemPromptNotConfidential: z.string().nullish(),
            systemPromptTools: z.string().nullish(),
          })
          .optional(),
        ragFileId: z.string().nullish(),
        predefinedResponses: z
          .array(z.looseObject({ type: z.string(), value: z.string() }))
          .optional(),
        ragFileNumberOfFacts: z.number().int().nullish(),
        targetPresetId: z.string().nullish(),
        workerPoolId: z.string().nullish(),
      })
      .optional(),
  });
let targetSchema: ReturnType<typeof targetRequest> | undefined;
export const targetRequestSchema = (): ReturnType<typeof targetRequest> =>
  (targetSchema ??= targetRequest());
/** Target create/update body (input shape). */
export type TargetRequest = z.input<ReturnType<typeof targetRequest>>;

/**
 * Trigger body (4.8). The platform requires all five fields and rejects
 * unknown ones, so this one is strict; the two flags default to false.
 * `probeIds: null` means "the probes configured for the target in the UI".
 */
const triggerRequest = () =>
  z.strictObject({
    targetId: z.number().int().positive(),
    probeIds: z.array(z.number().int().positive()).nullable(),
    name: z.string().min(1),
    notifyWhenFinished: z.boolean().default(false),
    runAiAnalysis: z.boolean().default(false),
  });
let triggerSchema: ReturnType<typeof triggerRequest> | undefined;
export const triggerRequestSchema = (): ReturnType<typeof triggerRequest> =>
  (triggerSchema ??= triggerRequest());
/** Trigger body as callers write it (the flags may be left out). */
export type TriggerRequest = z.input<ReturnType<typeof triggerRequest>>;
