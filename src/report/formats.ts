/**
 * The report formats written to the report folder, their file names, and one entry point to
 * render any of them from a Report (used by the scan and by `probe-gate report`).
 */
import { renderJson, renderJsonChunks } from './json.js';
import { renderJunit, renderJunitChunks } from './junit.js';
import { renderMarkdown, renderMarkdownChunks, type MarkdownOptions } from './markdown/markdown.js';
import type { Report } from './model.js';
import { renderSarif, renderSarifChunks, type SarifOptions } from './sarif.js';

/** Formats of the `formats` input, in the default order. */
export const REPORT_FORMATS = ['md', 'json', 'sarif', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** File name of each format in the report folder. */
export const REPORT_FILE_NAMES: Readonly<Record<ReportFormat, string>> = {
  md: 'probe-gate-report.md',
  json: 'probe-gate-report.json',
  sarif: 'probe-gate-report.sarif',
  junit: 'junit.xml',
};

/** Whether `value` names a report format. */
export function isReportFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

/** Options of {@link renderFormat}, per format. */
export interface RenderFormatOptions {
  /** For `md`: the variant is always `file`; only the artifact URL and budgets apply. */
  markdown?: Omit<MarkdownOptions, 'variant'>;
  /** For `sarif`: the target config path and result cap. */
  sarif?: SarifOptions;
}

/** Renders one format: the Markdown file, the JSON report, SARIF or JUnit XML. */
export function renderFormat(
  report: Report,
  format: ReportFormat,
  options: RenderFormatOptions = {},
): string {
  switch (format) {
    case 'md':
      return renderMarkdown(report, { ...options.markdown, variant: 'file' });
    case 'json':
      return renderJson(report);
    case 'sarif':
      return renderSarif(report, options.sarif);
    case 'junit':
      return renderJunit(report);
  }
}

/**
 * The same text as {@link renderFormat}, in pieces to write one after the other: large runs
 * are never held as one string (the JSON report comes probe run by probe run, SARIF result
 * by result, JUnit suite by suite, the Markdown file row by row). Rendering happens as the
 * pieces are taken.
 */
export function* renderFormatChunks(
  report: Report,
  format: ReportFormat,
  options: RenderFormatOptions = {},
): Generator<string> {
  switch (format) {
    case 'md':
      yield* renderMarkdownChunks(report, { ...options.markdown, variant: 'file' });
      break;
    case 'json':
      yield* renderJsonChunks(report);
      break;
    case 'sarif':
      yield* renderSarifChunks(report, options.sarif);
      break;
    case 'junit':
      yield* renderJunitChunks(report);
  }
}
