/**
 * The direct check of a probe run's `testCaseResults` (checkFindings) against the contract it
 * implements without zod: every case's status by CaseStatusesSchema, then each finding by
 * FindingSchema (the two steps exactly as the zod-only reader did them). Same accepted and
 * rejected items, same values, same problems (path, code, expected, message), on arbitrary
 * JSON cases (property), and through the whole ProbeRunFindingsSchema.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normalizeCaseStatus } from '../../src/api/status.js';
import { checkFindings } from '../../src/api/schemas/findings-check.js';
import {
  CaseStatusesSchema,
  FindingSchema,
  ProbeRunFindingsSchema,
  ProbeRunSchema,
  type Finding,
} from '../../src/api/schemas/schemas.js';
import { propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

/** The zod-only reader the direct check replaced (schemas.ts before issue 14). */
const ReferenceFindingsSchema = z.array(z.unknown()).transform((items, ctx): Finding[] => {
  const statuses = CaseStatusesSchema.safeParse(items);
  if (!statuses.success) {
    for (const issue of statuses.error.issues) ctx.addIssue({ ...issue });
    return [];
  }
  const findings: Finding[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (normalizeCaseStatus(statuses.data[i]?.status) === 'passed') continue;
    const parsed = FindingSchema.safeParse(items[i]);
    if (parsed.success) findings.push(parsed.data);
    else
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [i, ...issue.path] });
  }
  return findings;
});
const ReferenceProbeRunSchema = ProbeRunSchema.extend({
  testCaseResults: ReferenceFindingsSchema.nullish(),
});

/** ProbeRunFindingsSchema's outcome without `listedCaseCount` (checked on its own below). */
function findingsOutcome(run: unknown): Outcome {
  const got = outcome(ProbeRunFindingsSchema.safeParse(run));
  if (!got.data) return got;
  const { listedCaseCount, ...data } = got.data as { listedCaseCount: unknown };
  const cases = (run as { testCaseResults?: unknown }).testCaseResults;
  expect(listedCaseCount).toBe(Array.isArray(cases) ? cases.length : null);
  return { data };
}

type Outcome = {
  data?: unknown;
  issues?: { path: PropertyKey[]; code: string; message: string }[];
};

function outcome(result: z.ZodSafeParseResult<unknown>): Outcome {
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map((i) => ({ path: i.path, code: i.code, message: i.message })),
  };
}

/** A value of the wrong type now and then: any JSON value. */
const anyJson = fc.jsonValue({ maxDepth: 2 });
const sometimes = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: good },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: anyJson,
    },
  );

/** Labels as JSON.parse makes them, own `__proto__` key and numeric keys included. */
const labels = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), anyJson)),
  fc.constant(JSON.parse('{"__proto__":"x","b":1,"2":"two","a":"A"}') as unknown),
  anyJson,
);

const status = fc.oneof(
  fc.constantFrom('PASSED', 'FAILED', 'ERROR', 'passed', 'Failed', 'SKIPPED', '', 'weird'),
  fc.constant(null),
  { weight: 1, arbitrary: anyJson },
);

/** A test case as a platform might send it: mostly well typed, some fields wrong or missing. */
const testCase = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      {
        id: sometimes(fc.integer()),
        attackId: sometimes(fc.string({ maxLength: 8 })),
        attempt: sometimes(fc.nat(5)),
        status,
        strategy: sometimes(fc.string({ maxLength: 8 })),
        redTeamer: sometimes(fc.string({ maxLength: 8 })),
        variation: sometimes(fc.string({ maxLength: 8 })),
        redTeamerLabels: labels,
        isRiskAccepted: sometimes(fc.boolean()),
        detectionTime: anyJson,
        extra: anyJson,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson },
);

/** Round-tripped through JSON text, as the client reads it (no undefined, plain objects). */
const casesArb = fc
  .array(testCase, { maxLength: 30 })
  .map((cases) => JSON.parse(JSON.stringify(cases)) as unknown[]);

describe('checkFindings: the findings of CaseStatusesSchema then FindingSchema, without zod per item', () => {
  it('same accepted and rejected items, values and problems on arbitrary cases (property)', () => {
    fc.assert(
      fc.property(casesArb, (cases) => {
        const run = { probeRunId: 7, testCaseResults: cases };
        const want = outcome(ReferenceProbeRunSchema.safeParse(run));
        const got = findingsOutcome(run);
        expect(got).toStrictEqual(want);
      }),
      { numRuns: sized(400, 4_000), seed: propertySeed('findings check') },
    );
  });

  it('the same on hand-picked problems: a non-object case, a bad status, bad finding fields', () => {
    const labelsWithProto = JSON.parse('{"__proto__":"x","k":"v","n":3}') as unknown;
    const samples: unknown[][] = [
      [],
      [null, 5, 'text', [1], { status: 'FAILED' }],
      [{ status: 3 }, { status: { a: 1 } }, { status: null }, {}],
      [
        { status: 'PASSED', id: 'not checked' },
        { status: 'FAILED', id: '1', attempt: true, attackId: 9, redTeamerLabels: [] },
        { status: 'ERROR', redTeamerLabels: labelsWithProto, isRiskAccepted: 'yes' },
        { status: 'ERROR', redTeamerLabels: labelsWithProto, isRiskAccepted: false, id: null },
        { status: 'mystery', variation: null, strategy: { x: 1 } },
      ],
      [
        { status: 'FAILED', id: Number.NaN },
        { status: 'FAILED', attempt: Infinity },
      ],
    ];
    for (const cases of samples) {
      const run = { probeRunId: 7, testCaseResults: cases };
      expect(findingsOutcome(run)).toStrictEqual(outcome(ReferenceProbeRunSchema.safeParse(run)));
    }
    // Not an array at all (checked by hand, not by z.array): the same problem, or none.
    for (const value of [{}, 'text', 5, true, null, { length: 1, 0: { status: 'FAILED' } }]) {
      const run = { probeRunId: 7, testCaseResults: value };
      expect(findingsOutcome(run)).toStrictEqual(outcome(ReferenceProbeRunSchema.safeParse(run)));
    }
    // A failure stays one: the direct check is not lenient.
    expect(checkFindings([{ status: 3 }]).issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
    expect(checkFindings([{ status: 'FAILED', redTeamerLabels: 'x' }]).issues[0]?.path).toEqual([
      0,
      'redTeamerLabels',
    ]);
  });

  it('keeps no passed case and copies no key it does not read', () => {
    const { findings, issues } = checkFindings([
      { status: 'PASSED', id: 1 },
      { status: 'FAILED', id: 2, prompt: 'long text', extra: {} },
    ]);
    expect(issues).toEqual([]);
    expect(findings).toStrictEqual([{ status: 'FAILED', id: 2 }]);
  });
});
