/**
 * Issue 15, item 1: the statistics behind a noise-aware gate, against published values.
 * - Wilson intervals: Newcombe RG (1998), "Two-sided confidence intervals for the single
 *   proportion: comparison of seven methods", Stat Med 17:857-872, Table I, method 3
 *   (score interval without continuity correction), four decimals.
 * - Normal CDF and quantiles: standard normal tables (NIST/SEMATECH e-Handbook of Statistical
 *   Methods, 1.3.6.7.1 "Cumulative distribution function of the standard normal").
 * - Two-proportion z-test: the pooled statistic of NIST/SEMATECH 7.3.3 / any textbook; the
 *   expected z and p below are worked by hand in the comments.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  normalQuantile,
  twoProportionTest,
  wilson,
  zFor,
} from '../../../src/scan/verdict/stats.js';
import { propertySeed } from '../../fixtures/report/untrusted.js';
import { sized } from '../../support/sizing.js';

const RUNS = sized(300, 5_000);
const r4 = (x: number): number => Math.round(x * 10_000) / 10_000;

describe('Wilson score interval (Newcombe 1998, Table I, method 3)', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i at 95%% -> [%f, %f]', (x, n, low, high) => {
    const w = wilson(x, n, 0.95);
    expect(r4(w.low)).toBe(low);
    expect(r4(w.high)).toBe(high);
    expect(w.rate).toBeCloseTo(x / n, 12);
  });

  it('widens with confidence and knows nothing with no cases', () => {
    const w90 = wilson(15, 148, 0.9);
    const w99 = wilson(15, 148, 0.99);
    expect(w90.high - w90.low).toBeLessThan(w99.high - w99.low);
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1, n: 0 });
  });

  it('refuses counts that are not counts and confidences outside (0, 1)', () => {
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
    expect(() => wilson(1.5, 2)).toThrow(RangeError);
    expect(() => wilson(1, 2, 1)).toThrow(/confidence must lie strictly between 0 and 1/);
    expect(() => wilson(1, 2, 0)).toThrow(RangeError);
  });
});

describe('standard normal (NIST/SEMATECH tables)', () => {
  it.each([
    [0, 0.5],
    [1, 0.84134],
    [1.96, 0.975],
    [2.33, 0.9901],
    [3, 0.99865],
    [-1.645, 0.04998],
  ])('Phi(%f) = %f', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 5);
  });

  it.each([
    [0.95, 1.959964],
    [0.99, 2.575829],
    [0.9, 1.644854],
  ])('two-sided critical value at %f is %f', (c, z) => {
    expect(zFor(c)).toBeCloseTo(z, 6);
  });

  it('quantile inverts the CDF across both tails', () => {
    for (const p of [1e-9, 0.001, 0.02, 0.3, 0.5, 0.77, 0.98, 0.999999]) {
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
    }
    expect(() => normalQuantile(0)).toThrow(RangeError);
  });
});

describe('two-proportion z-test', () => {
  it('10 of 100 -> 40 of 100 is a significant rise', () => {
    // pooled 0.25; se = sqrt(0.25 * 0.75 * (1/100 + 1/100)) = 0.0612372; z = 0.30 / se = 4.89898
    // one-sided p = 1 - Phi(4.899) = 4.8e-7
    const t = twoProportionTest(10, 100, 40, 100);
    expect(t.z).toBeCloseTo(4.89898, 4);
    expect(t.pRise).toBeGreaterThan(4.7e-7);
    expect(t.pRise).toBeLessThan(4.9e-7);
    expect(t.pTwoSided).toBeCloseTo(2 * t.pRise, 12);
  });

  it('10 of 100 -> 15 of 100 is noise', () => {
    // pooled 0.125; se = sqrt(0.125 * 0.875 * 0.02) = 0.0467707; z = 0.05 / se = 1.06904
    // one-sided p = 1 - Phi(1.069) = 0.1425
    const t = twoProportionTest(10, 100, 15, 100);
    expect(t.z).toBeCloseTo(1.06904, 4);
    expect(t.pRise).toBeCloseTo(0.1425, 3);
  });

  it('a fall has a large one-sided p; no cases or no variance is no evidence', () => {
    expect(twoProportionTest(40, 100, 10, 100).pRise).toBeGreaterThan(0.999);
    expect(twoProportionTest(0, 0, 5, 10)).toEqual({ z: 0, pRise: 1, pTwoSided: 1 });
    expect(twoProportionTest(0, 20, 0, 20)).toEqual({ z: 0, pRise: 1, pTwoSided: 1 });
    expect(() => twoProportionTest(5, 4, 1, 2)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const counts = fc
    .integer({ min: 0, max: 5_000 })
    .chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n)));
  const confidence = fc.double({ min: 0.5, max: 0.999, noNaN: true });

  it('bounds lie in [0, 1] and contain the point', () => {
    fc.assert(
      fc.property(counts, confidence, ([x, n], c) => {
        const w = wilson(x, n, c);
        expect(w.low).toBeGreaterThanOrEqual(0);
        expect(w.high).toBeLessThanOrEqual(1);
        expect(w.low).toBeLessThanOrEqual(w.rate);
        expect(w.high).toBeGreaterThanOrEqual(w.rate);
      }),
      { numRuns: RUNS, seed: propertySeed('wilson bounds') },
    );
  });

  it('narrows as n grows at the same rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 2, max: 20 }),
        confidence,
        (x0, extra, k, c) => {
          const n = x0 + extra;
          const small = wilson(x0, n, c);
          const big = wilson(x0 * k, n * k, c);
          expect(big.high - big.low).toBeLessThan(small.high - small.low);
        },
      ),
      { numRuns: RUNS, seed: propertySeed('wilson narrows') },
    );
  });

  it('p-values are probabilities and a larger rise is never less significant', () => {
    fc.assert(
      fc.property(counts, counts, ([x1, n1], [x2, n2]) => {
        const t = twoProportionTest(x1, n1, x2, n2);
        expect(t.pRise).toBeGreaterThanOrEqual(0);
        expect(t.pRise).toBeLessThanOrEqual(1);
        expect(t.pTwoSided).toBeLessThanOrEqual(1);
        // Monotone while the pooled rate still varies; all-failed on both sides is defined as
        // "no evidence" (p 1), e.g. 8 of 8 -> 6 of 6 is no rise.
        if (x2 < n2 && n1 > 0 && x1 + x2 + 1 < n1 + n2) {
          expect(twoProportionTest(x1, n1, x2 + 1, n2).pRise).toBeLessThanOrEqual(t.pRise + 1e-12);
        }
      }),
      { numRuns: RUNS, seed: propertySeed('two proportions') },
    );
  });
});
