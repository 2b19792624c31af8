/**
 * SARIF results of a huge run clean each repeated text once: a strategy, status, red teamer
 * or variation once per distinct value, a shared (frozen) set of labels once per set (issue
 * 14). Cleaned once or cleaned every time, the file must be the same bytes: the renderer is
 * held to the reference that cleans every field of every result (sarif-sort-reference.ts),
 * on hostile text that cleaning changes, long text that each field cuts at its own length,
 * and label sets shared by many cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FailedTestCase, Report } from '../../src/report/model.js';
import { renderSarif } from '../../src/report/sarif/sarif.js';
import {
  countsOf,
  makeFailedTestCase,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import * as reference from '../fixtures/report/sarif-sort-reference.js';
import { hostileText, propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

/** Text that repeats from case to case: hostile, or long enough to be cut (100 or 500). */
const repeated = fc.oneof(
  hostileText(),
  fc.string({ minLength: 90, maxLength: 600 }),
  fc.constant(null),
);
const labels = fc.dictionary(
  fc.oneof(hostileText(8), fc.string({ maxLength: 250 })),
  hostileText(),
  {
    maxKeys: 4,
  },
);

const caseArb = fc.record({
  status: repeated,
  strategy: repeated,
  redTeamer: repeated,
  variation: repeated,
  /** Which of the shared label sets the case carries. */
  labelSet: fc.nat({ max: 3 }),
  accepted: fc.boolean(),
});

type CaseShape = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function build(sets: Record<string, string>[], cases: CaseShape[], freeze: boolean): Report {
  const shared = sets.map((set) => (freeze ? Object.freeze({ ...set }) : set));
  const failedTestCases: FailedTestCase[] = cases.map((c, i) =>
    makeFailedTestCase({
      id: i + 1,
      attackId: `atk-${i + 1}`,
      status: c.status,
      strategy: c.strategy,
      redTeamer: c.redTeamer,
      variation: c.variation,
      redTeamerLabels: shared[c.labelSet % shared.length] ?? {},
      riskAccepted: c.accepted,
    }),
  );
  const accepted = failedTestCases.filter((c) => c.riskAccepted).length;
  const probeRuns = [0, 1].map((p) =>
    makeProbeRun({
      ...countsOf({ passed: 1, failed: failedTestCases.length, errors: 0, accepted }),
      probeRunId: 700 + p,
      probeId: p + 1,
      name: `Probe ${p}`,
      // Both probe runs carry the same cases: a value seen before, in another probe run.
      failedTestCases,
    }),
  );
  return makeReport({ probeRuns });
}

describe('SARIF results: repeated text cleaned once, the same bytes as cleaning each time', () => {
  it('for hostile, long and shared text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(labels, { minLength: 1, maxLength: 4 }),
        fc.array(caseArb, { maxLength: 12 }),
        fc.boolean(),
        (sets, cases, freeze) => {
          const report = build(sets, cases, freeze);
          const expected = reference.renderSarif(report);
          expect(renderSarif(report)).toBe(expected);
          // Twice: a label set cleaned by the first render is not changed for the second.
          expect(renderSarif(report)).toBe(expected);
        },
      ),
      { numRuns: sized(150, 1_500), seed: propertySeed('sarif texts') },
    );
  });

  it('cuts a status at 100 characters and a strategy at 500, the same text in both', () => {
    const text = `${'x'.repeat(300)} end`;
    const report = build(
      [Object.freeze({ team: text })],
      [
        {
          status: text,
          strategy: text,
          redTeamer: null,
          variation: null,
          labelSet: 0,
          accepted: false,
        },
      ],
      true,
    );
    const sarif = JSON.parse(renderSarif(report)) as {
      runs: { results: { properties: Record<string, unknown> }[] }[];
    };
    const properties = sarif.runs[0]?.results[0]?.properties ?? {};
    expect(String(properties.status).length).toBeLessThanOrEqual(100);
    expect(String(properties.strategy)).toContain('end');
    expect(properties.redTeamerLabels).toEqual({ team: properties.strategy });
  });
});
