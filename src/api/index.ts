/** Public surface of the platform client (docs/internal-contracts.md, src/api). */
export { PlatformClient } from './client.js';
export type { UploadFile } from './request-bodies.js';
export type { CallOptions, ClientOptions, RequestEvent } from './options.js';
export {
  AbortedError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InvalidArgumentError,
  InvalidResponseError,
  MethodNotAllowedError,
  NotFoundError,
  PermissionError,
  PlatformError,
  RateLimitError,
  ServerError,
  TimeoutError,
  type TimeoutPhase,
} from './errors.js';
export { ENDPOINTS, type EndpointDef, type EndpointName } from './endpoints.js';
export type { HttpMethod, RetryMode } from './transport.js';
export * as policy from './policy.js';
export {
  isTerminal,
  normalizeCaseStatus,
  normalizeRunStatus,
  type CaseState,
  type RunState,
} from './status.js';
// Types only: the response schemas are loaded by the client on its first answer (tests and
// tools that need the schema objects import src/api/schemas.ts).
export type * from './schemas.js';
