import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/report/xml.js';

/** The escape without its fast path (issue 14): what every text must still come out as. */
// eslint-disable-next-line no-control-regex
const INVALID = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const slow = (text: string): string =>
  text.replace(INVALID, '').replace(/[&<>"']/g, (c) => ENTITY[c] as string);

describe('escapeXml', () => {
  it('gives what the two-pass escape gives, for any text', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(fc.oneof(ascii, fc.string({ unit: 'binary' })), (text) => {
        expect(escapeXml(text)).toBe(slow(text));
      }),
      { numRuns: 3000 },
    );
    for (const c of ['&', '<', '>', '"', "'", '\u0000', '\u000b', '\u007f', '\ufffe'])
      expect(escapeXml(`a${c}b`)).toBe(slow(`a${c}b`));
  });
});
