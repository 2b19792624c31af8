/**
 * The run's probe runs as the status endpoint lists them, checked against what the scan
 * asked for: the wait ends only when every check here holds, or one is broken for good.
 */
import { isTerminal, normalizeRunStatus, type TestRunStatus } from '../../api/index.js';
import { processedOf, readCounts, unbalanced } from './counts.js';
import { broken, probeRunLabel, transient, type Breach } from './invariants.js';

type Entry = NonNullable<TestRunStatus['probeRuns']>[number];

/** What the scan asked the platform to run. */
export interface RequestedProbes {
  /** The probe ids named in the trigger; null when the target's configured probes ran. */
  ids: readonly number[] | null;
}

const id = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * The status endpoint's probe runs, each probe run once: an entry repeated with the same
 * probeRunId is one probe run. Entries without an id are kept (they are not final).
 */
export function uniqueProbeRuns(status: TestRunStatus): Entry[] {
  const seen = new Set<number>();
  const out: Entry[] = [];
  for (const e of status.probeRuns ?? []) {
    const runId = id(e.probeRunId);
    if (runId !== null) {
      if (seen.has(runId)) continue;
      seen.add(runId);
    }
    out.push(e);
  }
  return out;
}

/** One entry: listed with ids, final, completed, all of its cases processed, counts valid. */
function entryBreaches(e: Entry, i: number, out: Breach[]): void {
  const where = probeRunLabel(id(e.probeRunId), e.probeName ?? null, i);
  if (id(e.probeRunId) === null)
    out.push(transient('probe-run-listed', `${where} has no probeRunId`));
  const state = normalizeRunStatus(e.status);
  if (!isTerminal(state)) {
    out.push(transient('probe-run-final', `${where} is ${e.status ?? 'without a status'}`));
    return;
  }
  const problems: Breach[] = [];
  const c = readCounts(e, where, problems);
  out.push(...problems);
  if (problems.length > 0) return;
  const sum = c.passedCount + c.failedCount + c.errorCount;
  const processed = processedOf(c);
  if (state !== 'completed')
    out.push(
      broken(
        'probe-run-completed',
        `${where} ended ${e.status} after ${processed} of ${c.totalCount} test cases: the rest never ran`,
      ),
    );
  else if (sum > c.totalCount || processed > c.totalCount)
    out.push(
      broken(
        'counts-within-total',
        `${where} counts ${c.passedCount} passed + ${c.failedCount} failed + ${c.errorCount} errors (processed ${processed}) against a total of ${c.totalCount}`,
      ),
    );
  else if (processed < c.totalCount)
    out.push(
      transient(
        'processed-equals-total',
        `${where} processed ${processed} of ${c.totalCount} test cases`,
      ),
    );
  else if (sum !== processed) out.push(unbalanced(where, sum, processed));
}

/** Whether one entry is final and whole: it breaks none of the checks of {@link statusBreaches}. */
export function entryIsFinal(e: Entry): boolean {
  const out: Breach[] = [];
  entryBreaches(e, 0, out);
  return out.length === 0;
}

/** Every requested probe has exactly one probe run; no probe run of another probe. */
function coverageBreaches(entries: Entry[], requested: RequestedProbes, out: Breach[]): void {
  const byProbe = new Map<number, number[]>();
  entries.forEach((e, i) => {
    const probe = id(e.probeId);
    const where = probeRunLabel(id(e.probeRunId), e.probeName ?? null, i);
    if (probe === null) {
      out.push(transient('probe-run-listed', `${where} has no probeId`));
      return;
    }
    byProbe.set(probe, [...(byProbe.get(probe) ?? []), id(e.probeRunId) ?? -1]);
  });
  for (const [probe, runs] of byProbe)
    if (runs.length > 1)
      out.push(
        broken(
          'probe-coverage',
          `probe ${probe} is listed with ${runs.length} probe runs (${runs.map((r) => (r < 0 ? 'no id' : r)).join(', ')}) where one was asked for`,
        ),
      );
  if (requested.ids === null) return;
  const asked = new Set(requested.ids);
  const missing = requested.ids.filter((p) => !byProbe.has(p));
  if (missing.length > 0)
    out.push(
      transient(
        'probe-coverage',
        `${requested.ids.length - missing.length} of the ${requested.ids.length} requested probes have a probe run (none yet for probe${missing.length === 1 ? '' : 's'} ${missing.join(', ')})`,
      ),
    );
  const foreign = [...byProbe.keys()].filter((p) => !asked.has(p));
  if (foreign.length > 0)
    out.push(
      broken(
        'probe-coverage',
        `the run lists probe runs of probe${foreign.length === 1 ? '' : 's'} ${foreign.join(', ')}, which this scan did not request`,
      ),
    );
}

/**
 * What keeps a run whose status says it ended from being judged: every breach of the
 * status list's invariants. [] when the run is final and whole.
 */
export function statusBreaches(status: TestRunStatus, requested: RequestedProbes): Breach[] {
  const out: Breach[] = [];
  const entries = uniqueProbeRuns(status);
  entries.forEach((e, i) => entryBreaches(e, i, out));
  coverageBreaches(entries, requested, out);
  return out;
}
