import type { Report } from '../model.js';
import { esc } from './escape.js';
import {
  attacksSection,
  auditSection,
  categoriesSection,
  frameworkSection,
  remediationSection,
  runLine,
  trendSection,
  verdictSection,
  type RowCaps,
} from './sections.js';
import { AUDIT_CSS } from './style.js';

/**
 * The audit report: one self-contained HTML file that auditors open and print. Inline CSS, no
 * script, a content security policy that forbids scripts (and every other fetch but inline
 * style and data images), print styles. Bounded by {@link HTML_MAX_BYTES}: long tables are cut
 * (the JSON report keeps every row) until it fits.
 */

/** The byte cap of the audit report, whatever the run's size. */
export const HTML_MAX_BYTES = 4 * 1024 * 1024;

/** The policy in the page's meta tag: nothing runs, nothing is fetched. */
export const AUDIT_CSP =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export interface HtmlOptions {
  /** SHA-256 (hex) of the JSON report written beside it; null when there is none. */
  jsonSha256?: string | null;
}

const LADDER: readonly RowCaps[] = [
  { attacks: 500, audit: 1_000, cell: 300 },
  { attacks: 100, audit: 200, cell: 120 },
  { attacks: 20, audit: 50, cell: 60 },
];

/** The audit report; the first row caps of the ladder whose page fits the byte cap. */
export function renderHtml(report: Report, options: HtmlOptions = {}): string {
  let page = '';
  for (const caps of LADDER) {
    page = renderPage(report, caps, options.jsonSha256 ?? null);
    if (Buffer.byteLength(page, 'utf8') <= HTML_MAX_BYTES) return page;
  }
  return page;
}

function renderPage(report: Report, caps: RowCaps, sha: string | null): string {
  const target = report.platform.targetName ?? `target ${report.platform.targetId}`;
  const title = `probe-gate audit report: ${target}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${AUDIT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>probe-gate audit report: target ${esc(String(report.platform.targetId))}</title>
<style>${AUDIT_CSS}</style>
</head>
<body>
<header>
<h1>${esc(title, 200)}</h1>
${runLine(report)}
</header>
<main>
${verdictSection(report)}
${categoriesSection(report, caps)}
${frameworkSection(report, caps)}
${trendSection(report)}
${attacksSection(report, caps)}
${remediationSection(report, caps)}
${auditSection(report, caps)}
</main>
<footer>
<p>probe-gate ${esc(report.tool.version, 40)}, report schema ${esc(String(report.schemaVersion))}. ${sha === null ? 'No JSON report was written with this file.' : `SHA-256 of the JSON report (probe-gate-report.json): <code id="json-sha256">${esc(sha, 64)}</code>`}</p>
</footer>
</body>
</html>
`;
}
