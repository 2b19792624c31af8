/**
 * Issue 17, cases 1-3: the platform's target score (4.6) is not this run's score when it is
 * stale, mixed with another pipeline's run, or holds categories this run never measured. The
 * gate judges this run's own score instead (R20), and says so; `score-source: platform`
 * fails closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, runCreated, scan, sourceOf, triggerOther } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 17 });
});
afterAll(async () => sb?.close());

describe('an honest platform', () => {
  it("auto gates the platform's score when it provably is this run's: equal to the run's own", async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    const r = await scan(sb, t.config());
    const source = sourceOf(r);
    expect(source.gated).toBe('platform');
    expect(source.reason).toMatch(/provably reflects this run/);
    expect(source.platform).toEqual(source.run);
    expect(r.outputs['score-source']).toBe('platform');
  });
});

describe('the platform score does not reflect this run: the run is judged on its own score', () => {
  it('case 1: a stale score (older than the run) is not gated; score-source platform fails closed', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    const before = await scan(sb, t.config());
    expect(before.verdict).toBe('pass');

    sb.control.setVulnerability(t.id, 0.9);
    sb.control.setQuirks(t.id, { staleScores: true });
    const r = await scan(sb, t.config());
    const source = sourceOf(r);
    // The platform still answers last run's passing score...
    expect(source.platform.overall).toBe(before.report.scores.overall);
    expect(source.platform.overall).toBeGreaterThanOrEqual(60);
    // ...but the gate judged this run's own results.
    expect(source.gated).toBe('run');
    expect(source.reason).toMatch(/it is stale: latestExecutionDate .* is before this run started/);
    expect(r.report.scores.overall).toBe(source.run?.overall);
    expect(r.report.scores.overall).toBeLessThan(60);
    expect(r.verdict).toBe('fail');
    expect(r.outputs['score-source']).toBe('run');
    expect(r.outputs['overall-score']).toBe(String(source.run?.overall));

    const strict = await scan(sb, t.config({ 'score-source': 'platform' }));
    expect(strict.verdict).toBe('error');
    expect(strict.exitCode).toBe(3);
    expect(strict.report.gate.reason).toMatch(/score-source platform: .*it is stale/);
    expect(strict.outputs['overall-score']).toBe('');
  });

  it('case 2: another run of the target overlapping this one: its results are not mixed into the gate', async () => {
    const t = newTarget(sb, { vulnerability: 0.9, testCasesPerProbe: 20 });
    sb.stats.reset();
    const pending = scan(sb, t.config());
    await runCreated(sb);
    // A second pipeline scans the same (now fixed) target at the same time.
    sb.control.setVulnerability(t.id, 0);
    sb.control.setTestCasesPerProbe(t.id, 2);
    const other = await triggerOther(sb, t.id, 'another pull request');
    const r = await pending;
    const source = sourceOf(r);
    expect(source.gated).toBe('run');
    expect(source.reason).toContain(`test run ${other} of the target overlapped this run`);
    expect(r.report.scores.overall).toBe(source.run?.overall);
    expect(r.report.scores.overall).toBeLessThan(60);
    expect(r.verdict).toBe('fail');
  });

  it('case 3: categories this run did not measure: category-min-scores on one fails closed', async () => {
    const t = newTarget(sb, { vulnerability: 0 });
    expect((await scan(sb, t.config())).verdict).toBe('pass');
    sb.control.setVulnerability(t.id, 0.9);
    // A pull request that runs one Jailbreak probe; the gate asks about Data Leakage too.
    const r = await scan(
      sb,
      t.config({ probes: '21', 'category-min-scores': 'Data Leakage=50', 'min-score': '0' }),
    );
    const source = sourceOf(r);
    expect(Object.keys(source.platform.categories)).toContain('Data Leakage');
    expect(Object.keys(source.run?.categories ?? {})).toEqual(['Jailbreak']);
    expect(source.gated).toBe('run');
    expect(source.reason).toMatch(/categories this run did not measure \(.*Data Leakage.*\)/);
    expect(r.verdict).toBe('error');
    expect(r.report.gate.reason).toContain('Category "Data Leakage" has no score: failing closed.');
  });
});
