import { readFileSync } from 'node:fs';
/**
 * The CI event a scan runs for, which picks its profile (profiles.ts). The Action reads
 * GITHUB_EVENT_NAME; the CLI takes `--event`, else maps the CI's own variable:
 *
 * | CI | variable | pull_request | schedule | push | merge_group | workflow_dispatch |
 * |---|---|---|---|---|---|---|
 * | GitHub Actions | GITHUB_EVENT_NAME | pull_request, pull_request_target | schedule | push | merge_group | workflow_dispatch |
 * | GitLab CI/CD | CI_PIPELINE_SOURCE | merge_request_event | schedule | push | merge_request_event on a merge train | web, api, trigger |
 * | Azure Pipelines | BUILD_REASON | PullRequest | Schedule | IndividualCI, BatchedCI | - | Manual |
 * | Bitbucket Pipelines | BITBUCKET_PR_ID | set | - | otherwise | - | - |
 *
 * Anything else is no known event: the `default` profile applies.
 */

export interface CiEvent {
  /** The event name, e.g. pull_request; null when it is not known. */
  name: string | null;
  /** Where it came from, e.g. `GITHUB_EVENT_NAME`, `CI_PIPELINE_SOURCE=schedule`. */
  source: string | null;
}

const GITLAB: Record<string, string> = {
  merge_request_event: 'pull_request',
  schedule: 'schedule',
  push: 'push',
  web: 'workflow_dispatch',
  api: 'workflow_dispatch',
  trigger: 'workflow_dispatch',
};

const AZURE: Record<string, string> = {
  pullrequest: 'pull_request',
  schedule: 'schedule',
  individualci: 'push',
  batchedci: 'push',
  manual: 'workflow_dispatch',
};

const NONE: CiEvent = { name: null, source: null };

/** The CIs probe-gate knows by their own variables. */
export type CiName = 'github' | 'gitlab' | 'azure' | 'bitbucket' | 'jenkins' | 'circleci';

/** Which CI this process runs in, from the variable each sets on every job; null elsewhere. */
export function ciOf(env: NodeJS.ProcessEnv): CiName | null {
  if (env.GITHUB_ACTIONS === 'true') return 'github';
  if (env.GITLAB_CI === 'true') return 'gitlab';
  if ((env.TF_BUILD ?? '').toLowerCase() === 'true') return 'azure';
  if (env.BITBUCKET_BUILD_NUMBER) return 'bitbucket';
  if (env.JENKINS_URL) return 'jenkins';
  if (env.CIRCLECI === 'true') return 'circleci';
  return null;
}

/** GitLab: a merge train is a merge queue. */
function gitlabEvent(env: NodeJS.ProcessEnv): CiEvent {
  const raw = env.CI_PIPELINE_SOURCE ?? '';
  const train = env.CI_MERGE_REQUEST_EVENT_TYPE === 'merge_train';
  const name = raw === 'merge_request_event' && train ? 'merge_group' : (GITLAB[raw] ?? null);
  return { name, source: `CI_PIPELINE_SOURCE=${raw}` };
}

/** The event from the environment of a CI (see the table above), or none. */
export function eventFromEnv(env: NodeJS.ProcessEnv): CiEvent {
  switch (ciOf(env)) {
    case 'github':
      return env.GITHUB_EVENT_NAME
        ? { name: env.GITHUB_EVENT_NAME, source: 'GITHUB_EVENT_NAME' }
        : NONE;
    case 'gitlab':
      return env.CI_PIPELINE_SOURCE ? gitlabEvent(env) : NONE;
    case 'azure':
      return env.BUILD_REASON
        ? {
            name: AZURE[env.BUILD_REASON.toLowerCase()] ?? null,
            source: `BUILD_REASON=${env.BUILD_REASON}`,
          }
        : NONE;
    case 'bitbucket':
      return env.BITBUCKET_PR_ID
        ? { name: 'pull_request', source: 'BITBUCKET_PR_ID' }
        : { name: 'push', source: 'BITBUCKET_BUILD_NUMBER' };
    default:
      return NONE;
  }
}

/**
 * The GitHub event payload (GITHUB_EVENT_PATH), parsed; null when there is none or it cannot
 * be read. Callers take what they need from it with their own schema or checks.
 */
export function githubEventPayload(env: NodeJS.ProcessEnv): unknown {
  if (!env.GITHUB_EVENT_PATH) return null;
  try {
    return JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
