/** Public surface of the platform client (docs/internal-contracts.md, src/api). */
export { PlatformClient } from './client.js';
export type { UploadFile } from './schemas/request-bodies.js';
export type { CallOptions, ClientOptions, RequestEvent } from './transport/options.js';
export {
  AbortedError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InvalidArgumentError,
  InvalidResponseError,
  isCredentialError,
  isFinalAnswer,
  MethodNotAllowedError,
  NotFoundError,
  PermissionError,
  PlatformError,
  RateLimitError,
  ServerError,
  TimeoutError,
  type TimeoutPhase,
  UnreachableError,
} from './errors.js';
export { ENDPOINTS, type EndpointDef, type EndpointName } from './endpoints.js';
export type { HttpMethod, RetryMode } from './transport/transport.js';
export * as policy from './transport/policy.js';
export {
  isTerminal,
  normalizeCaseStatus,
  normalizeRunStatus,
  type CaseState,
  type RunState,
} from './status.js';
// Types only: the response schemas are loaded by the client on its first answer (tests and
// tools that need the schema objects import src/api/schemas/schemas.ts).
export type * from './schemas/schemas.js';
export { excerpt, REDACTED, Redactor, secretForms } from './redact.js';
