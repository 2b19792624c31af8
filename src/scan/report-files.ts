/**
 * Report files, written whole or not at all (R25): each goes to a side file created
 * exclusively (never through a symbolic link), every byte of every write is checked, the
 * file is flushed and its size checked before it is renamed into place.
 */
import { lstat, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Format } from '../config/config.js';
import type { Report } from '../report/model.js';

/** Text gathered before each write: renderers yield small pieces (a row, a result). */
const WRITE_CHARS = 1 << 18;

/** Opens a file; injectable so that tests can stand in for a disk that fills up. */
export type OpenFile = (path: string, flags: string) => Promise<FileHandle>;

/** Writes all of `bytes`, going on after a short write; a write that makes no progress fails. */
async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await file.write(bytes, offset, bytes.length - offset);
    if (!(bytesWritten > 0))
      throw new Error(`short write: ${offset} of ${bytes.length} bytes (is the disk full?)`);
    offset += bytesWritten;
  }
}

/**
 * Writes `chunks` to `path` as they come, gathered into writes of about 256 KiB, each written
 * while the next is rendered (one write in flight). A stale side file is removed first and
 * the new one created exclusively ('wx' never follows a link planted there); any failure
 * removes the side file, so no half-written report is ever left in place.
 */
export async function writeChunks(
  path: string,
  chunks: Iterable<string>,
  openFile: OpenFile = open,
): Promise<void> {
  const partial = `${path}.partial`;
  await rm(partial, { force: true });
  const file = await openFile(partial, 'wx');
  let inFlight: Promise<unknown> = Promise.resolve();
  let total = 0;
  try {
    let pending: string[] = [];
    let size = 0;
    const flush = (text: string): Promise<void> => {
      const bytes = Buffer.from(text, 'utf8');
      total += bytes.length;
      return writeAll(file, bytes);
    };
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size < WRITE_CHARS) continue;
      const text = pending.join('');
      pending = [];
      size = 0;
      await inFlight;
      inFlight = flush(text);
    }
    await inFlight;
    if (size > 0) await flush(pending.join(''));
    await file.sync();
    const { size: written } = await file.stat();
    if (written !== total) throw new Error(`short write: ${written} of ${total} bytes on disk`);
    await file.close();
    // rename replaces a link at `path` itself; it never writes through it.
    await rename(partial, path);
  } catch (err) {
    await inFlight.catch(() => undefined);
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

export interface WriteOptions {
  /** Where SARIF results point (publish.ts configuringFile); null: the renderer's default. */
  locationPath?: string | null;
  /** report-dir may be a symbolic link (report-dir-outside-workspace). */
  allowLinkedDir?: boolean;
  /** Told about each format that could not be written; without it the first failure throws. */
  onError?: (format: Format, err: unknown) => void;
  openFile?: OpenFile;
}

/**
 * Writes every requested format into the report folder, one after the other, each in pieces
 * (see renderFormatChunks); returns absolute paths by format (only those written).
 */
export async function writeReports(
  report: Report,
  dir: string,
  formats: Format[],
  opts: WriteOptions = {},
): Promise<Partial<Record<Format, string>>> {
  // The renderers are needed only once the run is over: loaded then, not at start-up.
  const { REPORT_FILE_NAMES, renderFormatChunks } = await import('../report/formats.js');
  const root = resolve(dir);
  const files: Partial<Record<Format, string>> = {};
  try {
    await mkdir(root, { recursive: true });
    if (!opts.allowLinkedDir && (await lstat(root)).isSymbolicLink())
      throw new Error(`${root} became a symbolic link; reports are never written through one`);
  } catch (err) {
    if (!opts.onError) throw err;
    for (const format of formats) opts.onError(format, err);
    return files;
  }
  for (const format of formats) {
    const path = join(root, REPORT_FILE_NAMES[format]);
    try {
      await writeChunks(
        path,
        renderFormatChunks(report, format, {
          sarif: opts.locationPath ? { locationPath: opts.locationPath } : {},
        }),
        opts.openFile,
      );
      files[format] = path;
    } catch (err) {
      if (!opts.onError) throw err;
      opts.onError(format, err);
    }
  }
  return files;
}
