import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/errors.js';

// The baseline inputs: baseline (auto, pooled, previous-run, none), baseline-runs and
// min-baseline-runs.
const base = {
  'api-key': 'k',
  'base-url': 'https://api.probe.splx.ai',
  'workspace-id': '3',
  'target-id': '7',
};
const problems = (raw: Record<string, unknown>): string[] => {
  try {
    parseConfig({ ...base, ...raw });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('baseline inputs', () => {
  it('default to auto (pooled without a baseline-report), 5 runs, at least 2', () => {
    expect(parseConfig(base)).toMatchObject({
      baseline: 'auto',
      baselineRuns: 5,
      minBaselineRuns: 2,
    });
    expect(parseConfig({ ...base, baseline: 'pooled' }).baseline).toBe('pooled');
  });
  it('refuse counts out of range, and a minimum above the runs pooled', () => {
    expect(problems({ 'baseline-runs': '0' }).join('\n')).toMatch(/^baseline-runs: /);
    expect(problems({ 'min-baseline-runs': '21' }).join('\n')).toMatch(/^min-baseline-runs: /);
    expect(problems({ 'baseline-runs': '3', 'min-baseline-runs': '4' })).toEqual([
      'min-baseline-runs: 4 is more than baseline-runs 3, so the regression checks could never run; lower it or raise baseline-runs.',
    ]);
  });
});
