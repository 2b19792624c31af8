/**
 * nextRequestSent (issue 14): the engine starts compiling the renderers once a request is on
 * the wire, so the request is not held back and the answer does not wait. Over loopback with a
 * real undici Agent: the server holds every answer until the test lets it go.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { nextRequestSent } from '../../src/api/transport/on-the-wire.js';

const held: ServerResponse[] = [];
const server = createServer((_req, res) => void held.push(res));
const agent = new Agent();

afterEach(() => {
  for (const res of held.splice(0)) res.end('ok');
});

async function listening(): Promise<string> {
  if (!server.listening) await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Resolves once the server holds `n` requests. */
function received(n: number): Promise<void> {
  return new Promise((ok) => {
    const poll = (): unknown => (held.length >= n ? ok() : setTimeout(poll, 1));
    poll();
  });
}

/** Whether `p` settles within `ms`. */
async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((ok) => (timer = setTimeout(() => ok(false), ms)));
  const settled = await Promise.race([p.then(() => true), late]);
  clearTimeout(timer);
  return settled;
}

describe('nextRequestSent', () => {
  it('resolves once a request is written, while its answer is still awaited', async () => {
    const url = await listening();
    const sent = nextRequestSent(60_000);
    const answer = request(url, { dispatcher: agent });
    expect(await within(sent, 5_000)).toBe(true);
    // The request reaches the server (in this process), which holds the answer.
    await received(1);
    expect(await within(answer, 50)).toBe(false);
    for (const res of held.splice(0)) res.end('ok');
    expect((await answer).statusCode).toBe(200);
  });

  it('resolves after maxMs when no request goes out', async () => {
    expect(await within(nextRequestSent(20), 5_000)).toBe(true);
  });

  it('waits for a request sent after the call, not for one sent before', async () => {
    const url = await listening();
    const first = request(url, { dispatcher: agent });
    await received(1);
    const sent = nextRequestSent(60_000);
    expect(await within(sent, 100)).toBe(false);
    const second = request(url, { dispatcher: agent });
    expect(await within(sent, 5_000)).toBe(true);
    await received(2);
    for (const res of held.splice(0)) res.end('ok');
    await Promise.all([first, second]);
  });
});

afterAll(async () => {
  await agent.close();
  await new Promise((ok) => server.close(ok));
});
