/** R3: a trigger is sent again only when it provably never left. */
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectionError, RateLimitError, ServerError, TimeoutError } from '../../src/api/index.js';
import {
  assertNoKeyLeak,
  catchError,
  netError,
  TARGET,
  TEST_RUNS_PATH,
  TRIGGER_BODY,
  TRIGGER_PATH,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

const POST = { path: TRIGGER_PATH, method: 'POST' } as const;

describe('triggerTestRun (4.8)', () => {
  it('is not retried after a connection reset: one request, ConnectionError, may have reached', async () => {
    const w = world();
    w.pool.intercept(POST).replyWithError(netError('ECONNRESET', 'socket hang up'));
    w.pool.intercept(POST).reply(200, { testRunId: 1 });

    const err = (await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY))) as ConnectionError;

    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.requestMayHaveReachedServer).toBe(true);
    expect(err.code).toBe('ECONNRESET');
    expect(err.endpoint).toBe('POST /api/workspaces/{workspaceId}/test-run/trigger');
    expect(w.calls()).toHaveLength(1);
    expect(w.sleeps).toEqual([]);
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])(
    'is retried after %s (never connected)',
    async (code) => {
      const w = world();
      w.pool.intercept(POST).replyWithError(netError(code));
      w.pool.intercept(POST).reply(200, { testRunId: 862 });

      await expect(w.client.triggerTestRun(WS, TRIGGER_BODY)).resolves.toEqual({ testRunId: 862 });
      expect(w.calls()).toHaveLength(2);
    },
  );

  it('reports requestMayHaveReachedServer false when every attempt was refused', async () => {
    const w = world();
    // The platform answered before (a lookup): later refusals are a blip, retried in full.
    w.pool.intercept({ path: TEST_RUNS_PATH, method: 'GET' }).reply(200, []);
    await w.client.listTestRuns(WS, TARGET);
    w.pool.intercept(POST).replyWithError(netError('ECONNREFUSED')).times(5);
    const err = (await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY))) as ConnectionError;
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.requestMayHaveReachedServer).toBe(false);
    expect(err.attempts).toBe(5);
    expect(w.calls()).toHaveLength(6);
  });

  it('stops when the retry after a refusal breaks mid-send, and says it may have reached', async () => {
    const w = world();
    w.pool.intercept(POST).replyWithError(netError('ECONNREFUSED'));
    w.pool.intercept(POST).replyWithError(netError('EPIPE'));
    const err = (await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY))) as ConnectionError;
    expect(err.code).toBe('EPIPE');
    expect(err.requestMayHaveReachedServer).toBe(true);
    expect(err.attempts).toBe(2);
  });

  it.each([
    [500, ServerError],
    [502, ServerError],
    [503, ServerError],
    [429, RateLimitError],
  ])('is not retried on %i', async (status, cls) => {
    const w = world();
    w.pool.intercept(POST).reply(status, '', { headers: { 'retry-after': '1' } });
    const err = await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY));
    expect(err).toBeInstanceOf(cls);
    expect((err as ServerError).requestMayHaveReachedServer).toBe(true);
    expect(w.calls()).toHaveLength(1);
  });

  it('is not retried after a headers timeout', async () => {
    const w = world({ timeouts: { connectMs: 0, headersMs: 20 } });
    w.pool.intercept(POST).reply(200, { testRunId: 1 }).delay(2000);
    const err = (await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY))) as TimeoutError;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.phase).toBe('headers');
    expect(err.requestMayHaveReachedServer).toBe(true);
    expect(w.calls()).toHaveLength(1);
  });

  it('is not retried after an undici socket error wrapped in a cause', async () => {
    const w = world();
    w.pool
      .intercept(POST)
      .replyWithError(new Error('terminated', { cause: netError('UND_ERR_SOCKET') }));
    const err = (await catchError(w.client.triggerTestRun(WS, TRIGGER_BODY))) as ConnectionError;
    expect(err.code).toBe('UND_ERR_SOCKET');
    expect(err.requestMayHaveReachedServer).toBe(true);
    expect(w.calls()).toHaveLength(1);
  });
});

describe('other non-idempotent calls', () => {
  it('createTarget (4.1) is not retried after a reset', async () => {
    const w = world();
    const path = `/api/v2/workspaces/${WS}/target`;
    w.pool.intercept({ path, method: 'POST' }).replyWithError(netError('ECONNRESET'));
    const err = await catchError(w.client.createTarget(WS, { settings: { name: 't' } }));
    expect(err).toBeInstanceOf(ConnectionError);
    expect(w.calls()).toHaveLength(1);
  });

  it('uploadFile (4.18) is not retried on 503, uploadDataset (4.19) is after a refusal', async () => {
    const w = world();
    const file = { name: 'kb.txt', data: new TextEncoder().encode('facts') };
    w.pool.intercept({ path: `/api/workspaces/${WS}/file/upload`, method: 'POST' }).reply(503, '');
    await expect(w.client.uploadFile(WS, file)).rejects.toBeInstanceOf(ServerError);
    expect(w.calls()).toHaveLength(1);

    const ds = {
      path: `/api/workspaces/${WS}/probe/custom/dataset/upload`,
      method: 'POST',
    } as const;
    w.pool.intercept(ds).replyWithError(netError('ECONNREFUSED'));
    w.pool.intercept(ds).reply(200, { fileId: 'f-1', entriesRowCount: 3, fileName: 'd.csv' });
    await expect(w.client.uploadDataset(WS, { ...file, name: 'd.csv' })).resolves.toMatchObject({
      fileId: 'f-1',
      entriesRowCount: 3,
    });
    expect(w.calls()).toHaveLength(3);
  });
});
