/**
 * The Markdown report in three variants: the file (everything), the job summary (< 1 MiB)
 * and the PR comment (< 65,536 characters). The summary and the comment fold long sections,
 * cut long texts, and degrade step by step to fit their budget (R14), saying what was left out.
 */
import { fmtInt, ignoredFindings, isSection, piecesText, type DocPiece } from '../format.js';
import { BudgetExceeded, LadderMemo, MdContext, plural } from './markdown-context.js';
import {
  analysisSection,
  benchmarkSection,
  caseRowsExceed,
  failedCasesPieces,
  footer,
  remediationSection,
  warningsSection,
} from './markdown-details.js';
import {
  baselineSection,
  gateSection,
  headingLine,
  probesSection,
  reasonLine,
  ignoredSection,
  runLine,
  shownProbes,
  totalsLine,
} from './markdown-sections.js';
import { checkStatus, type Report } from '../model.js';
import { retriesSection } from './retries.js';
import { complianceSection } from './compliance.js';
import { trendSection } from './trend.js';
import { safeLinkUrl } from '../sanitize.js';
import {
  budgetPhrase,
  checkBudget,
  defaultBudget,
  fits,
  isLimited,
  MIN_CASE_ROW_CHARS,
  planLadder,
  TEXT_LIMITS,
  type Budget,
  type DetailPlan,
  type MarkdownVariant,
} from './size-budget.js';

export type { MarkdownVariant } from './size-budget.js';

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** `file` (default): everything; `summary`: job summary; `comment`: PR comment. */
  variant?: MarkdownVariant;
  /** Budget in UTF-16 code units; default: 65,000 for the comment, none otherwise. */
  maxChars?: number;
  /** Budget in UTF-8 bytes; default: 1,000,000 for the summary, none otherwise. */
  maxBytes?: number;
  /** URL of the uploaded report artifact; default: `report.links.artifact`. */
  artifactUrl?: string | null;
}

const FULL: DetailPlan = { casesPerProbe: Infinity, passedProbes: true, details: true };

const VARIANT_NOUN: Record<MarkdownVariant, string> = {
  file: 'report',
  summary: 'job summary',
  comment: 'comment',
};

/**
 * Renders the report as GFM Markdown. Untrusted text only appears through the sanitisers
 * (R12). With a budget, the first plan of the size ladder that fits is used (R14).
 * Throws a RangeError on a budget under 1,000.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const { variant, budget, artifactUrl } = setup(report, options);
  if (!isLimited(budget)) return renderFull(report, variant, FULL, artifactUrl, budget);
  const limit = Math.min(budget.maxChars ?? Infinity, budget.maxBytes ?? Infinity);
  // UTF-8 bytes >= UTF-16 units: more units than the limit cannot fit either budget.
  const memo = new LadderMemo(limit);
  for (const plan of planLadder()) {
    let md: string;
    if (plan.kind === 'full') {
      // Skip renders whose case rows alone cannot fit: a cheap bound first, then the rows.
      if (caseRowsShown(report, plan.detail) * MIN_CASE_ROW_CHARS > limit) continue;
      const ctx = new MdContext(report, variant, TEXT_LIMITS[variant], plan.detail, null, memo);
      if (caseRowsExceed(ctx, limit)) continue;
      try {
        md = renderFull(report, variant, plan.detail, artifactUrl, budget, memo);
      } catch (err) {
        if (err instanceof BudgetExceeded) continue;
        throw err;
      }
    } else if (plan.kind === 'short') {
      md = renderShort(report, variant, artifactUrl, budget);
    } else {
      return renderMinimal(report, variant, artifactUrl, budget);
    }
    if (fits(md, budget)) return md;
  }
  return renderMinimal(report, variant, artifactUrl, budget);
}

/** The variant, its budget (checked) and the artifact URL of a render. */
function setup(
  report: Report,
  options: MarkdownOptions,
): { variant: MarkdownVariant; budget: Budget; artifactUrl: string | null } {
  const variant = options.variant ?? 'file';
  const budget: Budget = { ...defaultBudget(variant) };
  if (options.maxChars !== undefined) budget.maxChars = options.maxChars;
  if (options.maxBytes !== undefined) budget.maxBytes = options.maxBytes;
  checkBudget(budget);
  const artifactUrl = safeLinkUrl(
    options.artifactUrl === undefined ? report.links.artifact : options.artifactUrl,
  );
  return { variant, budget, artifactUrl };
}

/**
 * The same text as {@link renderMarkdown}, in pieces: without a budget (the report file) the
 * failed test case tables come row by row, so a huge run's file is never held as one
 * string; a render with a budget is small and comes whole. Rendering happens as the pieces
 * are taken.
 */
export function* renderMarkdownChunks(
  report: Report,
  options: MarkdownOptions = {},
): Generator<DocPiece> {
  const { variant, budget, artifactUrl } = setup(report, options);
  if (isLimited(budget)) {
    yield renderMarkdown(report, options);
    return;
  }
  // Unlimited: the plan is FULL and the text limits of an unlimited variant are none (the
  // file's), so nothing is left out nor cut and the notice at the top is always empty;
  // it can be written before the sections are rendered.
  const ctx = new MdContext(report, variant, TEXT_LIMITS[variant], FULL, artifactUrl);
  const blocks: (() => Block)[] = [
    ...topBlocks(ctx),
    () => notice(ctx, budget),
    ...bodyBlocks(ctx),
    () => footer(ctx),
  ];
  let separator = '';
  for (const block of blocks) {
    const text = block();
    if (text === null || text === '') continue;
    let written = false;
    for (const piece of typeof text === 'string' ? [text] : text) {
      // A probe run's part is never empty: its block has its heading.
      if (!isSection(piece) && piece.length === 0) continue;
      if (!written && separator !== '') yield separator;
      yield piece;
      written = true;
    }
    if (written) separator = '\n\n';
  }
  yield '\n';
}

function caseRowsShown(report: Report, plan: DetailPlan): number {
  const ctx = new MdContext(report, 'file', {}, plan, null);
  return shownProbes(ctx).reduce(
    (n, p) => n + Math.min(p.failedTestCases.length, plan.casesPerProbe),
    0,
  );
}

function renderFull(
  report: Report,
  variant: MarkdownVariant,
  plan: DetailPlan,
  artifactUrl: string | null,
  budget: Budget,
  memo?: LadderMemo,
): string {
  const ctx = new MdContext(report, variant, TEXT_LIMITS[variant], plan, artifactUrl, memo);
  const top = topBlocks(ctx).map((b) => b());
  // The notice says what the sections left out or cut: it is rendered after them.
  const body = bodyBlocks(ctx).map((b) => blockText(b()));
  const blocks = [...top, notice(ctx, budget), ...body, footer(ctx)];
  return `${blocks.filter((b): b is string => b !== null && b !== '').join('\n\n')}\n`;
}

/** A block of the document: text, none, or text in pieces (a probe run's parts among them). */
type Block = string | null | Iterable<DocPiece>;

/** Heading, reason and run line: the blocks above the notice. */
function topBlocks(ctx: MdContext): (() => string | null)[] {
  return [() => headingLine(ctx.report), () => reasonLine(ctx), () => runLine(ctx)];
}

/** The sections under the notice, in order; each renders when called. */
function bodyBlocks(ctx: MdContext): (() => Block)[] {
  const sections: ((ctx: MdContext) => Block)[] = [
    gateSection,
    retriesSection,
    ignoredSection,
    probesSection,
    complianceSection,
    baselineSection,
    trendSection,
    analysisSection,
    remediationSection,
    failedCasesPieces,
    benchmarkSection,
    warningsSection,
  ];
  return sections.map((section) => () => section(ctx));
}

function blockText(block: Block): string | null {
  return block === null || typeof block === 'string' ? block : piecesText(block);
}

/** Where the full report is: the artifact and the run, or the job's report files. */
function fullReportPointer(ctx: MdContext): string {
  const links: string[] = [];
  if (ctx.artifactUrl) links.push(ctx.link('report artifact', ctx.artifactUrl));
  if (ctx.runUrl) links.push(ctx.link('test run', ctx.runUrl));
  return links.length > 0
    ? `Full report: ${links.join(' · ')}.`
    : 'The full report is in the report files of this job (probe-gate-report.md, probe-gate-report.json).';
}

/** The blockquote at the top that says what was left out or shortened, or null. */
function notice(ctx: MdContext, budget: Budget): string | null {
  const left: string[] = [];
  const o = ctx.omitted;
  if (o.cases > 0) {
    const cap = ctx.plan.casesPerProbe;
    const how = cap === 0 ? 'no test case tables' : `at most ${fmtInt(cap)} shown per probe`;
    left.push(`${plural(o.cases, 'failed or errored test case')} (${how})`);
  }
  if (o.passedProbes > 0) left.push(plural(o.passedProbes, 'passed probe'));
  if (o.newFailures > 0) left.push(`${plural(o.newFailures, 'new failure')} against the baseline`);
  if (o.detailSections > 0) left.push('the AI analysis and remediation sections');
  const lines: string[] = [];
  if (left.length > 0) {
    lines.push(
      `**This ${VARIANT_NOUN[ctx.variant]} was shortened to fit its size limit (${budgetPhrase(budget)}).** Left out: ${left.join('; ')}.`,
    );
  }
  if (ctx.truncated > 0) {
    lines.push(
      `${plural(ctx.truncated, 'long text was', 'long texts were')} cut short (marked …).`,
    );
  }
  if (lines.length === 0) return null;
  lines.push(fullReportPointer(ctx));
  return lines.map((l) => `> ${l}`).join('\n>\n');
}

const SHORT_CHECKS = 10;

/** Heading, reason, run, totals, failed checks and where the full report is. */
function renderShort(
  report: Report,
  variant: MarkdownVariant,
  artifactUrl: string | null,
  budget: Budget,
): string {
  const ctx = new MdContext(report, variant, TEXT_LIMITS.comment, FULL, artifactUrl);
  const blocks = [headingLine(report), reasonLine(ctx), runLine(ctx)];
  blocks.push(
    `> **The full ${VARIANT_NOUN[variant]} did not fit its size limit (${budgetPhrase(budget)}): this is a summary.** ${fullReportPointer(ctx)}`,
  );
  blocks.push(totalsLine(report));
  const ignored = ignoredFindings(report).length;
  if (ignored > 0)
    blocks.push(
      `**Ignored findings:** ${plural(ignored, 'finding')} suppressed by the ignore file (reasons and expiry in the full report).`,
    );
  const failed = report.gate.checks.filter((c) => checkStatus(c) === 'fail');
  if (failed.length > 0) {
    const items = failed
      .slice(0, SHORT_CHECKS)
      .map((c) => `- ${ctx.code(c.id)}${c.warnOnly ? ' (warn-only)' : ''}: ${ctx.line(c.message)}`);
    if (failed.length > SHORT_CHECKS)
      items.push(`- and ${plural(failed.length - SHORT_CHECKS, 'more failed check')}`);
    blocks.push(`**Failed checks**\n\n${items.join('\n')}`);
  }
  blocks.push(footer(ctx));
  return `${blocks.join('\n\n')}\n`;
}

/** The heading and one sentence: fits any budget of at least 1,000 (only our own text). */
function renderMinimal(
  report: Report,
  variant: MarkdownVariant,
  artifactUrl: string | null,
  budget: Budget,
): string {
  const base = `${headingLine(report)}\n\nThe ${VARIANT_NOUN[variant]} did not fit its size limit (${budgetPhrase(budget)}).`;
  const ctx = new MdContext(report, variant, TEXT_LIMITS.comment, FULL, artifactUrl);
  const withLinks = `${base} ${fullReportPointer(ctx)}\n`;
  return fits(withLinks, budget) ? withLinks : `${base}\n`;
}
