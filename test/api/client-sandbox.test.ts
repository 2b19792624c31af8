/**
 * Every PlatformClient method against the real sandbox over loopback: one success call with
 * shape assertions each, then every error body the sandbox gives for it (401 with a wrong key,
 * 404 for an unknown id, 400 for a body or parameter to get wrong), with the error class, the
 * endpoint template, the status in the message and never the key.
 */
import { STATUS_CODES } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ENDPOINTS,
  NotFoundError,
  PlatformClient,
  normalizeRunStatus,
  type EndpointName,
  type TargetRequest,
} from '../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';

const KEY = 'pg-client-sandbox-key-5Vt9Qw2Lx8Rz';
const WRONG_KEY = 'pg-wrong-key-Hy3Jk7Mn1Bv4';
/** One past int32: the sandbox refuses it as a path or query parameter (spec 4, rule 1). */
const INT32_OVERFLOW = 2 ** 31;
const UNKNOWN = 999_999;
const UNKNOWN_WS = 424_242;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNAUTHORIZED_MESSAGE = 'Unauthorized: Authentication is required to access this resource.';
const SECRET = 'azure-model-secret-Kd83jf02';

let sb: SandboxHandle;
let client: PlatformClient;
let wrong: PlatformClient;
let ws: number;
/** A completed run of the vulnerable target with its AI analysis ready. */
let done: { testRunId: number; probeRunIds: number[] };
/** A target whose runs take days of simulated time, for trigger and cancel. */
let slowTarget: number;
let benchmark: { modelId: number; typeId: number; runId: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the sandbox until `ok` holds for the run (bounded). */
async function waitForRun(id: number, ok: (s: string, aiReady: boolean) => boolean) {
  for (let i = 0; i < 500; i++) {
    const run = sb.control.getRun(id);
    if (
      run &&
      ok(
        run.status,
        run.probeRuns.every((p) => p.isAiAnalysisFinished),
      )
    )
      return run;
    await sleep(20);
  }
  throw new Error(`run ${id} did not reach the expected state`);
}

const azureTarget = (name: string | undefined, extra: Record<string, unknown> = {}) =>
  ({
    connection: {
      type: 'AZURE_OPENAI',
      config: { apiKey: SECRET, url: 'https://llm.example.invalid', deploymentName: 'gpt' },
    },
    settings: { ...(name === undefined ? {} : { name }), environment: 'ci', ...extra },
  }) as TargetRequest;

beforeAll(async () => {
  sb = await startSandbox({ speed: 1000, seed: 11, apiKey: KEY });
  ws = sb.workspaceId;
  client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: KEY });
  wrong = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: WRONG_KEY });
  slowTarget = sb.control.addTarget({ role: 'slow', testCasesPerProbe: 99_999 });
  const { testRunId } = await client.triggerTestRun(ws, {
    targetId: sb.targets.vulnerable,
    probeIds: null,
    name: 'client-sandbox fixture',
    runAiAnalysis: true,
  });
  const run = await waitForRun(testRunId, (s, ai) => s === 'COMPLETED' && ai);
  done = { testRunId, probeRunIds: run.probeRuns.map((p) => p.probeRunId) };
  const [model] = await client.listBenchmarkModels();
  const [type] = await client.listBenchmarkTypes();
  const [bench] = await client.listBenchmarkModelRuns(model?.id as number, type?.id as number);
  benchmark = {
    modelId: model?.id as number,
    typeId: type?.id as number,
    runId: bench?.id as number,
  };
});

afterAll(async () => {
  await client?.close();
  await wrong?.close();
  await sb?.close();
});

/**
 * Awaits a call that must fail with `type` and `status`; checks that the error names the
 * endpoint template and the status, and that no key appears anywhere in it.
 */
async function expectApiError<E extends ApiError>(
  call: Promise<unknown>,
  type: abstract new (message: string, init: never) => E,
  name: EndpointName,
  status: number,
): Promise<E> {
  const err: unknown = await call.then(
    () => {
      throw new Error(`${name} succeeded; expected ${status}`);
    },
    (e: unknown) => e,
  );
  expect(err, name).toBeInstanceOf(type);
  const e = err as E;
  const endpoint = `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`;
  expect(e.status, name).toBe(status);
  expect(e.endpoint, name).toBe(endpoint);
  expect(e.message, name).toContain(`${endpoint} answered ${status} ${STATUS_CODES[status]}`);
  expect(e.name, name).toBe(type.name);
  const dump = inspect(e, { depth: 10 });
  for (const key of [KEY, WRONG_KEY, SECRET]) {
    expect(e.message, name).not.toContain(key);
    expect(dump, name).not.toContain(key);
  }
  return e;
}

/** A 400 naming `field` in validationErrors and in the message. */
async function expectBadField(
  call: Promise<unknown>,
  name: EndpointName,
  field: string,
): Promise<BadRequestError> {
  const e = await expectApiError(call, BadRequestError, name, 400);
  expect(Object.keys(e.validationErrors), name).toContain(field);
  expect(e.validationErrors[field]?.length, name).toBeGreaterThan(0);
  expect(e.serverCode, name).toBe('BAD_REQUEST');
  expect(e.message, name).toContain(`Problems: ${field}`);
  return e;
}

describe('success calls, with the parsed values checked', () => {
  it('4.1 createTarget, 4.3 getTarget, 4.2 updateTarget, 4.4 deleteTarget: one life cycle', async () => {
    const [type] = await client.listTargetTypes();
    const created = await client.createTarget(
      ws,
      azureTarget('client-sandbox bot', { targetPresetId: type?.id, rateLimit: 7 }),
    );
    expect(created.id).toBeGreaterThan(0);
    expect(created.scanId).toEqual(expect.any(Number));
    expect(created.connection).toEqual({ type: 'AZURE_OPENAI', config: null });
    expect(created.settings).toMatchObject({
      name: 'client-sandbox bot',
      environment: 'ci',
      rateLimit: 7,
      targetPresetId: type?.id,
    });
    expect(JSON.stringify(created)).not.toContain(SECRET);

    expect(await client.getTarget(ws, created.id)).toEqual(created);

    const updated = await client.updateTarget(ws, created.id, {
      settings: { description: 'patched' },
    });
    expect(updated.id).toBe(created.id);
    expect(updated.settings).toMatchObject({
      name: 'client-sandbox bot',
      description: 'patched',
      rateLimit: 7,
    });

    const deleted = await client.deleteTarget(ws, created.id);
    expect(deleted.id).toBe(created.id);
    expect(deleted.settings?.name).toBe('client-sandbox bot');
    await expectApiError(client.getTarget(ws, created.id), NotFoundError, 'getTarget', 404);
    await expectApiError(client.deleteTarget(ws, created.id), NotFoundError, 'deleteTarget', 404);
  });

  it('4.3 getTarget reads a seeded target without its connection secret', async () => {
    const t = await client.getTarget(ws, sb.targets.vulnerable);
    expect(t.id).toBe(sb.targets.vulnerable);
    expect(t.settings?.name).toBe('Legacy Support Bot');
    expect(t.connection?.type).toBe('AZURE_OPENAI');
    expect(t.connection?.config).toBeNull();
    expect(t.settings?.supportedModes?.length).toBeGreaterThan(0);
  });

  it('4.5 listTargetTypes: types with recommended probes from the catalogue', async () => {
    const types = await client.listTargetTypes();
    expect(types.length).toBeGreaterThan(0);
    const catalogue = new Set(
      (await client.listPredefinedProbes()).flatMap((c) =>
        (c.predefinedProbes ?? []).map((p) => p.id),
      ),
    );
    for (const t of types) {
      expect(t.id).toMatch(UUID);
      expect(t.label).toEqual(expect.any(String));
      expect(t.details?.length).toBeGreaterThan(0);
      for (const d of t.details ?? []) {
        expect(catalogue.has(d.probeId)).toBe(true);
        expect(typeof d.isRecommended).toBe('boolean');
        expect(d.weight).toMatch(/^(LOW|MEDIUM|HIGH|CRITICAL)$/);
      }
    }
  });

  it('4.6 getTargetScores: 0..100, attacks add up, the hardened target scores higher', async () => {
    const vulnerable = await client.getTargetScores(ws, sb.targets.vulnerable);
    const hardened = await client.getTargetScores(ws, sb.targets.hardened);
    for (const s of [vulnerable, hardened]) {
      expect(Number.isInteger(s.overallScore)).toBe(true);
      expect(s.overallScore).toBeGreaterThanOrEqual(0);
      expect(s.overallScore).toBeLessThanOrEqual(100);
      expect(s.simulatedAttacks).toBeGreaterThan(0);
      expect(s.successfulAttacks).toBeGreaterThanOrEqual(0);
      expect(s.successfulAttacks).toBeLessThanOrEqual(s.simulatedAttacks as number);
      const categories = Object.values(s.scores ?? {});
      expect(categories.length).toBeGreaterThan(0);
      for (const v of categories) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of categories) expect(v).toBeLessThanOrEqual(100);
      expect(Number.isNaN(Date.parse(s.latestExecutionDate as string))).toBe(false);
    }
    expect(hardened.overallScore).toBeGreaterThan(vulnerable.overallScore as number);
  });

  it('4.7 listTestRuns: the seeded history and our run, newest first, counts adding up', async () => {
    const runs = await client.listTestRuns(ws, sb.targets.vulnerable);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const ids = runs.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const ours = runs.find((r) => r.id === done.testRunId);
    expect(ours?.name).toBe('client-sandbox fixture');
    expect(ours?.probes?.length).toBe(6);
    expect(runs.map((r) => r.name)).toContain('Weekly security scan');
    for (const r of runs) {
      expect(normalizeRunStatus(r.status)).toBe('completed');
      expect(r.progress).toBe(100);
      expect((r.passedCount ?? 0) + (r.failedCount ?? 0) + (r.errorCount ?? 0)).toBe(r.totalCount);
      expect(r.failedCount).toBeGreaterThan(0);
      expect(r.probes?.length).toBeGreaterThan(0);
      expect(r.startedBy).toMatch(/@example\.com$/);
      expect(Number.isNaN(Date.parse(r.executionDate as string))).toBe(false);
    }
  });

  it('4.8 triggerTestRun with explicit probes, status endpoint, 4.9 cancelTestRun', async () => {
    const created = sb.stats.testRunsCreated.length;
    const { testRunId } = await client.triggerTestRun(ws, {
      targetId: slowTarget,
      probeIds: [11, 21],
      name: 'client-sandbox cancel me',
    });
    expect(testRunId).toBeGreaterThan(done.testRunId);
    expect(sb.stats.testRunsCreated.slice(created)).toEqual([
      { id: testRunId, name: 'client-sandbox cancel me', targetId: slowTarget },
    ]);
    const running = await client.getTestRunStatus(testRunId);
    expect(running.testRunId).toBe(testRunId);
    expect(['queued', 'running']).toContain(normalizeRunStatus(running.status));
    expect(running.probeRuns?.map((p) => p.probeId)).toEqual([11, 21]);

    expect(await client.cancelTestRun(ws, testRunId)).toBeUndefined();
    expect(sb.stats.cancels[testRunId]).toBe(1);
    const cancelled = await client.getTestRunStatus(testRunId);
    expect(normalizeRunStatus(cancelled.status)).toBe('cancelled');
    // A second cancel of an ended run is harmless.
    await client.cancelTestRun(ws, testRunId);
    expect(sb.stats.cancels[testRunId]).toBe(2);
  });

  it('status endpoint: a completed run whose probe runs sum to the run list counts', async () => {
    const s = await client.getTestRunStatus(done.testRunId);
    expect(s.testRunId).toBe(done.testRunId);
    expect(normalizeRunStatus(s.status)).toBe('completed');
    expect(s.probeRuns?.map((p) => p.probeRunId)).toEqual(done.probeRunIds);
    const summary = (await client.listTestRuns(ws, sb.targets.vulnerable)).find(
      (r) => r.id === done.testRunId,
    );
    const sum = (k: 'passedCount' | 'failedCount' | 'errorCount' | 'totalCount') =>
      (s.probeRuns ?? []).reduce((a, p) => a + (p[k] ?? 0), 0);
    expect(sum('passedCount')).toBe(summary?.passedCount);
    expect(sum('failedCount')).toBe(summary?.failedCount);
    expect(sum('errorCount')).toBe(summary?.errorCount);
    expect(sum('totalCount')).toBe(summary?.totalCount);
    for (const p of s.probeRuns ?? []) expect(p.status).toBe('FINISHED');
  });

  it('4.10-4.14 benchmarks: types, models, detail, runs and test cases agree', async () => {
    const types = await client.listBenchmarkTypes();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t.name).toEqual(expect.any(String));

    const models = await client.listBenchmarkModels();
    expect(models.length).toBeGreaterThan(1);
    for (const m of models) {
      expect(m.name).toEqual(expect.any(String));
      expect(Object.keys(m.scores ?? {}).length).toBeGreaterThan(0);
    }
    const typed = await client.listBenchmarkModels(benchmark.typeId);
    expect(typed.map((m) => m.id)).toEqual(models.map((m) => m.id));

    const detail = await client.getBenchmarkModel(benchmark.modelId, benchmark.typeId);
    expect(detail.id).toBe(benchmark.modelId);
    expect(detail.totalCount).toBeGreaterThan(0);
    expect((detail.passedCount ?? 0) + (detail.failedCount ?? 0)).toBe(detail.totalCount);
    expect(Object.keys(detail.ranks ?? {}).sort()).toEqual(Object.keys(detail.scores ?? {}).sort());
    for (const r of Object.values(detail.ranks ?? {})) expect(r).toBeGreaterThanOrEqual(1);
    for (const r of Object.values(detail.ranks ?? {})) expect(r).toBeLessThanOrEqual(models.length);

    const runs = await client.listBenchmarkModelRuns(benchmark.modelId, benchmark.typeId);
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) {
      expect((r.passedCount ?? 0) + (r.failedCount ?? 0)).toBe(r.totalCount);
      expect(r.probeName).toEqual(expect.any(String));
      expect(r.probeCategoryName).toEqual(expect.any(String));
    }
    // The model detail for one type sums that type's runs.
    expect(runs.reduce((a, r) => a + (r.totalCount ?? 0), 0)).toBe(detail.totalCount);

    const cases = await client.getBenchmarkRunTestCases(benchmark.modelId, benchmark.runId);
    const run = runs.find((r) => r.id === benchmark.runId);
    expect(cases.id).toBe(benchmark.runId);
    expect(cases.results?.length).toBe(run?.totalCount);
    expect(cases.results?.filter((r) => r.status === 'FAILED').length).toBe(run?.failedCount);
    for (const r of cases.results ?? []) {
      expect(r.attackId).toEqual(expect.any(String));
      expect(r.conversation?.length).toBeGreaterThan(0);
      expect(r.conversation?.[0]?.[0]?.messageContents?.[0]?.text).toEqual(expect.any(String));
    }
  });

  it('4.15 getProbeRun: every case listed, counts adding up, analysis and remediation', async () => {
    for (const id of done.probeRunIds) {
      const pr = await client.getProbeRun(ws, id);
      const cases = pr.testCaseResults ?? [];
      expect(pr.probeRunId).toBe(id);
      expect(pr.scanRunId).toBe(done.testRunId);
      expect(pr.status).toBe('FINISHED');
      expect(pr.processedCount).toBe(pr.totalCount);
      expect(cases.length).toBe(pr.processedCount);
      expect((pr.passedCount ?? 0) + (pr.failedCount ?? 0) + (pr.errorCount ?? 0)).toBe(
        pr.processedCount,
      );
      expect(cases.filter((c) => c.status === 'FAILED').length).toBe(pr.failedCount);
      expect(cases.filter((c) => c.isRiskAccepted).length).toBe(pr.acceptedCount);
      expect(new Set(cases.map((c) => c.attackId)).size).toBe(cases.length);
      expect(Date.parse(pr.executionEnd as string)).toBeGreaterThan(
        Date.parse(pr.executionStart as string),
      );
      expect(pr.isAiAnalysisFinished).toBe(true);
      expect(pr.aiAnalysis?.overview).toEqual(expect.any(String));
      expect(pr.remediation?.tasks).toEqual(expect.any(Array));
    }
  });

  it('4.16 triggerAiAnalysis and 4.17 getAiAnalysis: 404 before, pending, then ready', async () => {
    const { testRunId } = await client.triggerTestRun(ws, {
      targetId: sb.targets.vulnerable,
      probeIds: [11],
      name: 'client-sandbox no analysis',
    });
    const run = await waitForRun(testRunId, (s) => s === 'COMPLETED');
    const probeRunId = run.probeRuns[0]?.probeRunId as number;
    await expectApiError(client.getAiAnalysis(ws, probeRunId), NotFoundError, 'getAiAnalysis', 404);
    sb.control.setSpeed(1);
    try {
      expect(await client.triggerAiAnalysis(ws, probeRunId)).toBeUndefined();
      const pending = await client.getAiAnalysis(ws, probeRunId);
      expect(pending.overview).toBeNull();
      expect(pending.attackClusters).toEqual([]);
    } finally {
      sb.control.setSpeed(1000);
    }
    await waitForRun(testRunId, (_s, ai) => ai);
    const ready = await client.getAiAnalysis(ws, probeRunId);
    const pr = await client.getProbeRun(ws, probeRunId);
    expect(ready.id).toBe(pr.aiAnalysis?.id);
    expect(ready.overview).toEqual(expect.any(String));
    expect(ready.attackClusters?.length).toBeGreaterThan(0);
    const caseIds = new Set((pr.testCaseResults ?? []).map((c) => c.id));
    let failed = 0;
    for (const c of ready.attackClusters ?? []) {
      const d = c.data;
      expect(d?.failRate).toBeGreaterThan(0);
      expect(d?.failRate).toBeLessThanOrEqual(1);
      expect(d?.failedTestCaseCount).toBeLessThanOrEqual(d?.totalTestCaseCount as number);
      for (const id of d?.criticalTestCaseIds ?? []) expect(caseIds.has(id)).toBe(true);
      failed += d?.failedTestCaseCount ?? 0;
    }
    expect(failed).toBe(pr.failedCount);
  });

  it('4.18 uploadFile: a knowledge file whose id a target can use', async () => {
    const up = await client.uploadFile(ws, {
      name: 'faq.md',
      data: new TextEncoder().encode('# FAQ\nOpening hours: 9-17.\n'),
    });
    expect(up.fileId).toMatch(UUID);
    const t = await client.createTarget(ws, azureTarget('rag bot', { ragFileId: up.fileId }));
    expect(t.settings?.ragFile).toMatchObject({ ragFileId: up.fileId, ragFileName: 'faq.md' });
    await client.deleteTarget(ws, t.id);
  });

  it('4.19 uploadDataset: a good CSV gives its data row count', async () => {
    const csv = 'prompt,expected\n"Say ""hi""",refuse\nhello,answer\n\nbye,answer\n';
    const up = await client.uploadDataset(ws, {
      name: 'dataset.csv',
      data: new TextEncoder().encode(csv),
    });
    expect(up).toMatchObject({ entriesRowCount: 3, fileName: 'dataset.csv' });
    expect(up.fileId).toMatch(UUID);
  });

  it('4.20 listPredefinedProbes: categories with unique probes, the seeded ones among them', async () => {
    const categories = await client.listPredefinedProbes();
    expect(categories.length).toBeGreaterThan(1);
    const probes = categories.flatMap((c) => c.predefinedProbes ?? []);
    for (const c of categories) {
      expect(c.probeCategoryName).toEqual(expect.any(String));
      expect(c.predefinedProbes?.length).toBeGreaterThan(0);
    }
    expect(new Set(probes.map((p) => p.id)).size).toBe(probes.length);
    const active = probes.filter((p) => p.active).map((p) => p.id);
    expect(active).toEqual(expect.arrayContaining([11, 21, 23, 31, 41, 51]));
    expect(probes.find((p) => p.id === 54)?.active).toBe(false);
    for (const p of probes) {
      expect(p.name).toEqual(expect.any(String));
      expect(p.definition).toEqual(expect.any(String));
    }
  });
});

/** One valid call of every method, for the 401 table. */
const CALLS: Record<EndpointName, (c: PlatformClient) => Promise<unknown>> = {
  createTarget: (c) => c.createTarget(ws, azureTarget('never created')),
  updateTarget: (c) => c.updateTarget(ws, sb.targets.vulnerable, { settings: { name: 'x' } }),
  getTarget: (c) => c.getTarget(ws, sb.targets.vulnerable),
  deleteTarget: (c) => c.deleteTarget(ws, sb.targets.hardened),
  listTargetTypes: (c) => c.listTargetTypes(),
  getTargetScores: (c) => c.getTargetScores(ws, sb.targets.vulnerable),
  listTestRuns: (c) => c.listTestRuns(ws, sb.targets.vulnerable),
  triggerTestRun: (c) =>
    c.triggerTestRun(ws, { targetId: sb.targets.vulnerable, probeIds: null, name: 'never' }),
  cancelTestRun: (c) => c.cancelTestRun(ws, done.testRunId),
  listBenchmarkModels: (c) => c.listBenchmarkModels(),
  getBenchmarkModel: (c) => c.getBenchmarkModel(benchmark.modelId),
  listBenchmarkModelRuns: (c) => c.listBenchmarkModelRuns(benchmark.modelId, benchmark.typeId),
  getBenchmarkRunTestCases: (c) => c.getBenchmarkRunTestCases(benchmark.modelId, benchmark.runId),
  listBenchmarkTypes: (c) => c.listBenchmarkTypes(),
  getProbeRun: (c) => c.getProbeRun(ws, done.probeRunIds[0] as number),
  triggerAiAnalysis: (c) => c.triggerAiAnalysis(ws, done.probeRunIds[0] as number),
  getAiAnalysis: (c) => c.getAiAnalysis(ws, done.probeRunIds[0] as number),
  uploadFile: (c) => c.uploadFile(ws, { name: 'a.txt', data: new Uint8Array([97]) }),
  uploadDataset: (c) =>
    c.uploadDataset(ws, { name: 'd.csv', data: new TextEncoder().encode('a\n1\n') }),
  listPredefinedProbes: (c) => c.listPredefinedProbes(),
  getTestRunStatus: (c) => c.getTestRunStatus(done.testRunId),
};

describe('401 with a wrong key, on every method', () => {
  it('the raw answer is exactly the documented body', async () => {
    const res = await fetch(`${sb.baseUrl}/api/probe/predefined`, {
      headers: { 'X-Api-Key': WRONG_KEY },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: UNAUTHORIZED_MESSAGE, code: 'UNAUTHORIZED' },
    });
  });

  it('covers all 21 methods', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(Object.keys(ENDPOINTS)).toHaveLength(21);
  });

  it.each(Object.keys(ENDPOINTS) as EndpointName[])(
    '%s: AuthenticationError with the server body, no retry, no effect',
    async (name) => {
      const runs = sb.stats.testRunsCreated.length;
      const cancels = { ...sb.stats.cancels };
      const e = await expectApiError(CALLS[name](wrong), AuthenticationError, name, 401);
      expect(e.serverMessage).toBe(UNAUTHORIZED_MESSAGE);
      expect(e.serverCode).toBe('UNAUTHORIZED');
      expect(e.attempts).toBe(1);
      expect(e.message).toContain(UNAUTHORIZED_MESSAGE);
      expect(sb.stats.testRunsCreated.length).toBe(runs);
      expect(sb.stats.cancels).toEqual(cancels);
    },
  );

  it('left the targets it would have changed alone', async () => {
    expect((await client.getTarget(ws, sb.targets.vulnerable)).settings?.name).toBe(
      'Legacy Support Bot',
    );
    expect((await client.getTarget(ws, sb.targets.hardened)).id).toBe(sb.targets.hardened);
  });
});

describe('404 for an unknown id', () => {
  const cases: [EndpointName, string, (c: PlatformClient) => Promise<unknown>][] = [
    [
      'createTarget',
      `Workspace ${UNKNOWN_WS}`,
      (c) => c.createTarget(UNKNOWN_WS, azureTarget('x')),
    ],
    [
      'updateTarget',
      `Target ${UNKNOWN}`,
      (c) => c.updateTarget(ws, UNKNOWN, { settings: { name: 'x' } }),
    ],
    ['getTarget', `Target ${UNKNOWN}`, (c) => c.getTarget(ws, UNKNOWN)],
    ['getTarget', `Workspace ${UNKNOWN_WS}`, (c) => c.getTarget(UNKNOWN_WS, sb.targets.vulnerable)],
    ['deleteTarget', `Target ${UNKNOWN}`, (c) => c.deleteTarget(ws, UNKNOWN)],
    ['getTargetScores', `Target ${UNKNOWN}`, (c) => c.getTargetScores(ws, UNKNOWN)],
    ['listTestRuns', `Target ${UNKNOWN}`, (c) => c.listTestRuns(ws, UNKNOWN)],
    [
      'triggerTestRun',
      `Target ${UNKNOWN}`,
      (c) => c.triggerTestRun(ws, { targetId: UNKNOWN, probeIds: null, name: 'x' }),
    ],
    ['cancelTestRun', `Test run ${UNKNOWN}`, (c) => c.cancelTestRun(ws, UNKNOWN)],
    ['listBenchmarkModels', 'Benchmark type 999', (c) => c.listBenchmarkModels(999)],
    ['getBenchmarkModel', `Benchmark model ${UNKNOWN}`, (c) => c.getBenchmarkModel(UNKNOWN)],
    [
      'listBenchmarkModelRuns',
      `Benchmark model ${UNKNOWN}`,
      (c) => c.listBenchmarkModelRuns(UNKNOWN, benchmark.typeId),
    ],
    [
      'getBenchmarkRunTestCases',
      `Benchmark probe run ${UNKNOWN}`,
      (c) => c.getBenchmarkRunTestCases(benchmark.modelId, UNKNOWN),
    ],
    ['getProbeRun', `Probe run ${UNKNOWN}`, (c) => c.getProbeRun(ws, UNKNOWN)],
    ['triggerAiAnalysis', `Probe run ${UNKNOWN}`, (c) => c.triggerAiAnalysis(ws, UNKNOWN)],
    ['getAiAnalysis', `Probe run ${UNKNOWN}`, (c) => c.getAiAnalysis(ws, UNKNOWN)],
    [
      'uploadFile',
      `Workspace ${UNKNOWN_WS}`,
      (c) => c.uploadFile(UNKNOWN_WS, { name: 'a.txt', data: new Uint8Array([97]) }),
    ],
    [
      'uploadDataset',
      `Workspace ${UNKNOWN_WS}`,
      (c) =>
        c.uploadDataset(UNKNOWN_WS, { name: 'd.csv', data: new TextEncoder().encode('a\n1\n') }),
    ],
    ['getTestRunStatus', `Test run ${UNKNOWN}`, (c) => c.getTestRunStatus(UNKNOWN)],
  ];

  it.each(cases)('%s: NotFoundError quoting "%s ... not found"', async (name, what, call) => {
    const e = await expectApiError(call(client), NotFoundError, name, 404);
    expect(e.serverCode).toBe('NOT_FOUND');
    expect(e.serverMessage).toMatch(
      new RegExp(`^${what} (of model \\d+ )?was not found( in workspace \\d+)?\\.$`),
    );
    expect(e.message).toContain(e.serverMessage);
    expect(e.attempts).toBe(1);
  });

  it('every method with an id is covered (the others have no id to get wrong)', () => {
    const noId: EndpointName[] = ['listTargetTypes', 'listBenchmarkTypes', 'listPredefinedProbes'];
    const covered = new Set(cases.map(([name]) => name));
    for (const name of Object.keys(ENDPOINTS) as EndpointName[])
      expect(covered.has(name) || noId.includes(name), name).toBe(true);
  });

  it('the status endpoint on a server without it: NotFoundError naming the endpoint', async () => {
    const old = await startSandbox({ statusEndpoint: false, apiKey: KEY });
    const c = new PlatformClient({ baseUrl: old.baseUrl, apiKey: KEY });
    try {
      const e = await expectApiError(
        c.getTestRunStatus(860),
        NotFoundError,
        'getTestRunStatus',
        404,
      );
      expect(e.serverMessage).toBe('No route for GET /api/v2/test-run/860/status.');
    } finally {
      await c.close();
      await old.close();
    }
  });
});

describe('400 for a body or a parameter to get wrong', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const cases: [EndpointName, string, string, (c: PlatformClient) => Promise<unknown>][] = [
    [
      'createTarget',
      'missing name',
      'settings.name',
      (c) => c.createTarget(ws, azureTarget(undefined)),
    ],
    [
      'createTarget',
      'AZURE_OPENAI config without url',
      'connection.config.url',
      (c) =>
        c.createTarget(ws, {
          connection: { type: 'AZURE_OPENAI', config: { apiKey: SECRET, deploymentName: 'd' } },
          settings: { name: 'x' },
        }),
    ],
    [
      'updateTarget',
      'unknown target type',
      'settings.targetPresetId',
      (c) =>
        c.updateTarget(ws, sb.targets.vulnerable, {
          settings: { targetPresetId: '00000000-0000-4000-8000-000000000000' },
        }),
    ],
    [
      'updateTarget',
      'unknown knowledge file',
      'settings.ragFileId',
      (c) =>
        c.updateTarget(ws, sb.targets.vulnerable, {
          settings: { ragFileId: '00000000-0000-4000-8000-000000000001' },
        }),
    ],
    ['getTarget', 'targetId past int32', 'targetId', (c) => c.getTarget(ws, INT32_OVERFLOW)],
    ['getTarget', 'workspaceId past int32', 'workspaceId', (c) => c.getTarget(INT32_OVERFLOW, 1)],
    ['deleteTarget', 'targetId past int32', 'targetId', (c) => c.deleteTarget(ws, INT32_OVERFLOW)],
    [
      'getTargetScores',
      'targetId past int32',
      'targetId',
      (c) => c.getTargetScores(ws, INT32_OVERFLOW),
    ],
    ['listTestRuns', 'targetId past int32', 'targetId', (c) => c.listTestRuns(ws, INT32_OVERFLOW)],
    [
      'triggerTestRun',
      'an unknown probe id',
      'probeIds',
      (c) =>
        c.triggerTestRun(ws, {
          targetId: sb.targets.vulnerable,
          probeIds: [11, 99_999],
          name: 'x',
        }),
    ],
    [
      'triggerTestRun',
      'an inactive probe',
      'probeIds',
      (c) => c.triggerTestRun(ws, { targetId: sb.targets.vulnerable, probeIds: [54], name: 'x' }),
    ],
    [
      'triggerTestRun',
      'an empty probe list',
      'probeIds',
      (c) => c.triggerTestRun(ws, { targetId: sb.targets.vulnerable, probeIds: [], name: 'x' }),
    ],
    [
      'triggerTestRun',
      'targetId past int32',
      'targetId',
      (c) => c.triggerTestRun(ws, { targetId: INT32_OVERFLOW, probeIds: null, name: 'x' }),
    ],
    [
      'cancelTestRun',
      'testRunId past int32',
      'testRunId',
      (c) => c.cancelTestRun(ws, INT32_OVERFLOW),
    ],
    [
      'listBenchmarkModels',
      'benchmarkTypeId past int32',
      'benchmarkTypeId',
      (c) => c.listBenchmarkModels(INT32_OVERFLOW),
    ],
    [
      'getBenchmarkModel',
      'benchmarkTypeId past int32',
      'benchmarkTypeId',
      (c) => c.getBenchmarkModel(benchmark.modelId, INT32_OVERFLOW),
    ],
    [
      'listBenchmarkModelRuns',
      'benchmarkTypeId past int32',
      'benchmarkTypeId',
      (c) => c.listBenchmarkModelRuns(benchmark.modelId, INT32_OVERFLOW),
    ],
    [
      'getProbeRun',
      'probeRunId past int32',
      'probeRunId',
      (c) => c.getProbeRun(ws, INT32_OVERFLOW),
    ],
    [
      'triggerAiAnalysis',
      'probeRunId past int32',
      'probeRunId',
      (c) => c.triggerAiAnalysis(ws, INT32_OVERFLOW),
    ],
    [
      'getAiAnalysis',
      'probeRunId past int32',
      'probeRunId',
      (c) => c.getAiAnalysis(ws, INT32_OVERFLOW),
    ],
    [
      'uploadFile',
      'workspaceId past int32',
      'workspaceId',
      (c) => c.uploadFile(INT32_OVERFLOW, { name: 'a.txt', data: new Uint8Array([97]) }),
    ],
    [
      'uploadDataset',
      'an empty file',
      'File',
      (c) => c.uploadDataset(ws, { name: 'empty.csv', data: enc('') }),
    ],
    [
      'uploadDataset',
      'a ragged CSV',
      'File',
      (c) => c.uploadDataset(ws, { name: 'ragged.csv', data: enc('a,b\n1,2\n3,4,5\n') }),
    ],
    [
      'uploadDataset',
      'JSON instead of CSV',
      'File',
      (c) => c.uploadDataset(ws, { name: 'data.csv', data: enc('[{"prompt":"hi"}]') }),
    ],
    [
      'uploadDataset',
      'binary data',
      'File',
      (c) => c.uploadDataset(ws, { name: 'img.csv', data: new Uint8Array([0x89, 0x50, 0, 1, 2]) }),
    ],
    [
      'getTestRunStatus',
      'testRunId past int32',
      'testRunId',
      (c) => c.getTestRunStatus(INT32_OVERFLOW),
    ],
  ];

  it.each(cases)('%s with %s: BadRequestError naming %s', async (name, _why, field, call) => {
    const runs = sb.stats.testRunsCreated.length;
    const e = await expectBadField(call(client), name, field);
    expect(e.attempts).toBe(1);
    expect(sb.stats.testRunsCreated.length).toBe(runs);
  });

  it('names the offending probe ids and the ragged line', async () => {
    const trigger = await expectBadField(
      client.triggerTestRun(ws, { targetId: sb.targets.vulnerable, probeIds: [99_999], name: 'x' }),
      'triggerTestRun',
      'probeIds',
    );
    expect(trigger.validationErrors.probeIds?.[0]).toContain('99999');
    const ragged = await expectBadField(
      client.uploadDataset(ws, { name: 'r.csv', data: enc('a,b\n1,2\n3,4,5\n') }),
      'uploadDataset',
      'File',
    );
    expect(ragged.validationErrors.File).toEqual(['line 3 has 3 columns but the header has 2']);
  });

  it('the target that 400s were sent for is unchanged', async () => {
    const t = await client.getTarget(ws, sb.targets.vulnerable);
    expect(t.settings?.targetPresetId).toBe('b3a1f0c2-5d4e-4f6a-8b7c-1d2e3f4a5b6c');
    expect(t.settings?.ragFile ?? null).toBeNull();
  });
});
