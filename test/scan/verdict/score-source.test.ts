/**
 * The pure score choice (R20): when the platform's target score provably is this run's, and
 * which runs overlap this one.
 */
import { describe, expect, it } from 'vitest';
import {
  chooseScore,
  overlappingRuns,
  platformDoubts,
  type ScoreEvidence,
} from '../../../src/scan/verdict/score-source.js';

const ours = { overall: 72, categories: { Jailbreak: 64, 'Data Leakage': 80 } };
const honest: ScoreEvidence = {
  requested: 'auto',
  run: ours,
  platform: { ...ours, latestExecutionDate: '2026-11-23T10:59:00Z' },
  window: { start: '2026-11-23T10:00:00Z', end: '2026-11-23T11:00:00Z' },
  overlapping: [],
  measured: ['Jailbreak', 'data_leakage'],
};
const doubts = (e: Partial<ScoreEvidence>) => platformDoubts({ ...honest, ...e });

describe('platformDoubts', () => {
  it('has none for an honest answer (category names matched loosely)', () => {
    expect(doubts({})).toEqual([]);
    expect(chooseScore(honest).source.gated).toBe('platform');
  });
  it('names each reason the platform score may not be this run', () => {
    expect(doubts({ platform: { ...honest.platform, latestExecutionDate: null } })).toEqual([
      'the platform gave no latestExecutionDate',
    ]);
    expect(
      doubts({ platform: { ...honest.platform, latestExecutionDate: '2026-11-23T11:00:01Z' } }),
    ).toEqual([
      "latestExecutionDate 2026-11-23T11:00:01Z is after this run's last probe run ended (2026-11-23T11:00:00Z): another run's results are mixed in",
    ]);
    expect(doubts({ overlapping: null })).toEqual([
      "the target's other test runs could not be listed",
    ]);
    expect(doubts({ measured: ['Jailbreak'] })).toEqual([
      'it holds categories this run did not measure (Data Leakage)',
    ]);
    expect(doubts({ platform: { ...honest.platform, overall: 73 } })).toEqual([
      "it differs from this run's own score (platform 73, run 72, same formula)",
    ]);
  });
});

describe('chooseScore', () => {
  it('run: always the run score; platform: error when in doubt', () => {
    expect(chooseScore({ ...honest, requested: 'run' })).toMatchObject({
      overall: 72,
      problem: null,
      source: { gated: 'run', requested: 'run' },
    });
    const stale = {
      ...honest,
      requested: 'platform' as const,
      platform: { ...honest.platform, latestExecutionDate: '2026-11-23T09:00:00Z' },
    };
    expect(chooseScore(stale)).toMatchObject({ overall: null, source: { gated: null } });
    expect(chooseScore(stale).problem).toMatch(/^score-source platform: .*it is stale/);
  });
  it('auto without a run score: the score checks are open, in doubt or not', () => {
    for (const overlapping of [[9], []]) {
      const c = chooseScore({ ...honest, run: null, overlapping });
      expect(c.overall).toBeNull();
      expect(c.problem).toBeNull();
      expect(c.unproven).toMatch(/has no score of its own/);
    }
    expect(chooseScore({ ...honest, run: null, overlapping: [9] }).unproven).toMatch(
      /test run 9 of the target/,
    );
  });
});

describe('overlappingRuns', () => {
  const others = [
    { id: 1, executionDate: '2026-11-20T10:00:00Z' }, // final before ours began
    { id: 2, executionDate: '2026-11-23T09:30:00Z' }, // started before ours, not known final
    { id: 3, executionDate: '2026-11-23T10:30:00Z' }, // started during ours
    { id: 4, executionDate: '2026-11-23T12:00:00Z' }, // started after ours ended
    { id: 5, executionDate: null }, // never executed
    { id: 7, executionDate: '2026-11-23T10:00:00Z' }, // ours
  ];
  it('counts every run that may have run beside this one, and no other', () => {
    expect(overlappingRuns({ id: 7, end: '2026-11-23T11:00:00Z' }, others, new Set([1]))).toEqual([
      2, 3,
    ]);
    // End unknown: a run started later may overlap too.
    expect(overlappingRuns({ id: 7, end: null }, others, new Set([1]))).toEqual([2, 3, 4]);
  });
});
