/**
 * JSON text in pieces (issue 14): whatever way an array is cut, the pieces joined are what
 * `JSON.stringify(value, null, 2)` writes where the array stands in a document.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrayPieces,
  batchedArrayPieces,
  batchesOf,
  itemsText,
  nested,
  objectPieces,
} from '../../src/report/json-pieces.js';

/** Plain JSON values, nested a few levels, with strings that need escaping. */
const item = fc.jsonValue({ maxDepth: 3 });

/** Each batch's text as itemsText writes it. */
const texts = (batches: Iterable<readonly unknown[]>, depth: number): string[] =>
  [...batches].map((batch) => itemsText(batch, depth));

describe('batchedArrayPieces', () => {
  it('joins to JSON.stringify of the whole array, at any depth, however it is batched', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        (items, size, depth) => {
          const want = nested(items, depth);
          expect(
            [...batchedArrayPieces(texts(batchesOf(items, size), depth), depth)].join(''),
          ).toBe(want);
          expect([...arrayPieces(items, depth)].join('')).toBe(want);
          // Empty batches change nothing.
          const withEmpty = [[], ...batchesOf(items, size), []];
          expect([...batchedArrayPieces(texts(withEmpty, depth), depth)].join('')).toBe(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stands inside a document as JSON.stringify puts it there', () => {
    const results = [{ a: 1, b: ['x', { c: null }] }, { a: 2, b: [] }, 'three', [4]];
    const doc = { runs: [{ tool: 'probe-gate', results }], version: '2.1.0' };
    const text = [
      ...objectPieces({
        runs: [{ tool: 'probe-gate', results }],
        version: '2.1.0',
      }),
    ].join('');
    expect(text).toBe(JSON.stringify(doc, null, 2));
    expect([...batchedArrayPieces(texts(batchesOf(results, 3), 3), 3)].join('')).toBe(
      JSON.stringify(doc, null, 2).split('"results": ')[1]?.split('\n    }\n  ],')[0],
    );
  });

  it('cuts items into batches of the size asked, the last one shorter', () => {
    expect([...batchesOf([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...batchesOf([], 2)]).toEqual([]);
    expect([...batchedArrayPieces([], 2)].join('')).toBe('[]');
  });
});
