/**
 * GitLab CI/CD (GITLAB_CI=true): a sticky merge-request note through the REST API when a
 * token is given (GITLAB_TOKEN: a project, group or personal access token with `api` scope;
 * CI_JOB_TOKEN cannot write notes), and a dotenv file of the outputs (`probe-gate.env` in the
 * report folder) that `artifacts: reports: dotenv:` hands to later jobs. The Code Quality
 * widget reads the `codequality` report format (src/report/codequality.ts).
 *
 * API (GitLab REST v4, "Notes" and "Users"): GET /user; GET, POST
 * /projects/:id/merge_requests/:iid/notes; PUT .../notes/:note_id; auth header PRIVATE-TOKEN.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ScanConfig } from '../../config/config.js';
import type { CommentPoster, OutputName } from '../../scan/ports.js';
import { apiClient } from './http.js';
import { unavailable, type CiContext, type CiProvider } from './contract.js';
import { upsertSticky } from './sticky.js';

/** Notes listed per page (GitLab's maximum) and pages read at most (10,000 notes). */
const PER_PAGE = 100;
const MAX_PAGES = 100;
/** Dotenv file written into the report folder. */
export const DOTENV_FILE = 'probe-gate.env';

const UserSchema = z.looseObject({ id: z.number(), username: z.string().optional() });
const NoteSchema = z.looseObject({
  id: z.number(),
  body: z.string().nullable().optional(),
  system: z.boolean().optional(),
  author: z.looseObject({ id: z.number() }).nullable().optional(),
});
type Note = z.infer<typeof NoteSchema>;

/**
 * The web address of the merge request's project, for the note's URL (`comment-url`): GitLab
 * sets CI_MERGE_REQUEST_PROJECT_URL in merge request pipelines; without it, the project's
 * own URL, or the server's URL and the project's path (same project unless from a fork).
 */
export function mergeRequestProjectUrl(env: NodeJS.ProcessEnv): string | null {
  const given = env.CI_MERGE_REQUEST_PROJECT_URL?.trim() || env.CI_PROJECT_URL?.trim();
  if (given) return given.replace(/\/+$/, '');
  const server = env.CI_SERVER_URL?.trim();
  const path = env.CI_MERGE_REQUEST_PROJECT_PATH?.trim() || env.CI_PROJECT_PATH?.trim();
  return server && path ? `${server.replace(/\/+$/, '')}/${path}` : null;
}

/** `PROBE_GATE_FAILED_COUNT` from `failed-count`. */
export function dotenvName(output: string): string {
  return `PROBE_GATE_${output.replace(/-/g, '_').toUpperCase()}`;
}

/**
 * The outputs as dotenv lines GitLab accepts: `NAME=value`, one line each; a value with a
 * line break (never expected) is left out rather than cut into a second variable.
 */
export function dotenvText(outputs: Partial<Record<OutputName, string>>): string {
  const lines = Object.entries(outputs)
    .filter(([, v]) => v !== undefined && !/[\r\n]/.test(v))
    .map(([k, v]) => `${dotenvName(k)}=${v}`);
  return `${lines.join('\n')}\n`;
}

function mergeRequestNotes(ctx: CiContext, token: string): CommentPoster {
  const { env } = ctx;
  const project = env.CI_PROJECT_ID ?? '';
  const iid = env.CI_MERGE_REQUEST_IID ?? '';
  const baseUrl = env.CI_API_V4_URL ?? `${env.CI_SERVER_URL ?? 'https://gitlab.com'}/api/v4`;
  const api = apiClient({
    baseUrl,
    headers: { 'PRIVATE-TOKEN': token },
    service: 'GitLab API',
    dispatcher: ctx.dispatcher,
    signal: ctx.signal,
  });
  const notes = `/projects/${encodeURIComponent(project)}/merge_requests/${encodeURIComponent(iid)}/notes`;
  const projectUrl = mergeRequestProjectUrl(env);
  const mrUrl = projectUrl ? `${projectUrl}/-/merge_requests/${iid}` : null;
  const noteUrl = (id: number): string | null => (mrUrl ? `${mrUrl}#note_${id}` : null);
  return {
    target: () => ({ ok: true, label: `merge request !${iid}` }),
    upsert: (marker, body) =>
      upsertSticky(
        {
          self: async () => (await api.call('GET', '/user', UserSchema)).id,
          list: async () => {
            const all: Array<{ id: number; body: string; author: number | null }> = [];
            for (let page = 1; page <= MAX_PAGES; page += 1) {
              const batch: Note[] = await api.call(
                'GET',
                `${notes}?per_page=${PER_PAGE}&page=${page}&sort=asc&order_by=created_at`,
                z.array(NoteSchema),
              );
              for (const n of batch) {
                if (n.system) continue;
                all.push({ id: n.id, body: n.body ?? '', author: n.author?.id ?? null });
              }
              if (batch.length < PER_PAGE) break;
            }
            return all;
          },
          create: async (text) =>
            noteUrl((await api.call('POST', notes, NoteSchema, { body: text })).id),
          update: async (item, text) =>
            noteUrl((await api.call('PUT', `${notes}/${item.id}`, NoteSchema, { body: text })).id),
        },
        marker,
        body,
      ),
  };
}

/** The GitLab module. */
export function gitlabProvider(ctx: CiContext): CiProvider {
  const { env } = ctx;
  const token = env.GITLAB_TOKEN?.trim() || null;
  return {
    name: 'GitLab CI/CD',
    pipelineFile: env.CI_CONFIG_PATH?.trim() || '.gitlab-ci.yml',
    comment(): CommentPoster {
      if (!env.CI_MERGE_REQUEST_IID || !env.CI_PROJECT_ID) {
        return unavailable('this pipeline is not a merge request pipeline.');
      }
      if (!token)
        return unavailable('no GITLAB_TOKEN was given (CI_JOB_TOKEN cannot write notes).');
      return mergeRequestNotes(ctx, token);
    },
    async finish(outcome, config: ScanConfig) {
      const path = join(resolve(config.reportDir), DOTENV_FILE);
      await writeFile(path, dotenvText(outcome.outputs));
      ctx.log.info(`Outputs written for later jobs to ${path} (artifacts: reports: dotenv).`);
    },
  };
}
