/** Options of the platform client and of one call, and their resolution to defaults. */
import { setTimeout as delay } from 'node:timers/promises';
import { InvalidArgumentError } from '../errors.js';
import {
  BASE_DELAY_MS,
  BODY_TIMEOUT_MS,
  CONNECT_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  MAX_DELAY_MS,
  MAX_RETRIES,
} from './policy.js';
import { Agent, EnvHttpProxyAgent, Pool, type Dispatcher } from 'undici';

/** What the client reports after every attempt (for logging and tests). */
export interface RequestEvent {
  /** HTTP method. */
  method: string;
  /** Path template, e.g. `/api/workspaces/{workspaceId}/test-run/trigger` (no method). */
  endpoint: string;
  /** HTTP status, if the server answered. */
  status?: number;
  /** 1 for the first request, 2 for the first retry, ... */
  attempt: number;
  /** Short, key-free description of a failure (error class and code). */
  error?: string;
  /** Set when the client will retry: how long it waits first, in ms. */
  retryInMs?: number;
}

/** Settings of a {@link PlatformClient}. */
export interface ClientOptions {
  /** Platform base URL, e.g. `http://127.0.0.1:4010`; a trailing slash is fine, a path prefix is kept. */
  baseUrl: string;
  /** Personal access token, sent as X-Api-Key. Never appears in messages. */
  apiKey: string;
  /** Other secrets to keep out of every message (target-file secrets, the GitHub token, R26). */
  secrets?: readonly string[];
  /** undici dispatcher; default: {@link defaultDispatcher} (honours HTTPS_PROXY/HTTP_PROXY/NO_PROXY). */
  dispatcher?: Dispatcher;
  /** Timeouts in ms; defaults in policy.ts (10 s connect, 30 s headers, 30 s body); 0 disables one. */
  timeouts?: Partial<{
    /** TCP + TLS connect (only applies to the default dispatcher). */
    connectMs: number;
    /** From sending the request to the response headers. */
    headersMs: number;
    /** From the headers to the end of the body. */
    bodyMs: number;
  }>;
  /** Retry policy; defaults in policy.ts. */
  retry?: Partial<{
    /** Retries after the first attempt (default 4; 0 disables retries). */
    maxRetries: number;
    /** Backoff ceiling of the first retry, doubled each time. */
    baseDelayMs: number;
    /** Cap on the backoff ceiling. */
    maxDelayMs: number;
  }>;
  /** Waits `ms`; must reject when `signal` aborts. Default: timers/promises setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Current time in epoch ms (deadlines and Retry-After dates). Default: Date.now. */
  now?: () => number;
  /** Uniform random number in [0, 1) for backoff jitter. Default: Math.random. */
  random?: () => number;
  /** User-Agent header; default `probe-gate (node/<version>)`. */
  userAgent?: string;
  /** Called after every attempt; exceptions thrown by it are ignored. */
  onRequest?: (e: RequestEvent) => void;
  /**
   * The scope every call runs in (R24): its signal aborts every call, and no call goes past
   * its deadline (epoch ms, same clock as `now`), whatever the call's own options say.
   * Calls with `detached: true` (a cancel after an interrupt) run outside it.
   */
  scope?: CallScope;
}

/** A signal and a deadline that every call of a client carries. */
export interface CallScope {
  signal?: AbortSignal;
  deadline?: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (in flight or while waiting to retry) with an AbortedError. */
  signal?: AbortSignal;
  /** Epoch ms (same clock as ClientOptions.now): no attempt or wait goes past it. */
  deadline?: number;
  /**
   * Runs outside the client's scope (its own signal and deadline only): for the cancel and
   * clean-up that must still happen after the scope's signal aborted.
   */
  detached?: boolean;
  /**
   * Awaited when a 2xx answer's body has arrived, before it is parsed: a caller reading many
   * answers sends its next request here, so the wire stays busy while this body is parsed. Called
   * again if a cut body is read again.
   */
  onBody?: () => Promise<void> | void;
}

/** ClientOptions with every default filled in. */
export interface ResolvedOptions {
  /** Origin plus path prefix, no trailing slash, no credentials, query or hash. */
  baseUrl: string;
  /** host[:port] of the base URL, for messages. */
  host: string;
  apiKey: string;
  secrets: readonly string[];
  dispatcher: Dispatcher;
  ownsDispatcher: boolean;
  connectMs: number;
  headersMs: number;
  bodyMs: number;
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  random: () => number;
  userAgent: string;
  onRequest: ((e: RequestEvent) => void) | undefined;
  scope: CallScope;
}

const defaultSleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  await delay(ms, undefined, signal ? { signal } : undefined);
};

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw new InvalidArgumentError(`${name} must be a non-negative number`);
  }
  return value;
}

/** Validates options and fills defaults. Throws InvalidArgumentError (never quoting the key). */
export function resolveOptions(o: ClientOptions): ResolvedOptions {
  let base: URL;
  try {
    base = new URL(o.baseUrl);
  } catch {
    throw new InvalidArgumentError(
      'baseUrl is not a valid URL (expected e.g. https://api.example.com)',
    );
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new InvalidArgumentError('baseUrl must start with http:// or https://');
  }
  if (typeof o.apiKey !== 'string' || o.apiKey === '') {
    throw new InvalidArgumentError('apiKey is empty: set PROBE_API_KEY or the api-key input');
  }
  // A header value must be visible ASCII; checking here gives a clear error
  // instead of undici's, and a stray newline cannot inject a header.
  if (!/^[\x21-\x7e]+$/.test(o.apiKey)) {
    throw new InvalidArgumentError(
      'apiKey contains whitespace or characters not allowed in an HTTP header (check for a trailing newline)',
    );
  }
  const connectMs = nonNegative('timeouts.connectMs', o.timeouts?.connectMs, CONNECT_TIMEOUT_MS);
  const headersMs = nonNegative('timeouts.headersMs', o.timeouts?.headersMs, HEADERS_TIMEOUT_MS);
  const bodyMs = nonNegative('timeouts.bodyMs', o.timeouts?.bodyMs, BODY_TIMEOUT_MS);
  const maxRetries = nonNegative('retry.maxRetries', o.retry?.maxRetries, MAX_RETRIES);
  return {
    // Credentials in the URL are dropped on purpose: the API authenticates by
    // header, and the base URL appears in logs.
    baseUrl: base.origin + base.pathname.replace(/\/+$/, ''),
    host: base.host,
    apiKey: o.apiKey,
    secrets: o.secrets ?? [],
    dispatcher:
      o.dispatcher ??
      defaultDispatcher({
        connectTimeout: connectMs,
        headersTimeout: headersMs,
        bodyTimeout: bodyMs,
      }),
    ownsDispatcher: o.dispatcher === undefined,
    connectMs,
    headersMs,
    bodyMs,
    maxRetries: Math.floor(maxRetries),
    baseDelayMs: nonNegative('retry.baseDelayMs', o.retry?.baseDelayMs, BASE_DELAY_MS),
    maxDelayMs: nonNegative('retry.maxDelayMs', o.retry?.maxDelayMs, MAX_DELAY_MS),
    sleep: o.sleep ?? defaultSleep,
    now: o.now ?? Date.now,
    random: o.random ?? Math.random,
    userAgent: o.userAgent ?? `probe-gate (node/${process.versions.node})`,
    onRequest: o.onRequest,
    scope: o.scope ?? {},
  };
}

/** Proxy variables undici's EnvHttpProxyAgent reads (NO_PROXY applies only when one is set). */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

/**
 * The default dispatcher: undici's EnvHttpProxyAgent (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) when a
 * proxy variable is set, else a plain Agent, which is what EnvHttpProxyAgent would use for
 * every request then. undici 6 prints an "experimental" notice when an EnvHttpProxyAgent is
 * made: only runners behind a proxy see it.
 */
export function defaultDispatcher(
  options: Agent.Options,
  env: NodeJS.ProcessEnv = process.env,
): Dispatcher {
  const proxied = PROXY_VARIABLES.some((name) => (env[name] ?? '').trim() !== '');
  if (!proxied) return new Agent(options);
  return new EnvHttpProxyAgent({
    ...options,
    // The precedence undici uses when it reads process.env itself.
    httpProxy: env.http_proxy ?? env.HTTP_PROXY,
    httpsProxy: env.https_proxy ?? env.HTTPS_PROXY,
    noProxy: env.no_proxy ?? env.NO_PROXY,
    // Passed on to each ProxyAgent (its types do not list it on EnvHttpProxyAgent).
    ...({ clientFactory: proxyClient } as object),
  });
}

/**
 * A CONNECT through the proxy that failed (refused, reset, closed). undici 6 (6.29.1 is the
 * last 6.x) hands the proxy's socket error (UND_ERR_SOCKET) to its connection loop, which
 * takes it for a recoverable socket error and reconnects at once, forever: 2,000 CONNECTs a
 * second, and the request never settles, not even on abort. With its own code, the first
 * proxy error fails the request instead, and the transport's bounded retries take over (R1).
 */
export class ProxyTunnelError extends Error {
  override name = 'ProxyTunnelError';
  readonly code = 'UND_ERR_PROXY_TUNNEL';
}

/** The client that talks to the proxy itself: a Pool whose failed CONNECTs are ProxyTunnelErrors. */
function proxyClient(origin: string | URL, opts: object): Dispatcher {
  const pool = new Pool(origin, opts);
  const connect = pool.connect.bind(pool) as (o: Dispatcher.ConnectOptions) => Promise<unknown>;
  Object.assign(pool, {
    connect: async (o: Dispatcher.ConnectOptions) => {
      try {
        return await connect(o);
      } catch (err) {
        // No `cause`: its socket code would make the request look maybe-sent.
        throw new ProxyTunnelError(
          `the proxy did not open a tunnel to ${o.path} (${(err as Error).message}); check HTTPS_PROXY and NO_PROXY`,
        );
      }
    },
  });
  return pool;
}

/** A call's options within the client's scope: both signals abort it, the earlier deadline wins. */
export function withinScope(scope: CallScope, call: CallOptions = {}): CallOptions {
  if (call.detached) return call;
  const signals = [scope.signal, call.signal].filter((x): x is AbortSignal => x !== undefined);
  const deadlines = [scope.deadline, call.deadline].filter((x): x is number => x !== undefined);
  return {
    signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    deadline: deadlines.length > 0 ? Math.min(...deadlines) : undefined,
    onBody: call.onBody,
  };
}
