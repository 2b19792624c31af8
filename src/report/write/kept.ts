/**
 * What rendering ahead keeps in scratch files, checked before it is used (render-ahead.ts):
 * files of the size written, read back whole: readRange for SARIF's result bodies, readKept
 * for the report writer.
 */
import { closeSync, openSync, read, readSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Section } from '../format.js';

/** Bytes kept in a scratch file: a probe run's part of a report made ahead, for the writer. */
export interface KeptBytes {
  readonly path: string;
  /** How many bytes the file holds: a file of any other size fails the copy. */
  readonly size: number;
}

/**
 * A probe run's part as the writer is given it: kept in a file, being made (in the worker),
 * bytes joined from what was kept (SARIF results), or none.
 */
export type Kept = KeptBytes | Iterable<Uint8Array> | Promise<KeptBytes | undefined> | undefined;

/** Where the writer finds the parts made ahead of a report's probe runs. */
export type KeptSections = (section: Section) => Kept;

/** Reads at a position of a file descriptor, in the thread pool. */
const readAt = promisify(read);

function changedWhileKept(path: string): Error {
  return new Error(`${path} changed while it was kept`);
}

/** Bytes `from` to `to` of a file, read into the start of `into`; throws when it holds fewer. */
export function readRange(path: string, into: Buffer, from: number, to: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    for (let at = 0, n; at < to - from; at += n)
      if ((n = readSync(fd, into, at, to - from - at, from + at)) === 0)
        throw changedWhileKept(path);
    return into.subarray(0, to - from);
  } finally {
    closeSync(fd);
  }
}

/** Free room in the writer's buffer filling now: `free` bytes from `at`. */
export interface Space {
  buffer: Buffer;
  at: number;
  free: number;
}

/**
 * A kept file's bytes, read into the writer's buffers (`space`; `took` tells it how many)
 * while the other one is written. Opened and closed at once, read in the thread pool: with
 * a turn of the pool for the open and the close too, the 50 sections of a 250k run's JSON
 * report took 36-50 ms to copy instead of 20-33.
 */
export async function readKept(
  kept: KeptBytes,
  space: () => Promise<Space>,
  took: (n: number) => void,
): Promise<void> {
  const fd = openSync(kept.path, 'r');
  try {
    let copied = 0;
    for (;;) {
      const { buffer, at, free } = await space();
      // Up to one byte past the size: a file that grew is found as one that shrank.
      const room = Math.min(free, kept.size - copied + 1);
      const { bytesRead } = await readAt(fd, buffer, at, room, copied);
      copied += bytesRead;
      took(bytesRead);
      // A regular file reads short only at its end.
      if (bytesRead < room || copied > kept.size) break;
    }
    if (copied !== kept.size) throw changedWhileKept(kept.path);
  } finally {
    closeSync(fd);
  }
}

export function sizeOf(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}
