import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  roundRatio,
  scoreProbes,
  scoreRates,
  type ProbeTally,
} from '../../src/api/score-formula.js';
import { fmtFailRate, fmtRatio } from '../../src/report/rates.js';

// Exact arithmetic: one rounding per published precision, half up, independent of order;
// bounds rounded in their stated direction; displayed rates rounded once.

/** A probe whose score is exactly `tenths / 10` (1000 judged cases). */
const probe = (category: string, tenths: number): ProbeTally => ({
  category,
  passed: tenths,
  failures: 1000 - tenths,
});

const permutations = <T>(xs: T[]): T[][] =>
  xs.length <= 1
    ? [xs]
    : xs.flatMap((x, i) =>
        permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]),
      );

describe('the score formula in exact arithmetic', () => {
  it('categories 69.6, 96.8 and 42.1 give 70 in every order of the probe runs', () => {
    const tallies = [probe('a', 696), probe('b', 968), probe('c', 421)];
    for (const order of permutations(tallies)) {
      const s = scoreProbes(order);
      expect(s.overall).toBe(70);
      expect(s.categories).toEqual({ a: 69.6, b: 96.8, c: 42.1 });
    }
  });

  it('rounds half up exactly: a category mean of x.x5 goes up, never by float luck', () => {
    // Probes 1/3 and 2/3 of 100: mean exactly 50, and 0.05 steps at the tenth.
    expect(scoreProbes([probe('a', 1), probe('a', 2)]).categories.a).toBe(0.2); // 0.15 -> 0.2
    expect(scoreProbes([probe('a', 3), probe('a', 4)]).categories.a).toBe(0.4); // 0.35 -> 0.4
    expect(
      scoreProbes([
        { category: 'a', passed: 1, failures: 2 },
        { category: 'a', passed: 2, failures: 1 },
      ]).categories.a,
    ).toBe(50);
  });

  it('is independent of the order of probe runs (property)', () => {
    const tally = fc.record({
      category: fc.constantFrom('a', 'b', 'c', 'd'),
      passed: fc.nat(200),
      failures: fc.nat(200),
    });
    fc.assert(
      fc.property(fc.array(tally, { minLength: 1, maxLength: 8 }), (ts) => {
        const a = scoreProbes(ts);
        const b = scoreProbes([...ts].reverse());
        expect(b.overall).toBe(a.overall);
        for (const [k, v] of Object.entries(a.categories)) expect(b.categories[k]).toBe(v);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with a rational reference computed by enumeration of small counts', () => {
    // Every pair of probes of up to 6 cases in one category, against exact integer arithmetic.
    for (let n1 = 1; n1 <= 6; n1++)
      for (let p1 = 0; p1 <= n1; p1++)
        for (let n2 = 1; n2 <= 6; n2++)
          for (let p2 = 0; p2 <= n2; p2++) {
            const s = scoreProbes([
              { category: 'x', passed: p1, failures: n1 - p1 },
              { category: 'x', passed: p2, failures: n2 - p2 },
            ]);
            // tenths = round_half_up(1000 * (p1/n1 + p2/n2) / 2) = floor((num + den) / (2 den))
            const num = 1000 * (p1 * n2 + p2 * n1) * 2;
            const den = 2 * n1 * n2;
            const tenths = Math.floor((num + den) / (2 * den));
            expect(s.categories.x).toBe(tenths / 10);
            expect(s.overall).toBe(Math.floor((2 * tenths + 10) / 20));
          }
  });

  it('refuses fractional counts: bounds go through scoreRates', () => {
    expect(() => scoreProbes([{ category: 'a', passed: 1.5, failures: 0 }])).toThrow(/scoreRates/);
  });

  it('rounds a pessimistic bound toward failing and an optimistic one toward passing', () => {
    // 97.503 never passes min-score 98: down is 97, up is 98.
    const rates = [{ category: 'a', passRate: 0.97503 }];
    expect(scoreRates(rates, 'down')).toEqual({ overall: 97, categories: { a: 97.5 } });
    expect(scoreRates(rates, 'up')).toEqual({ overall: 98, categories: { a: 97.6 } });
    // A whole tenth a float hair away stays that tenth.
    expect(scoreRates([{ category: 'a', passRate: 0.1 + 0.2 }], 'down').categories.a).toBe(30);
  });

  it('roundRatio rounds in the stated direction', () => {
    expect(roundRatio(5n, 2n, 'half-up')).toBe(3n);
    expect(roundRatio(5n, 2n, 'down')).toBe(2n);
    expect(roundRatio(4n, 2n, 'up')).toBe(2n);
    expect(roundRatio(5n, 2n, 'up')).toBe(3n);
  });
});

describe('displayed rates are rounded once from the exact fraction', () => {
  it('12 of 22 shows 54.5%, not 54.6% by way of a stored 0.5455', () => {
    expect(fmtRatio(12, 22)).toBe('54.5%');
    expect(fmtFailRate({ failRate: 0.5455, passed: 10, failed: 12 })).toBe('54.5%');
  });

  it('agrees with exact rounding for every x of n up to 200', () => {
    for (let n = 1; n <= 200; n++)
      for (let x = 0; x <= n; x++) {
        // Half up on tenths of a percent: compare 2000x + n against multiples of 2n exactly.
        const tenths = Math.floor((2000 * x + n) / (2 * n));
        expect(fmtRatio(x, n)).toBe(`${tenths / 10}%`);
        const stored = Math.round((x / n) * 10_000) / 10_000;
        expect(fmtFailRate({ failRate: stored, passed: n - x, failed: x })).toBe(`${tenths / 10}%`);
      }
  });
});
