/**
 * report-dir is made ready before any request (R25): created, checked writable, and refused
 * when it is a symbolic link or resolves outside the CI workspace, unless the user opted in with
 * `report-dir-outside-workspace`. A report-dir that cannot be used is bad input (exit 2).
 */
import { constants } from 'node:fs';
import { access, lstat, mkdir, realpath } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import { ConfigError } from './errors.js';
import { checkBaselineSize } from './file-cap.js';

/** Where each CI checks the repository out. */
const WORKSPACE_VARIABLES = [
  'GITHUB_WORKSPACE',
  'CI_PROJECT_DIR',
  'BUILD_SOURCESDIRECTORY',
  'BITBUCKET_CLONE_DIR',
] as const;

/**
 * The CI workspace report files must stay in, or null outside CI: a person at a terminal
 * names their own folders, while on a runner a path from the repository's config could
 * point anywhere the job can write.
 */
export function workspaceOf(env: NodeJS.ProcessEnv): string | null {
  for (const name of WORKSPACE_VARIABLES) {
    const v = env[name]?.trim();
    if (v) return resolve(v);
  }
  return null;
}

const code = (err: unknown): string => (err as NodeJS.ErrnoException).code ?? 'error';

/** Creates `dir` if needed and checks it can take the reports; throws ConfigError if not. */
export async function prepareReportDir(
  dir: string,
  env: NodeJS.ProcessEnv,
  allowOutside: boolean,
): Promise<void> {
  const path = resolve(dir);
  const fix =
    'choose another folder, or set report-dir-outside-workspace: true if this is intended';
  const link = await lstat(path).catch(() => null);
  if (link?.isSymbolicLink() && !allowOutside)
    throw new ConfigError(
      `report-dir: "${dir}" is a symbolic link, and reports are never written through one; ${fix}.`,
    );
  try {
    await mkdir(path, { recursive: true });
    await access(path, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new ConfigError(
      `report-dir: "${dir}" cannot be used as the report folder (${code(err)}: ${code(err) === 'ENOTDIR' || code(err) === 'EEXIST' ? 'a file is in the way' : 'not creatable or not writable'}); choose a writable folder.`,
    );
  }
  const ws = workspaceOf(env);
  if (allowOutside || ws === null) return;
  const [real, workspace] = await Promise.all([realpath(path), realpath(ws).catch(() => ws)]);
  const rel = relative(workspace, real);
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new ConfigError(
      `report-dir: "${dir}" resolves to ${real}, outside the workspace ${workspace}; ${fix}.`,
    );
}

/** The checks parseConfigAndFiles runs before any request: the baseline's size, report-dir. */
export function prepareOutputFiles(
  values: {
    'baseline-report'?: string | null;
    'report-dir'?: string;
    'report-dir-outside-workspace'?: boolean;
  },
  env: NodeJS.ProcessEnv,
): (() => Promise<void> | void)[] {
  return [
    () => checkBaselineSize(values['baseline-report'] ?? null),
    () =>
      prepareReportDir(
        values['report-dir'] ?? 'probe-gate-reports',
        env,
        values['report-dir-outside-workspace'] ?? false,
      ),
  ];
}
