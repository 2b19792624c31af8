/**
 * writeChunks encodes each piece straight into one of two buffers (issue 14): the file must
 * hold exactly the UTF-8 of the pieces joined, whatever the pieces hold and however they are
 * cut, across buffer boundaries and for pieces larger than a buffer.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeChunks } from '../../src/scan/report-files.js';

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
