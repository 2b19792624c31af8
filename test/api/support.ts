/**
 * Shared fixtures for the client tests: a MockAgent per test, a virtual clock
 * whose sleep only records and advances time, and a collector of every error
 * the client threw so each file can assert the key never leaked.
 */
import { inspect } from 'node:util';
import { MockAgent, type Dispatcher, type Interceptable } from 'undici';
import { expect } from 'vitest';
import { PlatformClient, type ClientOptions, type RequestEvent } from '../../src/api/index.js';

/** A key long and odd enough that no message contains it by accident. */
export const API_KEY = 'pk_test_9f3Kq7ZxW2mN4vB8sL1eR6tY0uI5oP';
export const ORIGIN = 'http://platform.test:4010';

/** Every error a client call threw in this file (see {@link catchError}). */
export const thrown: unknown[] = [];

/** Awaits a promise that must reject; records and returns the error. */
export async function catchError(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    thrown.push(err);
    if (!(err instanceof Error)) {
      throw new Error(`rejected with a non-Error: ${String(err)}`, { cause: err });
    }
    return err;
  }
  throw new Error('expected the call to fail, it succeeded');
}

/** Asserts the key appears nowhere in any recorded error: message, stack, cause chain, own fields. */
export function assertNoKeyLeak(): void {
  expect(thrown.length, 'no errors were recorded: the leak check would be vacuous').toBeGreaterThan(
    0,
  );
  for (const err of thrown) {
    const dump = inspect(err, { depth: 12, showHidden: false });
    expect(dump).not.toContain(API_KEY);
    let e: unknown = err;
    for (let i = 0; e instanceof Error && i < 10; i++, e = e.cause) {
      expect(e.message).not.toContain(API_KEY);
      expect(e.stack ?? '').not.toContain(API_KEY);
    }
  }
}

/** A request as the mock platform received it. */
export interface RecordedCall {
  method: string;
  /** Origin, path and query. */
  fullUrl: string;
  headers: Dispatcher.DispatchOptions['headers'];
  body: Dispatcher.DispatchOptions['body'];
}

/** A test's world: mock platform, client, recorded sleeps/events, virtual clock. */
export interface World {
  agent: MockAgent;
  pool: Interceptable;
  client: PlatformClient;
  sleeps: number[];
  events: RequestEvent[];
  clock: { now: number };
  /** Requests the mock platform received, in order. */
  calls(): RecordedCall[];
}

/** Builds a world; `overrides` are passed to the client. Time starts at 2025-06-22T00:00:00Z. */
export function world(overrides: Partial<ClientOptions> = {}): World {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  // Every request on its way to the mock platform, as dispatched (method, URL, headers, body).
  const recorded: RecordedCall[] = [];
  const dispatcher = agent.compose((dispatch) => (opts, handler) => {
    recorded.push({
      method: opts.method,
      fullUrl: `${String(opts.origin ?? '')}${opts.path}`,
      headers: opts.headers,
      body: opts.body,
    });
    return dispatch(opts, handler);
  });
  const sleeps: number[] = [];
  const events: RequestEvent[] = [];
  const clock = { now: Date.parse('2025-06-22T00:00:00Z') };
  const client = new PlatformClient({
    baseUrl: ORIGIN,
    apiKey: API_KEY,
    dispatcher,
    // No real waiting: sleeping just moves the virtual clock.
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
    },
    now: () => clock.now,
    random: () => 0.5,
    onRequest: (e) => events.push(e),
    ...overrides,
  });
  return {
    agent,
    pool,
    client,
    sleeps,
    events,
    clock,
    calls: () => recorded,
  };
}

/** An error shaped like Node's network errors (code set, like `socket hang up`). */
export function netError(code: string, message = `${code} (simulated)`): Error {
  return Object.assign(new Error(message), { code });
}

/** The documented 401 body (vendor-notes.md, platform-api.md section 7). */
export const UNAUTHORIZED_BODY = {
  error: {
    message: 'Unauthorized: Authentication is required to access this resource.',
    code: 'UNAUTHORIZED',
  },
};

export const WS = 7;
export const TARGET = 42;
export const TEST_RUNS_PATH = `/api/workspaces/${WS}/target/${TARGET}/test-runs`;
export const TEST_RUNS_ENDPOINT = 'GET /api/workspaces/{workspaceId}/target/{targetId}/test-runs';
export const TRIGGER_PATH = `/api/workspaces/${WS}/test-run/trigger`;
export const TRIGGER_BODY = { targetId: TARGET, probeIds: [15, 16], name: 'probe-gate run abc123' };
export const RUN_SUMMARY = {
  id: 862,
  name: 'probe-gate run abc123',
  executionDate: null,
  startedBy: 'ci@example.com',
  errorCount: 0,
  passedCount: 110,
  failedCount: 15,
  totalCount: 125,
  progress: 100,
  status: 'COMPLETED',
  probes: ['Jailbreak'],
};
