/**
 * Classifies errors thrown by undici (or by Node's net/dns below it) into what
 * the retry logic needs to know: was the request possibly sent, is it worth
 * another attempt, was it one of undici's timeouts.
 */
import type { TimeoutPhase } from '../errors.js';
import { MAYBE_SENT_ERROR_CODES, NOT_SENT_ERROR_CODES } from './policy.js';

/** What a network error means for retrying. */
export interface NetworkFailureInfo {
  /** The most telling error code in the chain (known codes win over unknown ones). */
  code: string | undefined;
  /** True only if the connection provably never got established. */
  notSent: boolean;
  /** True if an idempotent request may be retried. */
  retryable: boolean;
  /** Set when the error is one of undici's connect/headers/body timeouts. */
  timeoutPhase: TimeoutPhase | undefined;
}

const TIMEOUT_CODES: Readonly<Record<string, TimeoutPhase>> = {
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  UND_ERR_HEADERS_TIMEOUT: 'headers',
  UND_ERR_BODY_TIMEOUT: 'body',
};

/**
 * Every `code` in the error, its `cause` chain and AggregateError members
 * (Node's happy-eyeballs connect throws an AggregateError of per-address
 * errors), breadth first.
 */
export function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 32) {
    const e = queue.shift();
    if (e === null || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') codes.push(code);
    queue.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) queue.push(...(e.errors as unknown[]));
  }
  return codes;
}

/** Classifies a network-level error. Unknown errors are treated as maybe-sent and not retryable. */
export function classifyNetworkError(err: unknown): NetworkFailureInfo {
  const codes = errorCodes(err);
  const known = codes.filter((c) => NOT_SENT_ERROR_CODES.has(c) || MAYBE_SENT_ERROR_CODES.has(c));
  // "Not sent" must hold for every known code: one reset among refusals means
  // some attempt may have delivered the request.
  const notSent = known.length > 0 && known.every((c) => NOT_SENT_ERROR_CODES.has(c));
  const code = known[0] ?? codes[0];
  const timeoutCode = known.find((c) => c in TIMEOUT_CODES);
  return {
    code,
    notSent,
    retryable: known.length > 0,
    timeoutPhase: timeoutCode === undefined ? undefined : TIMEOUT_CODES[timeoutCode],
  };
}
