/**
 * The polling schedule, a pure function so that benchmarks can replay it on a virtual clock.
 *
 * Idea: a run's progress advances roughly linearly, so the time it will finish can be
 * predicted from the progress seen so far. Far from the predicted end, polls are sparse
 * (half the predicted remaining time, capped by the ceiling); near it, one poll lands just
 * after the predicted end; if the run is not done then, polls fall back to the floor.
 * Without usable progress (queued, stalled, unknown status), polls back off geometrically
 * from the floor to a stall ceiling, so a stalled run that suddenly jumps is still noticed
 * within that ceiling.
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
  /** Longest pause while the run makes no visible progress. */
  stallCeilingMs: number;
  /** Slack after the predicted end, so the last poll lands after it. */
  marginMs: number;
  /** [0,1) for jitter. */
  random: () => number;
}

/** Why: 60 s between polls keeps a 1-hour run under ~70 requests; 15 s bounds the latency of a stalled run that jumps to done. */
export const DEFAULT_POLL_SCHEDULE: Omit<PollScheduleOptions, 'random' | 'floorMs'> = {
  ceilingMs: 60_000,
  stallCeilingMs: 15_000,
  marginMs: 600,
};

/** Progress per ms, from the window of observations in which progress moved; null when unknown. */
export function progressRate(history: PollObservation[]): number | null {
  const moving = history.filter(
    (h): h is { at: number; progress: number } => h.progress !== null && h.progress > 0,
  );
  if (moving.length < 2) return null;
  const first = moving[0] as { at: number; progress: number };
  const last = moving[moving.length - 1] as { at: number; progress: number };
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

/** Milliseconds to wait before the next poll. `now` is the time of the last observation or later. */
export function nextPollDelay(
  history: PollObservation[],
  now: number,
  opts: PollScheduleOptions,
): number {
  const jitter = (ms: number): number => ms * (0.9 + 0.2 * opts.random());
  const last = history[history.length - 1];
  const rate = progressRate(history);
  const stalled = stalledPolls(history);
  if (last && last.progress !== null && rate !== null && stalled < 2) {
    const remaining = (1 - last.progress) / rate - (now - last.at);
    if (remaining <= 2 * opts.floorMs) {
      return Math.max(opts.floorMs / 2, remaining + opts.marginMs);
    }
    return Math.min(opts.ceilingMs, Math.max(opts.floorMs, jitter(remaining / 2)));
  }
  const backoff = opts.floorMs * Math.pow(1.6, Math.max(0, stalled));
  return Math.min(opts.stallCeilingMs, Math.max(opts.floorMs, jitter(backoff)));
}
