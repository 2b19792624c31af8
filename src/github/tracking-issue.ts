import { renderMarkdown } from '../report/markdown/markdown.js';
import type { Report } from '../report/model.js';
import type { ScanConfig } from '../config/config.js';
import { githubClient, isOurs, type OwnedItem } from './identity.js';

/** Label put on (and searched for) tracking issues. */
export const TRACKING_LABEL = 'probe-gate';
/** Events on which a tracking issue is kept: scheduled and manual runs, never pull requests. */
export const TRACKING_EVENTS = ['schedule', 'workflow_dispatch'] as const;
/** Room left for the marker line under GitHub's 65,536-character body limit. */
const BODY_MAX_CHARS = 65_000;

/** `<!-- probe-gate:tracking:target-<id> -->`: finds the one issue of a target again. */
export function trackingMarker(targetId: number): string {
  return `<!-- probe-gate:tracking:target-${Math.trunc(targetId)} -->`;
}

/** The issue body: the hidden marker line, then the PR-comment Markdown of the report. */
export function trackingBody(report: Report): string {
  const marker = trackingMarker(report.platform.targetId);
  return `${marker}\n${renderMarkdown(report, { variant: 'comment', maxChars: BODY_MAX_CHARS - marker.length - 1 })}`;
}

/** The issue title; the target name is platform text, so it is cut and stripped of markup-ish characters. */
export function trackingTitle(report: Report): string {
  const name = (report.platform.targetName ?? '')
    .replace(/[^\p{L}\p{N} ._()/-]/gu, '')
    .trim()
    .slice(0, 80);
  const what = name
    ? `"${name}" (target ${report.platform.targetId})`
    : `target ${report.platform.targetId}`;
  const verb =
    report.gate.verdict === 'warn'
      ? 'has warnings from'
      : report.gate.verdict === 'inconclusive'
        ? 'could not be judged by'
        : 'fails';
  return `probe-gate: ${what} ${verb} the AI security gate`;
}

interface IssueItem extends OwnedItem {
  number: number;
  pull_request?: unknown;
}

/**
 * The nightly tracking issue (TriageDeps.trackingIssue). Only on `schedule` and
 * `workflow_dispatch` events and with tracking-issue `auto`: finds the open issue of the
 * target by its hidden marker among open issues labelled `probe-gate` created by the token
 * in use (R28, identity.ts); when the verdict is not pass (fail, error, timeout, and also
 * inconclusive and warn: a nightly scan's warnings are worth tracking) creates
 * it or updates its body, and when it passes closes it with a comment. Octokit is imported
 * only when needed.
 */
export function trackingIssue(
  token: string | null,
  env: NodeJS.ProcessEnv = process.env,
): (report: Report, config: ScanConfig, signal?: AbortSignal) => Promise<void> {
  return async (report, config, signal) => {
    if (config.trackingIssue !== 'auto') return;
    if (!(TRACKING_EVENTS as readonly string[]).includes(env.GITHUB_EVENT_NAME ?? '')) return;
    const { owner, repo, key } = trackedRepo(token, env);
    const { octokit, login } = await githubClient(key, env, signal);
    const at = { octokit, owner, repo };
    const mine = await openTrackingIssue(
      at,
      trackingMarker(report.platform.targetId),
      await login(),
    );
    if (report.gate.verdict !== 'pass') await keepOpen(at, mine, report);
    else if (mine) await closeAsPassed(at, mine, report);
  };
}

/** Where the tracking issue lives, and the client that reaches it. */
interface IssueRepo {
  octokit: Awaited<ReturnType<typeof githubClient>>['octokit'];
  owner: string;
  repo: string;
}

/** The repository of the tracking issue and the token; throws when either is missing. */
function trackedRepo(
  token: string | null,
  env: NodeJS.ProcessEnv,
): { owner: string; repo: string; key: string } {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new Error(
      'GITHUB_REPOSITORY is not set, so there is no repository for the tracking issue.',
    );
  if (!token)
    throw new Error(
      'no github-token was given; pass one with issues: write to keep a tracking issue.',
    );
  return { owner, repo, key: token };
}

/** The open issue labelled `probe-gate` that carries `marker` and that `me` created (R28). */
async function openTrackingIssue(
  { octokit, owner, repo }: IssueRepo,
  marker: string,
  me: string,
): Promise<IssueItem | undefined> {
  const issues = (await octokit.paginate(octokit.rest.issues.listForRepo, {
    owner,
    repo,
    state: 'open',
    labels: TRACKING_LABEL,
    // The creator filter takes user logins; a bot's issues are filtered below.
    ...(me.endsWith('[bot]') ? {} : { creator: me }),
    per_page: 100,
  })) as IssueItem[];
  return issues.find((i) => !i.pull_request && isOurs(i, marker, me));
}

/** Creates the tracking issue, or updates its title and body to the report's. */
async function keepOpen(
  { octokit, owner, repo }: IssueRepo,
  mine: IssueItem | undefined,
  report: Report,
): Promise<void> {
  const body = trackingBody(report);
  const title = trackingTitle(report);
  if (mine)
    await octokit.rest.issues.update({ owner, repo, issue_number: mine.number, body, title });
  else await octokit.rest.issues.create({ owner, repo, title, body, labels: [TRACKING_LABEL] });
}

/** Closes the tracking issue with a comment that the run passes the gate. */
async function closeAsPassed(
  { octokit, owner, repo }: IssueRepo,
  mine: IssueItem,
  report: Report,
): Promise<void> {
  const run = report.testRun.id === null ? 'The latest run' : `Test run ${report.testRun.id}`;
  await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: mine.number,
    body: `${run} passes the gate (score ${report.scores.overall ?? 'n/a'}); closing.`,
  });
  await octokit.rest.issues.update({
    owner,
    repo,
    issue_number: mine.number,
    state: 'closed',
    state_reason: 'completed',
  });
}
