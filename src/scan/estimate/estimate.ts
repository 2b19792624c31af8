/**
 * The estimate of a run before it is triggered (docs/operating.md): test cases per probe from
 * the target's previous runs, else from the public benchmark runs, and minutes from the
 * target's `rateLimit` and `concurrentRequests`. Pure: the reads are in read-estimate.ts.
 */

/** A range: its lower end, the expected value and its upper end. */
export interface Range {
  low: number;
  expected: number;
  high: number;
}

/** Where a probe's count of test cases comes from. */
export type EstimateSource = 'previous-runs' | 'benchmarks' | 'unknown';

/** One probe's expected test cases. */
export interface ProbeEstimate {
  probeId: number;
  name: string | null;
  testCases: Range;
  source: EstimateSource;
}

/** The estimate of one run. */
export interface Estimate {
  probes: ProbeEstimate[];
  testCases: Range;
  minutes: Range;
  /** Probes with no count from either source (counted as 0: the estimate is then low). */
  unknownProbes: number;
  /** Seconds per test case assumed, lower and upper end (docs/operating.md). */
  secondsPerCase: { low: number; high: number };
}

/** Observed test-case counts of one probe (previous runs or benchmark runs). */
export interface ProbeCounts {
  probeId: number;
  name: string | null;
  counts: number[];
}

/** The target's settings the minutes scale with (docs/platform.md 2.1). */
export interface RateSettings {
  /** Requests per minute the platform may send the target; null or 0: not limited. */
  rateLimit: number | null;
  concurrentRequests: boolean | null;
}

/** Why 1 s and 5 s: one answer of a hosted model per test case, multi-turn attacks up to five. */
export const CASE_SECONDS = { low: 1, high: 5 } as const;
/** Why 4: test cases run at once when the target accepts concurrent requests (an assumption). */
export const CONCURRENCY = 4;
/** Why 10 %: the counts of a probe vary a little between runs (generated attacks). */
const COUNT_MARGIN = 0.1;

/**
 * Seconds per test case as a range: at least {@link CASE_SECONDS}, and no faster than the
 * rate limit allows (one request a test case at least); concurrent requests divide the lower
 * end by {@link CONCURRENCY}, the rate limit still holding.
 */
export function secondsPerCase(s: RateSettings): { low: number; high: number } {
  const rate = s.rateLimit !== null && s.rateLimit > 0 ? 60 / s.rateLimit : 0;
  const parallel = s.concurrentRequests === true ? CONCURRENCY : 1;
  const low = Math.max(CASE_SECONDS.low / parallel, rate);
  const high = Math.max(CASE_SECONDS.high, rate * 2);
  return { low, high };
}

/** The range of one probe's counts: min and max widened by {@link COUNT_MARGIN}, expected the mean. */
export function countRange(counts: readonly number[]): Range {
  const ok = counts.filter((n) => Number.isFinite(n) && n >= 0);
  if (ok.length === 0) return { low: 0, expected: 0, high: 0 };
  const mean = ok.reduce((a, n) => a + n, 0) / ok.length;
  return {
    low: Math.floor(Math.min(...ok) * (1 - COUNT_MARGIN)),
    expected: Math.round(mean),
    high: Math.ceil(Math.max(...ok) * (1 + COUNT_MARGIN)),
  };
}

/**
 * The estimate for `probeIds` (null: every probe the previous runs or benchmarks name):
 * previous runs first, benchmark runs for the probes the target never ran.
 */
export function estimateRun(
  probeIds: readonly number[] | null,
  previous: readonly ProbeCounts[],
  benchmark: readonly ProbeCounts[],
  settings: RateSettings,
): Estimate {
  const byId = (list: readonly ProbeCounts[]) => new Map(list.map((p) => [p.probeId, p]));
  const prev = byId(previous);
  const bench = byId(benchmark);
  const ids = probeIds ?? (previous.length > 0 ? previous : benchmark).map((p) => p.probeId);
  const probes: ProbeEstimate[] = ids.map((probeId) => {
    const p = prev.get(probeId);
    if (p && p.counts.length > 0)
      return { probeId, name: p.name, testCases: countRange(p.counts), source: 'previous-runs' };
    const b = bench.get(probeId);
    if (b && b.counts.length > 0)
      return { probeId, name: b.name, testCases: countRange(b.counts), source: 'benchmarks' };
    return { probeId, name: null, testCases: countRange([]), source: 'unknown' };
  });
  const testCases = sum(probes.map((p) => p.testCases));
  const perCase = secondsPerCase(settings);
  const minutes = {
    low: round1((testCases.low * perCase.low) / 60),
    expected: round1((testCases.expected * Math.sqrt(perCase.low * perCase.high)) / 60),
    high: round1((testCases.high * perCase.high) / 60),
  };
  const unknownProbes = probes.filter((p) => p.source === 'unknown').length;
  return { probes, testCases, minutes, unknownProbes, secondsPerCase: perCase };
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

function sum(ranges: readonly Range[]): Range {
  const out = { low: 0, expected: 0, high: 0 };
  for (const r of ranges) {
    out.low += r.low;
    out.expected += r.expected;
    out.high += r.high;
  }
  return out;
}

/** The budgets of a scan (`max-test-cases`, `max-minutes`); null: none. */
export interface Budgets {
  maxTestCases: number | null;
  maxMinutes: number | null;
}

/** Why the estimate's lower end exceeds a budget, one sentence with the numbers, or null. */
export function overBudget(e: Estimate, b: Budgets): string | null {
  const over: string[] = [];
  if (b.maxTestCases !== null && e.testCases.low > b.maxTestCases)
    over.push(
      `at least ${e.testCases.low} test cases (estimate ${e.testCases.low}-${e.testCases.high}, expected ${e.testCases.expected}), over max-test-cases ${b.maxTestCases}`,
    );
  if (b.maxMinutes !== null && e.minutes.low > b.maxMinutes)
    over.push(
      `at least ${e.minutes.low} minutes (estimate ${e.minutes.low}-${e.minutes.high}, expected ${e.minutes.expected}), over max-minutes ${b.maxMinutes}`,
    );
  return over.length > 0 ? over.join('; and ') : null;
}

/** Why a running run crossed a budget (planned or processed test cases, minutes since it started), or null. */
export function crossedBudget(
  b: Budgets,
  run: { total: number; processed: number; elapsedMs: number },
): string | null {
  if (b.maxTestCases !== null) {
    const cases = Math.max(run.total, run.processed);
    if (cases > b.maxTestCases)
      return `the run ${run.processed >= run.total ? 'processed' : 'plans'} ${cases} test cases, over max-test-cases ${b.maxTestCases}.`;
  }
  if (b.maxMinutes !== null && run.elapsedMs > b.maxMinutes * 60_000)
    return `the run took more than max-minutes ${b.maxMinutes} (${round1(run.elapsedMs / 60_000)} minutes).`;
  return null;
}

/** The estimate as lines for a log or a terminal. */
export function estimateLines(e: Estimate): string[] {
  const lines = e.probes.map(
    (p) =>
      `  ${p.name ?? `probe ${p.probeId}`}: ${p.testCases.expected} test cases (${p.testCases.low}-${p.testCases.high}, from ${p.source})`,
  );
  const per = `${round1(e.secondsPerCase.low)}-${round1(e.secondsPerCase.high)} s a test case`;
  return [
    `Estimate: ${e.testCases.expected} test cases (${e.testCases.low}-${e.testCases.high}), ${e.minutes.expected} minutes (${e.minutes.low}-${e.minutes.high}; ${per}).`,
    ...lines,
    ...(e.unknownProbes > 0
      ? [
          `  ${e.unknownProbes} probe${e.unknownProbes === 1 ? ' has' : 's have'} no previous or benchmark runs: counted as 0, so the estimate is low.`,
        ]
      : []),
  ];
}
