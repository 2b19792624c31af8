/**
 * The retries section (retry-failed): every test run of the scan, with its link,
 * probes, own counts and the verdict on the counts pooled up to it, then how the verdict was
 * decided. Run and probe names are untrusted text: code spans and escaped cells only (R12).
 */
import { fmtInt } from '../format.js';
import type { ScanRun } from '../model.js';
import { table, type MdContext } from './markdown-context.js';

function runCell(ctx: MdContext, r: ScanRun): string {
  const id = r.testRunId === null ? 'not started' : ctx.link(`run ${r.testRunId}`, r.url);
  return r.attempt === 0 ? `${id} (first)` : `${id} (retry ${r.attempt})`;
}

function countsCell(r: ScanRun): string {
  const c = r.counts;
  if (c === null) return '—';
  return `${fmtInt(c.failed)} failed, ${fmtInt(c.passed)} passed, ${fmtInt(c.errors)} errors of ${fmtInt(c.total)}`;
}

/** `### Retries` with one row per run and the decision; null when retry-failed is off. */
export function retriesSection(ctx: MdContext): string | null {
  const retries = ctx.report.retries;
  if (!retries) return null;
  const rows = retries.runs.map((r) => [
    runCell(ctx, r),
    ctx.cell(r.name),
    r.probes === null ? 'configured probes' : ctx.cell(r.probes.join(', ')),
    r.timedOut ? `${r.status} (deadline passed)` : r.status,
    countsCell(r),
    r.verdict === null ? 'not pooled' : `**${r.verdict}**`,
  ]);
  const head = `### Retries (retry-failed ${retries.allowed})`;
  const grid = table(['Run', 'Name', 'Probes', 'State', 'Own counts', 'Verdict after it'], rows);
  return `${head}\n\n${ctx.line(retries.decision)}\n\n${grid}`;
}
