/**
 * The base-url input (R26): the platform's API URL, and what makes it unsafe. Credentials,
 * a query or a fragment are refused (they would be written into every report), and so is
 * plain http to a host other than this machine (the key would travel in clear text) unless
 * the user opts in with allow-insecure-http.
 */
import { fieldIssue, requiredText } from './fields.js';

/** Shorthands for the hosted platform's public API hosts (docs/platform.md). */
export const KNOWN_HOSTS: Record<string, string> = {
  eu: 'https://api.probe.splx.ai',
  us: 'https://us.api.probe.splx.ai',
};

/** The base-url field: a full http(s) URL or a known shorthand, without credentials, query or fragment. */
export const baseUrlField = requiredText(
  'is required; give the platform API URL, e.g. https://api.probe.splx.ai (or eu / us).',
  (text, ctx) => {
    const expanded = KNOWN_HOSTS[text.toLowerCase()] ?? text;
    let url: URL | null;
    try {
      url = new URL(expanded);
    } catch {
      url = null;
    }
    if (url && (url.username || url.password)) {
      // Security: not echoed, the URL holds a credential.
      return fieldIssue(
        ctx,
        'holds a user name or password (user:password@); remove them from the URL, the key goes in api-key.',
      );
    }
    if (url && (url.search !== '' || url.hash !== '' || /[?#]/.test(expanded))) {
      // Security: not echoed, a query often holds a token (?access_token=...), and the base
      // URL is written into every report.
      return fieldIssue(
        ctx,
        'holds a query string or fragment (?... or #...); give only the scheme, host and path, the key goes in api-key.',
      );
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return fieldIssue(
        ctx,
        `"${text}" is not an http(s) URL; give e.g. https://api.probe.splx.ai (or eu / us).`,
      );
    }
    return url.toString().replace(/\/+$/, '');
  },
);

/** Whether `hostname` (as URL.hostname gives it) is this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1'
  );
}

/**
 * The problem with a plain http base-url to a remote host (the key would travel in clear
 * text, R26), or null: https, a loopback host, or an explicit `allow-insecure-http: true`.
 */
export function insecureHttpProblem(baseUrl: string, allowInsecureHttp: boolean): string | null {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || allowInsecureHttp || isLoopbackHost(url.hostname)) return null;
  return `base-url: uses plain http to the remote host ${url.host}, so the API key would travel in clear text; use https, or set allow-insecure-http: true if the network is trusted.`;
}

/** The warning every output carries when plain http to a remote host was allowed. */
export function insecureHttpWarning(baseUrl: string): string | null {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return null;
  return `allow-insecure-http: the API key was sent in clear text over plain http to ${url.host}; use https.`;
}

/** Web UI base: the API host without its `api.` label (docs/platform.md). */
export function derivePlatformUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.hostname.startsWith('api.')) url.hostname = url.hostname.slice(4);
  else url.hostname = url.hostname.replace('.api.', '.');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Web UI link of a test run (docs/platform.md). */
export function runUrl(
  platformUrl: string,
  workspaceId: number,
  targetId: number,
  testRunId: number,
): string {
  return `${platformUrl}/w/${workspaceId}/target/${targetId}/test-runs/${testRunId}`;
}
