import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
