import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startFakeGitHubApi, type FakeGitHub } from '../fixtures/github/fake-github.js';
import { DIST } from '../support/dist.js';
import { actionEnv, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

// The built main bundle with `check-run: true`, against a fake GitHub whose every request is
// validated against GitHub's REST description (@octokit/openapi).
const API_KEY = 'pg-e2e-check-key-0123456789abcdef';

describe('dist/index.js with check-run: true', () => {
  let sb: SandboxHandle;
  let gh: FakeGitHub;
  const pr = pullRequestEvent();
  beforeAll(async () => {
    sb = await startSandbox({ speed: 300, seed: 3, apiKey: API_KEY });
    gh = await startFakeGitHubApi();
  });
  afterAll(async () => {
    await sb?.close();
    await gh?.close();
  });

  it('opens the check on the PR head and completes it with the verdict and annotations', async () => {
    const files = runnerFiles(pr.payload);
    const env = actionEnv(
      {
        'api-key': API_KEY,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'target-id': String(sb.targets.vulnerable),
        'poll-interval-seconds': '1',
        'timeout-minutes': '2',
        'artifact-name': '',
        'github-token': 'ghs_faketoken',
        'report-dir': 'reports',
        comment: 'never',
        'check-run': 'true',
      },
      files,
      {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: pr.repo,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_WORKFLOW_REF: `${pr.repo}/.github/workflows/ai.yml@refs/pull/${pr.number}/merge`,
      },
    );
    const res = await runBundle(DIST.main, env, files.dir);
    expect(res.code).toBe(1);
    expect(gh.checks).toHaveLength(1);
    const head = (pr.payload.pull_request as { head: { sha: string } }).head.sha;
    expect(gh.checks[0]).toMatchObject({
      head_sha: head,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(gh.checks[0]!.history[0]).toBe('in_progress');
    expect(gh.checks[0]!.annotations.length).toBeGreaterThan(0);
    expect(gh.checks[0]!.annotations[0]).toMatchObject({ path: '.github/workflows/ai.yml' });
    expect(gh.violations).toEqual([]);
    expect(JSON.stringify(gh.checks)).not.toContain(API_KEY);
  });

  it('in a merge queue compares with the base branch run pushed before, and gates the queue by the check', async () => {
    const inputs = (dir: string) => ({
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(sb.targets.hardened),
      'poll-interval-seconds': '1',
      'timeout-minutes': '2',
      'artifact-name': '',
      'github-token': 'ghs_faketoken',
      'report-dir': join(dir, 'reports'),
      comment: 'never',
      'check-run': 'true',
      baseline: 'previous-run',
      'fail-on-new-failures': 'true',
    });
    const report = (dir: string) =>
      JSON.parse(readFileSync(join(dir, 'reports', 'probe-gate-report.json'), 'utf8')) as {
        testRun: { id: number; name: string };
        baseline: { testRunId: number } | null;
      };
    const github = { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'octo-org/octo-repo' };
    // A push to main: its run is named with @main.
    const push = runnerFiles({});
    const pushed = await runBundle(
      DIST.main,
      actionEnv(inputs(push.dir), push, {
        ...github,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_SHA: 'e'.repeat(40),
      }),
      push.dir,
    );
    expect(pushed.code).not.toBeNull();
    const onMain = report(push.dir);
    expect(onMain.testRun.name).toMatch(/@main$/);
    // A pull request's run in between: no baseline for the queue.
    const prFiles = runnerFiles(pr.payload);
    await runBundle(
      DIST.main,
      actionEnv(inputs(prFiles.dir), prFiles, {
        ...github,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: `refs/pull/${pr.number}/merge`,
      }),
      prFiles.dir,
    );
    const all = createRequire(import.meta.url)(
      '@octokit/webhooks-examples/api.github.com/index.json',
    ) as Array<{ name: string; examples: Array<Record<string, unknown>> }>;
    const mg = all.find((e) => e.name === 'merge_group')!.examples[0]!;
    const queue = runnerFiles(mg);
    const queued = await runBundle(
      DIST.main,
      actionEnv(inputs(queue.dir), queue, { ...github, GITHUB_EVENT_NAME: 'merge_group' }),
      queue.dir,
    );
    expect(report(queue.dir).baseline?.testRunId).toBe(onMain.testRun.id);
    const sha = (mg.merge_group as { head_sha: string }).head_sha;
    const check = gh.checks.find((c) => c.head_sha === sha);
    expect(check?.status).toBe('completed');
    expect(check?.conclusion).toBe(queued.code === 0 ? 'success' : 'failure');
    expect(gh.violations).toEqual([]);
  });
});
