import { existsSync } from 'node:fs';

/** Where the ignore file is looked for when the `ignore-file` input is left empty. */
export const DEFAULT_IGNORE_FILE = '.probe-gate/ignore.yml';

/**
 * Whether there is an ignore file to read: one was named (a missing named file is an error
 * the reader reports), or the default one exists. Lets the reader be loaded only then.
 */
export function ignoreFileWanted(path: string | null): boolean {
  return path !== null || existsSync(DEFAULT_IGNORE_FILE);
}
