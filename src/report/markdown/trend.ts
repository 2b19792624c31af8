/**
 * The trend section: the target's last completed runs as a Unicode sparkline of the fail rate
 * (and of the score where saved reports have earlier scores) and a small table (run, date, failed, fail rate, score), then the failures new, fixed and
 * persistent against the previous run. Only numbers and dates: nothing of the platform's text.
 */
import { fmtInt, fmtPct, fmtScore } from '../format.js';
import type { MdContext } from './markdown-context.js';

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
  out.push(`Fail rate, oldest to this run: \`${trend.sparkline}\``);
  // Earlier scores come only from saved reports: gaps are spaces.
  if (trend.scoreSparkline) out.push('', `Score, oldest to this run: \`${trend.scoreSparkline}\``);
  out.push(
    '',
    '| Run | Date | Failed | Fail rate | Score |',
    '| ---: | --- | ---: | ---: | ---: |',
  );
  const last = trend.runs.length - 1;
  for (const [i, r] of trend.runs.entries()) {
    const id = i === last ? `**${r.testRunId}** (this run)` : String(r.testRunId);
    out.push(
      `| ${id} | ${day(r.executedAt)} | ${fmtInt(r.failed)} of ${fmtInt(r.total)} | ${fmtPct(r.failRate)} | ${fmtScore(r.score)} |`,
    );
  }
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
