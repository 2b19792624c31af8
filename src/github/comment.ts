import { githubEventPayload } from '../config/file/event.js';
import type { CommentPoster } from '../scan/ports.js';
import { githubClient, isOurs, type OwnedItem } from './identity.js';

interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

/** The pull request of the triggering event, read from GITHUB_EVENT_PATH. */
export function pullRequestFromEvent(env: NodeJS.ProcessEnv = process.env): PullRequestRef | null {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) return null;
  const event = (githubEventPayload(env) ?? {}) as {
    pull_request?: { number?: unknown };
    issue?: { number?: unknown; pull_request?: unknown };
  };
  const n =
    event.pull_request?.number ?? (event.issue?.pull_request ? event.issue.number : undefined);
  return typeof n === 'number' ? { owner, repo, number: n } : null;
}

interface IssueComment extends OwnedItem {
  id: number;
  html_url?: string;
}

/**
 * One sticky PR comment (R15, R28): found again by its hidden marker and its author (the
 * token in use, see identity.ts), updated in place, created when absent; a comment with our
 * marker by anyone else is left alone. Octokit is imported only when a comment is posted.
 */
export function actionCommentPoster(
  token: string | null,
  env: NodeJS.ProcessEnv = process.env,
): CommentPoster {
  const pr = pullRequestFromEvent(env);
  return {
    target() {
      if (!pr) return { ok: false, reason: 'this run was not triggered by a pull request.' };
      if (!token) return { ok: false, reason: 'no github-token was given.' };
      return { ok: true, label: `${pr.owner}/${pr.repo}#${pr.number}` };
    },
    async upsert(marker, body, opts = {}) {
      if (!pr || !token) throw new Error('No pull request or token to comment with.');
      const { octokit, login } = await githubClient(token, env, opts.signal);
      const me = await login();
      const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        per_page: 100,
      })) as IssueComment[];
      const mine = comments.find((c) => isOurs(c, marker, me));
      const where = { owner: pr.owner, repo: pr.repo };
      const res = mine
        ? await octokit.rest.issues.updateComment({ ...where, comment_id: mine.id, body })
        : await octokit.rest.issues.createComment({ ...where, issue_number: pr.number, body });
      return { url: res.data.html_url ?? null, created: !mine };
    },
  };
}
