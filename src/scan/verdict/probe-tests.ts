/**
 * Per-probe significance tests of a run against its baseline (`regression-test`). Pure. Each
 * probe's fail rate (failed / judged, the platform's counts on both sides, so both sides count
 * alike) is compared with the baseline's by the exact conditional test of exact-test.ts
 * (Fisher on small cells, mid-p otherwise; one failed case is never a rise); the
 * probes of one comparison are one family, so the rises are decided with Holm's step-down
 * procedure: the chance that an unchanged target shows any significant rise in a scan stays
 * about (1 - confidence) / 2 at most (a two-sided test, one side of which fails), however many
 * probes the scan runs (see docs/noisy-results.md).
 */
import type { ProbeTest } from '../../report/model.js';
import { round4 } from './counts.js';
import { riseTest } from './exact-test.js';

/** The counts of one probe on one side of the comparison. */
export interface ProbeSide {
  name: string;
  failed: number;
  /** Judged test cases: passed + failed (errors carry no verdict). */
  judged: number;
}

const key = (name: string): string => name.trim().toLowerCase();

/** Sums the sides of probes run more than once in a run (case-insensitive names). */
function byName(sides: ProbeSide[]): Map<string, ProbeSide> {
  const out = new Map<string, ProbeSide>();
  for (const s of sides) {
    const k = key(s.name);
    const had = out.get(k);
    out.set(
      k,
      had
        ? { name: had.name, failed: had.failed + s.failed, judged: had.judged + s.judged }
        : { ...s },
    );
  }
  return out;
}

/**
 * Tests every probe of the current run against the baseline at `confidence`: two-sided
 * p-values, alpha = 1 - confidence. `better`: the rate fell with p < alpha. `worse` (a
 * significant rise, which fails the regression checks): the rate rose and Holm's procedure
 * over the probes of the run keeps it significant at alpha.
 * - A probe with no judged case on either side: `not compared` (no evidence either way).
 * - A probe absent from the baseline with counted failures now: `new probe`, treated as a
 *   significant rise (nothing shows it was failing before: fail closed).
 * Probes only in the baseline are left out: they were not run, so nothing rose.
 */
export function testProbes(
  current: ProbeSide[],
  baseline: ProbeSide[],
  confidence: number,
): ProbeTest[] {
  const before = byName(baseline);
  const alpha = 1 - confidence;
  const out: ProbeTest[] = [];
  /** The p-value of each tested probe whose rate rose (1 when it fell), for Holm's procedure. */
  const family: [ProbeTest, number][] = [];
  for (const now of byName(current).values()) {
    const b = before.get(key(now.name)) ?? null;
    const base = { name: now.name, current: { failed: now.failed, judged: now.judged } };
    if (b === null) {
      const rise = now.failed > 0;
      const decision = rise ? 'new probe' : 'not compared';
      out.push({ ...base, baseline: null, pValue: null, decision, significantRise: rise });
      continue;
    }
    const counts = { ...base, baseline: { failed: b.failed, judged: b.judged } };
    if (b.judged === 0 || now.judged === 0) {
      out.push({ ...counts, pValue: null, decision: 'not compared', significantRise: false });
      continue;
    }
    const t = riseTest(b.failed, b.judged, now.failed, now.judged);
    const fell = now.failed * b.judged < b.failed * now.judged;
    const better = fell && t.pTwoSided < alpha;
    const test: ProbeTest = {
      ...counts,
      pValue: round4(t.pTwoSided),
      decision: better ? 'better' : 'no significant change',
      significantRise: false,
    };
    out.push(test);
    family.push([test, t.rose ? t.pTwoSided : 1]);
  }
  holm(family, alpha);
  return out;
}

/**
 * Holm (1979) step-down over the family of tested probes: sorted by p-value, the k-th smallest
 * (0-based) of m is a significant rise while p < alpha / (m - k); the first that is not
 * stops it. A rise significant alone but not for the family stays "no significant change".
 */
function holm(family: [ProbeTest, number][], alpha: number): void {
  const sorted = [...family].sort((a, b) => a[1] - b[1]);
  const m = sorted.length;
  for (let k = 0; k < m; k++) {
    const [test, p] = sorted[k] as [ProbeTest, number];
    if (!(p < alpha / (m - k))) break;
    test.significantRise = true;
    test.decision = 'worse';
  }
}

/** Probes whose fail rate rose significantly (or that are new with failures). */
export const risenProbes = (tests: ProbeTest[]): string[] =>
  tests.filter((t) => t.significantRise).map((t) => t.name);

/** The smallest p-value of the tests, or null when none was computed. */
export function smallestP(tests: ProbeTest[]): number | null {
  const ps = tests.map((t) => t.pValue).filter((p): p is number => p !== null);
  return ps.length === 0 ? null : Math.min(...ps);
}
