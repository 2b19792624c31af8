/**
 * R26, the key never travels in clear text and the base URL carries no secret, on the built
 * CLI and Action: a plain http base-url to a remote host, or a base-url with a query, a
 * fragment or user info, is exit 2 with one line and zero requests (a recording proxy that
 * every request would cross shows none); with allow-insecure-http the scan runs and says so
 * in every output.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { API_KEY, cliEnv, runCliBundle, sandboxEnv } from './e2e-support.js';
import { actionEnv, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

/** A remote host name; the proxy sends whatever asks for it to the sandbox. */
const REMOTE = 'platform.example.test';

let sb: SandboxHandle;
let proxy: Server;
let proxyUrl: string;
/** Every request the proxy carried (CONNECT tunnels and absolute-form requests). */
const carried: string[] = [];

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 5, apiKey: API_KEY });
  const port = Number(new URL(sb.baseUrl).port);
  proxy = createServer((req, res) => {
    carried.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const upstream = connect(port, '127.0.0.1', () => {
      const headers = Object.entries(req.headers)
        .filter(([k]) => k !== 'connection' && k !== 'proxy-connection')
        .map(([k, v]) => `${k}: ${String(v)}`);
      upstream.write(
        `${req.method} ${target.pathname}${target.search} HTTP/1.1\r\n${headers.join('\r\n')}\r\nconnection: close\r\n\r\n`,
      );
      req.pipe(upstream);
    });
    upstream.on('data', (d) => res.socket?.write(d));
    upstream.on('end', () => res.socket?.end());
  });
  proxy.on('connect', (req, socket, head) => {
    carried.push(`CONNECT ${req.url}`);
    const upstream = connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sb?.close();
  await new Promise((r) => proxy?.close(r));
});

const remoteUrl = (): string => `http://${REMOTE}:${new URL(sb.baseUrl).port}`;
const problemLines = (stderr: string): string[] =>
  stderr.split('\n').filter((l) => l.startsWith('probe-gate:'));

describe('the built CLI', () => {
  it.each([
    [
      'plain http to a remote host',
      () => remoteUrl(),
      /^probe-gate: Invalid input: base-url: uses plain http to the remote host platform\.example\.test:\d+, so the API key would travel in clear text; use https, or set allow-insecure-http: true/,
    ],
    [
      'a query string',
      () => `${sb.baseUrl}/?access_token=pg-query-secret-8x7`,
      /^probe-gate: Invalid input: base-url: holds a query string or fragment/,
    ],
    [
      'a fragment',
      () => `${sb.baseUrl}#pg-query-secret-8x7`,
      /^probe-gate: Invalid input: base-url: holds a query string or fragment/,
    ],
    [
      'user info',
      () => sb.baseUrl.replace('http://', 'http://me:pg-query-secret-8x7@'),
      /^probe-gate: Invalid input: base-url: holds a user name or password/,
    ],
  ])('%s: exit 2, one line that does not echo the URL, zero requests', async (_, url, line) => {
    const before = sb.stats.totalRequests;
    carried.length = 0;
    const res = await runCliBundle(
      ['scan', '--target-id', String(sb.targets.vulnerable)],
      cliEnv({ ...sandboxEnv(sb), PROBE_BASE_URL: url(), HTTP_PROXY: proxyUrl }),
      mkdtempSync(join(tmpdir(), 'pg-insecure-')),
    );
    expect(res.code).toBe(2);
    const lines = problemLines(res.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(res.stderr + res.stdout).not.toContain('pg-query-secret-8x7');
    expect(carried).toEqual([]);
    expect(sb.stats.totalRequests).toBe(before);
  });

  it('the small commands refuse it too (status): exit 2, zero requests', async () => {
    carried.length = 0;
    const res = await runCliBundle(
      ['status', '1'],
      cliEnv({ ...sandboxEnv(sb), PROBE_BASE_URL: remoteUrl(), HTTP_PROXY: proxyUrl }),
      mkdtempSync(join(tmpdir(), 'pg-insecure-')),
    );
    expect(res.code).toBe(2);
    expect(problemLines(res.stderr)[0]).toMatch(/plain http to the remote host/);
    expect(carried).toEqual([]);
  });

  it('allow-insecure-http: true runs the scan (through the proxy) and warns in the log and every report', async () => {
    carried.length = 0;
    const cwd = mkdtempSync(join(tmpdir(), 'pg-insecure-ok-'));
    const res = await runCliBundle(
      [
        'scan',
        '--target-id',
        String(sb.targets.hardened),
        '--allow-insecure-http',
        'true',
        '--poll-interval-seconds',
        '1',
        '--report-dir',
        'reports',
        '--baseline',
        'none',
      ],
      cliEnv({ ...sandboxEnv(sb), PROBE_BASE_URL: remoteUrl(), HTTP_PROXY: proxyUrl }),
      cwd,
    );
    expect(problemLines(res.stderr)).toEqual([]);
    expect(res.code).toBe(0);
    expect(carried.length).toBeGreaterThan(0);
    const warning = /the API key was sent in clear text over plain http to platform\.example\.test/;
    expect(res.stderr).toMatch(warning);
    for (const file of [
      'probe-gate-report.json',
      'probe-gate-report.md',
      'probe-gate-report.sarif',
      'junit.xml',
    ])
      expect(readFileSync(join(cwd, 'reports', file), 'utf8')).toMatch(warning);
  });
});

describe('the built Action', () => {
  it('plain http to a remote host: one ::error:: line, exit 2, zero requests', async () => {
    carried.length = 0;
    const before = sb.stats.totalRequests;
    const files = runnerFiles(pullRequestEvent().payload);
    const env = actionEnv(
      {
        'api-key': API_KEY,
        'base-url': remoteUrl(),
        'workspace-id': String(sb.workspaceId),
        'target-id': String(sb.targets.vulnerable),
      },
      files,
      { HTTP_PROXY: proxyUrl },
    );
    const main = await runBundle(DIST.main, env, files.dir);
    expect(main.code).toBe(2);
    expect(main.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([
      expect.stringMatching(
        /^::error::Invalid input: base-url: uses plain http to the remote host/,
      ),
    ]);
    expect(carried).toEqual([]);
    expect(sb.stats.totalRequests).toBe(before);
  });
});
