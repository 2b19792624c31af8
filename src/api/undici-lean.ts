/**
 * The two parts of undici every request uses, the proxy-aware agent and the request API,
 * loaded without the rest of the package (fetch, WebSocket, EventSource, mocks, caches: more
 * than half of it) so that the Action reaches its first request sooner. undici exports no
 * sub-paths; test/api/undici-lean.test.ts checks that these are the very objects its public
 * entry exports, so an undici that moves them fails the tests and the build, not a user.
 * Anything else (multipart bodies) comes from `await import('undici')` where it is needed.
 */
import type { Dispatcher, EnvHttpProxyAgent as PublicEnvHttpProxyAgent } from 'undici';
import envHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js';
import apiRequest from 'undici/lib/api/api-request.js';

/** undici's `EnvHttpProxyAgent` (honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY). */
export const EnvHttpProxyAgent: typeof PublicEnvHttpProxyAgent = envHttpProxyAgent;

/** Options of {@link request}: undici's request options without the target. */
export type LeanRequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path'>;

/**
 * undici's `request(url, { dispatcher, ... })`: sends through `dispatcher` (which needs
 * nothing of undici's public entry, a MockAgent included).
 */
export function request(
  dispatcher: Dispatcher,
  url: string,
  options: LeanRequestOptions,
): Promise<Dispatcher.ResponseData> {
  const { origin, pathname, search } = new URL(url);
  return apiRequest.call(dispatcher, { ...options, origin, path: `${pathname}${search}` });
}
