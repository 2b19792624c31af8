import type { ScanOutcome } from '../scan/deps.js';
import type { OutputName } from '../scan/ports.js';
import { painter } from './colour.js';
import { cliJson, cliSafeText } from './logger.js';
import {
  checkLabel,
  judgedRun,
  scorePhrase,
  scoreSourceWord,
  warnedCheck,
} from '../report/format.js';
import { fmtRateCi } from '../report/rates.js';
import { checkStatus } from '../report/model.js';

/** A scan's outcome plus its outputs. */
export type CliScanOutcome = ScanOutcome & { outputs: Partial<Record<OutputName, string>> };

const ICON = {
  pass: 'PASS',
  warn: 'WARN',
  inconclusive: 'INCONCLUSIVE',
  fail: 'FAIL',
  error: 'ERROR',
  timeout: 'TIMEOUT',
  budget: 'BUDGET',
} as const;
const VERDICT_STYLE = {
  pass: 'green',
  warn: 'yellow',
  inconclusive: 'yellow',
  fail: 'red',
  error: 'red',
  timeout: 'yellow',
  budget: 'red',
} as const;
const CHECK_STYLE = { pass: 'green', fail: 'red', skip: 'yellow' } as const;

/**
 * The verdict block on stdout: verdict, score, each gate check, report paths (or one JSON
 * object with --json). `runLink: false` leaves out the run's link (the demo's sandbox is gone
 * once it has printed).
 */
export function printOutcome(
  outcome: CliScanOutcome,
  opts: { json?: boolean; runLink?: boolean } = {},
): void {
  if (opts.json) {
    process.stdout.write(`${cliJson(outcome.outputs)}\n`);
    return;
  }
  const r = outcome.report;
  // Colour is added to our own words after the text is made safe (which removes escapes).
  const paint = painter(process.stdout);
  const safe = cliSafeText;
  const verdict = ICON[outcome.verdict] ?? String(outcome.verdict).toUpperCase();
  const style = VERDICT_STYLE[outcome.verdict as keyof typeof VERDICT_STYLE] ?? 'yellow';
  const lines = [
    '',
    `Verdict: ${paint([style, 'bold'], verdict)} - ${safe(r.gate.reason)}`,
    safe(
      `Score: ${scorePhrase(r)}${scoreSourceWord(r) && judgedRun(r.gate.verdict) ? `, ${scoreSourceWord(r)}` : ''}; test cases: ${r.totals.total} total, ${r.totals.passed} passed, ${r.totals.failed} failed, ${r.totals.errors} errored, ${r.totals.accepted} accepted; fail rate ${fmtRateCi(r.totals)}`,
    ),
    ...(r.scores.source && judgedRun(r.gate.verdict)
      ? [safe(`Score source: ${r.scores.source.reason}`)]
      : []),
    ...r.gate.checks.map(
      (c) =>
        `  [${paint(warnedCheck(c) ? 'yellow' : CHECK_STYLE[checkStatus(c)], checkLabel(c).word)}] ${safe(`${c.inconclusive === true ? c.id : c.input}: ${c.message}`)}`,
    ),
  ];
  if (r.testRun.url && opts.runLink !== false) lines.push(safe(`Run: ${r.testRun.url}`));
  if (r.profile) {
    const { applied, event, eventSource } = r.profile;
    const from = eventSource ? ` from ${eventSource}` : '';
    lines.push(
      safe(`Profile: ${applied.join(' + ') || 'none'} (event ${event ?? 'unknown'}${from})`),
    );
  }
  if (r.retries) lines.push(safe(`Retries: ${r.retries.decision}`));
  const files = Object.values(outcome.files);
  if (files.length > 0) lines.push('Reports:', ...files.map((f) => safe(`  ${f}`)));
  for (const w of r.warnings) lines.push(safe(`warning: ${w}`));
  process.stdout.write(lines.join('\n') + '\n');
}
