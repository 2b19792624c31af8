import { resolve } from 'node:path';
import type { Report } from '../report/model.js';
import { fmtRateCi } from '../report/rates.js';
import type { Format, ScanConfig } from '../config/config.js';
import { configuringFile } from '../config/ignore-default.js';
import type { Logger, OutputName, OutputSink, PublishDeps } from './ports.js';
import { bounded } from './budget.js';
import { InterruptedError } from './run/cancel.js';
import { loadFormats, writeReports } from '../report/write/files.js';
import type { PartsAhead } from '../report/write/ahead.js';
import { notifyChange } from './notify/notify.js';

export type { PublishDeps };
export { writeReports };

export interface Published {
  files: Partial<Record<Format, string>>;
  commentUrl: string | null;
  artifactId: number | null;
}

/**
 * Writes the report files; a format that cannot be written is a warning (R25): the verdict,
 * outputs, summary and comment still happen. Returns the files written.
 */
export async function writeReportFiles(
  report: Report,
  config: ScanConfig,
  deps: Pick<PublishDeps, 'log' | 'pipelineFile'>,
  ahead?: PartsAhead | null,
): Promise<Partial<Record<Format, string>>> {
  const { log } = deps;
  await ahead?.settle();
  const failed: string[] = [];
  const files = await writeReports(report, config.reportDir, config.formats, {
    locationPath: configuringFile(config, deps.pipelineFile ?? null),
    sarifCategory: config.sarifCategory,
    allowLinkedDir: config.reportDirOutsideWorkspace,
    onError: (format, err) => failed.push(`${format} (${(err as Error).message})`),
    ...(ahead ? { partOf: (section) => ahead.bytesOf(section) } : {}),
  });
  const written = Object.values(files).map((f) => f.split(/[\\/]/).pop());
  if (files.html) report.links.auditReport = files.html.split(/[\\/]/).pop() ?? null;
  if (written.length > 0)
    log.info(`Reports written to ${resolve(config.reportDir)}: ${written.join(', ')}`);
  if (failed.length > 0)
    log.warn(
      `Could not write ${failed.length === 1 ? 'a report' : 'some reports'} (the verdict stands; nothing half-written was left): ${failed.join('; ')}. Check that ${resolve(config.reportDir)} is writable and has room.`,
    );
  return files;
}

/** The job summary's renderer: loaded at the end, or while the run is awaited. */
function loadSummary(): Promise<typeof import('../report/markdown/summary.js')> {
  return import('../report/markdown/summary.js');
}

/**
 * Loads the code that writes and publishes the report (the whole-report renderers, and the
 * job summary's when there is one to write), so the end of the scan does not wait for it:
 * called while the run is awaited, once a request is on its way (engine.ts). Never rejects.
 */
export function loadPublishing(config: ScanConfig, deps: Pick<PublishDeps, 'summary'>): void {
  loadFormats().catch(() => undefined);
  if (config.jobSummary && deps.summary) loadSummary().catch(() => undefined);
}

/** The artifact's name: `{target-id}` in the input becomes the scanned target's id. */
export function artifactNameFor(template: string, report: Report): string {
  return template.replaceAll('{target-id}', String(report.platform.targetId));
}

/**
 * Uploads the report folder within the publishing budget (R24); a failure warns (the verdict
 * stands), a name clash says what to set. An interrupt is rethrown.
 */
async function uploadArtifact(
  report: Report,
  config: ScanConfig,
  deps: PublishDeps,
  files: Partial<Record<string, string>>,
  signal: AbortSignal,
): Promise<number | null> {
  const paths = Object.values(files).filter((f): f is string => !!f);
  if (!config.artifactName || !deps.artifact || paths.length === 0) return null;
  const name = artifactNameFor(config.artifactName, report);
  try {
    signal.throwIfAborted();
    const up = await bounded(
      deps.artifact.upload(name, paths, resolve(config.reportDir), {
        retentionDays: config.artifactRetentionDays,
        signal,
      }),
      signal,
    );
    if (up.url) report.links.artifact = up.url;
    deps.log.info(`Uploaded artifact "${name}"${up.id !== null ? ` (id ${up.id})` : ''}.`);
    return up.id;
  } catch (err) {
    if (signal.reason instanceof InterruptedError) throw signal.reason;
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
 * Publishes the written report: artifact, job summary, PR comment. Publishing can fail
 * without changing the verdict (R11): every failure here is a warning. `signal` is its
 * budget (R24): it reaches every call, and a publisher that ignores it is left behind. An
 * interrupt (SIGINT/SIGTERM) stops publishing and is rethrown: no comment after it.
 */
export async function publish(
  report: Report,
  config: ScanConfig,
  deps: PublishDeps,
  files: Partial<Record<Format, string>>,
  signal: AbortSignal,
): Promise<Published> {
  const published: Published = { files, commentUrl: null, artifactId: null };
  published.artifactId = await uploadArtifact(report, config, deps, files, signal);
  if (config.jobSummary) await writeJobSummary(report, deps);
  if (config.comment !== 'never')
    published.commentUrl = await postComment(report, config.comment === 'always', deps, signal);
  // A message to the webhook when the verdict changed: best effort, the same budget.
  await notifyChange(config, report, deps.log, signal, deps.notifySeams);
  return published;
}

/** Writes the job summary: a local file, written even when the budget is spent. */
async function writeJobSummary(report: Report, deps: PublishDeps): Promise<void> {
  if (!deps.summary) return;
  try {
    const { renderSummary } = await loadSummary();
    const artifactUrl = report.links.artifact ?? undefined;
    await deps.summary.write(renderSummary(report, { artifactUrl }));
  } catch (err) {
    deps.log.warn(
      `Could not write the job summary (the verdict stands): ${(err as Error).message}`,
    );
  }
}

/**
 * Posts or updates the PR comment, where there is a pull request to post on; says why not
 * (a warning when the comment was asked for always). Returns the comment's URL, if any.
 * A failure is a warning; an interrupt is rethrown.
 */
async function postComment(
  report: Report,
  always: boolean,
  deps: PublishDeps,
  signal: AbortSignal,
): Promise<string | null> {
  const { comment, log } = deps;
  if (!comment) return null;
  const where = comment.target();
  if (!where.ok) {
    if (always) log.warn(`No PR comment: ${where.reason}`);
    else log.debug(`No PR comment: ${where.reason}`);
    return null;
  }
  try {
    if (signal.aborted) throw signal.reason;
    const { commentMarker, renderComment } = await import('../report/markdown/comment.js');
    const key = `target-${report.platform.targetId}`;
    const body = renderComment(report, { artifactUrl: report.links.artifact ?? undefined, key });
    const res = await bounded(comment.upsert(commentMarker(key), body, { signal }), signal);
    const at = res.url ? `: ${res.url}` : '';
    log.info(`${res.created ? 'Posted' : 'Updated'} the PR comment on ${where.label}${at}.`);
    return res.url;
  } catch (err) {
    if (signal.reason instanceof InterruptedError) throw signal.reason;
    const note = 'the verdict stands; the job summary carries the report';
    log.warn(`Could not post the PR comment (${note}): ${(err as Error).message}`);
    return null;
  }
}

/** The output that names each format's file: every format written has one. */
const FILE_OUTPUTS: Record<Format, OutputName> = {
  json: 'report-json',
  md: 'report-markdown',
  sarif: 'sarif-file',
  junit: 'junit-file',
  html: 'report-html',
  codequality: 'codequality-file',
};

/**
 * Sets every output but the publishers' (README.md "Outputs"), before publishing
 * (R25); empty string where there is no value.
 */
export function setOutputs(
  out: OutputSink,
  report: Report,
  reportDir: string,
  files: Partial<Record<Format, string>>,
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
  for (const [format, name] of Object.entries(FILE_OUTPUTS) as [Format, OutputName][])
    out.set(name, s(files[format]));
  out.set('profile', s(report.profile?.applied[0]));
}

/** The publishers' outputs, once publishing is over. */
export function setPublishedOutputs(out: OutputSink, published: Published): void {
  out.set('comment-url', published.commentUrl ?? '');
  out.set('artifact-id', published.artifactId === null ? '' : String(published.artifactId));
}

/** Logs one line per probe run; the probe names are platform text (`Logger.untrusted`). */
export function logProbeLines(log: Logger, report: Report): void {
  if (report.probeRuns.length === 0) return;
  const lines = report.probeRuns.map((p) => {
    const mark = p.failed - p.accepted - p.ignored > 0 ? 'x' : p.errors > 0 ? '!' : '-';
    const triaged =
      p.accepted + p.ignored > 0 ? ` (${p.accepted} accepted, ${p.ignored} ignored)` : '';
    return `  ${mark} ${p.name.slice(0, 80)}: passed ${p.passed}, failed ${p.failed}${triaged}, errors ${p.errors}, fail rate ${fmtRateCi(p)}`;
  });
  log.untrusted('Results by probe:', lines.join('\n'));
}
