import { describe, expect, it } from 'vitest';
import { evaluateGate, type GateInput } from '../../../src/scan/verdict/gate.js';
import type { GateConfig } from '../../../src/config/config.js';
import { DEFAULT_GATE } from '../../support/gate-config.js';

// Errored test cases that could hide failures: 3 probes x 20 cases of 14 passed, 2 failed,
// 4 errored. Measured: score 87.5 (88); with the errors as failures: 70.
const input: GateInput = {
  runState: 'completed',
  timedOut: false,
  overallScore: 88,
  categories: { a: 87.5, b: 87.5, c: 87.5 },
  processed: 60,
  passed: 42,
  failed: 6,
  errors: 12,
  accepted: 0,
  ignored: 0,
  baseline: null,
  categoryJudged: { a: 16, b: 16, c: 16 },
  errorFailScores: { overall: 70, categories: { a: 70, b: 70, c: 70 } },
};
const gate = (i: Partial<GateInput> = {}, c: Partial<GateConfig> = {}) =>
  evaluateGate({ ...input, ...i }, { ...DEFAULT_GATE, ...c });

describe('errors that could hide failures', () => {
  it('a check that passes only if the errored cases passed: inconclusive, naming it', () => {
    const g = gate({}, { minScore: 80 });
    expect(g.verdict).toBe('inconclusive');
    const hide = g.checks.find((c) => c.id === 'errors-hide:min-score');
    expect(hide).toMatchObject({
      input: 'min-samples',
      status: 'fail',
      inconclusive: true,
      threshold: 80,
      actual: 70,
    });
    expect(hide?.message).toBe(
      'min-score passes only if the 12 errored test cases passed: counted as failures, overall score 70 is below the minimum 80. Fix what makes the target error, or re-run, so that they are judged.',
    );
    expect(g.reason).not.toContain('min-samples');
  });
  it('passes when the check holds even with every error a failure', () => {
    expect(gate({}, { minScore: 70 }).verdict).toBe('pass');
    expect(gate({ errors: 0 }, { minScore: 80 }).verdict).toBe('pass');
  });
  it('covers the count checks too: max-failed and max-fail-rate', () => {
    expect(gate({}, { minScore: 0, maxFailed: 10 }).checks.map((c) => c.id)).toContain(
      'errors-hide:max-failed',
    );
    expect(gate({}, { minScore: 0, maxFailRate: 0.2 }).verdict).toBe('inconclusive');
  });
  it('a warn-only check is not re-judged; a failing check still decides fail', () => {
    expect(gate({}, { minScore: 80, warnOnly: ['min-score'] }).verdict).toBe('pass');
    expect(gate({}, { minScore: 90 }).verdict).toBe('fail');
  });
});
