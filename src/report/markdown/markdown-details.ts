/**
 * The bottom half of the Markdown report: AI analysis and attack clusters, remediation tasks,
 * failed test cases (capped per probe by the plan), benchmark comparison, warnings, footer.
 */
import {
  caseTriage,
  fmtDelta,
  fmtInt,
  fmtPct,
  fmtScore,
  labelsText,
  section,
  TextGatherer,
  type DocPiece,
} from '../format.js';
import {
  BudgetExceeded,
  MdText,
  plural,
  table,
  type LadderMemo,
  ProbeRows,
  type MdContext,
} from './markdown-context.js';
import { TEXT_LIMITS } from './size-budget.js';
import { shownProbes } from './markdown-sections.js';
import type { FailedTestCase, ProbeRunReport } from '../model.js';

function hasAnalysis(p: ProbeRunReport): boolean {
  const a = p.aiAnalysis;
  return a !== null && ((a.overview !== null && a.overview.trim() !== '') || a.clusters.length > 0);
}

/** Per probe: the AI overview (prose) and its attack clusters (a list). */
export function analysisSection(ctx: MdContext): string | null {
  const probes = shownProbes(ctx).filter(hasAnalysis);
  if (probes.length === 0) return null;
  if (!ctx.plan.details) {
    ctx.omitted.detailSections += 1;
    return null;
  }
  const blocks = probes.map((p) => {
    const parts = [`#### ${ctx.code(p.name)}`];
    const overview = p.aiAnalysis?.overview ? ctx.paragraph(p.aiAnalysis.overview) : '';
    if (overview) parts.push(overview);
    const items = (p.aiAnalysis?.clusters ?? []).map((c) => {
      const counts =
        c.failedTestCaseCount !== null && c.totalTestCaseCount !== null
          ? ` (${fmtInt(c.failedTestCaseCount)} of ${fmtInt(c.totalTestCaseCount)} failed)`
          : '';
      const rate = c.failRate === null ? '' : ` — fail rate ${fmtPct(c.failRate)}${counts}`;
      const desc = c.description ? `: ${ctx.line(c.description)}` : '';
      return `- ${ctx.code(c.name)}${rate}${desc}`;
    });
    if (items.length > 0) parts.push(`**Attack clusters**\n\n${items.join('\n')}`);
    return parts.join('\n\n');
  });
  return `### AI analysis\n\n${ctx.fold(`AI analysis of ${plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}

/** Per probe: remediation tasks, each with its details as indented paragraphs. */
export function remediationSection(ctx: MdContext): string | null {
  const probes = shownProbes(ctx).filter((p) => p.remediation.length > 0);
  if (probes.length === 0) return null;
  if (!ctx.plan.details) {
    ctx.omitted.detailSections += 1;
    return null;
  }
  const blocks = probes.map((p) => {
    const items = p.remediation.map((t) => {
      const name = ctx.line(t.name) || 'Unnamed task';
      const type = t.type ? ` (${ctx.code(t.type)})` : '';
      const details = t.details ? ctx.paragraph(t.details) : '';
      // Indented by the list item's content offset: the details stay inside the item.
      const body = details ? `\n\n${details.replace(/^(?=.)/gm, '  ')}` : '';
      return `- ${t.completed ? '✅' : '☐'} **${name}**${type}${body}`;
    });
    return `#### ${ctx.code(p.name)}\n\n${items.join('\n')}`;
  });
  const tasks = probes.reduce((n, p) => n + p.remediation.length, 0);
  return `### Remediation\n\n${ctx.fold(`${plural(tasks, 'remediation task')} for ${plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}

function triageCell(ctx: MdText, tc: FailedTestCase): string {
  switch (caseTriage(tc)) {
    case 'accepted':
      return 'risk accepted';
    case 'ignored': {
      const until = tc.ignored?.expires ? ` (until ${ctx.cell(tc.ignored.expires)})` : '';
      return `ignored: ${ctx.line(tc.ignored?.reason ?? '')}${until}`;
    }
    default:
      return '—';
  }
}

/**
 * A test case in four columns, so the table fits an 880 px PR comment: the section already
 * says these cases failed, so only errors are marked; strategy, red teamer and variation
 * share one cell.
 */
function caseRow(ctx: MdText, tc: FailedTestCase): string {
  const attack = tc.attackId ?? (tc.id === null ? null : `test case ${tc.id}`);
  // As `tableRow` writes the four cells: not arrays filtered, mapped and joined per case.
  return (
    `| ${ctx.uniqueCell(attack)}${tc.outcome === 'error' ? ' ⚠️ error' : ''} | ` +
    `${howCell(ctx, tc)} | ${ctx.cell(labelsText(tc.redTeamerLabels))} | ${triageCell(ctx, tc)} |`
  );
}

/** Strategy, red teamer and variation (those given) in one cell, or `—`. */
function howCell(ctx: MdText, tc: FailedTestCase): string {
  let out = '';
  for (const text of [tc.strategy, tc.redTeamer, tc.variation]) {
    if (typeof text !== 'string' || text.trim() === '') continue;
    out += `${out === '' ? '' : ' · '}${ctx.cell(text)}`;
  }
  return out === '' ? '—' : out;
}

const CASE_HEADERS = ['Attack', 'Strategy · red teamer · variation', 'Labels', 'Triage'];
const CASES_HEADER = table(CASE_HEADERS, []);

/** What the table rows need: sanitisers, and the ladder's shared work (none for one render). */
type RowContext = MdText & { readonly memo: LadderMemo | null };

/** A probe's test cases in reading order, with the rows made of them (once per ladder). */
function probeRows(ctx: RowContext, p: ProbeRunReport): ProbeRows {
  let rows = ctx.memo?.probes.get(p);
  if (!rows) {
    rows = new ProbeRows(p.failedTestCases);
    ctx.memo?.probes.set(p, rows);
  }
  return rows;
}

/** Makes the row of the probe's next case in reading order, kept with the texts it cut. */
function nextRow(ctx: MdText, rows: ProbeRows): string {
  const before = ctx.truncated;
  const line = caseRow(ctx, rows.ordered[rows.lines.length] as FailedTestCase);
  rows.lines.push(line);
  rows.truncated.push(ctx.truncated - before);
  return line;
}

/**
 * The table row (as `table` writes it) of the probe's test case at `rank` in reading order,
 * made once per ladder: the rows of a probe are made in rank order, the first ones first.
 */
function rankLine(ctx: RowContext, rows: ProbeRows, rank: number): string {
  if (ctx.memo === null) return caseRow(ctx, rows.ordered[rank] as FailedTestCase);
  if (rank < rows.lines.length) {
    ctx.truncated += rows.truncated[rank] as number;
    return rows.lines[rank] as string;
  }
  return nextRow(ctx, rows);
}

/**
 * Whether the failed-case rows of the context's plan alone are longer than `limit`: exactly
 * when its render would stop with BudgetExceeded (see `counted` below), found without
 * rendering it. The rows are made rank by rank across the probes (every probe's first case,
 * then every probe's second...) and kept in the ladder's memo: the ones made before the sum
 * passes the limit are the first ones of every probe, which the smaller plans after it show
 * too. Trying the plans top down made each probe's rows past the next plan's cap only to
 * throw them away: about 9,000 rows of the 14,000 made for a 250k run's job summary.
 */
export function caseRowsExceed(ctx: MdContext, limit: number): boolean {
  const cap = ctx.plan.casesPerProbe;
  const shown = shownProbes(ctx).map((p) => probeRows(ctx, p));
  const deepest = Math.max(0, ...shown.map((rows) => Math.min(cap, rows.count)));
  let chars = 0;
  for (let rank = 0; rank < deepest; rank += 1) {
    for (const rows of shown) {
      if (rank >= rows.count) continue;
      chars += rankLine(ctx, rows, rank).length + 1;
      if (chars > limit) return true;
    }
  }
  return false;
}

/**
 * Per probe: its failed and errored test cases, at most `plan.casesPerProbe` of them. In
 * pieces, row by row (none when the section is left out), so the Markdown file of a huge
 * run is written without holding its tables as one string.
 */
export function* failedCasesPieces(ctx: MdContext): Generator<DocPiece> {
  const shown = new Set(shownProbes(ctx));
  for (const p of ctx.report.probeRuns) {
    if (!shown.has(p)) ctx.omitted.cases += p.failedTestCases.length;
  }
  const probes = [...shown].filter((p) => p.failedTestCases.length > 0);
  if (probes.length === 0) return;
  const cap = ctx.plan.casesPerProbe;
  if (cap === 0) {
    // No tables at all: one line per probe with its count.
    const items = probes.map(
      (p) => `- ${ctx.code(p.name)}: ${plural(p.failedTestCases.length, 'test case')}`,
    );
    for (const p of probes) ctx.omitted.cases += p.failedTestCases.length;
    yield `### Failed test cases\n\n${items.join('\n')}\n\nThey are listed in the full report.`;
    return;
  }
  let total = 0;
  let listed = 0;
  for (const p of probes) {
    const n = p.failedTestCases.length;
    total += n;
    listed += Math.min(n, cap);
    ctx.omitted.cases += n - Math.min(n, cap);
  }
  const summary = `${plural(total, 'failed or errored test case')} in ${plural(probes.length, 'probe')}${listed < total ? `, ${fmtInt(listed)} shown` : ''}`;
  const [open, close] = ctx.foldParts(summary);
  yield `### Failed test cases\n\n${open}`;
  let rowChars = 0;
  const counted = (line: string): void => {
    // The rows alone are a lower bound of the document's length.
    rowChars += line.length + 1;
    if (ctx.memo !== null && rowChars > ctx.memo.maxChars) throw new BudgetExceeded();
  };
  for (const [i, p] of probes.entries()) {
    const k = Math.min(p.failedTestCases.length, cap);
    if (i > 0) yield '\n\n';
    const render = () => probeCases(ctx, p, k, counted);
    // Every case of the probe in the file (no budget there): the probe run's part of it.
    if (k === p.failedTestCases.length && ctx.variant === 'file') yield section('md', p, render);
    else yield* render();
  }
  yield close;
}

/** A probe's block of the failed-case tables: its heading, then its first `k` rows. */
function* probeCases(
  ctx: RowContext,
  p: ProbeRunReport,
  k: number,
  counted?: (line: string) => void,
): Generator<string> {
  const n = p.failedTestCases.length;
  yield `#### ${ctx.code(p.name)}: ${plural(n, 'test case')}${k < n ? ` (${fmtInt(k)} shown)` : ''}`;
  if (k > 0) {
    yield `\n\n${CASES_HEADER}`;
    // Rows gathered into longer pieces: a huge run has tens of thousands.
    const rows = probeRows(ctx, p);
    const gather = new TextGatherer();
    yield* gather.gathered(k, (i) => {
      const line = rankLine(ctx, rows, i - 1);
      counted?.(line);
      return `\n${line}`;
    });
    yield* gather.last();
  }
  if (k < n)
    yield `\n\n${plural(n - k, 'more test case is', 'more test cases are')} in the full report.`;
}

/**
 * What the Markdown file writes for a probe's failed test cases (all of them), from the probe
 * run alone: its part of the file (format.ts `Section`).
 */
export function fileCasesBlock(p: ProbeRunReport): Iterable<string> {
  const ctx = Object.assign(new MdText(TEXT_LIMITS.file), { memo: null });
  return probeCases(ctx, p, p.failedTestCases.length);
}

/** The target's score against public benchmark models. */
export function benchmarkSection(ctx: MdContext): string | null {
  const b = ctx.report.benchmarks;
  if (!b || b.models.length === 0) return null;
  const overall = ctx.report.scores.overall;
  const rows = b.models.map((m) => [
    ctx.cell(m.name),
    ctx.cell(m.provider),
    fmtScore(m.score),
    overall === null || m.score === null ? '—' : fmtDelta(overall - m.score),
  ]);
  const type = b.benchmarkType ? `Benchmark ${ctx.code(b.benchmarkType)}.\n\n` : '';
  return `### Benchmark comparison\n\n${type}${table(['Model', 'Provider', 'Score', 'This target vs model'], rows)}`;
}

/** What could not be fetched or was degraded. */
export function warningsSection(ctx: MdContext): string | null {
  const lines = ctx.report.warnings.map((w) => `- ${ctx.line(w) || '(empty warning)'}`);
  if (!ctx.report.perProbeDetail) {
    lines.unshift('- Per-probe detail was unavailable: only run-level counts are known.');
  }
  return lines.length === 0 ? null : `### Warnings\n\n${lines.join('\n')}`;
}

/** Tool version, generation time, links to the full report and the run. */
export function footer(ctx: MdContext): string {
  const { tool, generatedAt } = ctx.report;
  const parts = [`Generated by probe-gate ${ctx.code(tool.version)} at ${ctx.code(generatedAt)}`];
  if (ctx.artifactUrl) parts.push(ctx.link('Full report (artifact)', ctx.artifactUrl));
  const audit = ctx.report.links.auditReport;
  if (audit)
    parts.push(
      `${ctx.link('Audit report', ctx.artifactUrl)} ${ctx.code(audit)}${ctx.artifactUrl ? ' in the artifact' : ' in the report folder'}`,
    );
  if (ctx.runUrl) parts.push(ctx.link('Test run', ctx.runUrl));
  return `---\n\n${parts.join(' · ')}`;
}
