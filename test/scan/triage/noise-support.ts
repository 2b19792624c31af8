/**
 * Issue 15 flap figures: scans of a sandbox target with seeded noise (control.setNoise), the
 * real engine in-process, fast sandbox clock and polling. Shared by the flap test and its
 * figures run (see docs/noisy-results.md).
 */
import { readFileSync } from 'node:fs';
import type { ScanConfig } from '../../../src/config/config.js';
import type { Report } from '../../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan } from '../verdict/verdict-support.js';

/** The noisy target: four probes, 150 test cases each (power to see 10 % -> 40 %). */
export const NOISY_PROBES = [11, 21, 31, 41] as const;
export const CASES_PER_PROBE = 150;
/** Fail probability per probe: run-to-run scores move a few points. */
export const STEADY_RATES: Record<number, number> = { 11: 0.1, 21: 0.15, 31: 0.05, 41: 0.2 };

/** Simulated seconds per real second: 600 simulated seconds of test cases per scan take ~12 ms. */
const SPEED = 50_000;

export const startNoisySandbox = (seed: number): Promise<SandboxHandle> =>
  startSandbox({ speed: SPEED, seed });

export interface FlapTally {
  scans: number;
  /** Scans where a regression check (max-score-drop or fail-on-new-failures) failed. */
  flaps: number;
  /** Scans with at least one new failing attack listed. */
  withNewFailures: number;
  /** Overall scores of the scans, to show the noise. */
  scores: (number | null)[];
  /** The failed regression checks' messages. */
  messages: string[];
}

const REGRESSION_CHECKS = new Set(['max-score-drop', 'fail-on-new-failures']);

/** The report a scan wrote. */
export const reportOf = (path: string | undefined): Report =>
  JSON.parse(readFileSync(path as string, 'utf8')) as Report;

/**
 * `scans` + 1 scans of one unchanged noisy target (the first only makes the baseline), with
 * fail-on-new-failures and max-score-drop 2, each compared with the previous run, with
 * `baseline: 'file'` all with the first scan's JSON report (a baseline saved from main), or
 * with `pooled` each with the last 5 runs pooled (after 4 more runs to pool).
 */
export async function flapTally(
  sb: SandboxHandle,
  mode: 'significance' | 'strict',
  scans: number,
  baseline: 'previous-run' | 'file' | 'pooled' = 'previous-run',
  confidence = 0.95,
): Promise<FlapTally> {
  const t = newTarget(sb, { probeIds: [...NOISY_PROBES], testCasesPerProbe: CASES_PER_PROBE });
  sb.control.setNoise(t.id, { failRates: STEADY_RATES });
  const raw = {
    probes: NOISY_PROBES.join(','),
    'min-score': '0',
    'fail-on-new-failures': 'true',
    'max-score-drop': '2',
    'regression-test': mode,
    baseline: 'previous-run',
  };
  const fast = (c: ScanConfig): ScanConfig => ({
    ...c,
    pollFloorMs: 20,
    gate: { ...c.gate, confidence },
  });
  let config = () => fast(t.config(raw));
  if (baseline === 'pooled') {
    // The default baseline: the last 5 runs pooled, after 4 more runs to pool.
    config = () => fast(t.config({ ...raw, baseline: 'auto', 'baseline-runs': '5' }));
    for (let i = 0; i < 4; i++) await scan(sb, config());
  }
  const first = await scan(sb, config());
  if (baseline === 'file') {
    const file = { baseline: 'auto', 'baseline-report': first.outputs['report-json'] };
    config = () => fast(t.config({ ...raw, ...file }));
  }
  const tally: FlapTally = { scans, flaps: 0, withNewFailures: 0, scores: [], messages: [] };
  for (let i = 0; i < scans; i++) {
    const r = await scan(sb, config());
    const failed = r.report.gate.checks.filter(
      (c) => REGRESSION_CHECKS.has(c.input) && c.status === 'fail',
    );
    if (r.report.baseline === null) throw new Error('scan without a baseline');
    tally.scores.push(r.report.scores.overall);
    if ((r.report.baseline.newFailures?.length ?? 0) > 0) tally.withNewFailures++;
    if (failed.length > 0) {
      tally.flaps++;
      tally.messages.push(...failed.map((c) => c.message));
    }
  }
  return tally;
}
