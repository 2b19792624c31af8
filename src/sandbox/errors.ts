import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Map from a field name (dotted path) to messages, as in the platform's 400 bodies. */
export type ValidationErrors = Record<string, string[]>;

/** The `error` object every error response of the platform carries. */
export interface ErrorBody {
  error: { message: string; code: string; validationErrors?: ValidationErrors };
}

/** The 401 body, exactly as docs/platform.md documents it. */
export const UNAUTHORIZED_BODY: ErrorBody = {
  error: {
    message: 'Unauthorized: Authentication is required to access this resource.',
    code: 'UNAUTHORIZED',
  },
};

/** An error a route handler throws to answer with a given status and error object. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly validationErrors?: ValidationErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The JSON body for this error. */
  body(): ErrorBody {
    const error: ErrorBody['error'] = { message: this.message, code: this.code };
    if (this.validationErrors) error.validationErrors = this.validationErrors;
    return { error };
  }
}

/** 404 for an unknown workspace, target, run, probe run, model, etc. */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

/** 400 with validationErrors (at least one field named). */
export function badRequest(message: string, validationErrors: ValidationErrors): HttpError {
  return new HttpError(400, 'BAD_REQUEST', message, validationErrors);
}

/** 400 for a single field. */
export function badField(field: string, problem: string, message?: string): HttpError {
  return badRequest(message ?? `Invalid ${field}: ${problem}`, { [field]: [problem] });
}

/** A JSON response for an error body. */
export function errorResponse(err: HttpError): Response {
  return new Response(JSON.stringify(err.body()), {
    status: err.status,
    headers: { 'content-type': 'application/json', ...err.headers },
  });
}
