import type { MiddlewareHandler } from 'hono';
import type { AppEnv, World } from '../route-table.js';
import type { EchoState, SandboxControl } from '../types.js';

/**
 * A platform that echoes secrets (the issue-12 scenario, `control.echoSecrets`), or any text
 * (`control.injectText`, e.g. hostile log strings): every text
 * field of every JSON answer of a route (names, descriptions, test cases, AI analysis,
 * remediation, error messages) gets the secrets this platform knows appended (its API key,
 * every secret-looking value of a target's connection config, and the extra strings a test
 * gives, e.g. a GitHub token), each in plain, URL-encoded and base64 forms (base64 at each of
 * the three byte alignments, as when a secret sits inside encoded data). Ids, statuses,
 * dates, types, codes and URLs are left alone so the answers stay usable.
 */

/** Keys whose string values are not free text: changing them would break the protocol. */
const NOT_TEXT = /(status|date|time|start|end|type|code|url|modes|language|id)$/i;
/** An ISO 8601 date-time, wherever it appears. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;
/** Connection-config keys whose values are secrets (as the tool's target files name them). */
const SECRET_KEY = /(key|secret|password|passwd|token|credentials?)$/i;

export type { EchoState };

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** The text appended to every field: each secret in every form. */
export function echoText(secrets: readonly string[]): string {
  return secrets
    .map(
      (s) =>
        ` [echo ${s} url=${encodeURIComponent(s)} b64=${b64(s)} b64a=${b64(`a${s}`)} b64ab=${b64(`ab${s}`)}]`,
    )
    .join('');
}

/** The secrets the platform knows right now: its key, targets' connection secrets, the extra ones. */
function knownSecrets(world: World, apiKey: string, extra: readonly string[]): string[] {
  const out = new Set<string>([apiKey, ...extra]);
  for (const t of world.store.targets.values())
    for (const [k, v] of Object.entries(t.connection.config ?? {}))
      if (SECRET_KEY.test(k) && typeof v === 'string' && v !== '') out.add(v);
  return [...out];
}

/**
 * `value` with a suffix appended to every free-text string (see {@link NOT_TEXT}): the
 * `suffix` function is asked once per field, in document order.
 */
export function echoInto(value: unknown, suffix: () => string, key = ''): unknown {
  if (typeof value === 'string')
    return NOT_TEXT.test(key) || ISO_DATE.test(value) ? value : value + suffix();
  if (Array.isArray(value)) return value.map((v) => echoInto(v, suffix, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, echoInto(v, suffix, k)]));
}

/** The middleware: rewrites JSON answers of routes while echo is on. */
export function echoMiddleware(
  world: World,
  apiKey: string,
  state: EchoState,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { extra, text: injected } = state;
    if (extra === null && injected === null) return;
    if (!(c.res.headers.get('content-type') ?? '').includes('json')) return;
    const text = await c.res.clone().text();
    if (text === '') return;
    const secrets = extra === null ? '' : echoText(knownSecrets(world, apiKey, extra));
    let field = 0;
    const suffix = (): string =>
      injected === null || injected.length === 0
        ? secrets
        : `${secrets}${injected[field++ % injected.length] ?? ''}`;
    const body = echoInto(JSON.parse(text) as unknown, suffix);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}

/** The test hooks that turn echo on and off (see SandboxControl). */
export function echoControls(state: EchoState): Pick<SandboxControl, 'echoSecrets' | 'injectText'> {
  return {
    echoSecrets(extra) {
      state.extra = extra === null ? null : [...extra];
    },
    injectText(texts) {
      state.text = texts === null ? null : typeof texts === 'string' ? [texts] : [...texts];
    },
  };
}
