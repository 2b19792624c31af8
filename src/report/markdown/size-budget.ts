/**
 * Size budgets of the Markdown variants (R14) and the ladder of plans that degrade a report
 * step by step until it fits, in R14's order: no passed probes, then fewer failed test cases
 * per probe, then no AI analysis and remediation, then a short summary with links, then a
 * minimal notice.
 */
import { fmtInt } from '../format.js';

/** Which Markdown document is rendered. */
export type MarkdownVariant = 'file' | 'summary' | 'comment';

/** GitHub rejects an issue or PR comment body over 65,536 characters. */
export const GITHUB_COMMENT_LIMIT_CHARS = 65_536;
/** GitHub rejects a job summary (GITHUB_STEP_SUMMARY of one step) over 1 MiB. */
export const GITHUB_SUMMARY_LIMIT_BYTES = 1_048_576;
/** Default comment budget: leaves room under GitHub's limit for the marker line. */
export const COMMENT_MAX_CHARS = 65_000;
/** Default summary budget in UTF-8 bytes: under 1 MiB with room for other steps' lines. */
export const SUMMARY_MAX_BYTES = 1_000_000;
/** Smallest budget accepted: the short summary must always fit. */
export const MIN_BUDGET = 1_000;

/** A size budget; both limits apply when both are set. */
export interface Budget {
  /** Maximum length in UTF-16 code units (never less than GitHub's count of characters). */
  maxChars?: number;
  /** Maximum length in UTF-8 bytes. */
  maxBytes?: number;
}

/** Default budget of each variant: the file is unlimited. */
export function defaultBudget(variant: MarkdownVariant): Budget {
  if (variant === 'comment') return { maxChars: COMMENT_MAX_CHARS };
  if (variant === 'summary') return { maxBytes: SUMMARY_MAX_BYTES };
  return {};
}

/** Throws a RangeError when a limit is set below {@link MIN_BUDGET} or is not a number. */
export function checkBudget(budget: Budget): void {
  for (const [name, value] of Object.entries(budget)) {
    if (value !== undefined && !(typeof value === 'number' && value >= MIN_BUDGET)) {
      throw new RangeError(`${name} must be a number of at least ${MIN_BUDGET}.`);
    }
  }
}

/** Whether the budget limits anything. */
export function isLimited(budget: Budget): boolean {
  return budget.maxChars !== undefined || budget.maxBytes !== undefined;
}

/** Whether `text` fits the budget. */
export function fits(text: string, budget: Budget): boolean {
  if (budget.maxChars !== undefined && text.length > budget.maxChars) return false;
  // UTF-8 bytes >= UTF-16 units, so the cheap check first.
  if (budget.maxBytes !== undefined && text.length > budget.maxBytes) return false;
  if (budget.maxBytes !== undefined && Buffer.byteLength(text, 'utf8') > budget.maxBytes) {
    return false;
  }
  return true;
}

/** The tightest limit as a phrase: `65,000 characters` or `1,000,000 bytes`. */
export function budgetPhrase(budget: Budget): string {
  const parts: string[] = [];
  if (budget.maxChars !== undefined) parts.push(`${fmtInt(budget.maxChars)} characters`);
  if (budget.maxBytes !== undefined) parts.push(`${fmtInt(budget.maxBytes)} bytes`);
  return parts.join(' and ');
}

/** Per-text length limits (UTF-16 units) in a variant; undefined: no limit. */
export interface TextLimits {
  /** A table cell or a name in a code span. */
  cell?: number;
  /** A one-line text: list item, cluster description, gate reason. */
  line?: number;
  /** A multi-line text: AI overview, remediation details. */
  paragraph?: number;
}

/** Long texts are cut in the summary and the comment; the file keeps everything. */
export const TEXT_LIMITS: Record<MarkdownVariant, TextLimits> = {
  file: {},
  summary: { cell: 300, line: 1_000, paragraph: 10_000 },
  comment: { cell: 120, line: 300, paragraph: 2_000 },
};

/** How much detail a full render shows. */
export interface DetailPlan {
  /** Failed test cases shown per probe (Infinity: all). */
  casesPerProbe: number;
  /** Whether probes without active failures, errors or open state are listed. */
  passedProbes: boolean;
  /** Whether the AI analysis and remediation sections are shown. */
  details: boolean;
}

/** One step of the ladder. */
export type Plan = { kind: 'full'; detail: DetailPlan } | { kind: 'short' } | { kind: 'minimal' };

/** The failed-test-case caps tried, in order, once passed probes are dropped. */
export const CASES_PER_PROBE_STEPS = [
  5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 1, 0,
] as const;

/** The plans tried in order; the first whose rendering fits the budget wins. */
export function planLadder(): Plan[] {
  const all: DetailPlan = { casesPerProbe: Infinity, passedProbes: true, details: true };
  const failedOnly: DetailPlan = { ...all, passedProbes: false };
  return [
    { kind: 'full', detail: all },
    { kind: 'full', detail: failedOnly },
    ...CASES_PER_PROBE_STEPS.map((n): Plan => ({
      kind: 'full',
      detail: { ...failedOnly, casesPerProbe: n },
    })),
    { kind: 'full', detail: { casesPerProbe: 0, passedProbes: false, details: false } },
    { kind: 'short' },
    { kind: 'minimal' },
  ];
}

/**
 * A lower bound of the size of one failed-test-case table row (7 cells, each at least one
 * character, with separators): lets the ladder skip renders that cannot fit.
 */
export const MIN_CASE_ROW_CHARS = 20;
