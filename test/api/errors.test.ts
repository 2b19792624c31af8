import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  MethodNotAllowedError,
  NotFoundError,
  PermissionError,
  PlatformError,
  ServerError,
} from '../../src/api/index.js';
import {
  API_KEY,
  assertNoKeyLeak,
  catchError,
  netError,
  TARGET,
  TEST_RUNS_ENDPOINT,
  TEST_RUNS_PATH,
  UNAUTHORIZED_BODY,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

const GET = { path: TEST_RUNS_PATH, method: 'GET' } as const;

describe('statuses that are never retried (R1)', () => {
  it.each([
    [400, BadRequestError, '400 Bad Request', 'check the inputs'],
    [401, AuthenticationError, '401 Unauthorized', 'PROBE_API_KEY'],
    [403, PermissionError, '403 Forbidden', 'lacks permission on the workspace'],
    [404, NotFoundError, '404 Not Found', 'Check the target id.'],
    [405, MethodNotAllowedError, '405 Method Not Allowed', 'does not support the endpoint'],
    [409, ConflictError, '409 Conflict', 'conflicting state'],
    [422, BadRequestError, '422 Unprocessable Entity', 'check the inputs'],
  ])('%i: one request, %o', async (status, cls, statusText, hint) => {
    const w = world();
    w.pool
      .intercept(GET)
      .reply(status, { error: { message: 'server says no', code: 'X' } })
      .times(3);

    const err = await catchError(w.client.listTestRuns(WS, TARGET));

    expect(w.calls()).toHaveLength(1);
    expect(w.sleeps).toEqual([]);
    expect(err).toBeInstanceOf(cls);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err.name).toBe(cls.name);
    const api = err as ApiError;
    expect(api.status).toBe(status);
    expect(api.endpoint).toBe(TEST_RUNS_ENDPOINT);
    expect(api.serverMessage).toBe('server says no');
    expect(err.message).toContain(`${TEST_RUNS_ENDPOINT} answered ${statusText}: server says no.`);
    expect(err.message).toContain(hint);
  });

  it('reads the documented 401 body into an AuthenticationError', async () => {
    const w = world();
    w.pool.intercept(GET).reply(401, UNAUTHORIZED_BODY, {
      headers: { 'content-type': 'application/json' },
    });

    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as AuthenticationError;

    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err.serverCode).toBe('UNAUTHORIZED');
    expect(err.message).toBe(
      `${TEST_RUNS_ENDPOINT} answered 401 Unauthorized: Unauthorized: Authentication is required to access this resource. ` +
        'Check PROBE_API_KEY / the api-key input: the key is missing, invalid or expired.',
    );
  });

  it('words a 404 as the contract example does', async () => {
    const w = world();
    w.pool.intercept(GET).reply(404, { error: { message: 'Target not found' } });
    const err = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(err.message).toBe(
      `${TEST_RUNS_ENDPOINT} answered 404 Not Found: Target not found. Check the target id.`,
    );
  });

  it('names the test run id for a 404 on the status endpoint, and maps 405', async () => {
    const w = world();
    const status = { path: '/api/v2/test-run/862/status', method: 'GET' } as const;
    w.pool.intercept(status).reply(404, '');
    w.pool.intercept(status).reply(405, '');
    const notFound = await catchError(w.client.getTestRunStatus(862));
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound.message).toBe(
      'GET /api/v2/test-run/{testRunId}/status answered 404 Not Found. Check the test run id.',
    );
    await expect(w.client.getTestRunStatus(862)).rejects.toBeInstanceOf(MethodNotAllowedError);
  });

  it('carries validationErrors of a 400', async () => {
    const w = world();
    w.pool
      .intercept({ path: `/api/workspaces/${WS}/test-run/trigger`, method: 'POST' })
      .reply(400, {
        error: { message: 'Validation failed', code: 'VALIDATION_ERROR' },
        validationErrors: { name: ['must be unique'], probeIds: ['unknown probe 999'] },
      });

    const err = (await catchError(
      w.client.triggerTestRun(WS, { targetId: TARGET, probeIds: [999], name: 'run' }),
    )) as BadRequestError;

    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.validationErrors).toEqual({
      name: ['must be unique'],
      probeIds: ['unknown probe 999'],
    });
    expect(err.message).toContain(
      'Validation failed. Problems: name: must be unique, probeIds: unknown probe 999.',
    );
  });

  it('reads ASP.NET problem details and bare-string errors', async () => {
    const w = world();
    w.pool.intercept(GET).reply(400, {
      title: 'One or more validation errors occurred.',
      errors: { Name: ['The Name field is required.'] },
    });
    w.pool.intercept(GET).reply(403, { error: 'workspace is read-only' });
    const a = (await catchError(w.client.listTestRuns(WS, TARGET))) as BadRequestError;
    expect(a.serverMessage).toBe('One or more validation errors occurred.');
    expect(a.validationErrors).toEqual({ Name: ['The Name field is required.'] });
    const b = (await catchError(w.client.listTestRuns(WS, TARGET))) as PermissionError;
    expect(b.serverMessage).toBe('workspace is read-only');
  });

  it('does not quote a non-JSON error page', async () => {
    const w = world({ retry: { maxRetries: 0 } });
    w.pool.intercept(GET).reply(502, '<html><body><h1>502 Bad Gateway</h1>nginx</body></html>', {
      headers: { 'content-type': 'text/html' },
    });
    const err = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.message).toBe(
      `${TEST_RUNS_ENDPOINT} answered 502 Bad Gateway. Platform error: retry later.`,
    );
  });

  it('truncates a long server message and flattens its lines', async () => {
    const w = world();
    const long = `line one\n::set-output name=x::y\n${'A'.repeat(5000)}`;
    w.pool.intercept(GET).reply(404, { error: { message: long } });
    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as NotFoundError;
    expect(err.serverMessage?.length).toBeLessThanOrEqual(200);
    expect(err.message).not.toContain('\n');
    expect(err.message.length).toBeLessThan(400);
    expect(err.message).toMatch(/… Check the target id\.$/);
  });
});

describe('the key never leaks (R5, R16)', () => {
  it('scrubs a key echoed by the server in message, code and validationErrors', async () => {
    const w = world();
    w.pool.intercept(GET).reply(400, {
      error: { message: `bad key ${API_KEY} in header`, code: API_KEY },
      validationErrors: { [API_KEY]: [`value ${API_KEY} rejected`] },
    });
    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as BadRequestError;
    expect(err.message).toContain('bad key [REDACTED] in header');
    expect(err.message).not.toContain(API_KEY);
    expect(err.serverCode).toBe('[REDACTED]');
    expect(JSON.stringify(err.validationErrors)).not.toContain(API_KEY);
  });

  it('scrubs a key URL-encoded in a message', async () => {
    const key = 'key/with+plus=';
    const w = world({ apiKey: key });
    w.pool
      .intercept(GET)
      .reply(404, { error: { message: `no such key ${encodeURIComponent(key)} or ${key}` } });
    const err = await catchError(w.client.listTestRuns(WS, TARGET));
    expect(err.message).toContain('no such key [REDACTED] or [REDACTED]');
  });

  it('rejects an unusable key without quoting it', () => {
    expect(() => world({ apiKey: `${API_KEY}\n` })).toThrow(/trailing newline/);
    try {
      world({ apiKey: `${API_KEY} x` });
    } catch (err) {
      expect(String((err as Error).message)).not.toContain(API_KEY);
      expect((err as Error).name).toBe('InvalidArgumentError');
    }
    expect(() => world({ apiKey: '' })).toThrow(/PROBE_API_KEY/);
  });

  it('scrubs a key from network error causes', async () => {
    const w = world({ retry: { maxRetries: 0 } });
    w.pool.intercept(GET).replyWithError(
      new Error(`proxy refused request with x-api-key: ${API_KEY}`, {
        cause: netError('ECONNRESET', `reset while sending ${API_KEY}`),
      }),
    );
    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as ConnectionError;
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.code).toBe('ECONNRESET');
    expect(err.message).toContain('[REDACTED]');
    expect(err.message).toMatch(
      /Check base-url and the network\/proxy \(HTTPS_PROXY, NO_PROXY\)\.$/,
    );
    expect(err.cause).toBeInstanceOf(Error);
  });

  it('never passes the key to onRequest', async () => {
    const w = world();
    w.pool.intercept(GET).replyWithError(netError('ECONNRESET', `echo ${API_KEY}`));
    w.pool.intercept(GET).reply(200, []);
    await w.client.listTestRuns(WS, TARGET);
    expect(JSON.stringify(w.events)).not.toContain(API_KEY);
  });
});
