/**
 * Run models for the polling bench: irregular, seeded workloads whose status a fake of the
 * status endpoint (GET /api/v2/test-run/{testRunId}/status, docs/platform.md) serves on a
 * virtual clock. The sandbox runs every test case in exactly one second, the one workload
 * where predicting the end is exact; these models are what a real platform does instead.
 *
 * Every run: 4-10 probe runs one after another (as the platform runs them), 20-120 test cases
 * each, after a 2-20 s queue. What varies per model:
 * - linear: every test case takes 1 s.
 * - lognormal: test case times are lognormal (median 1 s, sigma 0.8).
 * - mixed: each probe has its own pace (lognormal, median 1 s, sigma 1), cases vary around it.
 * - probe-end: progress moves only when a probe run ends (processedCount stays 0 while it runs).
 * - lagging: the run turns COMPLETED 5-90 s (lognormal, median 20 s) after its last test case.
 */
import { mulberry32 } from './stats.js';

export type RunModelName = 'linear' | 'lognormal' | 'mixed' | 'probe-end' | 'lagging';
export const RUN_MODELS: RunModelName[] = ['linear', 'lognormal', 'mixed', 'probe-end', 'lagging'];

/** One probe run of a workload: when each of its test cases ends, ms after the trigger. */
interface ProbeRunPlan {
  probeRunId: number;
  probeId: number;
  /** When it starts (the previous one's end, or the end of the queue). */
  startMs: number;
  /** Ascending end instants of its test cases. */
  caseEnds: number[];
}

/** A run to follow: its probe runs, and when its status turns final (ms after the trigger). */
export interface Workload {
  model: RunModelName;
  queueMs: number;
  probeRuns: ProbeRunPlan[];
  /** Last test case done. */
  workEndMs: number;
  /** Status COMPLETED (the end a poller can see). */
  endMs: number;
  /** Counts move only when a probe run ends. */
  stepsOnly: boolean;
}

/** A standard normal draw (Box-Muller) from a uniform source. */
function normal(random: () => number): number {
  const u = Math.max(1e-12, random());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const lognormal = (random: () => number, median: number, sigma: number): number =>
  median * Math.exp(sigma * normal(random));

const between = (random: () => number, lo: number, hi: number): number =>
  lo + Math.floor(random() * (hi - lo + 1));

/** Pace of a probe and spread of its cases around it, per model. */
function paceOf(model: RunModelName, random: () => number): { pace: number; sigma: number } {
  if (model === 'linear') return { pace: 1_000, sigma: 0 };
  if (model === 'lognormal') return { pace: 1_000, sigma: 0.8 };
  if (model === 'mixed') return { pace: lognormal(random, 1_000, 1), sigma: 0.3 };
  if (model === 'probe-end') return { pace: lognormal(random, 1_000, 0.5), sigma: 0.5 };
  return { pace: 1_000, sigma: 0.3 };
}

/** A seeded, irregular run of one model. */
export function makeWorkload(model: RunModelName, seed: number): Workload {
  const random = mulberry32(seed * 7_919 + RUN_MODELS.indexOf(model));
  const queueMs = between(random, 2_000, 20_000);
  const probes = between(random, 4, 10);
  let cursor = queueMs;
  const probeRuns: ProbeRunPlan[] = [];
  for (let p = 0; p < probes; p++) {
    const { pace, sigma } = paceOf(model, random);
    const startMs = cursor;
    const caseEnds: number[] = [];
    for (let c = between(random, 20, 120); c > 0; c--) {
      cursor += Math.max(50, Math.round(sigma === 0 ? pace : lognormal(random, pace, sigma)));
      caseEnds.push(cursor);
    }
    probeRuns.push({ probeRunId: 1_000 + p, probeId: 11 + p, startMs, caseEnds });
  }
  const lag =
    model === 'lagging' ? Math.min(90_000, Math.max(5_000, lognormal(random, 20_000, 0.8))) : 0;
  return {
    model,
    queueMs,
    probeRuns,
    workEndMs: cursor,
    endMs: cursor + Math.round(lag),
    stepsOnly: model === 'probe-end',
  };
}

/** Test cases of a probe run done by `t` (binary search on the ascending ends). */
function doneBy(ends: number[], t: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ends[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The status endpoint's answer `t` ms after the trigger, shaped as the sandbox serves it. */
export function statusBody(w: Workload, testRunId: number, t: number, t0: number) {
  const status = t >= w.endMs ? 'COMPLETED' : t >= w.queueMs ? 'RUNNING' : 'PENDING';
  return {
    testRunId,
    executionDate: t >= w.queueMs ? new Date(t0 + w.queueMs).toISOString() : null,
    status,
    probeRuns: w.probeRuns.map((pr) => {
      const total = pr.caseEnds.length;
      const started = t >= pr.startMs;
      const done = doneBy(pr.caseEnds, t);
      const finished = done === total;
      const shown = w.stepsOnly && !finished ? 0 : done;
      return {
        probeName: `Probe ${pr.probeId}`,
        probeRunId: pr.probeRunId,
        probeId: pr.probeId,
        totalCount: total,
        processedCount: shown,
        errorCount: 0,
        passedCount: shown,
        failedCount: 0,
        status: finished ? 'FINISHED' : started ? 'RUNNING' : 'PENDING',
      };
    }),
  };
}
