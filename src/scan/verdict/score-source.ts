import { scoreProbes, scoreRates, type FormulaScores } from '../../api/score-formula.js';
import type { ProbeRunReport, ScoreSource } from '../../report/model.js';
import { categoryKey } from './gate-checks.js';
import { wilson } from './stats.js';

/** Category of probes the catalogue could not place. */
export const UNCATEGORISED = 'Uncategorised';

/**
 * This run's score from its own probe runs, with the platform's formula (R20). Failures are
 * the counted ones: at least the FAILED test cases seen (R21), accepted risks included as the
 * platform counts them (accepted risks and ignored findings only lighten the count checks).
 */
export function runScore(probeRuns: ProbeRunReport[]): FormulaScores {
  return scoreProbes(
    probeRuns.map((p) => ({
      category: p.category ?? UNCATEGORISED,
      passed: p.passed,
      failures: p.failed,
    })),
  );
}

/**
 * This run's score at the pessimistic end (`gate-on: bound`): the same formula with each probe's
 * pass rate replaced by the lower Wilson bound at `confidence`, errored test cases counted as
 * failures (an error may hide a failing attack), rounded toward failing. Each probe is bounded
 * on its own, so the result is more conservative than a joint interval of the mean would be.
 */
export function boundRunScore(probeRuns: ProbeRunReport[], confidence: number): FormulaScores {
  return scoreRates(
    probeRuns.flatMap((p) => {
      const n = p.passed + p.failed + p.errors;
      if (p.passed + p.failed === 0) return [];
      const high = wilson(p.failed + p.errors, n, confidence).high;
      return [{ category: p.category ?? UNCATEGORISED, passRate: 1 - high }];
    }),
    'down',
  );
}

/**
 * The optimistic end (`gate-on: bound`): each probe's pass rate at the upper Wilson bound,
 * errored test cases counted as passes, rounded toward passing. A bar this misses is missed.
 */
export function optimisticRunScore(probeRuns: ProbeRunReport[], confidence: number): FormulaScores {
  return scoreRates(
    probeRuns.flatMap((p) => {
      const n = p.passed + p.failed + p.errors;
      if (p.passed + p.failed === 0) return [];
      const low = wilson(p.failed, n, confidence).low;
      return [{ category: p.category ?? UNCATEGORISED, passRate: 1 - low }];
    }),
    'up',
  );
}

/** This run's score with every errored test case counted as a failure (the worst they hide). */
export function errorsAsFailuresScore(probeRuns: ProbeRunReport[]): FormulaScores {
  return scoreProbes(
    probeRuns
      .filter((p) => p.passed + p.failed > 0)
      .map((p) => ({
        category: p.category ?? UNCATEGORISED,
        passed: p.passed,
        failures: p.failed + p.errors,
      })),
  );
}

/** What is known about this run and the target, to decide whether the platform's score is this run's. */
export interface ScoreEvidence {
  requested: ScoreSource['requested'];
  /** Null without per-probe detail. */
  run: FormulaScores | null;
  platform: FormulaScores & { latestExecutionDate: string | null };
  /** This run's execution window on the platform's clock; end null when unknown. */
  window: { start: string | null; end: string | null };
  /**
   * Other test runs of the target overlapping this one (docs/platform.md 4.7); null when they could
   * not be listed.
   */
  overlapping: number[] | null;
  /** Categories this run measured; null when unknown. */
  measured: string[] | null;
}

/** The gated score and the record of the choice. `problem`: the gated score fails closed. */
export interface ScoreChoice {
  overall: number | null;
  categories: Record<string, number>;
  source: ScoreSource;
  problem: string | null;
  /** Why the score checks cannot be judged (inconclusive, not failing closed as error). */
  unproven?: string | null;
}

const time = (iso: string | null): number => (iso === null ? NaN : Date.parse(iso));

/** Same overall and, category by category, the same scores (the formula is the same, R20). */
function sameScores(run: FormulaScores, platform: FormulaScores): boolean {
  if (run.overall !== platform.overall) return false;
  const ours = new Map(Object.entries(run.categories).map(([k, v]) => [categoryKey(k), v]));
  return Object.entries(platform.categories).every(([k, v]) => {
    const mine = ours.get(categoryKey(k));
    return mine === undefined || Math.abs(mine - v) < 1e-9;
  });
}

/**
 * Why the platform's score does not provably reflect exactly this run; [] when it does. With
 * per-probe detail, a platform score that differs from this run's own is not this run's: the
 * platform can then never lift the gated score above what this run's results give.
 */
export function platformDoubts(e: ScoreEvidence): string[] {
  const doubts: string[] = [];
  const latest = time(e.platform.latestExecutionDate);
  const start = time(e.window.start);
  const end = time(e.window.end);
  if (e.platform.overall === null) doubts.push('the platform gave no valid overall score');
  if (!Number.isFinite(latest)) doubts.push('the platform gave no latestExecutionDate');
  else if (!Number.isFinite(start)) doubts.push("this run's execution start is unknown");
  else if (latest < start)
    doubts.push(
      `it is stale: latestExecutionDate ${e.platform.latestExecutionDate} is before this run started (${e.window.start})`,
    );
  else if (Number.isFinite(end) && latest > end)
    doubts.push(
      `latestExecutionDate ${e.platform.latestExecutionDate} is after this run's last probe run ended (${e.window.end}): another run's results are mixed in`,
    );
  if (e.overlapping === null) doubts.push("the target's other test runs could not be listed");
  else if (e.overlapping.length > 0)
    doubts.push(
      `test run${e.overlapping.length === 1 ? '' : 's'} ${e.overlapping.join(', ')} of the target overlapped this run`,
    );
  if (e.run !== null && e.platform.overall !== null && !sameScores(e.run, e.platform))
    doubts.push(
      `it differs from this run's own score (platform ${e.platform.overall}, run ${e.run.overall ?? 'none'}, same formula)`,
    );
  if (e.measured === null) doubts.push('the categories this run measured are unknown');
  else {
    const ours = new Set(e.measured.map(categoryKey));
    const extra = Object.keys(e.platform.categories).filter((c) => !ours.has(categoryKey(c)));
    if (extra.length > 0)
      doubts.push(`it holds categories this run did not measure (${extra.join(', ')})`);
  }
  return doubts;
}

/**
 * Which score the gate judges (R20). `run`: this run's own score. `platform`: the target's
 * score, failing closed when it does not provably reflect this run. `auto`: the platform's
 * score only when it provably does, else this run's.
 */
export function chooseScore(e: ScoreEvidence): ScoreChoice {
  const doubts = platformDoubts(e);
  const record = (gated: ScoreSource['gated'], reason: string): ScoreSource => ({
    gated,
    requested: e.requested,
    reason,
    run: e.run,
    platform: { overall: e.platform.overall, categories: e.platform.categories },
  });
  const doubt = `the platform's score does not provably reflect this run (${doubts.join('; ')})`;
  const asked = `score-source ${e.requested}`;
  if (e.requested === 'platform' || (e.requested === 'auto' && doubts.length === 0 && e.run)) {
    const problem =
      doubts.length > 0
        ? `${asked}: ${doubt}; use score-source auto or run to gate this run's own score.`
        : null;
    const reason =
      problem ??
      `The platform's score was gated (${asked}): it provably reflects this run (fresh, no overlapping run, only categories this run measured${e.run ? ", equal to this run's own score" : ''}).`;
    return {
      overall: problem ? null : e.platform.overall,
      categories: problem ? {} : e.platform.categories,
      source: record(problem ? null : 'platform', reason),
      problem,
    };
  }
  const why = e.requested === 'auto' ? `: ${doubt}` : '';
  if (e.run === null && e.requested === 'auto') {
    // No per-probe detail: the platform's target-wide score is not this run's, and this run
    // has no score of its own. The score checks are open; the count checks still judge.
    const unproven = `Without per-probe detail this run has no score of its own, and the platform's target score is not provably this run's (${doubts.length > 0 ? doubts.join('; ') : "it averages each probe's latest results on the target"}); use score-source: platform to gate the target's score`;
    const source = record(null, `${unproven}.`);
    return { overall: null, categories: {}, source, problem: null, unproven };
  }
  if (e.run === null || e.run.overall === null) {
    const problem = `This run's own score could not be computed (no per-probe detail or no judged test case) (${asked})${why}: failing closed.`;
    return { overall: null, categories: {}, source: record(null, problem), problem };
  }
  const reason = `This run's own score was gated (${asked}), computed from its probe runs${why}.`;
  return {
    overall: e.run.overall,
    categories: e.run.categories,
    source: record('run', reason),
    problem: null,
  };
}

/**
 * Other runs of the target whose execution may overlap this one: any run with an execution
 * date up to this run's end (or at all, when the end is unknown), except runs already final
 * when this scan first listed the target's runs (`finalBefore`), which ended before it began.
 */
export function overlappingRuns(
  ours: { id: number; end: string | null },
  others: { id: number; executionDate: string | null }[],
  finalBefore: ReadonlySet<number>,
): number[] {
  const end = time(ours.end);
  return others
    .filter((r) => r.id !== ours.id && r.executionDate !== null && !finalBefore.has(r.id))
    .filter((r) => !(Number.isFinite(end) && time(r.executionDate) > end))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}
