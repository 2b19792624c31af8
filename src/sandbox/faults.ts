import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import { errorResponse, HttpError } from './errors.js';
import { hash32, mulberry32 } from './sim/prng.js';

/**
 * Fault injection. Each response independently gets at most one fault, drawn
 * from a PRNG of its own (so results stay the same whatever faults are on).
 *
 * - 429: answered at once with Retry-After; the request has no effect.
 * - 500/502/503/504: answered at once with an INTERNAL_ERROR body; no effect.
 * - reset: the socket is destroyed before the request is read; no effect.
 * - reset-after: the request is handled (side effects happen, e.g. a run is
 *   created), then the socket is destroyed without an answer.
 * - slow: the request is handled at once, the answer is held back slowMs.
 * - truncate: the request is handled; the answer is a complete HTTP response
 *   whose JSON body is cut in half (an empty body stays empty).
 */
export const FAULT_KINDS = [
  '429',
  '500',
  '502',
  '503',
  '504',
  'reset',
  'reset-after',
  'slow',
  'truncate',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** Probability per fault kind. */
export type FaultSpec = Partial<Record<FaultKind, number>>;

/** A fault spec string that cannot be used; the message lists every problem. */
export class FaultSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaultSpecError';
  }
}

const isKind = (k: string): k is FaultKind => (FAULT_KINDS as readonly string[]).includes(k);

/**
 * Parse a spec like `429=0.1,503=0.05,reset=0.02`. Probabilities are numbers
 * in [0, 1] and must add up to at most 1. An empty string means no faults.
 */
export function parseFaultSpec(spec: string): FaultSpec {
  const out: FaultSpec = {};
  const problems: string[] = [];
  for (const raw of spec.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const kind = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : item.slice(eq + 1).trim();
    if (!isKind(kind)) {
      problems.push(`unknown fault "${kind}" (known: ${FAULT_KINDS.join(', ')})`);
      continue;
    }
    const p = value === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(p) || p < 0 || p > 1) {
      problems.push(`"${item}": the probability must be a number from 0 to 1`);
    } else if (out[kind] !== undefined) {
      problems.push(`"${kind}" is given more than once`);
    } else {
      out[kind] = p;
    }
  }
  const total = Object.values(out).reduce((a, p) => a + p, 0);
  if (total > 1 + 1e-9) problems.push(`the probabilities add up to ${total}, more than 1`);
  if (problems.length > 0) {
    throw new FaultSpecError(`Invalid fault spec "${spec}": ${problems.join('; ')}.`);
  }
  return out;
}

/** Draws at most one fault per response. */
export class FaultPicker {
  private readonly random: () => number;
  private readonly entries: [FaultKind, number][];

  constructor(spec: FaultSpec, seed: number) {
    this.random = mulberry32(hash32(seed, 0xfa17));
    this.entries = FAULT_KINDS.flatMap((k) => {
      const p = spec[k] ?? 0;
      return p > 0 ? [[k, p] as [FaultKind, number]] : [];
    });
  }

  /** The fault for the next response, or null. */
  pick(): FaultKind | null {
    if (this.entries.length === 0) return null;
    let r = this.random();
    for (const [kind, p] of this.entries) {
      if (r < p) return kind;
      r -= p;
    }
    return null;
  }
}

const SERVER_ERRORS = {
  '500': 'Internal server error',
  '502': 'Bad gateway',
  '503': 'Service unavailable',
  '504': 'Gateway timeout',
} as const;

export interface FaultDeps {
  picker: FaultPicker;
  /** Value of Retry-After on injected 429s, in seconds. */
  retryAfterSeconds: number;
  /** How long a `slow` answer is held back, real ms. */
  slowMs: number;
  /** Aborted when the sandbox closes, so held-back answers do not keep it alive. */
  closing: AbortSignal;
  onFault(kind: FaultKind): void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

type Env = { Bindings: HttpBindings; Variables: { fault: FaultKind | null } };

/** Hono middleware applying the drawn fault to this request. */
export function faultMiddleware(deps: FaultDeps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const kind = deps.picker.pick();
    c.set('fault', kind);
    if (kind === null) return next();
    deps.onFault(kind);
    switch (kind) {
      case '429':
        return errorResponse(
          new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests; retry later.', undefined, {
            'retry-after': String(deps.retryAfterSeconds),
          }),
        );
      case '500':
      case '502':
      case '503':
      case '504':
        return errorResponse(
          new HttpError(
            Number(kind) as 500,
            'INTERNAL_ERROR',
            `${SERVER_ERRORS[kind]} (injected by the sandbox).`,
          ),
        );
      case 'reset':
        c.env.incoming.socket.destroy();
        return RESPONSE_ALREADY_SENT;
      case 'reset-after':
        await next();
        c.env.incoming.socket.destroy();
        c.res = RESPONSE_ALREADY_SENT;
        return;
      case 'slow':
        await next();
        await sleep(deps.slowMs, deps.closing);
        return;
      case 'truncate': {
        await next();
        const { status, headers } = c.res;
        const text = await c.res.text();
        const cut = new Headers(headers);
        cut.delete('content-length');
        c.res = undefined;
        c.res = new Response(text.slice(0, Math.floor(text.length / 2)), { status, headers: cut });
        return;
      }
    }
  };
}
