/**
 * Progress a person trusts: in a CI log (piped) a line at least every 30 s while a run waits,
 * with state, counts, elapsed and time left; on a terminal one live line that counts down and
 * never wraps; the Action's phases in log groups. Time is a hand-moved clock, so three minutes
 * of queueing take no real time.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cliLogger, fitWidth } from '../../src/cli/logger.js';
import { actionLogger } from '../../src/github/logger.js';
import { Redactor } from '../../src/api/redact.js';
import { formatDuration, formatProgress } from '../../src/runtime/progress-text.js';
import type { ProgressUpdate } from '../../src/scan/ports.js';
import { fakeTimers, recordingStream } from '../support/fake-timers.js';

const queued: ProgressUpdate = {
  state: 'queued',
  rawStatus: 'PENDING',
  progress: 0,
  processed: 0,
  total: 101,
  passed: 0,
  failed: 0,
  errors: 0,
  secondsLeft: 1800,
};
const running = (processed: number, secondsLeft: number): ProgressUpdate => ({
  ...queued,
  state: 'running',
  rawStatus: 'RUNNING',
  progress: processed / 101,
  processed,
  passed: processed - 3,
  failed: 3,
  secondsLeft,
});

/** Largest gap between two consecutive line ends, in seconds. */
function maxGap(times: number[]): number {
  let gap = 0;
  for (let i = 1; i < times.length; i++) gap = Math.max(gap, (times[i]! - times[i - 1]!) / 1000);
  return gap;
}

// Each test starts outside CI (a test that needs CI sets it); the value the suite was started
// with is put back after the file, for the files that share this worker.
const CI_BEFORE = process.env.CI;
beforeEach(() => {
  delete process.env.CI;
});
afterAll(() => {
  if (CI_BEFORE === undefined) delete process.env.CI;
  else process.env.CI = CI_BEFORE;
});

describe('CI log (piped)', () => {
  it('a run queued for 3 minutes: no gap over 30 s, each line with state, counts, elapsed and time left', () => {
    const t = fakeTimers();
    const out = recordingStream(t.now);
    const log = cliLogger({ stream: out, timers: t });
    log.phase?.('Waiting for test run 865', { live: true });
    log.progress(queued);
    for (let s = 0; s < 180; s++) t.advance(1000); // queued, nothing changes for 3 min
    log.progress(running(40, 1620));
    t.advance(45_000);
    log.progress({ ...running(101, 1575), state: 'completed', progress: 1 });
    log.phase?.('Collecting results: probe runs, AI analysis, scores');
    t.advance(50_000); // a slow AI analysis: the phase keeps the log alive too
    log.done();
    const linesBeforeDone = out.writes.length;
    t.advance(120_000); // after done(): nothing more

    const lines = out.writes.filter((w) => w.text.endsWith('\n'));
    expect(maxGap(lines.map((l) => l.at))).toBeLessThanOrEqual(30);
    const during = lines.filter((l) => l.text.startsWith('queued'));
    expect(during.length).toBeGreaterThanOrEqual(180 / 30);
    expect(during.at(-1)?.text).toMatch(
      /^queued \[PENDING\] 0% 0\/101 test cases \(passed 0, failed 0, errors 0\), [23]m \d\ds elapsed, 2[67]m \d\ds left\n$/,
    );
    // The time left moves down, the elapsed time up.
    const lefts = during
      .map((l) => /(\d+)m (\d+)s left/.exec(l.text)!)
      .map((m) => +m[1]! * 60 + +m[2]!);
    expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
    expect(lefts[0]! - lefts.at(-1)!).toBeGreaterThanOrEqual(150);
    expect(lines.map((l) => l.text)).toContain(
      'Collecting results: probe runs, AI analysis, scores: still working, 20s elapsed\n',
    );
    expect(out.writes).toHaveLength(linesBeforeDone);
    expect(t.live()).toBe(0);
  });

  it('without the heartbeat the same wait would be silent (the check can fail)', () => {
    const t = fakeTimers();
    const out = recordingStream(t.now);
    const log = cliLogger({ stream: out, timers: t, heartbeatMs: 10 * 60_000 });
    log.progress(queued);
    t.advance(180_000);
    log.progress(running(1, 1620));
    log.done();
    expect(maxGap(out.writes.map((w) => w.at))).toBeGreaterThan(30);
  });

  it('a line per phase after the run, and no heartbeat in --quiet', () => {
    const t = fakeTimers();
    const out = recordingStream(t.now);
    const log = cliLogger({ stream: out, timers: t });
    log.phase?.('Collecting results: probe runs, AI analysis, scores');
    log.phase?.('Writing reports and publishing');
    expect(out.writes.map((w) => w.text)).toEqual([
      'Collecting results: probe runs, AI analysis, scores...\n',
      'Writing reports and publishing...\n',
    ]);
    const quiet = recordingStream(t.now);
    const q = cliLogger({ stream: quiet, timers: t, quiet: true });
    q.progress(queued);
    t.advance(120_000);
    q.done();
    expect(quiet.writes).toEqual([]);
  });
});

describe('terminal (TTY)', () => {
  it('one live line that counts down every second and never wraps in 60 columns', () => {
    const t = fakeTimers();
    const out = recordingStream(t.now, { columns: 60 });
    const log = cliLogger({ stream: out, timers: t });
    log.progress(running(59, 29 * 60 + 10));
    t.advance(5000);
    log.info('Test run 865: https://probe.example/w/1/target/101/test-runs/865');
    t.advance(2000);
    log.done();
    const frames = out.writes
      .map((w) => w.text)
      .filter((s) => s.startsWith('\r\x1b[2K') && s.length > 4)
      .map((s) => s.slice(5));
    expect(frames.length).toBeGreaterThanOrEqual(7);
    for (const f of frames) {
      expect(f.length).toBeLessThanOrEqual(59);
      expect(f).not.toContain('\n');
    }
    // Cut to the width, the countdown stays and the per-outcome counts go first.
    expect(frames[0]).toMatch(/^running 58% 59\/101 · 0s elapsed · 29m 10s left · passed 56…$/);
    expect(fitWidth('x'.repeat(100), 59)).toHaveLength(59);
    // The countdown is visible when there is room for it.
    const wide = recordingStream(t.now, { columns: 200 });
    const w = cliLogger({ stream: wide, timers: t });
    w.progress(running(59, 29 * 60 + 10));
    t.advance(3000);
    w.done();
    const left = wide.writes.map((x) => /(\d+m \d+s) left/.exec(x.text)?.[1]).filter(Boolean);
    expect(left.slice(0, 4)).toEqual(['29m 10s', '29m 09s', '29m 08s', '29m 07s']);
    // The line the info interrupted is redrawn below it, and the final newline ends it.
    expect(out.writes.at(-1)?.text).toBe('\n');
  });

  it('CI set on a terminal prints log lines, not a live line', () => {
    process.env.CI = 'true';
    const t = fakeTimers();
    const out = recordingStream(t.now, { columns: 60 });
    const log = cliLogger({ stream: out, timers: t });
    log.progress(queued);
    log.done();
    expect(out.writes.map((w) => w.text)).toEqual([expect.stringMatching(/^queued .*left\n$/)]);
  });
});

describe('GitHub Action log', () => {
  it('a heartbeat while queued for 3 minutes, the wait unfolded, later phases in ::group::', () => {
    const t = fakeTimers();
    const lines: { at: number; text: string }[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      for (const l of String(chunk).split('\n').filter(Boolean))
        lines.push({ at: t.now(), text: l });
      return true;
    });
    try {
      const log = actionLogger(new Redactor(), t);
      log.phase?.('Waiting for test run 865', { live: true });
      log.progress(queued);
      t.advance(180_000);
      log.progress({ ...running(101, 1620), state: 'completed', progress: 1 });
      log.phase?.('Collecting results: probe runs, AI analysis, scores');
      log.info('AI analysis: 6 of 6 probes');
      log.phase?.('Writing reports and publishing');
      log.done();
    } finally {
      spy.mockRestore();
    }
    expect(maxGap(lines.map((l) => l.at))).toBeLessThanOrEqual(30);
    const texts = lines.map((l) => l.text);
    expect(texts[0]).toBe('Waiting for test run 865...');
    expect(texts.filter((l) => l.startsWith('::group::'))).toEqual([
      '::group::Collecting results: probe runs, AI analysis, scores',
      '::group::Writing reports and publishing',
    ]);
    expect(texts.filter((l) => l === '::endgroup::')).toHaveLength(2);
    expect(texts.at(-1)).toBe('::endgroup::');
  });
});

describe('progress text', () => {
  it('durations read at a glance', () => {
    expect([5, 65, 600, 3725].map(formatDuration)).toEqual(['5s', '1m 05s', '10m 00s', '1h 02m']);
    expect(formatProgress(queued)).toBe(
      'queued [PENDING] 0% 0/101 test cases (passed 0, failed 0, errors 0), 30m 00s left',
    );
  });
});
