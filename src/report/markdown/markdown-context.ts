/**
 * What every Markdown section needs: the variant, its text limits and detail plan, our own
 * links, and sanitisers that apply the limits and count what they cut (so the document can
 * say so). Also the small block builders (tables, collapsible blocks).
 */
import { fmtInt, orderedCases } from '../format.js';
import type { FailedTestCase, ProbeRunReport, Report } from '../model.js';
import { cleanText, inlineCode, plainText, safeLinkUrl, tableCell } from '../sanitize.js';
import type { DetailPlan, MarkdownVariant, TextLimits } from './size-budget.js';

/**
 * Work shared by the attempts of one size ladder (one renderMarkdown call, one variant, so
 * one set of text limits): each failed test case's table row is sanitised once, and an
 * attempt whose rows alone exceed the budget stops early ({@link BudgetExceeded}).
 */
export class LadderMemo {
  /**
   * Per probe: its test cases in reading order, and the table rows made so far, by rank, with
   * the number of texts cut while making each. Arrays by rank, not a map by test case: the
   * rows are made and read rank by rank.
   */
  readonly probes = new Map<ProbeRunReport, ProbeRows>();

  constructor(
    /** Length (UTF-16 units) no attempt may exceed: the tightest limit, or Infinity. */
    readonly maxChars = Infinity,
  ) {}
}

/** A probe's failed test cases, and the rows of the first ones in reading order made so far. */
export class ProbeRows {
  #ordered: FailedTestCase[] | null = null;
  readonly lines: string[] = [];
  readonly truncated: number[] = [];

  constructor(readonly cases: readonly FailedTestCase[]) {}

  /** How many rows the probe has: one per failed case. */
  get count(): number {
    return this.cases.length;
  }

  /** The cases in reading order. */
  get ordered(): readonly FailedTestCase[] {
    this.#ordered ??= orderedCases(this.cases);
    return this.#ordered;
  }
}

/** Distinct cell texts one attempt remembers (see MdContext.cell). */
const CELL_MEMO_MAX = 4096;

/** Thrown while rendering an attempt that already cannot fit its budget. */
export class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
}

/**
 * Untrusted text made safe for Markdown at a variant's limits, counting what was cut. All a
 * failed-case table row needs: the Markdown file's rows are also rendered from a probe run
 * alone (its part of the file, format.ts `Section`), without the report.
 */
export class MdText {
  /** How many untrusted texts were cut to their variant's limit. */
  truncated = 0;

  constructor(
    /** Length limits of untrusted texts in this variant. */
    readonly limits: TextLimits,
  ) {}

  private count(text: string, limit: number | undefined, lineBreaks: 'space' | 'keep'): number {
    if (limit !== undefined && cleanText(text, { lineBreaks }).length > limit) this.truncated += 1;
    return limit ?? Infinity;
  }

  /** Untrusted text as a code span, cut at the cell limit. */
  code(text: string): string {
    return inlineCode(text, { maxLength: this.count(text, this.limits.cell, 'space') });
  }

  /**
   * Each distinct cell text of this attempt, made once: a huge run's rows repeat a few
   * strategies, red teamers, variations and label sets. Bounded; a text that was
   * cut still counts as cut each time it is shown.
   */
  private readonly cells = new Map<string, { out: string; cut: boolean }>();

  /** Untrusted text as a table cell (code span, pipes escaped), cut at the cell limit. */
  cell(text: string | null | undefined): string {
    if (text === null || text === undefined || text === '') return '—';
    const known = this.cells.get(text);
    if (known !== undefined) {
      if (known.cut) this.truncated += 1;
      return known.out;
    }
    const before = this.truncated;
    const out = this.uniqueCell(text);
    if (this.cells.size < CELL_MEMO_MAX)
      this.cells.set(text, { out, cut: this.truncated !== before });
    return out;
  }

  /**
   * {@link cell} of a text that does not repeat (an attack id): made without the memo, which
   * would only hash it and fill up with texts never seen again.
   */
  uniqueCell(text: string | null | undefined): string {
    if (text === null || text === undefined || text === '') return '—';
    return tableCell(text, { maxLength: this.count(text, this.limits.cell, 'space') });
  }

  /** Untrusted prose on one line (list items, table cells: pipes are escaped too). */
  line(text: string): string {
    const maxLength = this.count(text, this.limits.line, 'space');
    return plainText(text, { singleLine: true, maxLength });
  }

  /** Untrusted prose with paragraphs. */
  paragraph(text: string): string {
    return plainText(text, { maxLength: this.count(text, this.limits.paragraph, 'keep') });
  }
}

/** Rendering state of one attempt of the size ladder. */
export class MdContext extends MdText {
  /** What the plan left out, for the notice at the top. */
  readonly omitted = { cases: 0, passedProbes: 0, newFailures: 0, detailSections: 0 };
  constructor(
    /** The report rendered; every string in it is untrusted. */
    readonly report: Report,
    /** Which document: file, job summary or PR comment. */
    readonly variant: MarkdownVariant,
    /** Length limits of untrusted texts in this variant. */
    limits: TextLimits,
    /** How much detail this attempt of the size ladder shows. */
    readonly plan: DetailPlan,
    /** The artifact's URL (option or report.links.artifact), validated. */
    readonly artifactUrl: string | null,
    /** Work shared with the other attempts of the same ladder; null for a single render. */
    readonly memo: LadderMemo | null = null,
  ) {
    super(limits);
  }

  /** Whether long sections are folded in `<details>` (summary and comment). */
  get collapsible(): boolean {
    return this.variant !== 'file';
  }

  /** The test run's page in the web UI, validated. */
  get runUrl(): string | null {
    return safeLinkUrl(this.report.links.run ?? this.report.testRun.url);
  }

  /** A link to one of our URLs, or the bare text when the URL is missing or invalid. */
  link(text: string, url: string | null | undefined): string {
    const href = safeLinkUrl(url);
    return href === null ? text : `[${text}](${href})`;
  }

  /** Wraps a block in `<details>` (summary and comment) with our own summary text. */
  fold(summary: string, body: string): string {
    const [open, close] = this.foldParts(summary);
    return `${open}${body}${close}`;
  }

  /** What {@link fold} puts before and after the block (empty in the file). */
  foldParts(summary: string): [open: string, close: string] {
    if (!this.collapsible) return ['', ''];
    // Only our own words go into the HTML: no untrusted text, no `<`, `&` or `#123`.
    const safe = summary.replace(/[<>&]/g, '');
    return [`<details>\n<summary>${safe}</summary>\n\n`, '\n\n</details>'];
  }
}

/** A GFM table; cells must already be sanitised (no line breaks, pipes escaped). */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [tableRow(headers), tableRow(headers.map(() => '---')), ...rows.map(tableRow)].join('\n');
}

/** One GFM table row; cells must already be sanitised. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** `1 probe` / `2 probes`. */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${fmtInt(n)} ${n === 1 ? word : pluralWord}`;
}
