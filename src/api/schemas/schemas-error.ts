/**
 * Error bodies (docs/platform.md section 7): read for every non-2xx answer, so kept apart from the
 * response schemas (schemas.ts), which are loaded only once a successful answer has come. Built at
 * the first error body, not when the bundle loads: every scan loads this module before its first
 * request, and building it took 2.0-2.7 ms of that start (start-up). With zod/mini,
 * as everything else that start loads (src/config/fields.ts).
 */
import * as z from 'zod/mini';
import { builtOnce } from './built-once.js';

/** A string field of an error body; anything else reads as absent, never as a failure. */
const text = () => z.catch(z.nullish(z.string()), undefined);

/**
 * An error body. Documented: `{"error":{"message","code"}}`, 400 may add
 * `validationErrors` (field -> messages). Also read: `error` as a bare string,
 * ASP.NET problem details (`title`, `detail`, `errors`) and a top-level
 * `message`, because proxies and frameworks answer in those shapes.
 */
const apiErrorBody = () =>
  z.looseObject({
    error: z.catch(
      z.nullish(
        z.union([
          z.looseObject({
            message: text(),
            code: text(),
            validationErrors: z.optional(z.unknown()),
          }),
          z.pipe(
            z.string(),
            z.transform((message) => ({ message, code: undefined, validationErrors: undefined })),
          ),
        ]),
      ),
      undefined,
    ),
    message: text(),
    title: text(),
    detail: text(),
    validationErrors: z.optional(z.unknown()),
    errors: z.optional(z.unknown()),
  });
export const apiErrorBodySchema = builtOnce(apiErrorBody);
export type ApiErrorBody = z.infer<ReturnType<typeof apiErrorBody>>;
