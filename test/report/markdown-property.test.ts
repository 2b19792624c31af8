/**
 * Property tests of the whole Markdown report (R12): arbitrary untrusted text in every field
 * the platform (or a saved report) controls, parsed back with a real GFM parser.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { renderMarkdown } from '../../src/report/markdown/markdown.js';
import type { Report } from '../../src/report/model.js';
import { cleanText } from '../../src/report/sanitize.js';
import {
  markdownProblems,
  nodesOfType,
  parseGfm,
  walk,
  type MdNode,
} from '../fixtures/report/gfm.js';
import { makeReport } from '../fixtures/report/make-report.js';
import { sized } from '../support/sizing.js';
import { fillUntrusted, hostileText, ourUrls, propertySeed } from '../fixtures/report/untrusted.js';

const RUNS = sized(150, 1_000);
const BASE = makeReport();

/** Enough strings for every slot of the fixture; slot k takes strings[k % length]. */
const stringsArb = fc.array(hostileText(40), { minLength: 1, maxLength: 140 });

function fill(strings: string[]): Report {
  let k = 0;
  return fillUntrusted(BASE, () => strings[k++ % strings.length] ?? '');
}

/** A code span's value for text shown in a table cell (odd backslash runs before `|` gain one). */
function inTable(text: string): string {
  const clean = cleanText(text).replace(/(\\*)\|/g, (_m, s: string) =>
    s.length % 2 === 1 ? `${s}\\|` : `${s}|`,
  );
  return clean === '' ? ' ' : clean;
}

function inCode(text: string): string {
  const clean = cleanText(text);
  return clean === '' ? ' ' : clean;
}

/** Heading counts by depth, tables and thematic breaks: untrusted text must not add or remove any. */
function structure(tree: MdNode): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { node } of walk(tree)) {
    const key = node.type === 'heading' ? `h${(node as { depth?: number }).depth}` : node.type;
    if (['heading', 'table', 'thematicBreak', 'code', 'blockquote'].includes(node.type))
      out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('Markdown report with arbitrary untrusted text (property)', () => {
  const fileShape = structure(parseGfm(renderMarkdown(BASE)));

  it('the file: no foreign link, image or HTML, tables intact, no mention, text exact in code', () => {
    const seed = propertySeed('markdown file');
    fc.assert(
      fc.property(stringsArb, (strings) => {
        const report = fill(strings);
        const tree = parseGfm(renderMarkdown(report));
        expect(markdownProblems(tree, ourUrls(report))).toEqual([]);
        expect(structure(tree)).toEqual(fileShape);
        const codes = new Set(nodesOfType(tree, 'inlineCode').map((n) => n.value));
        for (const probe of report.probeRuns) {
          if (probe.name) expect(codes.has(inTable(probe.name))).toBe(true);
          // Its heading in the failed test cases section.
          if (probe.failedTestCases.length > 0) expect(codes.has(inCode(probe.name))).toBe(true);
          for (const tc of probe.failedTestCases) {
            if (tc.attackId) expect(codes.has(inTable(tc.attackId))).toBe(true);
            if (tc.strategy) expect(codes.has(inTable(tc.strategy))).toBe(true);
          }
        }
        for (const c of report.probeRuns[0]?.aiAnalysis?.clusters ?? [])
          expect(codes.has(inCode(c.name))).toBe(true);
        if (report.testRun.name) expect(codes.has(inCode(report.testRun.name))).toBe(true);
      }),
      { numRuns: RUNS, seed },
    );
  });

  it('the comment: the same guarantees, its marker first, and its size bound', () => {
    const seed = propertySeed('markdown comment');
    fc.assert(
      fc.property(stringsArb, (strings) => {
        const report = fill(strings);
        const body = renderComment(report, { maxChars: 6_000 });
        expect(body.length).toBeLessThanOrEqual(6_000);
        expect(body.startsWith('<!-- probe-gate:comment:target-12 -->\n## ')).toBe(true);
        const tree = parseGfm(body);
        expect(markdownProblems(tree, ourUrls(report))).toEqual([]);
        const html = nodesOfType(tree, 'html').map((n) => n.value);
        expect(html[0]).toBe('<!-- probe-gate:comment:target-12 -->');
        expect(html.filter((h) => h === '</details>').length).toBe(
          html.filter((h) => h?.startsWith('<details>')).length,
        );
      }),
      { numRuns: RUNS, seed },
    );
  });
});
