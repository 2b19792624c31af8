import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDatasetCsv } from '../../src/api/dataset-csv.js';

describe('validateDatasetCsv', () => {
  it('returns the data row count and header names', () => {
    expect(validateDatasetCsv('prompt,category\nhello,greeting\nbye,farewell\n')).toEqual({
      ok: true,
      rows: 2,
      columns: ['prompt', 'category'],
    });
  });

  it('handles quoting, CRLF, a BOM and blank lines', () => {
    const text = '\ufeffprompt,notes\r\n"a, b","say ""hi"""\r\n\r\n"multi\nline",x\r\n';
    expect(validateDatasetCsv(text)).toEqual({ ok: true, rows: 2, columns: ['prompt', 'notes'] });
    expect(validateDatasetCsv(new TextEncoder().encode(text))).toEqual({
      ok: true,
      rows: 2,
      columns: ['prompt', 'notes'],
    });
  });

  it.each([
    ['', 'the file is empty; a dataset needs a header row and at least one data row'],
    ['   \n\n', 'the file is empty; a dataset needs a header row and at least one data row'],
    ['a,b\n', 'the file has a header row but no data rows'],
    ['a,b\n1,2,3\n', 'line 2 has 3 columns but the header has 2'],
    ['a,,c\n1,2,3\n', 'header column 2 has no name'],
    ['a,a\n1,2\n', 'the header names the column "a" more than once'],
    ['<html><body>hi</body></html>', 'the file looks like JSON, XML or HTML, not CSV'],
    ['a\u0000b\n', 'the file is binary, not CSV text'],
  ])('rejects %j', (text, message) => {
    expect(validateDatasetCsv(text)).toEqual({ ok: false, message });
  });

  it('rejects bytes that are not UTF-8', () => {
    const result = validateDatasetCsv(new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a, 0x31]));
    expect(result).toEqual({ ok: false, message: expect.stringContaining('UTF-8') });
  });

  it('counts every well-formed table exactly, ignoring all-blank rows (property)', () => {
    const cell = fc.string({ maxLength: 12 });
    const table = fc.integer({ min: 1, max: 5 }).chain((cols) =>
      fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), {
        minLength: 1,
        maxLength: 30,
      }),
    );
    fc.assert(
      fc.property(table, (rows) => {
        const cols = rows[0]?.length ?? 1;
        const header = Array.from({ length: cols }, (_, i) => `col${i}`);
        const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
        const text = [header.join(','), ...rows.map((r) => r.map(quote).join(','))].join('\n');
        const expected = rows.filter((r) => r.some((c) => c.trim() !== '')).length;
        const result = validateDatasetCsv(text);
        if (expected === 0) {
          expect(result).toEqual({
            ok: false,
            message: 'the file has a header row but no data rows',
          });
        } else {
          expect(result).toEqual({ ok: true, rows: expected, columns: header });
        }
      }),
      { numRuns: 100 },
    );
  });
});
