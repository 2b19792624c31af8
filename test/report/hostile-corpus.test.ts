/**
 * Every hostile string of the corpus, put into every untrusted field at once, through every
 * renderer: Markdown file, job summary and PR comment (parsed with a real GFM parser), JSON
 * (round trip), SARIF (official schema), JUnit (parsed back) and the log sanitiser.
 */
import { parse, type TestSuite } from 'junit2json';
import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { activeFailures } from '../../src/report/format.js';
import { parseReportJson, renderJson } from '../../src/report/json.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown/markdown.js';
import { cleanText, sanitizeLogText, withStopCommands } from '../../src/report/sanitize.js';
import { renderSarif } from '../../src/report/sarif/sarif.js';
import { renderSummary } from '../../src/report/markdown/summary.js';
import {
  markdownProblems,
  nodesOfType,
  parseGfm,
  walk,
  type MdNode,
} from '../fixtures/report/gfm.js';
import { activeCommands, CI_HOSTILE } from '../fixtures/report/ci-hostile-strings.js';
import { HOSTILE_STRINGS } from '../fixtures/report/hostile-strings.js';
import { makeReport } from '../fixtures/report/make-report.js';
import { HAS_SARIF_SCHEMA, sarifValidator } from '../fixtures/report/sarif-schema.js';
import { fillUntrusted, ourUrls } from '../fixtures/report/untrusted.js';

const BASE = makeReport();
const validateSarif = HAS_SARIF_SCHEMA ? sarifValidator() : null;

function shape(tree: MdNode): string {
  return [...walk(tree)]
    .map((x) => x.node)
    .filter((n) => ['heading', 'table', 'thematicBreak', 'code'].includes(n.type))
    .map((n) => n.type)
    .join(',');
}

const baseShape = shape(parseGfm(renderMarkdown(BASE)));

function inTable(text: string): string {
  const clean = cleanText(text).replace(/(\\*)\|/g, (_m, s: string) =>
    s.length % 2 === 1 ? `${s}\\|` : `${s}|`,
  );
  return clean === '' ? ' ' : clean;
}

describe.each(HOSTILE_STRINGS)('hostile string: %s', (_name, hostile) => {
  const report = fillUntrusted(BASE, () => hostile);
  const urls = ourUrls(report);

  it('Markdown file: safe, same structure, text shown exactly in code', () => {
    const tree = parseGfm(renderMarkdown(report));
    expect(markdownProblems(tree, urls)).toEqual([]);
    expect(shape(tree)).toBe(baseShape);
    const codes = new Set(nodesOfType(tree, 'inlineCode').map((n) => n.value));
    if (hostile !== '') expect(codes.has(inTable(hostile))).toBe(true);
  });

  it('job summary and PR comment: safe and within their size limits', () => {
    const summary = renderSummary(report);
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThan(1_048_576);
    expect(markdownProblems(summary, urls)).toEqual([]);
    const comment = renderComment(report);
    expect(comment.length).toBeLessThan(65_536);
    expect(
      comment.startsWith('<!-- probe-gate:comment:target-12 -->\n## ❌ probe-gate: FAIL'),
    ).toBe(true);
    const tree = parseGfm(comment);
    expect(markdownProblems(tree, urls)).toEqual([]);
    expect(nodesOfType(tree, 'html')[0]?.value).toBe('<!-- probe-gate:comment:target-12 -->');
  });

  it('JSON: round-trips exactly', () => {
    expect(parseReportJson(renderJson(report))).toEqual(report);
  });

  it('SARIF: valid, one result per counted or accepted failure, clean messages', () => {
    const log = JSON.parse(renderSarif(report)) as {
      runs: Array<{ results: Array<{ message: { text: string } }> }>;
    };
    if (validateSarif) expect(validateSarif(log)).toEqual([]);
    const results = log.runs[0]!.results;
    expect(results).toHaveLength(10);
    for (const r of results) {
      // eslint-disable-next-line no-control-regex
      expect(r.message.text).not.toMatch(/[\u0000-\u001F\u007F-\u009F\p{Cf}\uD800-\uDFFF]/u);
      expect(r.message.text).not.toMatch(/(^|[^\\])[[\]]/);
    }
  });

  it('JUnit: parses back with the right counts', async () => {
    const xml = renderJunit(report);
    // Names are checked in junit.test.ts: junit2json turns numeric-looking names into numbers
    // and decodes entities twice, so here only the structure and the counts are compared.
    expect(xml.match(/<testsuite /g)).toHaveLength(1 + report.probeRuns.length);
    const root = (await parse(xml)) as { tests: number; testsuite: TestSuite[] };
    expect(root.tests).toBe(105);
    expect(root.testsuite).toHaveLength(1 + report.probeRuns.length);
    report.probeRuns.forEach((probe, i) => {
      const suite = root.testsuite[i + 1]!;
      expect(suite.testcase).toHaveLength(probe.passed + probe.failed + probe.errors);
      expect([suite.tests, suite.failures, suite.errors, suite.skipped]).toEqual([
        probe.passed + probe.failed + probe.errors,
        activeFailures(probe),
        probe.errors,
        probe.accepted + probe.ignored,
      ]);
    });
  });

  it('log: no line is a workflow command', () => {
    for (const out of [
      sanitizeLogText(hostile),
      withStopCommands(hostile, 'stop-token-1234').split('\n').slice(1, -1).join('\n'),
    ]) {
      for (const line of out.split('\n')) {
        expect(line.trimStart().startsWith('::')).toBe(false);
        expect(line).not.toContain('##[');
      }
    }
  });
});

// R27: at least 30 hostile log strings per CI syntax; none survives the log sanitiser as a
// command or a control sequence, alone or inside stop-commands. The built CLI runs the same
// corpus with each CI's environment in test/e2e/ci-log-injection.test.ts.
describe.each(Object.entries(CI_HOSTILE))('CI log corpus: %s', (_ci, corpus) => {
  it('has at least 30 strings, and the checker sees commands in them raw', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(activeCommands(corpus.map(([, s]) => s).join('\n')).length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('%s: inert after sanitizeLogText and inside stop-commands', (_name, hostile) => {
    expect(activeCommands(sanitizeLogText(hostile))).toEqual([]);
    const wrapped = withStopCommands(hostile, 'stop-token-1234').split('\n').slice(1, -1);
    expect(activeCommands(wrapped.join('\n'))).toEqual([]);
  });
});
