import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedCases } from '../../src/report/format.js';
import type { FailedTestCase } from '../../src/report/model.js';
import { makeFailedTestCase } from '../fixtures/report/index.js';

/** The reading order as a stable sort by kind states it (what orderedCases did before issue 14). */
const RANK = (tc: FailedTestCase): number =>
  tc.outcome === 'error' ? 1 : tc.riskAccepted ? 2 : tc.ignored ? 3 : 0;
const sorted = (cases: FailedTestCase[]): FailedTestCase[] =>
  cases
    .map((tc, i) => ({ tc, i }))
    .sort((a, b) => RANK(a.tc) - RANK(b.tc) || a.i - b.i)
    .map((x) => x.tc);

const aCase = fc
  .record({
    error: fc.boolean(),
    riskAccepted: fc.boolean(),
    ignored: fc.boolean(),
    id: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .map(({ error, riskAccepted, ignored, id }) =>
    makeFailedTestCase({
      id,
      outcome: error ? 'error' : 'failed',
      riskAccepted,
      ignored: ignored ? { reason: 'known', expires: null } : null,
    }),
  );

describe('orderedCases', () => {
  it('is active failures, errors, accepted, ignored, each kind in the order given', () => {
    fc.assert(
      fc.property(fc.array(aCase, { maxLength: 60 }), (cases) => {
        const ordered = orderedCases(cases);
        expect(ordered).toHaveLength(cases.length);
        // The very objects, in the stable sort's order.
        sorted(cases).forEach((tc, i) => expect(ordered[i]).toBe(tc));
      }),
      { numRuns: 300 },
    );
  });
});
