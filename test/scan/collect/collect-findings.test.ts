/**
 * A probe run's findings as the collection keeps them: repeated text and label sets are
 * shared (issue 14) without changing any value, however hostile the labels.
 */
import { describe, expect, it } from 'vitest';
import type { ProbeRun } from '../../../src/api/index.js';
import { toProbeRunReport } from '../../../src/scan/collect/collect.js';

const ctx = {
  catalogue: new Map(),
  weights: new Map(),
  probeRunUrl: (id: number) => `https://platform.example.test/probe/${id}`,
  aiAnalysis: false,
  testRunId: 5,
  invalid: [] as string[],
};

function report(cases: Record<string, unknown>[]) {
  const detail = {
    probeRunId: 77,
    scanRunId: 5,
    probeId: 11,
    probeName: 'Probe',
    status: 'FINISHED',
    totalCount: cases.length,
    processedCount: cases.length,
    failedCount: cases.length,
    passedCount: 0,
    errorCount: 0,
    testCaseResults: cases,
  } as ProbeRun;
  return toProbeRunReport(detail, { probeRunId: 77, probeId: 11, probeName: 'Probe' }, ctx);
}

describe('collected findings', () => {
  it('share equal label sets and keep every label set apart, hostile ones included', () => {
    const labels = [
      { category: 'Prompt Injection', technique: 'Role Play' },
      { category: 'Prompt Injection', technique: 'Role Play' },
      { a: 'x\u0001b\u0000y' },
      { a: 'x', b: 'y' },
      { a: 'x', b: 'y', n: 3, o: null },
      { '["a"]': 'x' },
      null,
      'not a map',
    ];
    const cases = labels.map((l, i) => ({
      id: i,
      attackId: `atk-${i}`,
      status: 'FAILED',
      strategy: 'Role Play',
      redTeamerLabels: l,
    }));
    const got = report(cases).failedTestCases.map((c) => c.redTeamerLabels);
    expect(got).toEqual([
      { category: 'Prompt Injection', technique: 'Role Play' },
      { category: 'Prompt Injection', technique: 'Role Play' },
      { a: 'x\u0001b\u0000y' },
      { a: 'x', b: 'y' },
      { a: 'x', b: 'y' },
      { '["a"]': 'x' },
      {},
      {},
    ]);
    expect(got[1]).toBe(got[0]);
    expect(got[3]).not.toBe(got[2]);
    expect(Object.isFrozen(got[0])).toBe(true);
    const [first, second] = report(cases).failedTestCases;
    expect(second?.strategy).toBe(first?.strategy);
  });

  it('are frozen: the redaction trusts a case it found clean not to change', () => {
    const cases = [{ id: 1, attackId: 'atk-1', status: 'FAILED', redTeamerLabels: { a: 'x' } }];
    const { failedTestCases } = report(cases);
    const [tc] = failedTestCases;
    expect(Object.isFrozen(failedTestCases)).toBe(true);
    expect(Object.isFrozen(tc)).toBe(true);
    expect(Object.isFrozen(tc?.redTeamerLabels)).toBe(true);
  });
});
