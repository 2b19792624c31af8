/**
 * Simulated time. The sandbox runs on "simulated milliseconds": real time
 * from the injectable clock, scaled by `speed` (simulated seconds per real
 * second). Speed can change at run time, so the mapping is piecewise linear.
 * Before the sandbox started, simulated time equals real time (seeded
 * history is placed there).
 */
interface Segment {
  /** Real epoch ms at which this segment began. */
  real: number;
  /** Simulated epoch ms at which this segment began. */
  sim: number;
  /** Simulated ms per real ms during this segment. */
  speed: number;
}

export class SimClock {
  private readonly segments: Segment[];
  private lastSim: number;

  constructor(
    private readonly realNow: () => number,
    speed: number,
  ) {
    assertSpeed(speed);
    const real = realNow();
    this.segments = [{ real, sim: real, speed }];
    this.lastSim = real;
  }

  /** Current simulated time in epoch ms (never goes backwards). */
  now(): number {
    const seg = this.current();
    const sim = seg.sim + (this.realNow() - seg.real) * seg.speed;
    if (sim > this.lastSim) this.lastSim = sim;
    return this.lastSim;
  }

  /** Current real time in epoch ms, from the injected clock. */
  realTime(): number {
    return this.realNow();
  }

  /** The speed now in effect. */
  get speed(): number {
    return this.current().speed;
  }

  /** Change the speed from now on; times already simulated keep their mapping. */
  setSpeed(speed: number): void {
    assertSpeed(speed);
    const sim = this.now();
    this.segments.push({ real: this.realNow(), sim, speed });
  }

  /** Map a simulated instant to the real instant it happens (or will, at today's speed). */
  toReal(sim: number): number {
    const first = this.segments[0] as Segment;
    if (sim <= first.sim) return first.real + (sim - first.sim);
    let lo = 0;
    let hi = this.segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.segments[mid] as Segment).sim <= sim) lo = mid;
      else hi = mid - 1;
    }
    const seg = this.segments[lo] as Segment;
    return seg.real + (sim - seg.sim) / seg.speed;
  }

  /** ISO 8601 text of the real instant matching a simulated one. */
  iso(sim: number): string {
    return new Date(Math.round(this.toReal(sim))).toISOString();
  }

  private current(): Segment {
    return this.segments[this.segments.length - 1] as Segment;
  }
}

function assertSpeed(speed: number): void {
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new RangeError(`speed must be a finite number above 0, got ${String(speed)}`);
  }
}
