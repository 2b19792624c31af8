/** What goes on the wire: paths, headers, bodies, argument validation. */
import { afterAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  InvalidArgumentError,
  PlatformClient,
  type EndpointName,
} from '../../src/api/index.js';
import {
  API_KEY,
  assertNoKeyLeak,
  catchError,
  ORIGIN,
  RUN_SUMMARY,
  TARGET,
  TEST_RUNS_PATH,
  TRIGGER_BODY,
  TRIGGER_PATH,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

/** The body MockAgent recorded, as text. */
function bodyText(body: unknown): string {
  if (body === null || body === undefined) return '';
  if (typeof body === 'string') return body;
  return Buffer.from(body as Uint8Array).toString('utf8');
}

const file = { name: 'cases.csv', data: new TextEncoder().encode('prompt,expected\n"hi",no\n') };

/** One row per client method: how to call it, the request it must make, a reply that parses. */
const table: [EndpointName, (c: PlatformClient) => Promise<unknown>, string, string, unknown][] = [
  [
    'createTarget',
    (c) => c.createTarget(WS, { settings: { name: 't' } }),
    'POST',
    `/api/v2/workspaces/${WS}/target`,
    { id: 5 },
  ],
  [
    'updateTarget',
    (c) => c.updateTarget(WS, 5, { settings: { name: 't' } }),
    'PATCH',
    `/api/v2/workspaces/${WS}/target/5`,
    { id: 5 },
  ],
  ['getTarget', (c) => c.getTarget(WS, 5), 'GET', `/api/v2/workspaces/${WS}/target/5`, { id: 5 }],
  [
    'deleteTarget',
    (c) => c.deleteTarget(WS, 5),
    'DELETE',
    `/api/workspaces/${WS}/target/5`,
    { id: 5 },
  ],
  [
    'listTargetTypes',
    (c) => c.listTargetTypes(),
    'GET',
    '/api/target/types',
    [{ id: 'u-1', label: 'Chatbot' }],
  ],
  [
    'getTargetScores',
    (c) => c.getTargetScores(WS, 5),
    'GET',
    `/api/workspaces/${WS}/target/5/scores`,
    { overallScore: 72 },
  ],
  [
    'listTestRuns',
    (c) => c.listTestRuns(WS, 5),
    'GET',
    `/api/workspaces/${WS}/target/5/test-runs`,
    [RUN_SUMMARY],
  ],
  [
    'triggerTestRun',
    (c) => c.triggerTestRun(WS, TRIGGER_BODY),
    'POST',
    TRIGGER_PATH,
    { testRunId: 862 },
  ],
  [
    'cancelTestRun',
    (c) => c.cancelTestRun(WS, 862),
    'POST',
    `/api/workspaces/${WS}/test-run/862/cancel`,
    '',
  ],
  [
    'listBenchmarkModels',
    (c) => c.listBenchmarkModels(),
    'GET',
    '/api/v2/benchmarks/models',
    [{ id: 1 }],
  ],
  [
    'getBenchmarkModel',
    (c) => c.getBenchmarkModel(11),
    'GET',
    '/api/v2/benchmarks/models/11',
    { id: 11, totalCount: 3 },
  ],
  [
    'listBenchmarkModelRuns',
    (c) => c.listBenchmarkModelRuns(11, 2),
    'GET',
    '/api/v2/benchmarks/models/11/runs?benchmarkTypeId=2',
    [{ id: 4 }],
  ],
  [
    'getBenchmarkRunTestCases',
    (c) => c.getBenchmarkRunTestCases(11, 4),
    'GET',
    '/api/v2/benchmarks/models/11/runs/4/test-cases',
    { id: 4, results: [] },
  ],
  [
    'listBenchmarkTypes',
    (c) => c.listBenchmarkTypes(),
    'GET',
    '/api/v2/benchmarks/types',
    [{ id: 2, name: 'Security' }],
  ],
  [
    'getProbeRun',
    (c) => c.getProbeRun(WS, 1815),
    'GET',
    `/api/workspaces/${WS}/probe-run/1815`,
    { probeName: 'Jailbreak', status: 'FINISHED' },
  ],
  [
    'triggerAiAnalysis',
    (c) => c.triggerAiAnalysis(WS, 1815),
    'POST',
    `/api/workspaces/${WS}/probe-run/1815/ai-analysis/trigger`,
    '',
  ],
  [
    'getAiAnalysis',
    (c) => c.getAiAnalysis(WS, 1815),
    'GET',
    `/api/workspaces/${WS}/probe-run/1815/ai-analysis`,
    { id: 9, overview: null },
  ],
  [
    'uploadFile',
    (c) => c.uploadFile(WS, file),
    'POST',
    `/api/workspaces/${WS}/file/upload`,
    { fileId: 'f-1' },
  ],
  [
    'uploadDataset',
    (c) => c.uploadDataset(WS, file),
    'POST',
    `/api/workspaces/${WS}/probe/custom/dataset/upload`,
    { fileId: 'f-2', fileName: 'cases.csv' },
  ],
  [
    'listPredefinedProbes',
    (c) => c.listPredefinedProbes(),
    'GET',
    '/api/probe/predefined',
    [{ probeCategoryId: 1, probeCategoryName: 'Security', predefinedProbes: [] }],
  ],
  [
    'getTestRunStatus',
    (c) => c.getTestRunStatus(862),
    'GET',
    '/api/v2/test-run/862/status',
    { testRunId: 862, status: 'RUNNING', probeRuns: [] },
  ],
];

describe('every endpoint', () => {
  it('the table covers every endpoint of the client', () => {
    expect(table.map(([name]) => name).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(table)(
    '%s sends the right method and path',
    async (name, invoke, method, path, reply) => {
      const w = world();
      w.pool.intercept({ path, method }).reply(200, reply as object);
      await invoke(w.client);
      const [call] = w.calls();
      expect(call?.method).toBe(method);
      expect(call?.fullUrl).toBe(`${ORIGIN}${path}`);
      expect(ENDPOINTS[name].method).toBe(method);
    },
  );
});

describe('headers', () => {
  it('sends X-Api-Key, Accept and User-Agent on a GET, and no content type', async () => {
    const w = world();
    w.pool.intercept({ path: TEST_RUNS_PATH, method: 'GET' }).reply(200, []);
    await w.client.listTestRuns(WS, TARGET);
    const headers = w.calls()[0]?.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe(API_KEY);
    expect(headers['accept']).toBe('application/json');
    expect(headers['user-agent']).toMatch(/^probe-gate \(node\/\d+/);
    expect(headers['content-type']).toBeUndefined();
  });

  it('uses a custom User-Agent', async () => {
    const w = world({ userAgent: 'probe-gate/1.2.3' });
    w.pool.intercept({ path: TEST_RUNS_PATH, method: 'GET' }).reply(200, []);
    await w.client.listTestRuns(WS, TARGET);
    expect((w.calls()[0]?.headers as Record<string, string>)['user-agent']).toBe(
      'probe-gate/1.2.3',
    );
  });

  it('sends the trigger as application/json-patch+json with the flags filled in', async () => {
    const w = world();
    w.pool.intercept({ path: TRIGGER_PATH, method: 'POST' }).reply(200, { testRunId: 862 });
    await expect(w.client.triggerTestRun(WS, TRIGGER_BODY)).resolves.toEqual({ testRunId: 862 });
    const call = w.calls()[0];
    expect((call?.headers as Record<string, string>)['content-type']).toBe(
      'application/json-patch+json',
    );
    expect(JSON.parse(bodyText(call?.body))).toEqual({
      ...TRIGGER_BODY,
      notifyWhenFinished: false,
      runAiAnalysis: false,
    });
  });

  it("sends probeIds: null as null (the target's configured probes)", async () => {
    const w = world();
    w.pool.intercept({ path: TRIGGER_PATH, method: 'POST' }).reply(200, { testRunId: 1 });
    await w.client.triggerTestRun(WS, { ...TRIGGER_BODY, probeIds: null, runAiAnalysis: true });
    expect(JSON.parse(bodyText(w.calls()[0]?.body))).toMatchObject({
      probeIds: null,
      runAiAnalysis: true,
    });
  });

  it('sends a target request with unknown fields passed through', async () => {
    const w = world();
    const path = `/api/v2/workspaces/${WS}/target`;
    w.pool.intercept({ path, method: 'POST' }).reply(200, { id: 5 });
    const body = {
      connection: { type: 'AZURE_OPENAI', config: { url: 'https://x', apiKey: 'model-secret' } },
      settings: { name: 'bot', rateLimit: 10, futureSetting: true },
    };
    await w.client.createTarget(WS, body);
    const call = w.calls()[0];
    expect((call?.headers as Record<string, string>)['content-type']).toBe(
      'application/json-patch+json',
    );
    expect(JSON.parse(bodyText(call?.body))).toEqual(body);
  });

  it('uploads multipart/form-data with one part named File', async () => {
    const w = world();
    const path = `/api/workspaces/${WS}/probe/custom/dataset/upload`;
    w.pool.intercept({ path, method: 'POST' }).reply(200, {
      fileId: '3f2c-uuid',
      entriesRowCount: 1,
      fileName: 'cases.csv',
    });
    const result = await w.client.uploadDataset(WS, file);
    expect(result).toEqual({ fileId: '3f2c-uuid', entriesRowCount: 1, fileName: 'cases.csv' });

    const call = w.calls()[0];
    const type = (call?.headers as Record<string, string>)['content-type'] ?? '';
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
    expect(boundary).toBeTruthy();
    const text = bodyText(call?.body);
    const parts = text.split(`--${boundary}`).filter((p) => p.includes('Content-Disposition'));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toContain('Content-Disposition: form-data; name="File"; filename="cases.csv"');
    expect(parts[0]).toContain('Content-Type: text/csv');
    expect(parts[0]).toContain('prompt,expected\n"hi",no\n');
  });

  it('cancel sends no body and no content type', async () => {
    const w = world();
    const path = `/api/workspaces/${WS}/test-run/862/cancel`;
    w.pool.intercept({ path, method: 'POST' }).reply(200, '');
    await w.client.cancelTestRun(WS, 862);
    const call = w.calls()[0];
    expect(bodyText(call?.body)).toBe('');
    expect((call?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});

describe('URLs and query parameters', () => {
  it('adds benchmarkTypeId only when given', async () => {
    const w = world();
    w.pool
      .intercept({ path: '/api/v2/benchmarks/models?benchmarkTypeId=3', method: 'GET' })
      .reply(200, []);
    w.pool.intercept({ path: '/api/v2/benchmarks/models', method: 'GET' }).reply(200, []);
    w.pool
      .intercept({ path: '/api/v2/benchmarks/models/11/runs?benchmarkTypeId=2', method: 'GET' })
      .reply(200, []);
    await w.client.listBenchmarkModels(3);
    await w.client.listBenchmarkModels();
    await w.client.listBenchmarkModelRuns(11, 2);
    expect(w.calls().map((c) => c.fullUrl)).toEqual([
      `${ORIGIN}/api/v2/benchmarks/models?benchmarkTypeId=3`,
      `${ORIGIN}/api/v2/benchmarks/models`,
      `${ORIGIN}/api/v2/benchmarks/models/11/runs?benchmarkTypeId=2`,
    ]);
  });

  it('keeps a path prefix of baseUrl and ignores a trailing slash', async () => {
    const w = world({ baseUrl: `${ORIGIN}/platform/` });
    w.pool.intercept({ path: `/platform${TEST_RUNS_PATH}`, method: 'GET' }).reply(200, []);
    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toEqual([]);
  });

  it('rejects a bad baseUrl', () => {
    expect(() => world({ baseUrl: 'api.example.com' })).toThrow(InvalidArgumentError);
    expect(() => world({ baseUrl: 'ftp://api.example.com' })).toThrow(/http:\/\/ or https:\/\//);
  });
});

describe('argument validation (no request is made)', () => {
  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '7' as unknown as number])(
    'rejects the id %s',
    async (bad) => {
      const w = world();
      await expect(w.client.listTestRuns(bad, TARGET)).rejects.toThrow(InvalidArgumentError);
      await expect(w.client.getProbeRun(WS, bad)).rejects.toThrow(
        /probeRunId must be a positive integer/,
      );
      await expect(w.client.listBenchmarkModels(bad)).rejects.toThrow(TypeError);
      expect(w.calls()).toHaveLength(0);
    },
  );

  it('rejects a trigger with an unknown field or a missing name, naming the path', async () => {
    const w = world();
    await expect(
      w.client.triggerTestRun(WS, { ...TRIGGER_BODY, extra: 1 } as typeof TRIGGER_BODY),
    ).rejects.toThrow(/trigger request is invalid: .*extra/);
    await expect(
      w.client.triggerTestRun(WS, { targetId: TARGET, probeIds: null, name: '' }),
    ).rejects.toThrow(/\$\.name/);
    expect(w.calls()).toHaveLength(0);
  });

  it('rejects a target request with a wrong type without quoting values', async () => {
    const w = world();
    const err = await catchError(
      w.client.createTarget(WS, {
        connection: { type: 'AZURE_OPENAI', config: { apiKey: 'model-secret' } },
        settings: { name: 5 as unknown as string },
      }),
    );
    expect(err).toBeInstanceOf(InvalidArgumentError);
    expect(err.message).toContain('$.settings.name');
    expect(err.message).not.toContain('model-secret');
    expect(w.calls()).toHaveLength(0);
  });

  it('rejects an upload without a name or bytes', async () => {
    const w = world();
    await expect(w.client.uploadFile(WS, { name: '', data: new Uint8Array() })).rejects.toThrow(
      /file.name/,
    );
    await expect(
      w.client.uploadFile(WS, { name: 'a', data: 'text' as unknown as Uint8Array }),
    ).rejects.toThrow(/file.data/);
    expect(w.calls()).toHaveLength(0);
  });
});
