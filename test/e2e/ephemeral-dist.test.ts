/**
 * An ephemeral target (target-config with `ephemeral: true`) through the built Action bundles,
 * run as the runner runs them: when main is killed mid-poll, post cancels the run and deletes
 * the target, each exactly once; when main finishes, main deletes it and post does nothing.
 * The target's connection secret (from an env variable the file names) never shows anywhere.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, PlatformClient } from '../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { STATE_KEYS } from '../../src/scan/ports.js';
import { DIST } from '../support/dist.js';
import { actionStepLeaks } from './e2e-support.js';
import {
  actionEnv,
  parseCommandFile,
  runBundle,
  runnerFiles,
  stateEnv,
  type RunnerFiles,
  type StepResult,
} from './runner.js';

const API_KEY = 'pg-e2e-ephemeral-key-7Gh2Kd9Lm4';
const SECRET = 'azure-connection-secret-Zq81Xw';
const SECRET_ENV = 'PG_E2E_AZURE_KEY';
const CREATE = 'POST /api/v2/workspaces/{workspaceId}/target';
const DELETE = 'DELETE /api/workspaces/{workspaceId}/target/{targetId}';

let sb: SandboxHandle;
let client: PlatformClient;

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 4, apiKey: API_KEY });
  client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: API_KEY });
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

/** Writes the target file into the runner's workspace and returns the step environment. */
function stepEnv(files: RunnerFiles, inputs: Record<string, string> = {}): NodeJS.ProcessEnv {
  const targetFile = join(files.dir, 'target.yml');
  writeFileSync(
    targetFile,
    [
      'ephemeral: true',
      'connection:',
      '  type: AZURE_OPENAI',
      '  config:',
      `    apiKeyEnv: ${SECRET_ENV}`,
      '    url: https://llm.example.invalid',
      '    deploymentName: gpt-4o',
      'settings:',
      '  name: pr-preview-bot',
      '  environment: preview',
      '',
    ].join('\n'),
  );
  return actionEnv(
    {
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-config': targetFile,
      'poll-interval-seconds': '1',
      'timeout-minutes': '5',
      'ai-analysis': 'false',
      'artifact-name': '',
      comment: 'never',
      'report-dir': 'reports',
      baseline: 'none',
      ...inputs,
    },
    files,
    { [SECRET_ENV]: SECRET, GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'acme/bot' },
  );
}

/**
 * Neither the target's secret nor the API key anywhere, bar the `::add-mask::` commands that
 * register them with the runner: main masks both (the first step given is main).
 */
function assertNoSecrets(files: RunnerFiles, main: StepResult, post: StepResult): void {
  expect(main.stdout.split('\n')).toContain(`::add-mask::${SECRET}`);
  for (const secret of [SECRET, API_KEY])
    expect(actionStepLeaks(secret, files, { main, post }, [])).toEqual([]);
}

/** Target ids the sandbox deleted, from its request log (in order). */
const deletedIds = () =>
  sb.stats.log
    .filter((l) => `${l.method} ${l.route}` === DELETE && l.status === 200)
    .map((l) => Number(l.path.split('/').at(-1)));

describe('ephemeral target with the Action bundles', () => {
  it('main killed mid-poll: post cancels the run once and deletes the target once', async () => {
    sb.control.setSpeed(1);
    sb.stats.reset();
    const files = runnerFiles({});
    const env = stepEnv(files);
    let sawPoll = false;
    const main = await runBundle(DIST.main, env, files.dir, (child) => {
      const timer = setInterval(() => {
        const state = readFileSync(files.state, 'utf8');
        const run = sb.stats.testRunsCreated[0];
        const polled = (sb.stats.requests['GET /api/v2/test-run/{testRunId}/status'] ?? 0) > 0;
        if (run && polled && state.includes(STATE_KEYS.testRunId)) {
          clearInterval(timer);
          sawPoll = true;
          setTimeout(() => child.kill('SIGKILL'), 200);
        }
      }, 20);
      child.on('close', () => clearInterval(timer));
    });
    expect(main.signal).toBe('SIGKILL');
    expect(sawPoll).toBe(true);

    const state = parseCommandFile(files.state);
    const targetId = Number(state[STATE_KEYS.ephemeralTargetId]);
    const runId = Number(state[STATE_KEYS.testRunId]);
    expect(state[STATE_KEYS.startedByMain]).toBe('true');
    expect(state[STATE_KEYS.finished]).toBeUndefined();
    expect(sb.stats.requests[CREATE]).toBe(1);
    expect(sb.stats.testRunsCreated).toEqual([expect.objectContaining({ id: runId, targetId })]);
    // Main left both behind: the target exists and its run is still going.
    const left = await client.getTarget(sb.workspaceId, targetId);
    expect(left.settings?.name).toMatch(/^pr-preview-bot-ephemeral-/);
    expect(sb.control.getRun(runId)?.status).toMatch(/^(PENDING|RUNNING)$/);
    expect(deletedIds()).toEqual([]);

    const post = await runBundle(DIST.post, { ...env, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(`Cancelled test run ${runId}`);
    expect(post.stdout).toContain(`Deleted ephemeral target ${targetId}.`);
    expect(post.stdout).not.toContain('::warning::');
    expect(sb.stats.cancels).toEqual({ [runId]: 1 });
    expect(sb.control.getRun(runId)?.status).toBe('CANCELLED');
    expect(sb.stats.requests[DELETE]).toBe(1);
    expect(deletedIds()).toEqual([targetId]);
    await expect(client.getTarget(sb.workspaceId, targetId)).rejects.toBeInstanceOf(NotFoundError);
    assertNoSecrets(files, main, post);
  });

  it('main that finishes deletes the target itself; post then has nothing to do', async () => {
    sb.control.setSpeed(300);
    sb.stats.reset();
    const files = runnerFiles({});
    const env = stepEnv(files, { 'min-score': '0' });
    const main = await runBundle(DIST.main, env, files.dir);
    expect(main.code).toBe(0);
    const out = parseCommandFile(files.output);
    expect(out.verdict).toBe('pass');
    const targetId = sb.stats.testRunsCreated[0]?.targetId as number;
    expect(main.stdout).toContain(`Deleted ephemeral target ${targetId}.`);
    expect(deletedIds()).toEqual([targetId]);
    const report = JSON.parse(readFileSync(out['report-json'] as string, 'utf8'));
    expect(report.platform.targetId).toBe(targetId);

    const post = await runBundle(DIST.post, { ...env, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(post.stdout).not.toContain('Deleted ephemeral target');
    expect(sb.stats.requests[DELETE]).toBe(1);
    expect(sb.stats.cancels).toEqual({});
    await expect(client.getTarget(sb.workspaceId, targetId)).rejects.toBeInstanceOf(NotFoundError);
    assertNoSecrets(files, main, post);
  });
});
