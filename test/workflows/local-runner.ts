/**
 * A small local stand-in for the GitHub runner, enough to run a workflow job's steps the way
 * the runner does: `run:` steps in bash with GITHUB_OUTPUT/GITHUB_ENV files, `uses: ./` as the
 * action's main bundle with INPUT_* variables (and its post step at the end of the job),
 * `${{ steps.<id>.outputs.<name> }}`, `steps.<id>.outcome` and `env.<name>` expressions,
 * `continue-on-error` and `if: always()`. Marketplace actions (checkout, setup-node) are
 * no-ops here: the repository is already checked out and node is the one running the tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommandFile } from '../e2e/runner.js';
import { DIST } from '../support/dist.js';

/** One workflow step as written in the YAML. */
export interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string;
  'continue-on-error'?: boolean;
}

/** What a step did. */
export interface StepRecord {
  label: string;
  outcome: 'success' | 'failure' | 'skipped';
  code: number | null;
  outputs: Record<string, string>;
  stdout: string;
  stderr: string;
}

type Context = { steps: Record<string, StepRecord>; env: Record<string, string> };

/** Evaluates the `${{ ... }}` expressions these workflows use. */
export function expand(text: string, ctx: Context): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    let m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (m) return ctx.steps[m[1]!]?.outputs[m[2]!] ?? '';
    m = /^steps\.([\w-]+)\.outcome$/.exec(expr);
    if (m) return ctx.steps[m[1]!]?.outcome ?? '';
    m = /^env\.([\w]+)$/.exec(expr);
    if (m) return ctx.env[m[1]!] ?? '';
    throw new Error(`the local runner cannot evaluate \${{ ${expr} }}`);
  });
}

const asStrings = (o: Record<string, unknown> | undefined, ctx: Context): Record<string, string> =>
  Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, expand(String(v), ctx)]));

/** Runs the steps of one job in `cwd`; returns each step's record by id (or label). */
export function runJob(
  steps: WorkflowStep[],
  opts: { cwd: string; timeoutMs: number; rewriteRun?: (script: string) => string },
): { records: StepRecord[]; temp: string } {
  const temp = mkdtempSync(join(tmpdir(), 'pg-local-runner-'));
  const ctx: Context = { steps: {}, env: {} };
  const records: StepRecord[] = [];
  let jobFailed = false;
  const posts: NodeJS.ProcessEnv[] = [];
  const base = (n: number): NodeJS.ProcessEnv => {
    const output = join(temp, `output-${n}`);
    const summary = join(temp, `summary-${n}.md`);
    const state = join(temp, `state-${n}`);
    for (const f of [output, summary, state]) writeFileSync(f, '', { flag: 'a' });
    writeFileSync(join(temp, 'env'), '', { flag: 'a' });
    writeFileSync(join(temp, 'event.json'), '{}');
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: join(temp, 'event.json'),
      GITHUB_WORKSPACE: opts.cwd,
      GITHUB_OUTPUT: output,
      GITHUB_ENV: join(temp, 'env'),
      GITHUB_STATE: state,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: temp,
      ...ctx.env,
    };
  };
  steps.forEach((step, n) => {
    const label = step.id ?? step.name ?? step.uses ?? `step ${n}`;
    const always = /always\(\)/.test(step.if ?? '');
    if (jobFailed && !always) {
      records.push({ label, outcome: 'skipped', code: null, outputs: {}, stdout: '', stderr: '' });
      return;
    }
    let r: { status: number | null; stdout: string; stderr: string } = {
      status: 0,
      stdout: '',
      stderr: '',
    };
    const env = { ...base(n), ...asStrings(step.env, ctx) };
    if (step.run !== undefined) {
      const script = opts.rewriteRun ? opts.rewriteRun(step.run) : step.run;
      r = spawnSync('bash', ['-e', '-c', expand(script, ctx)], {
        cwd: opts.cwd,
        env,
        encoding: 'utf8',
        timeout: opts.timeoutMs,
      });
    } else if (step.uses === './') {
      for (const [k, v] of Object.entries(asStrings(step.with, ctx)))
        env[`INPUT_${k.toUpperCase()}`] = v;
      r = spawnSync(process.execPath, [DIST.main], {
        cwd: opts.cwd,
        env,
        encoding: 'utf8',
        timeout: opts.timeoutMs,
      });
    }
    if (step.uses === './') posts.unshift(env);
    const outcome = r.status === 0 ? 'success' : 'failure';
    const rec: StepRecord = {
      label,
      outcome,
      code: r.status,
      outputs: parseOutputs(env.GITHUB_OUTPUT as string),
      stdout: r.stdout,
      stderr: r.stderr,
    };
    records.push(rec);
    if (step.id) ctx.steps[step.id] = rec;
    if (outcome === 'failure' && !step['continue-on-error']) jobFailed = true;
  });
  // The post step of each action use, last first, with the state its main step saved.
  for (const env of posts) {
    const state = parseCommandFile(env.GITHUB_STATE as string);
    for (const [k, v] of Object.entries(state)) env[`STATE_${k}`] = v;
    spawnSync(process.execPath, [DIST.post], { cwd: opts.cwd, env, timeout: opts.timeoutMs });
  }
  return { records, temp };
}

/** GITHUB_OUTPUT holds `name=value` lines and `name<<DELIM` blocks. */
function parseOutputs(path: string): Record<string, string> {
  const out = parseCommandFile(path);
  const text = spawnSync('cat', [path], { encoding: 'utf8' }).stdout;
  for (const line of text.split('\n')) {
    const m = /^([\w-]+)=(.*)$/.exec(line);
    if (m && !(m[1]! in out)) out[m[1]!] = m[2]!;
  }
  return out;
}
