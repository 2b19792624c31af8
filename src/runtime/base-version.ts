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
 * The base version of the build's change, read with git in `cwd`: the base branch of a pull
 * request or merge queue, as ciBranch reads it from the CI's variables. Null when the build
 * is not a change. A change whose CI does not name its base (CircleCI) cannot be read, so
 * none of its own ignore entries applies.
 */
export function gitBaseVersion(env: NodeJS.ProcessEnv, cwd = process.cwd()): BaseVersion | null {
  const { baseBranch, pullRequest } = ciBranch(env);
  if (baseBranch !== null) return gitReader(`origin/${baseBranch}`, cwd);
  if (!pullRequest) return null;
  return {
    base: 'the base branch',
    read: () => Promise.reject(new Error('the CI does not name the base branch')),
  };
}

/** Files at the git revision `base`, read in `cwd`. */
export function gitReader(base: string, cwd = process.cwd()): BaseVersion {
  return {
    base,
    async read(path) {
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
