/**
 * Size caps on the files a user names (R29): a 30 MB ignore file must end in one clear line,
 * not a V8 out-of-memory abort. Reads stop one byte past the cap, so a device or a FIFO that
 * never ends is caught too.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { ConfigError } from './errors.js';

const MiB = 1024 * 1024;

/** Caps by input: YAML files stay small; a baseline report or an upload can be large. */
export const FILE_CAPS = {
  /** Config, ignore and target files: hand-written YAML; 1 MiB is thousands of entries. */
  yaml: 1 * MiB,
  /** A previous report.json: a huge run's failed test cases take tens of MiB. */
  baselineReport: 64 * MiB,
  /** Knowledge files and datasets a target file uploads. */
  upload: 100 * MiB,
} as const;

const size = (bytes: number): string =>
  bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;

/** The refusal of a file over its cap: one line naming the input, the size and the cap. */
function tooLarge(input: string, path: string, cap: number, bytes: number | null): ConfigError {
  return new ConfigError(
    `${input}: "${path}" is ${bytes === null ? `over ${size(cap)}` : size(bytes)}, more than the ${size(cap)} this input accepts; check that it is the right file.`,
  );
}

/** Throws a ConfigError when `path` is a regular file larger than `cap`; other errors pass. */
export function checkFileSize(path: string, input: string, cap: number): void {
  const st = statSync(path);
  if (st.isFile() && st.size > cap) throw tooLarge(input, path, cap, st.size);
}

/** Reads at most `cap` bytes of `path`; a longer file is a ConfigError. fs errors pass as they are. */
export function readCapped(path: string, input: string, cap: number): Buffer {
  checkFileSize(path, input, cap);
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(Math.min(cap + 1, 1 * MiB));
    const parts: Buffer[] = [];
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > cap) throw tooLarge(input, path, cap, null);
      parts.push(Buffer.from(buf.subarray(0, n)));
    }
    return Buffer.concat(parts, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * The text of a file the user named (UTF-8, at most `cap` bytes): one that cannot be read is
 * bad input, `<input>: cannot read "<path>" (<code>); <what to do>`.
 */
export function readUserText(path: string, input: string, cap: number, hint: string): string {
  try {
    return readCapped(path, input, cap).toString('utf8');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`${input}: cannot read "${path}" (${code}); ${hint}`);
  }
}

/** A baseline report over its cap is bad input; one that cannot be read is left to the baseline step. */
export function checkBaselineSize(path: string | null): void {
  if (!path) return;
  try {
    checkFileSize(path, 'baseline-report', FILE_CAPS.baselineReport);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
  }
}
