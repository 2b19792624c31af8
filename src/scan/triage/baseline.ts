import { scoreProbes, type ProbeTally } from '../../api/score-formula.js';
import { normalizeRunStatus, type TestRunSummary } from '../../api/index.js';
import type { Baseline, ProbeRunReport } from '../../report/model.js';
import { testProbes, type ProbeSide } from '../verdict/probe-tests.js';
import { runTime } from '../run/run-list.js';

/** One side of a comparison: what a run or a saved report says. */
export interface ComparableRun {
  /** Overall score 0..100, or null when unknown. */
  overallScore: number | null;
  /** Score per category. */
  categories: Record<string, number>;
  probeRuns: ProbeRunReport[];
  /** False when the run has no per-probe detail: its attacks cannot be compared. */
  perProbeDetail: boolean;
}

/** The comparison part of a {@link Baseline}. */
export type Comparison = Pick<
  Baseline,
  | 'scoreDelta'
  | 'newFailures'
  | 'fixedCount'
  | 'persistentCount'
  | 'probeDeltas'
  | 'categoryDeltas'
  | 'probeTests'
  | 'testConfidence'
>;

const round1 = (n: number): number => Math.round(n * 10) / 10;
const key = (name: string): string => name.trim().toLowerCase();
const delta = (current: number | null, baseline: number | null): number | null =>
  current === null || baseline === null ? null : round1(current - baseline);

/** Whether every probe run lists all its failed test cases (not filled in from counts only). */
function hasCaseDetail(run: ComparableRun): boolean {
  return run.probeRuns.every(
    (p) => p.failedTestCases.filter((c) => c.outcome === 'failed').length >= p.failed,
  );
}

/** Attack ids (probe name, case-insensitive, + attack id) of a run's failed cases that `keep`. */
function failedAttacks(
  run: ComparableRun,
  keep: (tc: ComparableRun['probeRuns'][number]['failedTestCases'][number]) => boolean,
): Map<string, { probe: string; attackId: string }> {
  const out = new Map<string, { probe: string; attackId: string }>();
  for (const r of run.probeRuns) {
    for (const tc of r.failedTestCases) {
      if (tc.outcome !== 'failed' || tc.attackId === null || !keep(tc)) continue;
      const id = `${key(r.name)}\u0000${tc.attackId}`;
      if (!out.has(id)) out.set(id, { probe: r.name, attackId: tc.attackId });
    }
  }
  return out;
}

/**
 * New, fixed and persistent failures (see {@link compareWithBaseline}); all null when either
 * side lacks per-case detail. Fixed: no failed case of the attack now at all (an ignored or
 * accepted one is not fixed); persistent: it fails now, counted, and failed before.
 */
function failureChanges(
  current: ComparableRun,
  baseline: ComparableRun,
  countAccepted: boolean,
): Pick<Comparison, 'newFailures' | 'fixedCount' | 'persistentCount'> {
  const comparable =
    current.perProbeDetail &&
    baseline.perProbeDetail &&
    hasCaseDetail(current) &&
    hasCaseDetail(baseline);
  if (!comparable) return { newFailures: null, fixedCount: null, persistentCount: null };
  const before = failedAttacks(baseline, () => true);
  const counted = failedAttacks(
    current,
    (tc) => tc.ignored === null && (!tc.riskAccepted || countAccepted),
  );
  const failingNow = failedAttacks(current, () => true);
  const newFailures = [...counted].filter(([id]) => !before.has(id)).map(([, a]) => a);
  return {
    newFailures,
    fixedCount: [...before.keys()].filter((id) => !failingNow.has(id)).length,
    persistentCount: [...counted.keys()].filter((id) => before.has(id)).length,
  };
}

/**
 * Compares a run with its baseline. Pure.
 * - `scoreDelta`: current - baseline overall score (null when either is unknown).
 * - `newFailures`: attacks (probe name, case-insensitive, + attack id) with a failed case now
 *   that counts (not ignored; not risk-accepted unless `countAcceptedRisk`), and no failed case
 *   in the baseline (passed, errored or absent there). Deduplicated across attempts. Null when
 *   either side has no per-probe detail, or a probe run whose failed test cases are not all
 *   listed (its detail could not be read): then nothing can be compared reliably.
 * - `probeDeltas`: the platform's failed count per probe (accepted and ignored included, so
 *   both sides count alike), every probe of either side.
 * - `categoryDeltas`: category scores, every category of either side.
 * - `probeTests`: each probe's fail rate against the baseline's, two-proportion test at
 *   `confidence` (default 0.95, see verdict/probe-tests.ts); null when either side has no per-probe
 *   detail.
 */
export function compareWithBaseline(
  current: ComparableRun,
  baseline: ComparableRun,
  options: { countAcceptedRisk?: boolean; confidence?: number } = {},
): Comparison {
  const confidence = options.confidence ?? 0.95;
  const sides = (run: ComparableRun): ProbeSide[] =>
    run.probeRuns.map((r) => ({ name: r.name, failed: r.failed, judged: r.passed + r.failed }));
  const probeTests =
    current.perProbeDetail && baseline.perProbeDetail
      ? testProbes(sides(current), sides(baseline), confidence)
      : null;
  const { newFailures, fixedCount, persistentCount } = failureChanges(
    current,
    baseline,
    options.countAcceptedRisk ?? false,
  );

  const probeDeltas: Baseline['probeDeltas'] = [];
  const before = new Map(baseline.probeRuns.map((r) => [key(r.name), r]));
  const names = new Set<string>();
  for (const run of current.probeRuns) {
    if (names.has(key(run.name))) continue;
    names.add(key(run.name));
    const b = before.get(key(run.name));
    const base = b ? b.failed : null;
    probeDeltas.push({
      name: run.name,
      baseline: base,
      current: run.failed,
      delta: delta(run.failed, base),
    });
  }
  for (const run of baseline.probeRuns) {
    if (names.has(key(run.name))) continue;
    names.add(key(run.name));
    probeDeltas.push({ name: run.name, baseline: run.failed, current: null, delta: null });
  }

  const categoryDeltas: Baseline['categoryDeltas'] = [];
  const catNames = [
    ...new Set([...Object.keys(current.categories), ...Object.keys(baseline.categories)]),
  ];
  for (const name of catNames) {
    const c = current.categories[name] ?? null;
    const b = baseline.categories[name] ?? null;
    categoryDeltas.push({ name, baseline: b, current: c, delta: delta(c, b) });
  }
  return {
    scoreDelta: delta(current.overallScore, baseline.overallScore),
    newFailures,
    fixedCount,
    persistentCount,
    probeDeltas,
    categoryDeltas,
    probeTests,
    testConfidence: confidence,
  };
}

/**
 * Scores from one run's probe runs, the way the sandbox models the platform's docs/platform.md 4.6
 * (no formula is published): a probe's score is 100 * passed / (passed + failed), a category's the
 * mean of its probes (one decimal), the overall score the rounded mean of the categories. Only
 * completed probe runs with judged cases count. Null when a probe's category is unknown or
 * nothing was judged: a partial score would be a wrong score.
 */
export function scoreFromProbeRuns(probeRuns: ProbeRunReport[]): {
  overall: number | null;
  categories: Record<string, number>;
} {
  const tallies: ProbeTally[] = [];
  for (const run of probeRuns) {
    if (run.status !== 'completed' || run.passed + run.failed === 0) continue;
    if (run.category === null) return { overall: null, categories: {} };
    tallies.push({ category: run.category, passed: run.passed, failures: run.failed });
  }
  // The one formula of the platform (R20), shared with the sandbox and the gate.
  return scoreProbes(tallies);
}

/** Where the scan runs, for the baseline: the base branch, and whether it is a pull request. */
export interface BaselineScope {
  /** A merge queue's or pull request's base branch: only its runs are the baseline. */
  baseBranch: string | null;
  /** A pull request's own runs, and other pull requests', are never its baseline. */
  pullRequest: boolean;
}

/** A baseline found: where it came from, its run (pooled or single), and the pool's record. */
export type Found = {
  meta: Pick<Baseline, 'source' | 'testRunId' | 'reference'>;
  run: ComparableRun;
  pool?: Baseline['pool'];
};

/** The newest completed run of the target other than this one (before it, when its id is known). */
export function pickPreviousRun(
  runs: TestRunSummary[],
  currentId: number | null,
): TestRunSummary | null {
  const done = runs.filter(
    (r) => r.id !== currentId && normalizeRunStatus(r.status) === 'completed',
  );
  const earlier = currentId === null ? done : done.filter((r) => r.id < currentId);
  const pool = earlier.length > 0 ? earlier : done;
  return pool.reduce<TestRunSummary | null>(
    (best, r) =>
      best === null ||
      runTime(r) > runTime(best) ||
      (runTime(r) === runTime(best) && r.id > best.id)
        ? r
        : best,
    null,
  );
}
