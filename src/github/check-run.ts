/**
 * The check run (`check-run: true`, needs `checks: write`): one check `probe-gate / <target
 * name>` on the head commit (the pull request's head, the merge group's head in a merge
 * queue, else GITHUB_SHA), opened in progress with the run's link as soon as the test run
 * exists, completed with the verdict: `success`, `failure`, `neutral` (only warn-only checks
 * failed), `action_required` (inconclusive), `timed_out`. Its summary is the bounded PR
 * comment text; each failed gate check is an annotation on the file that configures the scan.
 * A re-run updates the same check (found by its stable `external_id`). Without the permission
 * (fork PRs, a read-only token) it degrades, with one warning, to workflow annotations and the
 * job summary. Octokit is loaded only when a check is written.
 */
import type { CheckOrigin } from '../runtime/check-origin.js';
import { githubEventPayload } from '../config/file/event.js';
import { isAbsolute, relative } from 'node:path';
import type { GateCheck, Report } from '../report/model.js';
import { cleanText, truncate } from '../report/text-clean.js';
import type { CheckReporter, CheckStart } from '../scan/ports.js';

/** GitHub's limits: annotations per request, characters of `output.summary`. */
const ANNOTATIONS_PER_REQUEST = 50;
const SUMMARY_MAX = 65_535;
/** Longest one call to GitHub may take (R24): publishing never hangs the step. */
const CALL_TIMEOUT_MS = 15_000;
const bounded = () => ({ request: { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) } });

export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'action_required' | 'timed_out';

/** Whether a failed check only warns (`warn-only`). */
const warnOnly = (check: GateCheck): boolean => check.warnOnly === true;

/** The check's conclusion for a verdict (an unknown verdict fails closed). */
export function checkConclusion(report: Report): CheckConclusion {
  const verdict: string = report.gate.verdict;
  switch (verdict) {
    case 'pass':
      return 'success';
    // Only warn-only checks failed.
    case 'warn':
      return 'neutral';
    case 'inconclusive':
      return 'action_required';
    case 'timeout':
      return 'timed_out';
    default:
      return 'failure';
  }
}

/** The commit the check belongs to, from the event payload. */
export function headSha(env: NodeJS.ProcessEnv = process.env): string | null {
  // An unreadable payload: the commit of the run.
  const event = (githubEventPayload(env) ?? {}) as {
    pull_request?: { head?: { sha?: unknown } };
    merge_group?: { head_sha?: unknown };
  };
  const sha = event.pull_request?.head?.sha ?? event.merge_group?.head_sha;
  if (typeof sha === 'string' && sha !== '') return sha;
  return env.GITHUB_SHA || null;
}

/** A path as the checks API wants it: relative to the repository root, forward slashes. */
export function repoPath(path: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  if (!path) return null;
  let p = path.replace(/\\/g, '/');
  if (isAbsolute(p)) {
    const root = env.GITHUB_WORKSPACE;
    if (!root) return null;
    p = relative(root, p).replace(/\\/g, '/');
    if (p.startsWith('..')) return null;
  }
  return p.replace(/^(\.\/)+/, '') || null;
}

/** One annotation per failed gate check, at the line that set it (check-origin.ts). */
export function checkAnnotations(
  report: Report,
  locate: (input: string) => CheckOrigin | null,
): Record<string, unknown>[] {
  return report.gate.checks
    .filter((c) => !c.passed)
    .flatMap((c) => {
      const at = locate(c.input);
      return at ? [{ c, at }] : [];
    })
    .map(({ c, at }) => ({
      path: at.path,
      start_line: at.line,
      end_line: at.line,
      annotation_level: warnOnly(c) ? 'warning' : 'failure',
      title: truncate(cleanText(`probe-gate ${c.input}`), 255),
      message: truncate(cleanText(c.message), 64_000),
    }));
}

/** What the check needs from the Action. */
export interface CheckRunOptions {
  token: string | null;
  /** The file that configures the scan (annotations point there when nothing else set a check). */
  locationPath: string | null;
  /** Where each check's input was set (check-origin.ts); default: line 1 of locationPath. */
  locate?: (input: string) => CheckOrigin | null;
  env?: NodeJS.ProcessEnv;
  /** A workflow annotation (the degraded path). */
  annotate(level: 'error' | 'warning', message: string, file: string | null, line?: number): void;
  warn(message: string): void;
}

/** The check reporter of the Action, plus its completion. */
export interface ActionCheckRun extends CheckReporter {
  /** Completes the check with the report (or the one-line failure when the scan stopped). */
  complete(result: { report: Report; summary: string } | { failure: string }): Promise<void>;
}

type Octokit = ReturnType<typeof import('@actions/github').getOctokit>;

/** The check once opened: the client and the check run's id. */
interface OpenCheck {
  octokit: Octokit;
  owner: string;
  repo: string;
  id: number;
}

type CheckResult = Parameters<ActionCheckRun['complete']>[0];

/** Opens the check in progress, or reopens ours (same external_id) on a re-run. */
async function openCheckRun(
  token: string,
  start: CheckStart,
  where: { owner: string; repo: string; sha: string },
  env: NodeJS.ProcessEnv,
): Promise<OpenCheck> {
  const { owner, repo, sha } = where;
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com' });
  const name = `probe-gate / ${truncate(cleanText(start.targetName ?? `target ${start.targetId}`), 100)}`;
  const externalId = `probe-gate/target-${start.targetId}`;
  const body = {
    name,
    status: 'in_progress' as const,
    external_id: externalId,
    details_url: start.url,
    output: {
      title: 'Test run in progress',
      summary: `Test run ${start.testRunId} is running on the platform: ${start.url}`,
    },
  };
  const existing = await octokit.rest.checks.listForRef({
    owner,
    repo,
    ref: sha,
    check_name: name,
    filter: 'latest',
    per_page: 100,
    ...bounded(),
  });
  const again = existing.data.check_runs.find((c) => c.external_id === externalId);
  if (again) {
    try {
      await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: again.id,
        ...body,
        ...bounded(),
      });
      return { octokit, owner, repo, id: again.id };
    } catch {
      // Another app's check with our id (it cannot be updated): open our own.
    }
  }
  const created = await octokit.rest.checks.create({
    owner,
    repo,
    head_sha: sha,
    started_at: new Date().toISOString(),
    ...body,
    ...bounded(),
  });
  return { octokit, owner, repo, id: created.data.id };
}

/** Completes an open check: annotations in batches of 50, the last call with the conclusion. */
async function completeCheckRun(
  check: OpenCheck,
  result: CheckResult,
  annotations: Record<string, unknown>[],
): Promise<void> {
  const { octokit, owner, repo, id } = check;
  const conclusion: CheckConclusion =
    'report' in result ? checkConclusion(result.report) : 'failure';
  const output = {
    title:
      'report' in result
        ? `${result.report.gate.verdict.toUpperCase()}: ${truncate(cleanText(result.report.gate.reason), 200)}`
        : 'The scan could not finish',
    summary: truncate('report' in result ? result.summary : cleanText(result.failure), SUMMARY_MAX),
  };
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const last = batches.pop() ?? [];
  for (const batch of batches) {
    await octokit.rest.checks.update({
      owner,
      repo,
      check_run_id: id,
      output: { ...output, annotations: batch as never },
      ...bounded(),
    });
  }
  await octokit.rest.checks.update({
    owner,
    repo,
    check_run_id: id,
    status: 'completed',
    conclusion,
    completed_at: new Date().toISOString(),
    output: { ...output, ...(last.length > 0 ? { annotations: last as never } : {}) },
    ...bounded(),
  });
}

/** The Action's check run (see the module comment). */
export function actionCheckRun(opts: CheckRunOptions): ActionCheckRun {
  const env = opts.env ?? process.env;
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const path = repoPath(opts.locationPath, env);
  let open: OpenCheck | null = null;
  let degraded = false;
  const degrade = (why: string): void => {
    if (degraded) return;
    degraded = true;
    opts.warn(
      `No check run: ${why} Give the job \`permissions: checks: write\`; meanwhile annotations and the job summary carry the result.`,
    );
  };
  return {
    async started(start) {
      const sha = headSha(env);
      if (!opts.token) return degrade('no github-token was given.');
      if (!owner || !repo || !sha)
        return degrade('GITHUB_REPOSITORY or the head commit is unknown.');
      try {
        open = await openCheckRun(opts.token, start, { owner, repo, sha }, env);
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (status === 403 || status === 404)
          degrade('the token may not write checks (a fork PR or a read-only token).');
        else degrade(`it could not be opened (${(err as Error).message}).`);
      }
    },
    async complete(result) {
      const locate = opts.locate ?? ((): CheckOrigin | null => (path ? { path, line: 1 } : null));
      const annotations = 'report' in result ? checkAnnotations(result.report, locate) : [];
      if (open && !degraded) return completeCheckRun(open, result, annotations);
      for (const a of annotations)
        opts.annotate(
          a.annotation_level === 'warning' ? 'warning' : 'error',
          `${String(a.title)}: ${String(a.message)}`,
          String(a.path),
          Number(a.start_line),
        );
    },
  };
}
