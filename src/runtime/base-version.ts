/**
 * The base revision of a pull request or merge queue, from the CI's own variables, read
 * with git (`git show <base>:<path>`): the base branch's version of a file, never the
 * checkout under test (scan/triage/pr-ignores.ts). Null outside a change.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ciBranch } from './ci-branch.js';
import type { BaseVersion } from '../scan/triage/pr-ignores.js';

const run = promisify(execFile);
/** Why 10 s: one local git read; a hung git (a lock, a prompt) must not hold the scan. */
const GIT_TIMEOUT_MS = 10_000;

/**
 * The git revision of the change's base (a pull request's or merge queue's base branch, as
 * ciBranch reads it from the CI's variables); null when the build is not a change.
 */
export function changeBase(env: NodeJS.ProcessEnv): string | null {
  const { baseBranch, pullRequest } = ciBranch(env);
  if (baseBranch !== null) return `origin/${baseBranch}`;
  // A change whose CI does not name its base (CircleCI): no entry of the change applies.
  return pullRequest ? 'the base branch (the CI does not name it)' : null;
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
