import { safeLinkUrl } from '../sanitize.js';
import { cleanText, truncate } from '../text-clean.js';

/** Longest untrusted text shown in one place of the audit report. */
export const HTML_TEXT_MAX = 2_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Untrusted text as HTML text or attribute value: cleaned (controls, bidi and zero-width
 * characters shown as visible stand-ins, text-clean.ts), cut at `max`, and every character
 * that HTML reads as markup (`& < > " '`) escaped, so no element, attribute or entity comes
 * from it.
 */
export function esc(text: string | null | undefined, max = HTML_TEXT_MAX): string {
  if (text === null || text === undefined) return '';
  return truncate(cleanText(text), max).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Untrusted multi-line text: {@link esc} with line breaks kept (shown by `white-space`). */
export function escLines(text: string | null | undefined, max = HTML_TEXT_MAX): string {
  if (text === null || text === undefined) return '';
  return truncate(cleanText(text, { lineBreaks: 'keep' }), max).replace(
    /[&<>"']/g,
    (c) => ENTITIES[c] ?? c,
  );
}

/**
 * A link with our own words as text to an http(s) URL (safeLinkUrl: no credentials, no other
 * scheme, so never `javascript:`), or the bare text when the URL is not one.
 */
export function htmlLink(text: string, url: string | null | undefined): string {
  const href = safeLinkUrl(url);
  return href === null
    ? esc(text)
    : `<a href="${esc(href, 4_096)}" rel="noopener noreferrer">${esc(text)}</a>`;
}

/** A table: header cells and rows of cells already escaped. */
export function htmlTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const head = headers.map((h) => `<th scope="col">${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}
