import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import {
  API_KEY,
  cancelRequests,
  cliEnv,
  actionStepLeaks,
  keyLeaks,
  runCliBundle,
  sandboxEnv,
} from './e2e-support.js';
import { startFakeGitHub } from './fake-github.js';
import {
  actionEnv,
  parseCommandFile,
  pullRequestEvent,
  runBundle,
  runnerFiles,
  stateEnv,
  type RunnerFiles,
} from './runner.js';

// R8 on the built bundles: a deadline ends in verdict `timeout`, exit 4, and one cancel, or
// none with cancel-on-timeout false; and the post step cancels only a run main did not see
// finish (R9). timeout-minutes 0.05 is a 3 s deadline; `slow` runs at real speed, so its runs
// are still going then; `fast` runs at 300x, so its runs finish within a second or two.
// Every test asserts on its own run only, so they run concurrently.

let slow: SandboxHandle;
let fast: SandboxHandle;
let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
const pr = pullRequestEvent();

beforeAll(async () => {
  slow = await startSandbox({ speed: 1, seed: 11, apiKey: API_KEY });
  fast = await startSandbox({ speed: 300, seed: 11, apiKey: API_KEY });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await slow?.close();
  await fast?.close();
  await gh?.close();
});

const DEADLINE = ['--timeout-minutes', '0.05', '--poll-interval-seconds', '1'];

/** The CLI's scan of the slow sandbox's vulnerable target with a 3 s deadline. */
async function cliTimeout(extra: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'pg-timeout-cli-'));
  const created = new Set(slow.stats.testRunsCreated.map((r) => r.id));
  const res = await runCliBundle(
    [
      'scan',
      '--target-id',
      String(slow.targets.vulnerable),
      ...DEADLINE,
      '--report-dir',
      'reports',
      '--outputs-file',
      'outputs.txt',
      ...extra,
    ],
    cliEnv(sandboxEnv(slow)),
    cwd,
  );
  const outputs = Object.fromEntries(
    readFileSync(join(cwd, 'outputs.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  ) as Record<string, string>;
  const runId = Number(outputs['test-run-id']);
  return { res, cwd, outputs, runId, wasNew: !created.has(runId) };
}

describe.concurrent('timeout-minutes on the built CLI', () => {
  it('a deadline gives verdict timeout, exit 4 and exactly one cancel', async ({ expect }) => {
    const { res, cwd, outputs, runId, wasNew } = await cliTimeout([]);
    expect(wasNew).toBe(true);
    expect(res.code).toBe(4);
    expect(outputs.verdict).toBe('timeout');
    expect(res.stdout).toContain('Verdict: TIMEOUT');
    expect(res.stderr).toContain('The test run did not finish within 0.05 minutes.');
    expect(res.stderr).toContain(`Cancelled test run ${runId} because the deadline passed.`);
    expect(slow.stats.cancels[runId]).toBe(1);
    expect(slow.control.getRun(runId)?.status).toBe('CANCELLED');
    const report = JSON.parse(readFileSync(outputs['report-json'] as string, 'utf8'));
    expect(report.gate.verdict).toBe('timeout');
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it('with --cancel-on-timeout false: exit 4, no cancel, the run keeps going', async ({
    expect,
  }) => {
    const { res, cwd, outputs, runId } = await cliTimeout(['--cancel-on-timeout', 'false']);
    expect(res.code).toBe(4);
    expect(outputs.verdict).toBe('timeout');
    expect(res.stderr).not.toContain('Cancelled test run');
    expect(slow.stats.cancels[runId] ?? 0).toBe(0);
    expect(slow.control.getRun(runId)?.status).toMatch(/^(PENDING|RUNNING)$/);
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });
});

function env(
  sb: SandboxHandle,
  files: RunnerFiles,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return actionEnv(
    {
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(sb.targets.vulnerable),
      'poll-interval-seconds': '1',
      'artifact-name': '',
      'github-token': 'ghs_faketoken',
      'report-dir': 'reports',
      comment: 'never',
      ...extra,
    },
    files,
    { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: pr.repo, GITHUB_EVENT_NAME: 'pull_request' },
  );
}

/** Main, then post with main's state, as the runner runs them; cancels of the run after each. */
async function mainThenPost(sb: SandboxHandle, extra: Record<string, string>) {
  const files = runnerFiles(pr.payload);
  const main = await runBundle(DIST.main, env(sb, files, extra), files.dir);
  const outputs = parseCommandFile(files.output);
  const runId = Number(outputs['test-run-id']);
  const cancelsAfterMain = cancelRequests(sb, runId).length;
  const post = await runBundle(
    DIST.post,
    { ...env(sb, files, extra), ...stateEnv(files) },
    files.dir,
  );
  const leaks = actionStepLeaks(API_KEY, files, { main, post }, gh.requests);
  return { main, post, outputs, runId, cancelsAfterMain, leaks, files };
}

describe.concurrent('timeout-minutes on the built Action (main, then post)', () => {
  it('a deadline: verdict timeout, exit 4, ::error::, one cancel by main and none by post', async ({
    expect,
  }) => {
    const r = await mainThenPost(slow, { 'timeout-minutes': '0.05' });
    expect(r.main.code).toBe(4);
    expect(r.outputs.verdict).toBe('timeout');
    expect(r.main.stdout).toMatch(/^::error::probe-gate timeout: /m);
    expect(r.main.stdout).toContain(`Cancelled test run ${r.runId} because the deadline passed.`);
    expect(r.cancelsAfterMain).toBe(1);
    expect(readFileSync(r.files.summary, 'utf8')).toContain('TIMEOUT');
    expect(r.post.code).toBe(0);
    expect(r.post.stdout).not.toContain('Cancelled');
    expect(cancelRequests(slow, r.runId)).toHaveLength(1);
    expect(slow.stats.cancels[r.runId]).toBe(1);
    expect(r.leaks).toEqual([]);
  });

  it('cancel-on-timeout false: exit 4, and neither main nor post cancels the run', async ({
    expect,
  }) => {
    const r = await mainThenPost(slow, { 'timeout-minutes': '0.05', 'cancel-on-timeout': 'false' });
    expect(r.main.code).toBe(4);
    expect(r.outputs.verdict).toBe('timeout');
    expect(r.cancelsAfterMain).toBe(0);
    expect(r.post.code).toBe(0);
    expect(r.post.stdout).not.toContain('Cancelled');
    expect(slow.stats.cancels[r.runId] ?? 0).toBe(0);
    expect(slow.control.getRun(r.runId)?.status).toMatch(/^(PENDING|RUNNING)$/);
    expect(r.leaks).toEqual([]);
  });

  it('a run main saw finish (gate failed): post sends no cancel', async ({ expect }) => {
    const r = await mainThenPost(fast, { 'timeout-minutes': '1', 'ai-analysis': 'false' });
    expect(r.main.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.outputs.status).toBe('COMPLETED');
    expect(r.post.code).toBe(0);
    expect(r.post.stdout).not.toContain('Cancelled');
    expect(fast.stats.cancels[r.runId] ?? 0).toBe(0);
    expect(r.leaks).toEqual([]);
  });
});
