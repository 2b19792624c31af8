/**
 * Memory follows the probe runs in flight, not the run (issue 14): the collection reads fewer
 * probe runs at once when they are large, so that about CASES_IN_FLIGHT test cases are held.
 */
import { describe, expect, it } from 'vitest';
import type { CallOptions, PlatformClient, ProbeRun } from '../../../src/api/index.js';
import {
  besideLastAnswers,
  BESIDE_LAST_MAX_CASES,
  CASES_IN_FLIGHT,
  freeLaneOnArrival,
  PROBE_RUN_CONCURRENCY,
  probeRunConcurrency,
} from '../../../src/scan/budget.js';
import { collectProbeRuns, type ProbeRunRef } from '../../../src/scan/collect/collect.js';
import type { Clock, Logger } from '../../../src/scan/ports.js';

const clock: Clock = { now: () => 0, sleep: () => Promise.resolve() };
const log = new Proxy({}, { get: () => () => undefined }) as Logger;

const detailOf = (probeRunId: number, cases: number): ProbeRun =>
  ({
    probeRunId,
    scanRunId: 9,
    probeId: probeRunId,
    probeName: `probe ${probeRunId}`,
    status: 'FINISHED',
    totalCount: cases,
    processedCount: cases,
    passedCount: cases,
    failedCount: 0,
    errorCount: 0,
    testCaseResults: [],
  }) as ProbeRun;

const refsOf = (n: number, cases: number): ProbeRunRef[] =>
  Array.from({ length: n }, (_, i) => ({
    probeRunId: i + 1,
    probeId: i + 1,
    probeName: `probe ${i + 1}`,
    entry: { probeRunId: i + 1, totalCount: cases } as ProbeRunRef['entry'],
  }));

function collect(
  client: PlatformClient,
  refs: ProbeRunRef[],
  invalid: string[] = [],
  onAllRequested?: () => void,
) {
  return collectProbeRuns(
    {
      onAllRequested,
      client,
      clock,
      log,
      workspaceId: 1,
      deadline: Number.MAX_SAFE_INTEGER,
      aiAnalysis: false,
      analysisRequested: false,
      catalogue: new Map(),
      weights: new Map(),
      probeRunUrl: (id) => `https://platform.example.test/probe/${id}`,
      testRunId: 9,
      invalid,
    },
    refs,
    [],
  );
}

describe('probe runs read at once', () => {
  it('is 6 for probe runs of up to 10,000 test cases, fewer above, never below 1', () => {
    expect(probeRunConcurrency([])).toBe(PROBE_RUN_CONCURRENCY);
    expect(probeRunConcurrency([5_000, 10_000, 120])).toBe(6);
    expect(probeRunConcurrency([5_000, 20_000])).toBe(3);
    expect(probeRunConcurrency([CASES_IN_FLIGHT / 2 + 1])).toBe(1);
    expect(probeRunConcurrency([99_999])).toBe(1);
    expect(probeRunConcurrency([5_000_000])).toBe(1);
  });

  it('does not count a count that is not a whole number', () => {
    expect(probeRunConcurrency([undefined, null, -4, 1.5, '90000', Infinity, NaN])).toBe(6);
    expect(probeRunConcurrency([2 ** 60, 30_000])).toBe(2);
  });

  it.each([
    [5_000, 6],
    [20_000, 3],
    [100_000, 1],
  ])('reads probe runs of %i test cases %i at a time', async (cases, most) => {
    const { client, most: seen } = eventClient(cases);
    const invalid: string[] = [];
    const runs = await collect(client, refsOf(12, cases), invalid);
    expect(invalid).toEqual([]);
    expect(runs).toHaveLength(12);
    expect(seen()).toBe(most);
  });

  /** A client that says when each request is sent, its body has arrived and it is parsed. */
  function eventClient(cases: number) {
    const events: string[] = [];
    let onWire = 0;
    let most = 0;
    const client = {
      async getProbeRunFindings(_ws: number, id: number, o: CallOptions): Promise<ProbeRun> {
        events.push(`send ${id}`);
        onWire += 1;
        most = Math.max(most, onWire);
        await new Promise((ok) => setTimeout(ok, 2));
        onWire -= 1;
        events.push(`body ${id}`);
        await o.onBody?.();
        events.push(`parse ${id}`);
        return detailOf(id, cases);
      },
    } as unknown as PlatformClient;
    const at = (e: string): number => events.indexOf(e);
    return { client, at, events, most: () => most };
  }

  it('sends the next request once a body has arrived, before that body is parsed', async () => {
    const { client, at, most } = eventClient(5_000);
    const runs = await collect(client, refsOf(14, 5_000));
    expect(runs).toHaveLength(14);
    // 6 lanes of 5,000 test cases: probe run 7 goes out when the first body is in, before
    // that body is parsed; never more than 6 on the wire.
    expect(most()).toBe(6);
    expect(at('send 7')).toBeGreaterThan(at('body 1'));
    expect(at('send 7')).toBeLessThan(at('parse 1'));
    expect(at('send 14')).toBeLessThan(at('parse 8'));
  });

  it('holds a lane until its body is parsed when twice the lanes would pass the budget', async () => {
    // 3 lanes of 20,000: 120,000 test cases if the next three came while three are parsed.
    expect(freeLaneOnArrival([20_000])).toBe(false);
    const { client, at, most } = eventClient(20_000);
    const runs = await collect(client, refsOf(9, 20_000));
    expect(runs).toHaveLength(9);
    expect(most()).toBe(3);
    expect(at('send 4')).toBeGreaterThan(at('parse 1'));
  });

  it('frees lanes on arrival up to the budget of test cases in flight', () => {
    expect(freeLaneOnArrival([5_000, 120])).toBe(true);
    expect(freeLaneOnArrival([])).toBe(true);
    expect(freeLaneOnArrival([5_001])).toBe(false);
    // Twice 6 lanes of 5,000 is the budget; 6 lanes of 10,000 would be twice it.
    expect(freeLaneOnArrival([CASES_IN_FLIGHT / 12])).toBe(true);
    expect(freeLaneOnArrival([10_000])).toBe(false);
    expect(freeLaneOnArrival([CASES_IN_FLIGHT / 2])).toBe(false);
    expect(freeLaneOnArrival([100_000])).toBe(false);
  });

  it('says once when every probe run has been asked for, before the last answers arrive', async () => {
    const { client, at, events } = eventClient(5_000);
    let told = 0;
    const runs = await collect(client, refsOf(14, 5_000), [], () => {
      told += 1;
      events.push('all requested');
    });
    expect(runs).toHaveLength(14);
    expect(told).toBe(1);
    // Right after the last request went out, while up to six answers are on their way.
    expect(at('all requested')).toBe(at('send 14') + 1);
    expect(at('all requested')).toBeLessThan(at('body 9'));
  });

  it('says so at once when there is no probe run to ask for', async () => {
    const { client } = eventClient(5_000);
    let told = 0;
    const noId = { ...refsOf(1, 5_000)[0], probeRunId: null } as ProbeRunRef;
    await collect(client, [noId], [], () => (told += 1));
    expect(told).toBe(1);
  });

  it('does not say so in a run of more than BESIDE_LAST_MAX_CASES test cases', async () => {
    // 11 probe runs of 100,000: 1.1M test cases; the scores are then read after the collection.
    const { client } = eventClient(100_000);
    let told = 0;
    const runs = await collect(client, refsOf(11, 100_000), [], () => (told += 1));
    expect(runs).toHaveLength(11);
    expect(told).toBe(0);
  });

  it('reads beside the last answers up to BESIDE_LAST_MAX_CASES test cases, all counts known', () => {
    expect(besideLastAnswers([])).toBe(true);
    expect(besideLastAnswers(Array(50).fill(5_000))).toBe(true);
    expect(besideLastAnswers(Array(50).fill(20_000))).toBe(true);
    expect(besideLastAnswers([BESIDE_LAST_MAX_CASES])).toBe(true);
    expect(besideLastAnswers([BESIDE_LAST_MAX_CASES, 1])).toBe(false);
    expect(besideLastAnswers(Array(50).fill(100_000))).toBe(false);
    expect(besideLastAnswers([5_000, undefined])).toBe(false);
    expect(besideLastAnswers([5_000, -1])).toBe(false);
    expect(besideLastAnswers([5_000, 1.5])).toBe(false);
  });
});
