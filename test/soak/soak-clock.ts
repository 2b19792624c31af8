/** Engine clocks for soak and drift scans: real deadlines with short pauses, or fast virtual time. */
import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../../src/scan/ports.js';

/** A scan's deadline is measured on the real clock; sleeps are shortened by `timeScale`. */
export function compressedClock(timeScale: number): Clock {
  return {
    now: () => Date.now(),
    sleep: (ms, signal) => delay(Math.max(0, ms) / timeScale, undefined, { signal }),
  };
}

/**
 * Virtual time running `factor` times faster than real time, for scans whose
 * waits are bounded by minutes of the engine's own time (e.g. an AI analysis
 * that never gets ready). The client keeps real time.
 */
export function scaledClock(factor: number): Clock {
  const t0 = Date.now();
  return {
    now: () => t0 + (Date.now() - t0) * factor,
    sleep: (ms, signal) => delay(Math.max(0, ms) / factor, undefined, { signal }),
  };
}
