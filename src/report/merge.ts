/**
 * Merging the JSON reports of matrix jobs (one per target) into one view: totals that are
 * the sums of the parts, one row per target, one Markdown document and one PR comment. Pure.
 */
import { commentMarker } from './markdown/comment.js';
import { fmtInt, fmtScore, VERDICT_LABELS } from './format.js';
import { countedOf, fmtErrorRate, fmtFailRate } from './rates.js';
import { plural, table } from './markdown/markdown-context.js';
import type { Counts, Report, RiskBand, Verdict } from './model.js';
import { link, plainText, tableCell } from './sanitize.js';
import { COMMENT_MAX_CHARS } from './markdown/size-budget.js';

/** Version of the merged JSON document. */
export const MERGED_SCHEMA_VERSION = 1;

/** One target's line in the merged view. */
export interface MergedTarget {
  targetId: number;
  targetName: string | null;
  workspaceId: number;
  testRunId: number | null;
  runUrl: string | null;
  verdict: Verdict;
  reason: string;
  overallScore: number | null;
  band: RiskBand | null;
  totals: Counts;
  /** Attacks failing now that passed or were absent in the baseline (null: no baseline). */
  newFailures: number | null;
}

/** The merged document written as JSON; `reports` keeps every input whole. */
export interface MergedReport {
  kind: 'probe-gate-merged';
  schemaVersion: typeof MERGED_SCHEMA_VERSION;
  generatedAt: string;
  /** Worst verdict of the parts: fail, error, timeout, inconclusive, warn, then pass. */
  verdict: Verdict;
  /** Sums of every count; rates recomputed from the sums. */
  totals: Counts;
  targets: MergedTarget[];
  /** Every part's warnings, prefixed with its target. */
  warnings: string[];
  reports: Report[];
}

/** Why this order: a failed gate is a security finding; error and timeout are infrastructure. */
const VERDICT_RANK: Record<Verdict, number> = {
  fail: 5,
  error: 4,
  timeout: 3,
  budget: 3,
  inconclusive: 2,
  warn: 1,
  pass: 0,
};
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Counted failures of one part, with the count-accepted-risk the part was gated with. */
const countedOfPart = (t: Counts): number => countedOf(t) ?? 0;

/** Sums the totals of the parts; failRate is the sum of counted failures over the sum of judged cases. */
export function sumTotals(parts: Counts[]): Counts {
  const sum = { total: 0, processed: 0, passed: 0, failed: 0, errors: 0, accepted: 0, ignored: 0 };
  let counted = 0;
  for (const t of parts) {
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += t[k];
    counted += countedOfPart(t);
  }
  const judged = sum.passed + sum.failed;
  return {
    ...sum,
    failRate: judged === 0 ? 0 : Math.min(1, round4(counted / judged)),
    errorRate: sum.processed === 0 ? 0 : Math.min(1, round4(sum.errors / sum.processed)),
  };
}

/** Merges reports (at least one) into one view; `now` stamps it. */
export function mergeReports(reports: Report[], now: number = Date.now()): MergedReport {
  if (reports.length === 0) throw new RangeError('mergeReports needs at least one report.');
  const targets: MergedTarget[] = reports.map((r) => ({
    targetId: r.platform.targetId,
    targetName: r.platform.targetName,
    workspaceId: r.platform.workspaceId,
    testRunId: r.testRun.id,
    runUrl: r.links.run ?? r.testRun.url,
    verdict: r.gate.verdict,
    reason: r.gate.reason,
    overallScore: r.scores.overall,
    band: r.scores.band,
    totals: r.totals,
    newFailures: r.baseline?.newFailures ? r.baseline.newFailures.length : null,
  }));
  const verdict = targets.reduce<Verdict>(
    (w, t) => (VERDICT_RANK[t.verdict] > VERDICT_RANK[w] ? t.verdict : w),
    'pass',
  );
  const warnings = reports.flatMap((r) =>
    r.warnings.map((w) => `target ${r.platform.targetId}: ${w}`),
  );
  return {
    kind: 'probe-gate-merged',
    schemaVersion: MERGED_SCHEMA_VERSION,
    generatedAt: new Date(now).toISOString(),
    verdict,
    totals: sumTotals(reports.map((r) => r.totals)),
    targets,
    warnings,
    reports,
  };
}

/** Options of {@link renderMergedMarkdown}. */
export interface MergedMarkdownOptions {
  /** `comment`: starts with the hidden marker and fits {@link COMMENT_MAX_CHARS}. Default `file`. */
  variant?: 'file' | 'comment';
  /** Budget in UTF-16 code units; default 65,000 for the comment, none for the file. */
  maxChars?: number;
}

/** Hidden marker of the merged PR comment (one per workflow, not per target). */
export const MERGED_COMMENT_KEY = 'merged';

function totalsLine(t: Counts): string {
  const triage =
    t.accepted + t.ignored > 0
      ? ` (${fmtInt(t.accepted)} accepted, ${fmtInt(t.ignored)} ignored)`
      : '';
  return `**Totals:** ${plural(t.total, 'test case')} · ${fmtInt(t.passed)} passed · ${fmtInt(t.failed)} failed${triage} · ${plural(t.errors, 'error')} · fail rate ${fmtFailRate(t)} · error rate ${fmtErrorRate(t)}`;
}

function targetRow(t: MergedTarget): string[] {
  const v = VERDICT_LABELS[t.verdict];
  const name = t.targetName
    ? `${tableCell(t.targetName, { maxLength: 60 })} (${t.targetId})`
    : `target ${t.targetId}`;
  const run =
    t.testRunId === null ? '—' : (link(`run ${t.testRunId}`, t.runUrl) ?? `run ${t.testRunId}`);
  return [
    name,
    `${v.emoji} ${v.word}`,
    t.overallScore === null ? 'n/a' : `${fmtScore(t.overallScore)}${t.band ? ` (${t.band})` : ''}`,
    fmtInt(t.totals.passed),
    fmtInt(t.totals.failed),
    fmtInt(t.totals.errors),
    `${fmtInt(t.totals.accepted)} / ${fmtInt(t.totals.ignored)}`,
    fmtFailRate(t.totals),
    t.newFailures === null ? '—' : fmtInt(t.newFailures),
    run,
  ];
}

/** The table's column headers, one a cell of {@link targetRow}. */
const TARGET_HEADERS = [
  'Target',
  'Verdict',
  'Score',
  'Passed',
  'Failed',
  'Errors',
  'Accepted / ignored',
  'Fail rate',
  'New failures',
  'Run',
];

/** The heading and the line that counts targets by verdict. */
function heading(m: MergedReport): string[] {
  const v = VERDICT_LABELS[m.verdict];
  const counts = (Object.keys(VERDICT_RANK) as Verdict[])
    .map((k) => [k, m.targets.filter((t) => t.verdict === k).length] as const)
    .filter(([, n]) => n > 0);
  return [
    `## ${v.emoji} probe-gate: ${v.word} — ${plural(m.targets.length, 'target')}`,
    counts
      .map(([k, n]) => `${VERDICT_LABELS[k].emoji} ${n} ${VERDICT_LABELS[k].word.toLowerCase()}`)
      .join(' · '),
  ];
}

/** Why each target that did not pass did not, and the warnings; nothing when there are none. */
function whyAndWarnings(m: MergedReport): string[] {
  const out: string[] = [];
  const failing = m.targets.filter((t) => t.verdict !== 'pass');
  const line = (text: string): string => plainText(text, { singleLine: true, maxLength: 500 });
  if (failing.length > 0)
    out.push(
      '### Why',
      failing.map((t) => `- **Target ${t.targetId}:** ${line(t.reason)}`).join('\n'),
    );
  if (m.warnings.length > 0)
    out.push('### Warnings', m.warnings.map((w) => `- ${line(w)}`).join('\n'));
  return out;
}

/** The merged Markdown with the first `rows` targets, with or without the reasons and warnings. */
function render(
  m: MergedReport,
  variant: 'file' | 'comment',
  rows: number,
  details: boolean,
): string {
  const out: string[] = [];
  if (variant === 'comment') out.push(commentMarker(MERGED_COMMENT_KEY));
  out.push(...heading(m));
  out.push(table(TARGET_HEADERS, m.targets.slice(0, rows).map(targetRow)));
  if (rows < m.targets.length)
    out.push(
      `${plural(m.targets.length - rows, 'more target is', 'more targets are')} not listed: see the merged JSON report.`,
    );
  out.push(totalsLine(m.totals));
  if (details) out.push(...whyAndWarnings(m));
  out.push(
    `---\n\nMerged by probe-gate from ${plural(m.reports.length, 'report')} at \`${m.generatedAt}\`.`,
  );
  return `${out.join('\n\n')}\n`;
}

/**
 * The merged Markdown: verdict heading, one row per target, the summed totals, why each
 * target failed and the warnings. Platform text goes through the report sanitisers. Under a
 * budget, the reasons and warnings go first, then target rows (the count left out is said).
 */
export function renderMergedMarkdown(
  merged: MergedReport,
  options: MergedMarkdownOptions = {},
): string {
  const variant = options.variant ?? 'file';
  const max = options.maxChars ?? (variant === 'comment' ? COMMENT_MAX_CHARS : Infinity);
  const full = render(merged, variant, merged.targets.length, true);
  if (full.length <= max) return full;
  for (
    let rows = merged.targets.length;
    rows >= 0;
    rows = rows > 10 ? Math.floor(rows * 0.8) : rows - 1
  ) {
    const text = render(merged, variant, rows, false);
    if (text.length <= max) return text;
  }
  throw new RangeError(`The merged report does not fit in ${max} characters.`);
}
