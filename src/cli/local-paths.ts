/**
 * Checks of the local paths a command writes to, made before anything starts (no sandbox, no
 * request): a mistake is one ConfigError line naming the flag and the fix, exit 2 (R18).
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../config/errors.js';

const kind = (path: string): 'file' | 'dir' | 'other' | null => {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'dir' : s.isFile() ? 'file' : 'other';
  } catch {
    return null;
  }
};

/** The nearest existing ancestor of `path` (itself included). */
function nearestExisting(path: string): string {
  let p = resolve(path);
  while (kind(p) === null && dirname(p) !== p) p = dirname(p);
  return p;
}

/** A file to write: its folder must exist, and it must not be a folder itself. */
export function checkOutFile(path: string, flag: string): void {
  const folder = dirname(resolve(path));
  if (kind(resolve(path)) === 'dir')
    throw new ConfigError(
      `${flag}: "${path}" is a folder; give a file path, e.g. ${path}/report.md.`,
    );
  if (kind(folder) !== 'dir')
    throw new ConfigError(
      `${flag}: the folder of "${path}" does not exist; create it first (mkdir -p ${dirname(path)}) or write elsewhere.`,
    );
}

/** A folder to create or fill: it, and every existing part of its path, must be a folder. */
export function checkReportDir(path: string, flag: string): void {
  const existing = nearestExisting(path);
  if (kind(existing) !== 'dir')
    throw new ConfigError(
      `${flag}: "${path}" cannot be a folder because "${existing}" is a file; give another folder.`,
    );
}
