/**
 * Without per-probe detail (a server with no status endpoint) the platform's target score is
 * not this run's: it averages each probe's latest results, an earlier run's included. Under
 * `score-source: auto` the score checks are then open (inconclusive, exit 5), never a pass;
 * the count checks still judge the run's own counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 2000, seed: 14, statusEndpoint: false });
});
afterAll(async () => sb?.close());

describe('no status endpoint, score-source auto', () => {
  it("a fresh target score that averages another probe's earlier run: score checks open, not pass", async () => {
    // Two Jailbreak probes: the first ran flawlessly before; this run's probe fails often.
    const t = newTarget(sb, { probeIds: [21, 23], testCasesPerProbe: 80, vulnerability: 0 });
    const earlier = await scan(sb, t.config({ probes: '21', 'ai-analysis': 'false' }));
    expect(earlier.report.totals.failed).toBe(0);
    sb.control.setVulnerability(t.id, 0.5);
    const r = await scan(sb, t.config({ probes: '23', 'ai-analysis': 'false', 'min-score': '70' }));
    expect(r.report.totals.failed).toBeGreaterThan(0);
    expect(r.verdict).toBe('inconclusive');
    expect(r.exitCode).toBe(5);
    const check = r.report.gate.checks.find((c) => c.id === 'min-score');
    expect(check?.passed).toBe(false);
    expect(check?.message).toMatch(/has no score of its own.*cannot be judged \(inconclusive\)/);
    expect(r.outputs['overall-score']).toBe('');
  });

  it('the count checks still judge this run: max-failed fails', async () => {
    const t = newTarget(sb, { probeIds: [21], testCasesPerProbe: 40, vulnerability: 0.5 });
    const r = await scan(
      sb,
      t.config({ 'ai-analysis': 'false', 'min-score': '70', 'max-failed': '0' }),
    );
    expect(r.verdict).toBe('fail');
    expect(r.report.gate.checks.find((c) => c.id === 'max-failed')?.status).toBe('fail');
  });
});
