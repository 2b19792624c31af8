/**
 * Types of the undici modules src/api/undici-lean.ts loads by path (undici ships types only
 * for its public entry): the same classes and functions, typed as the public ones.
 */
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import type { EnvHttpProxyAgent } from 'undici';

  const envHttpProxyAgent: typeof EnvHttpProxyAgent;
  export default envHttpProxyAgent;
}

declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';

  /** `Dispatcher.prototype.request`: undici assigns it there when its public entry loads. */
  function request(
    this: Dispatcher,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData>;
  export default request;
}
