/**
 * Sending a notification: best effort (docs/operating.md). One POST, no redirects, and
 * one retry after a 5xx, a 429 or a network failure, all within {@link NOTIFY_TIMEOUT_MS}
 * and the publishing budget's signal. Never throws; what it reports never holds the URL.
 */
import { createHmac } from 'node:crypto';
import { request, type Dispatcher } from 'undici';

/** Why 5 s: a webhook answers in well under a second; the whole notification stays within this. */
export const NOTIFY_TIMEOUT_MS = 5_000;
/** Pause before the one retry. */
const RETRY_PAUSE_MS = 250;

/** The kind of body a webhook gets. */
export type NotifyFormat = 'slack' | 'teams' | 'json';

/** Slack's incoming-webhook hosts, exactly. */
const SLACK_HOSTS = new Set(['hooks.slack.com', 'hooks.slack-gov.com']);
/** Hosts of Teams workflow (Power Automate) and connector webhooks, by suffix. */
const TEAMS_SUFFIXES = ['.logic.azure.com', '.powerplatform.com', '.webhook.office.com'];

/** The body for a URL: `notify-format`, or by its host when `auto`. */
export function formatFor(url: string, format: 'auto' | NotifyFormat): NotifyFormat {
  if (format !== 'auto') return format;
  const host = new URL(url).hostname.toLowerCase();
  if (SLACK_HOSTS.has(host)) return 'slack';
  if (TEAMS_SUFFIXES.some((s) => host.endsWith(s))) return 'teams';
  return 'json';
}

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under `secret`. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What became of a notification (no URL in it). */
export type SendResult = { sent: true; attempts: number } | { sent: false; why: string };

export interface SendOptions {
  /** HMAC key of the `X-Probe-Gate-Signature` header (generic bodies); null: unsigned. */
  secret: string | null;
  format: NotifyFormat;
  /** The publishing budget. */
  signal?: AbortSignal;
  /** Test seams: the whole notification's time limit, the HTTP dispatcher. */
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  userAgent?: string;
}

/** The seams a test may set on the notification's request. */
export type NotifySeams = Pick<SendOptions, 'timeoutMs' | 'dispatcher'>;

/** POSTs `payload` to `url`, once more after a transient failure; never throws. */
export async function sendNotification(
  url: string,
  payload: unknown,
  o: SendOptions,
): Promise<SendResult> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': o.userAgent ?? 'probe-gate',
  };
  if (o.format === 'json' && o.secret)
    headers['x-probe-gate-signature'] = signature(body, o.secret);
  const limit = AbortSignal.timeout(o.timeoutMs ?? NOTIFY_TIMEOUT_MS);
  const signal = o.signal ? AbortSignal.any([o.signal, limit]) : limit;
  let why = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await request(url, {
        method: 'POST',
        body,
        headers,
        signal,
        ...(o.dispatcher ? { dispatcher: o.dispatcher } : {}),
      });
      await res.body.dump().catch(() => undefined);
      if (res.statusCode >= 200 && res.statusCode < 300) return { sent: true, attempts: attempt };
      why = `HTTP ${res.statusCode}`;
      // A redirect is not followed, and a 4xx other than 429 will not change on a retry.
      if (res.statusCode < 500 && res.statusCode !== 429) break;
    } catch (err) {
      if (signal.aborted) return { sent: false, why: 'no answer in time' };
      why = (err as { code?: string }).code ?? 'network error';
    }
    if (attempt === 1) {
      const paused = await pause(RETRY_PAUSE_MS, signal);
      if (!paused) return { sent: false, why: `${why}, then no time left to retry` };
    }
  }
  return { sent: false, why };
}

function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
