import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelReader } from '../../../src/scan/collect/collect.js';

/** The string entries, in order: what two label sets must share to be one. */
const entries = (v: Record<string, unknown>) =>
  JSON.stringify(Object.entries(v).filter(([, x]) => typeof x === 'string'));

const keep = (v: unknown) => (typeof v === 'string' ? v : null);

describe('labelReader', () => {
  it('gives two label sets one frozen set exactly when their string entries are the same, in order', () => {
    // Keys and values drawn from a few short strings of separator-like characters, so that
    // two different sets that could be mistaken for one another are likely.
    const text = fc.string({ unit: fc.constantFrom('1', ':', 'a', '0', ''), maxLength: 4 });
    const set = fc.dictionary(text, fc.oneof(text, fc.constant(null), fc.integer()), {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(fc.array(set, { minLength: 2, maxLength: 6 }), (sets) => {
        const read = labelReader(keep);
        const kept = sets.map(read);
        for (const [i, a] of sets.entries()) {
          // The string entries, in their order, and nothing else.
          expect(entries(kept[i] as Record<string, unknown>)).toBe(entries(a));
          expect(Object.isFrozen(kept[i])).toBe(true);
          for (const [j, b] of sets.entries())
            expect(kept[i] === kept[j]).toBe(entries(a) === entries(b));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a set by its string entries only, and anything that is not an object as none', () => {
    const read = labelReader(keep);
    expect(read({ a: 'x', n: 1, z: null })).toBe(read({ a: 'x' }));
    expect(read({ a: 'x', b: 'y' })).not.toBe(read({ b: 'y', a: 'x' }));
    expect(read(null)).toEqual({});
    expect(read('text')).toBe(read(null));
  });
});
