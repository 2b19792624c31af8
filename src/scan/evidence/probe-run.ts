/**
 * One probe run's detail checked against itself, its listed test cases and the status entry
 * that made the run final. The counts it returns are the platform's own: nothing downstream
 * raises, lowers or re-derives them; a contradiction is a breach instead.
 */
import {
  isTerminal,
  normalizeRunStatus,
  type ProbeRun,
  type TestRunStatusProbeRun,
} from '../../api/index.js';
import type { CountFields } from '../verdict/counts.js';
import { capital, processedOf, readCounts, unbalanced } from './counts.js';
import { broken, probeRunLabel, transient, type Breach } from './invariants.js';

/** What the listed test cases of a probe run show. */
export interface CaseTally {
  /** How many cases were listed; null when the answer has no case list (nothing to check against). */
  listed: number | null;
  passed: number;
  failed: number;
  errors: number;
  /** Failed cases whose risk was accepted. */
  accepted: number;
  /** Status words the tool does not know, with how often each appeared. */
  unknown: Map<string, number>;
}

/** The counts a checked probe run is judged on (ignored findings come later, in triage). */
export type CheckedCounts = Omit<CountFields, 'ignored'>;

/** What the scan asked for: this probe run, of this test run, as the status entry listed it. */
export interface DetailAsked {
  testRunId: number;
  probeRunId: number | null;
  probeId: number | null;
  entry?: TestRunStatusProbeRun;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

function identityBreaches(d: ProbeRun, asked: DetailAsked, where: string, out: Breach[]): void {
  const probeRunId = num(d.probeRunId);
  if (probeRunId !== asked.probeRunId)
    out.push(
      broken(
        'ids-agree',
        `${where}: the platform answered for probe run ${probeRunId ?? 'with no id'} when asked for probe run ${asked.probeRunId}`,
      ),
    );
  const scanRunId = num(d.scanRunId);
  if (scanRunId !== null && scanRunId !== asked.testRunId)
    out.push(
      broken(
        'run-identity',
        `${where} belongs to test run ${scanRunId}, not to test run ${asked.testRunId}`,
      ),
    );
  const probeId = num(d.probeId);
  if (probeId !== null && asked.probeId !== null && probeId !== asked.probeId)
    out.push(
      broken(
        'ids-agree',
        `${where} is of probe ${probeId}, but the status list named probe ${asked.probeId}`,
      ),
    );
}

/** passed, failed and errors each equal to the listed cases of that status. */
function caseBreaches(c: CheckedCounts, cases: CaseTally, where: string, out: Breach[]): void {
  if (cases.unknown.size > 0) {
    const words = [...cases.unknown].map(([w, n]) => `"${w}" (${n})`).join(', ');
    out.push(
      transient(
        'case-status-known',
        `${where}: unknown test case status ${words}; such a case is neither passed nor failed`,
      ),
    );
  }
  if (cases.listed === null) return;
  const pairs: [string, number, number][] = [
    ['passedCount', c.passed, cases.passed],
    ['failedCount', c.failed, cases.failed],
    ['errorCount', c.errors, cases.errors],
  ];
  for (const [field, count, seen] of pairs)
    if (count !== seen)
      out.push(
        transient(
          'counts-match-cases',
          `${where}: ${field} says ${count} but ${seen} of the ${cases.listed} listed test cases have that status`,
        ),
      );
}

/** The detail against the status entry that made the run final: never behind it. */
function lagBreaches(c: CheckedCounts, entry: TestRunStatusProbeRun, where: string, out: Breach[]) {
  const pairs: [string, number, unknown][] = [
    ['processed', c.processed, entry.processedCount],
    ['passed', c.passed, entry.passedCount],
    ['failed', c.failed, entry.failedCount],
    ['errors', c.errors, entry.errorCount],
  ];
  for (const [field, mine, theirs] of pairs)
    if (typeof theirs === 'number' && mine < theirs)
      out.push(
        transient(
          'detail-not-behind',
          `${where}: its detail shows ${mine} ${field} where the final status showed ${theirs} (a lagging read)`,
        ),
      );
}

/**
 * Checks one probe run's detail; returns its counts and every breach. The counts are usable
 * only when there is no breach.
 */
export function checkProbeRun(
  d: ProbeRun,
  cases: CaseTally,
  asked: DetailAsked,
): { counts: CheckedCounts; breaches: Breach[] } {
  // Every message here starts with the probe run.
  const where = capital(probeRunLabel(num(d.probeRunId) ?? asked.probeRunId, d.probeName ?? null));
  const out: Breach[] = [];
  identityBreaches(d, asked, where, out);
  const raw = readCounts(d, where, out);
  const sum = raw.passedCount + raw.failedCount + raw.errorCount;
  const counts: CheckedCounts = {
    total: raw.totalCount,
    processed: processedOf(raw),
    passed: raw.passedCount,
    failed: raw.failedCount,
    errors: raw.errorCount,
    // A risk is accepted only where the count and the listed cases both say so: accepted
    // risks lighten the count checks, so the smaller of the two fails closed.
    accepted:
      cases.listed === null ? raw.acceptedCount : Math.min(raw.acceptedCount, cases.accepted),
  };
  const state = normalizeRunStatus(d.status);
  if (!isTerminal(state))
    out.push(transient('probe-run-final', `${where}: its detail says ${d.status ?? 'no status'}`));
  else if (state !== 'completed')
    out.push(
      broken(
        'probe-run-completed',
        `${where} ended ${d.status} after ${counts.processed} of ${counts.total} test cases: the rest never ran`,
      ),
    );
  if (counts.processed > counts.total || counts.accepted > counts.failed)
    out.push(
      broken(
        'counts-within-total',
        `${where} counts ${counts.passed} passed + ${counts.failed} failed + ${counts.errors} errors (processed ${counts.processed}, accepted ${counts.accepted}) against a total of ${counts.total}`,
      ),
    );
  else if (isTerminal(state) && counts.processed < counts.total)
    out.push(
      transient(
        'processed-equals-total',
        `${where} processed ${counts.processed} of ${counts.total} test cases`,
      ),
    );
  else if (sum !== counts.processed) out.push(unbalanced(where, sum, counts.processed));
  caseBreaches(counts, cases, where, out);
  if (asked.entry) lagBreaches(counts, asked.entry, where, out);
  return { counts, breaches: out };
}
