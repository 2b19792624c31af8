import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLL_SCHEDULE,
  nextPollDelay,
  progressRate,
  type PollObservation,
} from '../../../src/scan/run/poll-schedule.js';

const opts = { ...DEFAULT_POLL_SCHEDULE, floorMs: 2000, random: () => 0.5 };

describe('poll schedule: a run that stops moving', () => {
  it('watches a run stuck mid-way at most stuckCeilingMs apart, a queued one up to the stall ceiling', () => {
    const moving: PollObservation[] = [
      { at: 0, progress: 0.1 },
      { at: 60_000, progress: 0.2 },
    ];
    const stuck = (n: number): PollObservation[] => [
      ...moving,
      ...Array.from({ length: n }, (_, i) => ({ at: 61_000 + i * 1000, progress: 0.2 })),
    ];
    const delays = [2, 3, 4, 5, 6, 8, 12].map((n) => nextPollDelay(stuck(n), 80_000, opts));
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number);
    expect(Math.max(...delays)).toBe(DEFAULT_POLL_SCHEDULE.stuckCeilingMs);
    expect(delays[0]).toBeGreaterThanOrEqual(opts.floorMs);

    const queued = Array.from({ length: 12 }, (_, i) => ({ at: i * 1000, progress: 0 }));
    expect(nextPollDelay(queued, 12_000, opts)).toBe(DEFAULT_POLL_SCHEDULE.stallCeilingMs);
  });

  it('estimates the pace from the readings after a stall, not across it', () => {
    // 1 % per second, then frozen for 100 s, then 1 % per second again.
    const history: PollObservation[] = [
      { at: 0, progress: 0.1 },
      { at: 10_000, progress: 0.2 },
      { at: 20_000, progress: 0.3 },
      { at: 70_000, progress: 0.3 },
      { at: 120_000, progress: 0.3 },
      { at: 130_000, progress: 0.4 },
      { at: 140_000, progress: 0.5 },
    ];
    expect(progressRate(history)).toBeCloseTo(0.01 / 1000);
    // 50 % left at 1 %/s: the end is 50 s out, as the reading before predicted too, so the
    // next poll lands just after it.
    expect(nextPollDelay(history, 140_000, opts)).toBeCloseTo(50_000 + opts.marginMs);
  });

  it('halves the wait while successive readings disagree on the end', () => {
    const speeding: PollObservation[] = [
      { at: 0, progress: 0.1 },
      { at: 10_000, progress: 0.2 },
      { at: 20_000, progress: 0.4 },
    ];
    // 0.3 per 20 s: 60 % left is 40 s; the reading before predicted 80 s.
    expect(nextPollDelay(speeding, 20_000, opts)).toBeCloseTo(20_000);
  });

  it('never polls faster than the floor, even when it is above a ceiling', () => {
    const floor = { ...opts, floorMs: 30_000 };
    const stuck: PollObservation[] = [
      { at: 0, progress: 0.1 },
      { at: 1_000, progress: 0.2 },
      { at: 2_000, progress: 0.2 },
      { at: 3_000, progress: 0.2 },
    ];
    expect(nextPollDelay(stuck, 3_000, floor)).toBe(30_000);
  });
});
