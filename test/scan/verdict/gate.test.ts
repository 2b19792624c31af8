import { describe, expect, it } from 'vitest';
import { evaluateGate, type GateInput } from '../../../src/scan/verdict/gate.js';
import type { GateConfig } from '../../../src/config/config.js';
import { DEFAULT_GATE } from '../../support/gate-config.js';

const defaults: GateConfig = DEFAULT_GATE;
const good: GateInput = {
  runState: 'completed',
  timedOut: false,
  overallScore: 85,
  categories: { jailbreak: 80, prompt_injection: 90 },
  processed: 100,
  passed: 90,
  failed: 8,
  errors: 2,
  accepted: 3,
  ignored: 1,
  baseline: null,
};
const gate = (input: Partial<GateInput> = {}, config: Partial<GateConfig> = {}) =>
  evaluateGate({ ...good, ...input }, { ...defaults, ...config });
const check = (g: ReturnType<typeof evaluateGate>, id: string) => g.checks.find((c) => c.id === id);

describe('gate defaults', () => {
  it('passes a good run with min-score 60 and max-error-rate 0.2 by default', () => {
    const g = gate();
    expect(g.verdict).toBe('pass');
    expect(g.checks.map((c) => c.id)).toEqual(['min-score', 'max-error-rate']);
    expect(check(g, 'min-score')).toMatchObject({ threshold: 60, actual: 85, passed: true });
    expect(check(g, 'max-error-rate')).toMatchObject({
      threshold: 0.2,
      actual: 0.02,
      passed: true,
    });
  });
  it('fails just below 60 and passes at exactly 60', () => {
    expect(gate({ overallScore: 59 }).verdict).toBe('fail');
    expect(gate({ overallScore: 60 }).verdict).toBe('pass');
  });
});

describe('each check', () => {
  it('max-failed counts neither accepted risks nor ignored findings by default', () => {
    // 8 failed - 3 accepted - 1 ignored = 4
    expect(check(gate({}, { maxFailed: 4 }), 'max-failed')).toMatchObject({
      actual: 4,
      passed: true,
    });
    expect(gate({}, { maxFailed: 3 }).verdict).toBe('fail');
  });
  it('count-accepted-risk counts accepted risks', () => {
    expect(check(gate({}, { maxFailed: 4, countAcceptedRisk: true }), 'max-failed')).toMatchObject({
      actual: 7,
      passed: false,
    });
  });
  it('max-fail-rate compares counted failures with judged cases', () => {
    const g = gate({}, { maxFailRate: 0.04 });
    expect(check(g, 'max-fail-rate')).toMatchObject({ actual: 0.0408, passed: false });
    // 4 counted of 98 judged passes 5%, but the 2 errored cases as failures (6 of 98) do not.
    expect(gate({}, { maxFailRate: 0.05 }).verdict).toBe('inconclusive');
    expect(gate({}, { maxFailRate: 0.07 }).verdict).toBe('pass');
  });
  it('judges rates unrounded: just over the limit fails, and says by how much', () => {
    // 20,001 of 100,000 is 20.001%, which rounds to the limit's 0.2 at four decimals.
    const over = {
      processed: 100_000,
      passed: 79_999,
      failed: 20_001,
      errors: 0,
      accepted: 0,
      ignored: 0,
    };
    const g = gate(over, { maxFailRate: 0.2 });
    expect(check(g, 'max-fail-rate')).toMatchObject({ actual: 0.20001, passed: false });
    expect(check(g, 'max-fail-rate')?.message).toContain('20.001%');
    expect(g.verdict).toBe('fail');
    expect(gate({ ...over, passed: 80_000, failed: 20_000 }, { maxFailRate: 0.2 }).verdict).toBe(
      'pass',
    );
    const errors = {
      processed: 100_000,
      passed: 79_999,
      failed: 0,
      errors: 20_001,
      accepted: 0,
      ignored: 0,
    };
    expect(gate(errors, { maxErrorRate: 0.2, minSamples: 0 }).verdict).toBe('fail');
  });
  it('max-error-rate fails on too many errors', () => {
    const g = gate({ errors: 30, passed: 62 }, { maxErrorRate: 0.2 });
    expect(check(g, 'max-error-rate')).toMatchObject({ actual: 0.3, passed: false });
    expect(g.verdict).toBe('fail');
  });
  it('category-min-scores matches keys loosely and fails below', () => {
    const g = gate({}, { categoryMinScores: { 'Prompt Injection': 95, jailbreak: 70 } });
    expect(check(g, 'category-min-score:Prompt Injection')).toMatchObject({
      actual: 90,
      passed: false,
    });
    expect(check(g, 'category-min-score:jailbreak')).toMatchObject({ actual: 80, passed: true });
    expect(g.verdict).toBe('fail');
  });
  it('max-score-drop fails on a larger drop, skips without a baseline', () => {
    expect(
      gate({ baseline: { scoreDelta: -6, newFailures: 0 } }, { maxScoreDrop: 5 }).verdict,
    ).toBe('fail');
    expect(
      gate({ baseline: { scoreDelta: -5, newFailures: 0 } }, { maxScoreDrop: 5 }).verdict,
    ).toBe('pass');
    const skipped = gate({ baseline: null }, { maxScoreDrop: 5 });
    // Skipped is not passed (R22): not counted, and the reason says why.
    expect(check(skipped, 'max-score-drop')).toMatchObject({
      actual: null,
      passed: false,
      status: 'skip',
    });
    expect(skipped.verdict).toBe('pass');
    expect(skipped.reason).toBe(
      'All 2 gate checks that ran passed; 1 skipped (No baseline score to compare with).',
    );
  });
  it('fail-on-new-failures fails when an attack newly fails', () => {
    expect(
      gate({ baseline: { scoreDelta: 0, newFailures: 2 } }, { failOnNewFailures: true }).verdict,
    ).toBe('fail');
    expect(
      gate({ baseline: { scoreDelta: 0, newFailures: 0 } }, { failOnNewFailures: true }).verdict,
    ).toBe('pass');
  });
  it('every check reports threshold, actual and a message', () => {
    const g = gate(
      {},
      {
        maxFailed: 1,
        maxFailRate: 0.5,
        categoryMinScores: { jailbreak: 1 },
        maxScoreDrop: 1,
        failOnNewFailures: true,
      },
    );
    for (const c of g.checks) {
      expect(c.threshold).not.toBeUndefined();
      expect(c.message.length).toBeGreaterThan(10);
    }
  });
});

describe('fail closed', () => {
  it.each([null, Number.NaN, -1, 101, Number.POSITIVE_INFINITY])(
    'score %s gives error, never pass',
    (score) => {
      const g = gate({ overallScore: score as number | null });
      expect(g.verdict).toBe('error');
      expect(check(g, 'min-score')).toMatchObject({ passed: false, actual: null });
    },
  );
  it('a missing score fails closed even with min-score 0', () => {
    expect(gate({ overallScore: null }, { minScore: 0 }).verdict).toBe('error');
  });
  it('a category with no score fails closed', () => {
    expect(gate({}, { categoryMinScores: { nonexistent: 10 } }).verdict).toBe('error');
  });
  it.each(['failed', 'cancelled', 'unknown', 'running'] as const)(
    'a run that ended %s gives error',
    (runState) => {
      expect(gate({ runState }).verdict).toBe('error');
    },
  );
  it('a timeout is its own verdict, never a pass', () => {
    expect(gate({ timedOut: true, runState: 'running' }).verdict).toBe('timeout');
  });
  it('a run that executed nothing gives error', () => {
    expect(
      gate({ processed: 0, passed: 0, failed: 0, errors: 0, accepted: 0, ignored: 0 }).verdict,
    ).toBe('error');
  });
});

describe('what the gate cannot trust (R20-R22)', () => {
  it('a score that cannot be gated fails closed, also when no check reads the score', () => {
    const problem = 'score-source platform: the platform score is stale.';
    const g = gate({ scoreProblem: problem });
    expect(g.verdict).toBe('error');
    expect(check(g, 'min-score')).toMatchObject({ status: 'fail', actual: null });
    const unread = gate({ scoreProblem: problem }, { minScore: null });
    expect(unread.verdict).toBe('error');
    expect(unread.reason).toBe(problem);
  });

  it('invalid data is error and no check is judged', () => {
    const g = gate({ invalid: ['Probe run 7 (x): failedCount is -1.'] });
    expect(g.verdict).toBe('error');
    expect(g.reason).toBe('Probe run 7 (x): failedCount is -1.');
    expect(g.checks.every((c) => c.status === 'skip' && !c.passed)).toBe(true);
  });

  it('a timeout judges no check', () => {
    const g = gate({ timedOut: true });
    expect(g.verdict).toBe('timeout');
    expect(g.checks.map((c) => c.status)).toEqual(['skip', 'skip']);
  });
});
