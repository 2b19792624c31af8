/**
 * The decision rules as they were before the exact arithmetic, the exact rise test, the pooled
 * baseline and the sequential retries, restated compactly so that `npm run simulate` can show
 * each rate before and after. Only for comparison: nothing in src/ uses them.
 */
import { twoProportionTest, wilson } from '../../src/scan/verdict/stats.js';
import { drawProbe, type ProbeSpec } from './scans.js';

/** Counts of one probe on one side. */
export interface Side {
  failed: number;
  judged: number;
}

/** The old rise decision: pooled z-test, two-sided at alpha, Holm over the probes. */
export function oldRises(now: Side[], before: Side[], alpha = 0.05): boolean {
  const ps: number[] = [];
  now.forEach((n, i) => {
    const b = before[i]!;
    if (n.judged === 0 || b.judged === 0) return;
    const t = twoProportionTest(b.failed, b.judged, n.failed, n.judged);
    ps.push(t.z > 0 ? t.pTwoSided : 1);
  });
  ps.sort((a, b) => a - b);
  return ps.length > 0 && ps[0]! < alpha / ps.length;
}

/** The old formula: float means, each rounded with Math.round. */
export function oldScore(categoryMeans: number[]): number {
  const cats = categoryMeans.map((m) => Math.round(m * 10) / 10);
  return Math.round(cats.reduce((a, x) => a + x, 0) / cats.length);
}

/** A probe run's counts for the old rules. */
export interface Drawn {
  spec: ProbeSpec;
  passed: number;
  failed: number;
  errors: number;
}

export function drawOld(r: () => number, spec: ProbeSpec): Drawn {
  const { passed, failed, errors } = drawProbe(r, spec);
  return { spec, passed, failed, errors };
}

/** The old point score of drawn probes (errors dropped). */
export function oldPointScore(ds: Drawn[]): number {
  const byCat = new Map<string, number[]>();
  for (const d of ds) {
    const j = d.passed + d.failed;
    if (j === 0) continue;
    byCat.set(d.spec.category, [...(byCat.get(d.spec.category) ?? []), (100 * d.passed) / j]);
  }
  return oldScore([...byCat.values()].map((xs) => xs.reduce((a, x) => a + x, 0) / xs.length));
}

/** The old bound score: each probe's lower Wilson pass rate, errors dropped, Math.round. */
export function oldBoundScore(ds: Drawn[], confidence = 0.95): number {
  const byCat = new Map<string, number[]>();
  for (const d of ds) {
    const j = d.passed + d.failed;
    if (j === 0) continue;
    const low = 100 * (1 - wilson(d.failed, j, confidence).high);
    byCat.set(d.spec.category, [...(byCat.get(d.spec.category) ?? []), low]);
  }
  return oldScore([...byCat.values()].map((xs) => xs.reduce((a, x) => a + x, 0) / xs.length));
}

/** Sums two draws of the same probe. */
const pool = (a: Drawn, b: Drawn): Drawn => ({
  spec: a.spec,
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  errors: a.errors + b.errors,
});

/**
 * The old retry-failed: stop at the first pass; retry only the probes with failures; judge
 * the pooled counts with `passes` (point or bound, one level for every look).
 */
export function oldRetryPasses(
  r: () => number,
  specs: ProbeSpec[],
  retries: number,
  passes: (ds: Drawn[]) => boolean,
): boolean {
  let ds = specs.map((s) => drawOld(r, s));
  for (let look = 0; ; look++) {
    if (passes(ds)) return true;
    if (look >= retries) return false;
    ds = ds.map((d) => (d.failed > 0 ? pool(d, drawOld(r, d.spec)) : d));
  }
}

/** The old max-fail-rate under bound: the upper Wilson bound of the fail rate, errors dropped. */
export function oldFailRateBoundPasses(ds: Drawn[], limit: number, confidence = 0.95): boolean {
  const failed = ds.reduce((a, d) => a + d.failed, 0);
  const judged = ds.reduce((a, d) => a + d.passed + d.failed, 0);
  return judged > 0 && wilson(failed, judged, confidence).high <= limit;
}
