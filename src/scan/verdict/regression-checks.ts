/**
 * The two regression checks of the gate, `max-score-drop` and `fail-on-new-failures`, under
 * `regression-test`. Pure. `strict`: any score drop beyond the limit, any new failing
 * attack, fails. `significance`: the same change fails only when some probe's fail rate rose
 * significantly against the baseline (the per-probe tests of probe-tests.ts), and the
 * failure names those probes; a change that is not significant passes as "no significant
 * change" with its smallest p-value. Without per-probe counts to test, both fall back to strict
 * (fail closed).
 */
import type { GateConfig } from '../../config/config.js';
import type { CheckStatus, GateCheck, ProbeTest } from '../../report/model.js';
import { smallestP } from './probe-tests.js';

/** What the regression checks read of the baseline comparison. */
export interface RegressionInput {
  baseline: {
    scoreDelta: number | null;
    /** How many attacks fail now that did not in the baseline; null when not comparable. */
    newFailures: number | null;
    /** The probes of those attacks. */
    newFailureProbes?: string[];
    /** Per-probe significance tests; null or absent when not computed. */
    probeTests?: ProbeTest[] | null;
    /** Why the checks are skipped though a baseline was looked for (too few runs to pool). */
    skipReason?: string;
  } | null;
}

/** One evaluated regression check (the shape of the gate's table entries). */
interface Evaluated {
  id: string;
  threshold: GateCheck['threshold'];
  actual: GateCheck['actual'];
  status: CheckStatus;
  message: string;
}

type Config = Pick<GateConfig, 'maxScoreDrop' | 'failOnNewFailures' | 'regressionTest'> & {
  confidence?: number;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;
const fmtDelta = (d: number): string => (d > 0 ? `+${round2(d)}` : `${round2(d)}`);
const fmtP = (p: number): string => (p < 0.0001 ? 'p < 0.0001' : `p = ${p}`);
const pctConf = (c: Config): string => `${round2((c.confidence ?? 0.95) * 100)}%`;
const key = (s: string): string => s.trim().toLowerCase();

/** "A (p = 0.001), B (new probe)": the probes that rose, with their evidence. */
function namedRises(tests: ProbeTest[], only?: Set<string>): string[] {
  return tests
    .filter((t) => t.significantRise && (!only || only.has(key(t.name))))
    .map((t) => `${t.name} (${t.pValue === null ? 'new probe' : fmtP(t.pValue)})`);
}

/** Why a change is not significant: "no probe's fail rate rose significantly (lowest p = …)". */
function noRise(tests: ProbeTest[], c: Config): string {
  const p = smallestP(tests);
  const lowest = p === null ? '' : `, lowest ${fmtP(p)}`;
  return `no probe's fail rate rose significantly at ${pctConf(c)} confidence (${tests.length} tested${lowest}): no significant change`;
}

/** The tests to judge by, or null when strict applies (asked for, or nothing to test). */
function testsFor(i: RegressionInput, c: Config): ProbeTest[] | null {
  if (c.regressionTest === 'strict') return null;
  return i.baseline?.probeTests ?? null;
}

/** `max-score-drop`: the score fell by more than the limit (and, under significance, a probe rose). */
export function scoreDropCheck(i: RegressionInput, c: Config): Evaluated[] {
  const max = c.maxScoreDrop;
  if (max === null) return [];
  const id = 'max-score-drop';
  const delta = i.baseline?.scoreDelta ?? null;
  if (delta === null) {
    const message = i.baseline?.skipReason ?? `No baseline score to compare with: check skipped.`;
    return [{ id, threshold: max, actual: null, status: 'skip', message }];
  }
  const drop = round2(-delta);
  const base = { id, threshold: max, actual: drop };
  if (drop <= max) {
    const message = `Score changed by ${fmtDelta(delta)} points against the baseline.`;
    return [{ ...base, status: 'pass', message }];
  }
  const dropped = `Score dropped by ${drop} points against the baseline, more than ${max}`;
  const tests = testsFor(i, c);
  if (tests === null) {
    const why =
      c.regressionTest === 'strict' ? '' : ' (no per-probe counts to test for significance)';
    return [{ ...base, status: 'fail', message: `${dropped}${why}.` }];
  }
  const risen = namedRises(tests);
  if (risen.length === 0) {
    return [{ ...base, status: 'pass', message: `${dropped}, but ${noRise(tests, c)}.` }];
  }
  const message = `${dropped}, and the fail rate rose significantly in: ${risen.join(', ')}.`;
  return [{ ...base, status: 'fail', message }];
}

/** `fail-on-new-failures`: attacks fail that did not (and, under significance, their probe rose). */
export function newFailuresCheck(i: RegressionInput, c: Config): Evaluated[] {
  if (!c.failOnNewFailures) return [];
  const id = 'fail-on-new-failures';
  const n = i.baseline ? i.baseline.newFailures : null;
  if (n === null) {
    const message = i.baseline?.skipReason
      ? i.baseline.skipReason
      : i.baseline
        ? 'New failures could not be compared (one side has no per-probe detail): check skipped.'
        : 'No baseline to compare with: check skipped.';
    return [{ id, threshold: 0, actual: null, status: 'skip', message }];
  }
  const base = { id, threshold: 0, actual: n };
  if (n === 0) {
    return [{ ...base, status: 'pass', message: 'No new failures against the baseline.' }];
  }
  const some = `${n} attack${n === 1 ? ' fails' : 's fail'} now that passed or were absent in the baseline`;
  const tests = testsFor(i, c);
  if (tests === null) {
    const why =
      c.regressionTest === 'strict' ? '' : ' (no per-probe counts to test for significance)';
    return [{ ...base, status: 'fail', message: `${some}${why}.` }];
  }
  const named = i.baseline?.newFailureProbes;
  const probes = named ? new Set(named.map(key)) : undefined;
  const risen = namedRises(tests, probes);
  if (risen.length === 0) {
    return [{ ...base, status: 'pass', message: `${some}, but ${noRise(tests, c)}.` }];
  }
  const message = `${some}, and the fail rate rose significantly in: ${risen.join(', ')}.`;
  return [{ ...base, status: 'fail', message }];
}
