import { checkStatus, type Gate, type ProbeRunReport, type Report } from '../../report/model.js';
import { categoryKey } from '../verdict/gate.js';
import { countedFailures } from '../verdict/counts.js';

/**
 * Verdicts a retry may change: a failing gate, and `inconclusive` (too few samples; the
 * verdict issue 15 adds), which more test cases can settle. `error` and `timeout` are never
 * retried: invalid or missing data fails closed (R10), and a timed-out scan has no time left.
 */
const RETRIED_VERDICTS: ReadonlySet<string> = new Set(['fail', 'inconclusive']);

/** Whether a verdict is one that retry-failed retries. */
export const retriable = (verdict: string): boolean => RETRIED_VERDICTS.has(verdict);

type Probe = Pick<ProbeRunReport, 'probeId' | 'name' | 'category' | 'errors'> &
  Parameters<typeof countedFailures>[0];

/**
 * The probes that caused a failing or inconclusive verdict, by the checks that failed:
 * - `category-min-score:<c>`: the probes of that category with counted failures;
 * - `max-error-rate`: the probes with errored test cases;
 * - `fail-on-new-failures`: the probes with new failing attacks;
 * - any other failing check (min-score, max-failed, max-fail-rate, max-score-drop and checks
 *   added later): every probe with counted failures.
 * - `min-samples:<c>` (too few judged test cases in a gated category): every probe of that
 *   category; `min-samples` and `min-samples:errors` (the run's evidence): every probe. More
 *   test cases are what an inconclusive verdict lacks.
 * - an open check (`inconclusive`: the bar inside the interval under `gate-on: bound`, or
 *   errored test cases that could hide failures): every probe. Re-running only the probes
 *   that failed would keep a lucky probe's result and select the evidence.
 * A failed `warn-only` check causes nothing: it does not fail the build. An `inconclusive`
 * verdict with no failing check retries every probe of the run. Only probes with an id can be
 * triggered again. Pure.
 */
export function causingProbes<P extends Probe>(
  gate: Pick<Gate, 'verdict' | 'checks'>,
  probeRuns: P[],
  baseline: Pick<NonNullable<Report['baseline']>, 'newFailures'> | null,
  countAcceptedRisk: boolean,
): P[] {
  const failing = gate.checks.filter((c) => checkStatus(c) === 'fail' && c.warnOnly !== true);
  const picked = new Set<P>();
  for (const check of failing)
    for (const p of probeRuns) if (causes(check, p, baseline, countAcceptedRisk)) picked.add(p);
  if (failing.length === 0 && gate.verdict === 'inconclusive')
    for (const p of probeRuns) picked.add(p);
  return probeRuns.filter((p) => picked.has(p) && p.probeId !== null);
}

/** Whether probe `p` is one that the failed `check` is about (the rules above). */
function causes(
  check: Gate['checks'][number],
  p: Probe,
  baseline: Pick<NonNullable<Report['baseline']>, 'newFailures'> | null,
  countAcceptedRisk: boolean,
): boolean {
  const inCategory = (c: string) => categoryKey(p.category ?? '') === categoryKey(c);
  if (check.inconclusive === true) return true;
  if (check.input === 'min-samples') {
    const evidence = check.id.slice('min-samples:'.length);
    return evidence === '' || evidence === 'errors' || inCategory(evidence);
  }
  const failed = countedFailures(p, countAcceptedRisk) > 0;
  if (check.id.startsWith('category-min-score:'))
    return failed && inCategory(check.id.slice('category-min-score:'.length));
  if (check.id === 'max-error-rate') return p.errors > 0;
  if (check.id === 'fail-on-new-failures')
    return (baseline?.newFailures ?? []).some((f) => f.probe === p.name);
  return failed;
}
