/**
 * The base revision of a pull request or merge queue, from the CI's own variables, read
 * with git (`git show <base>:<path>`): the base branch's version of a file, never the
 * checkout under test (scan/triage/pr-ignores.ts). Null outside a change.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ciOf } from '../config/file/event.js';
import type { BaseVersion } from '../scan/triage/pr-ignores.js';

const run = promisify(execFile);
/** Why 10 s: one local git read; a hung git (a lock, a prompt) must not hold the scan. */
const GIT_TIMEOUT_MS = 10_000;

const text = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);
const branchRef = (b: string | null): string | null =>
  b === null ? null : `origin/${b.replace(/^refs\/heads\//, '')}`;

/** The git revision of the change's base, from the CI's variables; null when not a change. */
export function changeBase(env: NodeJS.ProcessEnv): string | null {
  switch (ciOf(env)) {
    case 'github':
      return branchRef(text(env.GITHUB_BASE_REF));
    case 'gitlab':
      return (
        text(env.CI_MERGE_REQUEST_DIFF_BASE_SHA) ??
        branchRef(text(env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME))
      );
    case 'azure':
      return branchRef(text(env.SYSTEM_PULLREQUEST_TARGETBRANCH));
    case 'bitbucket':
      return branchRef(text(env.BITBUCKET_PR_DESTINATION_BRANCH));
    case 'jenkins':
      return text(env.CHANGE_ID) ? branchRef(text(env.CHANGE_TARGET)) : null;
    case 'circleci':
      // CircleCI names no base branch: a change whose base cannot be read applies no entry.
      return text(env.CIRCLE_PULL_REQUEST) ? 'the base branch (CircleCI does not name it)' : null;
    default:
      return null;
  }
}

/** The base version read with git, in `cwd`; null when the build is not a change. */
export function gitBaseVersion(env: NodeJS.ProcessEnv, cwd = process.cwd()): BaseVersion | null {
  const base = changeBase(env);
  return base === null ? null : gitReader(base, cwd);
}

/** Files at the git revision `base`, read in `cwd`. */
export function gitReader(base: string, cwd = process.cwd()): BaseVersion {
  return {
    base,
    async read(path) {
      if (base.includes(' ')) throw new Error('the CI does not name the base revision');
      const options = { cwd, timeout: GIT_TIMEOUT_MS };
      try {
        await run('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], options);
      } catch (err) {
        throw new Error(`the revision ${base} is not in the clone (fetch it: a deeper checkout)`, {
          cause: err,
        });
      }
      try {
        const show = ['show', `${base}:./${path}`];
        const { stdout } = await run('git', show, { ...options, maxBuffer: 8 * 1024 * 1024 });
        return stdout;
      } catch (err) {
        const stderr = String((err as { stderr?: unknown }).stderr ?? '');
        // The revision is there, the file is not: the base branch has no ignore file.
        if (/does not exist in|exists on disk, but not in/.test(stderr)) return null;
        throw new Error(`git show ${base}:${path} failed: ${stderr.trim().split('\n')[0] ?? ''}`, {
          cause: err,
        });
      }
    },
  };
}
