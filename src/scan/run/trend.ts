/**
 * The trend: the target's last completed runs from its test run list (docs/platform.md 4.7), oldest
 * first, ending with this run, each with its fail rate (and the run score where this report has
 * it), a Unicode sparkline of the fail rate, and the failures new, fixed and persistent
 * against the previous run (from the baseline comparison). Reading it can fail without
 * changing anything else: a failure is a warning and the report has no trend (R11).
 */
import { isCredentialError, type TestRunSummary } from '../../api/index.js';
import type { Report, Trend, TrendPoint } from '../../report/model.js';
import type { ScanDeps } from '../deps.js';
import { completedScans, runTime } from './run-list.js';

/** Blocks of the sparkline, lowest first. */
const BLOCKS = '▁▂▃▄▅▆▇█';

/** A sparkline of values (null: a gap, shown as a space); scaled from the lowest to the highest. */
export function sparkline(values: ReadonlyArray<number | null>): string {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  return values
    .map((v) => {
      if (v === null || !Number.isFinite(v)) return ' ';
      if (hi === lo) return BLOCKS[0];
      return BLOCKS[Math.round(((v - lo) / (hi - lo)) * (BLOCKS.length - 1))];
    })
    .join('');
}

const rate = (passed: number, failed: number): number | null =>
  passed + failed > 0 ? Math.round((failed / (passed + failed)) * 10_000) / 10_000 : null;

/** The trend of `report` from the target's run list (pure); `scores`: earlier runs' known scores. */
export function buildTrend(
  report: Report,
  list: TestRunSummary[],
  count: number,
  scores: ReadonlyMap<number, number> = new Map(),
): Trend {
  const current = report.testRun.id;
  // Retry runs (retry-failed) are pooled into their scan's point, not runs of their own.
  const retries = new Set(report.retries?.runs.map((r) => r.testRunId) ?? []);
  const earlier: TrendPoint[] = completedScans(list, new Set([current, ...retries]))
    .filter((r) => typeof r.id === 'number')
    .sort((a, b) => runTime(a) - runTime(b) || (a.id as number) - (b.id as number))
    .slice(-(count - 1))
    .map((r) => ({
      testRunId: r.id as number,
      executedAt: r.executionDate ?? null,
      total: r.totalCount ?? 0,
      failed: r.failedCount ?? 0,
      failRate: rate(r.passedCount ?? 0, r.failedCount ?? 0),
      score: scores.get(r.id as number) ?? null,
    }));
  const t = report.totals;
  const runs: TrendPoint[] =
    current === null || count < 1
      ? earlier
      : [
          ...(count > 1 ? earlier : []),
          {
            testRunId: current,
            executedAt: report.testRun.startedAt,
            total: t.total,
            failed: t.failed,
            failRate: rate(t.passed, t.failed),
            score: report.scores.overall,
          },
        ];
  const b = report.baseline;
  const changes =
    b &&
    b.newFailures !== null &&
    typeof b.fixedCount === 'number' &&
    typeof b.persistentCount === 'number'
      ? {
          new: b.newFailures.length,
          fixed: b.fixedCount,
          persistent: b.persistentCount,
          since: b.testRunId,
        }
      : null;
  const scored = runs.filter((r) => r.score !== null).length;
  return {
    runs,
    sparkline: sparkline(runs.map((r) => r.failRate)),
    scoreSparkline: scored >= 2 ? sparkline(runs.map((r) => r.score)) : null,
    changes,
  };
}

/**
 * Earlier runs' scores that saved reports have (the platform keeps no historic scores): the
 * baseline's, and those of the trend kept in a `baseline-report` file. A file that cannot be
 * read again gives only the baseline's (its problem was already a warning).
 */
export async function knownScores(report: Report): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const b = report.baseline;
  if (b?.source === 'file' && b.reference)
    for (const [id, score] of await scoresInFile(b.reference, report.platform.targetId))
      out.set(id, score);
  if (b && b.testRunId !== null && b.overallScore !== null) out.set(b.testRunId, b.overallScore);
  return out;
}

/**
 * The scores of the trend of a saved report file, when it is the same target's (a foreign
 * file's scores are not this trend's); none when it cannot be read (already warned when the
 * baseline was read).
 */
async function scoresInFile(reference: string, targetId: number): Promise<[number, number][]> {
  try {
    const { FILE_CAPS, readCapped } = await import('../../config/file-cap.js');
    const { parseReportJson } = await import('../../report/json.js');
    const text = readCapped(reference, 'baseline-report', FILE_CAPS.baselineReport);
    const saved = parseReportJson(text.toString('utf8'), reference);
    if (saved.platform.targetId !== targetId) return [];
    return (saved.trend?.runs ?? []).flatMap((p) =>
      p.score === null ? [] : [[p.testRunId, p.score] as [number, number]],
    );
  } catch {
    return [];
  }
}

/** Reads the run list and builds the trend; null (with a warning) when it cannot be read. */
export async function readTrend(
  deps: ScanDeps,
  count: number,
  report: Report,
  /** The run list read once for the scan (collect/gather.ts); absent: read here. */
  targetRuns?: Promise<TestRunSummary[]>,
): Promise<Trend | null> {
  if (count <= 0) return null;
  try {
    const { workspaceId, targetId } = report.platform;
    const list = await (targetRuns ??
      deps.client.listTestRuns(workspaceId, targetId, { signal: deps.signal }));
    return buildTrend(report, list, count, await knownScores(report));
  } catch (err) {
    if (isCredentialError(err)) throw err;
    report.warnings.push(`The trend could not be read (${(err as Error).message}).`);
    return null;
  }
}
