/**
 * Builds the PlatformError for a failed attempt (R5): endpoint, status, the
 * server's own words (scrubbed, truncated) and a hint, never key or payload.
 */
import type { Outcome } from './transport/attempt.js';
import { parseRetryAfter } from './transport/backoff.js';
import {
  AbortedError,
  apiErrorFor,
  ConnectionError,
  InvalidResponseError,
  TimeoutError,
  type PlatformError,
} from './errors.js';
import { connectionMessage, httpMessage, timeoutMessage } from './messages.js';
import { MAX_SERVER_MESSAGE_CHARS } from './transport/policy.js';
import { excerpt, type Redactor } from './redact.js';
import { apiErrorBodySchema } from './schemas/schemas-error.js';

/** An attempt outcome other than an abort (a non-2xx answer or a failure). */
export type Failure = Exclude<Outcome, { kind: 'aborted' }>;

/** Turns attempt outcomes into PlatformErrors for one client. */
export class ErrorFactory {
  constructor(
    private readonly redactor: Redactor,
    private readonly host: string,
    private readonly now: () => number,
  ) {}

  /** The PlatformError for a failed attempt. */
  fromOutcome(
    outcome: Failure,
    ctx: { endpoint: string; attempts: number; reached: boolean; note: string | undefined },
  ): PlatformError {
    const { endpoint, attempts, note } = ctx;
    const host = this.host;
    switch (outcome.kind) {
      case 'response': {
        const status = outcome.status;
        const parsed = this.parseErrorBody(outcome.text);
        const retryAfterMs = parseRetryAfter(outcome.headers['retry-after'], this.now());
        const message = httpMessage({ endpoint, status, attempts, ...parsed.forMessage, note });
        return apiErrorFor(message, {
          endpoint,
          status,
          attempts,
          requestMayHaveReachedServer: true,
          serverMessage: parsed.forMessage.serverMessage,
          serverCode: parsed.serverCode,
          validationErrors: parsed.validationErrors,
          retryAfterMs,
        });
      }
      case 'network': {
        const cause = this.redactor.scrubError(outcome.cause);
        const raw = cause instanceof Error ? cause.message : String(cause);
        const detail = excerpt(this.redactor.scrub(raw), 120);
        const code = outcome.info.code;
        return new ConnectionError(
          connectionMessage({ endpoint, host, attempts, code, detail, note }),
          { endpoint, attempts, code, cause, requestMayHaveReachedServer: ctx.reached },
        );
      }
      case 'timeout':
        return new TimeoutError(
          timeoutMessage({ endpoint, host, attempts, phase: outcome.phase, ms: outcome.ms, note }),
          {
            endpoint,
            attempts,
            phase: outcome.phase,
            cause: this.redactor.scrubError(outcome.cause),
            requestMayHaveReachedServer: ctx.reached,
          },
        );
      case 'too-large':
        return new InvalidResponseError(
          `${endpoint} answered with a body larger than ${outcome.limit} bytes; ` +
            'the client stopped reading. Check base-url points at the platform API.',
          { endpoint, attempts, path: '$' },
        );
    }
  }

  /** Pulls message, code and validationErrors out of an error body, tolerating anything. */
  private parseErrorBody(text: string): {
    forMessage: { serverMessage?: string; validation?: string };
    serverCode?: string;
    validationErrors?: Record<string, string[]>;
  } {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { forMessage: {} };
    }
    const parsed = apiErrorBodySchema().safeParse(json);
    if (!parsed.success) return { forMessage: {} };
    const b = parsed.data;
    const rawMessage = b.error?.message ?? b.message ?? b.title ?? b.detail ?? undefined;
    const serverMessage =
      typeof rawMessage === 'string' && rawMessage.trim() !== ''
        ? excerpt(this.redactor.scrub(rawMessage), MAX_SERVER_MESSAGE_CHARS)
        : undefined;
    const validationErrors = toValidationMap(
      b.validationErrors ?? b.error?.validationErrors ?? b.errors,
      (s) => excerpt(this.redactor.scrub(s), MAX_SERVER_MESSAGE_CHARS),
    );
    const validation = validationErrors
      ? excerpt(
          Object.entries(validationErrors)
            .map(([field, msgs]) => `${field}: ${msgs.join('; ')}`)
            .join(', '),
          MAX_SERVER_MESSAGE_CHARS,
        )
      : undefined;
    const code = b.error?.code;
    return {
      forMessage: { serverMessage, validation: validation || undefined },
      serverCode: typeof code === 'string' ? excerpt(this.redactor.scrub(code), 64) : undefined,
      validationErrors,
    };
  }

  /** The error for a call the caller's signal aborted. */
  aborted(endpoint: string, attempts: number, reached: boolean, cause: unknown): AbortedError {
    return new AbortedError(`${endpoint} was aborted by the caller (e.g. the job was cancelled).`, {
      endpoint,
      attempts,
      requestMayHaveReachedServer: reached,
      cause: this.redactor.scrubError(cause),
    });
  }
}

/** Turns a validationErrors-like value into field -> messages, or undefined if empty/odd. */
function toValidationMap(
  value: unknown,
  clean: (s: string) => string,
): Record<string, string[]> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, msgs] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
    const list = Array.isArray(msgs) ? msgs : [msgs];
    const texts = list.filter((m): m is string => typeof m === 'string').map(clean);
    if (texts.length > 0) out[clean(field)] = texts;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
