/**
 * Error message wording (R5): name the endpoint and the status, quote the
 * server's error.message, always end with what to do next. Inputs are
 * expected to be scrubbed and truncated already.
 */
import { STATUS_CODES } from 'node:http';
import type { TimeoutPhase } from './errors.js';

/** "404 Not Found", "599 Unknown Status". */
export function statusLine(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? 'Unknown Status'}`;
}

/** "target id" from a template whose last parameter is `{targetId}`; undefined if none. */
function lastIdName(endpoint: string): string | undefined {
  const params = [...endpoint.matchAll(/\{(\w+?)Id\}/g)];
  const last = params.at(-1)?.[1];
  return last === undefined
    ? undefined
    : `${last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} id`;
}

/** The what-to-do-next sentence for an HTTP status. */
export function hintForStatus(status: number, endpoint: string): string {
  switch (status) {
    case 401:
      return 'Check PROBE_API_KEY / the api-key input: the key is missing, invalid or expired.';
    case 403:
      return "The key's user lacks permission on the workspace: check the workspace id and the user's role.";
    case 404: {
      // The trigger names its target in the body, not the path: a 404 there is the target.
      if (/\/test-run\/trigger$/.test(endpoint))
        return 'Check the target id: the target must exist in this workspace.';
      const id = lastIdName(endpoint);
      return id ? `Check the ${id}.` : 'Check base-url: this server does not have the endpoint.';
    }
    case 405:
      return 'This server does not support the endpoint: check base-url and the platform version.';
    case 409:
      return 'The resource is in a conflicting state: reload it and try again.';
    case 400:
    case 422:
      return 'The platform rejected the request: check the inputs named above.';
    case 429:
      return 'Rate limited by the platform: wait and retry later.';
    default:
      if (status >= 500) return 'Platform error: retry later.';
      return 'Unexpected answer from the platform: check base-url and retry later.';
  }
}

/** Joins a sentence that may already end in punctuation with the next one. */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Everything an HTTP error message can say. */
export interface HttpMessageParts {
  endpoint: string;
  status: number;
  attempts: number;
  serverMessage?: string;
  /** `field: message` summaries from validationErrors, already excerpted. */
  validation?: string;
  /** An extra sentence placed before the hint (e.g. why we stopped retrying). */
  note?: string;
}

/**
 * `GET /api/.../{targetId}/test-runs answered 404 Not Found: <server message>. Check the target id.`
 */
export function httpMessage(p: HttpMessageParts): string {
  const after = p.attempts > 1 ? ` after ${p.attempts} attempts` : '';
  let head = `${p.endpoint} answered ${statusLine(p.status)}${after}`;
  if (p.serverMessage) head += `: ${p.serverMessage}`;
  const parts = [sentence(head)];
  if (p.validation) parts.push(sentence(`Problems: ${p.validation}`));
  if (p.note) parts.push(sentence(p.note));
  parts.push(hintForStatus(p.status, p.endpoint));
  return parts.join(' ');
}

const NETWORK_HINT = 'Check base-url and the network/proxy (HTTPS_PROXY, NO_PROXY).';

/** Message of a ConnectionError. `detail` is the scrubbed, excerpted cause. */
export function connectionMessage(p: {
  endpoint: string;
  host: string;
  attempts: number;
  code: string | undefined;
  detail: string;
  note?: string;
}): string {
  const after = p.attempts > 1 ? ` after ${p.attempts} attempts` : '';
  const what = [p.code, p.detail].filter(Boolean).join(' ');
  const parts = [sentence(`${p.endpoint} to ${p.host} failed${after}: ${what || 'network error'}`)];
  if (p.note) parts.push(sentence(p.note));
  parts.push(NETWORK_HINT);
  return parts.join(' ');
}

const PHASE_TEXT: Record<TimeoutPhase, string> = {
  connect: 'could not connect',
  headers: 'got no response headers',
  body: 'did not finish reading the response body',
  deadline: 'reached the deadline',
};

/** Message of a TimeoutError. */
export function timeoutMessage(p: {
  endpoint: string;
  host: string;
  attempts: number;
  phase: TimeoutPhase;
  ms?: number;
  note?: string;
}): string {
  const after = p.attempts > 1 ? ` after ${p.attempts} attempts` : '';
  const within = p.ms === undefined ? '' : ` within ${formatMs(p.ms)}`;
  const parts = [`${p.endpoint} to ${p.host} ${PHASE_TEXT[p.phase]}${within}${after}.`];
  if (p.note) parts.push(sentence(p.note));
  parts.push(
    p.phase === 'deadline'
      ? 'The wait limit was used up: raise timeout-minutes or retry later.'
      : `The platform did not answer in time: ${NETWORK_HINT.charAt(0).toLowerCase()}${NETWORK_HINT.slice(1)}`,
  );
  return parts.join(' ');
}

/** "250 ms", "30 s", "2.5 s". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
