import { describe, expect, it } from 'vitest';
import { midP, riseTest, smallCell } from '../../../src/scan/verdict/exact-test.js';
import { testProbes } from '../../../src/scan/verdict/probe-tests.js';
import { binomial, referenceRise } from '../../support/exact-reference.js';
import { sized } from '../../support/sizing.js';

// The rise test against exact references enumerated with BigInt, and its size (the chance of
// "worse" for an unchanged target) computed by enumeration over every pair of outcomes.

describe('the exact conditional rise test', () => {
  it('agrees with the BigInt enumeration on every table up to 12 cases a side', () => {
    for (let n1 = 1; n1 <= 12; n1++)
      for (let n2 = 1; n2 <= 12; n2++)
        for (let x1 = 0; x1 <= n1; x1++)
          for (let x2 = 0; x2 <= n2; x2++) {
            const ref = referenceRise(x1, n1, x2, n2);
            const m = midP(x1, n1, x2, n2);
            expect(m.pRiseExact).toBeCloseTo(ref.fisher, 10);
            expect(m.pRise).toBeCloseTo(ref.mid, 10);
          }
  });

  it('uses Fisher when an expected cell is below 5, mid-p otherwise', () => {
    expect(smallCell(0, 4, 1, 1)).toBe(true);
    expect(smallCell(0, 500, 1, 20)).toBe(true);
    expect(smallCell(10, 100, 20, 100)).toBe(false);
    expect(riseTest(0, 4, 1, 1)).toMatchObject({ method: 'fisher', rose: false });
    expect(riseTest(10, 100, 20, 100).method).toBe('mid-p');
  });

  it('stays accurate on large runs (no underflow)', () => {
    const t = riseTest(10_000, 100_000, 1_150, 10_000);
    expect(t.method).toBe('mid-p');
    expect(t.pRise).toBeGreaterThan(0);
    expect(t.pRise).toBeLessThan(1e-5);
  });
});

/** P("worse") for one probe when both runs have fail rate p, by enumeration. */
function size(n1: number, n2: number, ps: number[]): { worst: number; at: number } {
  const worse: boolean[][] = [];
  for (let x1 = 0; x1 <= n1; x1++) {
    worse.push([]);
    for (let x2 = 0; x2 <= n2; x2++) {
      const [t] = testProbes(
        [{ name: 'p', failed: x2, judged: n2 }],
        [{ name: 'p', failed: x1, judged: n1 }],
        0.95,
      );
      worse[x1]!.push(t?.significantRise === true);
    }
  }
  let worst = 0;
  let at = 0;
  for (const p of ps) {
    const b1 = binomial(n1, p);
    const b2 = binomial(n2, p);
    let s = 0;
    for (let x1 = 0; x1 <= n1; x1++)
      for (let x2 = 0; x2 <= n2; x2++) if (worse[x1]![x2]) s += b1[x1]! * b2[x2]!;
    if (s > worst) [worst, at] = [s, p];
  }
  return { worst, at };
}

describe('size of the rise decision (nominal one-sided 2.5%)', () => {
  const sizes = [1, 2, 3, 4, 5, 7, 10, 15, 20, 30, 50, 100, 200];
  const maxCells = sized(10_000, 45_000);
  const ps = Array.from({ length: 49 }, (_, i) => (i + 1) / 50);
  it('is at most 3% for every pair of cell sizes and every true fail rate', () => {
    let worst = { worst: 0, at: 0, n1: 0, n2: 0 };
    for (const n1 of sizes)
      for (const n2 of sizes) {
        if ((n1 + 1) * (n2 + 1) > maxCells) continue;
        const s = size(n1, n2, ps);
        if (s.worst > worst.worst) worst = { ...s, n1, n2 };
      }
    expect(worst.worst, JSON.stringify(worst)).toBeLessThanOrEqual(0.03);
  });
});
