import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../scan/ports.js';

/** The real clock: Date.now and an abortable sleep. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(Math.max(0, ms), undefined, { signal }),
};
