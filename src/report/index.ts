/** The report layer: the Report model and its pure renderers. */
export * from './model.js';
export {
  COMMENT_MARKER,
  commentMarker,
  defaultCommentKey,
  renderComment,
  type CommentOptions,
} from './markdown/comment.js';
export {
  isReportFormat,
  REPORT_FILE_NAMES,
  REPORT_FORMATS,
  reportFormatOf,
  renderFormat,
  type RenderFormatOptions,
  type ReportFormat,
} from './formats.js';
export { parseReportJson, renderJson, ReportFileError } from './json.js';
export { REPORT_SCHEMA_FILE, reportJsonSchema } from './json-schema.js';
export { renderJunit, MAX_PLACEHOLDERS_PER_SUITE } from './junit.js';
export { renderMarkdown, type MarkdownOptions, type MarkdownVariant } from './markdown/markdown.js';
export {
  cleanText,
  codeBlock,
  escapeTablePipes,
  inlineCode,
  jsonForLog,
  plainText,
  safeLinkUrl,
  sanitizeLogText,
  tableCell,
  toWellFormed,
  truncate,
  withStopCommands,
  type LengthOptions,
  type PlainTextOptions,
} from './sanitize.js';
export {
  attackFingerprint,
  FINGERPRINT_KEY,
  PROBE_GATE_INFORMATION_URI,
  renderSarif,
  SARIF_FALLBACK_LOCATION,
  SARIF_MAX_RESULTS,
  sarifLocationUri,
  type SarifOptions,
} from './sarif/sarif.js';
export {
  COMMENT_MAX_CHARS,
  GITHUB_COMMENT_LIMIT_CHARS,
  GITHUB_SUMMARY_LIMIT_BYTES,
  SUMMARY_MAX_BYTES,
  type Budget,
} from './markdown/size-budget.js';
export { renderSummary, type SummaryOptions } from './markdown/summary.js';
