/**
 * The retry loop around {@link attempt} (R1-R3, R5): decides per outcome
 * whether to try again, how long to wait, and which error to throw.
 */
import { Response, type FormData } from 'undici';
import { attempt, type Outcome } from './attempt.js';
import { backoffDelay, parseRetryAfter } from './backoff.js';
import { ErrorFactory, type Failure } from '../error-factory.js';
import { TimeoutError, UnreachableError, type PlatformError } from '../errors.js';
import { formatMs, timeoutMessage } from '../messages.js';
import type { CallOptions, ResolvedOptions } from './options.js';
import {
  FIRST_CONTACT_CODES,
  FIRST_CONTACT_REFUSED_RETRIES,
  FIRST_CONTACT_REFUSED_WAIT_MS,
  MAX_RETRY_AFTER_MS,
  RETRYABLE_STATUSES,
} from './policy.js';
import { Redactor } from '../redact.js';

/** HTTP methods the platform API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * `idempotent`: retry retryable statuses and any transient network failure.
 * `unsent-only`: retry only when the request provably never left (R3): used
 * for the trigger, creates, uploads, and PATCH/DELETE.
 */
export type RetryMode = 'idempotent' | 'unsent-only';

/** One logical call (possibly several attempts). */
export interface TransportRequest {
  /** HTTP method. */
  method: HttpMethod;
  /** Path template, e.g. `/api/workspaces/{workspaceId}/test-run/trigger`. */
  template: string;
  /** Filled path, e.g. `/api/workspaces/1/test-run/trigger`. */
  path: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** JSON body, sent as application/json-patch+json. */
  json?: unknown;
  /** Multipart body (uploads). */
  form?: FormData;
  /** Which failures may be retried (see {@link RetryMode}). */
  retry: RetryMode;
  /**
   * The caller parses the 2xx body as JSON. An idempotent request whose 2xx
   * body is declared JSON but does not parse (cut off or empty: the stream was
   * dropped mid-answer) is then retried like a dropped connection.
   */
  expectJson?: boolean;
}

/** A 2xx answer. */
export interface TransportResponse {
  /** The 2xx status. */
  status: number;
  /** The Content-Type header, for messages about bodies that are not JSON. */
  contentType: string | undefined;
  /** The whole body as UTF-8 text (BOM removed). */
  text: string;
  /** Method and template, for messages. */
  endpoint: string;
  /** Requests made, retries included. */
  attempts: number;
  /** The parsed body, when the request had `expectJson` and the body parsed. */
  json?: { value: unknown };
}

/** Sends requests with retries, timeouts and key-free errors. */
export class Transport {
  /** Scrubs this client's key and secrets from text and errors (the client uses it for parse errors). */
  readonly redactor: Redactor;
  private readonly errors: ErrorFactory;
  /** Whether the platform ever answered (any HTTP status): a refusal before that means nothing listens. */
  private everAnswered = false;

  constructor(private readonly o: ResolvedOptions) {
    this.redactor = new Redactor([o.apiKey, ...o.secrets]);
    this.errors = new ErrorFactory(this.redactor, o.host, o.now);
  }

  /** Sends `req`, retrying as its mode allows; resolves with a 2xx answer or throws a PlatformError. */
  async send(req: TransportRequest, call: CallOptions = {}): Promise<TransportResponse> {
    const endpoint = `${req.method} ${req.template}`;
    const { url, headers, body } = await this.prepare(req);
    let reached = false;
    let last: PlatformError | undefined;

    for (let n = 1; ; n++) {
      const remainingMs = this.mayStart(call, endpoint, n - 1, reached, last);
      const outcome = await attempt({
        url,
        method: req.method,
        headers,
        body,
        dispatcher: this.o.dispatcher,
        connectMs: this.o.connectMs,
        headersMs: this.o.headersMs,
        bodyMs: this.o.bodyMs,
        remainingMs,
        signal: call.signal,
      });
      if (outcome.kind === 'response') this.everAnswered = true;
      if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
        await call.onBody?.();
        const { answer, waitMs } = this.answered(req, outcome, endpoint, n, call);
        if (waitMs === undefined) return answer;
        reached = true;
        await this.pause(waitMs, call, endpoint, n, reached);
        continue;
      }
      if (outcome.kind === 'aborted') throw this.errors.aborted(endpoint, n, true, outcome.cause);
      reached ||= mayHaveReached(outcome);
      const refusedFirst = this.refusedAtFirstContact(outcome);
      const plan = refusedFirst
        ? { waitMs: n <= FIRST_CONTACT_REFUSED_RETRIES ? FIRST_CONTACT_REFUSED_WAIT_MS : undefined }
        : this.plan(outcome, req.retry, n, call);
      this.emit({
        method: req.method,
        endpoint: req.template,
        status: outcome.kind === 'response' ? outcome.status : undefined,
        attempt: n,
        error: describe(outcome),
        retryInMs: plan.waitMs,
      });
      last = this.errors.fromOutcome(outcome, { endpoint, attempts: n, reached, note: plan.note });
      if (plan.waitMs === undefined && refusedFirst)
        throw this.unreachable(
          last,
          endpoint,
          n,
          outcome.kind === 'network' ? outcome.info.code : undefined,
        );
      if (plan.waitMs === undefined) throw last;
      await this.pause(plan.waitMs, call, endpoint, n, reached);
    }
  }

  /** The URL, headers and encoded body of `req`: the same for every attempt. */
  private async prepare(req: TransportRequest): Promise<{
    url: string;
    headers: Record<string, string>;
    body: Awaited<ReturnType<typeof encodeBody>>['body'];
  }> {
    const { body, contentType } = await encodeBody(req);
    const headers: Record<string, string> = {
      'x-api-key': this.o.apiKey,
      accept: 'application/json',
      'user-agent': this.o.userAgent,
    };
    if (contentType) headers['content-type'] = contentType;
    return { url: this.o.baseUrl + req.path + queryString(req.query), headers, body };
  }

  /** Whether the connection was refused before the platform ever answered: nothing may listen yet. */
  private refusedAtFirstContact(outcome: Outcome): boolean {
    return (
      !this.everAnswered &&
      outcome.kind === 'network' &&
      FIRST_CONTACT_CODES.has(outcome.info.code ?? '')
    );
  }

  /**
   * The time left for the next attempt (undefined: no deadline); throws when the caller
   * aborted or the deadline has passed.
   */
  private mayStart(
    call: CallOptions,
    endpoint: string,
    attempts: number,
    reached: boolean,
    last: PlatformError | undefined,
  ): number | undefined {
    const remainingMs = this.remaining(call);
    if (call.signal?.aborted)
      throw this.errors.aborted(endpoint, attempts, reached, call.signal.reason);
    if (remainingMs !== undefined && remainingMs <= 0) {
      throw new TimeoutError(
        timeoutMessage({ endpoint, host: this.o.host, attempts, phase: 'deadline' }),
        {
          endpoint,
          phase: 'deadline',
          attempts,
          requestMayHaveReachedServer: reached,
          cause: last,
        },
      );
    }
    return remainingMs;
  }

  /**
   * A 2xx answer: returned as is, or, when declared JSON but unparseable (the stream was cut)
   * on a call that may be retried, a wait before the next attempt. Another media type (a login
   * page on a wrong base-url) is a mistake no retry fixes; out of retries, a cut body goes back
   * as is and the caller's decode names the problem.
   */
  private answered(
    req: TransportRequest,
    outcome: {
      status: number;
      headers: Record<string, string | string[] | undefined>;
      text: string;
    },
    endpoint: string,
    n: number,
    call: CallOptions,
  ): { answer: TransportResponse; waitMs: number | undefined } {
    const json = req.expectJson === true ? parseJson(outcome.text) : undefined;
    const answer: TransportResponse = {
      status: outcome.status,
      contentType: headerValue(outcome.headers['content-type']),
      text: outcome.text,
      endpoint,
      attempts: n,
      ...(json ? { json } : {}),
    };
    const cut =
      req.expectJson === true &&
      req.retry === 'idempotent' &&
      json === undefined &&
      /\bjson\b/i.test(answer.contentType ?? '');
    const waitMs = cut ? this.backoff(n, call) : undefined;
    this.emit({
      method: req.method,
      endpoint: req.template,
      status: outcome.status,
      attempt: n,
      ...(cut ? { error: 'InvalidResponseError body not JSON', retryInMs: waitMs } : {}),
    });
    return { answer, waitMs };
  }

  /** The one-line error for a base URL whose host does not resolve, or where nothing listens. */
  private unreachable(
    cause: PlatformError,
    endpoint: string,
    attempts: number,
    code = 'ECONNREFUSED',
  ): UnreachableError {
    const message =
      code === 'ENOTFOUND'
        ? `The host ${new URL(this.o.baseUrl).hostname} of base-url does not resolve (no such host in DNS, on the first request, ${endpoint}): check base-url's spelling, e.g. https://api.probe.splx.ai, or eu / us.`
        : `Nothing listens at ${this.o.baseUrl} (connection refused on the first request, ${endpoint}): check base-url and its port, and that the platform is reachable from this machine.`;
    return new UnreachableError(message, {
      endpoint,
      attempts,
      code,
      requestMayHaveReachedServer: false,
      cause,
    });
  }

  /** Waits before the next attempt; an abort becomes an AbortedError. */
  private async pause(
    ms: number,
    call: CallOptions,
    endpoint: string,
    n: number,
    reached: boolean,
  ): Promise<void> {
    try {
      await this.o.sleep(ms, call.signal);
    } catch (err) {
      if (call.signal?.aborted) throw this.errors.aborted(endpoint, n, reached, err);
      throw err;
    }
  }

  /** Plain backoff before attempt `n + 1`, or undefined when out of retries or of time. */
  private backoff(n: number, call: CallOptions): number | undefined {
    if (n > this.o.maxRetries) return undefined;
    const waitMs = backoffDelay(n - 1, this.o.baseDelayMs, this.o.maxDelayMs, this.o.random);
    const remainingMs = this.remaining(call);
    return remainingMs !== undefined && waitMs >= remainingMs ? undefined : waitMs;
  }

  /** Ms left before the call's deadline, or undefined without one. */
  private remaining(call: CallOptions): number | undefined {
    return call.deadline === undefined ? undefined : call.deadline - this.o.now();
  }

  /** Whether and how long to wait before attempt `n + 1`; `note` explains a refusal. */
  private plan(
    outcome: Failure,
    mode: RetryMode,
    n: number,
    call: CallOptions,
  ): { waitMs?: number; note?: string } {
    if (!isRetryable(outcome, mode) || n > this.o.maxRetries) return {};
    let waitMs = backoffDelay(n - 1, this.o.baseDelayMs, this.o.maxDelayMs, this.o.random);
    const remainingMs = this.remaining(call);
    const retryAfterMs =
      outcome.kind === 'response'
        ? parseRetryAfter(outcome.headers['retry-after'], this.o.now())
        : undefined;
    if (retryAfterMs !== undefined) {
      // Retry-After is a lower bound: never come back earlier than asked (R2).
      if (remainingMs !== undefined && retryAfterMs >= remainingMs) {
        return {
          note:
            `The platform asked to wait ${formatMs(retryAfterMs)} (Retry-After) ` +
            `but only ${formatMs(Math.max(0, remainingMs))} remain before the deadline, so the client gave up`,
        };
      }
      if (remainingMs === undefined && retryAfterMs > MAX_RETRY_AFTER_MS) {
        return {
          note:
            `The platform asked to wait ${formatMs(retryAfterMs)} (Retry-After), ` +
            `longer than the ${formatMs(MAX_RETRY_AFTER_MS)} the client waits`,
        };
      }
      waitMs = Math.max(waitMs, retryAfterMs);
    }
    if (remainingMs !== undefined && waitMs >= remainingMs) {
      return { note: 'No time was left before the deadline for another attempt' };
    }
    return { waitMs };
  }

  private emit(e: Parameters<NonNullable<ResolvedOptions['onRequest']>>[0]): void {
    try {
      this.o.onRequest?.(e);
    } catch {
      // A logging hook must never break a request.
    }
  }
}

/** Serialises the body once; the same bytes are resent on every attempt. */
async function encodeBody(
  req: TransportRequest,
): Promise<{ body: string | Uint8Array | undefined; contentType: string | undefined }> {
  if (req.form) {
    // Let undici's fetch Response produce the multipart encoding and boundary,
    // then send plain bytes: a fixed Content-Length, and resendable as is.
    const encoded = new Response(req.form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    return { body: bytes, contentType: encoded.headers.get('content-type') ?? undefined };
  }
  if (req.json !== undefined) {
    // The platform documents this media type for every JSON request body.
    return { body: JSON.stringify(req.json), contentType: 'application/json-patch+json' };
  }
  return { body: undefined, contentType: undefined };
}

function queryString(query: TransportRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The parsed body, or undefined when it is not JSON (cut off, empty, HTML, ...). */
function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function isRetryable(outcome: Failure, mode: RetryMode): boolean {
  switch (outcome.kind) {
    case 'response':
      // Any HTTP answer means the server got the request: never resend a
      // non-idempotent one, whatever the status (R3).
      return mode === 'idempotent' && RETRYABLE_STATUSES.has(outcome.status);
    case 'network':
      return mode === 'idempotent' ? outcome.info.retryable : outcome.info.notSent;
    case 'timeout':
      if (outcome.phase === 'deadline') return false;
      return mode === 'idempotent' || outcome.notSent;
    case 'too-large':
      return false;
  }
}

function mayHaveReached(outcome: Failure): boolean {
  if (outcome.kind === 'network') return !outcome.info.notSent;
  if (outcome.kind === 'timeout') return !outcome.notSent;
  return true;
}

/** Short key-free label for RequestEvent.error. */
function describe(outcome: Failure): string | undefined {
  switch (outcome.kind) {
    case 'response':
      return undefined;
    case 'network':
      return `ConnectionError${outcome.info.code ? ` ${outcome.info.code}` : ''}`;
    case 'timeout':
      return `TimeoutError ${outcome.phase}`;
    case 'too-large':
      return 'InvalidResponseError body too large';
  }
}
