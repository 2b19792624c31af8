import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A real `pull_request` payload from @octokit/webhooks-examples. */
export function pullRequestEvent(): {
  payload: Record<string, unknown>;
  repo: string;
  number: number;
} {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string;
    examples: Record<string, unknown>[];
  }[];
  const example = all
    .find((e) => e.name === 'pull_request')
    ?.examples.find((x) => x.action === 'opened');
  if (!example) throw new Error('no pull_request.opened example in @octokit/webhooks-examples');
  const repo = (example.repository as { full_name: string }).full_name;
  return { payload: example, repo, number: (example.pull_request as { number: number }).number };
}

/** Files the runner provides to a step. */
export interface RunnerFiles {
  dir: string;
  output: string;
  summary: string;
  state: string;
  event: string;
}

export function runnerFiles(event: Record<string, unknown>): RunnerFiles {
  const dir = mkdtempSync(join(tmpdir(), 'pg-runner-'));
  const f = {
    dir,
    output: join(dir, 'output'),
    summary: join(dir, 'summary.md'),
    state: join(dir, 'state'),
    event: join(dir, 'event.json'),
  };
  for (const p of [f.output, f.summary, f.state]) writeFileSync(p, '');
  writeFileSync(f.event, JSON.stringify(event));
  return f;
}

/** Parses the `name<<DELIM ... DELIM` file format of GITHUB_OUTPUT and GITHUB_STATE. */
export function parseCommandFile(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(path)) return out;
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] ?? '');
    out[m[1] as string] = value.join('\n');
  }
  return out;
}

/** Environment of an action step as the runner builds it: INPUT_* (name upper-cased, dashes kept). */
export function actionEnv(
  inputs: Record<string, string>,
  files: RunnerFiles,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_WORKSPACE: files.dir,
    RUNNER_TEMP: files.dir,
    ...extra,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

export interface StepResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a committed bundle the way the runner does: `node dist/...` in the workspace. */
export function runBundle(
  bundle: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  onSpawn?: (child: ChildProcess) => void,
  args: string[] = [],
): Promise<StepResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(bundle), ...args], {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
    onSpawn?.(child);
  });
}

/** State saved by main, handed to post as STATE_* variables (what the runner does). */
export function stateEnv(files: RunnerFiles): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseCommandFile(files.state)).map(([k, v]) => [`STATE_${k}`, v]),
  );
}
