/**
 * The JSON report writes a failed test case as it is when caseAsParsed says zod would give it
 * back unchanged (issue 14): held to FailedTestCaseSchema on arbitrary, hostile cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseAsParsed, caseItemsText } from '../../src/report/json.js';
import { itemsText } from '../../src/report/json-pieces.js';
import { type FailedTestCase, FailedTestCaseSchema } from '../../src/report/model.js';

const oddValue = fc.oneof(
  fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, -0, true, 'x', '', 0, 7.5),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.constant({}),
  fc.constant([]),
);
const labels = fc.oneof(
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), {
      maxKeys: 3,
    }),
    weight: 10,
  },
  fc.dictionary(fc.string({ maxLength: 3 }), oddValue, { maxKeys: 2 }),
  fc.constantFrom(
    JSON.parse('{"__proto__":"x","a":"b"}') as unknown,
    Object.create(null) as unknown,
    { [Symbol('s')]: 'v' },
    Object.defineProperty({ a: 'b' }, 'hidden', { value: 'h', enumerable: false }),
    new Map(),
    null,
  ),
);
const ignored = fc.oneof(
  fc.constant(null),
  fc.record({
    reason: fc.string({ maxLength: 4 }),
    expires: fc.option(fc.string({ maxLength: 4 })),
  }),
  fc.record({ expires: fc.option(fc.string()), reason: fc.string() }),
  fc.record({ reason: oddValue, expires: oddValue }),
);
/** Mostly `right`, sometimes anything. */
const mostly = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: right, weight: 12 }, { arbitrary: oddValue, weight: 1 });

/** A case close to the model's shape: each field right most of the time, keys in any order. */
const caseLike = fc
  .record({
    id: mostly(fc.option(fc.integer())),
    attackId: mostly(fc.option(fc.string({ maxLength: 6 }))),
    attempt: mostly(fc.option(fc.integer())),
    outcome: mostly(fc.constantFrom('failed', 'error')),
    status: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)),
    strategy: mostly(fc.option(fc.string({ maxLength: 6 }))),
    redTeamer: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)),
    variation: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)),
    redTeamerLabels: labels,
    riskAccepted: mostly(fc.boolean()),
    ignored,
  })
  .chain((tc) =>
    fc.oneof(
      { arbitrary: fc.constant(tc as Record<string, unknown>), weight: 6 },
      // The same fields in another order, or one more, or one fewer.
      fc.shuffledSubarray(Object.entries(tc)).map((e) => Object.fromEntries(e)),
      fc.constant({ ...tc, extra: 1 }),
    ),
  );

describe('caseAsParsed', () => {
  it('says yes only when zod gives the case back with the same JSON', () => {
    let yes = 0;
    fc.assert(
      fc.property(caseLike, (tc) => {
        if (!caseAsParsed(tc)) return;
        yes += 1;
        const parsed = FailedTestCaseSchema.safeParse(tc);
        expect(parsed.success).toBe(true);
        expect(JSON.stringify(parsed.data, null, 2)).toBe(JSON.stringify(tc, null, 2));
      }),
      { numRuns: 3000 },
    );
    // The fast path is taken often enough for the property to mean something.
    expect(yes).toBeGreaterThan(20);
  });

  it('gives the same answer for a frozen label set, checked once and then remembered', () => {
    // The collection shares one frozen set per distinct set; caseAsParsed remembers its answer.
    const frozenLike = caseLike.map((tc) => {
      const labels = tc.redTeamerLabels;
      if (typeof labels === 'object' && labels !== null) Object.freeze(labels);
      return tc;
    });
    fc.assert(
      fc.property(frozenLike, (tc) => {
        const first = caseAsParsed(tc);
        // Another case with the same label set (and the same prototype) is answered alike.
        const sibling = Object.setPrototypeOf({ ...tc }, Object.getPrototypeOf(tc) as object);
        expect(caseAsParsed(sibling)).toBe(first);
        const parsed = FailedTestCaseSchema.safeParse(tc);
        if (first) expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(tc));
      }),
      { numRuns: 2000 },
    );
  });

  it('says yes to the cases a scan makes', () => {
    const tc = {
      id: 1,
      attackId: 'a-1',
      attempt: 1,
      outcome: 'failed',
      status: 'FAILED',
      strategy: 'base64',
      redTeamer: 'rt',
      variation: 'v',
      redTeamerLabels: Object.freeze({ team: 'x' }),
      riskAccepted: false,
      ignored: { reason: 'known', expires: null },
    };
    expect(caseAsParsed(tc)).toBe(true);
    expect(caseAsParsed({ ...tc, ignored: null, redTeamerLabels: {} })).toBe(true);
    // One key fewer or one more, the others in order: zod's copy would differ, or fail.
    const { ignored: _ignored, ...noLast } = tc;
    expect(caseAsParsed(noLast)).toBe(false);
    expect(caseAsParsed({ ...tc, extra: 1 })).toBe(false);
    expect(caseAsParsed(Object.setPrototypeOf({ ...tc }, { inherited: 1 }))).toBe(false);
  });
});

/** Text JSON must escape or that the plain test refuses: quotes, controls, lone halves, non-ASCII. */
const jsonText = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.constantFrom('"', '\\', '\n', '\u0000', '\u007f', '\ud800', 'a\udc00', '\u2028', 'é', '</'),
);

describe('caseItemsText', () => {
  it('writes the cases caseAsParsed accepts as itemsText does, at any depth', () => {
    let cases = 0;
    const oddText = caseLike.map((tc) => ({ ...tc }));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(oddText, fc.tuple(caseLike, jsonText, jsonText)).map((x) => {
            if (!Array.isArray(x)) return x;
            const [tc, a, b] = x;
            return { ...tc, attackId: a, strategy: b };
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 4 }),
        (all, depth) => {
          const accepted = all.filter(caseAsParsed) as FailedTestCase[];
          cases += accepted.length;
          // Twice with one writer: the second time from what it remembered.
          const write = caseItemsText(depth);
          expect(write(accepted)).toBe(itemsText(accepted, depth));
          expect(write(accepted.slice().reverse())).toBe(
            itemsText(accepted.slice().reverse(), depth),
          );
        },
      ),
      { numRuns: 400 },
    );
    expect(cases).toBeGreaterThan(80);
  });

  it('writes a frozen label set shared by many cases, and many distinct values, unchanged', () => {
    const labels = Object.freeze({ category: 'Prompt "Injection"', language: 'en' });
    const cases: FailedTestCase[] = Array.from({ length: 600 }, (_, i) => ({
      id: i === 3 ? -0 : i * 1e19,
      attackId: i % 7 === 0 ? null : `attack-${i}\u00e9`,
      attempt: i % 5 === 0 ? null : 0.1 * i,
      outcome: i % 2 === 0 ? 'failed' : 'error',
      // More distinct values than the writer remembers.
      status: `STATUS ${i}`,
      strategy: i % 3 === 0 ? null : 'Role "Play"',
      redTeamer: 'rt',
      variation: '\t',
      redTeamerLabels: i % 2 === 0 ? labels : {},
      riskAccepted: i % 4 === 0,
      ignored: i % 9 === 0 ? { reason: 'known\n', expires: null } : null,
    }));
    expect(cases.every(caseAsParsed)).toBe(true);
    const write = caseItemsText(3);
    expect(write(cases)).toBe(itemsText(cases, 3));
    expect(write(cases)).toBe(itemsText(cases, 3));
  });
});
