/**
 * Start-up: time from spawning `node <bundle>` to its first HTTP request, as a local server
 * sees it arrive. The bundle is configured like the runner does it (INPUT_* env); the server
 * answers 401, so the Action stops at once. The baseline bundle (bench/startup-baseline.ts)
 * only imports @actions/core and makes one request; it is built with ncc at bench time.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Why: a bundle that never makes its request must not hang the bench. */
const FIRST_REQUEST_TIMEOUT_MS = 30_000;

/** The folder of the Action's bundles: PROBE_GATE_DIST, default dist (as scripts/build.mjs). */
export function distRoot(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(ROOT, env.PROBE_GATE_DIST || 'dist');
}

/** Builds bench/startup-baseline.ts with ncc (the flags of scripts/build.mjs) into a temp folder. */
export function buildBaseline(): { bundle: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-baseline-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(ROOT, 'bench/startup-baseline.ts'),
      '-o',
      dir,
      '--quiet',
      '--target',
      'es2023',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { bundle: join(dir, 'index.js'), dir };
}

/** Size in bytes of a file, or null when absent. */
export function fileSize(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}

/** A server on 127.0.0.1 that reports when each request arrives and answers 401. */
async function arrivalServer(): Promise<{
  server: Server;
  baseUrl: string;
  next: () => Promise<number>;
}> {
  let waiter: ((t: number) => void) | null = null;
  const server = createServer((req, res) => {
    const at = performance.now();
    waiter?.(at);
    waiter = null;
    req.resume();
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"error":{"message":"bench: stop here"}}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    next: () => new Promise<number>((r) => (waiter = r)),
  };
}

/** INPUT_* and runner files for one step. */
function stepEnv(baseUrl: string, dir: string): NodeJS.ProcessEnv {
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary.md'),
    state: join(dir, 'state'),
  };
  for (const f of Object.values(files)) writeFileSync(f, '');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    'INPUT_API-KEY': 'pg-bench-key-0123456789',
    'INPUT_BASE-URL': baseUrl,
    'INPUT_WORKSPACE-ID': '1',
    'INPUT_TARGET-ID': '101',
    'INPUT_ARTIFACT-NAME': '',
    INPUT_COMMENT: 'never',
    'INPUT_REPORT-DIR': join(dir, 'reports'),
  };
}

/** Ms from spawn to the first request, for each bundle, `reps` times, interleaved. */
export async function measureStartup(
  bundles: Record<string, string>,
  reps: number,
): Promise<Record<string, number[]>> {
  const srv = await arrivalServer();
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-startup-'));
  const out: Record<string, number[]> = Object.fromEntries(
    Object.keys(bundles).map((k) => [k, []]),
  );
  try {
    const env = stepEnv(srv.baseUrl, dir);
    for (let rep = 0; rep < reps; rep++) {
      for (const [name, bundle] of Object.entries(bundles)) {
        const arrived = srv.next();
        const started = performance.now();
        const child = spawn(process.execPath, [bundle], { env, cwd: dir, stdio: 'ignore' });
        const closed = new Promise<void>((r) => child.on('close', () => r()));
        let timer: NodeJS.Timeout | undefined;
        const at = await Promise.race([
          arrived,
          new Promise<null>((r) => (timer = setTimeout(() => r(null), FIRST_REQUEST_TIMEOUT_MS))),
        ]);
        clearTimeout(timer);
        if (at === null) child.kill('SIGKILL');
        await closed;
        if (at === null)
          throw new Error(`${name}: no request within ${FIRST_REQUEST_TIMEOUT_MS} ms`);
        out[name]?.push(at - started);
      }
    }
  } finally {
    srv.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
