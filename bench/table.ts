/** The bench's result table: one row per comparison, printed as aligned text. */

/** One comparison: the tool against an alternative, and the target when there is one. */
export interface Row {
  /** What is measured, with its unit. */
  measure: string;
  tool: number;
  /** The alternative's figure; null when there is none (a count, a size). */
  alternative: number | null;
  /** What the alternative is. */
  vs: string;
  /** Target in words (e.g. "<= 0.25x"), or "" when the row only informs. */
  target: string;
  /** Whether the target is met; null when there is no target. */
  ok: boolean | null;
  /** Show tool / alternative (true) or tool - alternative (false). Default true. */
  ratio?: boolean;
}

const fmt = (v: number | null, digits = 2): string => {
  if (v === null || Number.isNaN(v)) return '-';
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString('en-US');
  return String(Math.round(v * 10 ** digits) / 10 ** digits);
};

/** The comparison column: a ratio (x) or a difference (+/-). */
function compare(r: Row): string {
  if (r.alternative === null) return '-';
  if (r.ratio === false) {
    const d = r.tool - r.alternative;
    return `${d >= 0 ? '+' : ''}${fmt(d)}`;
  }
  return r.alternative === 0 ? '-' : `${fmt(r.tool / r.alternative, 3)}x`;
}

/** Aligned text table. */
export function renderTable(rows: Row[]): string {
  const head = ['measure', 'tool', 'alternative', 'vs', 'ratio', 'target', 'ok'];
  const body = rows.map((r) => [
    r.measure,
    fmt(r.tool),
    fmt(r.alternative),
    r.vs,
    compare(r),
    r.target || '-',
    r.ok === null ? '-' : r.ok ? 'ok' : 'MISS',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 3 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
