import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Report } from '../report/model.js';
import type { Format, ScanConfig } from '../config/config.js';
import { DEFAULT_IGNORE_FILE } from '../config/ignore-default.js';
import type { Logger, OutputSink, PublishDeps } from './ports.js';

export type { PublishDeps };

export interface Published {
  files: Partial<Record<Format, string>>;
  commentUrl: string | null;
  artifactId: number | null;
}

/** Text gathered before each write: renderers yield small pieces (a row, a result). */
const WRITE_CHARS = 1 << 18;

/**
 * Writes `chunks` to `path` as they come, gathered into writes of about 256 KiB, each written
 * while the next is rendered (one write in flight). They go to a side file renamed into place
 * at the end, so a renderer that throws half-way leaves no half-written report behind.
 */
async function writeChunks(path: string, chunks: Iterable<string>): Promise<void> {
  const partial = `${path}.partial`;
  const file = await open(partial, 'w');
  let inFlight: Promise<unknown> = Promise.resolve();
  try {
    let pending: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size < WRITE_CHARS) continue;
      const text = pending.join('');
      pending = [];
      size = 0;
      await inFlight;
      inFlight = file.write(text);
    }
    await inFlight;
    if (size > 0) await file.write(pending.join(''));
    await file.close();
    await rename(partial, path);
  } catch (err) {
    await inFlight.catch(() => undefined);
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Writes every requested format into the report folder, one after the other, each in pieces
 * (see renderFormatChunks); returns absolute paths by format.
 */
export async function writeReports(
  report: Report,
  dir: string,
  formats: Format[],
  opts: { locationPath?: string | null } = {},
): Promise<Partial<Record<Format, string>>> {
  // The renderers are needed only once the run is over: loaded then, not at start-up.
  const { REPORT_FILE_NAMES, renderFormatChunks } = await import('../report/formats.js');
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const files: Partial<Record<Format, string>> = {};
  for (const format of formats) {
    const path = join(root, REPORT_FILE_NAMES[format]);
    await writeChunks(
      path,
      renderFormatChunks(report, format, {
        sarif: opts.locationPath ? { locationPath: opts.locationPath } : {},
      }),
    );
    files[format] = path;
  }
  return files;
}

/** The artifact's name: `{target-id}` in the input becomes the scanned target's id. */
export function artifactNameFor(template: string, report: Report): string {
  return template.replaceAll('{target-id}', String(report.platform.targetId));
}

/** Uploads the report folder; a failure warns (the verdict stands), a name clash says what to set. */
async function uploadArtifact(
  report: Report,
  config: ScanConfig,
  deps: PublishDeps,
  files: Partial<Record<string, string>>,
): Promise<number | null> {
  if (!config.artifactName || !deps.artifact) return null;
  const name = artifactNameFor(config.artifactName, report);
  try {
    const up = await deps.artifact.upload(
      name,
      Object.values(files).filter((f): f is string => !!f),
      resolve(config.reportDir),
      { retentionDays: config.artifactRetentionDays },
    );
    if (up.url) report.links.artifact = up.url;
    deps.log.info(`Uploaded artifact "${name}"${up.id !== null ? ` (id ${up.id})` : ''}.`);
    return up.id;
  } catch (err) {
    const message = (err as Error).message;
    deps.log.warn(
      /\(409\)|already exists/i.test(message)
        ? `Could not upload the report artifact "${name}": this workflow run already has an artifact of that name (another job or step of the run uploaded it); set the artifact-name input to a name unique in the run, e.g. probe-gate-\${{ matrix.target }}. The verdict stands.`
        : `Could not upload the report artifact "${name}" (the verdict stands): ${message}`,
    );
    return null;
  }
}

/**
 * The file where findings point (SARIF results, Code Quality issues, annotations): the file
 * that configures the scan, i.e. the target config file, else the ignore file (named, or the
 * default one when it exists), else the CI's pipeline file; null: the renderers' default.
 */
export function configuringFile(config: ScanConfig, pipelineFile: string | null): string | null {
  if (config.targetConfig) return config.targetConfig;
  if (config.ignoreFile) return config.ignoreFile;
  if (existsSync(DEFAULT_IGNORE_FILE)) return DEFAULT_IGNORE_FILE;
  return pipelineFile;
}

/**
 * Publishes the report: files, artifact, job summary, PR comment. Publishing can fail
 * without changing the verdict (R11): every failure here is a warning.
 */
export async function publish(
  report: Report,
  config: ScanConfig,
  deps: PublishDeps,
): Promise<Published> {
  const files = await writeReports(report, config.reportDir, config.formats, {
    locationPath: configuringFile(config, deps.pipelineFile ?? null),
  });
  deps.log.info(
    `Reports written to ${resolve(config.reportDir)}: ${Object.values(files)
      .map((f) => f.split(/[\\/]/).pop())
      .join(', ')}`,
  );

  const artifactId = await uploadArtifact(report, config, deps, files);

  if (config.jobSummary && deps.summary) {
    try {
      const { renderSummary } = await import('../report/markdown/summary.js');
      await deps.summary.write(
        renderSummary(report, { artifactUrl: report.links.artifact ?? undefined }),
      );
    } catch (err) {
      deps.log.warn(
        `Could not write the job summary (the verdict stands): ${(err as Error).message}`,
      );
    }
  }

  let commentUrl: string | null = null;
  if (config.comment !== 'never' && deps.comment) {
    const where = deps.comment.target();
    if (!where.ok) {
      if (config.comment === 'always') deps.log.warn(`No PR comment: ${where.reason}`);
      else deps.log.debug(`No PR comment: ${where.reason}`);
    } else {
      try {
        const { commentMarker, renderComment } = await import('../report/markdown/comment.js');
        const key = `target-${report.platform.targetId}`;
        const res = await deps.comment.upsert(
          commentMarker(key),
          renderComment(report, { artifactUrl: report.links.artifact ?? undefined, key }),
        );
        commentUrl = res.url;
        deps.log.info(
          `${res.created ? 'Posted' : 'Updated'} the PR comment on ${where.label}${res.url ? `: ${res.url}` : ''}.`,
        );
      } catch (err) {
        deps.log.warn(
          `Could not post the PR comment (the verdict stands; the job summary carries the report): ${(err as Error).message}`,
        );
      }
    }
  }
  return { files, commentUrl, artifactId };
}

/** Sets every output (DESIGN.md "Action outputs"); empty string where there is no value. */
export function setOutputs(
  out: OutputSink,
  report: Report,
  reportDir: string,
  published: Published | null,
): void {
  const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
  out.set('test-run-id', s(report.testRun.id));
  out.set('run-url', s(report.testRun.url));
  out.set('status', s(report.testRun.rawStatus ?? report.testRun.status));
  out.set('verdict', report.gate.verdict);
  // Which score was gated; empty when none is presented (error, timeout: R10).
  out.set('score-source', s(report.scores.overall === null ? null : report.scores.source?.gated));
  out.set('overall-score', s(report.scores.overall));
  out.set('risk-band', s(report.scores.band));
  out.set('total-count', s(report.totals.total));
  out.set('passed-count', s(report.totals.passed));
  out.set('failed-count', s(report.totals.failed));
  out.set('error-count', s(report.totals.errors));
  out.set('accepted-count', s(report.totals.accepted));
  out.set('report-dir', resolve(reportDir));
  out.set('report-json', s(published?.files.json));
  out.set('report-markdown', s(published?.files.md));
  out.set('sarif-file', s(published?.files.sarif));
  out.set('junit-file', s(published?.files.junit));
  out.set('comment-url', s(published?.commentUrl));
  out.set('artifact-id', s(published?.artifactId));
}

/** Logs one line per probe run; the probe names are platform text (`Logger.untrusted`). */
export function logProbeLines(log: Logger, report: Report): void {
  if (report.probeRuns.length === 0) return;
  const lines = report.probeRuns.map((p) => {
    const mark = p.failed - p.accepted - p.ignored > 0 ? 'x' : p.errors > 0 ? '!' : '-';
    const triaged =
      p.accepted + p.ignored > 0 ? ` (${p.accepted} accepted, ${p.ignored} ignored)` : '';
    return `  ${mark} ${p.name.slice(0, 80)}: passed ${p.passed}, failed ${p.failed}${triaged}, errors ${p.errors}`;
  });
  log.untrusted('Results by probe:', lines.join('\n'));
}
