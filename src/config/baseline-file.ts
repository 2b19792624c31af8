import { statSync } from 'node:fs';
import { ConfigError } from './errors.js';

/**
 * A `baseline-report` the user names must exist (R22): a typo would otherwise skip both
 * regression checks. Bad input (exit 2, before any request) unless `baseline-optional` says a
 * missing baseline is expected (the first run of a branch). Only `baseline: auto` reads it.
 */
export function checkBaselineFile(
  path: string | null,
  baseline: 'auto' | 'pooled' | 'previous-run' | 'none',
  optional: boolean,
): void {
  if (!path || baseline !== 'auto' || optional) return;
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    isFile = false;
  }
  if (!isFile)
    throw new ConfigError(
      `baseline-report: "${path}" does not exist or is not a file; fix the path, or set baseline-optional: true when a missing baseline is expected (the first run of a branch).`,
    );
}
