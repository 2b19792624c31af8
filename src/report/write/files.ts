/**
 * The report files of a scan: every requested format rendered into the report folder, each
 * written whole or not at all (pour.ts).
 */
import { lstat, mkdir, open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ReportFormat as Format } from '../format-names.js';
import { renderedPieces } from '../format.js';
import type { Report } from '../model.js';
import { writeChunks, type OpenFile, type PartOf } from './pour.js';

/**
 * The whole-report renderers: needed only once the run is over, so never loaded at start-up;
 * the engine loads them while the run is awaited (engine.ts), else writeReports does.
 */
export function loadFormats(): Promise<typeof import('../formats.js')> {
  return import('../formats.js');
}

/**
 * SHA-256 (hex) of the JSON report: of the file written, else of the JSON the report renders
 * to (the bytes a `json` format would write).
 */
async function jsonSha256(report: Report, jsonPath: string | null): Promise<string> {
  const hash = createHash('sha256');
  if (jsonPath !== null) {
    for await (const chunk of createReadStream(jsonPath)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
  const { renderFormatChunks } = await loadFormats();
  for (const piece of renderedPieces(renderFormatChunks(report, 'json'))) hash.update(piece);
  return hash.digest('hex');
}

export interface WriteOptions {
  /** Where SARIF results point (config/ignore-default.ts configuringFile); null: the default. */
  locationPath?: string | null;
  /** The SARIF run's category (sarif-category); null: one per target. */
  sarifCategory?: string | null;
  /** report-dir may be a symbolic link (report-dir-outside-workspace). */
  allowLinkedDir?: boolean;
  /** Told about each format that could not be written; without it the first failure throws. */
  onError?: (format: Format, err: unknown) => void;
  openFile?: OpenFile;
  /** The parts made as a huge run downloaded (ahead.ts), copied in place of their sections. */
  partOf?: PartOf;
}

/**
 * Writes every requested format into the report folder, all at once, each in pieces (see
 * renderFormatChunks); returns absolute paths by format, in the order asked for (only those
 * written). Without `onError`, the first failure is thrown once the others are written.
 */
export async function writeReports(
  report: Report,
  dir: string,
  formats: Format[],
  opts: WriteOptions = {},
): Promise<Partial<Record<Format, string>>> {
  const { REPORT_FILE_NAMES, renderFormatChunks } = await loadFormats();
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
  // All at once: one format renders while another waits on the disk.
  const write = async (format: Format, jsonSha256?: string | null): Promise<string> => {
    const path = join(root, REPORT_FILE_NAMES[format]);
    const chunks = renderFormatChunks(report, format, {
      sarif: {
        ...(opts.locationPath ? { locationPath: opts.locationPath } : {}),
        category: opts.sarifCategory ?? null,
      },
      html: { jsonSha256: jsonSha256 ?? null },
    });
    await writeChunks(path, chunks, opts.openFile ?? open, opts.partOf);
    return path;
  };
  // The audit report's footer holds the JSON report's SHA-256: it is written last.
  const first = formats.filter((f) => f !== 'html');
  const settled = await Promise.allSettled(first.map((f) => write(f)));
  const jsonAt = first.indexOf('json');
  const json = jsonAt >= 0 ? settled[jsonAt] : undefined;
  const htmlOutcome = formats.includes('html')
    ? await Promise.allSettled([
        jsonSha256(report, json?.status === 'fulfilled' ? json.value : null).then((sha) =>
          write('html', sha),
        ),
      ])
    : [];
  const outcomes = formats.map((f) =>
    f === 'html' ? htmlOutcome[0] : settled[first.indexOf(f)],
  ) as PromiseSettledResult<string>[];
  // Told and listed in the order asked for, whichever finished first.
  let failed: { error: unknown } | null = null;
  for (const [i, outcome] of outcomes.entries()) {
    const format = formats[i] as Format;
    if (outcome.status === 'fulfilled') files[format] = outcome.value;
    else if (opts.onError) opts.onError(format, outcome.reason);
    else failed ??= { error: outcome.reason };
  }
  if (failed) throw failed.error;
  return files;
}
