/**
 * The engine clock of the drift and targeted scans: its minutes pass only as the engine waits.
 * A clock that ran a fixed multiple of real time let a busy machine, which stretches the work
 * between waits, spend a scan's deadline before the platform's answers were read: the scan
 * then ended as a timeout, or its probe runs were counted from the run status, without
 * accepted risks (accepted 0 where its twin had 3). Here the platform's answers are held back
 * by a fixed time instead of by load.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startMutatingProxy } from './mutating-proxy.js';
import { scaledClock } from './soak-clock.js';
import { scanOnce } from './soak-scan.js';
import { DEFAULT_SOAK_SETTINGS, referenceSettings } from './soak-settings.js';

const s = DEFAULT_SOAK_SETTINGS;
const opened: SandboxHandle[] = [];
afterAll(async () => Promise.all(opened.map((sb) => sb.close())));

describe('scaledClock', () => {
  it('stands still while the engine works, and moves by what it sleeps', async () => {
    const clock = scaledClock(1_000);
    const t0 = clock.now();
    await new Promise((ok) => setTimeout(ok, 30));
    expect(clock.now()).toBe(t0);
    await clock.sleep(60_000);
    expect(clock.now()).toBe(t0 + 60_000);
    // Sleeps side by side end where the longest ends, not at their sum.
    await Promise.all([clock.sleep(1_000), clock.sleep(2_000)]);
    expect(clock.now()).toBe(t0 + 62_000);
  });

  it('a scan whose every answer comes later than deadline / factor: its twin’s figures', async () => {
    // A run of about a second of real time (500x), polled every 200 ms of engine time.
    const [reference, sb] = await Promise.all([
      startSandbox({ seed: 41, speed: 500 }),
      startSandbox({ seed: 41, speed: 500 }),
    ]);
    opened.push(reference, sb);
    // Each answer held 120 ms (within the client's timeouts): the 60 s deadline is 60 ms of
    // real time at 1,000x, so the run's end comes long after it on real time, yet within a
    // few dozen polls of engine time.
    const proxy = await startMutatingProxy(sb.baseUrl, () => ({ kind: 'slow', ms: 120 }));
    try {
      const ref = await scanOnce(reference, 'vulnerable', referenceSettings(s));
      const got = await scanOnce(sb, 'vulnerable', s, {
        baseUrl: proxy.baseUrl,
        clock: scaledClock(1_000),
        deadlineMs: 60_000,
      });
      expect(ref.figures?.accepted).toBeGreaterThan(0);
      expect(got.error).toBeNull();
      expect(got.degradedProbeRuns).toBe(0);
      expect(got.figures).toEqual(ref.figures);
    } finally {
      await proxy.close();
    }
  });
});
