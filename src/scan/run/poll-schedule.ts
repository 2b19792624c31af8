/**
 * The polling schedule, a pure function so that benchmarks can replay it on a virtual clock
 * (scripts/bench.ts compares it with a fixed 5 s poller on five run models, bench/poll-models.ts).
 *
 * Idea: only the run's end matters to the job, so polls are sparse while the end is far and
 * dense where it may come. Progress that moves per test case predicts the end from its pace
 * (the last probe run's own pace once it runs): far from the end, polls are sparse (half the
 * predicted remaining time, capped by the ceiling); once two readings agree on the end, one
 * poll lands just after it. Polls learn from the probe runs (R6 still bounds every pause):
 * - progress that moves only when a probe run ends is not a stall between two ends: the end
 *   is predicted from what the finished probe runs took;
 * - when the probe runs left may run at another pace than seen (paces varied), no poll jumps
 *   over a window before the predicted end as wide as that variation; inside it, a poll every
 *   nearEndMs (below a fixed 5 s poller's worst latency);
 * - every test case done but the run not final yet (the status lags): polls back off from the
 *   floor to nearEndMs.
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
  /** Probe runs finished and listed, when the status endpoint gave them. */
  probeRuns?: { done: number; total: number };
  /** A probe run still running showed some of its test cases done (progress moves per case). */
  partial?: boolean;
  /** The run is executing (not queued): where its work, and its pace, starts. */
  started?: boolean;
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
  /** Pause while the end may come at any moment (near an uncertain end, after it, 100 % seen). */
  nearEndMs: number;
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
  nearEndMs: 4_000,
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
  const end = last.at + (1 - last.progress) / rate;
  // A pace too small to measure predicts no end (not Infinity, whose window would be NaN).
  return Number.isFinite(end) ? end : null;
}

/** Milliseconds to wait before the next poll. `now` is the time of the last observation or later. */
export function nextPollDelay(
  history: PollObservation[],
  now: number,
  opts: PollScheduleOptions,
): number {
  const last = history[history.length - 1];
  // Every test case is done but the run is not final yet: its end may come at any moment.
  if (last?.progress !== null && last?.progress !== undefined && last.progress >= 1)
    return nearEnd(history, opts);
  if (stepsOnly(history)) return stepDelay(history, now, opts);
  return capByWindow(history, now, caseDelay(history, now, opts), opts);
}

/** Progress moves per test case: the end predicted from its pace (see the header). */
function caseDelay(history: PollObservation[], now: number, opts: PollScheduleOptions): number {
  const jitter = (ms: number): number => ms * (0.9 + 0.2 * opts.random());
  const lastProbe = lastProbeRun(history);
  const end = lastProbe?.end ?? predictedEnd(history);
  const stalled = stalledPolls(history);
  if (end !== null && stalled < 2) {
    const remaining = end - now;
    if (remaining <= 2 * opts.floorMs) {
      return Math.max(opts.floorMs / 2, remaining + opts.marginMs);
    }
    // The previous reading predicted the same end (within the margin or 2 % of what is left):
    // the pace is steady, so one poll just after the end will do.
    const before = lastProbe ? lastProbe.before : predictedEnd(history.slice(0, -1));
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

/**
 * Progress moves per test case, but the probe runs left may run at other paces than the
 * average (the last one's own pace is not measured yet): no poll jumps over the window
 * before the predicted end that the paces seen so far call for.
 */
function capByWindow(
  history: PollObservation[],
  now: number,
  delay: number,
  opts: PollScheduleOptions,
): number {
  const left = lastLeft(history);
  if (!Number.isFinite(left) || left < 1 || stalledPolls(history) >= 2) return delay;
  if (lastProbeRun(history)) return delay;
  const ends = probeRunEnds(history);
  const from = ends[ends.length - 1];
  const end = predictedEnd(history);
  if (ends.length < 2 || !from || end === null) return delay;
  // Paces between consecutive polls: inside one probe run, its pace; across, a blend.
  const pairs = paces(history.flatMap((h) => (h.progress === null ? [] : [h as ProbeRunEnd])));
  const start = windowStart(end, from.at, paceSpread(pairs) / Math.sqrt(left));
  // A window narrower than one pause near the end: the poll just after the end is as good.
  if (now + delay <= start || end - start <= opts.nearEndMs) return delay;
  if (now + opts.nearEndMs >= start) return Math.min(delay, nearEndPause(opts));
  return Math.max(opts.floorMs, start - now);
}

/** Near an end that may come at any moment: from the floor up to nearEndMs, never above. */
function nearEnd(history: PollObservation[], opts: PollScheduleOptions): number {
  let same = 0;
  for (let i = history.length - 1; i > 0 && history[i]?.progress === history[i - 1]?.progress; i--)
    same++;
  const backoff = opts.floorMs * Math.pow(1.6, same);
  const pause = Math.min(opts.nearEndMs, backoff) * (0.9 + 0.1 * opts.random());
  return Math.max(opts.floorMs, pause);
}

/*
 * Learning from probe runs. When progress moves only as probe runs end (the counts of a
 * running probe run stay at 0), readings between two ends are flat by design, not a stall:
 * the pace is what the finished probe runs took, and the end is the last probe run's end.
 * Polls are sparse until a window before the predicted end whose width is learnt from how
 * much the finished probe runs' paces varied (divided by the square root of the probe runs
 * left, whose paces average out), then every nearEndMs (below a fixed 5 s poller's worst).
 */

/** One or more probe runs ended between two polls: placed halfway between them. */
interface ProbeRunEnd {
  at: number;
  progress: number;
}

/** Why: a z-score of 1.5 covers ~90 % of a probe run's pace around the learnt mean. */
const WINDOW_Z = 1.5;
/** Spread of paces assumed before two probe-run paces have been seen. */
const DEFAULT_PACE_CV = 0.6;

/** Progress moves only at probe-run ends: some have ended, and no running one showed a count. */
function stepsOnly(history: PollObservation[]): boolean {
  if (history.some((h) => h.partial === true)) return false;
  return history.some((h) => (h.probeRuns?.done ?? 0) > 0 && (h.probeRuns?.total ?? 0) > 1);
}

/** Where the work started (the first poll that saw the run executing) and each probe-run end. */
function probeRunEnds(history: PollObservation[]): ProbeRunEnd[] {
  const out: ProbeRunEnd[] = [];
  for (let i = 0; i < history.length; i++) {
    const prev = history[i - 1];
    const cur = history[i] as PollObservation;
    const mid = prev ? (prev.at + cur.at) / 2 : cur.at;
    if (out.length === 0 && cur.started === true && (prev?.probeRuns?.done ?? 0) === 0)
      out.push({ at: mid, progress: 0 });
    const a = prev?.probeRuns?.done ?? 0;
    const b = cur.probeRuns?.done ?? 0;
    if (prev && b > a && cur.progress !== null) out.push({ at: mid, progress: cur.progress });
  }
  return out;
}

/** Progress per ms between consecutive probe-run ends. */
function paces(ends: ProbeRunEnd[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < ends.length; i++) {
    const a = ends[i - 1] as ProbeRunEnd;
    const b = ends[i] as ProbeRunEnd;
    if (b.at > a.at && b.progress > a.progress) out.push((b.progress - a.progress) / (b.at - a.at));
  }
  return out;
}

/** Coefficient of variation of paces (the default before two). */
function paceSpread(p: number[]): number {
  if (p.length < 2) return DEFAULT_PACE_CV;
  const mean = p.reduce((a, x) => a + x, 0) / p.length;
  const sd = Math.sqrt(p.reduce((a, x) => a + (x - mean) ** 2, 0) / (p.length - 1));
  return Math.min(1.5, Math.max(0.02, sd / mean));
}

/** Where the window before a predicted end starts: as wide as the pace may vary. */
function windowStart(end: number, from: number, spread: number): number {
  return end - WINDOW_Z * spread * Math.max(0, end - from);
}

/** One pause inside the window: nearEndMs, jittered down only, never below the floor. */
function nearEndPause(opts: PollScheduleOptions): number {
  return Math.max(opts.floorMs, opts.nearEndMs * (0.9 + 0.1 * opts.random()));
}

/** Sparse polls far from an end, a poll every nearEndMs in the window before it. */
function windowDelay(
  end: number,
  from: number,
  spread: number,
  now: number,
  opts: PollScheduleOptions,
): number {
  const start = windowStart(end, from, spread);
  if (now + opts.nearEndMs >= start) return nearEndPause(opts);
  return Math.min(opts.ceilingMs, Math.max(opts.floorMs, start - now));
}

/** Steps without a usable pace yet: the stuck ceiling, the floor when it is above. */
function noStepsYet(opts: PollScheduleOptions): number {
  return Math.max(opts.floorMs, opts.stuckCeilingMs);
}

/** Progress moves in steps: the end from the pace of the finished probe runs. */
function stepDelay(history: PollObservation[], now: number, opts: PollScheduleOptions): number {
  const ends = probeRunEnds(history);
  const first = ends[0];
  const last = ends[ends.length - 1];
  const left = lastLeft(history);
  if (!first || !last || last.at <= first.at || last.progress <= first.progress)
    return noStepsYet(opts);
  const end =
    last.at + ((1 - last.progress) * (last.at - first.at)) / (last.progress - first.progress);
  if (!Number.isFinite(end)) return noStepsYet(opts);
  // The paces of the probe runs left vary independently: their sum varies less.
  const spread = paceSpread(paces(ends)) / Math.sqrt(Math.max(1, left));
  return windowDelay(end, last.at, spread, now, opts);
}

/** Probe runs not finished at the last poll (Infinity when unknown). */
function lastLeft(history: PollObservation[]): number {
  const pr = history[history.length - 1]?.probeRuns;
  return pr ? pr.total - pr.done : Infinity;
}

/**
 * The last probe run is running and progress moves per test case: its own pace predicts the
 * end (the run's average would not, when probes run at different speeds). Null before two
 * readings inside it moved.
 */
function lastProbeRun(history: PollObservation[]): { end: number; before: number | null } | null {
  if (lastLeft(history) !== 1) return null;
  let from = history.length - 1;
  while (from > 0 && history[from - 1]?.probeRuns?.done === history[from]?.probeRuns?.done) from--;
  const inside = history.slice(from);
  const end = predictedEnd(inside);
  if (end === null) return null;
  return { end, before: predictedEnd(inside.slice(0, -1)) };
}
