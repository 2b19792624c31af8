/**
 * A small HTTP proxy on 127.0.0.1 in front of the sandbox that changes chosen
 * answers: mutates their JSON (schema drift), replaces them with a status, or
 * breaks the connection before or after the sandbox handled the request. A
 * `decide` callback picks the action per request, by endpoint and call number,
 * so tests can aim a fault at one call (the trigger, the first status poll).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { request } from 'undici';
import { ENDPOINTS, type EndpointName } from '../../src/api/index.js';

/** One request as the proxy saw it. */
export interface ProxiedRequest {
  method: string;
  /** Path and query. */
  path: string;
  /** The client method this request belongs to, or null for an unknown route. */
  endpoint: EndpointName | null;
  /** 1 for the first request to this endpoint, 2 for the second, ... */
  n: number;
}

/** What the proxy does with one request. */
export type ProxyAction =
  | { kind: 'pass' }
  /** Forward, then send `mutate(json)` instead of the JSON answer (non-JSON answers pass). */
  | { kind: 'mutate'; mutate: (json: unknown) => unknown }
  /** Answer at once without forwarding (the sandbox never sees the request). */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Drop the connection before forwarding: the request has no effect. */
  | { kind: 'reset-before' }
  /** Forward (side effects happen), then drop the connection without an answer. */
  | { kind: 'reset-after' }
  /** Forward, then send the first half of the body as a complete answer. */
  | { kind: 'truncate' }
  /** Forward, then hold the answer back `ms` (past the client's timeout). */
  | { kind: 'slow'; ms: number };

export interface MutatingProxy {
  baseUrl: string;
  /** Every request, in arrival order. */
  seen: ProxiedRequest[];
  close(): Promise<void>;
}

const ROUTES = Object.entries(ENDPOINTS).map(([name, d]) => ({
  name: name as EndpointName,
  method: d.method as string,
  params: (d.path.match(/\{/g) ?? []).length,
  re: new RegExp(`^${d.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));
// Literal segments win over parameters (/test-run/trigger over /test-run/{id}/...).
ROUTES.sort((a, b) => a.params - b.params);

/** The client method of a request, from its method and path. */
export function endpointOf(method: string, path: string): EndpointName | null {
  const bare = path.split('?')[0] ?? '';
  return ROUTES.find((r) => r.method === method && r.re.test(bare))?.name ?? null;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const FORWARDED = ['x-api-key', 'content-type', 'accept', 'user-agent'];
const RETURNED = ['content-type', 'retry-after', 'allow'];

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/** Starts the proxy in front of `target` (a base URL such as the sandbox's). */
export async function startMutatingProxy(
  target: string,
  decide: (r: ProxiedRequest) => ProxyAction,
): Promise<MutatingProxy> {
  const seen: ProxiedRequest[] = [];
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const endpoint = endpointOf(method, path);
      const key = endpoint ?? `${method} ${path}`;
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      const info: ProxiedRequest = { method, path, endpoint, n };
      seen.push(info);
      const action = decide(info);
      const body = await readBody(req);
      if (action.kind === 'reset-before') return void req.socket.destroy();
      if (action.kind === 'status') {
        const text = action.body === undefined ? '' : JSON.stringify(action.body);
        return send(
          res,
          action.status,
          { 'content-type': 'application/json', ...action.headers },
          text,
        );
      }
      const headers: Record<string, string> = {};
      for (const h of FORWARDED) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const up = await request(target + path, {
        method: method as 'GET',
        headers,
        body: body.length > 0 ? body : null,
      });
      let text = await up.body.text();
      const out: Record<string, string> = {};
      for (const h of RETURNED) {
        const v = up.headers[h];
        if (typeof v === 'string') out[h] = v;
      }
      if (action.kind === 'reset-after') return void req.socket.destroy();
      if (action.kind === 'slow') await delay(action.ms);
      if (req.socket.destroyed) return;
      if (action.kind === 'truncate') text = text.slice(0, Math.floor(text.length / 2));
      if (action.kind === 'mutate' && /json/.test(out['content-type'] ?? '') && text !== '') {
        text = JSON.stringify(action.mutate(JSON.parse(text)));
      }
      send(res, up.statusCode, out, text);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
