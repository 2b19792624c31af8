import type { Gate, ProbeRunReport, Report } from '../../report/model.js';
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
  const failing = gate.checks.filter(
    (c) => (c.status === 'fail' || (!c.status && !c.passed)) && c.warnOnly !== true,
  );
  const failed = (p: P): boolean => countedFailures(p, countAcceptedRisk) > 0;
  const picked = new Set<P>();
  for (const check of failing) {
    const category = check.id.startsWith('category-min-score:') ? check.id.slice(19) : null;
    const evidence = check.input === 'min-samples' ? check.id.slice(12) : null;
    for (const p of probeRuns) {
      const hit =
        evidence !== null
          ? evidence === '' ||
            evidence === 'errors' ||
            categoryKey(p.category ?? '') === categoryKey(evidence)
          : category !== null
            ? failed(p) && categoryKey(p.category ?? '') === categoryKey(category)
            : check.id === 'max-error-rate'
              ? p.errors > 0
              : check.id === 'fail-on-new-failures'
                ? (baseline?.newFailures ?? []).some((f) => f.probe === p.name)
                : failed(p);
      if (hit) picked.add(p);
    }
  }
  if (failing.length === 0 && (gate.verdict as string) === 'inconclusive')
    for (const p of probeRuns) picked.add(p);
  return probeRuns.filter((p) => picked.has(p) && p.probeId !== null);
}
