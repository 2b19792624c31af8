/**
 * The poll schedule learning from probe runs (issue 14): progress that moves only at
 * probe-run ends is not a stall; the window before an uncertain end; a run whose test cases
 * are all done but whose status is not final yet. Properties over random histories, and the
 * real waitForRun on the bench's run models.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUN_MODELS } from '../../../bench/poll-models.js';
import { simulateModelRun, type ModelSample } from '../../../bench/poll-sim.js';
import {
  DEFAULT_POLL_SCHEDULE,
  nextPollDelay,
  type PollObservation,
} from '../../../src/scan/run/poll-schedule.js';
import { sized } from '../../support/sizing.js';

const opts = { ...DEFAULT_POLL_SCHEDULE, floorMs: 2000, random: () => 0.5 };

/**
 * 10 probe runs of 10 % each, one every 60 s from t = 10 s, seen by polls every `every` ms
 * up to `until`: counts move only when a probe run ends.
 */
function steps(until: number, every: number): PollObservation[] {
  const out: PollObservation[] = [];
  for (let at = 0; at <= until; at += every) {
    const done = at < 10_000 ? 0 : Math.min(10, Math.floor((at - 10_000) / 60_000));
    out.push({
      at,
      progress: at < 10_000 ? null : done / 10,
      probeRuns: { done, total: 10 },
      started: at >= 10_000,
    });
  }
  return out;
}

describe('poll schedule: progress that moves at probe-run ends', () => {
  it('does not take the flat readings between probe-run ends for a stall', () => {
    // Three probe runs ended (at 70, 130, 190 s), seven left: the end is ~7 minutes away.
    const history = steps(200_000, 5_000);
    const delay = nextPollDelay(history, 200_000, opts);
    expect(delay).toBeGreaterThan(DEFAULT_POLL_SCHEDULE.stuckCeilingMs);
    expect(delay).toBeLessThanOrEqual(DEFAULT_POLL_SCHEDULE.ceilingMs);
    // The same readings with a running probe run showing counts: a stall (the old rule).
    const moving = history.map((h) => ({ ...h, partial: true }));
    expect(nextPollDelay(moving, 200_000, opts)).toBeLessThanOrEqual(
      DEFAULT_POLL_SCHEDULE.stuckCeilingMs,
    );
  });

  it('polls every nearEndMs near the predicted end of the last probe run, sparsely before', () => {
    // Nine ended (the last at 550 s): the tenth should end near 610 s.
    const history = steps(560_000, 10_000);
    const early = nextPollDelay(history, 560_000, opts);
    expect(early).toBeGreaterThan(DEFAULT_POLL_SCHEDULE.nearEndMs);
    expect(560_000 + early).toBeLessThan(610_000);
    const near = steps(600_000, 10_000);
    const d = nextPollDelay(near, 600_000, opts);
    expect(d).toBeLessThanOrEqual(DEFAULT_POLL_SCHEDULE.nearEndMs);
    expect(d).toBeGreaterThanOrEqual(opts.floorMs);
  });

  it('polls every nearEndMs at most once every test case is done but the run is not final', () => {
    const history: PollObservation[] = [
      { at: 0, progress: 0.5 },
      { at: 10_000, progress: 1 },
      { at: 12_000, progress: 1 },
      { at: 15_000, progress: 1 },
      { at: 19_000, progress: 1 },
    ];
    const delays = [2, 3, 4, 5].map((n) => nextPollDelay(history.slice(0, n), 0, opts));
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(opts.floorMs);
      expect(d).toBeLessThanOrEqual(DEFAULT_POLL_SCHEDULE.nearEndMs);
    }
    expect(delays[3]).toBeGreaterThan(delays[0] as number);
  });
});

describe('poll schedule: properties', () => {
  const observation = fc.record({
    gap: fc.integer({ min: 1, max: 120_000 }),
    progress: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    done: fc.integer({ min: 0, max: 12 }),
    total: fc.integer({ min: 1, max: 12 }),
    partial: fc.boolean(),
    started: fc.boolean(),
  });

  it('keeps every pause between half the floor and the ceiling, whatever the readings', () => {
    fc.assert(
      fc.property(
        fc.array(observation, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 500, max: 30_000 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (obs, floorMs, r) => {
          let at = 0;
          const history: PollObservation[] = obs.map((o) => {
            at += o.gap;
            return {
              at,
              progress: o.progress,
              probeRuns: { done: Math.min(o.done, o.total), total: o.total },
              partial: o.partial,
              started: o.started,
            };
          });
          const o2 = { ...DEFAULT_POLL_SCHEDULE, floorMs, random: () => r };
          const d = nextPollDelay(history, at, o2);
          expect(Number.isFinite(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(floorMs / 2);
          expect(d).toBeLessThanOrEqual(Math.max(floorMs, DEFAULT_POLL_SCHEDULE.ceilingMs));
        },
      ),
      { numRuns: sized(300, 5_000) },
    );
  });
});

describe('waitForRun on the run models (bench/poll-models.ts)', () => {
  it('polls far less than a fixed 5 s poller on each model, its p90 latency within 1 s of it', async () => {
    const seeds = Array.from({ length: sized(12, 60) }, (_, i) => i + 1);
    for (const model of RUN_MODELS) {
      const tool: ModelSample[] = [];
      const fixed: ModelSample[] = [];
      for (const seed of seeds) {
        tool.push(await simulateModelRun(model, 'tool', seed));
        fixed.push(await simulateModelRun(model, 'fixed 5 s', seed));
      }
      const polls = (xs: ModelSample[]) => xs.reduce((n, x) => n + x.requests, 0);
      const p90 = (xs: ModelSample[]) => {
        const l = xs.map((x) => x.latencyMs).sort((a, b) => a - b);
        return l[Math.floor(0.9 * (l.length - 1))] as number;
      };
      expect(polls(tool) / polls(fixed), model).toBeLessThanOrEqual(
        model === 'linear' ? 0.25 : 0.6,
      );
      expect(p90(tool), model).toBeLessThanOrEqual(p90(fixed) + 1_000);
    }
  });
});
