import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/errors.js';

// The inputs of issue 15: confidence, gate-on, min-samples, warn-only.
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

describe('confidence, gate-on, min-samples, warn-only', () => {
  it('default to 95%, point, 20 and none: today verdicts hold', () => {
    expect(parseConfig(base).gate).toMatchObject({
      confidence: 0.95,
      gateOn: 'point',
      minSamples: 20,
      warnOnly: [],
    });
  });

  it('accept fractions, percents, YAML numbers and lists, names in any case', () => {
    const c = parseConfig({
      ...base,
      confidence: '99%',
      'gate-on': 'BOUND',
      'min-samples': 0,
      'warn-only': 'Max-Score-Drop,\nfail-on-new-failures, max-score-drop',
    });
    expect(c.gate).toMatchObject({
      confidence: 0.99,
      gateOn: 'bound',
      minSamples: 0,
      warnOnly: ['max-score-drop', 'fail-on-new-failures'],
    });
    expect(
      parseConfig({ ...base, confidence: 0.9, 'warn-only': ['min-score'] }).gate,
    ).toMatchObject({ confidence: 0.9, warnOnly: ['min-score'] });
  });

  it('refuse what they cannot use, each in one sentence naming the input and the fix', () => {
    expect(problems({ confidence: '0.3' })).toEqual([
      'confidence: "0.3" is not a confidence level; give a fraction from 0.5 to 0.999, e.g. 0.95 (or 95%).',
    ]);
    expect(problems({ confidence: '1' })).toHaveLength(1);
    expect(problems({ confidence: 'high' })).toHaveLength(1);
    expect(problems({ 'gate-on': 'upper' })).toEqual([
      'gate-on: "upper" is not allowed; write one of: point, bound.',
    ]);
    expect(problems({ 'min-samples': '-1' })).toEqual([
      'min-samples: -1 is out of range; give a count of judged test cases (0 to 1000000).',
    ]);
    expect(problems({ 'warn-only': 'min-score, min-samples,bogus' })).toEqual([
      'warn-only: unknown gate check "min-samples", "bogus"; use any of min-score, max-failed, max-fail-rate, max-error-rate, category-min-scores, max-score-drop, fail-on-new-failures, fail-on-framework, or all.',
    ]);
  });
});
