/**
 * Probe runs read while the run is awaited (src/scan/collect/read-ahead.ts): a read made early is
 * the collection's first read of a probe run only for the very entry it was read for, and only
 * once the analysis the scan wants is in it; the verdict is the one a read at the end gives.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformClient, ProbeRun, TestRunStatus } from '../../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { ANALYSIS_WAIT_MS, ProbeRunsAhead } from '../../../src/scan/collect/read-ahead.js';
import { collectProbeRuns, type ProbeRunRef } from '../../../src/scan/collect/collect.js';
import { fetchAnalysis } from '../../../src/scan/collect/ai-analysis.js';
import type { Clock, Logger } from '../../../src/scan/ports.js';
import { answers, arrivals, newTarget, scan } from '../verdict/verdict-support.js';

type Entry = NonNullable<TestRunStatus['probeRuns']>[number];

const entry = (id: number, o: Partial<Entry> = {}): Entry => ({
  probeRunId: id,
  probeId: id,
  probeName: `probe ${id}`,
  status: 'COMPLETED',
  totalCount: 10,
  processedCount: 10,
  passedCount: 8,
  failedCount: 2,
  errorCount: 0,
  ...o,
});

const status = (...probeRuns: Entry[]): TestRunStatus =>
  ({ testRunId: 9, status: 'RUNNING', probeRuns }) as TestRunStatus;

const ref = (e: Entry): ProbeRunRef => ({
  probeRunId: e.probeRunId as number,
  probeId: e.probeId as number,
  probeName: e.probeName as string,
  entry: e,
});

/** A client whose probe run reads are counted and answered as `answer` says. */
function fakeClient(answer: (id: number) => Partial<ProbeRun> | Error = () => ({})) {
  const reads: number[] = [];
  const client = {
    getProbeRunFindings: (_ws: number, id: number) => {
      reads.push(id);
      const a = answer(id);
      return a instanceof Error
        ? Promise.reject(a)
        : Promise.resolve({ probeRunId: id, ...a } as ProbeRun);
    },
  } as unknown as PlatformClient;
  return { client, reads };
}

function ahead(client: PlatformClient, o: { analysis?: boolean; maxCases?: number } = {}) {
  const time = { now: 0 };
  const a = new ProbeRunsAhead({
    client,
    clock: { now: () => time.now },
    workspaceId: 1,
    deadline: Number.MAX_SAFE_INTEGER,
    analysis: o.analysis ?? false,
    maxCases: o.maxCases,
  });
  return { a, time };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('reads made while the run is awaited', () => {
  it('reads each probe run the status shows final, once; none still running or unnumbered', async () => {
    const { client, reads } = fakeClient();
    const { a } = ahead(client);
    const running = entry(2, { status: 'RUNNING', processedCount: 4, passedCount: 2 });
    const short = entry(3, { processedCount: 9, passedCount: 7 });
    const queued = entry(4, { probeRunId: undefined });
    a.see(status(entry(1), running, short, queued));
    a.see(status(entry(1), running, short, queued));
    await settle();
    expect(reads).toEqual([1]);
    expect(await a.take(ref(entry(1)))).toMatchObject({ probeRunId: 1 });
    // Given once: a second take reads at the end.
    expect(a.take(ref(entry(1)))).toBeUndefined();
  });

  it('gives a read only for the very entry it was read for', async () => {
    const { client, reads } = fakeClient();
    const { a } = ahead(client);
    a.see(status(entry(1), entry(2)));
    await settle();
    // The final status shows probe run 1 scored again, and probe run 2 as it was.
    expect(a.take(ref(entry(1, { passedCount: 7, failedCount: 3 })))).toBeUndefined();
    expect(await a.take(ref(entry(2)))).toMatchObject({ probeRunId: 2 });
    expect(reads).toEqual([1, 2]);
  });

  it('reads a probe run again when its entry changes while the run is going', async () => {
    const { client, reads } = fakeClient();
    const { a } = ahead(client);
    a.see(status(entry(1)));
    await settle();
    const rescored = entry(1, { passedCount: 7, failedCount: 3 });
    a.see(status(rescored));
    await settle();
    expect(reads).toEqual([1, 1]);
    a.see(status(rescored));
    await settle();
    expect(reads).toEqual([1, 1]);
    expect(await a.take(ref(rescored))).toMatchObject({ probeRunId: 1 });
  });

  it('does not wait for a read whose turn has not come', async () => {
    let open = () => undefined as void;
    const gate = { promise: new Promise<void>((r) => (open = r)), resolve: () => open() };
    const reads: number[] = [];
    const client = {
      getProbeRunFindings: async (_ws: number, id: number) => {
        reads.push(id);
        await gate.promise;
        return { probeRunId: id } as ProbeRun;
      },
    } as unknown as PlatformClient;
    const { a } = ahead(client);
    a.see(status(entry(1), entry(2), entry(3)));
    await settle();
    // Two lanes: the third is queued, and is read at the end instead.
    expect(reads).toEqual([1, 2]);
    expect(a.take(ref(entry(3)))).toBeUndefined();
    gate.resolve();
    await settle();
    expect(reads).toEqual([1, 2]);
    expect(await a.take(ref(entry(1)))).toMatchObject({ probeRunId: 1 });
  });

  it('holds at most maxCases test cases; a failed read is read at the end', async () => {
    const { client, reads } = fakeClient((id) => (id === 2 ? new Error('HTTP 503') : {}));
    const { a } = ahead(client, { maxCases: 25 });
    a.see(status(entry(1), entry(2), entry(3, { totalCount: 10 }), entry(4)));
    await settle();
    // 10 + 10 fit; a third of 10 would hold 30.
    expect(reads).toEqual([1, 2]);
    await expect(a.take(ref(entry(2)))).rejects.toThrow('HTTP 503');
    expect(a.take(ref(entry(3, { totalCount: 10 })))).toBeUndefined();
  });

  it('with the AI analysis wanted: reads a probe run seen ending only a while later, and uses a read only with the analysis in it', async () => {
    let finished = false;
    const { client, reads } = fakeClient(() => ({ isAiAnalysisFinished: finished }));
    const { a, time } = ahead(client, { analysis: true });
    // Final at the scan's first answer: it may have ended long before, read at once.
    a.see(status(entry(1)));
    await settle();
    expect(reads).toEqual([1]);
    expect(await a.take(ref(entry(1)))).toBeNull();
    // Seen turning final later: read once the analysis has had time to land.
    a.see(status(entry(2)));
    time.now += ANALYSIS_WAIT_MS - 1;
    a.see(status(entry(2)));
    await settle();
    expect(reads).toEqual([1]);
    time.now += 1;
    finished = true;
    a.see(status(entry(2)));
    await settle();
    expect(reads).toEqual([1, 2]);
    expect(await a.take(ref(entry(2)))).toMatchObject({ isAiAnalysisFinished: true });
  });
});

describe('the collection, given what was read early', () => {
  const detail = (scanRunId: number) =>
    ({
      probeRunId: 1,
      scanRunId,
      probeId: 1,
      probeName: 'probe 1',
      status: 'FINISHED',
      totalCount: 10,
      processedCount: 10,
      passedCount: 10,
      failedCount: 0,
      errorCount: 0,
      testCaseResults: [],
    }) as ProbeRun;
  const log = new Proxy({}, { get: () => () => undefined }) as Logger;

  it('reads a probe run again at once when its early read breaks anything', async () => {
    const { client, reads } = fakeClient(() => detail(9));
    const sleeps: number[] = [];
    const clock: Clock = { now: () => 0, sleep: async (ms) => void sleeps.push(ms) };
    const invalid: string[] = [];
    const e = entry(1, { passedCount: 10, failedCount: 0 });
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
        // Read early from another run's probe run (a breach no later read can clear).
        early: { take: () => Promise.resolve(detail(8)) },
      },
      [ref(e)],
      [],
    );
    expect(invalid).toEqual([]);
    expect(reads).toEqual([1]);
    expect(sleeps).toEqual([]);
    expect(runs[0]).toMatchObject({ probeRunId: 1, failed: 0 });
  });

  it('reads the AI analysis at once when the detail without it was read early', async () => {
    const calls: string[] = [];
    const client = {
      getAiAnalysis: async () => {
        calls.push('read');
        return { overview: 'ready', attackClusters: [] };
      },
    } as unknown as PlatformClient;
    const clock: Clock = { now: () => 0, sleep: async () => void calls.push('sleep') };
    const ctx = {
      client,
      clock,
      log,
      workspaceId: 1,
      deadline: Number.MAX_SAFE_INTEGER,
      analysisRequested: true,
    };
    expect(await fetchAnalysis(ctx, 1, { readEarly: true })).toMatchObject({ overview: 'ready' });
    expect(calls).toEqual(['read']);
    calls.length = 0;
    await fetchAnalysis(ctx, 1);
    expect(calls).toEqual(['sleep', 'read']);
  });
});

describe('the property', () => {
  /** An entry as a platform may show it at one answer: final or not, counts that change. */
  const entryArb = (id: number) =>
    fc
      .record({
        status: fc.constantFrom('COMPLETED', 'RUNNING'),
        failed: fc.nat({ max: 3 }),
      })
      .map(({ status, failed }) =>
        entry(id, { status, passedCount: 10 - failed, failedCount: failed }),
      );
  const answerArb = fc.tuple(entryArb(1), entryArb(2), entryArb(3));

  it('a read is given only for the entry every answer showed from its request to the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answerArb, { maxLength: 6 }),
        answerArb,
        fc.boolean(),
        async (answers, final, analysis) => {
          // The platform's state now; each read answers with the entry it shows at that moment.
          let shown = new Map<number, Entry>();
          const client = {
            getProbeRunFindings: async (_ws: number, id: number) => {
              await settle();
              return { probeRunId: id, isAiAnalysisFinished: true, shown: shown.get(id) };
            },
          } as unknown as PlatformClient;
          const { a, time } = ahead(client, { analysis });
          for (const answer of answers) {
            shown = new Map(answer.map((e) => [e.probeRunId as number, e]));
            a.see(status(...answer));
            time.now += 7_000;
            await settle();
          }
          shown = new Map(final.map((e) => [e.probeRunId as number, e]));
          for (const e of final) {
            const given = (await a.take(ref(e))) as { shown?: Entry } | null | undefined;
            if (given) expect(isDeepStrictEqual(given.shown, e)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a scan that reads probe runs while the run is going', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 23 });
  });
  afterAll(async () => sb?.close());

  const PROBE_RUN = 'GET /api/workspaces/{workspaceId}/probe-run/{probeRunId}';
  const STATUS = 'GET /api/v2/test-run/{testRunId}/status';

  it('reads probe runs that ended before the run did, each once, with the same verdict', async () => {
    const t = newTarget(sb, { vulnerability: 0.3, testCasesPerProbe: 100 });
    sb.stats.reset();
    const r = await scan(sb, t.config({ probes: '11,21,23,31,32,33', 'ai-analysis': 'false' }));
    const reads = arrivals(sb, PROBE_RUN);
    expect(reads).toHaveLength(6);
    // At least one was read before the status read that saw the run final was answered.
    const finalStatus = Math.max(...answers(sb, STATUS));
    expect(Math.min(...reads)).toBeLessThan(finalStatus);
    const run = sb.control.getRun(r.report.testRun.id as number);
    expect(r.report.totals.failed).toBe(run?.failedCount);
  });

  it('a probe run scored again after the run ended: read again, its final failures judged', async () => {
    const t = newTarget(sb, { testCasesPerProbe: 10 });
    const fixedOutcomes = { 11: { failed: 0 }, 21: { failed: 0 }, 23: { failed: 0 } };
    sb.control.setQuirks(t.id, { fixedOutcomes });
    const raw = { probes: '11,21,23', 'ai-analysis': 'false', 'max-failed': '0' };
    const clean = await scan(sb, t.config(raw));
    expect(clean.verdict).toBe('pass');
    sb.control.setQuirks(t.id, { fixedOutcomes, rescoreAfterRun: 2 });
    sb.stats.reset();
    const r = await scan(sb, t.config(raw));
    expect(r.verdict).not.toBe('pass');
    const first = r.report.probeRuns.find((p) => p.failed > 0);
    expect(first?.failed).toBe(2);
    expect(first?.failedTestCases).toHaveLength(2);
    // Read while the run was going (when a poll saw it final: on a busy machine none may
    // have), then again for its changed entry; else read once, at the end.
    const id = first?.probeRunId;
    const readsOfIt = sb.stats.log.filter(
      (e) => `${e.method} ${e.route}` === PROBE_RUN && e.path.endsWith(`/probe-run/${id}`),
    );
    const finalStatus = Math.max(...answers(sb, STATUS));
    const readEarly = readsOfIt.some((e) => e.at < finalStatus);
    expect(readsOfIt.length).toBe(readEarly ? 2 : 1);
  });
});
