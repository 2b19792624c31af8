/**
 * Reading the target's test run list (docs/platform.md 4.7) for earlier scans: the baseline
 * (triage/baseline.ts) and the trend (trend.ts) pick from the same runs, in the same time order.
 */
import { normalizeRunStatus, type TestRunSummary } from '../../api/index.js';
import { isRetryRunName } from './trigger.js';

/** When a run of the list ran (its executionDate, ms); -Infinity when unknown, so it sorts first. */
export function runTime(r: TestRunSummary): number {
  const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
  return Number.isFinite(t) ? t : -Infinity;
}

/**
 * The completed runs of the list that are scans of their own: none of `exclude` (this scan's
 * run and its retry runs), and no retry run of another scan (retry-failed: it ran only some
 * probes, so it is neither a baseline nor a point of the trend).
 */
export function completedScans(
  list: TestRunSummary[],
  exclude: ReadonlySet<number | null | undefined>,
): TestRunSummary[] {
  return list.filter(
    (r) =>
      !exclude.has(r.id) && !isRetryRunName(r.name) && normalizeRunStatus(r.status) === 'completed',
  );
}
