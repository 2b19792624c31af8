/**
 * One HTTP exchange with explicit timeouts (R4). Never throws for network
 * trouble: it returns an {@link Outcome} the retry loop in transport.ts can
 * reason about.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { finished } from 'node:stream/promises';
import type { TimeoutPhase } from '../errors.js';
import { classifyNetworkError, type NetworkFailureInfo } from './network-errors.js';
import { MAX_RESPONSE_BYTES } from './policy.js';
import { request, type Dispatcher } from 'undici';

/** How one attempt ended. */
export type Outcome =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; text: string }
  | { kind: 'network'; info: NetworkFailureInfo; cause: unknown }
  | {
      kind: 'timeout';
      phase: TimeoutPhase;
      ms: number | undefined;
      notSent: boolean;
      cause: unknown;
    }
  | { kind: 'too-large'; limit: number }
  | { kind: 'aborted'; cause: unknown };

/** Everything one attempt needs. */
export interface AttemptInput {
  url: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  dispatcher: Dispatcher;
  connectMs: number;
  headersMs: number;
  bodyMs: number;
  /** Ms left before the caller's deadline, if there is one. */
  remainingMs: number | undefined;
  signal: AbortSignal | undefined;
}

class BodyTooLarge extends Error {}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Reads a response body to a string, refusing more than `limit` bytes. By 'data' events: an
 * async iterator over the body cost about twice the CPU per 2 MB answer.
 */
async function readText(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  body.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) return void chunks.push(chunk);
    tooLarge = true;
    body.destroy();
  });
  try {
    await finished(body);
  } catch (err) {
    throw tooLarge ? new BodyTooLarge() : err;
  }
  if (tooLarge) throw new BodyTooLarge();
  // A BOM would make JSON.parse fail on an otherwise fine answer.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/**
 * Sends one request. Our own timers bound the whole exchange even when the
 * dispatcher ignores per-request timeouts (MockAgent, custom agents):
 * connectMs + headersMs until the headers, then bodyMs for the body, each cut
 * short by the deadline. undici's headersTimeout/bodyTimeout are passed too,
 * for real sockets.
 */
export async function attempt(input: AttemptInput): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut: { phase: TimeoutPhase; ms: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const startedAt = Date.now();

  /** Starts the timer of a phase; `ms` 0 disables it (as in undici), the deadline still applies. */
  const arm = (ms: number, phase: 'headers' | 'body'): void => {
    clearTimeout(timer);
    timer = undefined;
    const left =
      input.remainingMs === undefined ? undefined : input.remainingMs - (Date.now() - startedAt);
    const limit = ms > 0 ? ms : Infinity;
    const byDeadline = left !== undefined && left < limit;
    const wait = byDeadline ? Math.max(0, left) : limit;
    // Node fires timers above 2^31-1 ms at once; anything that long is "no timer".
    if (wait > MAX_TIMER_MS) return;
    timer = setTimeout(() => {
      timedOut = { phase: byDeadline ? 'deadline' : phase, ms: wait };
      controller.abort(new Error(`${phase} timeout`));
    }, wait);
    timer.unref();
  };
  const onAbort = (): void => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onAbort, { once: true });

  // Settles the moment a timer or the caller aborts, even when the dispatcher answers the
  // abort late (a MockAgent reply with a delay, a custom agent): our timers bound the exchange.
  const abandoned = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    });
  });
  abandoned.catch(() => undefined);
  let body: Dispatcher.ResponseData['body'] | undefined;
  arm(input.headersMs > 0 ? input.connectMs + input.headersMs : 0, 'headers');
  try {
    const res = await Promise.race([
      request(input.url, {
        dispatcher: input.dispatcher,
        method: input.method,
        headers: input.headers,
        body: input.body ?? null,
        signal: controller.signal,
        headersTimeout: input.headersMs,
        bodyTimeout: input.bodyMs,
      }),
      abandoned,
    ]);
    body = res.body;
    arm(input.bodyMs, 'body');
    const text = await Promise.race([readText(res.body, MAX_RESPONSE_BYTES), abandoned]);
    return { kind: 'response', status: res.statusCode, headers: res.headers, text };
  } catch (err) {
    body?.destroy();
    return failedOutcome(err, input.signal?.aborted === true, timedOut);
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onAbort);
  }
}

/** What a failed exchange was: aborted by the caller, one of our timers, too large, or the network. */
function failedOutcome(
  err: unknown,
  aborted: boolean,
  timedOut: { phase: TimeoutPhase; ms: number } | undefined,
): Outcome {
  if (aborted) return { kind: 'aborted', cause: err };
  if (timedOut)
    return { kind: 'timeout', phase: timedOut.phase, ms: timedOut.ms, notSent: false, cause: err };
  if (err instanceof BodyTooLarge) return { kind: 'too-large', limit: MAX_RESPONSE_BYTES };
  const info = classifyNetworkError(err);
  if (info.timeoutPhase !== undefined) {
    const phase = info.timeoutPhase;
    return { kind: 'timeout', phase, ms: undefined, notSent: info.notSent, cause: err };
  }
  return { kind: 'network', info, cause: err };
}
