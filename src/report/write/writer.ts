/**
 * The report writer of a scan, as the engine sees it: each probe run is handed to it as it is
 * collected and shaped, and it writes the report files at the end (files.ts). A run of at least
 * `fromCases` test cases has each probe run's parts made while the others download
 * (render-ahead.ts); every other run takes the plain path ({@link openWriter} gives null): its
 * files are rendered at the end.
 */
import type { ReportFormat } from '../format-names.js';
import { AHEAD_FORMATS, RenderAhead, type RenderAheadOptions } from './render-ahead.js';
import { loadRenderers, type AheadFormat } from './sections.js';
import { AHEAD_FROM_CASES, type LoopMeter } from './pace.js';

/** What of the scan's configuration the writer reads. */
export interface WriterConfig {
  /** retry-failed: a retried probe's counts are pooled over several runs. */
  retryFailed: number;
  formats: readonly ReportFormat[];
  jobSummary: boolean;
}

/** How the writer is set up: by the composition root (bundles.ts), or a test. */
export interface WriterSetup {
  /** The render worker's bundle, when one ships beside the entry; none: the scan's thread. */
  worker?: string | null;
  /** How busy the event loop is (default: its own measure). */
  loop?: LoopMeter;
  /** The size from which a run's parts are made as it downloads (default AHEAD_FROM_CASES). */
  fromCases?: number;
}

/** What the writer knows of the run when its collection begins. */
export interface WriterContext {
  log: { debug(message: string): void };
  /** The report's `testRun.startedAt`. */
  startedAt: string;
  /** Where SARIF results point, and the report's order of probe runs. */
  sarif?: RenderAheadOptions['sarif'];
  /** Whether a job summary will be written. */
  summary?: boolean;
  /** The run's test cases, as its final status counts them. */
  total: number;
}

/** The writer of a run whose parts are made as it downloads. */
export type ReportWriter = RenderAhead;

/**
 * The formats whose parts are made as the run downloads: none without a JSON, JUnit, Markdown
 * or SARIF report, or with retry-failed (a retried probe's counts are pooled over runs).
 */
function aheadFormats(config: WriterConfig): AheadFormat[] {
  return config.retryFailed > 0 ? [] : AHEAD_FORMATS.filter((f) => config.formats.includes(f));
}

/** The writer for a run, or null for the plain path (see the file's comment). */
export function openWriter(
  config: WriterConfig,
  o: WriterContext,
  setup: WriterSetup = {},
): ReportWriter | null {
  const formats = aheadFormats(config);
  if (formats.length === 0 || o.total < (setup.fromCases ?? AHEAD_FROM_CASES)) return null;
  return new RenderAhead({
    formats,
    startedAt: o.startedAt,
    log: o.log,
    sarif: o.sarif,
    worker: setup.worker,
    loop: setup.loop,
    summaryRows:
      o.summary && config.jobSummary ? { probes: o.sarif?.order.length ?? 1 } : undefined,
  });
}

/** Compiles the renderers a writer would use, while the run is awaited (none: nothing). */
export async function warmWriter(config: WriterConfig): Promise<void> {
  if (aheadFormats(config).length > 0) await loadRenderers();
}
