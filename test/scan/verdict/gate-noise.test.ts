import { describe, expect, it } from 'vitest';
import { GATE_CHECK_INPUTS, type GateConfig } from '../../../src/config/config.js';
import { CHECKS, evaluateGate, type GateInput } from '../../../src/scan/verdict/gate.js';
import { EXIT, exitCodeFor } from '../../../src/scan/verdict/exit-codes.js';
import { boundRunScore } from '../../../src/scan/verdict/score-source.js';
import { wilson } from '../../../src/scan/verdict/stats.js';
import type { ProbeRunReport, Verdict } from '../../../src/report/model.js';
import { DEFAULT_GATE } from '../../support/gate-config.js';

// Issue 15 in the gate: `confidence`, `gate-on: point|bound`, `min-samples` (inconclusive,
// exit 5), `warn-only` (warn, exit 0), and the order of verdicts when several apply.

const config: GateConfig = DEFAULT_GATE;
/** 100 judged cases, 8 failed: fail rate 8%, 95% Wilson interval 4.1%-15.0%. */
const input: GateInput = {
  runState: 'completed',
  timedOut: false,
  overallScore: 85,
  categories: { jailbreak: 80 },
  processed: 100,
  passed: 92,
  failed: 8,
  errors: 0,
  accepted: 0,
  ignored: 0,
  baseline: null,
  categoryJudged: { jailbreak: 100 },
  boundScores: { overall: 78.3, categories: { jailbreak: 72.1 } },
};
const gate = (i: Partial<GateInput> = {}, c: Partial<GateConfig> = {}) =>
  evaluateGate({ ...input, ...i }, { ...config, ...c });
const check = (g: ReturnType<typeof gate>, id: string) => g.checks.find((c) => c.id === id);

describe('warn-only names and the table of checks', () => {
  it('accepts exactly the inputs of the gate checks', () => {
    expect(CHECKS.map((c) => c.input)).toEqual([...GATE_CHECK_INPUTS]);
  });
});

describe('gate-on', () => {
  it('point (the default) judges the measured fail rate; bound passes, fails or leaves it open', () => {
    const { low, high } = wilson(8, 100, 0.95);
    expect(high).toBeCloseTo(0.15, 3);
    expect(gate({}, { maxFailRate: 0.1 }).verdict).toBe('pass');
    // The limit lies inside the interval: neither a pass nor a fail.
    const b = gate({}, { maxFailRate: 0.1, gateOn: 'bound' });
    expect(b.verdict).toBe('inconclusive');
    expect(check(b, 'max-fail-rate')).toMatchObject({
      actual: Math.round(high * 1e4) / 1e4,
      status: 'fail',
      inconclusive: true,
    });
    expect(check(b, 'max-fail-rate')?.message).toBe(
      `Fail rate 8% (95% bounds ${Math.round(low * 1e4) / 100}% to 15%) leaves open, needing more test cases to decide, the limit of 10%.`,
    );
    // Below the lower bound the limit is missed: fail.
    expect(gate({}, { maxFailRate: 0.03, gateOn: 'bound' }).verdict).toBe('fail');
    // A lower confidence narrows the interval: 90% puts the bound at 13.5%, under 14%.
    expect(gate({}, { maxFailRate: 0.14, gateOn: 'bound', confidence: 0.9 }).verdict).toBe('pass');
    expect(gate({}, { maxFailRate: 0.14, gateOn: 'bound' }).verdict).toBe('inconclusive');
  });

  it('bound passes on the pessimistic score, fails on the optimistic one, else inconclusive', () => {
    expect(gate({}, { minScore: 80 }).verdict).toBe('pass');
    const b = gate({}, { minScore: 80, gateOn: 'bound' });
    expect(b.verdict).toBe('inconclusive');
    // Without an optimistic score the point score stands in for it.
    expect(check(b, 'min-score')?.message).toBe(
      'Overall score 85 (95% bounds 78.3 to 85): the minimum 80 lies inside the interval, so more test cases are needed to decide.',
    );
    expect(gate({}, { minScore: 86, gateOn: 'bound' }).verdict).toBe('fail');
    const opt = { optimisticScores: { overall: 90, categories: { jailbreak: 88 } } };
    expect(gate(opt, { minScore: 88, gateOn: 'bound' }).verdict).toBe('inconclusive');
    expect(gate(opt, { minScore: 91, gateOn: 'bound' }).verdict).toBe('fail');
    expect(gate(opt, { minScore: 78, gateOn: 'bound' }).verdict).toBe('pass');
    const cat = gate({}, { categoryMinScores: { Jailbreak: 75 }, gateOn: 'bound' });
    expect(check(cat, 'category-min-score:Jailbreak')).toMatchObject({
      actual: 72.1,
      status: 'fail',
      inconclusive: true,
    });
    expect(gate({}, { categoryMinScores: { Jailbreak: 81 }, gateOn: 'bound' }).verdict).toBe(
      'fail',
    );
  });

  it('bound without per-probe counts to bound a score fails closed (error), never a pass', () => {
    const g = gate(
      { boundScores: { overall: 70, categories: {} } },
      { categoryMinScores: { jailbreak: 10 }, gateOn: 'bound' },
    );
    expect(g.verdict).toBe('error');
    expect(check(g, 'category-min-score:jailbreak')?.message).toBe(
      'Category "jailbreak" has no per-probe counts to bound its score (gate-on: bound): failing closed.',
    );
    expect(gate({ boundScores: null }, { gateOn: 'bound' }).verdict).toBe('error');
  });

  it("bounds each probe's score from the lower bound of its pass rate, rounded toward failing", () => {
    const probe = (category: string, passed: number, failed: number, errors = 0) =>
      ({ category, passed, failed, errors }) as ProbeRunReport;
    const s = boundRunScore([probe('a', 9, 1), probe('a', 20, 0), probe('b', 3, 0)], 0.95);
    const lowPass = (x: number, n: number) => 100 * (1 - wilson(n - x, n, 0.95).high);
    const a = (lowPass(9, 10) + lowPass(20, 20)) / 2;
    expect(s.categories.a).toBeCloseTo(Math.floor(a * 10) / 10, 5);
    expect(s.categories.b).toBeCloseTo(Math.floor(lowPass(3, 3) * 10) / 10, 5);
    // Three passes of three prove little: the lower bound is far below 100.
    expect(s.categories.b).toBeLessThan(50);
    // Errored test cases count as failures in the bound.
    const e = boundRunScore([probe('c', 14, 2, 4)], 0.95);
    expect(e.categories.c).toBeCloseTo(Math.floor(lowPass(14, 20) * 10) / 10, 5);
  });
});

describe('min-samples: inconclusive, exit 5, never a pass', () => {
  it('a gated category with 3 judged test cases is inconclusive', () => {
    const g = gate(
      { categoryJudged: { jailbreak: 3, other: 97 } },
      { categoryMinScores: { jailbreak: 50 } },
    );
    expect(g.verdict).toBe('inconclusive');
    expect(exitCodeFor(g.verdict)).toBe(5);
    expect(check(g, 'min-samples:jailbreak')).toMatchObject({
      input: 'min-samples',
      threshold: 20,
      actual: 3,
      status: 'fail',
      passed: false,
    });
    expect(g.reason).toBe(
      'Inconclusive, not a pass: Category "jailbreak" judged 3 test cases, fewer than min-samples 20. Run more test cases (more probes or a larger run) or lower min-samples.',
    );
  });

  it('the run with fewer judged test cases than min-samples is inconclusive; 0 turns it off', () => {
    const few = { processed: 12, passed: 12, failed: 0 };
    expect(gate(few).verdict).toBe('inconclusive');
    expect(gate(few, { minSamples: 12 }).verdict).toBe('pass');
    expect(gate(few, { minSamples: 0 }).verdict).toBe('pass');
    // Enough evidence adds no check: reports keep their checks.
    expect(gate().checks.map((c) => c.id)).toEqual(['min-score', 'max-error-rate']);
  });

  it('more errored than judged test cases is inconclusive, even with max-error-rate off', () => {
    const g = gate({ processed: 100, passed: 40, failed: 0, errors: 60 }, { maxErrorRate: null });
    expect(g.verdict).toBe('inconclusive');
    expect(check(g, 'min-samples:errors')?.message).toBe(
      '60 test cases errored against 40 judged: the judged ones may not represent the attacks.',
    );
    expect(
      gate({ processed: 100, passed: 50, errors: 50, failed: 0 }, { maxErrorRate: null }).verdict,
    ).toBe('pass');
  });

  it('a gated category without per-probe counts is inconclusive (its evidence is unknown)', () => {
    const g = gate({ categoryJudged: null }, { categoryMinScores: { jailbreak: 50 } });
    expect(g.verdict).toBe('inconclusive');
  });
});

describe('warn-only: warn, exit 0', () => {
  it('only warn-only checks failed: warn, exit 0, the checks marked', () => {
    const g = gate({ overallScore: 40 }, { warnOnly: ['min-score'] });
    expect(g.verdict).toBe('warn');
    expect(exitCodeFor(g.verdict)).toBe(0);
    expect(check(g, 'min-score')).toMatchObject({ status: 'fail', warnOnly: true });
    expect(check(g, 'max-error-rate')).not.toHaveProperty('warnOnly');
    expect(g.reason).toBe(
      'Only warn-only checks failed: Overall score 40 is below the minimum 60.',
    );
    expect(g.settings).toEqual({
      confidence: 0.95,
      gateOn: 'point',
      minSamples: 20,
      warnOnly: ['min-score'],
    });
  });

  it('a warn-only check that passes leaves a pass', () => {
    expect(gate({}, { warnOnly: ['min-score'] }).verdict).toBe('pass');
  });

  it('missing data in a warn-only check still fails closed as error', () => {
    expect(gate({ overallScore: null }, { warnOnly: ['min-score'] }).verdict).toBe('error');
  });
});

describe('verdict order: error/timeout > fail > inconclusive > warn > pass', () => {
  const cases: [string, Partial<GateInput>, Partial<GateConfig>, Verdict][] = [
    ['timeout over everything', { timedOut: true, passed: 2, failed: 0 }, {}, 'timeout'],
    [
      'error over fail',
      { overallScore: null, failed: 90, passed: 10 },
      { maxFailRate: 0.1 },
      'error',
    ],
    [
      'fail over inconclusive (a failed check fails even on little evidence)',
      { processed: 5, passed: 1, failed: 4, overallScore: 20 },
      {},
      'fail',
    ],
    [
      'inconclusive over warn',
      { processed: 5, passed: 1, failed: 4, overallScore: 20 },
      { warnOnly: ['min-score'] },
      'inconclusive',
    ],
    ['warn over pass', { overallScore: 20 }, { warnOnly: ['min-score'] }, 'warn'],
    [
      'fail when a blocking check fails beside a warn-only one',
      { overallScore: 20, errors: 50, processed: 150 },
      { warnOnly: ['min-score'] },
      'fail',
    ],
  ];
  it.each(cases)('%s', (_name, i, c, verdict) => {
    expect(gate(i, c).verdict).toBe(verdict);
  });

  it('maps every verdict to its documented exit code', () => {
    expect(EXIT).toMatchObject({
      pass: 0,
      warn: 0,
      fail: 1,
      error: 3,
      timeout: 4,
      inconclusive: 5,
    });
  });
});
