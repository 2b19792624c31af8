/**
 * Virtual time for simulations: a clock whose `sleep` never really waits. Sleepers queue up;
 * `run()` moves time to the earliest one whenever the simulated program is idle, i.e. no
 * tracked platform call is in flight (HTTP over loopback takes real time but no virtual time).
 * One VirtualTime drives the sandbox (`clock`), the engine (`Clock`) and the client (`now`,
 * `sleep`), so a one-hour run is simulated in well under a second.
 */
import type { PlatformClient } from '../src/api/index.js';
import type { Clock } from '../src/scan/ports.js';

/** A fixed start instant, so that runs are reproducible. */
export const VIRTUAL_T0 = Date.parse('2025-06-02T08:00:00.000Z');

interface Sleeper {
  at: number;
  seq: number;
  resolve: () => void;
}

/** Why: a simulation that never finishes must fail, not hang the bench. */
const MAX_STEPS = 5_000_000;
const MAX_REAL_MS = 300_000;

export class VirtualTime implements Clock {
  private t: number;
  private seq = 0;
  private readonly sleepers: Sleeper[] = [];
  /** Platform calls in flight (see {@link track}). */
  private active = 0;

  constructor(start = VIRTUAL_T0) {
    this.t = start;
  }

  /** Virtual epoch ms. */
  readonly now = (): number => this.t;

  /** Resolves when virtual time reaches now + ms (as soon as the program is otherwise idle). */
  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    signal?.throwIfAborted();
    return new Promise<void>((resolve) => {
      this.sleepers.push({ at: this.t + Math.max(0, ms), seq: this.seq++, resolve });
    });
  };

  /** Moves time forward by hand (no sleeper is woken). */
  advance(ms: number): void {
    this.t += Math.max(0, ms);
  }

  /**
   * The client with every method counted as "in flight" until it settles, and a client sleep
   * (retry backoff) that counts as idle. Pass `clientSleep` as the client's `sleep` option.
   */
  track(client: PlatformClient): PlatformClient {
    return new Proxy(client, {
      get: (target, key, receiver) => {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          this.active++;
          let settled = false;
          const done = () => {
            if (!settled) this.active--;
            settled = true;
          };
          try {
            const out = (value as (...a: unknown[]) => unknown).apply(target, args);
            if (out instanceof Promise) return out.finally(done);
            done();
            return out;
          } catch (err) {
            done();
            throw err;
          }
        };
      },
    });
  }

  /** A sleep for the client's retry backoff: idle while it waits (it runs inside a tracked call). */
  readonly clientSleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    this.active--;
    try {
      await this.sleep(ms, signal);
    } finally {
      this.active++;
    }
  };

  /** Runs `main`, moving virtual time from sleeper to sleeper until it settles. */
  async run<T>(main: () => Promise<T>): Promise<T> {
    let done = false;
    const result = main().finally(() => {
      done = true;
    });
    const started = Date.now();
    for (let step = 0; !done; step++) {
      if (step > MAX_STEPS || Date.now() - started > MAX_REAL_MS)
        throw new Error('virtual-time simulation did not finish');
      await settle();
      if (done) break;
      if (this.active > 0 || this.sleepers.length === 0) {
        // Waiting for real I/O (a request over loopback, a file write).
        await new Promise((r) => setTimeout(r, 0));
        continue;
      }
      this.sleepers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.sleepers.shift() as Sleeper;
      this.t = Math.max(this.t, next.at);
      next.resolve();
    }
    return result;
  }
}

/** Lets promise chains and immediate callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
}
