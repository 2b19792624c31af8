/**
 * The default dispatcher honours HTTP(S)_PROXY and NO_PROXY (DESIGN.md, "Choices already
 * made"): a local proxy on 127.0.0.1 sees the client's requests when a proxy variable names
 * it, and none when NO_PROXY excludes the host or no variable is set.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { defaultDispatcher } from '../../src/api/transport/options.js';
import { Agent, EnvHttpProxyAgent } from 'undici';

const KEY = 'pk_test_proxy_0123456789';
let platform: Server;
let proxy: Server;
let platformUrl: string;
let proxyUrl: string;
/** Requests the proxy carried: CONNECT tunnels and absolute-form requests. */
const carried: string[] = [];

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  platform = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  });
  proxy = createServer((req, res) => {
    // Absolute-form request (plain HTTP through a forwarding proxy).
    carried.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const upstream = connect(Number(target.port), target.hostname, () => {
      upstream.write(
        `${req.method} ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\nconnection: close\r\n\r\n`,
      );
      req.pipe(upstream);
    });
    upstream.on('data', (d) => res.socket?.write(d));
    upstream.on('end', () => res.socket?.end());
  });
  proxy.on('connect', (req, socket, head) => {
    carried.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  platformUrl = await listen(platform);
  proxyUrl = await listen(proxy);
});

afterAll(async () => {
  await new Promise((r) => platform.close(r));
  await new Promise((r) => proxy.close(r));
});

/** One call through a client whose default dispatcher was made with `env`. */
async function callWith(env: NodeJS.ProcessEnv): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const client = new PlatformClient({ baseUrl: platformUrl, apiKey: KEY });
  try {
    await expect(client.listTestRuns(1, 2)).resolves.toEqual([]);
  } finally {
    await client.close();
    for (const name of Object.keys(env)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

describe('proxy variables', () => {
  it('sends through HTTP_PROXY when it is set', async () => {
    carried.length = 0;
    await callWith({ HTTP_PROXY: proxyUrl, NO_PROXY: '' });
    expect(carried).toHaveLength(1);
    expect(carried[0]).toContain(new URL(platformUrl).host);
  });

  it('goes direct when NO_PROXY names the host', async () => {
    carried.length = 0;
    await callWith({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' });
    expect(carried).toEqual([]);
  });

  it('goes direct without proxy variables, on a plain Agent', async () => {
    carried.length = 0;
    const env = { HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' };
    await callWith(env);
    expect(carried).toEqual([]);
    expect(defaultDispatcher({}, env)).toBeInstanceOf(Agent);
    expect(defaultDispatcher({}, { HTTPS_PROXY: proxyUrl })).toBeInstanceOf(EnvHttpProxyAgent);
  });
});

describe('a proxy that drops CONNECT (undici 6 reconnect loop)', () => {
  it('fails the call after its bounded retries instead of reconnecting thousands of times a second', async () => {
    let connects = 0;
    const dropper = createServer();
    dropper.on('connect', (_req, socket) => {
      connects++;
      socket.destroy();
    });
    const url = await listen(dropper);
    const client = new PlatformClient({
      baseUrl: 'https://platform.example',
      apiKey: KEY,
      dispatcher: defaultDispatcher({}, { HTTPS_PROXY: url }),
      retry: { baseDelayMs: 5, maxDelayMs: 10 },
    });
    try {
      const err = await client
        .listTestRuns(1, 2, { deadline: Date.now() + 5_000 })
        .catch((e: unknown) => e);
      expect(String(err)).toMatch(
        /UND_ERR_PROXY_TUNNEL the proxy did not open a tunnel to platform\.example:443/,
      );
      // One try and four retries (R2); it was 2,000 CONNECTs a second, on and on.
      expect(connects).toBe(5);
      await new Promise((r) => setTimeout(r, 200));
      expect(connects).toBe(5);
    } finally {
      await client.close();
      await new Promise((r) => dropper.close(r));
    }
  });
});
