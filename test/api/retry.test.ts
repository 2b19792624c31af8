import { afterAll, describe, expect, it } from 'vitest';
import {
  AbortedError,
  ConnectionError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../../src/api/index.js';
import {
  assertNoKeyLeak,
  catchError,
  netError,
  RUN_SUMMARY,
  TARGET,
  TEST_RUNS_ENDPOINT,
  TEST_RUNS_PATH,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

const GET = { path: TEST_RUNS_PATH, method: 'GET' } as const;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('retries of idempotent calls (R1, R2)', () => {
  it('retries a 429 and waits at least its Retry-After (seconds)', async () => {
    const w = world();
    w.pool
      .intercept(GET)
      .reply(429, { error: { message: 'Too many requests' } }, { headers: { 'retry-after': '3' } });
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY]);

    const runs = await w.client.listTestRuns(WS, TARGET);

    expect(runs.map((r) => r.id)).toEqual([862]);
    expect(w.calls()).toHaveLength(2);
    expect(w.sleeps).toHaveLength(1);
    expect(w.sleeps[0]).toBeGreaterThanOrEqual(3000);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const w = world();
    const at = new Date(w.clock.now + 5000).toUTCString();
    w.pool.intercept(GET).reply(429, '', { headers: { 'retry-after': at } });
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY]);

    await w.client.listTestRuns(WS, TARGET);

    expect(w.sleeps).toHaveLength(1);
    expect(w.sleeps[0]).toBeGreaterThanOrEqual(5000);
    expect(w.sleeps[0]).toBeLessThan(5000 + 500);
  });

  it('retries a 503 with full-jitter backoff, then succeeds', async () => {
    const w = world();
    w.pool.intercept(GET).reply(503, 'unavailable');
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY]);

    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toHaveLength(1);
    expect(w.calls()).toHaveLength(2);
    // random() = 0.5, first ceiling = base 500 ms
    expect(w.sleeps).toEqual([250]);
  });

  it.each([408, 500, 502, 504])('retries a %i', async (status) => {
    const w = world();
    w.pool.intercept(GET).reply(status, '');
    w.pool.intercept(GET).reply(200, []);
    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toEqual([]);
    expect(w.calls()).toHaveLength(2);
  });

  it('retries a GET after a connection reset', async () => {
    const w = world();
    w.pool.intercept(GET).replyWithError(netError('ECONNRESET', 'socket hang up'));
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY]);

    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toHaveLength(1);
    expect(w.sleeps).toHaveLength(1);
  });

  it('finds the network code through the cause chain (undici wraps socket errors)', async () => {
    const w = world();
    const wrapped = new Error('fetch failed', {
      cause: new Error('other side closed', { cause: netError('UND_ERR_SOCKET') }),
    });
    w.pool.intercept(GET).replyWithError(wrapped);
    w.pool.intercept(GET).replyWithError(new AggregateError([netError('EHOSTUNREACH')], 'connect'));
    w.pool.intercept(GET).reply(200, []);

    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toEqual([]);
    expect(w.calls()).toHaveLength(3);
  });

  it('does not retry an unknown network error', async () => {
    const w = world();
    w.pool.intercept(GET).replyWithError(new Error('certificate has expired'));
    const err = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(err).toBeInstanceOf(ConnectionError);
    expect(w.calls()).toHaveLength(1);
  });

  it('gives up after 4 retries (5 requests) with growing backoff', async () => {
    const w = world();
    w.pool
      .intercept(GET)
      .reply(503, { error: { message: 'maintenance' } })
      .times(6);

    const err = await catchError(w.client.listTestRuns(WS, TARGET));

    expect(err).toBeInstanceOf(ServerError);
    expect(w.calls()).toHaveLength(5);
    expect(w.sleeps).toEqual([250, 500, 1000, 2000]);
    expect((err as ServerError).attempts).toBe(5);
    expect(err.message).toBe(
      `${TEST_RUNS_ENDPOINT} answered 503 Service Unavailable after 5 attempts: maintenance. Platform error: retry later.`,
    );
  });

  it('caps every backoff at maxDelayMs', async () => {
    const w = world({ random: () => 0.999, retry: { maxDelayMs: 600 } });
    w.pool.intercept(GET).reply(502, '').times(5);
    await catchError(w.client.listTestRuns(WS, TARGET));
    expect(w.sleeps).toHaveLength(4);
    for (const ms of w.sleeps) expect(ms).toBeLessThanOrEqual(600);
    expect(w.sleeps.slice(1).every((ms) => ms >= 590)).toBe(true);
  });

  it('makes one request when maxRetries is 0', async () => {
    const w = world({ retry: { maxRetries: 0 } });
    w.pool.intercept(GET).reply(503, '');
    await catchError(w.client.listTestRuns(WS, TARGET));
    expect(w.calls()).toHaveLength(1);
  });

  it('reports every attempt to onRequest, with the planned wait', async () => {
    const w = world();
    w.pool.intercept(GET).replyWithError(netError('ECONNRESET'));
    w.pool.intercept(GET).reply(503, '');
    w.pool.intercept(GET).reply(200, []);
    await w.client.listTestRuns(WS, TARGET);
    expect(w.events).toEqual([
      {
        method: 'GET',
        endpoint: '/api/workspaces/{workspaceId}/target/{targetId}/test-runs',
        status: undefined,
        attempt: 1,
        error: 'ConnectionError ECONNRESET',
        retryInMs: 250,
      },
      expect.objectContaining({ attempt: 2, status: 503, retryInMs: 500 }),
      expect.objectContaining({ attempt: 3, status: 200 }),
    ]);
  });
});

describe('deadlines (R2)', () => {
  it('gives up with RateLimitError, without sleeping, when Retry-After exceeds the deadline', async () => {
    const w = world();
    w.pool
      .intercept(GET)
      .reply(429, { error: { message: 'quota' } }, { headers: { 'retry-after': '60' } });

    const err = await catchError(
      w.client.listTestRuns(WS, TARGET, { deadline: w.clock.now + 10_000 }),
    );

    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfterMs).toBe(60_000);
    expect(w.sleeps).toEqual([]);
    expect(w.calls()).toHaveLength(1);
    expect(err.message).toContain('429 Too Many Requests');
    expect(err.message).toContain('asked to wait 60 s (Retry-After) but only 10 s remain');
    expect(err.message).toMatch(/Rate limited by the platform: wait and retry later\.$/);
  });

  it('gives up on a Retry-After longer than the client ever waits when there is no deadline', async () => {
    const w = world();
    w.pool.intercept(GET).reply(429, '', { headers: { 'retry-after': '3600' } });
    const err = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(err).toBeInstanceOf(RateLimitError);
    expect(w.sleeps).toEqual([]);
    expect(err.message).toContain('3600 s');
  });

  it('never sleeps past the deadline', async () => {
    const w = world();
    w.pool.intercept(GET).reply(503, '').times(5);
    const deadline = w.clock.now + 2000;

    const err = await catchError(w.client.listTestRuns(WS, TARGET, { deadline }));

    expect(err).toBeInstanceOf(ServerError);
    // 250 + 500 + 1000 fit; the next 2000 would cross the deadline.
    expect(w.sleeps).toEqual([250, 500, 1000]);
    expect(w.clock.now).toBeLessThan(deadline);
    expect(err.message).toContain('No time was left before the deadline');
  });

  it('throws TimeoutError(deadline) without a request when the deadline has passed', async () => {
    const w = world();
    const err = await catchError(w.client.listTestRuns(WS, TARGET, { deadline: w.clock.now - 1 }));
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).phase).toBe('deadline');
    expect((err as TimeoutError).requestMayHaveReachedServer).toBe(false);
    expect(w.calls()).toHaveLength(0);
  });

  it('stops waiting when the signal aborts during a backoff', async () => {
    const controller = new AbortController();
    const w = world({
      sleep: async (_ms, signal) => {
        controller.abort();
        if (signal?.aborted) throw signal.reason;
      },
    });
    w.pool.intercept(GET).reply(503, '').times(2);
    const err = await catchError(w.client.listTestRuns(WS, TARGET, { signal: controller.signal }));
    expect(err).toBeInstanceOf(AbortedError);
    expect(err.name).toBe('AbortError');
    expect(w.calls()).toHaveLength(1);
  });
});

describe('retries of non-GET calls', () => {
  it('retries cancel (4.9) on 503: cancelling twice is harmless', async () => {
    const w = world();
    const cancel = { path: `/api/workspaces/${WS}/test-run/862/cancel`, method: 'POST' } as const;
    w.pool.intercept(cancel).reply(503, '');
    w.pool.intercept(cancel).reply(200, '');
    await expect(w.client.cancelTestRun(WS, 862)).resolves.toBeUndefined();
    expect(w.calls()).toHaveLength(2);
  });

  it('retries the AI analysis trigger (4.16) after a reset', async () => {
    const w = world();
    const path = `/api/workspaces/${WS}/probe-run/1815/ai-analysis/trigger`;
    w.pool.intercept({ path, method: 'POST' }).replyWithError(netError('ECONNRESET'));
    w.pool.intercept({ path, method: 'POST' }).reply(200, '');
    await expect(w.client.triggerAiAnalysis(WS, 1815)).resolves.toBeUndefined();
    expect(w.calls()).toHaveLength(2);
  });

  it('does not retry PATCH on 503 but does when the connection was refused', async () => {
    const w = world();
    const patch = { path: `/api/v2/workspaces/${WS}/target/${TARGET}`, method: 'PATCH' } as const;
    w.pool.intercept(patch).reply(503, '');
    const err = await catchError(w.client.updateTarget(WS, TARGET, { settings: { name: 'x' } }));
    expect(err).toBeInstanceOf(ServerError);
    expect(w.calls()).toHaveLength(1);

    w.pool.intercept(patch).replyWithError(netError('ECONNREFUSED'));
    w.pool.intercept(patch).reply(200, { id: TARGET });
    await expect(w.client.updateTarget(WS, TARGET, { settings: { name: 'x' } })).resolves.toEqual({
      id: TARGET,
    });
    expect(w.calls()).toHaveLength(3);
  });

  it('does not retry DELETE after a reset', async () => {
    const w = world();
    const del = { path: `/api/workspaces/${WS}/target/${TARGET}`, method: 'DELETE' } as const;
    w.pool.intercept(del).replyWithError(netError('ECONNRESET'));
    const err = await catchError(w.client.deleteTarget(WS, TARGET));
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as ConnectionError).requestMayHaveReachedServer).toBe(true);
    expect(w.calls()).toHaveLength(1);
    expect(sum(w.sleeps)).toBe(0);
  });
});
