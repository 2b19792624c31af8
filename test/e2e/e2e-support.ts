import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { runBundle, type StepResult } from './runner.js';

/** The key of every end-to-end sandbox here: long and unique, so a leak cannot hide. */
export const API_KEY = 'pg-e2e-sig-secret-key-6f1c2d3e4b5a69788796a5b4';

/** Environment of the CLI: PATH and HOME only, plus what the test gives (no CI noise). */
export function cliEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}

/** `PROBE_*` connection variables of the CLI for a sandbox. */
export function sandboxEnv(sb: SandboxHandle): Record<string, string> {
  return {
    PROBE_API_KEY: sb.apiKey,
    PROBE_BASE_URL: sb.baseUrl,
    PROBE_WORKSPACE_ID: String(sb.workspaceId),
  };
}

/** Runs the built CLI, `node $DIST/cli/index.js ...args`, in `cwd`. */
export function runCliBundle(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  onSpawn?: (child: ChildProcess) => void,
): Promise<StepResult> {
  return runBundle(DIST.cli, env, cwd, onSpawn, args);
}

/** Polls `cond` every 10 ms until it holds; rejects after `timeoutMs`. */
export async function waitFor(
  cond: () => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Status polls of one run the sandbox has answered so far. */
export function statusPollsOf(sb: SandboxHandle, runId: number): number {
  return sb.stats.log.filter(
    (e) => e.method === 'GET' && e.path.split('?')[0] === `/api/v2/test-run/${runId}/status`,
  ).length;
}

/** The cancel requests (4.9) of one run in the sandbox's log, with their arrival times. */
export function cancelRequests(sb: SandboxHandle, runId: number): { at: number }[] {
  return sb.stats.log.filter(
    (e) => e.method === 'POST' && e.path.split('?')[0]?.endsWith(`/test-run/${runId}/cancel`),
  );
}

export interface SignalTiming {
  runId: number;
  /** Epoch ms at which the signal was sent. */
  sentAt: number;
}

/**
 * Once the scan has created its run and is waiting on it (a status poll of the new run was
 * answered), sends `signal` (then `then`, if given, right after) and records when.
 */
export function signalWhenWaiting(
  sb: SandboxHandle,
  child: ChildProcess,
  signal: NodeJS.Signals,
  then?: NodeJS.Signals,
): Promise<SignalTiming> {
  const runsBefore = sb.stats.testRunsCreated.length;
  return (async () => {
    await waitFor(() => sb.stats.testRunsCreated.length > runsBefore, 'the trigger');
    const runId = sb.stats.testRunsCreated[runsBefore]?.id as number;
    await waitFor(() => statusPollsOf(sb, runId) > 0, 'the first status poll');
    const sentAt = Date.now();
    child.kill(signal);
    if (then) child.kill(then);
    return { runId, sentAt };
  })();
}

/** Every file under `dir`, recursively, as text. */
export function filesUnder(dir: string): { path: string; text: string }[] {
  if (!existsSync(dir)) return [];
  const out: { path: string; text: string }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push({ path, text: readFileSync(path, 'utf8') });
  }
  return out;
}

/** The line core.setSecret prints: how the runner learns to mask the key (excluded from scans). */
export const maskLine = (key: string): string => `::add-mask::${key}`;

/**
 * Where the key was found: every text, and every file under each folder, is scanned; the
 * one `::add-mask::KEY` line of core.setSecret is excluded. Returns the places with a hit
 * (expected: none), so a failure names the leak.
 */
export function keyLeaks(
  key: string,
  texts: Record<string, string>,
  dirs: string[] = [],
  requests: { method: string; url: string; body: string; headers: unknown }[] = [],
): string[] {
  const hits: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    const lines = text.split('\n').filter((l) => l !== maskLine(key));
    if (lines.join('\n').includes(key)) hits.push(where);
  }
  for (const dir of dirs)
    for (const f of filesUnder(dir)) if (f.text.includes(key)) hits.push(f.path);
  requests.forEach((r, i) => {
    if ([r.url, r.body, JSON.stringify(r.headers)].some((t) => t.includes(key)))
      hits.push(`GitHub request ${i} ${r.method} ${r.url}`);
  });
  return hits;
}

/** Key leaks of Action steps: their stdout and stderr, the runner files and the report folder. */
export function actionStepLeaks(
  key: string,
  files: { dir: string; output: string; summary: string; state: string },
  steps: Record<string, StepResult>,
  requests: { method: string; url: string; body: string; headers: unknown }[],
): string[] {
  const texts: Record<string, string> = {};
  for (const [name, step] of Object.entries(steps)) {
    texts[`${name} stdout`] = step.stdout;
    texts[`${name} stderr`] = step.stderr;
  }
  texts.outputs = readFileSync(files.output, 'utf8');
  texts.summary = readFileSync(files.summary, 'utf8');
  texts.state = readFileSync(files.state, 'utf8');
  return keyLeaks(key, texts, [join(files.dir, 'reports')], requests);
}
