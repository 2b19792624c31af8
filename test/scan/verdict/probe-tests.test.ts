/**
 * The per-probe significance tests against the baseline (probe-tests.ts) and the two
 * regression checks that read them (regression-checks.ts). Reference p-values are enumerated
 * here from the hypergeometric distribution with exact BigInt binomial coefficients (the
 * conditional test of Fisher 1935; mid-p of Lancaster 1961), independently of exact-test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ProbeTest } from '../../../src/report/model.js';
import { smallestP, testProbes } from '../../../src/scan/verdict/probe-tests.js';
import {
  newFailuresCheck,
  scoreDropCheck,
  type RegressionInput,
} from '../../../src/scan/verdict/regression-checks.js';
import { referenceRise } from '../../support/exact-reference.js';

const side = (name: string, failed: number, judged = 100) => ({ name, failed, judged });

const twoSided = (p: number) => Math.round(Math.min(1, 2 * p) * 10_000) / 10_000;

describe('testProbes', () => {
  it('one probe, 10/100 -> 27/100: mid-p two-sided 0.0020, a significant rise at 95%', () => {
    const ref = referenceRise(10, 100, 27, 100);
    const [t] = testProbes([side('A', 27)], [side('A', 10)], 0.95);
    expect(t?.pValue).toBe(twoSided(ref.mid));
    expect(t?.pValue).toBeCloseTo(0.002, 4);
    expect(t).toMatchObject({ decision: 'worse', significantRise: true });
    expect(t?.baseline).toEqual({ failed: 10, judged: 100 });
    expect(t?.current).toEqual({ failed: 27, judged: 100 });
  });

  it('10/100 -> 20/100 is not significant at 95% (mid-p two-sided 0.0508)', () => {
    const ref = referenceRise(10, 100, 20, 100);
    const [t] = testProbes([side('A', 20)], [side('A', 10)], 0.95);
    expect(t?.pValue).toBe(twoSided(ref.mid));
    expect(t?.pValue).toBeCloseTo(0.0508, 4);
    expect(t?.decision).toBe('no significant change');
  });

  it('Holm: 0.0020 passes 0.05 / 2 alone, not with a second rise below 0.05 / 1', () => {
    const one = testProbes([side('A', 27), side('B', 10)], [side('A', 10), side('B', 10)], 0.95);
    expect(one.map((t) => t.significantRise)).toEqual([true, false]);
    expect(testProbes([side('A', 27)], [side('A', 10)], 0.999)[0]?.significantRise).toBe(false);
    const t = testProbes([side('A', 27), side('B', 22)], [side('A', 10), side('B', 10)], 0.95);
    expect(t.map((x) => x.pValue)).toEqual([
      twoSided(referenceRise(10, 100, 27, 100).mid),
      twoSided(referenceRise(10, 100, 22, 100).mid),
    ]);
    expect(t.map((x) => x.significantRise)).toEqual([true, true]);
  });

  it('small cells use Fisher: 0/4 -> 1/1 is not worse (one-sided 0.2)', () => {
    const [t] = testProbes([side('A', 1, 1)], [side('A', 0, 4)], 0.95);
    expect(referenceRise(0, 4, 1, 1).fisher).toBeCloseTo(0.2, 10);
    expect(t).toMatchObject({ pValue: 0.4, decision: 'no significant change' });
  });

  it('0/500 -> 1/20: one failed case is never worse (Fisher one-sided 0.0385, not < 0.0001)', () => {
    const [t] = testProbes([side('A', 1, 20)], [side('A', 0, 500)], 0.95);
    expect(referenceRise(0, 500, 1, 20).fisher).toBeCloseTo(20 / 520, 10);
    expect(t?.pValue).toBe(twoSided(20 / 520));
    expect(t?.decision).toBe('no significant change');
    // Two failed cases of 20 against none of 500 are a rise (Fisher one-sided 0.0014).
    const [two] = testProbes([side('A', 2, 20)], [side('A', 0, 500)], 0.95);
    expect(two?.pValue).toBe(twoSided(referenceRise(0, 500, 2, 20).fisher));
    expect(two?.decision).toBe('worse');
  });

  it('a real regression, 15/150 -> 60/150 (z = 6): worse, p < 0.0001', () => {
    const [t] = testProbes([side('A', 60, 150)], [side('A', 15, 150)], 0.95);
    expect(t?.pValue).toBeLessThan(0.0001);
    expect(t?.decision).toBe('worse');
  });

  it('a significant fall is better, never a rise', () => {
    const [t] = testProbes([side('A', 10)], [side('A', 30)], 0.95);
    expect(t).toMatchObject({ decision: 'better', significantRise: false });
  });

  it('a probe new in this run: a rise when it fails (fail closed), else not compared', () => {
    const t = testProbes([side('New', 1), side('Clean', 0)], [], 0.95);
    expect(t.map((x) => [x.decision, x.significantRise, x.baseline])).toEqual([
      ['new probe', true, null],
      ['not compared', false, null],
    ]);
  });

  it('no judged case on a side: not compared; names match case-insensitively and sum', () => {
    const t = testProbes(
      [side('probe a', 5, 50), side('Probe A', 5, 50), side('B', 3, 0)],
      [side('Probe A', 10), side('B', 0, 0), side('Gone', 50)],
      0.95,
    );
    expect(t.map((x) => [x.name, x.decision, x.current])).toEqual([
      ['probe a', 'no significant change', { failed: 10, judged: 100 }],
      ['B', 'not compared', { failed: 3, judged: 0 }],
    ]);
    expect(smallestP(t)).toBe(1);
    expect(smallestP([])).toBeNull();
  });
});

const probeTests = (risen: boolean): ProbeTest[] => [
  {
    name: 'A',
    baseline: { failed: 10, judged: 100 },
    current: { failed: risen ? 40 : 14, judged: 100 },
    pValue: risen ? 0 : 0.3953,
    decision: risen ? 'worse' : 'no significant change',
    significantRise: risen,
  },
];
const input = (o: Partial<NonNullable<RegressionInput['baseline']>>): RegressionInput => ({
  baseline: { scoreDelta: -6, newFailures: 4, newFailureProbes: ['A'], ...o },
});
const config = (regressionTest: 'significance' | 'strict') => ({
  maxScoreDrop: 5,
  failOnNewFailures: true,
  regressionTest,
  confidence: 0.95,
});

describe('max-score-drop and fail-on-new-failures under regression-test', () => {
  it('strict: the drop and the new failures fail whatever the tests say', () => {
    const i = input({ probeTests: probeTests(false) });
    expect(scoreDropCheck(i, config('strict'))[0]).toMatchObject({
      status: 'fail',
      actual: 6,
      message: 'Score dropped by 6 points against the baseline, more than 5.',
    });
    expect(newFailuresCheck(i, config('strict'))[0]).toMatchObject({
      status: 'fail',
      message: '4 attacks fail now that passed or were absent in the baseline.',
    });
  });

  it('significance, no probe rose: both pass as no significant change, with the p-value', () => {
    const i = input({ probeTests: probeTests(false) });
    const why =
      "no probe's fail rate rose significantly at 95% confidence (1 tested, lowest p = 0.3953): no significant change.";
    expect(scoreDropCheck(i, config('significance'))[0]).toMatchObject({
      status: 'pass',
      actual: 6,
      message: `Score dropped by 6 points against the baseline, more than 5, but ${why}`,
    });
    expect(newFailuresCheck(i, config('significance'))[0]).toMatchObject({
      status: 'pass',
      actual: 4,
      message: `4 attacks fail now that passed or were absent in the baseline, but ${why}`,
    });
  });

  it('significance, a probe rose: both fail and name it', () => {
    const i = input({ probeTests: probeTests(true) });
    expect(scoreDropCheck(i, config('significance'))[0]?.message).toBe(
      'Score dropped by 6 points against the baseline, more than 5, and the fail rate rose significantly in: A (p < 0.0001).',
    );
    expect(newFailuresCheck(i, config('significance'))[0]).toMatchObject({
      status: 'fail',
      message:
        '4 attacks fail now that passed or were absent in the baseline, and the fail rate rose significantly in: A (p < 0.0001).',
    });
  });

  it('significance: a rise in a probe without new counted failures does not fail new failures', () => {
    const i = input({ probeTests: probeTests(true), newFailureProbes: ['B'] });
    expect(newFailuresCheck(i, config('significance'))[0]?.status).toBe('pass');
  });

  it('significance without per-probe tests: judged strictly (fail closed), and says why', () => {
    const i = input({ probeTests: null });
    expect(scoreDropCheck(i, config('significance'))[0]).toMatchObject({
      status: 'fail',
      message:
        'Score dropped by 6 points against the baseline, more than 5 (no per-probe counts to test for significance).',
    });
    expect(newFailuresCheck(i, config('significance'))[0]?.status).toBe('fail');
  });

  it('within the limit, no new failures, or no baseline: as before', () => {
    const c = config('significance');
    expect(scoreDropCheck(input({ scoreDelta: -5 }), c)[0]?.status).toBe('pass');
    expect(newFailuresCheck(input({ newFailures: 0 }), c)[0]?.status).toBe('pass');
    expect(scoreDropCheck({ baseline: null }, c)[0]?.status).toBe('skip');
    expect(newFailuresCheck(input({ newFailures: null }), c)[0]?.status).toBe('skip');
  });
});
