import { describe, expect, it } from 'vitest';
import { ciBranch } from '../../src/runtime/ci-branch.js';
import { branchSuffix, isRunOfBranch, taggedRunName } from '../../src/scan/triage/base-branch.js';

const unique = 'probe-gate-20261123T214450Z-0a1b2c3d';

describe('the branch a run is tagged with, per CI', () => {
  it('GitHub: a branch push or schedule is tagged; a PR is not; a merge group has a base', () => {
    const gh = { GITHUB_ACTIONS: 'true' };
    expect(
      ciBranch({ ...gh, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/release/2' }),
    ).toEqual({ branch: 'release/2', baseBranch: null });
    expect(
      ciBranch({ ...gh, GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main' }).branch,
    ).toBe('main');
    expect(
      ciBranch({ ...gh, GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/3/merge' }),
    ).toEqual({ branch: null, baseBranch: null, pullRequest: true });
    // A pull request's baseline is its base branch's runs.
    expect(
      ciBranch({
        ...gh,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/3/merge',
        GITHUB_BASE_REF: 'main',
      }),
    ).toEqual({ branch: null, baseBranch: 'main', pullRequest: true });
    expect(
      ciBranch({ ...gh, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' }).branch,
    ).toBeNull();
    // No payload: the queue's ref still names the base branch (which may contain slashes).
    expect(
      ciBranch({
        ...gh,
        GITHUB_EVENT_NAME: 'merge_group',
        GITHUB_EVENT_PATH: '/nonexistent/event.json',
        GITHUB_REF: `refs/heads/gh-readonly-queue/release/2/pr-7-${'f'.repeat(40)}`,
      }),
    ).toEqual({ branch: null, baseBranch: 'release/2' });
  });

  it('GitLab, Azure, Bitbucket, Jenkins, CircleCI: branch builds only; a GitLab merge train has a base', () => {
    expect(ciBranch({ GITLAB_CI: 'true', CI_COMMIT_BRANCH: 'main' }).branch).toBe('main');
    expect(
      ciBranch({
        GITLAB_CI: 'true',
        CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train',
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      }),
    ).toEqual({ branch: null, baseBranch: 'main' });
    expect(ciBranch({ TF_BUILD: 'True', BUILD_SOURCEBRANCH: 'refs/heads/dev' }).branch).toBe('dev');
    expect(
      ciBranch({ TF_BUILD: 'True', BUILD_SOURCEBRANCH: 'refs/pull/9/merge' }).branch,
    ).toBeNull();
    expect(ciBranch({ BITBUCKET_BUILD_NUMBER: '4', BITBUCKET_BRANCH: 'main' }).branch).toBe('main');
    expect(
      ciBranch({ BITBUCKET_BUILD_NUMBER: '4', BITBUCKET_BRANCH: 'x', BITBUCKET_PR_ID: '2' }).branch,
    ).toBeNull();
    expect(ciBranch({ JENKINS_URL: 'http://j', BRANCH_NAME: 'main' }).branch).toBe('main');
    expect(
      ciBranch({ JENKINS_URL: 'http://j', BRANCH_NAME: 'PR-2', CHANGE_ID: '2' }).branch,
    ).toBeNull();
    expect(ciBranch({ CIRCLECI: 'true', CIRCLE_BRANCH: 'main' }).branch).toBe('main');
    expect(
      ciBranch({
        CIRCLECI: 'true',
        CIRCLE_BRANCH: 'x',
        CIRCLE_PULL_REQUEST: 'https://github.com/o/r/pull/1',
      }).branch,
    ).toBeNull();
    expect(ciBranch({})).toEqual({ branch: null, baseBranch: null });
  });

  it('a pull or merge request names its target branch on every CI that says it', () => {
    const pr = (env: NodeJS.ProcessEnv) => ciBranch(env);
    expect(
      pr({
        GITLAB_CI: 'true',
        CI_MERGE_REQUEST_IID: '5',
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      }),
    ).toEqual({ branch: null, baseBranch: 'main', pullRequest: true });
    expect(
      pr({
        TF_BUILD: 'True',
        BUILD_REASON: 'PullRequest',
        BUILD_SOURCEBRANCH: 'refs/pull/9/merge',
        SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/main',
      }),
    ).toEqual({ branch: null, baseBranch: 'main', pullRequest: true });
    expect(
      pr({
        BITBUCKET_BUILD_NUMBER: '4',
        BITBUCKET_PR_ID: '2',
        BITBUCKET_PR_DESTINATION_BRANCH: 'develop',
      }),
    ).toEqual({ branch: null, baseBranch: 'develop', pullRequest: true });
    expect(
      pr({ JENKINS_URL: 'http://j', BRANCH_NAME: 'PR-2', CHANGE_ID: '2', CHANGE_TARGET: 'main' }),
    ).toEqual({ branch: null, baseBranch: 'main', pullRequest: true });
    // CircleCI does not say the target: no baseline rather than the PR's own runs.
    expect(
      pr({ CIRCLECI: 'true', CIRCLE_BRANCH: 'x', CIRCLE_PULL_REQUEST: 'https://x/pull/1' }),
    ).toEqual({ branch: null, baseBranch: null, pullRequest: true });
  });

  it('tags run names and recognises a branch only by its exact tag after the unique part', () => {
    expect(taggedRunName(unique, null)).toBe(unique);
    expect(taggedRunName(unique, 'main')).toBe(`${unique}@main`);
    expect(isRunOfBranch(`${unique}@main`, 'main')).toBe(true);
    expect(isRunOfBranch(`${unique}@main-next`, 'main')).toBe(false);
    expect(isRunOfBranch(`${unique}@feature/main`, 'main')).toBe(false);
    expect(isRunOfBranch('my run @main', 'main')).toBe(false);
    expect(isRunOfBranch(null, 'main')).toBe(false);
    // Odd or long names are hashed: the run name stays short and plain.
    const long = `feature/${'x'.repeat(80)}`;
    expect(branchSuffix(long)).toMatch(/^@#[0-9a-f]{16}$/);
    expect(branchSuffix('a b')).toMatch(/^@#[0-9a-f]{16}$/);
    expect(isRunOfBranch(taggedRunName(unique, long), long)).toBe(true);
    expect(isRunOfBranch(taggedRunName(unique, long), 'feature/x')).toBe(false);
  });
});
