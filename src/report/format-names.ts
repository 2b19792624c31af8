/**
 * The one registry of report formats: names, aliases and file names. Kept free of renderers
 * so that the config (the `formats` input), the CLI and the docs can read it without loading
 * them; src/report/formats.ts pairs each entry with its renderer.
 */
export const REPORT_FORMAT_INFO = {
  md: { file: 'probe-gate-report.md', aliases: ['markdown'], what: 'Markdown report' },
  json: { file: 'probe-gate-report.json', aliases: [], what: 'JSON report (the Report model)' },
  sarif: { file: 'probe-gate-report.sarif', aliases: [], what: 'SARIF 2.1.0 for code scanning' },
  junit: { file: 'junit.xml', aliases: [], what: 'JUnit XML for CI test views' },
  codequality: {
    file: 'gl-code-quality-report.json',
    aliases: ['code-quality', 'gitlab'],
    what: "GitLab Code Quality (Code Climate JSON) for the merge request's widget",
  },
  html: {
    file: 'probe-gate-report.html',
    aliases: ['audit'],
    what: 'the audit report: one self-contained HTML file (no script), printable to PDF',
  },
} as const satisfies Record<string, { file: string; aliases: readonly string[]; what: string }>;

export type ReportFormat = keyof typeof REPORT_FORMAT_INFO;

/** Every format, in the registry's order. */
export const REPORT_FORMATS = Object.keys(REPORT_FORMAT_INFO) as ReportFormat[];

/** Formats written when the `formats` input is empty (Code Quality is asked for by name). */
export const DEFAULT_REPORT_FORMATS: readonly ReportFormat[] = ['md', 'json', 'sarif', 'junit'];

/** File name of each format in the report folder. */
export const REPORT_FILE_NAMES = Object.fromEntries(
  REPORT_FORMATS.map((f) => [f, REPORT_FORMAT_INFO[f].file]),
) as Readonly<Record<ReportFormat, string>>;

/** Whether `value` names a report format. */
export function isReportFormat(value: string): value is ReportFormat {
  return Object.hasOwn(REPORT_FORMAT_INFO, value);
}

/** The format a name or alias stands for (case-insensitive), or null. */
export function reportFormatOf(name: string): ReportFormat | null {
  const key = name.trim().toLowerCase();
  if (isReportFormat(key)) return key;
  return (
    REPORT_FORMATS.find((f) =>
      (REPORT_FORMAT_INFO[f].aliases as readonly string[]).includes(key),
    ) ?? null
  );
}
