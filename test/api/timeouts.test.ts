/**
 * R4: explicit timeouts, deadline and abort. MockAgent for the logic; a real
 * HTTP server on 127.0.0.1 for what only real sockets show (body stalls,
 * resets after the request was read, refused connections).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Agent, errors as undiciErrors } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  AbortedError,
  ConnectionError,
  InvalidResponseError,
  UnreachableError,
  PlatformClient,
  TimeoutError,
} from '../../src/api/index.js';
import { FIRST_CONTACT_REFUSED_WAIT_MS } from '../../src/api/transport/policy.js';
import { describeFailure } from '../../src/runtime/failure.js';
import {
  API_KEY,
  assertNoKeyLeak,
  catchError,
  TARGET,
  TEST_RUNS_PATH,
  TRIGGER_BODY,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

const GET = { path: TEST_RUNS_PATH, method: 'GET' } as const;

describe('timeouts with MockAgent', () => {
  it('a headers timeout fires as TimeoutError(headers)', async () => {
    const w = world({ timeouts: { connectMs: 0, headersMs: 30 }, retry: { maxRetries: 0 } });
    w.pool.intercept(GET).reply(200, []).delay(5000);

    const err = (await catchError(w.client.listTestRuns(WS, TARGET))) as TimeoutError;

    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.phase).toBe('headers');
    expect(err.message).toContain('got no response headers within 30 ms');
  });

  it('a GET that timed out is retried', async () => {
    const w = world({ timeouts: { connectMs: 0, headersMs: 30 } });
    w.pool.intercept(GET).reply(200, []).delay(5000);
    w.pool.intercept(GET).reply(200, [{ id: 1 }]);
    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toEqual([{ id: 1 }]);
    expect(w.calls()).toHaveLength(2);
  });

  it('the deadline cuts an attempt short as TimeoutError(deadline), not retried', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, []).delay(5000).times(2);
    // The virtual clock stands still, so 40 ms of real time remain for the attempt.
    const err = (await catchError(
      w.client.listTestRuns(WS, TARGET, { deadline: w.clock.now + 40 }),
    )) as TimeoutError;
    expect(err.phase).toBe('deadline');
    expect(err.message).toMatch(/raise timeout-minutes or retry later\.$/);
    expect(w.calls()).toHaveLength(1);
  });

  it("undici's own timeout errors map to their phase; a connect timeout never reached the server", async () => {
    const w = world({ retry: { maxRetries: 0 } });
    w.pool.intercept(GET).replyWithError(new undiciErrors.ConnectTimeoutError());
    w.pool.intercept(GET).replyWithError(new undiciErrors.HeadersTimeoutError());
    w.pool.intercept(GET).replyWithError(new undiciErrors.BodyTimeoutError());

    const connect = (await catchError(w.client.listTestRuns(WS, TARGET))) as TimeoutError;
    expect(connect.phase).toBe('connect');
    expect(connect.requestMayHaveReachedServer).toBe(false);
    const headers = (await catchError(w.client.listTestRuns(WS, TARGET))) as TimeoutError;
    expect(headers.phase).toBe('headers');
    expect(headers.requestMayHaveReachedServer).toBe(true);
    const body = (await catchError(w.client.listTestRuns(WS, TARGET))) as TimeoutError;
    expect(body.phase).toBe('body');
  });

  it('a timeout of 0 disables that phase (as in undici)', async () => {
    const w = world({ timeouts: { connectMs: 0, headersMs: 0 }, retry: { maxRetries: 0 } });
    w.pool.intercept(GET).reply(200, []).delay(50);
    await expect(w.client.listTestRuns(WS, TARGET)).resolves.toEqual([]);
  });

  it('an AbortSignal stops a request in flight', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, []).delay(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const err = await catchError(w.client.listTestRuns(WS, TARGET, { signal: controller.signal }));
    expect(err).toBeInstanceOf(AbortedError);
    expect(err.name).toBe('AbortError');
    expect(w.calls()).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const w = world();
    const err = await catchError(
      w.client.listTestRuns(WS, TARGET, { signal: AbortSignal.abort() }),
    );
    expect(err).toBeInstanceOf(AbortedError);
    expect(w.calls()).toHaveLength(0);
  });
});

describe('timeouts and failures on real sockets (127.0.0.1)', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let agent: Agent | undefined;

  async function serve(
    handler: Handler,
    bodyMs = 150,
  ): Promise<{ client: PlatformClient; hits: () => number }> {
    let n = 0;
    server = createServer((req, res) => {
      n += 1;
      req.resume();
      req.on('end', () => handler(req, res, n));
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    agent = new Agent({ connectTimeout: 1000 });
    const client = new PlatformClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      dispatcher: agent,
      timeouts: { connectMs: 200, headersMs: 300, bodyMs },
      sleep: async () => {},
    });
    return { client, hits: () => n };
  }

  afterEach(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await agent?.close();
    agent = undefined;
    server = undefined;
  });

  it('a body that stalls gives TimeoutError(body)', async () => {
    const { client } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":1},'); // ...and never finishes
    });
    const err = (await catchError(
      client.listTestRuns(WS, TARGET).finally(() => undefined),
    )) as TimeoutError;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.phase).toBe('body');
  });

  it('a body over the 64 MiB limit: reading stops there, InvalidResponseError', async () => {
    let sent = 0;
    let asked = 0;
    const { client } = await serve((_req, res) => {
      asked += 1;
      sent = 0;
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(1 << 20, 0x20);
      // Endless, paced by the socket: the client must stop reading, not the server.
      const more = (): void => {
        while (!res.destroyed && sent < 200 * piece.length) {
          sent += piece.length;
          if (!res.write(piece)) return void res.once('drain', more);
        }
      };
      more();
    }, 10_000);
    const err = await catchError(client.listTestRuns(WS, TARGET));
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(
      /larger than 67108864 bytes; the client stopped reading/,
    );
    // Not retried; far less than the 200 MiB the server would have sent.
    expect(asked).toBe(1);
    expect(sent).toBeLessThan(100 * (1 << 20));
  });

  it('headers that never come give TimeoutError(headers) after the retries', async () => {
    const { client, hits } = await serve(() => {
      /* never answer */
    });
    const err = (await catchError(client.listTestRuns(WS, TARGET))) as TimeoutError;
    expect(err.phase).toBe('headers');
    expect(hits()).toBe(5);
  });

  it('a reset after the request was read: GET retried, trigger not', async () => {
    const { client, hits } = await serve((req, res, n) => {
      if (n === 1 || req.method === 'POST') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
    });
    await expect(client.listTestRuns(WS, TARGET)).resolves.toEqual([]);
    expect(hits()).toBe(2);

    const err = (await catchError(client.triggerTestRun(WS, TRIGGER_BODY))) as ConnectionError;
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.requestMayHaveReachedServer).toBe(true);
    expect(hits()).toBe(3);
  });

  it('a host that does not resolve on the first contact: retried once, quickly, then named', async () => {
    const attempts: number[] = [];
    const sleeps: number[] = [];
    // DNS says no such host, without asking a resolver (no network in tests).
    agent = new Agent({
      connect: {
        lookup: (_host, _o, cb) =>
          cb(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), '', 4),
      },
    });
    const client = new PlatformClient({
      baseUrl: 'https://api.probe.splx.aii',
      apiKey: API_KEY,
      dispatcher: agent,
      retry: { maxRetries: 4 },
      sleep: async (ms) => void sleeps.push(ms),
      onRequest: (e) => attempts.push(e.attempt),
    });
    const err = (await catchError(client.listTestRuns(WS, TARGET))) as UnreachableError;
    expect(err).toBeInstanceOf(UnreachableError);
    expect(err.code).toBe('ENOTFOUND');
    expect(attempts).toEqual([1, 2]);
    // Its whole wait: well within 5 s, however busy the machine.
    expect(sleeps).toEqual([FIRST_CONTACT_REFUSED_WAIT_MS]);
    expect(err.message).toMatch(
      /^The host api\.probe\.splx\.aii of base-url does not resolve \(.*\): check base-url's spelling/,
    );
    expect(err.message).not.toContain('\n');
    expect(describeFailure(err)).toEqual({ exitCode: 2, lines: [err.message] });
  });

  it('a refused first contact is retried once, quickly, then reported as nothing listening (never sent)', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const attempts: number[] = [];
    const sleeps: number[] = [];
    agent = new Agent();
    const client = new PlatformClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      dispatcher: agent,
      retry: { maxRetries: 4 },
      sleep: async (ms) => void sleeps.push(ms),
      onRequest: (e) => attempts.push(e.attempt),
    });
    const err = (await catchError(client.triggerTestRun(WS, TRIGGER_BODY))) as UnreachableError;
    expect(err).toBeInstanceOf(UnreachableError);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.code).toBe('ECONNREFUSED');
    expect(err.requestMayHaveReachedServer).toBe(false);
    expect(attempts).toEqual([1, 2]);
    expect(sleeps).toEqual([FIRST_CONTACT_REFUSED_WAIT_MS]);
    expect(err.message).toMatch(
      new RegExp(
        `^Nothing listens at http://127\\.0\\.0\\.1:${port} \\(connection refused on the first request, POST .*\\): check base-url`,
      ),
    );
  });

  it('the default dispatcher (EnvHttpProxyAgent) is created and closed by the client', async () => {
    const client = new PlatformClient({ baseUrl: 'https://api.example.test', apiKey: API_KEY });
    await expect(client.close()).resolves.toBeUndefined();
  });
});
