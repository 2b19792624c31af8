/** Outgoing bodies: validation of JSON bodies and the multipart form of uploads. */
import { Blob } from 'node:buffer';
import { FormData } from 'undici';
import * as z from 'zod/mini';
import { jsonPath } from './decode.js';
import { InvalidArgumentError } from '../errors.js';

/** A file to upload: its name (sent as the part's filename) and bytes. */
export interface UploadFile {
  /** File name, e.g. `dataset.csv`. */
  name: string;
  /** File content. */
  data: Uint8Array;
}

/** Validates an outgoing body; the message lists paths and problems, never values. */
export function validateBody<S extends z.core.$ZodType>(
  what: string,
  schema: S,
  body: unknown,
): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 10)
    .map((i) => `${jsonPath(i.path)}: ${i.message}`)
    .join('; ');
  throw new InvalidArgumentError(`${what} is invalid: ${problems}`);
}

/**
 * A multipart form with the single part `File` the upload endpoints expect. undici's
 * FormData is loaded here, on the first upload: nothing else of the client needs it.
 */
export async function fileForm(file: UploadFile, type: string): Promise<FormData> {
  if (typeof file?.name !== 'string' || file.name.trim() === '') {
    throw new InvalidArgumentError('file.name must be a non-empty string');
  }
  if (!(file.data instanceof Uint8Array)) {
    throw new InvalidArgumentError('file.data must be a Uint8Array');
  }
  const form = new FormData();
  form.append('File', new Blob([file.data], { type }), file.name);
  return form;
}
