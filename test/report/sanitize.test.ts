import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sized } from '../support/sizing.js';
import {
  cleanText,
  codeBlock,
  inlineCode,
  plainText,
  safeLinkUrl,
  sanitizeLogText,
  tableCell,
  truncate,
  withStopCommands,
} from '../../src/report/sanitize.js';
import { markdownProblems, parseGfm, type MdNode } from '../fixtures/report/gfm.js';
import { hostileText, propertySeed } from '../fixtures/report/untrusted.js';

const RUNS = sized(250, 1_000);

/** The only child nodes of the first paragraph. */
function paragraphChildren(md: string): MdNode[] {
  const tree = parseGfm(md);
  expect(tree.children?.length).toBe(1);
  expect(tree.children?.[0]?.type).toBe('paragraph');
  return tree.children?.[0]?.children ?? [];
}

/** What a table cell's code span shows: a pipe after an odd run of backslashes gets one more. */
function expectedInTable(text: string): string {
  return cleanText(text).replace(/(\\*)\|/g, (_m, s: string) =>
    s.length % 2 === 1 ? `${s}\\|` : `${s}|`,
  );
}

describe('cleanText', () => {
  it('shows controls, bidi, zero-width and tag characters and repairs lone surrogates', () => {
    expect(cleanText('a\u0000b\u001Bc\u007F')).toBe('a␀b␛c␡');
    expect(cleanText('\u202Eevil\u202C')).toBe('[U+202E]evil[U+202C]');
    expect(cleanText('x\u200By\uFEFF\u2066')).toBe('x[U+200B]y[U+FEFF][U+2066]');
    expect(cleanText('\u{E0041}')).toBe('[U+E0041]');
    expect(cleanText('\u0085')).toBe('[U+0085]');
    expect(cleanText('a\uD800b\uDC00')).toBe('a\uFFFDb\uFFFD');
    expect(cleanText('😀')).toBe('😀');
  });

  it('turns line breaks into spaces, or keeps them as \\n', () => {
    expect(cleanText('a\r\nb\rc\nd\u2028e')).toBe('a b c d e');
    expect(cleanText('a\r\nb\rc\u2029d', { lineBreaks: 'keep' })).toBe('a\nb\nc\nd');
    expect(cleanText('a\tb')).toBe('a b');
    expect(cleanText('a\tb', { keepTabs: true })).toBe('a\tb');
  });

  it('gives plain ASCII text the same result as any other (its fast path)', () => {
    // A leading é takes the full path and changes nothing itself (nor pairs with what follows).
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
      maxLength: 30,
    });
    const options = fc.record({
      lineBreaks: fc.constantFrom('space' as const, 'keep' as const, undefined),
      keepTabs: fc.boolean(),
    });
    fc.assert(
      fc.property(ascii, options, (text, o) => {
        expect(cleanText(`é${text}`, o)).toBe(`é${cleanText(text, o)}`);
      }),
      { seed: propertySeed('cleanText fast path'), numRuns: sized(500, 2_000) },
    );
    expect(cleanText('a\r\nb\tc', { lineBreaks: 'keep' })).toBe('a\nb c');
    expect(cleanText('a\nb\tc', { lineBreaks: 'keep', keepTabs: true })).toBe('a\nb\tc');
  });
});

describe('truncate', () => {
  it('cuts with an ellipsis and never splits a surrogate pair', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
    expect(truncate('ab😀cd', 4)).toBe('ab…');
    expect(truncate('abc', undefined)).toBe('abc');
  });
});

describe('inlineCode', () => {
  it('sizes the fence past any backtick run and pads edge backticks', () => {
    expect(inlineCode('plain')).toBe('`plain`');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('``x```')).toBe('```` ``x``` ````');
    expect(inlineCode('`')).toBe('`` ` ``');
    expect(inlineCode(' a ')).toBe('`  a  `');
    expect(inlineCode('')).toBe('` `');
    expect(inlineCode('a\nb')).toBe('`a b`');
    expect(inlineCode('abcdefgh', { maxLength: 5 })).toBe('`abcd…`');
  });

  it('parses back to exactly the cleaned text, whatever the input (property)', () => {
    const seed = propertySeed('inlineCode');
    fc.assert(
      fc.property(hostileText(60), (text) => {
        const children = paragraphChildren(`before ${inlineCode(text)} after`);
        const codes = children.filter((n) => n.type === 'inlineCode');
        expect(codes).toHaveLength(1);
        const clean = cleanText(text);
        expect(codes[0]?.value).toBe(clean === '' ? ' ' : clean);
        expect(children.at(-1)).toEqual(expect.objectContaining({ type: 'text', value: ' after' }));
      }),
      { numRuns: RUNS, seed },
    );
  });
});

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run', () => {
    expect(codeBlock('x')).toBe('```\nx\n```');
    expect(codeBlock('a ```` b', 'js')).toBe('`````js\na ```` b\n`````');
    expect(codeBlock('x', 'js`; rm')).toBe('```jsrm\nx\n```');
  });

  it('always closes: the block holds exactly the cleaned text and nothing follows inside (property)', () => {
    const seed = propertySeed('codeBlock');
    fc.assert(
      fc.property(hostileText(80), fc.string({ maxLength: 8 }), (text, lang) => {
        const tree = parseGfm(`intro\n\n${codeBlock(text, lang)}\n\nafter`);
        const types = (tree.children ?? []).map((n) => n.type);
        expect(types).toEqual(['paragraph', 'code', 'paragraph']);
        expect(tree.children?.[1]?.value).toBe(
          cleanText(text, { lineBreaks: 'keep', keepTabs: true }),
        );
      }),
      { numRuns: RUNS, seed },
    );
  });
});

describe('tableCell', () => {
  it('escapes every pipe with an odd number of backslashes', () => {
    expect(tableCell('a|b')).toBe('`a\\|b`');
    expect(tableCell('\\|')).toBe('`\\\\\\|`');
    expect(tableCell('\\\\|')).toBe('`\\\\\\|`');
  });

  it('keeps the column count and the text (property, real GFM table parser)', () => {
    const seed = propertySeed('tableCell');
    fc.assert(
      fc.property(hostileText(60), (text) => {
        const md = `| a | b | c |\n| --- | --- | --- |\n| ${tableCell(text)} | ${plainText(text, { singleLine: true })} | z |\n`;
        const tree = parseGfm(md);
        expect(tree.children?.map((n) => n.type)).toEqual(['table']);
        const rows = tree.children?.[0]?.children ?? [];
        expect(rows.map((r) => r.children?.length)).toEqual([3, 3]);
        const cell = rows[1]?.children?.[0]?.children ?? [];
        expect(cell).toHaveLength(1);
        expect(cell[0]?.type).toBe('inlineCode');
        const clean = expectedInTable(text);
        expect(cell[0]?.value).toBe(clean === '' ? ' ' : clean);
        expect(rows[1]?.children?.[2]?.children?.[0]?.value).toBe('z');
        expect(markdownProblems(md, [])).toEqual([]);
      }),
      { numRuns: RUNS, seed },
    );
  });
});

describe('plainText', () => {
  it('escapes Markdown and breaks mentions, references and autolinks', () => {
    expect(plainText('**x** [a](b) <i>')).toBe('\\*\\*x\\*\\* \\[a\\]\\(b\\) \\<i\\>');
    expect(plainText('@octocat #12 GH-3')).toBe('\\@&#8203;octocat \\#&#8203;12 GH\\-&#8203;3');
    expect(plainText('www.x.com https://y.org')).toBe('www&#8203;.x.com https:&#8203;//y.org');
    expect(plainText('1. item, "quoted": fine?')).toBe('1\\. item, "quoted": fine?');
    expect(plainText('  a  \n\n\n\n  b ')).toBe('a\n\nb');
    expect(plainText('a\nb', { singleLine: true })).toBe('a b');
  });

  it('renders as paragraphs of text only, with no link, HTML, mention or reference (property)', () => {
    const seed = propertySeed('plainText');
    fc.assert(
      fc.property(hostileText(80), (text) => {
        const md = plainText(text);
        expect(markdownProblems(md, [])).toEqual([]);
        const tree = parseGfm(md);
        for (const p of tree.children ?? []) {
          expect(p.type).toBe('paragraph');
          for (const child of p.children ?? []) expect(child.type).toBe('text');
        }
        const shown = (tree.children ?? [])
          .map((p) => (p.children ?? []).map((c) => c.value).join(''))
          .join('\n\n')
          .replace(/\u200B/g, '');
        const expected = cleanText(text, { lineBreaks: 'keep' })
          .split('\n')
          .map((l) => l.trim())
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim();
        expect(shown).toBe(expected);
      }),
      { numRuns: RUNS, seed },
    );
  });
});

describe('safeLinkUrl', () => {
  it('accepts http(s) URLs only, without credentials, and encodes Markdown syntax', () => {
    expect(safeLinkUrl('https://x.test/a b(c)|d')).toBe('https://x.test/a%20b%28c%29%7Cd');
    expect(safeLinkUrl('http://[::1]:8080/x')).toBe('http://[::1]:8080/x');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('https://user:pw@x.test/')).toBeNull();
    expect(safeLinkUrl('not a url')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});

describe('sanitizeLogText and withStopCommands', () => {
  it('neutralises workflow commands and strips control and bidi characters', () => {
    expect(sanitizeLogText('::set-output name=x::y')).toBe('\\::set-output name=x::y');
    expect(sanitizeLogText('  ::add-mask::s\r\nok ##[error]x')).toBe(
      '  \\::add-mask::s\nok ##\\[error]x',
    );
    expect(sanitizeLogText('a\u202Eb\u0000c\u200Bd\tz')).toBe('abcd\tz');
    expect(withStopCommands('::error::x', 'tok-12345678')).toBe(
      '::stop-commands::tok-12345678\n\\::error::x\n::tok-12345678::',
    );
    expect(() => withStopCommands('x', 'short')).toThrow(TypeError);
    expect(() => withStopCommands('x', 'has::colons')).toThrow(TypeError);
  });

  it('leaves no line that the runner would read as a command (property)', () => {
    const seed = propertySeed('sanitizeLogText');
    const token = 'f3b1c2d4-0000-4000-8000-123456789abc';
    fc.assert(
      fc.property(hostileText(80), (text) => {
        const out = withStopCommands(text, token);
        const lines = out.split('\n');
        expect(lines[0]).toBe(`::stop-commands::${token}`);
        expect(lines.at(-1)).toBe(`::${token}::`);
        for (const line of lines.slice(1, -1)) {
          expect(line.trimStart().startsWith('::')).toBe(false);
          expect(line.includes('##[')).toBe(false);
          // eslint-disable-next-line no-control-regex
          expect(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\r\u2028\u2029]/u.test(line)).toBe(
            false,
          );
        }
      }),
      { numRuns: RUNS, seed },
    );
  });
});
