import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { parseReportJson, ReportFileError, type Report } from '../../report/index.js';
import { mergeReports, renderMergedMarkdown } from '../../report/merge.js';
import { documentForLog } from '../../report/sanitize.js';
import { EXIT } from '../../scan/engine.js';
import { ConfigError } from '../../config/errors.js';
import { checkReportDir } from '../local-paths.js';

/** Files written by `merge` into --out. */
export const MERGED_FILE_NAMES = {
  json: 'merged-report.json',
  md: 'merged-report.md',
  comment: 'merged-comment.md',
} as const;

/** Reads and validates the reports; every unreadable or invalid file is named, all at once. */
export function readReports(files: string[]): Report[] {
  const problems: string[] = [];
  const reports: Report[] = [];
  for (const file of files) {
    try {
      reports.push(parseReportJson(readFileSync(file, 'utf8'), file));
    } catch (err) {
      if (err instanceof ReportFileError)
        problems.push(
          `merge: ${err.path}: ${err.problem}; give the report.json of a probe-gate scan.`,
        );
      else
        problems.push(
          `merge: cannot read "${file}" (${(err as NodeJS.ErrnoException).code ?? 'error'}); check the path.`,
        );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return reports;
}

/**
 * `probe-gate merge FILE... --out DIR [--comment]`: one merged Markdown and JSON report from
 * the JSON reports of matrix jobs, totals equal to the sums; with --comment, also one combined
 * PR comment body, printed on stdout and written to DIR. Exit 0 unless --exit-code.
 */
export function mergeCommand(): Command {
  return new Command('merge')
    .description(
      'Merge the JSON reports of several scans (e.g. matrix jobs) into one report and one PR comment.',
    )
    .argument('<files...>', 'probe-gate report.json files')
    .requiredOption(
      '--out <dir>',
      'folder for merged-report.json, merged-report.md (and merged-comment.md)',
    )
    .option('--comment', `also write ${MERGED_FILE_NAMES.comment} and print it on stdout`)
    .option(
      '--exit-code',
      'exit with the merged verdict (0 pass or warn, 1 fail, 3 error, 4 timeout, 5 inconclusive)',
    )
    .action((files: string[], opts: { out: string; comment?: boolean; exitCode?: boolean }) => {
      const dir = resolve(opts.out);
      checkReportDir(dir, '--out');
      const merged = mergeReports(readReports(files));
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, MERGED_FILE_NAMES.json), `${JSON.stringify(merged, null, 2)}\n`);
        writeFileSync(join(dir, MERGED_FILE_NAMES.md), renderMergedMarkdown(merged));
        if (opts.comment)
          writeFileSync(
            join(dir, MERGED_FILE_NAMES.comment),
            renderMergedMarkdown(merged, { variant: 'comment' }),
          );
      } catch (err) {
        throw new ConfigError(
          `out: cannot write to "${opts.out}" (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); give a writable folder.`,
        );
      }
      if (opts.comment) {
        // On stdout, a CI log: the platform's text is no command there (R27).
        const comment = renderMergedMarkdown(merged, { variant: 'comment' });
        process.stdout.write(documentForLog(comment, 'markdown'));
      } else {
        const t = merged.totals;
        process.stdout.write(
          `Merged ${merged.reports.length} reports: ${merged.verdict.toUpperCase()}; ${t.total} test cases, ${t.passed} passed, ${t.failed} failed, ${t.errors} errors.\nWrote ${join(dir, MERGED_FILE_NAMES.md)} and ${join(dir, MERGED_FILE_NAMES.json)}.\n`,
        );
      }
      if (opts.exitCode) process.exitCode = EXIT[merged.verdict];
    });
}
