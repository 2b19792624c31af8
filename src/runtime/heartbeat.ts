/**
 * Keeps a CI log alive while a scan works: the last progress line (or, after the wait, the
 * current phase) is printed again whenever nothing was printed for `intervalMs`, with the
 * elapsed time and the time left brought up to date, so a queued run or a slow AI analysis
 * never looks hung. One implementation for the Action and the CLI.
 */
import type { ProgressUpdate } from '../scan/ports.js';
import { formatDuration, formatProgress, formatProgressLive } from './progress-text.js';

/** At most this long between two lines of a CI log while a run is waited for (< 30 s, with margin). */
export const HEARTBEAT_MS = 20_000;

/** Time and timers, injectable so a test can run three minutes of waiting in an instant. */
export interface HeartbeatTimers {
  now(): number;
  setInterval(fn: () => void, ms: number): { unref?(): unknown } | number;
  clearInterval(handle: unknown): void;
}

export const realTimers: HeartbeatTimers = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
};

/**
 * What the scan is doing, as of now: the last progress of the run it waits for, or else the
 * phase it is in (collecting, publishing) with the time spent in it.
 */
export class ProgressClock {
  private last: { update: ProgressUpdate; at: number } | null = null;
  private startedAt: number | null = null;
  private phase: { title: string; at: number } | null = null;

  constructor(private readonly timers: HeartbeatTimers) {}

  /** Records a fresh update (the first one starts the elapsed count). */
  record(update: ProgressUpdate): void {
    const at = this.timers.now();
    this.startedAt ??= at;
    this.last = { update, at };
  }

  /** A new phase begins: the progress of the previous one is forgotten. */
  startPhase(title: string): void {
    this.last = null;
    this.startedAt = null;
    this.phase = { title, at: this.timers.now() };
  }

  /**
   * The last update's line with elapsed and time left as of now, else the phase's; null
   * before either. `live`: the terminal's form, countdown before counts.
   */
  line(live = false): string | null {
    const now = this.timers.now();
    if (this.last && this.startedAt !== null) {
      const since = (now - this.last.at) / 1000;
      const update = { ...this.last.update, secondsLeft: this.last.update.secondsLeft - since };
      const elapsed = (now - this.startedAt) / 1000;
      return live ? formatProgressLive(update, elapsed) : formatProgress(update, elapsed);
    }
    if (this.phase)
      return `${this.phase.title}: still working, ${formatDuration((now - this.phase.at) / 1000)} elapsed`;
    return null;
  }
}

/**
 * Calls `beat` every `intervalMs` while started; `touch()` (any line printed) postpones the
 * next beat, so beats fill only the silences.
 */
export class Heartbeat {
  private handle: unknown = null;
  private lastLineAt = 0;

  constructor(
    private readonly timers: HeartbeatTimers,
    private readonly intervalMs: number,
    private readonly beat: () => void,
  ) {}

  /** Something was printed now. */
  touch(): void {
    this.lastLineAt = this.timers.now();
  }

  /** Starts beating (idempotent). The timer never keeps the process alive. */
  start(): void {
    if (this.handle !== null) return;
    this.touch();
    // Checked 4x per interval, so a silence never lasts much more than intervalMs.
    const h = this.timers.setInterval(
      () => {
        if (this.timers.now() - this.lastLineAt >= this.intervalMs) {
          this.beat();
          this.touch();
        }
      },
      Math.max(10, Math.floor(this.intervalMs / 4)),
    );
    if (typeof h === 'object' && h.unref) h.unref();
    this.handle = h;
  }

  /** Stops beating (idempotent). */
  stop(): void {
    if (this.handle === null) return;
    this.timers.clearInterval(this.handle);
    this.handle = null;
  }
}
