import type { z } from 'zod';
import { badField, badRequest, type ValidationErrors } from './errors.js';

const INT32_MAX = 2147483647;
const INTEGER = /^-?\d+$/;

/** Content types accepted for JSON bodies (the spec uses json-patch+json). */
export const JSON_CONTENT_TYPES = ['application/json-patch+json', 'application/json'] as const;

/**
 * Parse an integer path or query parameter; 400 naming the parameter when it
 * is not an integer (or out of range for int32/int64 as the spec declares).
 */
export function parseIntParam(name: string, raw: string | undefined, int64 = false): number {
  const value = raw ?? '';
  const n = INTEGER.test(value) ? Number(value) : Number.NaN;
  const max = int64 ? Number.MAX_SAFE_INTEGER : INT32_MAX;
  if (!Number.isSafeInteger(n) || Math.abs(n) > max) {
    throw badField(
      name,
      `must be an ${int64 ? 'int64' : 'int32'} integer`,
      `The value '${value}' is not valid for ${name}.`,
    );
  }
  return n;
}

/** Turn zod issues into the platform's validationErrors map (field path -> messages). */
export function zodValidationErrors(error: z.ZodError): ValidationErrors {
  const out: ValidationErrors = {};
  const add = (field: string, message: string) => {
    (out[field] ??= []).push(message);
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...path, key].join('.'), 'unknown field');
    } else {
      add(path.join('.') || 'body', issue.message);
    }
  }
  return out;
}

/** zod error map: name a missing field plainly instead of "expected X, received undefined". */
function missingFieldMessage(issue: { code?: string; input?: unknown }): string | undefined {
  return issue.code === 'invalid_type' && issue.input === undefined
    ? 'required field is missing'
    : undefined;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Read a JSON request body (application/json-patch+json or application/json)
 * and validate it with a zod schema; every problem becomes a 400.
 */
export async function readJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<z.output<S>> {
  const type = mediaType(req.headers.get('content-type') ?? undefined);
  if (!(JSON_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw badField(
      'Content-Type',
      `must be ${JSON_CONTENT_TYPES.join(' or ')}`,
      `Unsupported content type '${type || '(none)'}' for a JSON body.`,
    );
  }
  const text = await req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw badField('body', (err as Error).message, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json, { error: missingFieldMessage });
  if (!parsed.success) {
    throw badRequest('One or more validation errors occurred.', zodValidationErrors(parsed.error));
  }
  return parsed.data;
}

/** A file received in a multipart upload. */
export interface UploadedPart {
  fileName: string;
  data: Uint8Array;
  contentType: string;
}

/** Read the single binary part named `File` of a multipart/form-data request. */
export async function readFilePart(req: Request): Promise<UploadedPart> {
  const type = mediaType(req.headers.get('content-type') ?? undefined);
  if (type !== 'multipart/form-data') {
    throw badField(
      'Content-Type',
      'must be multipart/form-data',
      `Unsupported content type '${type || '(none)'}' for an upload.`,
    );
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch (err) {
    throw badField('body', (err as Error).message, 'The multipart body could not be parsed.');
  }
  const parts = form.getAll('File');
  if (parts.length !== 1) {
    throw badField(
      'File',
      parts.length === 0 ? 'a part named File is required' : 'send exactly one part named File',
      parts.length === 0
        ? 'The upload has no part named File.'
        : 'The upload has several File parts.',
    );
  }
  const part = parts[0];
  if (typeof part === 'string' || part === undefined) {
    throw badField('File', 'must be a binary file part (with a filename)', 'File must be a file.');
  }
  return {
    fileName: part.name,
    data: new Uint8Array(await part.arrayBuffer()),
    contentType: part.type,
  };
}
