/**
 * The two request bodies we send (docs/platform.md 4.1/4.2 target, 4.8 trigger), validated before
 * sending. Apart from the response schemas (schemas.ts), which are loaded only once an answer has
 * come. Each is built at its first use, not when the bundle loads: building zod schemas is most of
 * what this module costs, and every scan loads it before its first request (start-up), where most
 * scans never send a target. With zod's functional API (zod/mini), as the config's fields
 * (src/config/fields.ts): zod's chaining layer is loaded only later.
 */
import * as z from 'zod/mini';
import { builtOnce } from './built-once.js';

const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * Body of create (docs/platform.md 4.1) and update (4.2). Validated before sending; extra fields
 * pass through.
 */
const targetRequest = () =>
  z.looseObject({
    connection: z.optional(
      z.looseObject({
        /** Connection kind, e.g. AZURE_OPENAI, OPENAI, REST_API. */
        type: nonEmpty(),
        /** Kind-specific settings; for AZURE_OPENAI holds the model's own apiKey (a secret). */
        config: z.nullish(z.record(z.string(), z.unknown())),
      }),
    ),
    settings: z.optional(
      z.looseObject({
        name: z.optional(nonEmpty()),
        environment: z.optional(z.string()),
        description: z.optional(z.string()),
        language: z.optional(z.string()),
        rateLimit: z.optional(z.int()),
        supportedModes: z.optional(z.array(z.string())),
        concurrentRequests: z.optional(z.boolean()),
        multiStepAttacks: z.optional(z.boolean()),
        systemPromptConfigurations: z.optional(
          z.looseObject({
            systemPromptConfidential: z.nullish(z.string()),
            systemPromptNotConfidential: z.nullish(z.string()),
            systemPromptTools: z.nullish(z.string()),
          }),
        ),
        ragFileId: z.nullish(z.string()),
        predefinedResponses: z.optional(
          z.array(z.looseObject({ type: z.string(), value: z.string() })),
        ),
        ragFileNumberOfFacts: z.nullish(z.int()),
        targetPresetId: z.nullish(z.string()),
        workerPoolId: z.nullish(z.string()),
      }),
    ),
  });
export const targetRequestSchema = builtOnce(targetRequest);
/** Target create/update body (input shape). */
export type TargetRequest = z.input<ReturnType<typeof targetRequest>>;

/**
 * Trigger body (docs/platform.md 4.8). The platform requires all five fields and rejects
 * unknown ones, so this one is strict; the two flags default to false.
 * `probeIds: null` means "the probes configured for the target in the UI".
 */
const triggerRequest = () => {
  const id = () => z.int().check(z.positive());
  return z.strictObject({
    targetId: id(),
    probeIds: z.nullable(z.array(id())),
    name: nonEmpty(),
    notifyWhenFinished: z._default(z.boolean(), false),
    runAiAnalysis: z._default(z.boolean(), false),
  });
};
export const triggerRequestSchema = builtOnce(triggerRequest);
/** Trigger body as callers write it (the flags may be left out). */
export type TriggerRequest = z.input<ReturnType<typeof triggerRequest>>;
