import { describe, expect, it } from 'vitest';
import {
  nextPollDelay,
  progressRate,
  DEFAULT_POLL_SCHEDULE,
} from '../../../src/scan/run/poll-schedule.js';

const opts = { ...DEFAULT_POLL_SCHEDULE, floorMs: 2000, random: () => 0.5 };

describe('poll schedule', () => {
  it('backs off geometrically from the floor while there is no progress, up to the stall ceiling', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      nextPollDelay(
        Array.from({ length: n }, (_, i) => ({ at: i * 1000, progress: null })),
        n * 1000,
        opts,
      ),
    );
    expect(delays[0]).toBe(2000);
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number);
    expect(Math.max(...delays)).toBe(DEFAULT_POLL_SCHEDULE.stallCeilingMs);
  });
  it('predicts the end from progress and lands just after it', () => {
    // 10% per minute: at t=120 s progress is 0.2; end predicted at 600 s.
    const history = [
      { at: 60_000, progress: 0.1 },
      { at: 120_000, progress: 0.2 },
    ];
    expect(progressRate(history)).toBeCloseTo(0.1 / 60_000);
    expect(nextPollDelay(history, 120_000, opts)).toBe(DEFAULT_POLL_SCHEDULE.ceilingMs);
    const near = [
      { at: 60_000, progress: 0.1 },
      { at: 597_000, progress: 0.995 },
    ];
    const d = nextPollDelay(near, 597_000, opts);
    expect(597_000 + d).toBeGreaterThan(600_000);
    expect(597_000 + d).toBeLessThan(601_000);
  });
});
