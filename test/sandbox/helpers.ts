import { afterEach } from 'vitest';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../src/sandbox/index.js';

/** A fixed start instant for virtual clocks. */
export const T0 = Date.parse('2025-06-01T12:00:00.000Z');

/** A clock the test moves by hand. */
export class VirtualClock {
  now = T0;
  readonly fn = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

const open: SandboxHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** Start a sandbox on 127.0.0.1 that is closed after the test. */
export async function sandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const sb = await startSandbox({ host: '127.0.0.1', port: 0, ...options });
  open.push(sb);
  return sb;
}

/** Response bodies in tests are checked field by field, so they are typed loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

/** Minimal client over fetch: JSON in (json-patch+json by default), JSON out. */
export function client(sb: SandboxHandle, apiKey: string | null = sb.apiKey) {
  async function call<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    contentType = 'application/json-patch+json',
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (apiKey !== null) headers['X-Api-Key'] = apiKey;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (typeof body === 'string') payload = body;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !(body instanceof FormData)) headers['Content-Type'] = contentType;
    const res = await fetch(sb.baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Left undefined: tests of truncated bodies read `text`.
    }
    return { status: res.status, headers: res.headers, text, json: json as T };
  }
  return {
    get: <T = Json>(path: string) => call<T>('GET', path),
    post: <T = Json>(path: string, body?: unknown, contentType?: string) =>
      call<T>('POST', path, body, contentType),
    patch: <T = Json>(path: string, body?: unknown, contentType?: string) =>
      call<T>('PATCH', path, body, contentType),
    del: <T = Json>(path: string) => call<T>('DELETE', path),
    call,
  };
}

/** A complete, valid trigger body. */
export function triggerBody(targetId: number, extra: Record<string, unknown> = {}) {
  return {
    targetId,
    probeIds: null,
    name: 'ci run',
    notifyWhenFinished: false,
    runAiAnalysis: false,
    ...extra,
  };
}

/** Trigger a run in the seeded workspace; returns its id. */
export async function trigger(
  sb: SandboxHandle,
  targetId: number,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await client(sb).post<{ testRunId: number }>(
    `/api/workspaces/${sb.workspaceId}/test-run/trigger`,
    triggerBody(targetId, extra),
  );
  if (res.status !== 200) throw new Error(`trigger failed: ${res.status} ${res.text}`);
  return res.json.testRunId;
}

export interface StatusBody {
  testRunId: number;
  executionDate: string | null;
  status: string;
  probeRuns: {
    probeName: string;
    probeRunId: number;
    probeId: number;
    totalCount: number;
    processedCount: number;
    errorCount: number;
    passedCount: number;
    failedCount: number;
    status: string;
  }[];
}

/** GET the status endpoint of a run. */
export async function status(sb: SandboxHandle, testRunId: number): Promise<StatusBody> {
  const res = await client(sb).get<StatusBody>(`/api/v2/test-run/${testRunId}/status`);
  if (res.status !== 200) throw new Error(`status failed: ${res.status} ${res.text}`);
  return res.json;
}

/** Simulated ms a default run of this target takes in total (queue + 1 s per case). */
export async function runLength(sb: SandboxHandle, testRunId: number): Promise<number> {
  const s = await status(sb, testRunId);
  return 3_000 + s.probeRuns.reduce((a, p) => a + p.totalCount, 0) * 1_000;
}
