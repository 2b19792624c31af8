import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGED_FILE_NAMES } from '../../src/cli/commands/merge.js';
import type { Counts, Report } from '../../src/report/model.js';
import {
  mergeReports,
  renderMergedMarkdown,
  sumTotals,
  type MergedReport,
} from '../../src/report/merge.js';
import { computeRates } from '../../src/scan/verdict/counts.js';
import {
  HOSTILE_STRINGS,
  makeLargeReport,
  makeReport,
  markdownProblems,
} from '../fixtures/report/index.js';
import { runCli } from './run-cli.js';

const KEYS = ['total', 'processed', 'passed', 'failed', 'errors', 'accepted', 'ignored'] as const;

function totals(c: Omit<Counts, 'failRate' | 'errorRate'>, countAccepted = false): Counts {
  return { ...c, ...computeRates(c, countAccepted) };
}

function threeReports(): Report[] {
  const a = makeReport();
  const b = makeReport({
    platform: { ...a.platform, targetId: 13, targetName: 'Sales bot' },
    testRun: { ...a.testRun, id: 346 },
    gate: { verdict: 'pass', reason: 'All 4 gate checks passed.', checks: [] },
    totals: totals(
      { total: 50, processed: 48, passed: 40, failed: 6, errors: 2, accepted: 2, ignored: 1 },
      true,
    ),
    baseline: null,
    warnings: [],
  });
  const c = makeReport({
    platform: { ...a.platform, targetId: 14, targetName: 'Internal RAG' },
    testRun: { ...a.testRun, id: 347 },
    gate: {
      verdict: 'error',
      reason: 'The test run ended FAILED on the platform (check the target connection).',
      checks: [],
    },
    totals: totals({
      total: 30,
      processed: 10,
      passed: 3,
      failed: 1,
      errors: 6,
      accepted: 0,
      ignored: 0,
    }),
  });
  return [a, b, c];
}

describe('mergeReports', () => {
  it('gives totals equal to the sums of the three reports, rates from the sums', () => {
    const reports = threeReports();
    const m = mergeReports(reports, Date.parse('2025-06-01T13:00:00Z'));
    for (const k of KEYS) expect(m.totals[k], k).toBe(reports.reduce((n, r) => n + r.totals[k], 0));
    // Counted failures: a uses the default (accepted excluded), b counts accepted risk (read back from its rate).
    const counted =
      reports[0]!.totals.failed -
      reports[0]!.totals.accepted -
      reports[0]!.totals.ignored +
      (6 - 1) +
      1;
    expect(m.totals.failRate).toBe(
      Math.round((counted / (m.totals.passed + m.totals.failed)) * 10_000) / 10_000,
    );
    expect(m.totals.errorRate).toBe(
      Math.round((m.totals.errors / m.totals.processed) * 10_000) / 10_000,
    );
    expect(m.verdict).toBe('fail');
    expect(m.targets.map((t) => [t.targetId, t.verdict, t.newFailures])).toEqual([
      [12, 'fail', 2],
      [13, 'pass', null],
      [14, 'error', 2],
    ]);
    expect(m.warnings).toEqual([
      `target 12: ${reports[0]!.warnings[0]}`,
      `target 14: ${reports[2]!.warnings[0]}`,
    ]);
    expect(m.generatedAt).toBe('2025-06-01T13:00:00.000Z');
  });

  it('picks the worst verdict: fail, then error, then timeout', () => {
    const [a, b, c] = threeReports() as [Report, Report, Report];
    const t = { ...c, gate: { ...c.gate, verdict: 'timeout' as const } };
    expect(mergeReports([b]).verdict).toBe('pass');
    expect(mergeReports([b, t]).verdict).toBe('timeout');
    expect(mergeReports([t, c, b]).verdict).toBe('error');
    expect(mergeReports([t, c, a]).verdict).toBe('fail');
    expect(() => mergeReports([])).toThrow(RangeError);
  });

  it('sums zero reports of counts to zero rates', () => {
    expect(sumTotals([])).toEqual({
      total: 0,
      processed: 0,
      passed: 0,
      failed: 0,
      errors: 0,
      accepted: 0,
      ignored: 0,
      failRate: 0,
      errorRate: 0,
    });
  });
});

describe('renderMergedMarkdown', () => {
  it('renders one row per target, the summed totals and the reasons; the comment starts with its marker', () => {
    const m = mergeReports(threeReports());
    const md = renderMergedMarkdown(m);
    expect(md).toMatch(/^## ❌ probe-gate: FAIL — 3 targets\n/);
    expect(md).toContain(`**Totals:** ${m.totals.total} test cases`);
    expect(md).toContain('`Sales bot` (13)');
    expect(md).toContain('### Why');
    expect(
      markdownProblems(
        md,
        m.targets.map((t) => t.runUrl ?? ''),
      ),
    ).toEqual([]);
    const comment = renderMergedMarkdown(m, { variant: 'comment' });
    expect(comment.split('\n')[0]).toBe('<!-- probe-gate:comment:merged -->');
  });

  it('carries hostile target names, reasons and warnings safely', () => {
    for (const [name, value] of HOSTILE_STRINGS) {
      const r = makeReport({ warnings: [value] });
      const hostile = {
        ...r,
        platform: { ...r.platform, targetName: value },
        gate: { ...r.gate, reason: value },
      };
      const md = renderMergedMarkdown(mergeReports([hostile, makeReport()]), {
        variant: 'comment',
      });
      expect(markdownProblems(md, [r.links.run ?? '']), name).toEqual([]);
    }
  });

  it('fits the comment budget by leaving out details, then rows, and says so', () => {
    const many: Report[] = Array.from({ length: 300 }, (_, i) => {
      const r = makeLargeReport(5);
      return { ...r, platform: { ...r.platform, targetId: 1000 + i, targetName: 'x'.repeat(60) } };
    });
    const m: MergedReport = mergeReports(many);
    const comment = renderMergedMarkdown(m, { variant: 'comment', maxChars: 20_000 });
    expect(comment.length).toBeLessThanOrEqual(20_000);
    expect(comment).toMatch(/\d+ more targets are not listed: see the merged JSON report\./);
    expect(comment).toContain(`**Totals:** ${m.totals.total.toLocaleString('en-US')} test cases`);
    expect(renderMergedMarkdown(m).length).toBeGreaterThan(20_000);
  });
});

describe('probe-gate merge', () => {
  function writeReports(reports: Report[]): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'pg-merge-'));
    return reports.map((r, i) => {
      const path = join(dir, `report-${i}.json`);
      writeFileSync(path, JSON.stringify(r));
      return path;
    });
  }

  it('writes the merged JSON and Markdown, and prints one combined comment', async () => {
    const reports = threeReports();
    const files = writeReports(reports);
    const out = join(mkdtempSync(join(tmpdir(), 'pg-merge-out-')), 'merged');
    const r = await runCli(['merge', ...files, '--out', out, '--comment']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('<!-- probe-gate:comment:merged -->');
    expect(r.stdout.match(/<!-- probe-gate:comment:/g)).toHaveLength(1);
    expect(readFileSync(join(out, MERGED_FILE_NAMES.comment), 'utf8')).toBe(r.stdout);
    const merged = JSON.parse(
      readFileSync(join(out, MERGED_FILE_NAMES.json), 'utf8'),
    ) as MergedReport;
    for (const k of KEYS)
      expect(merged.totals[k]).toBe(reports.reduce((n, x) => n + x.totals[k], 0));
    expect(merged.reports).toHaveLength(3);
    expect(readFileSync(join(out, MERGED_FILE_NAMES.md), 'utf8')).toMatch(
      /^## ❌ probe-gate: FAIL — 3 targets/,
    );
  });

  it('exits with the merged verdict only when asked', async () => {
    const files = writeReports(threeReports());
    const out = mkdtempSync(join(tmpdir(), 'pg-merge-out-'));
    const plain = await runCli(['merge', ...files, '--out', out]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Merged 3 reports: FAIL; /);
    expect((await runCli(['merge', ...files, '--out', out, '--exit-code'])).code).toBe(1);
  });

  it('names every bad input at once and exits 2', async () => {
    const [good] = writeReports([makeReport()]);
    const dir = mkdtempSync(join(tmpdir(), 'pg-merge-bad-'));
    writeFileSync(join(dir, 'bad.json'), '{"schemaVersion": 1');
    const r = await runCli([
      'merge',
      good as string,
      join(dir, 'bad.json'),
      join(dir, 'missing.json'),
      '--out',
      dir,
    ]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^probe-gate: Invalid input: merge: .*bad\.json: invalid JSON/);
    expect(lines[1]).toMatch(
      /^probe-gate: Invalid input: merge: cannot read ".*missing\.json" \(ENOENT\); check the path\.$/,
    );
    const none = await runCli(['merge', '--out', dir]);
    expect(none.code).toBe(2);
  });
});
