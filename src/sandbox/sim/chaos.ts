import type { SandboxControl } from '../types.js';

/**
 * Scripted misbehaviour of a real platform that the random fault picker cannot aim: a test
 * run list that lags its writes (eventual consistency), cancels that fail, and status answers
 * that never come. Driven by SandboxControl (setListLag, failNextCancels, hangStatus).
 */
export class Chaos {
  /** Runs younger than this (real ms) are missing from the test run list (docs/platform.md 4.7). */
  listLagMs = 0;
  /** Cancels (docs/platform.md 4.9) still to answer 503 without effect. */
  cancelFailures = 0;
  /** Status endpoint requests are held until the sandbox closes (never answered). */
  hangStatus = false;
  /** Real time each run was created, by run id. */
  private readonly created = new Map<number, number>();

  constructor(private readonly realNow: () => number) {}

  /** Records a run's creation time (for the list lag). */
  runCreated(id: number): void {
    this.created.set(id, this.realNow());
  }

  /** Whether the list should show run `id` yet. */
  listed(id: number): boolean {
    if (this.listLagMs <= 0) return true;
    const at = this.created.get(id);
    return at === undefined || this.realNow() - at >= this.listLagMs;
  }

  /** Whether this cancel should fail (and counts it down). */
  failCancel(): boolean {
    if (this.cancelFailures <= 0) return false;
    this.cancelFailures--;
    return true;
  }
}

/** The test hooks over {@link Chaos}, part of SandboxControl. */
export type ChaosControls = Pick<SandboxControl, 'setListLag' | 'failNextCancels' | 'hangStatus'>;

/** The test hooks over {@link Chaos} (SandboxControl). */
export function chaosControls(chaos: Chaos): ChaosControls {
  return {
    setListLag(ms) {
      if (!(Number.isFinite(ms) && ms >= 0))
        throw new RangeError(`list lag must be >= 0, got ${ms}`);
      chaos.listLagMs = ms;
    },
    failNextCancels(n) {
      if (!(Number.isInteger(n) && n >= 0))
        throw new RangeError(`n must be an integer >= 0, got ${n}`);
      chaos.cancelFailures = n;
    },
    hangStatus(on) {
      chaos.hangStatus = on;
    },
  };
}
