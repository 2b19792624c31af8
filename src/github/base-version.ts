/**
 * The Action's base revision of a pull request or merge queue (from the event payload), and
 * a file's text there, read through the GitHub API with the github-token (contents: read),
 * else with git: never from the checkout under test (scan/triage/pr-ignores.ts).
 */
import { githubEventPayload } from '../config/file/event.js';
import * as z from 'zod/mini';
import type { BaseVersion } from '../scan/triage/pr-ignores.js';
import { gitReader } from '../runtime/base-version.js';
import { githubClient } from './identity.js';

/** The parts of a pull_request(_target) or merge_group payload read here. */
const ChangeEvent = z.looseObject({
  pull_request: z.optional(z.looseObject({ base: z.looseObject({ sha: z.string() }) })),
  merge_group: z.optional(z.looseObject({ base_sha: z.string() })),
});

/** The base commit of the triggering change; null when the event is no change. */
function baseSha(env: NodeJS.ProcessEnv): string | null {
  const parsed = ChangeEvent.safeParse(githubEventPayload(env));
  if (!parsed.success) return null;
  return parsed.data.pull_request?.base.sha ?? parsed.data.merge_group?.base_sha ?? null;
}

/** The base version of the Action's change, or null when the event is not a change. */
export function actionBaseVersion(
  token: string | null,
  env: NodeJS.ProcessEnv = process.env,
): BaseVersion | null {
  const sha = baseSha(env);
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (sha === null) return null;
  if (!token || !owner || !repo) return gitReader(sha, env.GITHUB_WORKSPACE);
  return {
    base: `the base commit ${sha.slice(0, 12)}`,
    async read(path) {
      const { octokit } = await githubClient(token, env, AbortSignal.timeout(10_000));
      try {
        const res = await octokit.rest.repos.getContent({
          owner,
          repo,
          path,
          ref: sha,
          mediaType: { format: 'raw' },
        });
        return contentText(res.data as unknown);
      } catch (err) {
        if ((err as { status?: number }).status === 404) return null;
        throw err;
      }
    },
  };
}

/**
 * A file's text from the contents API: the raw media type's body (a string, or bytes,
 * depending on the content type octokit saw), else the JSON form's base64 `content`.
 */
function contentText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return Buffer.from(new Uint8Array(data)).toString('utf8');
  if (data instanceof Uint8Array) return Buffer.from(data).toString('utf8');
  const file = data as { content?: unknown; encoding?: unknown } | null;
  if (file && typeof file.content === 'string' && file.encoding === 'base64')
    return Buffer.from(file.content, 'base64').toString('utf8');
  throw new Error('the contents API answered with no file text');
}
