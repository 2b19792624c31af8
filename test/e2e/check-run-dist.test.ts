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
});
