import { isTerminal, normalizeRunStatus, type TestRunStatus } from '../../api/index.js';

type Entry = NonNullable<TestRunStatus['probeRuns']>[number];

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;

/** The status endpoint's probe runs, each probe run once (a duplicated entry counts once, R21). */
export function uniqueProbeRuns(status: TestRunStatus): Entry[] {
  const seen = new Set<number>();
  const out: Entry[] = [];
  for (const e of status.probeRuns ?? []) {
    if (typeof e.probeRunId === 'number') {
      if (seen.has(e.probeRunId)) continue;
      seen.add(e.probeRunId);
    }
    out.push(e);
  }
  return out;
}

const label = (e: Entry, i: number): string =>
  `probe run ${typeof e.probeRunId === 'number' ? e.probeRunId : `entry ${i + 1}`} (${e.probeName ?? 'unnamed'})`;

/**
 * What keeps a run that says it completed from being final (R21): every probe run final
 * with processed = total and an id, and as many probe runs as the trigger asked for. [] when
 * all of it is final. One short phrase per gap, to name what was missing at the deadline.
 */
export function missingForFinal(status: TestRunStatus, expectedProbes: number | null): string[] {
  const missing: string[] = [];
  const entries = uniqueProbeRuns(status);
  entries.forEach((e, i) => {
    if (typeof e.probeRunId !== 'number') missing.push(`${label(e, i)} has no probeRunId`);
    const state = normalizeRunStatus(e.status);
    if (!isTerminal(state)) missing.push(`${label(e, i)} is ${e.status ?? 'without a status'}`);
    const total = count(e.totalCount);
    // processedCount when given (a contradicted failedCount is settled by the detail, 4.15).
    const sum = count(e.passedCount) + count(e.failedCount) + count(e.errorCount);
    const processed = Math.max(count(e.processedCount), sum);
    if (state === 'completed' && processed < total)
      missing.push(`${label(e, i)} processed ${processed} of ${total} test cases`);
  });
  if (expectedProbes !== null && entries.length < expectedProbes)
    missing.push(`${entries.length} of the ${expectedProbes} requested probe runs are listed`);
  return missing;
}
