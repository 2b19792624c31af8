/**
 * Record once, then replay: the huge-run bench's server. A recording proxy in front of the
 * sandbox keeps every answer the tool asked for (status, headers, body bytes); the replay
 * server then only sends those bytes, so neither side of the bench pays for the sandbox
 * building a docs/platform.md 4.15 body. A remote-like replay adds a delay before each response
 * starts and paces every body through one shared link of a given bandwidth.
 *
 * The link keeps its own schedule: a body is ready at its request's arrival plus the latency,
 * and each piece once the one before it is through, whenever this process's timers happen to
 * fire. The server shares two cores with the side it serves, so its timers fire late when that
 * side is busy: with the schedule taken from the clock at each wake-up, that lateness was link
 * time lost, 100-150 ms more for the tool than for the floor on the 250k run (the tool uses
 * more CPU), which slowed the tool's link and not a real one. The schedule may run ahead of
 * what was written by as much as a TCP receive window holds ({@link WINDOW_BYTES}): on a real
 * link, what arrives while the client is busy waits in its socket, up to that; beyond it, a
 * client that does not read costs link time, as it would there.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';

/** One recorded answer. */
export interface Recorded {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** When the proxy received the request and finished its answer (performance.now()). */
  arrivedAt?: number;
  answeredAt?: number;
}

/** Headers a proxy must not copy (hop-by-hop) or that the replay sets itself. */
const DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A recorded answer's key: the request's method and URL (path and query). */
export const keyOf = (method: string, url: string): string => `${method} ${url}`;

/** Recorded answers by key, as {@link replayServer} looks them up. */
export function byKey(recorded: Iterable<Recorded>): Map<string, Recorded> {
  return new Map([...recorded].map((r) => [keyOf(r.method, r.url), r]));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((ok) => server.close(() => ok()));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/** A proxy to `upstream` that records each distinct request's first answer, in order. */
export async function recordingProxy(upstream: string) {
  const recorded = new Map<string, Recorded>();
  const server = createServer((req, res) => {
    void (async () => {
      const arrivedAt = performance.now();
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const body = await readBody(req);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && !DROP.has(k) && k !== 'host') headers[k] = v;
      const up = await request(`${upstream}${url}`, {
        method: method as 'GET',
        headers,
        body: body.length > 0 ? body : undefined,
      });
      const out = Buffer.from(await up.body.arrayBuffer());
      const kept: Record<string, string> = {};
      for (const [k, v] of Object.entries(up.headers))
        if (typeof v === 'string' && !DROP.has(k)) kept[k] = v;
      const key = keyOf(method, url);
      const first: Recorded | undefined = recorded.has(key)
        ? undefined
        : { method, url, status: up.statusCode, headers: kept, body: out, arrivedAt };
      if (first) recorded.set(key, first);
      res.writeHead(up.statusCode, { ...kept, 'content-length': String(out.length) });
      res.end(out, () => {
        if (first) first.answeredAt = performance.now();
      });
    })().catch((err: unknown) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(err) } }));
    });
  });
  const baseUrl = await listen(server);
  return { baseUrl, recorded, close: () => close(server) };
}

/** How the replay answers: at once, or like a remote platform. */
export interface ReplayLink {
  /** Added before each response starts (ms). */
  latencyMs: number;
  /** Shared bandwidth of all responses' bodies (bytes per second); 0: unlimited. */
  bytesPerSecond: number;
}

export const LOCAL_LINK: ReplayLink = { latencyMs: 0, bytesPerSecond: 0 };
/** An assumption for a remote platform: 300 ms per response start, 50 MB/s. */
export const REMOTE_LINK: ReplayLink = { latencyMs: 300, bytesPerSecond: 50_000_000 };

/** Why: 64 KiB pieces pace a 50 MB/s link at ~1.3 ms each, far below the latency. */
const PIECE = 64 * 1024;
/** Why: Linux's default largest receive window (tcp_rmem) is 6 MB; 4 MiB is a common size. */
const WINDOW_BYTES = 4 * 1024 * 1024;

/**
 * Sends recorded answers; anything not recorded is a 404 and counted as a miss. `onAnswered`
 * is told of each answer once its last byte is handed to the socket. `answer`, when given,
 * chooses what a request gets instead of its recording (a run in progress, typical-run.ts).
 */
export async function replayServer(
  recorded: Map<string, Recorded>,
  link: ReplayLink,
  onAnswered?: (hit: Recorded, at: number) => void,
  answer?: (key: string, recording: Recorded | undefined) => Recorded | undefined,
) {
  let misses = 0;
  let served = 0;
  /** When the shared link is free again (ms, performance.now()). */
  let linkFreeAt = 0;
  /** Link time lost because this process fell behind the schedule by more than a window. */
  let lateMs = 0;
  /** Sends `body` through the link, its first piece ready at `readyAt` (the schedule's time). */
  const send = async (res: ServerResponse, body: Buffer, readyAt: number): Promise<void> => {
    let ready = readyAt;
    for (let at = 0; at < body.length; at += PIECE) {
      const piece = body.subarray(at, at + PIECE);
      const ahead = performance.now() - (WINDOW_BYTES / link.bytesPerSecond) * 1000;
      const start = Math.max(ready, linkFreeAt, ahead);
      lateMs += start - Math.max(ready, linkFreeAt);
      linkFreeAt = start + (piece.length / link.bytesPerSecond) * 1000;
      ready = linkFreeAt;
      const wait = linkFreeAt - performance.now();
      if (wait > 1) await sleep(wait);
      if (!res.write(piece)) await new Promise((ok) => res.once('drain', ok));
    }
    res.end();
  };
  const server = createServer((req, res) => {
    void (async () => {
      await readBody(req);
      const key = keyOf(req.method ?? 'GET', req.url ?? '/');
      const hit = answer ? answer(key, recorded.get(key)) : recorded.get(key);
      const t0 = performance.now();
      if (process.env.PG_BENCH_TRACE)
        res.on('finish', () =>
          process.stderr.write(
            `${Math.round(t0)} ${Math.round(performance.now())} ${req.method} ${req.url}\n`,
          ),
        );
      const readyAt = t0 + link.latencyMs;
      if (link.latencyMs > 0) await sleep(link.latencyMs);
      if (!hit) {
        misses++;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `not recorded: ${req.method} ${req.url}` } }));
        return;
      }
      served++;
      res.writeHead(hit.status, { ...hit.headers, 'content-length': String(hit.body.length) });
      if (onAnswered) res.on('finish', () => onAnswered(hit, performance.now()));
      if (link.bytesPerSecond > 0) await send(res, hit.body, readyAt);
      else res.end(hit.body);
    })().catch(() => res.destroy());
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    stats: () => ({ misses, served, lateMs }),
    close: () => close(server),
  };
}

/** Fails a measurement whose tool asked the replay server something it never recorded. */
export function expectNoMisses(replay: { stats(): { misses: number } }): void {
  const { misses } = replay.stats();
  if (misses > 0)
    throw new Error(`the replay server was asked ${misses} request(s) it never recorded`);
}
