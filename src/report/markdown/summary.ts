/**
 * The job summary (GITHUB_STEP_SUMMARY): the summary variant of the Markdown report, kept
 * under 1 MiB of UTF-8 (GitHub's limit per step), degraded step by step when larger (R14).
 */
import { renderMarkdown } from './markdown.js';
import type { Report } from '../model.js';
import { GITHUB_SUMMARY_LIMIT_BYTES, SUMMARY_MAX_BYTES } from './size-budget.js';

/** Options of {@link renderSummary}. */
export interface SummaryOptions {
  /** Budget in UTF-8 bytes; default 1,000,000, never above 1,048,575. */
  maxBytes?: number;
  /** URL of the uploaded report artifact; default `report.links.artifact`. */
  artifactUrl?: string | null;
}

/** The job summary Markdown; always under 1 MiB of UTF-8. */
export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = Math.min(options.maxBytes ?? SUMMARY_MAX_BYTES, GITHUB_SUMMARY_LIMIT_BYTES - 1);
  return renderMarkdown(report, { variant: 'summary', maxBytes, artifactUrl: options.artifactUrl });
}
