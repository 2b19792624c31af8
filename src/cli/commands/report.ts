import { readFileSync, writeFileSync } from 'node:fs';
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
      let text: string;
      try {
        text = readFileSync(opts.input, 'utf8');
      } catch {
        throw new ConfigError(
          `input: cannot read "${opts.input}"; give the path of a saved probe-gate JSON report.`,
        );
      }
      let report;
      try {
        report = parseReportJson(text, opts.input);
      } catch (err) {
        if (err instanceof ReportFileError) throw new ConfigError(`input: ${err.message}`);
        throw err;
      }
      const rendered =
        format === 'summary'
          ? renderSummary(report)
          : format === 'comment'
            ? renderComment(report)
            : renderFormat(report, format, {});
      if (opts.out) writeFileSync(opts.out, rendered);
      // On stdout, a CI log: the platform's text is no command there (R27). --out writes
      // the document byte for byte.
      else process.stdout.write(documentForLog(rendered, KIND[format]));
    });
}
