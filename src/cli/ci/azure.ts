/**
 * Azure Pipelines (TF_BUILD=True): a `##vso[task.logissue]` per failed gate check (warnings
 * for warn-only checks), `##vso[task.complete result=SucceededWithIssues]` when only warn-only
 * checks failed, the Markdown summary attached to the run with `##vso[task.uploadsummary]`,
 * and a sticky pull request thread through the Azure DevOps REST API when a token is given
 * (SYSTEM_ACCESSTOKEN, mapped from `$(System.AccessToken)`). No log command is written outside
 * Azure Pipelines, and none carries raw platform text (azure-log.ts).
 *
 * API (Azure DevOps REST 7.1, "Pull Request Threads", "Pull Request Thread Comments" and the
 * connection data of the organisation): GET {org}_apis/connectionData; GET, POST
 * {org}{project}/_apis/git/repositories/{repo}/pullRequests/{id}/threads; PATCH
 * .../threads/{threadId}/comments/{commentId}; Bearer authentication.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ScanConfig } from '../../config/config.js';
import type { GateCheck, Report } from '../../report/model.js';
import type { CommentPoster } from '../../scan/ports.js';
import type { CliScanOutcome } from '../print.js';
import { configuringFile } from '../../config/ignore-default.js';
import { checkOrigins, type CheckOrigin } from '../../runtime/check-origin.js';
import { vso } from './azure-log.js';
import { apiClient, type ApiClient } from './http.js';
import { unavailable, type CiContext, type CiProvider } from './contract.js';
import { upsertSticky, type StickyOps } from './sticky.js';

const API_VERSION = 'api-version=7.1';
/** Summary file attached to the run. */
export const AZURE_SUMMARY_FILE = 'probe-gate-summary.md';

const ConnectionDataSchema = z.looseObject({
  authenticatedUser: z.looseObject({ id: z.string() }),
});
const CommentSchema = z.looseObject({
  id: z.number(),
  content: z.string().nullable().optional(),
  author: z.looseObject({ id: z.string() }).nullable().optional(),
  isDeleted: z.boolean().optional(),
});
const ThreadSchema = z.looseObject({
  id: z.number(),
  comments: z.array(CommentSchema).nullable().optional(),
  isDeleted: z.boolean().optional(),
});
const ThreadListSchema = z.looseObject({ value: z.array(ThreadSchema) });

/** Whether a failed check only warns (`warn-only`): a check that does not say so counts. */
export function warnOnly(check: GateCheck): boolean {
  return check.warnOnly === true;
}

/** The log commands of a finished scan, in order. */
export function azureCommands(
  report: Report,
  pipelineFile: string | null,
  summaryPath: string | null,
  locate: (input: string) => CheckOrigin | null = () => null,
): string[] {
  const lines: string[] = [];
  const failed = report.gate.checks.filter((c) => !c.passed);
  for (const check of failed) {
    // Where the check was set (check-origin.ts), else line 1 of the configuring file.
    const at = locate(check.input) ?? (pipelineFile ? { path: pipelineFile, line: 1 } : null);
    lines.push(
      vso(
        'task.logissue',
        {
          type: warnOnly(check) ? 'warning' : 'error',
          sourcepath: at?.path,
          linenumber: at?.line,
          code: `probe-gate/${check.id}`,
        },
        `probe-gate ${check.input}: ${check.message}`,
      ),
    );
  }
  const verdict: string = report.gate.verdict;
  if (verdict !== 'pass' && failed.length === 0) {
    lines.push(
      vso('task.logissue', { type: 'error' }, `probe-gate ${verdict}: ${report.gate.reason}`),
    );
  }
  if (summaryPath) lines.push(`##vso[task.uploadsummary]${summaryPath.replace(/[\r\n]/g, '')}`);
  // The gate's `warn` verdict: only warn-only checks failed (exit 0, the build goes on).
  if (verdict === 'warn') {
    lines.push(
      vso('task.complete', { result: 'SucceededWithIssues' }, 'Only warn-only gate checks failed.'),
    );
  }
  return lines;
}

function pullRequestThread(ctx: CiContext, token: string): CommentPoster {
  const { env } = ctx;
  const org = (env.SYSTEM_COLLECTIONURI ?? '').replace(/\/?$/, '/');
  const project = encodeURIComponent(env.SYSTEM_TEAMPROJECTID ?? env.SYSTEM_TEAMPROJECT ?? '');
  const repo = encodeURIComponent(env.BUILD_REPOSITORY_ID ?? '');
  const pr = env.SYSTEM_PULLREQUEST_PULLREQUESTID ?? '';
  const api = apiClient({
    baseUrl: org.replace(/\/$/, ''),
    headers: { authorization: `Bearer ${token}` },
    service: 'Azure DevOps API',
    dispatcher: ctx.dispatcher,
    signal: ctx.signal,
  });
  const threads = `/${project}/_apis/git/repositories/${repo}/pullRequests/${encodeURIComponent(pr)}/threads`;
  const prUrl = env.BUILD_REPOSITORY_URI ? `${env.BUILD_REPOSITORY_URI}/pullrequest/${pr}` : null;
  const threadUrl = (id: number): string | null => (prUrl ? `${prUrl}?discussionId=${id}` : null);
  const ops = threadOps(api, threads, threadUrl);
  return {
    target: () => ({ ok: true, label: `pull request ${pr}` }),
    upsert: (marker, body) => upsertSticky<ThreadItem>(ops, marker, body),
  };
}

/** A pull request thread as the sticky comment sees it: its first comment and that comment's author. */
type ThreadItem = { id: number; commentId: number; body: string; author: string | null };

/** Reads, opens and edits the pull request's threads (`threads`: their API path). */
function threadOps(
  api: ApiClient,
  threads: string,
  threadUrl: (id: number) => string | null,
): StickyOps<ThreadItem> {
  return {
    self: async () =>
      (await api.call('GET', `/_apis/connectionData`, ConnectionDataSchema)).authenticatedUser.id,
    list: async () =>
      (await api.call('GET', `${threads}?${API_VERSION}`, ThreadListSchema)).value.flatMap((t) => {
        const first = t.comments?.[0];
        if (t.isDeleted || !first || first.isDeleted) return [];
        const author = first.author?.id ?? null;
        return [{ id: t.id, commentId: first.id, body: first.content ?? '', author }];
      }),
    create: async (text) => {
      const t = await api.call('POST', `${threads}?${API_VERSION}`, ThreadSchema, {
        comments: [{ parentCommentId: 0, content: text, commentType: 1 }],
        status: 1,
      });
      return threadUrl(t.id);
    },
    update: async (item, text) => {
      const path = `${threads}/${item.id}/comments/${item.commentId}?${API_VERSION}`;
      await api.call('PATCH', path, CommentSchema, { content: text });
      return threadUrl(item.id);
    },
  };
}

/** The Azure Pipelines module. */
export function azureProvider(ctx: CiContext): CiProvider {
  const { env } = ctx;
  const write = ctx.write ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const token = env.SYSTEM_ACCESSTOKEN?.trim() || null;
  return {
    name: 'Azure Pipelines',
    pipelineFile: env.BUILD_DEFINITIONFILE?.trim() || 'azure-pipelines.yml',
    comment(): CommentPoster {
      if (!env.SYSTEM_PULLREQUEST_PULLREQUESTID)
        return unavailable('this build is not a pull request build.');
      if (!token)
        return unavailable('no SYSTEM_ACCESSTOKEN was given (map it from $(System.AccessToken)).');
      if (!env.SYSTEM_COLLECTIONURI || !env.BUILD_REPOSITORY_ID) {
        return unavailable('SYSTEM_COLLECTIONURI or BUILD_REPOSITORY_ID is not set.');
      }
      return pullRequestThread(ctx, token);
    },
    async finish(outcome: CliScanOutcome, config: ScanConfig) {
      let summaryPath: string | null = join(resolve(config.reportDir), AZURE_SUMMARY_FILE);
      try {
        const { renderSummary } = await import('../../report/markdown/summary.js');
        await writeFile(summaryPath, renderSummary(outcome.report));
      } catch (err) {
        summaryPath = null;
        ctx.log.warn(
          `Could not write the run summary (the verdict stands): ${(err as Error).message}`,
        );
      }
      const where = configuringFile(config, this.pipelineFile);
      const locate = checkOrigins({
        workflow: this.pipelineFile,
        configFile: config.configFile ?? null,
        fallback: where,
      });
      for (const line of azureCommands(outcome.report, where, summaryPath, locate)) write(line);
    },
  };
}
