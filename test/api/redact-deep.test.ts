/**
 * Redactor.scrubDeep copies only from the first change on (issue 14). It must return what the
 * copy-everything walk it replaced returned (kept below): the same values, unchanged parts
 * shared, changed parts new, keys scrubbed too (property, on any JSON with secrets planted).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/api/redact.js';
import { scanRedactor } from '../../src/scan/run/redact-facts.js';
import { propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

const SECRETS = ['sk-live-0123456789abcdef', 'ghp_SECRETtoken42'];

/** The walk before issue 14: every object and array copied, then dropped when unchanged. */
function reference(r: Redactor, value: unknown): unknown {
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return r.scrub(v);
    if (v === null || typeof v !== 'object' || depth > 64) return v;
    if (Array.isArray(v)) {
      const out = v.map((x) => visit(x, depth + 1));
      return out.every((x, i) => x === v[i]) ? v : out;
    }
    if (Object.getPrototypeOf(v) !== Object.prototype) return v;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const key = r.scrub(k);
      const val = visit(x, depth + 1);
      if (key !== k || val !== x) changed = true;
      out[key] = val;
    }
    return changed ? out : v;
  };
  return visit(value, 0);
}

/** Paths of the objects and arrays of `a` that `b` shares (same reference at the same place). */
function shared(a: unknown, b: unknown, path = '$', out: string[] = []): string[] {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return out;
  if (a === b) out.push(path);
  for (const k of Object.keys(a))
    shared(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
      out,
    );
  return out;
}

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...SECRETS),
  fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...SECRETS)).map(([a, s]) => a + s),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(text, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('Redactor.scrubDeep', () => {
  it('returns what the copy-everything walk returned, sharing the same parts (property)', () => {
    const r = new Redactor(SECRETS);
    fc.assert(
      fc.property(json, (value) => {
        const input = JSON.parse(JSON.stringify(value)) as unknown;
        const want = reference(r, input);
        const got = r.scrubDeep(input);
        expect(got).toStrictEqual(want);
        expect(shared(input, got)).toEqual(shared(input, want));
        expect(JSON.stringify(got)).not.toMatch(/sk-live-0123456789abcdef|ghp_SECRETtoken42/);
      }),
      { numRuns: sized(500, 5_000), seed: propertySeed('scrubDeep') },
    );
  });

  it('shares an unchanged object and copies a changed one, keys included', () => {
    const r = new Redactor(SECRETS);
    const clean = { a: 'x', b: [1, { c: 'y' }] };
    expect(r.scrubDeep(clean)).toBe(clean);
    const dirty = { a: 'x', b: [1, { c: SECRETS[0] }], [`k${SECRETS[1]}`]: 1, d: clean };
    const out = r.scrubDeep(dirty) as Record<string, unknown>;
    expect(out).not.toBe(dirty);
    expect(out.d).toBe(clean);
    expect(Object.keys(out)).toEqual(['a', 'b', 'k[REDACTED]', 'd']);
    expect(JSON.stringify(out)).not.toContain(SECRETS[0]);
  });

  it('walks a frozen list found clean once, and still finds what is planted elsewhere', () => {
    const r = new Redactor(SECRETS);
    let reads = 0;
    const frozenCase = Object.freeze({
      get text() {
        reads += 1;
        return 'no secret here';
      },
      labels: Object.freeze({ category: 'Prompt Injection' }),
    });
    const cases = Object.freeze([frozenCase, frozenCase]);
    const open: Record<string, unknown> = { text: 'no secret yet' };
    // A frozen list that holds an object that is not frozen is never taken as clean.
    const mixed = Object.freeze([frozenCase, open]);
    expect(r.scrubDeep({ cases, mixed })).toEqual({ cases, mixed });
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    open.text = `leak ${SECRETS[0]}`;
    const again = r.scrubDeep({ cases, mixed }) as { cases: unknown; mixed: unknown[] };
    // The clean list is skipped; the mixed one is walked again (its frozen case read once more).
    expect(reads).toBe(afterFirst + 1);
    expect(again.cases).toBe(cases);
    expect(again.mixed[0]).toBe(frozenCase);
    expect(again.mixed[1]).toEqual({ text: 'leak [REDACTED]' });
  });

  it('takes no list as clean that is not frozen, or that holds a secret', () => {
    const r = new Redactor(SECRETS);
    const list: Readonly<{ text: string }>[] = [Object.freeze({ text: 'clean' })];
    expect(r.scrubDeep(list)).toBe(list);
    list.push(Object.freeze({ text: SECRETS[1] as string }));
    expect(r.scrubDeep(list)).toEqual([{ text: 'clean' }, { text: '[REDACTED]' }]);
    const dirty = Object.freeze([Object.freeze({ text: SECRETS[0] as string })]);
    expect(r.scrubDeep(dirty)).toEqual([{ text: '[REDACTED]' }]);
    expect(r.scrubDeep(dirty)).toEqual([{ text: '[REDACTED]' }]);
  });

  it('forgets what it found clean when it learns a secret', () => {
    const r = new Redactor(SECRETS);
    const frozen = Object.freeze([Object.freeze({ text: 'later-secret-0001' })]);
    expect(r.scrubDeep(frozen)).toBe(frozen);
    r.add('later-secret-0001');
    expect(r.scrubDeep(frozen)).toEqual([{ text: '[REDACTED]' }]);
  });

  it('gives frozen values the same result on every walk (property)', () => {
    const deepFreeze = (v: unknown): unknown => {
      if (v !== null && typeof v === 'object') {
        for (const x of Object.values(v)) deepFreeze(x);
        Object.freeze(v);
      }
      return v;
    };
    const r = new Redactor(SECRETS);
    fc.assert(
      fc.property(json, (value) => {
        const input = deepFreeze(JSON.parse(JSON.stringify(value)));
        const want = reference(r, input);
        expect(r.scrubDeep(input)).toStrictEqual(want);
        expect(r.scrubDeep(input)).toStrictEqual(want);
      }),
      { numRuns: sized(200, 2_000), seed: propertySeed('scrubDeep-frozen') },
    );
  });
});

describe('scanRedactor', () => {
  it('is one redactor for the same secrets, and a new one when they change', () => {
    const a = scanRedactor(['sk-a-0123456789', 'ghp_b-0123456789']);
    expect(scanRedactor(['sk-a-0123456789', 'ghp_b-0123456789'])).toBe(a);
    const b = scanRedactor(['sk-a-0123456789', 'ghp_b-0123456789', 'target-secret-1']);
    expect(b).not.toBe(a);
    expect(b.scrub('x target-secret-1')).toBe('x [REDACTED]');
  });
});
