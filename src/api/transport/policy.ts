/**
 * Retry and timeout policy of the platform client (docs/reliability.md R1-R4).
 *
 * Every number that decides whether, when and how long we wait lives here,
 * with the reason it has the value it has.
 */

/** Statuses that say "try again": the request was not (fully) handled. R1. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, // request timeout: the server gave up waiting for us, nothing was done
  429, // rate limited: the server asks us to slow down, honour Retry-After
  500, // internal error: usually a transient fault on the platform
  502, // bad gateway: a proxy or load balancer in front of the platform failed
  503, // unavailable: deploy or overload, typically sends Retry-After
  504, // gateway timeout: upstream was slow, a later attempt often succeeds
]);

/**
 * Statuses that will answer the same way however often we ask: retrying only
 * burns the deadline and, for 401, hammers an auth endpoint with a bad key. R1.
 */
export const NON_RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  400, 401, 403, 404, 405, 409, 422,
]);

/** Retries after the first attempt (so at most 5 requests): R2's "up to 4 retries". */
export const MAX_RETRIES = 4;

/** First backoff ceiling; doubles each retry (full jitter picks 0..ceiling). */
export const BASE_DELAY_MS = 500;

/** Cap on one backoff ceiling, so 4 retries wait at most ~20 s in total plus Retry-After. */
export const MAX_DELAY_MS = 8_000;

/**
 * Longest Retry-After we honour when the call has no deadline. A server asking
 * for longer is effectively down for us; failing with a clear message beats a
 * CI job that silently sleeps for an hour.
 */
export const MAX_RETRY_AFTER_MS = 120_000;

/** TCP + TLS handshake; undici's default is 10 s too, but we make it explicit. R4. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Time to response headers once sent; undici's default (300 s) would stall CI. R4. */
export const HEADERS_TIMEOUT_MS = 30_000;

/** Time to read the whole body once headers arrived (large probe runs included). R4. */
export const BODY_TIMEOUT_MS = 30_000;

/**
 * Largest response body we read (bytes). A probe run with thousands of test
 * cases is a few MiB; anything far beyond that is not a platform answer and
 * would only exhaust the runner's memory.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** Longest excerpt of a server's error.message quoted in our error messages. R5. */
export const MAX_SERVER_MESSAGE_CHARS = 200;

/**
 * Network error codes that mean the connection was never established, so the
 * request provably did not reach the server: safe to retry even for the
 * non-idempotent trigger (R3).
 */
export const NOT_SENT_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED', // nothing listening: the server never saw the request
  'ENOTFOUND', // DNS said no such host (CI resolvers flap: retried, but see FIRST_CONTACT_CODES)
  'EAI_AGAIN', // DNS temporary failure
  'ENETUNREACH', // no route: the SYN never left
  'EHOSTUNREACH', // no route to host
  'UND_ERR_CONNECT_TIMEOUT', // undici gave up during connect/TLS
  'UND_ERR_PROXY_TUNNEL', // the proxy refused or dropped the CONNECT: the platform saw nothing
]);

/**
 * Network error codes after which the request MAY have reached the server.
 * Retryable for idempotent calls only (R1); the trigger must not resend (R3).
 */
export const MAYBE_SENT_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET', // peer reset, possibly after reading our request
  'ETIMEDOUT', // kernel-level timeout, phase unknown
  'EPIPE', // we were writing when the peer closed
  'ECONNABORTED', // connection aborted mid-exchange
  'UND_ERR_SOCKET', // undici: socket closed or errored unexpectedly
  'UND_ERR_HEADERS_TIMEOUT', // undici: no headers within headersTimeout
  'UND_ERR_BODY_TIMEOUT', // undici: body stalled beyond bodyTimeout
  'UND_ERR_CLOSED', // undici: client closed while the request was queued/in flight
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH', // truncated response body
]);

/**
 * Network errors that, before the platform ever answered, say base-url is wrong: nothing
 * listens there (refused), or its host does not exist (DNS said no such host). Retried once,
 * quickly, for a listener that is just starting or a resolver that flapped; past that,
 * waiting the whole backoff (20 s and more) only hides a wrong address. Once the platform
 * has answered, they are retried as any other network error.
 */
export const FIRST_CONTACT_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND']);
export const FIRST_CONTACT_REFUSED_RETRIES = 1;
export const FIRST_CONTACT_REFUSED_WAIT_MS = 300;
