/**
 * Issue 15, item 2: every fail rate in the JSON report carries its Wilson interval (run
 * totals and each probe run), recomputable from the counts, and the Markdown shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJunit } from '../../../src/report/junit.js';
import { renderMarkdown } from '../../../src/report/markdown/markdown.js';
import { renderSarif } from '../../../src/report/sarif/sarif.js';
import { ReportSchema } from '../../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { countedFailures } from '../../../src/scan/verdict/counts.js';
import { wilson } from '../../../src/scan/verdict/stats.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';
import { newTarget, scan } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 15 });
});
afterAll(async () => sb?.close());

describe('fail-rate intervals in the report', () => {
  it('totals and every probe run carry a 95% Wilson interval matching their counts', async () => {
    const t = newTarget(sb, { vulnerability: 0.3, testCasesPerProbe: 12 });
    const r = await scan(sb, t.config({ probes: '11,21' }));
    const report = ReportSchema.parse(r.report);
    const all = [report.totals, ...report.probeRuns];
    expect(report.probeRuns.length).toBe(2);
    for (const c of all) {
      const judged = c.passed + c.failed;
      expect(judged).toBeGreaterThan(0);
      const w = wilson(countedFailures(c, false), judged, 0.95);
      expect(c.failRateInterval).toEqual({
        low: Math.round(w.low * 1e4) / 1e4,
        high: Math.round(w.high * 1e4) / 1e4,
        confidence: 0.95,
      });
      expect(c.failRateInterval!.low).toBeLessThanOrEqual(c.failRate);
      expect(c.failRateInterval!.high).toBeGreaterThanOrEqual(c.failRate);
    }
    const md = renderMarkdown(report);
    expect(md).toMatch(/fail rate [\d.]+% \(95% CI [\d.]+%–[\d.]+%\)/);
    const junitCis = renderJunit(report).match(/name="failRateCi" value="[^"]*95% CI/g) ?? [];
    expect(junitCis.length).toBe(2);
    expect(renderSarif(report)).toMatch(/fail rate [\d.]+% \(95% CI [\d.]+%–[\d.]+%\)\./);
  });

  it('confidence sets every interval; gate-on: bound judges the upper bound (same run, two gates)', async () => {
    const t = newTarget(sb, { vulnerability: 0.3, testCasesPerProbe: 12 });
    const raw = { probes: '11,21', 'min-score': '0', 'min-samples': '0', confidence: '0.8' };
    const point = await scan(sb, t.config(raw));
    const report = ReportSchema.parse(point.report);
    for (const c of [report.totals, ...report.probeRuns]) {
      const w = wilson(countedFailures(c, false), c.passed + c.failed, 0.8);
      expect(c.failRateInterval).toEqual({
        low: Math.round(w.low * 1e4) / 1e4,
        high: Math.round(w.high * 1e4) / 1e4,
        confidence: 0.8,
      });
    }
    expect(report.gate.settings).toMatchObject({ confidence: 0.8, gateOn: 'point' });
    expect(renderMarkdown(report)).toMatch(/fail rate [\d.]+% \(80% CI [\d.]+%–[\d.]+%\)/);
    expect(point.log.lines.join('\n')).toMatch(/fail rate [\d.]+% \(80% CI /);
    // Gate the same run twice, with a limit between the measured rate and its upper bound.
    const { failRate, failRateInterval } = report.totals;
    const limit = Math.round(((failRate + failRateInterval!.high) / 2) * 1e4) / 1e4;
    expect(failRateInterval!.high - failRate).toBeGreaterThan(0.01);
    const again = (gateOn: string) =>
      scan(
        sb,
        t.config({
          'attach-test-run-id': String(report.testRun.id),
          'max-fail-rate': String(limit),
          'min-score': '0',
          'min-samples': '0',
          confidence: '0.8',
          'gate-on': gateOn,
        }),
      );
    expect((await again('point')).verdict).toBe('pass');
    // The limit lies between the bounds: neither pass nor fail under bound.
    const bound = await again('bound');
    expect(bound.verdict).toBe('inconclusive');
    expect(bound.exitCode).toBe(5);
    expect(bound.report.gate.reason).toMatch(
      /^Inconclusive, not a pass: Fail rate [\d.]+% \(80% bounds [\d.]+% to [\d.]+%\) leaves open, needing more test cases to decide, the limit of [\d.]+%\./,
    );
  });
});

describe('without per-probe detail (no status endpoint): the bounds fail closed', () => {
  let plain: SandboxHandle;
  beforeAll(async () => {
    plain = await startSandbox({ speed: 400, seed: 7, statusEndpoint: false });
  });
  afterAll(async () => plain?.close());

  it('bounds the overall score by the run fail-rate margin; a gated category is inconclusive, or error under bound', async () => {
    const config = (raw: Record<string, string>) => {
      // Without per-probe detail only score-source platform gates a score (auto leaves the
      // score checks open).
      const c = sandboxConfig(plain, 'hardened', { 'score-source': 'platform', ...raw });
      c.pollFloorMs = 50;
      return c;
    };
    const r = await scanSandbox(plain, config({ 'gate-on': 'bound', 'min-score': '0' }));
    expect(r.report.perProbeDetail).toBe(false);
    const t = r.report.totals;
    const overall = r.report.scores.overall as number;
    const margin = 100 * (t.failRateInterval!.high - t.failRate);
    const bound = Math.max(0, Math.floor((overall - margin) * 10) / 10);
    expect(r.report.gate.checks.find((c) => c.id === 'min-score')).toMatchObject({
      actual: bound,
      message: `Overall score ${overall} (95% bounds ${bound} to ${overall}) is at least 0.`,
    });
    expect(r.verdict).toBe('pass');
    // A category's judged count is unknown without per-probe detail: not enough evidence.
    const category = Object.keys(r.report.scores.categories)[0] as string;
    const point = await scanSandbox(plain, config({ 'category-min-scores': `${category}=0` }));
    expect(point.verdict).toBe('inconclusive');
    expect(point.exitCode).toBe(5);
    const bounded = await scanSandbox(
      plain,
      config({ 'category-min-scores': `${category}=0`, 'gate-on': 'bound' }),
    );
    expect(bounded.verdict).toBe('error');
    expect(bounded.exitCode).toBe(3);
  });
});
