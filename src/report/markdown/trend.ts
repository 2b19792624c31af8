/**
 * The trend section: the target's last completed runs as a Unicode sparkline of their failed
 * share (and of the score where saved reports have earlier scores) and a small table (run,
 * date, failed, failed share, score), then the failures new, fixed and persistent against the
 * previous run. Only numbers and dates: nothing of the platform's text.
 */
import { fmtInt, fmtPct, fmtScore } from '../format.js';
import type { MdContext } from './markdown-context.js';

/** What the trend's rate is, said where it is shown (the report's fail rate is another). */
export const FAILED_SHARE_NOTE =
  '*Failed share*: every failed test case over passed and failed ones, accepted risks and ignored findings included (as the platform counts earlier runs); the *fail rate* above counts only failures against the gate.';

/** A date as `2026-11-23`, or `n/a`. */
function day(value: string | null): string {
  const ms = value === null ? NaN : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : 'n/a';
}

/** `### Trend` with the sparkline, the table and the changes; null without a trend. */
export function trendSection(ctx: MdContext): string | null {
  const trend = ctx.report.trend;
  if (!trend || trend.runs.length === 0) return null;
  const n = trend.runs.length;
  const out: string[] = [`### Trend (last ${n} completed ${n === 1 ? 'run' : 'runs'})`];
  // Not the fail rate of the probes and totals: earlier runs' accepted risks and ignored
  // findings are unknown, so every run is shown by what the platform counts for it.
  out.push(`Failed share, oldest to this run: ${ctx.code(trend.sparkline)}`);
  // Earlier scores come only from saved reports: gaps are spaces.
  if (trend.scoreSparkline)
    out.push('', `Score, oldest to this run: ${ctx.code(trend.scoreSparkline)}`);
  out.push(
    '',
    '| Run | Date | Failed | Failed share | Score |',
    '| ---: | --- | ---: | ---: | ---: |',
  );
  const last = trend.runs.length - 1;
  for (const [i, r] of trend.runs.entries()) {
    const id = i === last ? `**${r.testRunId}** (this run)` : String(r.testRunId);
    out.push(
      `| ${id} | ${day(r.executedAt)} | ${fmtInt(r.failed)} of ${fmtInt(r.total)} | ${fmtPct(r.failRate)} | ${fmtScore(r.score)} |`,
    );
  }
  out.push('', FAILED_SHARE_NOTE);
  const c = trend.changes;
  if (c) {
    const since = c.since === null ? 'the previous run' : `run ${c.since}`;
    out.push(
      '',
      `Against ${since}: **${fmtInt(c.new)} new**, ${fmtInt(c.fixed)} fixed, ${fmtInt(c.persistent)} persistent failures.`,
    );
  }
  return out.join('\n');
}
