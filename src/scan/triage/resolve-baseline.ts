/**
 * Where the baseline of a scan comes from: a saved report, the pooled earlier runs of the base
 * branch, or none; the comparison itself is baseline.ts.
 */
import { FILE_CAPS, readCapped } from '../../config/file-cap.js';
import type { PlatformClient } from '../../api/index.js';
import type { Baseline, Report } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';
import type { ScanConfig } from '../../config/config.js';
import {
  compareWithBaseline,
  type BaselineScope,
  type ComparableRun,
  type Found,
} from './baseline.js';

const NO_SCOPE: BaselineScope = { baseBranch: null, pullRequest: false };

/**
 * The baseline of this scan, compared with the current results, or null. `none`: null.
 * `auto`: the `baseline-report` file when given, else `pooled`. `pooled`: the last
 * `baseline-runs` completed runs with the same probes, pooled per probe (baseline-runs.ts);
 * fewer than `min-baseline-runs`: a baseline whose `skipReason` skips the regression checks.
 * `previous-run`: the newest such run alone. On a pull request or in a merge queue only the
 * base branch's runs count. Never fails the scan: every problem is a warning and gives null.
 */
export async function resolveBaseline(
  client: PlatformClient,
  config: ScanConfig,
  facts: ScanFacts,
  warnings: string[],
  scope: BaselineScope = NO_SCOPE,
): Promise<Baseline | null> {
  if (config.baseline === 'none') return null;
  const current: ComparableRun = {
    overallScore: facts.scores.overall,
    categories: facts.scores.categories,
    probeRuns: facts.probeRuns,
    perProbeDetail: facts.perProbeDetail,
  };
  const { countAcceptedRisk, confidence } = config.gate;
  if (config.baselineReport && config.baseline !== 'auto') {
    warnings.push(
      `baseline-report "${config.baselineReport}" was not used: baseline is ${config.baseline} (use auto to compare with the file).`,
    );
  }
  const fromFile = config.baselineReport !== null && config.baseline === 'auto';
  const { earlierRuns } = await import('./baseline-runs.js');
  const base = fromFile
    ? await readBaselineFile(config.baselineReport as string, facts, warnings)
    : await earlierRuns(client, config, facts, warnings, scope);
  if (!base) return null;
  if ('skip' in base) return base.skip;
  if (!current.perProbeDetail || !base.run.perProbeDetail) {
    warnings.push(
      'New failures against the baseline could not be determined: per-probe detail is missing on one side.',
    );
  }
  return {
    ...base.meta,
    overallScore: base.run.overallScore,
    ...compareWithBaseline(current, base.run, { countAcceptedRisk, confidence }),
    ...(base.pool ? { pool: base.pool } : {}),
  };
}

async function readBaselineFile(
  path: string,
  facts: ScanFacts,
  warnings: string[],
): Promise<Found | null> {
  let report: Report;
  try {
    // Loaded only when a baseline report is given: the JSON report's schema is not needed before.
    const { parseReportJson } = await import('../../report/json.js');
    const text = readCapped(path, 'baseline-report', FILE_CAPS.baselineReport).toString('utf8');
    report = parseReportJson(text, path);
  } catch (err) {
    const why =
      (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'it does not exist'
        : (err as Error).message;
    warnings.push(
      `baseline-report "${path}" could not be used (${why}): the baseline checks are skipped.`,
    );
    return null;
  }
  if (report.platform.targetId !== facts.targetId) {
    warnings.push(
      `baseline-report "${path}" is a report of target ${report.platform.targetId}, not ${facts.targetId}: the comparison may be meaningless.`,
    );
  }
  return {
    meta: { source: 'file', testRunId: report.testRun.id, reference: path },
    run: {
      overallScore: report.scores.overall,
      categories: report.scores.categories,
      probeRuns: report.probeRuns,
      perProbeDetail: report.perProbeDetail,
    },
  };
}
