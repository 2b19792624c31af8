import { checkStatus, type Gate, type ProbeRunReport, type Report } from '../../report/model.js';
import { categoryKey } from '../verdict/gate.js';
import { countedFailures } from '../verdict/counts.js';

/**
 * Verdicts a retry may change: a failing gate, and `inconclusive` (too few samples), which more
 * test cases can settle. `error` and `timeout` are never retried: invalid or missing data fails
 * closed (R10), and a timed-out scan has no time left.
 */
const RETRIED_VERDICTS: ReadonlySet<string> = new Set(['fail', 'inconclusive']);

/** Whether a verdict is one that retry-failed retries. */
export const retriable = (verdict: string): boolean => RETRIED_VERDICTS.has(verdict);

type Probe = Pick<ProbeRunReport, 'probeId' | 'name' | 'category' | 'errors'> &
  Parameters<typeof countedFailures>[0];

/**
 * The probes a retry runs again after a failing or inconclusive verdict: never only the probes
 * that failed (a probe with a lucky result would keep it, and the pooled evidence would be
 * selected), but every probe the failed check judges:
 * - `category-min-score:<c>` and `min-samples:<c>`: every probe of that category (the check
 *   reads the category's mean, so all of its probes are measured again);
 * - any other failing check (min-score, max-failed, max-fail-rate, max-error-rate, the
 *   regression checks, the evidence rule, an open check (inconclusive under `gate-on: bound`,
 *   also of a category) and checks added later): every probe of the run.
 * A failed `warn-only` check causes nothing: it does not fail the build. An `inconclusive`
 * verdict with no failing check retries every probe of the run. Only probes with an id can be
 * triggered again. Pure.
 */
export function causingProbes<P extends Probe>(
  gate: Pick<Gate, 'verdict' | 'checks'>,
  probeRuns: P[],
  // Kept for callers: which probes failed no longer narrows the retry (see above).
  _baseline?: Pick<NonNullable<Report['baseline']>, 'newFailures'> | null,
  _countAcceptedRisk?: boolean,
): P[] {
  const failing = gate.checks.filter((c) => checkStatus(c) === 'fail' && c.warnOnly !== true);
  const picked = new Set<P>();
  for (const check of failing) for (const p of probeRuns) if (causes(check, p)) picked.add(p);
  if (failing.length === 0 && gate.verdict === 'inconclusive')
    for (const p of probeRuns) picked.add(p);
  return probeRuns.filter((p) => picked.has(p) && p.probeId !== null);
}

/** Whether probe `p` is one that the failed `check` judges (the rules above). */
function causes(check: Gate['checks'][number], p: Probe): boolean {
  const inCategory = (c: string) => categoryKey(p.category ?? '') === categoryKey(c);
  // An open check (bound) retries every probe: the whole run's evidence is what is short.
  if (check.inconclusive === true) return true;
  if (check.id.startsWith('category-min-score:'))
    return inCategory(check.id.slice('category-min-score:'.length));
  if (check.input === 'min-samples' && check.id.startsWith('min-samples:')) {
    const evidence = check.id.slice('min-samples:'.length);
    return evidence === 'errors' || inCategory(evidence);
  }
  return true;
}
