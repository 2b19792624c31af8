/** Tolerant readers (STYLE.md 4): unknown fields kept, nulls accepted, only ids required. */
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../src/api/index.js';
import {
  AiAnalysisSchema,
  apiErrorBodySchema,
  BenchmarkModelDetailSchema,
  BenchmarkProbeRunDetailSchema,
  ProbeCategoryListSchema,
  ProbeRunSchema,
  TargetSchema,
  TargetScoresSchema,
  TestRunStatusSchema,
  TestRunSummaryListSchema,
  TriggerResponseSchema,
} from '../../src/api/schemas/schemas.js';
import {
  assertNoKeyLeak,
  catchError,
  RUN_SUMMARY,
  TARGET,
  TEST_RUNS_ENDPOINT,
  TEST_RUNS_PATH,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

describe('schemas accept what a real platform may send', () => {
  it('keeps unknown fields at every level', () => {
    const target = TargetSchema.parse({
      id: 5,
      brandNew: { nested: true },
      settings: { name: 'bot', ragFile: { ragFileId: 'u', extra: 1 }, newFlag: 'x' },
    });
    expect(target.brandNew).toEqual({ nested: true });
    expect(target.settings?.newFlag).toBe('x');
    expect(target.settings?.ragFile?.extra).toBe(1);
  });

  it('accepts null for every optional field', () => {
    const nulls = (keys: string[]): Record<string, null> =>
      Object.fromEntries(keys.map((k) => [k, null]));
    expect(() =>
      ProbeRunSchema.parse(
        nulls([
          'probeRunId',
          'scanRunId',
          'probeId',
          'executionStart',
          'executionEnd',
          'probeName',
          'status',
          'totalCount',
          'processedCount',
          'errorCount',
          'passedCount',
          'failedCount',
          'acceptedCount',
          'progress',
          'isAiAnalysisFinished',
          'testCaseResults',
          'remediation',
          'aiAnalysis',
        ]),
      ),
    ).not.toThrow();
    expect(
      TargetScoresSchema.parse(
        nulls([
          'simulatedAttacks',
          'successfulAttacks',
          'overallScore',
          'scores',
          'latestExecutionDate',
        ]),
      ).overallScore,
    ).toBeNull();
    expect(
      TestRunSummaryListSchema.parse([
        { id: 1, ...nulls(Object.keys(RUN_SUMMARY).filter((k) => k !== 'id')) },
      ]),
    ).toHaveLength(1);
    expect(
      TargetSchema.parse({ id: 1, connection: { type: 'X', config: null }, settings: null }).id,
    ).toBe(1);
    expect(
      TestRunStatusSchema.parse({ testRunId: null, probeRuns: [{ probeRunId: null }] }),
    ).toBeTruthy();
    expect(BenchmarkModelDetailSchema.parse({ id: 1, scores: { a: null }, ranks: null }).id).toBe(
      1,
    );
  });

  it('keeps unknown status strings as they are', () => {
    const [run] = TestRunSummaryListSchema.parse([{ ...RUN_SUMMARY, status: 'PARTIALLY_DONE' }]);
    expect(run?.status).toBe('PARTIALLY_DONE');
  });

  it('reads a full probe run (4.15) with test cases, remediation and analysis', () => {
    const run = ProbeRunSchema.parse({
      probeRunId: 1815,
      probeName: 'Jailbreak',
      status: 'FINISHED',
      totalCount: 2,
      passedCount: 1,
      failedCount: 1,
      progress: 100,
      isAiAnalysisFinished: true,
      testCaseResults: [
        { id: 1, attackId: 'a-1', status: 'FAILED', redTeamerLabels: { lang: 'en' } },
        { id: 2, status: 'PASSED', riskAcceptedDate: null },
      ],
      remediation: {
        tasks: [{ id: 1, name: 'Harden prompt', completed: false }],
        dynamicTasks: [],
      },
      aiAnalysis: {
        id: 3,
        overview: 'Most attacks failed.',
        methods: [{ id: 1, name: 'm', data: { failRate: 0.5, criticalTestCaseIds: [1] } }],
      },
    });
    expect(run.testCaseResults).toHaveLength(2);
    expect(run.remediation?.tasks?.[0]?.name).toBe('Harden prompt');
    expect(run.aiAnalysis?.methods?.[0]?.data?.criticalTestCaseIds).toEqual([1]);
  });

  it('reads the standalone AI analysis with attackClusters', () => {
    const a = AiAnalysisSchema.parse({
      id: 1,
      overview: null,
      attackClusters: [{ id: 1, name: 'c' }],
    });
    expect(a.attackClusters?.[0]?.name).toBe('c');
  });

  it('reads benchmark detail conversations and predefined probes', () => {
    const d = BenchmarkProbeRunDetailSchema.parse({
      id: 4,
      results: [
        {
          id: 1,
          conversation: [
            [{ role: 'user', messageContents: [{ text: 'hi', contentType: 'TEXT' }] }],
          ],
        },
      ],
    });
    expect(d.results?.[0]?.conversation?.[0]?.[0]?.messageContents?.[0]?.text).toBe('hi');
    const cats = ProbeCategoryListSchema.parse([
      {
        probeCategoryId: 1,
        probeCategoryName: null,
        predefinedProbes: [{ id: 15, tags: [{ name: 'x' }] }],
      },
    ]);
    expect(cats[0]?.predefinedProbes?.[0]?.id).toBe(15);
  });

  it('reads a null list as empty', () => {
    expect(TestRunSummaryListSchema.parse(null)).toEqual([]);
  });

  it('requires the ids the next call depends on', () => {
    expect(TriggerResponseSchema.safeParse({}).success).toBe(false);
    expect(TriggerResponseSchema.safeParse({ testRunId: '862' }).success).toBe(false);
    expect(TargetSchema.safeParse({ settings: {} }).success).toBe(false);
  });

  it('reads error bodies in several shapes', () => {
    expect(apiErrorBodySchema().parse({ error: 'nope' }).error?.message).toBe('nope');
    expect(apiErrorBodySchema().parse({ error: { message: 42 } }).error?.message).toBeUndefined();
    expect(apiErrorBodySchema().parse({ error: null, message: 'top' }).message).toBe('top');
  });
});

describe('InvalidResponseError', () => {
  const GET = { path: TEST_RUNS_PATH, method: 'GET' } as const;

  it('names the JSON path of the problem, not the payload', async () => {
    const w = world();
    w.pool
      .intercept(GET)
      .reply(200, [RUN_SUMMARY, { ...RUN_SUMMARY, id: undefined, name: 'secret-run-name-xyz' }]);

    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as InvalidResponseError;

    expect(err).toBeInstanceOf(InvalidResponseError);
    expect(err.path).toBe('$[1].id');
    expect(err.endpoint).toBe(TEST_RUNS_ENDPOINT);
    expect(err.message).toContain(`${TEST_RUNS_ENDPOINT} answered 200`);
    expect(err.message).toContain('$[1].id');
    expect(err.message).not.toContain('secret-run-name-xyz');
    expect(err.message).toMatch(/base-url/);
    expect(w.calls()).toHaveLength(1);
  });

  it('names a nested path', async () => {
    const w = world();
    w.pool.intercept({ path: '/api/v2/test-run/862/status', method: 'GET' }).reply(200, {
      testRunId: 862,
      probeRuns: [{ probeRunId: 1 }, { probeRunId: 'abc' }],
    });
    const err = (await catchError(w.client.getTestRunStatus(862))) as InvalidResponseError;
    expect(err.path).toBe('$.probeRuns[1].probeRunId');
    expect(err.message).not.toContain('abc');
  });

  it('is thrown for a body that is not JSON, and for an empty body', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, '<html>login page</html>', {
      headers: { 'content-type': 'text/html' },
    });
    w.pool.intercept(GET).reply(200, '');
    const html = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(html).toBeInstanceOf(InvalidResponseError);
    expect(html.message).toContain('not JSON (content-type text/html)');
    expect(html.message).not.toContain('login page');
    const empty = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(empty.message).toContain('empty body');
  });

  it('is not thrown by empty-answer endpoints, whatever they answer', async () => {
    const w = world();
    const cancel = { path: `/api/workspaces/${WS}/test-run/862/cancel`, method: 'POST' } as const;
    w.pool.intercept(cancel).reply(200, '');
    w.pool.intercept(cancel).reply(200, 'OK');
    w.pool.intercept(cancel).reply(200, { status: 'CANCELLED' });
    for (let i = 0; i < 3; i++)
      await expect(w.client.cancelTestRun(WS, 862)).resolves.toBeUndefined();
  });

  it('getProbeRunFindings keeps the fields a report reads of failed, errored and unknown-status cases, checks only the status of passed ones', async () => {
    const w = world();
    const path = { path: `/api/workspaces/${WS}/probe-run/1815`, method: 'GET' } as const;
    const cases = [
      { id: 1, attackId: 'a-1', status: 'FAILED', redTeamerLabels: { lang: 'en' }, extra: 1 },
      // A field the scan never reads may be anything on a passed case.
      { id: 2, attackId: 7, status: 'PASSED' },
      { id: 3, attackId: 'a-3', status: 'ERROR' },
      { id: 4, status: 'SOMETHING_NEW' },
    ];
    w.pool.intercept(path).reply(200, { probeRunId: 1815, testCaseResults: cases });
    const run = await w.client.getProbeRunFindings(WS, 1815);
    // Keys the report never reads (`extra`) are left out; an unknown status is kept, so the
    // scan can name it in a warning (R21).
    expect(run.testCaseResults).toEqual([
      { id: 1, attackId: 'a-1', status: 'FAILED', redTeamerLabels: { lang: 'en' } },
      cases[2],
      cases[3],
    ]);

    w.pool
      .intercept(path)
      .reply(200, { probeRunId: 1815, testCaseResults: [cases[0], { id: 2, status: 5 }] });
    const badStatus = (await catchError(
      w.client.getProbeRunFindings(WS, 1815),
    )) as InvalidResponseError;
    expect(badStatus).toBeInstanceOf(InvalidResponseError);
    expect(badStatus.path).toBe('$.testCaseResults[1].status');

    w.pool.intercept(path).reply(200, {
      probeRunId: 1815,
      testCaseResults: [cases[1], { id: 5, status: 'FAILED', attackId: { secret: 'x' } }],
    });
    const badFinding = (await catchError(
      w.client.getProbeRunFindings(WS, 1815),
    )) as InvalidResponseError;
    expect(badFinding.path).toBe('$.testCaseResults[1].attackId');
  });

  it('tolerates a UTF-8 BOM before the JSON', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, `\uFEFF${JSON.stringify([RUN_SUMMARY])}`);
    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toHaveLength(1);
  });
});
