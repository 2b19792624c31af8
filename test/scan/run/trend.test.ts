import { FAILED_SHARE_NOTE } from '../../../src/report/markdown/trend.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCheckRun } from '../../../src/github/check-run.js';
import { trackingBody } from '../../../src/github/tracking-issue.js';
import { startFakeGitHubApi } from '../../fixtures/github/fake-github.js';
import type { TestRunSummary } from '../../../src/api/index.js';
import { renderComment } from '../../../src/report/markdown/comment.js';
import { renderSummary } from '../../../src/report/markdown/summary.js';
import { renderJson } from '../../../src/report/json.js';
import { ReportSchema } from '../../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { buildTrend, sparkline } from '../../../src/scan/run/trend.js';
import { makeReport } from '../../fixtures/report/make-report.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';

const run = (id: number, day: number, passed: number, failed: number, status = 'Completed') =>
  ({
    id,
    name: `r${id}`,
    executionDate: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
    passedCount: passed,
    failedCount: failed,
    errorCount: 0,
    totalCount: passed + failed,
    progress: 1,
    status,
    probes: [],
  }) as unknown as TestRunSummary;

describe('sparkline', () => {
  it('scales from the lowest to the highest value, gaps as spaces, flat as the lowest block', () => {
    expect(sparkline([0, 0.5, 1])).toBe('▁▅█');
    expect(sparkline([0.2, null, 0.2])).toBe('▁ ▁');
    expect(sparkline([])).toBe('');
  });
});

describe('buildTrend', () => {
  it('keeps the last N completed runs, oldest first, this run last with its score', () => {
    const report = makeReport();
    const list = [
      run(5, 5, 9, 1),
      run(3, 3, 5, 5),
      run(4, 4, 8, 2, 'Running'),
      run(2, 2, 0, 10),
      run(report.testRun.id!, 9, 1, 1),
    ];
    const trend = buildTrend(report, list, 3);
    expect(trend.runs.map((r) => r.testRunId)).toEqual([3, 5, report.testRun.id]);
    expect(trend.runs.map((r) => r.failRate)).toEqual([0.5, 0.1, expect.any(Number)]);
    expect(trend.runs.at(-1)?.score).toBe(report.scores.overall);
    expect(trend.runs.slice(0, -1).every((r) => r.score === null)).toBe(true);
    expect(trend.sparkline).toHaveLength(3);
    // The Report schema accepts it, and the JSON report keeps it.
    const withTrend = { ...report, trend };
    expect(ReportSchema.parse(JSON.parse(renderJson(withTrend))).trend).toEqual(trend);
  });
});

describe('buildTrend with scores from saved reports', () => {
  it('gives earlier runs the scores saved reports have, and a score sparkline from two of them', () => {
    const report = makeReport();
    const list = [run(3, 3, 5, 5), run(5, 5, 9, 1), run(report.testRun.id!, 9, 1, 1)];
    const none = buildTrend(report, list, 3);
    expect(none.scoreSparkline).toBeNull();
    const trend = buildTrend(report, list, 3, new Map([[5, 90]]));
    expect(trend.runs.map((r) => r.score)).toEqual([null, 90, report.scores.overall]);
    expect(trend.scoreSparkline).toBe(' █▁');
    expect(ReportSchema.parse({ ...report, trend }).trend?.scoreSparkline).toBe(' █▁');
  });
});

describe('the trend in a scan', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 7 });
  });
  afterAll(async () => {
    await sb?.close();
  });

  it('lists this run after the earlier ones, with new/fixed/persistent against the previous run', async () => {
    await scanSandbox(sb, sandboxConfig(sb, 'vulnerable'));
    const second = await scanSandbox(
      sb,
      sandboxConfig(sb, 'vulnerable', { baseline: 'previous-run', 'trend-runs': '5' }),
    );
    const trend = second.report.trend!;
    expect(trend.runs.length).toBeGreaterThanOrEqual(2);
    expect(trend.runs.length).toBeLessThanOrEqual(5);
    expect(trend.runs.at(-1)?.testRunId).toBe(second.report.testRun.id);
    expect(trend.changes).toMatchObject({
      new: second.report.baseline?.newFailures?.length,
      since: second.report.baseline?.testRunId,
    });
    expect(trend.changes!.fixed + trend.changes!.persistent).toBeGreaterThan(0);
    for (const md of [renderSummary(second.report), renderComment(second.report)]) {
      expect(md).toContain(`### Trend (last ${trend.runs.length} completed runs)`);
      expect(md).toContain(trend.sparkline);
      expect(md).toContain(`**${second.report.testRun.id}** (this run)`);
    }
    const off = await scanSandbox(sb, sandboxConfig(sb, 'vulnerable', { 'trend-runs': '0' }));
    expect(off.report.trend).toBeNull();
  });

  it("takes earlier runs' scores from saved reports, and shows them in the check run (GitHub requests validated against @octokit/openapi)", async () => {
    const gh = await startFakeGitHubApi();
    try {
      const saved = (dir: string) => join(dir, 'probe-gate-report.json');
      const cfg = (raw: Record<string, string> = {}) =>
        sandboxConfig(sb, 'hardened', { 'trend-runs': '10', ...raw });
      const c1 = cfg();
      const first = await scanSandbox(sb, c1);
      const c2 = cfg({ baseline: 'auto', 'baseline-report': saved(c1.reportDir) });
      const second = await scanSandbox(sb, c2);
      const point = (t: typeof second, id: number | null) =>
        t.report.trend!.runs.find((p) => p.testRunId === id);
      // The baseline file's own run has its saved score.
      expect(point(second, first.report.testRun.id)?.score).toBe(first.report.scores.overall);

      // The third run learns both earlier scores from the second run's saved report (its trend).
      const c3 = cfg({ baseline: 'auto', 'baseline-report': saved(c2.reportDir) });
      const check = actionCheckRun({
        token: 'ghs_test',
        locationPath: '.github/workflows/ai.yml',
        env: { GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40) },
        annotate: () => undefined,
        warn: (m) => {
          throw new Error(m);
        },
      });
      const third = await scanSandbox(sb, c3, { check });
      expect(point(third, first.report.testRun.id)?.score).toBe(first.report.scores.overall);
      expect(point(third, second.report.testRun.id)?.score).toBe(second.report.scores.overall);
      const trend = third.report.trend!;
      expect(trend.scoreSparkline).toHaveLength(trend.runs.length);
      expect(trend.scoreSparkline!.trimStart()).toHaveLength(
        trend.runs.length - trend.runs.findIndex((p) => p.score !== null),
      );
      // Kept in the JSON report.
      const json = JSON.parse(readFileSync(join(c3.reportDir, 'probe-gate-report.json'), 'utf8'));
      expect(ReportSchema.parse(json).trend).toEqual(trend);
      const body = renderComment(third.report);
      await check.complete({ report: third.report, summary: body.slice(body.indexOf('\n') + 1) });
      // One renderer: the check run, the summary, the PR comment and the nightly tracking issue.
      const surfaces = [
        gh.checks[0]!.output.summary!,
        renderSummary(third.report),
        body,
        trackingBody(third.report),
      ];
      for (const md of surfaces) {
        expect(md).toContain(`Score, oldest to this run: \`${trend.scoreSparkline}\``);
        expect(md).toContain(`Failed share, oldest to this run: \`${trend.sparkline}\``);
        // One fail rate per report: the trend's rate has its own name, stated beside it.
        expect(md).toContain(FAILED_SHARE_NOTE);
        expect(md).not.toMatch(/\| Fail rate \| Score \|/);
      }
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
