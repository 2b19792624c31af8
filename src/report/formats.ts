/**
 * The report formats written to the report folder, their file names, and one entry point to
 * render any of them from a Report (used by the scan and by `probe-gate report`).
 */
import { piecesText, type DocPiece } from './format.js';
import type { ReportFormat } from './format-names.js';
import { renderCodeQualityChunks } from './gitlab/codequality.js';
import { renderJsonChunks } from './json.js';
import { renderJunitChunks } from './junit.js';
import { renderMarkdownChunks, type MarkdownOptions } from './markdown/markdown.js';
import type { Report } from './model.js';
import { renderHtml, type HtmlOptions } from './html/html.js';
import { renderSarifChunks, type SarifOptions } from './sarif/sarif.js';

export {
  DEFAULT_REPORT_FORMATS,
  isReportFormat,
  REPORT_FILE_NAMES,
  REPORT_FORMATS,
  reportFormatOf,
  type ReportFormat,
} from './format-names.js';

/** Options of {@link renderFormat}, per format. */
export interface RenderFormatOptions {
  /** For `md`: the variant is always `file`; only the artifact URL and budgets apply. */
  markdown?: Omit<MarkdownOptions, 'variant'>;
  /** For `sarif` (and the location of `codequality`): the configuring file and result cap. */
  sarif?: SarifOptions;
  /** For `html`: the SHA-256 of the JSON report written beside it. */
  html?: HtmlOptions;
}

/** The renderer of each format, in pieces (a row, a result, a suite at a time). */
const RENDERERS: Record<
  ReportFormat,
  (report: Report, options: RenderFormatOptions) => Iterable<DocPiece>
> = {
  md: (report, o) => renderMarkdownChunks(report, { ...o.markdown, variant: 'file' }),
  json: (report) => renderJsonChunks(report),
  sarif: (report, o) => renderSarifChunks(report, o.sarif),
  junit: (report) => renderJunitChunks(report),
  codequality: (report, o) =>
    renderCodeQualityChunks(report, { locationPath: o.sarif?.locationPath }),
  html: (report, o) => [renderHtml(report, o.html)],
};

/** Renders one format: the Markdown file, the JSON report, SARIF or JUnit XML. */
export function renderFormat(
  report: Report,
  format: ReportFormat,
  options: RenderFormatOptions = {},
): string {
  return piecesText(renderFormatChunks(report, format, options));
}

/**
 * The same text as {@link renderFormat}, in pieces to write one after the other: large runs
 * are never held as one string (the JSON report comes probe run by probe run, SARIF result
 * by result, JUnit suite by suite, the Markdown file row by row). Rendering happens as the
 * pieces are taken.
 */
export function renderFormatChunks(
  report: Report,
  format: ReportFormat,
  options: RenderFormatOptions = {},
): Iterable<DocPiece> {
  return RENDERERS[format](report, options);
}
