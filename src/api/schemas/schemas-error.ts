/**
 * Error bodies (section 7): read for every non-2xx answer, so kept apart from the response
 * schemas (schemas.ts), which are loaded only once a successful answer has come.
 */
import { z } from 'zod';

/** A string field of an error body; anything else reads as absent, never as a failure. */
const text = z.string().nullish().catch(undefined);

const ErrorObjectSchema = z.looseObject({
  message: text,
  code: text,
  validationErrors: z.unknown().optional(),
});

/**
 * An error body. Documented: `{"error":{"message","code"}}`, 400 may add
 * `validationErrors` (field -> messages). Also read: `error` as a bare string,
 * ASP.NET problem details (`title`, `detail`, `errors`) and a top-level
 * `message`, because proxies and frameworks answer in those shapes.
 */
export const ApiErrorBodySchema = z.looseObject({
  error: z
    .union([
      ErrorObjectSchema,
      z
        .string()
        .transform((message) => ({ message, code: undefined, validationErrors: undefined })),
    ])
    .nullish()
    .catch(undefined),
  message: text,
  title: text,
  detail: text,
  validationErrors: z.unknown().optional(),
  errors: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
