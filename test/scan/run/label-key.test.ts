import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelKey } from '../../../src/scan/run/collect.js';

/** The string entries, in order: what two label sets must share to share one key. */
const entries = (v: Record<string, unknown>) =>
  JSON.stringify(Object.entries(v).filter(([, x]) => typeof x === 'string'));

describe('labelKey', () => {
  it('gives two label sets one key exactly when their string entries are the same', () => {
    // Keys and values drawn from a few short strings of separator-like characters, so that
    // equal concatenations of different sets are likely if the key were ambiguous.
    const text = fc.string({ unit: fc.constantFrom('1', ':', 'a', '0', ''), maxLength: 4 });
    const set = fc.dictionary(text, fc.oneof(text, fc.constant(null), fc.integer()), {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(set, set, (a, b) => {
        expect(labelKey(a) === labelKey(b)).toBe(entries(a) === entries(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('keys a set by its string entries only, and anything that is not an object as none', () => {
    expect(labelKey({ a: 'x', n: 1, z: null })).toBe(labelKey({ a: 'x' }));
    expect(labelKey(null)).toBe('');
    expect(labelKey('text')).toBe('');
  });
});
