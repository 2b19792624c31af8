/**
 * `onBody` (issue 14): told when a 2xx answer's body has arrived, and awaited before the
 * answer is parsed and returned, so a caller reading many answers can send its next request
 * while this one is parsed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/api/index.js';
import {
  assertNoKeyLeak,
  catchError,
  RUN_SUMMARY,
  TARGET,
  TEST_RUNS_PATH,
  WS,
  world,
} from './support.js';

afterAll(assertNoKeyLeak);

const GET = { path: TEST_RUNS_PATH, method: 'GET' } as const;
const JSON_TYPE = { headers: { 'content-type': 'application/json' } };

describe('onBody', () => {
  it('is told once a 2xx body arrived, not for an answer that is retried', async () => {
    const w = world();
    w.pool.intercept(GET).reply(503, 'unavailable');
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY], JSON_TYPE);
    let told = 0;
    const runs = await w.client.listTestRuns(WS, TARGET, { onBody: () => void (told += 1) });
    expect(runs.map((r) => r.id)).toEqual([862]);
    expect(w.calls()).toHaveLength(2);
    expect(told).toBe(1);
  });

  it('is awaited before the answer is returned', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY], JSON_TYPE);
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    let returned = false;
    let told = false;
    const call = w.client
      .listTestRuns(WS, TARGET, {
        onBody: () => {
          told = true;
          return gate;
        },
      })
      .then(() => (returned = true));
    while (!told) await new Promise((ok) => setTimeout(ok, 1));
    await new Promise((ok) => setTimeout(ok, 5));
    expect(returned).toBe(false);
    release();
    await call;
    expect(returned).toBe(true);
  });

  it('is told again when a cut JSON body is read again', async () => {
    const w = world();
    w.pool.intercept(GET).reply(200, '[{"id": 86', JSON_TYPE);
    w.pool.intercept(GET).reply(200, [RUN_SUMMARY], JSON_TYPE);
    let told = 0;
    await w.client.listTestRuns(WS, TARGET, { onBody: () => void (told += 1) });
    expect(told).toBe(2);
  });

  it('is not told about an error answer', async () => {
    const w = world();
    w.pool.intercept(GET).reply(404, { error: { message: 'no such target' } }, JSON_TYPE);
    let told = 0;
    const err = await catchError(
      w.client.listTestRuns(WS, TARGET, { onBody: () => void (told += 1) }),
    );
    expect(err).toBeInstanceOf(NotFoundError);
    expect(told).toBe(0);
  });
});
