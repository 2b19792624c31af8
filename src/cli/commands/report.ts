import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Command } from 'commander';
import {
  parseReportJson,
  renderComment,
  renderFormat,
  renderSummary,
  ReportFileError,
} from '../../report/index.js';
import { REPORT_FORMATS, reportFormatOf } from '../../report/format-names.js';
import { documentForLog, type DocumentKind } from '../../report/sanitize.js';
import { ConfigError } from '../../config/errors.js';
import { checkOutFile } from '../local-paths.js';

/** Besides the file formats, the two Markdown views the Action publishes. */
const VIEWS = ['summary', 'comment'] as const;
const FORMATS = REPORT_FORMATS;

/** How each format is written, for making it inert on stdout. */
const KIND: Record<(typeof FORMATS)[number] | (typeof VIEWS)[number], DocumentKind> = {
  md: 'markdown',
  summary: 'markdown',
  comment: 'markdown',
  json: 'json',
  sarif: 'json',
  codequality: 'json',
  junit: 'xml',
  html: 'xml',
};

/** `probe-gate report --input report.json --format F`: re-renders any format from a saved JSON report. */
export function reportCommand(): Command {
  return new Command('report')
    .description('Re-render a saved JSON report in another format.')
    .requiredOption('--input <file>', 'a probe-gate JSON report')
    .requiredOption('--format <format>', `${FORMATS.join(', ')}, summary or comment`)
    .option(
      '--out <file>',
      'write the document here byte for byte (on stdout, CI commands in its text are escaped)',
    )
    .action((opts: { input: string; format: string; out?: string }) => {
      if (opts.out) checkOutFile(opts.out, '--out');
      const view = VIEWS.find((v) => v === opts.format.trim().toLowerCase());
      const format = view ?? reportFormatOf(opts.format);
      if (!format)
        throw new ConfigError(
          `format: "${opts.format}" is unknown; use one of ${FORMATS.join(', ')}, summary, comment.`,
        );
      let bytes: Buffer;
      try {
        bytes = readFileSync(opts.input);
      } catch {
        throw new ConfigError(
          `input: cannot read "${opts.input}"; give the path of a saved probe-gate JSON report.`,
        );
      }
      let report;
      try {
        report = parseReportJson(bytes.toString('utf8'), opts.input);
      } catch (err) {
        if (err instanceof ReportFileError) throw new ConfigError(`input: ${err.message}`);
        throw err;
      }
      const rendered =
        format === 'summary'
          ? renderSummary(report)
          : format === 'comment'
            ? renderComment(report)
            : // The audit report's footer names the JSON it was rendered from.
              renderFormat(report, format, { html: { jsonSha256: sha256Hex(bytes) } });
      if (opts.out) writeFileSync(opts.out, rendered);
      // On stdout, a CI log: the platform's text is no command there (R27). --out writes
      // the document byte for byte.
      else process.stdout.write(documentForLog(rendered, KIND[format]));
    });
}

/** SHA-256 of a file's bytes, in hex. */
function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
