/**
 * Issue 15, item 2: every fail rate in the JSON report carries its Wilson interval (run
 * totals and each probe run), recomputable from the counts, and the Markdown shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJunit } from '../../../src/report/junit.js';
import { renderMarkdown } from '../../../src/report/markdown/markdown.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { ReportSchema } from '../../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { countedFailures } from '../../../src/scan/verdict/counts.js';
import { wilson } from '../../../src/scan/verdict/stats.js';
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
});
