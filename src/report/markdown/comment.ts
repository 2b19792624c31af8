/**
 * The PR comment: a hidden marker line, then the comment variant of the Markdown report.
 * The marker carries a key (default `target-<targetId>`) so matrix jobs that scan different
 * targets keep one comment each, found again and updated in place (R15).
 */
import { renderMarkdown } from './markdown.js';
import type { Report } from '../model.js';
import { COMMENT_MAX_CHARS, GITHUB_COMMENT_LIMIT_CHARS } from './size-budget.js';

/** Name inside every probe-gate marker: `<!-- probe-gate:comment:<key> -->`. */
export const COMMENT_MARKER = 'probe-gate:comment';

/** Longest marker key kept. */
const MAX_KEY_LENGTH = 100;

/** Default key: one comment per target. */
export function defaultCommentKey(report: Report): string {
  return `target-${report.platform.targetId}`;
}

/**
 * The hidden marker line for `key`. The key is reduced to `[A-Za-z0-9._:-]` (others become
 * `-`, runs of `-` one), so it can never close the HTML comment; empty becomes `default`.
 */
export function commentMarker(key: string): string {
  const safe = key
    .replace(/[^A-Za-z0-9._:-]/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_KEY_LENGTH);
  return `<!-- ${COMMENT_MARKER}:${safe === '' || safe === '-' ? 'default' : safe} -->`;
}

/** Options of {@link renderComment}. */
export interface CommentOptions {
  /** Marker key; default `target-<targetId>`. */
  key?: string;
  /** Budget of the whole body, marker included; default 65,000, never above 65,535. */
  maxChars?: number;
  /** URL of the uploaded report artifact; default `report.links.artifact`. */
  artifactUrl?: string | null;
}

/** The PR comment body: marker line, then the comment Markdown; always < 65,536 characters. */
export function renderComment(report: Report, options: CommentOptions = {}): string {
  const marker = commentMarker(options.key ?? defaultCommentKey(report));
  const total = Math.min(options.maxChars ?? COMMENT_MAX_CHARS, GITHUB_COMMENT_LIMIT_CHARS - 1);
  const md = renderMarkdown(report, {
    variant: 'comment',
    maxChars: total - marker.length - 1,
    artifactUrl: options.artifactUrl,
  });
  return `${marker}\n${md}`;
}
