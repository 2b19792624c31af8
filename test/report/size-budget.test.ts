import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { parseReportJson, renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown/markdown.js';
import { renderSummary } from '../../src/report/markdown/summary.js';
import { planLadder } from '../../src/report/markdown/size-budget.js';
import { markdownProblems } from '../fixtures/report/gfm.js';
import {
  FIXTURE_URLS,
  makeLargeReport,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { ourUrls } from '../fixtures/report/untrusted.js';

const CASES = 50_000;
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

describe('size budgets with 50,000 failed test cases (R14)', () => {
  const report = makeLargeReport(CASES, 300);

  it('keeps the PR comment under 65,536 characters and says what it left out', () => {
    const body = renderComment(report);
    expect(body.length).toBeLessThan(65_536);
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body).toMatch(
      /> \*\*This comment was shortened to fit its size limit \(\d[\d,]* characters\)\.\*\* Left out: [\d,]+ failed or errored test cases \(at most \d+ shown per probe\)/,
    );
    expect(body).toContain(`Full report: [report artifact](${FIXTURE_URLS.artifact})`);
    expect(body).toMatch(/#### `Prompt Injection`: 50,000 test cases \(\d+ shown\)/);
    expect(body).toMatch(/[\d,]+ more test cases are in the full report\./);
    expect(markdownProblems(body, ourUrls(report))).toEqual([]);
  });

  it('keeps the job summary under 1 MiB of UTF-8 and says what it left out', () => {
    const md = renderSummary(report);
    expect(bytes(md)).toBeLessThan(1_048_576);
    expect(bytes(md)).toBeLessThanOrEqual(1_000_000);
    expect(md).toMatch(
      /This job summary was shortened to fit its size limit \(1,000,000 bytes\)\.\*\* Left out: [\d,]+ failed or errored test cases/,
    );
    expect(markdownProblems(md, ourUrls(report))).toEqual([]);
  });

  it('keeps every test case in the file Markdown and the JSON', () => {
    const md = renderMarkdown(report);
    expect(md.match(/^\| `atk-large-\d+` \|/gm)).toHaveLength(CASES);
    expect(md).not.toContain('shortened');
    const back = parseReportJson(renderJson(report));
    expect(back.probeRuns[0]?.failedTestCases).toHaveLength(CASES);
    expect(back).toEqual(report);
  });
});

describe('the degradation ladder', () => {
  it('drops passed probes, then tries fewer cases per probe, then details, then a short summary (R14)', () => {
    const steps = planLadder().map((p) =>
      p.kind === 'full'
        ? `${p.detail.casesPerProbe}/${p.detail.passedProbes ? 'all' : 'failing'}/${p.detail.details ? 'details' : 'tables'}`
        : p.kind,
    );
    expect(steps).toEqual([
      'Infinity/all/details',
      'Infinity/failing/details',
      '5000/failing/details',
      '2000/failing/details',
      '1000/failing/details',
      '500/failing/details',
      '200/failing/details',
      '100/failing/details',
      '50/failing/details',
      '20/failing/details',
      '10/failing/details',
      '5/failing/details',
      '1/failing/details',
      '0/failing/details',
      '0/failing/tables',
      'short',
      'minimal',
    ]);
  });

  it('drops passed probes first and keeps the test case tables when that is enough', () => {
    const passed = Array.from({ length: 300 }, (_, i) =>
      makeProbeRun({
        probeRunId: 20_000 + i,
        probeId: 20_000 + i,
        name: `Passed probe ${i} ${'p'.repeat(60)}`,
        url: null,
      }),
    );
    const base = makeReport();
    const report = makeReport({ probeRuns: [...base.probeRuns, ...passed] });
    const md = renderMarkdown(report, { variant: 'comment', maxChars: 12_000 });
    expect(md.length).toBeLessThanOrEqual(12_000);
    expect(md).toContain('Left out: 301 passed probes.');
    expect(md).toContain('301 passed probes are not listed.');
    expect(md).not.toContain('failed or errored test cases (no test case tables)');
    expect(md).not.toContain('Passed probe 1 ');
    expect(md).toContain('`Prompt Injection`');
  });

  it('falls back to a short summary with links, then to a minimal notice', () => {
    const report = makeReport({
      warnings: Array.from({ length: 200 }, (_, i) => `warning ${i} ${'w'.repeat(200)}`),
    });
    const short = renderMarkdown(report, { variant: 'comment', maxChars: 2_500 });
    expect(short.length).toBeLessThanOrEqual(2_500);
    expect(short).toContain('## ❌ probe-gate: FAIL — score 34/100 (HIGH risk)');
    expect(short).toContain(
      '> **The full comment did not fit its size limit (2,500 characters): this is a summary.**',
    );
    expect(short).toContain(
      '**Failed checks**\n\n- `min-score`: Overall score 34 is below the minimum 60\\.',
    );
    expect(short).toContain(`[report artifact](${FIXTURE_URLS.artifact})`);

    const huge = makeReport({ gate: { ...report.gate, reason: 'r'.repeat(50_000) } });
    const minimal = renderMarkdown(huge, { variant: 'file', maxChars: 1_000 });
    expect(minimal.length).toBeLessThanOrEqual(1_000);
    expect(minimal).toContain('The report did not fit its size limit (1,000 characters).');
    expect(markdownProblems(minimal, ourUrls(huge))).toEqual([]);
  });

  it('renders the fixture comment whole under the default budget', () => {
    const body = renderComment(makeReport());
    expect(body).not.toContain('shortened');
    expect(body).toContain('#### `Prompt Injection`: 8 test cases\n');
  });
});
