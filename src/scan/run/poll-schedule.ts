/**
 * The polling schedule, a pure function so that benchmarks can replay it on a virtual clock
 * (scripts/bench.ts compares it with fixed 5 s and 30 s pollers on the sandbox).
 *
 * Idea: a run's progress advances roughly linearly, so the time it will finish can be
 * predicted from the progress seen so far. Far from the predicted end, polls are sparse
 * (half the predicted remaining time, capped by the ceiling); once two readings agree on the
 * end, or near it, one poll lands just after the predicted end; if the run is not done then,
 * polls fall back to the floor.
 * Without usable progress, polls back off geometrically from the floor: up to the stall
 * ceiling while the run has shown no progress yet (queued, unknown status), and only up to
 * the stuck ceiling once a run that was progressing stops moving, because such a run may
 * jump to done at any moment and its end is what the job waits for.
 */

/** One poll's reading of the run. */
export interface PollObservation {
  /** Epoch ms. */
  at: number;
  /** 0..1, or null when the server gave nothing usable. */
  progress: number | null;
}

export interface PollScheduleOptions {
  /** Shortest pause (poll-interval-seconds). */
  floorMs: number;
  /** Longest pause while the run is making progress. */
  ceilingMs: number;
  /** Longest pause while the run has made no visible progress yet (queued, unknown). */
  stallCeilingMs: number;
  /** Longest pause once a run that was making progress has stopped moving (it may jump to done). */
  stuckCeilingMs: number;
  /** Slack after the predicted end, so the last poll lands after it. */
  marginMs: number;
  /** [0,1) for jitter. */
  random: () => number;
}

/**
 * Why: 60 s between polls keeps a 1-hour run under ~70 requests; 15 s bounds the latency of
 * a queued run that starts; 5 s (a fixed 5-second poller's latency) bounds that of a run
 * stuck mid-way that then jumps to done, the case where a prediction cannot help.
 */
export const DEFAULT_POLL_SCHEDULE: Omit<PollScheduleOptions, 'random' | 'floorMs'> = {
  ceilingMs: 60_000,
  stallCeilingMs: 15_000,
  stuckCeilingMs: 5_000,
  marginMs: 600,
};

type Moving = { at: number; progress: number };

/**
 * Progress per ms over the latest stretch in which every poll saw progress grow, so that a
 * stall before it does not drag the estimate down; null when unknown.
 */
export function progressRate(history: PollObservation[]): number | null {
  // Start of the increasing suffix: history[start] is the last reading before it moved.
  let start = history.length - 1;
  while (start > 0) {
    const cur = history[start]?.progress ?? null;
    const prev = history[start - 1]?.progress ?? null;
    if (cur === null || prev === null || cur <= prev) break;
    start--;
  }
  const suffix = history
    .slice(start)
    .filter((h): h is Moving => h.progress !== null && h.progress > 0);
  // Readings after the run moved again measure its pace; the last frozen one only bounds it.
  const frozen = start > 0 && suffix[0] === history[start];
  const after = frozen && suffix.length > 2 ? suffix.slice(1) : suffix;
  if (after.length < 2) return null;
  const first = after[0] as Moving;
  const last = after[after.length - 1] as Moving;
  if (last.at <= first.at || last.progress <= first.progress) return null;
  return (last.progress - first.progress) / (last.at - first.at);
}

/** Consecutive latest polls that saw no progress change. */
function stalledPolls(history: PollObservation[]): number {
  let n = 0;
  for (let i = history.length - 1; i > 0; i--) {
    const cur = history[i]?.progress ?? null;
    const prev = history[i - 1]?.progress ?? null;
    if (cur !== null && prev !== null && cur > prev) break;
    n++;
  }
  return n;
}

/** Epoch ms at which the run reaches 100 % at the pace seen so far, or null when unknown. */
function predictedEnd(history: PollObservation[]): number | null {
  const last = history[history.length - 1];
  const rate = progressRate(history);
  if (!last || last.progress === null || rate === null) return null;
  return last.at + (1 - last.progress) / rate;
}

/** Milliseconds to wait before the next poll. `now` is the time of the last observation or later. */
export function nextPollDelay(
  history: PollObservation[],
  now: number,
  opts: PollScheduleOptions,
): number {
  const jitter = (ms: number): number => ms * (0.9 + 0.2 * opts.random());
  const end = predictedEnd(history);
  const stalled = stalledPolls(history);
  if (end !== null && stalled < 2) {
    const remaining = end - now;
    if (remaining <= 2 * opts.floorMs) {
      return Math.max(opts.floorMs / 2, remaining + opts.marginMs);
    }
    // The previous reading predicted the same end (within the margin or 2 % of what is left):
    // the pace is steady, so one poll just after the end will do.
    const before = predictedEnd(history.slice(0, -1));
    const steady =
      before !== null && Math.abs(before - end) <= Math.max(opts.marginMs, 0.02 * remaining);
    if (steady && remaining + opts.marginMs <= opts.ceilingMs) return remaining + opts.marginMs;
    return Math.min(opts.ceilingMs, Math.max(opts.floorMs, jitter(remaining / 2)));
  }
  const started = history.some((h) => h.progress !== null && h.progress > 0);
  const ceiling = started ? opts.stuckCeilingMs : opts.stallCeilingMs;
  const backoff = opts.floorMs * Math.pow(1.6, Math.max(0, stalled));
  return Math.min(Math.max(ceiling, opts.floorMs), Math.max(opts.floorMs, jitter(backoff)));
}
