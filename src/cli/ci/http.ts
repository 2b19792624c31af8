/**
 * A small JSON client for the other CIs' REST APIs (GitLab, Azure DevOps, Bitbucket): one
 * call, a bounded time (R24), the answer parsed by zod at the edge, and errors that name
 * the endpoint and status but never the token or a payload (R5). GETs are retried once on
 * 429, 5xx or a network failure; writes are not retried (a repeated POST would duplicate).
 */
import { request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { errorMessage } from './errors.js';

/** Longest a call may take; publishing has its own budget after the verdict (R24). */
export const CI_CALL_TIMEOUT_MS = 15_000;
/** Statuses worth one more GET. */
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Where and how to call an API. */
export interface ApiClientOptions {
  /** Base URL, e.g. `https://gitlab.example.com/api/v4`. */
  baseUrl: string;
  /** Headers of every call (authentication). */
  headers: Record<string, string>;
  /** Name of the service, for messages: `GitLab API`. */
  service: string;
  /** Test seam: undici dispatcher (the default honours HTTP(S)_PROXY through the global one). */
  dispatcher?: Dispatcher;
  /** Aborted on SIGINT/SIGTERM or when the publishing budget is spent. */
  signal?: AbortSignal;
}

/** One JSON API as a function per method. */
export interface ApiClient {
  call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T>;
}

/** An API error: `GitLab API POST /projects/{id}/... answered 403: message`. */
export class CiApiError extends Error {
  override name = 'CiApiError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The path without its query, for messages (a query may hold ids, never a secret; kept short). */
const shown = (path: string): string => path.split('?')[0] ?? path;

/** What one call answered: its status and body text. */
interface Answer {
  status: number;
  text: string;
}

/** Sends one request within {@link CI_CALL_TIMEOUT_MS}, or until the caller aborts. */
async function sendOnce(
  opts: ApiClientOptions,
  url: string,
  method: string,
  body: unknown,
): Promise<Answer> {
  const signals = [AbortSignal.timeout(CI_CALL_TIMEOUT_MS)];
  if (opts.signal) signals.push(opts.signal);
  const res = await request(url, {
    method: method as Dispatcher.HttpMethod,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.any(signals),
    ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
  });
  return { status: res.statusCode, text: await res.body.text() };
}

/** The answer's data as `schema` reads it, or a {@link CiApiError} naming `what` went wrong. */
function parseAnswer<T>(what: string, answer: Answer, schema: z.ZodType<T>): T {
  if (answer.status < 200 || answer.status > 299) {
    throw new CiApiError(
      `${what} answered ${answer.status}${serverMessage(answer.text)}`,
      answer.status,
    );
  }
  let json: unknown;
  try {
    json = answer.text === '' ? null : JSON.parse(answer.text);
  } catch {
    throw new CiApiError(
      `${what} answered ${answer.status} with a body that is not JSON.`,
      answer.status,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CiApiError(
      `${what} answered an unexpected shape (at ${issue?.path.join('.') || 'the top'}: ${issue?.message ?? 'invalid'}).`,
      answer.status,
    );
  }
  return parsed.data;
}

/** Builds a client; `call` resolves with the parsed answer or rejects with a {@link CiApiError}. */
export function apiClient(opts: ApiClientOptions): ApiClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const once = (method: string, path: string, body: unknown): Promise<Answer> =>
    sendOnce(opts, `${base}${path}`, method, body);
  return {
    async call(method, path, schema, body) {
      const what = `${opts.service} ${method} ${shown(path)}`;
      let answer: Answer;
      try {
        answer = await once(method, path, body);
        if (method === 'GET' && RETRY_STATUSES.has(answer.status))
          answer = await once(method, path, body);
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        if (method !== 'GET') throw new CiApiError(`${what} failed: ${errorMessage(err)}`, null);
        try {
          answer = await once(method, path, body);
        } catch (again) {
          throw new CiApiError(`${what} failed: ${errorMessage(again)}`, null);
        }
      }
      return parseAnswer(what, answer, schema);
    },
  };
}

/** `: <message>` from a JSON error body (`message` or `error`), cut to one short line. */
function serverMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const m =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : null;
    return m ? `: ${m.replace(/\s+/g, ' ').slice(0, 200)}` : '.';
  } catch {
    return '.';
  }
}
