import type { ScanOutcome } from '../scan/deps.js';
import type { OutputName } from '../scan/ports.js';
import { cliJson, cliSafeText } from './logger.js';

/** A scan's outcome plus its outputs. */
export type CliScanOutcome = ScanOutcome & { outputs: Partial<Record<OutputName, string>> };

const ICON = { pass: 'PASS', fail: 'FAIL', error: 'ERROR', timeout: 'TIMEOUT' } as const;

/** The verdict block on stdout: verdict, score, each gate check, report paths (or one JSON object with --json). */
export function printOutcome(outcome: CliScanOutcome, opts: { json?: boolean } = {}): void {
  if (opts.json) {
    process.stdout.write(`${cliJson(outcome.outputs)}\n`);
    return;
  }
  const r = outcome.report;
  const lines = [
    '',
    `Verdict: ${ICON[outcome.verdict]} - ${r.gate.reason}`,
    `Score: ${r.scores.overall ?? 'n/a'}/100${r.scores.band ? ` (${r.scores.band} risk)` : ''}; test cases: ${r.totals.total} total, ${r.totals.passed} passed, ${r.totals.failed} failed, ${r.totals.errors} errors, ${r.totals.accepted} accepted`,
    ...r.gate.checks.map((c) => `  [${c.passed ? 'ok' : 'x '}] ${c.input}: ${c.message}`),
  ];
  if (r.testRun.url) lines.push(`Run: ${r.testRun.url}`);
  const files = [
    outcome.outputs['report-markdown'],
    outcome.outputs['report-json'],
    outcome.outputs['sarif-file'],
    outcome.outputs['junit-file'],
  ].filter((f): f is string => !!f);
  if (files.length > 0) lines.push('Reports:', ...files.map((f) => `  ${f}`));
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  process.stdout.write(cliSafeText(lines.join('\n')) + '\n');
}
