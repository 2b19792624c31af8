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

/**
 * The file where findings point (SARIF results, Code Quality issues, annotations): the file
 * that configures the scan, i.e. the target config file, else the ignore file (named, or the
 * default one when it exists), else the CI's pipeline file; null: the renderers' default.
 */
export function configuringFile(
  config: { targetConfig: string | null; ignoreFile: string | null },
  pipelineFile: string | null,
): string | null {
  if (config.targetConfig) return config.targetConfig;
  if (config.ignoreFile) return config.ignoreFile;
  if (existsSync(DEFAULT_IGNORE_FILE)) return DEFAULT_IGNORE_FILE;
  return pipelineFile;
}
