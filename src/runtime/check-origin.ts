/**
 * Where a gate check was set, for its annotation: the line of the workflow (or pipeline) file
 * that sets its input, else the line of the config file whose key sets it, else line 1 of the
 * file that configures the scan. Workflow inputs override the config file, so the workflow is
 * looked at first. A line is found by its key (`min-score:` in a step's `with:`, at a config
 * file's top level or in a profile) or by its flag (`--min-score` in a pipeline's script).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** A file (repository-relative) and a 1-based line. */
export interface CheckOrigin {
  path: string;
  line: number;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based line of the first `key:` (YAML key) or `--key` (CLI flag) in `text`, or null. */
export function findKeyLine(text: string, key: string): number | null {
  const k = escape(key);
  const pattern = new RegExp(`^\\s*(?:-\\s+)?['"]?${k}['"]?\\s*:|(?:^|\\s)--${k}(?:[=\\s]|$)`);
  const at = text.split(/\r?\n/).findIndex((l) => pattern.test(l));
  return at < 0 ? null : at + 1;
}

/** The files a check may have been set in, repository-relative (null: none). */
export interface OriginFiles {
  /** The workflow or pipeline file. */
  workflow: string | null;
  /** The config file (`config-file` input, `--config`). */
  configFile: string | null;
  /** Line 1 of this file when neither sets the check (the file that configures the scan). */
  fallback: string | null;
  /** The repository's folder (GITHUB_WORKSPACE); default: the working directory. */
  root?: string;
}

/** Where each input was set, by input name; read once per file. */
export function checkOrigins(files: OriginFiles): (input: string) => CheckOrigin | null {
  const texts = new Map<string, string | null>();
  const text = (path: string): string | null => {
    if (!texts.has(path)) {
      const full = isAbsolute(path) ? path : join(files.root ?? process.cwd(), path);
      try {
        texts.set(path, readFileSync(full, 'utf8'));
      } catch {
        texts.set(path, null);
      }
    }
    return texts.get(path) ?? null;
  };
  return (input) => {
    for (const path of [files.workflow, files.configFile]) {
      const body = path ? text(path) : null;
      const line = body === null ? null : findKeyLine(body, input);
      if (path && line !== null) return { path, line };
    }
    return files.fallback ? { path: files.fallback, line: 1 } : null;
  };
}
