/**
 * Turns a 2xx body into a typed value, or an InvalidResponseError that names
 * the JSON path of the problem and never quotes the payload (R5).
 */
import * as z from 'zod/mini';
import { InvalidResponseError } from '../errors.js';
import { excerpt, type Redactor } from '../redact.js';
import type { TransportResponse } from '../transport/transport.js';
import { maySurrogate, wellFormed } from './well-formed.js';

const HINT =
  'Check that base-url points at the platform API; if it does, the platform changed its answer.';

/** `$.probeRuns[2].probeRunId` from zod's path array. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(excerpt(String(key), 40))}]`;
  }
  return out;
}

/** Parses `res.text` as JSON and validates it with `schema` (made with zod or zod/mini). */
export function decode<S extends z.core.$ZodType>(
  res: TransportResponse,
  schema: S,
  redactor: Redactor,
  onMalformed: (texts: number) => void = () => undefined,
): z.output<S> {
  const base = { endpoint: res.endpoint, status: res.status, attempts: res.attempts };
  const head = `${res.endpoint} answered ${res.status}`;
  if (res.text.trim() === '') {
    throw new InvalidResponseError(`${head} with an empty body where JSON was expected. ${HINT}`, {
      ...base,
      path: '$',
      issues: ['$: empty body'],
    });
  }
  let json: unknown;
  try {
    // The transport has parsed it already when the request expected JSON.
    json = res.json ? res.json.value : JSON.parse(res.text);
    if (maySurrogate(res.text)) json = wellFormed(json, onMalformed);
  } catch {
    const type = res.contentType ? ` (content-type ${excerpt(res.contentType, 60)})` : '';
    throw new InvalidResponseError(`${head} with a body that is not JSON${type}. ${HINT}`, {
      ...base,
      path: '$',
      issues: ['$: not JSON'],
    });
  }
  const parsed = z.safeParse(schema, json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) =>
    redactor.scrub(`${jsonPath(i.path)}: ${excerpt(i.message, 120)}`),
  );
  const first = parsed.error.issues[0];
  const path = first ? jsonPath(first.path) : '$';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem(s))` : '';
  throw new InvalidResponseError(
    `${head} with JSON that does not fit the expected shape at ${issues[0] ?? path}${more}. ${HINT}`,
    { ...base, path, issues },
  );
}
