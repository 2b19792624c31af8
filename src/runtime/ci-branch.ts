/**
 * Where the scan runs, read from the CI's own variables: the branch its run is tagged with
 * (never a pull request's branch: a PR's run is no baseline for anyone), and in a merge queue
 * the base branch whose last run is the baseline (see scan/triage/base-branch.ts).
 */
import * as z from 'zod/mini';
import { ciOf, githubEventPayload } from '../config/file/event.js';
import { branchOfRef, type RunBranch } from '../scan/triage/base-branch.js';

/** The part of a `merge_group` webhook payload read here. */
const MergeGroupEvent = z.looseObject({
  merge_group: z.looseObject({ base_ref: z.string().check(z.minLength(1)) }),
});

/** GitHub's merge queue branch: `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`. */
const QUEUE_REF = /^refs\/heads\/gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]{40}$/;

const text = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** The merge group's base branch, from the payload, else from the queue's ref. */
function mergeGroupBase(env: NodeJS.ProcessEnv): string | null {
  // An unreadable payload: the queue's ref still names the base branch.
  const parsed = MergeGroupEvent.safeParse(githubEventPayload(env));
  if (parsed.success) return branchOfRef(parsed.data.merge_group.base_ref);
  return QUEUE_REF.exec(env.GITHUB_REF ?? '')?.[1] ?? null;
}

function github(env: NodeJS.ProcessEnv): RunBranch {
  if (env.GITHUB_EVENT_NAME === 'merge_group') {
    // The queue's temporary branch is nobody's baseline: its run is not tagged.
    return { branch: null, baseBranch: mergeGroupBase(env) };
  }
  if (env.GITHUB_EVENT_NAME === 'pull_request' || env.GITHUB_EVENT_NAME === 'pull_request_target')
    return { branch: null, baseBranch: text(env.GITHUB_BASE_REF), pullRequest: true };
  return { branch: branchOfRef(env.GITHUB_REF), baseBranch: null };
}

/** A branch name from a plain name or a full `refs/heads/` ref. */
const plainBranch = (v: string | undefined): string | null =>
  branchOfRef(v) ?? (text(v)?.startsWith('refs/') ? null : text(v));

function gitlab(env: NodeJS.ProcessEnv): RunBranch {
  // CI_COMMIT_BRANCH is unset in merge request pipelines.
  const train = env.CI_MERGE_REQUEST_EVENT_TYPE === 'merge_train';
  const mr = !train && text(env.CI_MERGE_REQUEST_IID) !== null;
  return {
    branch: train || mr ? null : text(env.CI_COMMIT_BRANCH),
    baseBranch: train || mr ? text(env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME) : null,
    ...(mr ? { pullRequest: true } : {}),
  };
}

/** A branch unless the build is for a pull request (`pr` set), then the PR's `target`. */
const unlessPr = (
  branch: string | undefined,
  pr: string | undefined,
  target?: string | undefined,
): RunBranch =>
  text(pr)
    ? { branch: null, baseBranch: plainBranch(target), pullRequest: true }
    : { branch: text(branch), baseBranch: null };

/** The scan's branch and merge queue base, from `env`; both null outside a known CI. */
export function ciBranch(env: NodeJS.ProcessEnv): RunBranch {
  switch (ciOf(env)) {
    case 'github':
      return github(env);
    case 'gitlab':
      return gitlab(env);
    case 'azure':
      // refs/heads/<branch> for branch builds, refs/pull/<n>/merge for PR builds.
      if (env.BUILD_REASON === 'PullRequest')
        return unlessPr(undefined, 'pr', env.SYSTEM_PULLREQUEST_TARGETBRANCH);
      return { branch: branchOfRef(env.BUILD_SOURCEBRANCH), baseBranch: null };
    case 'bitbucket':
      return unlessPr(
        env.BITBUCKET_BRANCH,
        env.BITBUCKET_PR_ID,
        env.BITBUCKET_PR_DESTINATION_BRANCH,
      );
    case 'jenkins':
      return unlessPr(env.BRANCH_NAME, env.CHANGE_ID, env.CHANGE_TARGET);
    case 'circleci':
      return unlessPr(env.CIRCLE_BRANCH, env.CIRCLE_PULL_REQUEST);
    default:
      return { branch: null, baseBranch: null };
  }
}
