/**
 * writeChunks encodes each piece straight into one of two buffers (issue 14): the file must
 * hold exactly the UTF-8 of the pieces joined, whatever the pieces hold and however they are
 * cut, across buffer boundaries and for pieces larger than a buffer. Small pieces are gathered
 * before they are encoded (TextGatherer): that must lose nothing and cut no surrogate pair.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TextGatherer } from '../../src/report/format.js';
import { writeChunks } from '../../src/report/write/pour.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

async function written(pieces: string[]): Promise<Buffer> {
  const path = join(dir, `out-${n++}.txt`);
  await writeChunks(path, pieces);
  return readFileSync(path);
}

/** Any UTF-16 code units, lone surrogates and astral pairs included. */
const text = fc.string({ unit: 'binary', maxLength: 40 });
const surrogates = fc.string({
  unit: fc.constantFrom('\ud83d', '\ude00', '\ud800', '\udfff', 'a', 'é', '€'),
  maxLength: 8,
});

describe('writeChunks', () => {
  it('writes the UTF-8 of the pieces joined, however the text is cut into pieces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(text, surrogates), { maxLength: 60 }), async (pieces) => {
        expect((await written(pieces)).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('cuts a surrogate pair between two pieces and still writes one character', async () => {
    const out = await written(['smile \ud83d', '\ude00 end', '\ud83d']);
    expect(out.toString('utf8')).toBe('smile \u{1f600} end\ufffd');
  });

  it('is whole across buffer boundaries and for pieces larger than a buffer', async () => {
    const rows = Array.from(
      { length: 40_000 },
      (_, i) => `row ${i} \u{1f600} é ${'x'.repeat(i % 90)}\n`,
    );
    const big = 'ü'.repeat(700_000);
    const pieces = [...rows.slice(0, 20_000), big, ...rows.slice(20_000), big, 'end'];
    expect((await written(pieces)).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
  });
});

const isHigh = (s: string): boolean => /[\ud800-\udbff]$/.test(s);
const isLow = (s: string): boolean => /^[\udc00-\udfff]/.test(s);

describe('TextGatherer', () => {
  it('gives back exactly what it took, and cuts no surrogate pair between two texts', () => {
    const long = fc.string({ unit: 'binary', minLength: 20, maxLength: 90 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.array(fc.oneof(text, surrogates, long), { maxLength: 80 }),
        (units, pieces) => {
          const g = new TextGatherer(units);
          const given = pieces.map((p) => g.add(p)).filter((t) => t !== '');
          const rest = g.rest();
          expect(given.join('') + rest).toBe(pieces.join(''));
          // No surrogate pair of what it took is cut between two of the texts it gave.
          const parts = [...given, rest];
          for (let i = 1; i < parts.length; i += 1)
            expect(isHigh(parts[i - 1] as string) && isLow(parts[i] as string)).toBe(false);
          // Gathered: far fewer pieces than it took once they are small.
          const total = pieces.join('').length;
          expect(given.length).toBeLessThanOrEqual(
            Math.floor(total / units) + 2 * pieces.filter((p) => p.length >= units).length + 1,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a large piece on its own, not joined to what it gathered before', () => {
    const g = new TextGatherer(10);
    expect(g.add('ab')).toBe('');
    const big = 'x'.repeat(25);
    expect(g.add(big)).toBe('ab');
    expect(g.add('c')).toBe(big);
    expect(g.rest()).toBe('c');
  });
});

describe('writeChunks, pieces gathered', () => {
  it('keeps every surrogate pair cut between two pieces whole, where gathering cuts too', async () => {
    // Each piece ends in the first half of a pair and the next starts with the second half,
    // over many times the gathered length: every cut point meets a cut pair.
    const pieces = Array.from(
      { length: 30_000 },
      (_, i) => `\ude00 row ${i} ${'é'.repeat(i % 7)}\ud83d`,
    );
    pieces[0] = (pieces[0] as string).slice(1);
    pieces.push('\ude00 end');
    const out = await written(pieces);
    expect(out.equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
    expect(out.toString('utf8')).not.toContain('\ufffd');
  });
});
