/**
 * The soak's faults aimed at the calls where they hurt most (R3, R7, R8, R11):
 * a proxy in front of the sandbox breaks exactly one chosen call, and the scan
 * is compared with a fault-free scan of the same seed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { RUN_STATUS, startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import type { Clock } from '../../src/scan/ports.js';
import { dropFields } from './drift.js';
import { startMutatingProxy, type ProxiedRequest, type ProxyAction } from './mutating-proxy.js';
import { scaledClock } from './soak-clock.js';
import { scanOnce, type ScanObservation } from './soak-scan.js';
import { DEFAULT_SOAK_SETTINGS, referenceSettings } from './soak-settings.js';

const s = DEFAULT_SOAK_SETTINGS;
const opened: SandboxHandle[] = [];
afterAll(async () => Promise.all(opened.map((sb) => sb.close())));

interface Compared {
  ref: ScanObservation;
  got: ScanObservation;
  sb: SandboxHandle;
  seen: ProxiedRequest[];
}

async function compareThrough(
  role: string,
  decide: (r: ProxiedRequest) => ProxyAction,
  o: { seed?: number; deadlineMs?: number; longRuns?: boolean; clock?: Clock } = {},
): Promise<Compared> {
  const seed = o.seed ?? 31;
  const [reference, sb] = await Promise.all([
    startSandbox({ seed, speed: s.speed }),
    startSandbox({ seed, speed: s.speed }),
  ]);
  opened.push(reference, sb);
  if (o.longRuns) {
    for (const x of [reference, sb])
      x.control.setTestCasesPerProbe(x.targets[role] as number, s.timeoutCasesPerProbe);
  }
  const proxy = await startMutatingProxy(sb.baseUrl, decide);
  try {
    const [ref, got] = await Promise.all([
      scanOnce(reference, role, referenceSettings(s), { deadlineMs: o.deadlineMs }),
      scanOnce(sb, role, s, { deadlineMs: o.deadlineMs, baseUrl: proxy.baseUrl, clock: o.clock }),
    ]);
    expect(ref.error).toBeNull();
    expect(got.keyHits).toEqual([]);
    return { ref, got, sb, seen: proxy.seen };
  } finally {
    await proxy.close();
  }
}

/** Breaks the first `times` calls of one endpoint with `action`; everything else passes. */
const aim =
  (endpoint: ProxiedRequest['endpoint'], action: ProxyAction, times = 1) =>
  (r: ProxiedRequest): ProxyAction =>
    r.endpoint === endpoint && r.n <= times ? action : { kind: 'pass' };

const count = (seen: ProxiedRequest[], endpoint: string) =>
  seen.filter((r) => r.endpoint === endpoint).length;

function expectOneRunAndSameResult(c: Compared): void {
  expect(c.got.error).toBeNull();
  expect(c.got.runsCreated).toHaveLength(1);
  expect(c.got.testRunId).toBe(c.got.runsCreated[0]);
  expect(c.got.figures).toEqual(c.ref.figures);
}

describe('the trigger (R3: exactly one run per scan)', () => {
  // [case, action, how many triggers get it, triggers the proxy sees in all]
  it.each<[string, ProxyAction, number, number]>([
    ['an answer cut in half after the run was created', { kind: 'truncate' }, 1, 1],
    ['a reset after the run was created', { kind: 'reset-after' }, 1, 1],
    ['an answer held back past the client timeout', { kind: 'slow', ms: 600 }, 1, 1],
    ['a reset before the platform saw it', { kind: 'reset-before' }, 1, 2],
    ['503 twice, without effect', { kind: 'status', status: 503 }, 2, 3],
    [
      '429 with Retry-After',
      { kind: 'status', status: 429, headers: { 'retry-after': '0.05' } },
      1,
      2,
    ],
  ])('%s: one run, the same verdict', async (_name, action, times, triggers) => {
    const c = await compareThrough('vulnerable', aim('triggerTestRun', action, times));
    expectOneRunAndSameResult(c);
    expect(count(c.seen, 'triggerTestRun')).toBe(triggers);
    // Every resend was preceded by a look-up of the run by its name, except after a 429
    // (the platform did nothing with the request).
    const rateLimited = action.kind === 'status' && action.status === 429;
    // (Between the first trigger and the first status poll: the score's provenance and the
    // trend read the list too, before the trigger and after the run.)
    const ends = c.seen.map((r) => r.endpoint as string);
    const lookUps = count(
      c.seen.slice(ends.indexOf('triggerTestRun'), ends.indexOf('getTestRunStatus')),
      'listTestRuns',
    );
    // After a 429 no look-up came before the resend (the run list read after the last
    // trigger is the check of its answer, run-identity).
    const beforeResend = count(
      c.seen.slice(ends.indexOf('triggerTestRun'), ends.lastIndexOf('triggerTestRun')),
      'listTestRuns',
    );
    if (rateLimited) expect(beforeResend).toBe(0);
    else expect(lookUps).toBeGreaterThanOrEqual(1);
  });

  it('an answer without testRunId: the run is found by its name, not started again', async () => {
    const c = await compareThrough(
      'hardened',
      aim('triggerTestRun', { kind: 'mutate', mutate: (j) => dropFields(j) }),
    );
    expectOneRunAndSameResult(c);
    expect(count(c.seen, 'triggerTestRun')).toBe(1);
  });
});

describe('reads while the run is awaited (issue 14)', () => {
  it('a catalogue read that fails while the run is awaited is read again after it', async () => {
    // Five 503s use up the early read and its retries; the read after the run succeeds.
    const c = await compareThrough(
      'hardened',
      aim('listPredefinedProbes', { kind: 'status', status: 503 }, 5),
    );
    expectOneRunAndSameResult(c);
    expect(c.got.warnings.join('\n')).not.toContain('could not be read');
    expect(count(c.seen, 'listPredefinedProbes')).toBeGreaterThanOrEqual(6);
  });
});

describe('polling (R7)', () => {
  it('503 on every attempt of the first status call is not taken as "no status endpoint"', async () => {
    const c = await compareThrough(
      'hardened',
      aim('getTestRunStatus', { kind: 'status', status: 503 }, 5),
    );
    expectOneRunAndSameResult(c);
    expect(c.got.figures?.probeRuns).toBeGreaterThan(0);
    expect(c.got.warnings.join('\n')).not.toContain('Per-probe detail was unavailable');
    // Only the reads of the score's provenance (R20: before the trigger, and after the run,
    // that one shared with the trend) and the trigger answer's check; none to poll.
    expect(count(c.seen, 'listTestRuns')).toBe(3);
  });

  it('a status answer cut short is polled again', async () => {
    const c = await compareThrough('vulnerable', aim('getTestRunStatus', { kind: 'truncate' }, 3));
    expectOneRunAndSameResult(c);
  });
});

describe('timeout and cancel (R8)', () => {
  it('a reset after the cancel was handled: the run ends cancelled, the verdict is timeout', async () => {
    const c = await compareThrough('hardened', aim('cancelTestRun', { kind: 'reset-after' }), {
      deadlineMs: s.timeoutScanMs,
      longRuns: true,
    });
    expect(c.ref.figures?.verdict).toBe('timeout');
    expect(c.got.figures?.verdict).toBe('timeout');
    expect(c.got.runsCreated).toHaveLength(1);
    const id = c.got.runsCreated[0] as number;
    expect(c.sb.control.getRun(id)?.status).toBe(RUN_STATUS.cancelled);
    // One cancel decision; the transport resent it once after the reset (4.9 is idempotent).
    expect(count(c.seen, 'cancelTestRun')).toBe(2);
  });
});

describe('the AI analysis (R11: extras never change the verdict)', () => {
  it('an analysis that never becomes readable leaves the verdict and counts alone', async () => {
    const notReady = (j: unknown) => ({
      ...(j as object),
      isAiAnalysisFinished: false,
      aiAnalysis: null,
    });
    const c = await compareThrough(
      'vulnerable',
      (r) =>
        r.endpoint === 'getProbeRun'
          ? { kind: 'mutate', mutate: notReady }
          : r.endpoint === 'getAiAnalysis'
            ? { kind: 'status', status: 500 }
            : { kind: 'pass' },
      // Virtual time, so the engine's minutes of waiting for the analysis pass in a second or two.
      { clock: scaledClock(100), deadlineMs: 60_000 },
    );
    expectOneRunAndSameResult(c);
    expect(c.got.warnings.join('\n')).toMatch(/AI analysis was not available in time for 6 probe/);
    expect(count(c.seen, 'getAiAnalysis')).toBeGreaterThanOrEqual(6 * 5);
  });
});
