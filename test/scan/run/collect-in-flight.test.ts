/**
 * Memory follows the probe runs in flight, not the run (issue 14): the collection reads fewer
 * probe runs at once when they are large, so that about CASES_IN_FLIGHT test cases are held.
 */
import { describe, expect, it } from 'vitest';
import type { PlatformClient, ProbeRun } from '../../../src/api/index.js';
import {
  CASES_IN_FLIGHT,
  PROBE_RUN_CONCURRENCY,
  probeRunConcurrency,
} from '../../../src/scan/budget.js';
import { collectProbeRuns, type ProbeRunRef } from '../../../src/scan/run/collect.js';
import type { Clock, Logger } from '../../../src/scan/ports.js';

const clock: Clock = { now: () => 0, sleep: () => Promise.resolve() };
const log = new Proxy({}, { get: () => () => undefined }) as Logger;

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
    let inFlight = 0;
    let seen = 0;
    const client = {
      async getProbeRunFindings(_ws: number, probeRunId: number): Promise<ProbeRun> {
        inFlight += 1;
        seen = Math.max(seen, inFlight);
        await new Promise((ok) => setTimeout(ok, 2));
        inFlight -= 1;
        return {
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
        } as ProbeRun;
      },
    } as unknown as PlatformClient;
    const refs: ProbeRunRef[] = Array.from({ length: 12 }, (_, i) => ({
      probeRunId: i + 1,
      probeId: i + 1,
      probeName: `probe ${i + 1}`,
      entry: { probeRunId: i + 1, totalCount: cases } as ProbeRunRef['entry'],
    }));
    const invalid: string[] = [];
    const runs = await collectProbeRuns(
      {
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
    expect(invalid).toEqual([]);
    expect(runs).toHaveLength(12);
    expect(seen).toBe(most);
  });
});
