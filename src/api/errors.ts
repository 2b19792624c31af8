/**
 * The platform client's error hierarchy (docs/internal-contracts.md, src/api).
 *
 *     PlatformError
 *       ApiError (HTTP status)
 *         AuthenticationError 401, PermissionError 403, NotFoundError 404,
 *         MethodNotAllowedError 405, BadRequestError 400/422, ConflictError 409,
 *         RateLimitError 429, ServerError 5xx
 *       ConnectionError, TimeoutError, InvalidResponseError, AbortedError
 *     InvalidArgumentError (a TypeError: the caller passed a bad id or body)
 *
 * Messages are built by the transport (see messages.ts) and never contain the
 * API key or a payload; `endpoint` is the template (`GET /api/.../{targetId}`),
 * never the filled path.
 */

/** Where a request ran out of time. `deadline` is the caller's CallOptions.deadline. */
export type TimeoutPhase = 'connect' | 'headers' | 'body' | 'deadline';

/** Fields shared by every PlatformError. */
export interface PlatformErrorInit {
  /** Method and path template, e.g. `POST /api/workspaces/{workspaceId}/test-run/trigger`. */
  endpoint?: string;
  /** HTTP status, when the server answered. */
  status?: number;
  /** The underlying error (already scrubbed of the key). */
  cause?: unknown;
  /**
   * False only when no attempt could have reached the server (connect refused,
   * DNS failure, connect timeout). The engine uses it to decide whether a
   * trigger must be looked up before being sent again (R3).
   */
  requestMayHaveReachedServer?: boolean;
  /** Requests made before giving up (1 = no retry). */
  attempts?: number;
}

/** Base of every error the platform client throws. */
export class PlatformError extends Error {
  override name = 'PlatformError';
  /** Method and path template of the call that failed. */
  readonly endpoint: string | undefined;
  /** HTTP status, if the server answered. */
  readonly status: number | undefined;
  /** See {@link PlatformErrorInit.requestMayHaveReachedServer}. */
  readonly requestMayHaveReachedServer: boolean;
  /** Requests made before giving up. */
  readonly attempts: number;

  constructor(message: string, init: PlatformErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.requestMayHaveReachedServer = init.requestMayHaveReachedServer ?? true;
    this.attempts = init.attempts ?? 1;
  }
}

/** Fields of an error built from an HTTP answer. */
export interface ApiErrorInit extends PlatformErrorInit {
  endpoint: string;
  status: number;
  /** The server's `error.message`, truncated and scrubbed. */
  serverMessage?: string;
  /** The server's `error.code`, e.g. `UNAUTHORIZED`. */
  serverCode?: string;
}

/** The server answered with a non-2xx status. */
export class ApiError extends PlatformError {
  override name = 'ApiError';
  declare readonly status: number;
  declare readonly endpoint: string;
  /** The server's `error.message` (truncated, key scrubbed), if it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's `error.code`, if it sent one. */
  readonly serverCode: string | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    this.serverMessage = init.serverMessage;
    this.serverCode = init.serverCode;
  }
}

/** 401: the key is missing, wrong or expired. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** 403: the key's user may not do this in this workspace. */
export class PermissionError extends ApiError {
  override name = 'PermissionError';
}

/** 404: the workspace, target, run or endpoint does not exist. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 405: the server does not offer this method on this path (older platform). */
export class MethodNotAllowedError extends ApiError {
  override name = 'MethodNotAllowedError';
}

/** 409: the resource is in a state that does not allow the operation. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}

/** 400 and 422: the server rejected the request; may list problems per field. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
  /** Field name to messages, from the server's `validationErrors` (empty if none). */
  readonly validationErrors: Readonly<Record<string, readonly string[]>>;

  constructor(
    message: string,
    init: ApiErrorInit & { validationErrors?: Record<string, readonly string[]> },
  ) {
    super(message, init);
    this.validationErrors = init.validationErrors ?? {};
  }
}

/** 429: rate limited. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  /** What the server's Retry-After asked for, in ms, if it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, init: ApiErrorInit & { retryAfterMs?: number }) {
    super(message, init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** 5xx: the platform (or a proxy in front of it) failed. */
export class ServerError extends ApiError {
  override name = 'ServerError';
}

/** The request failed at the network level (no HTTP answer). */
export class ConnectionError extends PlatformError {
  override name = 'ConnectionError';
  /** The network error code (ECONNRESET, UND_ERR_SOCKET, ...), if any. */
  readonly code: string | undefined;

  constructor(message: string, init: PlatformErrorInit & { code?: string }) {
    super(message, init);
    this.code = init.code;
  }
}

/**
 * The base URL is wrong: on the very first contact with the platform, its host did not
 * resolve (ENOTFOUND) or nothing listened there (ECONNREFUSED), so the address or port is
 * wrong or the platform is down. Given up on after one quick retry instead of retried for
 * seconds: no later attempt of the scan can do better. A user mistake (exit 2).
 */
export class UnreachableError extends ConnectionError {
  override name = 'UnreachableError';
}

/** A connect, headers, body or overall deadline timeout. */
export class TimeoutError extends PlatformError {
  override name = 'TimeoutError';
  /** Which wait ran out. */
  readonly phase: TimeoutPhase;

  constructor(message: string, init: PlatformErrorInit & { phase: TimeoutPhase }) {
    super(message, init);
    this.phase = init.phase;
  }
}

/** The answer was not JSON, or did not fit the schema the code needs. */
export class InvalidResponseError extends PlatformError {
  override name = 'InvalidResponseError';
  /** JSON path of the first problem, e.g. `$[3].id` (`$` for the whole body). */
  readonly path: string;
  /** Every problem found, as `path: message` (no values from the payload). */
  readonly issues: readonly string[];

  constructor(message: string, init: PlatformErrorInit & { path: string; issues?: string[] }) {
    super(message, init);
    this.path = init.path;
    this.issues = init.issues ?? [];
  }
}

/**
 * The caller's AbortSignal fired. `name` is `AbortError`, like the DOM's, so
 * `err.name === 'AbortError'` checks keep working.
 */
export class AbortedError extends PlatformError {
  override name = 'AbortError';
}

/** A method was called with a bad argument (id not a positive integer, invalid body). */
export class InvalidArgumentError extends TypeError {
  override name = 'InvalidArgumentError';
}

/** Builds the ApiError subclass that fits `init.status`. */
export function apiErrorFor(
  message: string,
  init: ApiErrorInit & {
    validationErrors?: Record<string, readonly string[]>;
    retryAfterMs?: number;
  },
): ApiError {
  const { status } = init;
  if (status === 401) return new AuthenticationError(message, init);
  if (status === 403) return new PermissionError(message, init);
  if (status === 404) return new NotFoundError(message, init);
  if (status === 405) return new MethodNotAllowedError(message, init);
  if (status === 409) return new ConflictError(message, init);
  if (status === 400 || status === 422) return new BadRequestError(message, init);
  if (status === 429) return new RateLimitError(message, init);
  if (status >= 500) return new ServerError(message, init);
  return new ApiError(message, init);
}

/** Errors whose answer a new attempt cannot change: the request or the credentials are wrong. */
const FINAL_ERRORS = [
  AuthenticationError,
  PermissionError,
  NotFoundError,
  BadRequestError,
  ConflictError,
  MethodNotAllowedError,
  InvalidArgumentError,
  UnreachableError,
] as const;

/** Whether `err` is an answer that retrying the same request cannot change. */
export function isFinalAnswer(err: unknown): boolean {
  return FINAL_ERRORS.some((E) => err instanceof E);
}

/**
 * 401 or 403: the key or its permissions are wrong, so no later call can succeed. Optional
 * reads (scores, details, lists) rethrow these instead of degrading to a warning (R7).
 */
export function isCredentialError(err: unknown): boolean {
  return err instanceof AuthenticationError || err instanceof PermissionError;
}
