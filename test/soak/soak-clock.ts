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
 * Virtual time for scans whose waits are bounded by minutes of the engine's own time (e.g. an
 * AI analysis that never gets ready): it moves only as the engine sleeps, each sleep lasting
 * 1/`factor` of its length in real time. The work between sleeps takes no engine time, so a
 * busy machine, which stretches that work, cannot spend the scan's deadline (a clock running
 * `factor` times real time did: the scan ended as a timeout, or read its probe runs from the
 * run status, without accepted risks). Sleeps side by side end where the longest ends. The
 * client keeps real time.
 */
export function scaledClock(factor: number): Clock {
  let now = Date.now();
  return {
    now: () => now,
    sleep: async (ms, signal) => {
      const wait = Math.max(0, ms);
      const until = now + wait;
      await delay(wait / factor, undefined, { signal });
      if (until > now) now = until;
    },
  };
}
