import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanConfig } from '../../../src/config/config.js';
import type { SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan } from '../verdict/verdict-support.js';
import {
  CASES_PER_PROBE,
  flapTally,
  NOISY_PROBES,
  STEADY_RATES,
  startNoisySandbox,
} from './noise-support.js';

// The pooled baseline (the default without a baseline-report): the last baseline-runs
// completed runs with the same probes, pooled per probe; fewer than min-baseline-runs skip
// the regression checks and say so; the report lists the runs used and their spread.

describe('baseline: pooled', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startNoisySandbox(3);
  });
  afterAll(async () => sb?.close());

  it('skips with one earlier run, then pools the last baseline-runs runs per probe', async () => {
    const t = newTarget(sb, { probeIds: [...NOISY_PROBES], testCasesPerProbe: CASES_PER_PROBE });
    sb.control.setNoise(t.id, { failRates: STEADY_RATES });
    const raw = {
      probes: NOISY_PROBES.join(','),
      'min-score': '0',
      'fail-on-new-failures': 'true',
      'max-score-drop': '2',
      baseline: 'auto',
      'baseline-runs': '3',
    };
    const config = (extra: Record<string, string> = {}): ScanConfig => ({
      ...t.config({ ...raw, ...extra }),
      pollFloorMs: 20,
    });
    const first = await scan(sb, config());
    expect(first.report.baseline).toBeNull();
    const second = await scan(sb, config());
    expect(second.report.baseline?.skipReason).toMatch(
      /^Only 1 completed run of this target with the same probes to pool, fewer than min-baseline-runs 2/,
    );
    const drop = second.report.gate.checks.find((c) => c.id === 'max-score-drop');
    expect(drop).toMatchObject({ status: 'skip', passed: false });
    expect(drop?.message).toBe(second.report.baseline?.skipReason);
    await scan(sb, config());
    await scan(sb, config());
    const pooled = await scan(sb, config());
    const b = pooled.report.baseline!;
    expect(b.skipReason).toBeUndefined();
    expect(b.pool?.runs).toHaveLength(3);
    // Newest first, never this run.
    const ids = b.pool!.runs.map((r) => r.testRunId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids).not.toContain(pooled.report.testRun.id);
    // Each probe's baseline side holds the three runs' judged cases (errored ones aside).
    expect(b.probeTests).toHaveLength(NOISY_PROBES.length);
    for (const test of b.probeTests ?? []) {
      expect(test.baseline!.judged).toBeGreaterThan(2 * CASES_PER_PROBE);
      expect(test.baseline!.judged).toBeLessThanOrEqual(3 * CASES_PER_PROBE);
    }
    expect(b.pool!.scoreRange![0]).toBeLessThanOrEqual(b.pool!.scoreRange![1]);
    expect(b.pool!.probeSpread).toHaveLength(NOISY_PROBES.length);
    // A real regression against the pool fails, naming the probe.
    sb.control.setNoise(t.id, { failRates: { ...STEADY_RATES, 11: 0.4 } });
    const regressed = await scan(sb, config());
    const check = regressed.report.gate.checks.find((c) => c.id === 'fail-on-new-failures');
    expect(check?.status).toBe('fail');
    expect(check?.message).toMatch(/rose significantly in: /);
  });
});

const seeds = (process.env.PROBE_GATE_POOLED_SEEDS ?? '')
  .split(',')
  .filter((x) => x.trim() !== '')
  .map(Number);

describe.runIf(seeds.length > 0)('flaps: one saved baseline vs the pooled default', () => {
  it('prints the flaps in 20 scans of PROBE_GATE_POOLED_SEEDS', async () => {
    const rows: string[] = [];
    for (const seed of seeds) {
      const other = await startNoisySandbox(seed);
      try {
        const file = await flapTally(other, 'significance', 20, 'file');
        const pooled = await flapTally(other, 'significance', 20, 'pooled');
        rows.push(`| ${seed} | ${file.flaps} | ${pooled.flaps} |`);
      } finally {
        await other.close();
      }
    }
    console.log(['| Seed | one saved report | pooled (last 5) |', ...rows].join('\n'));
    expect(rows).toHaveLength(seeds.length);
  }, 600_000);
});
