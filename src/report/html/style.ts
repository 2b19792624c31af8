/**
 * The audit report's style sheet, inline (the file is opened offline and printed): screen and
 * print (A4, no colour needed to read a verdict, tables kept from breaking mid-row).
 */
export const AUDIT_CSS = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
h2 { font-size: 1.2rem; border-bottom: 1px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1rem; margin-top: 1.2rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: 13px; }
th, td { border: 1px solid #d0d7de; padding: .25rem .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f6f8fa; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 0 .2rem; }
.verdict { font-size: 1.4rem; font-weight: 700; padding: .5rem .75rem; border: 3px solid; display: inline-block; margin: .5rem 0; }
.v-pass, .v-warn, .i-compliant { color: #116329; }
.v-fail, .v-error, .v-timeout, .i-non-compliant { color: #a40e26; }
.v-inconclusive, .i-inconclusive { color: #7d4e00; }
.i-not-tested { color: #57606a; }
.note { color: #57606a; font-size: 12px; }
.pre { white-space: pre-wrap; }
footer { margin-top: 2rem; border-top: 1px solid #d0d7de; padding-top: .5rem; font-size: 12px; color: #57606a; overflow-wrap: anywhere; }
@media print {
  @page { size: A4; margin: 15mm; }
  body { margin: 0; max-width: none; font-size: 11px; }
  a { color: inherit; text-decoration: none; }
  h2 { break-after: avoid; }
  tr { break-inside: avoid; }
  .verdict { border-width: 2px; }
}
`;
