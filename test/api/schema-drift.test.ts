/**
 * Schema drift at the client (STYLE.md 4, "tolerant reader"): every endpoint's
 * real sandbox answer, mutated by a proxy on its way to the client (extra
 * fields everywhere, nulls, missing fields, unknown words, empty arrays), is
 * read as it was sent; only a required id that is missing or wrong gives one
 * InvalidResponseError naming its JSON path. Never a TypeError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidResponseError,
  PlatformClient,
  PlatformError,
  type EndpointName,
} from '../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { MUTATIONS, propertyPaths, setAt, valueAt, type MutationName } from '../soak/drift.js';
import { startMutatingProxy, type MutatingProxy } from '../soak/mutating-proxy.js';

let sb: SandboxHandle;
let proxy: MutatingProxy;
let direct: PlatformClient;
let client: PlatformClient;
/** The mutation the proxy applies to the next answer of one endpoint; the original is kept. */
let plan: { endpoint: EndpointName; mutate: (j: unknown) => unknown } | null = null;
let original: unknown;
let ids: {
  ws: number;
  target: number;
  testRunId: number;
  probeRunId: number;
  model: number;
  type: number;
  benchRun: number;
};

beforeAll(async () => {
  sb = await startSandbox({ seed: 9, speed: 2000 });
  proxy = await startMutatingProxy(sb.baseUrl, (r) => {
    if (!plan || r.endpoint !== plan.endpoint) return { kind: 'pass' };
    const { mutate } = plan;
    return {
      kind: 'mutate',
      mutate: (j) => {
        original = j;
        return mutate(j);
      },
    };
  });
  const options = { apiKey: sb.apiKey, retry: { baseDelayMs: 5, maxDelayMs: 20 } };
  direct = new PlatformClient({ ...options, baseUrl: sb.baseUrl });
  client = new PlatformClient({ ...options, baseUrl: proxy.baseUrl });
  const ws = sb.workspaceId;
  const { testRunId } = await direct.triggerTestRun(ws, {
    targetId: sb.targets.vulnerable,
    probeIds: null,
    name: 'schema drift fixture',
    runAiAnalysis: true,
  });
  for (let i = 0; i < 300; i++) {
    const run = sb.control.getRun(testRunId);
    if (run?.status === 'COMPLETED' && run.probeRuns.every((p) => p.isAiAnalysisFinished)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const [type] = await direct.listBenchmarkTypes();
  const [model] = await direct.listBenchmarkModels();
  const [bench] = await direct.listBenchmarkModelRuns(model?.id as number, type?.id as number);
  ids = {
    ws,
    target: sb.targets.vulnerable,
    testRunId,
    probeRunId: sb.control.getRun(testRunId)?.probeRuns[0]?.probeRunId as number,
    model: model?.id as number,
    type: type?.id as number,
    benchRun: bench?.id as number,
  };
});

afterAll(async () => {
  await client?.close();
  await direct?.close();
  await proxy?.close();
  await sb?.close();
});

const targetBody = (name: string) => ({
  connection: {
    type: 'AZURE_OPENAI',
    config: { apiKey: 'model-key', url: 'https://llm.example.invalid', deploymentName: 'gpt' },
  },
  settings: { name, environment: 'ci' },
});
const newTarget = () => direct.createTarget(ids.ws, targetBody('drift target'));

interface Row {
  endpoint: EndpointName;
  call: (c: PlatformClient) => Promise<unknown>;
  /** JSON paths of the fields the client cannot do without. */
  required: RegExp | null;
  /** The answer is a list: a null body reads as []. */
  list?: boolean;
}

const ID = /^\$\.id$/;
const ITEM_ID = /^\$\[\d+\]\.id$/;

const ROWS: Row[] = [
  {
    endpoint: 'createTarget',
    call: (c) => c.createTarget(ids.ws, targetBody('drift created')),
    required: ID,
  },
  {
    endpoint: 'updateTarget',
    call: async (c) =>
      c.updateTarget(ids.ws, (await newTarget()).id, { settings: { description: 'x' } }),
    required: ID,
  },
  { endpoint: 'getTarget', call: (c) => c.getTarget(ids.ws, ids.target), required: ID },
  {
    endpoint: 'deleteTarget',
    call: async (c) => c.deleteTarget(ids.ws, (await newTarget()).id),
    required: ID,
  },
  { endpoint: 'listTargetTypes', call: (c) => c.listTargetTypes(), required: null, list: true },
  {
    endpoint: 'getTargetScores',
    call: (c) => c.getTargetScores(ids.ws, ids.target),
    required: null,
  },
  {
    endpoint: 'listTestRuns',
    call: (c) => c.listTestRuns(ids.ws, ids.target),
    required: ITEM_ID,
    list: true,
  },
  {
    endpoint: 'triggerTestRun',
    call: (c) =>
      c.triggerTestRun(ids.ws, { targetId: sb.targets.hardened, probeIds: [11], name: 'drift' }),
    required: /^\$\.testRunId$/,
  },
  {
    endpoint: 'listBenchmarkModels',
    call: (c) => c.listBenchmarkModels(ids.type),
    required: ITEM_ID,
    list: true,
  },
  {
    endpoint: 'getBenchmarkModel',
    call: (c) => c.getBenchmarkModel(ids.model, ids.type),
    required: ID,
  },
  {
    endpoint: 'listBenchmarkModelRuns',
    call: (c) => c.listBenchmarkModelRuns(ids.model, ids.type),
    required: ITEM_ID,
    list: true,
  },
  {
    endpoint: 'getBenchmarkRunTestCases',
    call: (c) => c.getBenchmarkRunTestCases(ids.model, ids.benchRun),
    required: ID,
  },
  {
    endpoint: 'listBenchmarkTypes',
    call: (c) => c.listBenchmarkTypes(),
    required: ITEM_ID,
    list: true,
  },
  { endpoint: 'getProbeRun', call: (c) => c.getProbeRun(ids.ws, ids.probeRunId), required: null },
  {
    endpoint: 'getAiAnalysis',
    call: (c) => c.getAiAnalysis(ids.ws, ids.probeRunId),
    required: null,
  },
  {
    endpoint: 'uploadFile',
    call: (c) => c.uploadFile(ids.ws, { name: 'kb.txt', data: new TextEncoder().encode('facts') }),
    required: null,
  },
  {
    endpoint: 'uploadDataset',
    call: (c) =>
      c.uploadDataset(ids.ws, {
        name: 'set.csv',
        data: new TextEncoder().encode('prompt,expected\nhello,refuse\n'),
      }),
    required: /^\$\.fileId$/,
  },
  {
    endpoint: 'listPredefinedProbes',
    call: (c) => c.listPredefinedProbes(),
    required: null,
    list: true,
  },
  { endpoint: 'getTestRunStatus', call: (c) => c.getTestRunStatus(ids.testRunId), required: null },
];

/** Calls `row` through the proxy with `mutate` applied to its answer; never throws. */
async function through(
  row: Row,
  mutate: (j: unknown) => unknown,
): Promise<{ value?: unknown; error?: unknown; sent: unknown }> {
  let sent: unknown;
  plan = {
    endpoint: row.endpoint,
    mutate: (j) => {
      sent = mutate(j);
      return sent;
    },
  };
  original = undefined;
  try {
    return { value: await row.call(client), sent };
  } catch (error) {
    return { error, sent };
  } finally {
    plan = null;
  }
}

const keepRequired =
  (row: Row) =>
  (path: string): boolean =>
    row.required !== null && row.required.test(path);

const NAMES = Object.keys(MUTATIONS) as MutationName[];
/** Endpoints whose answer each mutation really changed (so no row passes vacuously). */
const changed = Object.fromEntries(NAMES.map((n) => [n, new Set<EndpointName>()])) as Record<
  MutationName,
  Set<EndpointName>
>;

describe.each(ROWS.map((r) => [r.endpoint, r] as const))('%s', (_name, row) => {
  it.each(NAMES)('reads an answer with %s exactly as sent', async (name) => {
    const r = await through(row, (j) => MUTATIONS[name](j, keepRequired(row)));
    expect(r.error, String(r.error)).toBeUndefined();
    expect(r.value).toEqual(r.sent);
    if (JSON.stringify(r.sent) !== JSON.stringify(original)) changed[name].add(row.endpoint);
  });

  it('reads a null body as an empty list, or names `$` for an object', async () => {
    const r = await through(row, () => null);
    if (row.list) {
      expect(r.value).toEqual([]);
    } else {
      expect(r.error).toBeInstanceOf(InvalidResponseError);
      expect((r.error as InvalidResponseError).path).toBe('$');
    }
  });

  // Only endpoints whose answer has a required id get this test (no skipped rows).
  if (row.required !== null) {
    it('rejects a missing, null or mistyped required id with one error naming its path', async () => {
      const first = await through(row, (j) => j);
      const path = propertyPaths(first.sent).find((p) => row.required?.test(p));
      expect(path, 'the real answer has the required field').toBeDefined();
      const real = valueAt(first.sent, path as string);
      const mistyped = typeof real === 'string' ? [42] : ['drift-id-7f3a', 1.5];
      for (const bad of [undefined, null, { id: 1 }, ...mistyped]) {
        const r = await through(row, (j) => setAt(j, path as string, bad));
        expect(r.error, `${String(bad)}`).toBeInstanceOf(InvalidResponseError);
        const e = r.error as InvalidResponseError;
        expect(e.path).toBe(path);
        expect(e.message).toContain(`at ${path}`);
        expect(e.message).not.toContain('drift-id-7f3a');
        expect(e.message).not.toContain(sb.apiKey);
      }
    });
  }
});

describe('coverage of the table', () => {
  it('every mutation changed the answers of most endpoints', () => {
    const sizes = Object.fromEntries(NAMES.map((n) => [n, changed[n].size]));
    // Extra fields and nulls touch every answer; words and arrays only the answers that have them.
    expect(sizes).toEqual({
      'extra fields everywhere': ROWS.length,
      'null in every leaf': expect.any(Number),
      'null in every field': expect.any(Number),
      'optional fields missing': expect.any(Number),
      'unknown status and band words': expect.any(Number),
      'empty arrays': expect.any(Number),
    });
    for (const n of NAMES) expect(changed[n].size, n).toBeGreaterThanOrEqual(8);
  });
});

describe('maps with entries of another type', () => {
  it('read those entries as null and keep the rest of the answer', async () => {
    const scores = await through(
      ROWS.find((r) => r.endpoint === 'getTargetScores') as Row,
      (j) => ({
        ...(j as object),
        scores: { Security: 80, breakdown: { a: 1 }, Safety: 'high', Hallucination: null },
      }),
    );
    expect(scores.error).toBeUndefined();
    expect((scores.value as { scores: unknown }).scores).toEqual({
      Security: 80,
      breakdown: null,
      Safety: null,
      Hallucination: null,
    });
    const probeRun = await through(ROWS.find((r) => r.endpoint === 'getProbeRun') as Row, (j) =>
      setAt(j, '$.testCaseResults[0].redTeamerLabels', { owasp: 'LLM01', nested: { x: 1 }, n: 2 }),
    );
    expect(probeRun.error).toBeUndefined();
    const labels = (probeRun.value as { testCaseResults: { redTeamerLabels: unknown }[] })
      .testCaseResults[0]?.redTeamerLabels;
    expect(labels).toEqual({ owasp: 'LLM01', nested: null, n: null });
  });
});

describe('answers no schema can use', () => {
  it.each([
    ['a JSON string', 'OK'],
    ['a number', 42],
    ['a boolean', true],
  ])('%s instead of the resource gives one InvalidResponseError per endpoint', async (_n, body) => {
    for (const row of ROWS) {
      const r = await through(row, () => body);
      expect(r.error, row.endpoint).toBeInstanceOf(InvalidResponseError);
      expect(r.error).toBeInstanceOf(PlatformError);
      expect((r.error as Error).message).toMatch(/ answered 20\d with JSON that does not fit/);
    }
  });

  it('cancel (4.9) and the AI analysis trigger (4.16) accept any answer body', async () => {
    const prior = { ...sb.stats.cancels };
    for (const body of [{ extra: [1, null] }, null, 'OK', []]) {
      const p = await startMutatingProxy(sb.baseUrl, () => ({ kind: 'status', status: 200, body }));
      const c = new PlatformClient({ baseUrl: p.baseUrl, apiKey: sb.apiKey });
      try {
        await expect(c.cancelTestRun(ids.ws, ids.testRunId)).resolves.toBeUndefined();
        await expect(c.triggerAiAnalysis(ids.ws, ids.probeRunId)).resolves.toBeUndefined();
      } finally {
        await c.close();
        await p.close();
      }
    }
    expect(sb.stats.cancels).toEqual(prior);
  });
});
