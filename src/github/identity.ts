/**
 * Who the GitHub token is, and which items are ours (R28): the sticky PR comment and the
 * tracking issue are found by their hidden marker AND by their author being the token in
 * use, so a marker copied into someone else's comment or issue (another app, a person) is
 * never edited. One helper for both; the lookup is made once per token and API.
 */
import type { getOctokit } from '@actions/github';

/** An Octokit client as @actions/github builds it. */
export type Octokit = ReturnType<typeof getOctokit>;

/** Author of what the workflow's own token (`github.token`) writes. */
export const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';

/** Statuses of GET /user that mean "an installation token, not a user" (no lookup possible). */
const NOT_A_USER_STATUSES = new Set([403, 404]);

const logins = new Map<string, Promise<string>>();

/** Why 60 s: the longest the GitHub calls may take when the caller gives no budget. */
export const GITHUB_CALL_TIMEOUT_MS = 60_000;

/** An Octokit client for `token` on the API of the run (GITHUB_API_URL, e.g. GHES), loaded on demand. */
export async function githubClient(
  token: string,
  env: NodeJS.ProcessEnv = process.env,
  signal: AbortSignal = AbortSignal.timeout(GITHUB_CALL_TIMEOUT_MS),
): Promise<{ octokit: Octokit; login: () => Promise<string> }> {
  const { getOctokit: make } = await import('@actions/github');
  const baseUrl = env.GITHUB_API_URL ?? 'https://api.github.com';
  // Every request carries the publishing budget (R24): a GitHub that accepts and never
  // answers cannot hold the step.
  const octokit = make(token, { baseUrl, request: { signal } });
  return { octokit, login: () => tokenLogin(octokit, `${baseUrl}\n${token}`) };
}

/**
 * The login the token writes as, looked up once per token: GET /user names the user of a
 * personal access token (or of a user-to-server app token); an installation token, such as
 * the workflow's `github.token`, is refused there (403), and then writes as
 * `github-actions[bot]`. Another app's installation token writes as `<app>[bot]`, which
 * cannot be looked up: its items are then never taken as ours (a new comment each time,
 * never someone else's edited). Any other failure (bad token, network) rejects.
 */
export function tokenLogin(octokit: Octokit, cacheKey: string): Promise<string> {
  let login = logins.get(cacheKey);
  if (!login) {
    login = lookUp(octokit);
    logins.set(cacheKey, login);
    // A failed lookup is not remembered: the next caller tries again.
    login.catch(() => logins.delete(cacheKey));
  }
  return login;
}

async function lookUp(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (typeof data.login === 'string' && data.login !== '') return data.login;
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    if (typeof status !== 'number' || !NOT_A_USER_STATUSES.has(status)) throw err;
  }
  return WORKFLOW_TOKEN_LOGIN;
}

/** A comment or issue as the REST API lists it (only what ownership needs). */
export interface OwnedItem {
  body?: string | null;
  user?: { login?: string | null } | null;
}

/** Whether `item` is ours: it starts with `marker` and `login` wrote it (logins ignore case). */
export function isOurs(item: OwnedItem, marker: string, login: string): boolean {
  return (
    (item.body ?? '').startsWith(marker) &&
    typeof item.user?.login === 'string' &&
    item.user.login.toLowerCase() === login.toLowerCase()
  );
}
