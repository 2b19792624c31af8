/**
 * The top half of the Markdown report: heading with the verdict, the target and run line,
 * the gate checks, the probe table with totals, and the baseline comparison.
 */
import {
  activeFailures,
  checkLabel,
  fmtDelta,
  fmtDuration,
  fmtInt,
  fmtPct,
  fmtScore,
  ignoredFindings,
  judgedRun,
  probeOutcome,
  probeOutcomeLabel,
  scorePhrase,
  VERDICT_LABELS,
} from '../format.js';
import { fmtErrorRate, fmtRateCi, fmtRatio } from '../rates.js';
import { plural, table, type MdContext } from './markdown-context.js';
import { type GateCheck, type ProbeRunReport, type Report } from '../model.js';

/**
 * `## ❌ probe-gate: FAIL — score 34/100 (HIGH risk)`: only numbers and our own words. An
 * error or timeout says the run did not complete instead of showing a score (R10).
 */
export function headingLine(report: Report): string {
  const v = VERDICT_LABELS[report.gate.verdict];
  const score = judgedRun(report.gate.verdict)
    ? `score ${scorePhrase(report)}`
    : 'the test run did not complete with valid results (no score)';
  return `## ${v.emoji} probe-gate: ${v.word} — ${score}`;
}

/**
 * The one-line reason of the verdict and which score was gated and why (R20); both quote
 * probe and category names: untrusted.
 */
export function reasonLine(ctx: MdContext): string {
  const why = `**Why:** ${ctx.line(ctx.report.gate.reason)}`;
  const source = ctx.report.scores.source;
  if (!source || !judgedRun(ctx.report.gate.verdict)) return why;
  return `${why}

**Score:** ${ctx.line(source.reason)}`;
}

const IGNORED_ROWS = 50;

/** Every finding the ignore file suppressed, with the entry's reason and expiry (visible, never silent). */
export function ignoredSection(ctx: MdContext): string | null {
  const found = ignoredFindings(ctx.report);
  if (found.length === 0) return null;
  const rows = found
    .slice(0, IGNORED_ROWS)
    .map(({ probe, tc }) => [
      ctx.cell(probe),
      tc.attackId === null ? '—' : ctx.cell(tc.attackId),
      ctx.cell(tc.ignored?.reason ?? ''),
      tc.ignored?.expires ? ctx.cell(tc.ignored.expires) : 'never',
    ]);
  const more =
    found.length > IGNORED_ROWS
      ? `\n\n…and ${found.length - IGNORED_ROWS} more in the JSON report.`
      : '';
  return `### Ignored findings (${fmtInt(found.length)})\n\nSuppressed by the ignore file; not counted against the gate.\n\n${table(['Ignored in probe', 'Attack', 'Reason', 'Expires'], rows)}${more}`;
}

/** Target, test run (linked to the web UI), state and duration. */
export function runLine(ctx: MdContext): string {
  const { platform, testRun } = ctx.report;
  const target = platform.targetName === null ? '' : `${ctx.code(platform.targetName)} `;
  const parts = [
    `**Target:** ${target}(id ${platform.targetId}, workspace ${platform.workspaceId})`,
  ];
  const runName = testRun.name === null ? '' : ` ${ctx.code(testRun.name)}`;
  const runId = testRun.id === null ? 'not started' : ctx.link(`run ${testRun.id}`, ctx.runUrl);
  parts.push(`**Test run:** ${runId}${runName}`);
  const raw = testRun.rawStatus && testRun.rawStatus.toLowerCase() !== testRun.status;
  parts.push(`**State:** ${testRun.status}${raw ? ` (${ctx.code(testRun.rawStatus ?? '')})` : ''}`);
  const duration = fmtDuration(testRun.durationSeconds);
  if (duration) parts.push(`**Duration:** ${duration}`);
  const profile = ctx.report.profile;
  if (profile) parts.push(`**Profile:** ${profileText(ctx, profile)}`);
  return parts.join(' · ');
}

/** Which profile applied and why: `pull_request` (+ `default`), from the event's source. */
function profileText(ctx: MdContext, p: NonNullable<Report['profile']>): string {
  const applied = p.applied.length === 0 ? 'none' : p.applied.map((a) => ctx.code(a)).join(' + ');
  const event = p.event === null ? 'no known event' : `event ${ctx.code(p.event)}`;
  const from = p.eventSource === null ? '' : ` from ${ctx.code(p.eventSource)}`;
  return `${applied} (${event}${from})`;
}

const RATE_INPUTS = new Set(['max-fail-rate', 'max-error-rate']);

function checkValue(ctx: MdContext, check: GateCheck, value: GateCheck['actual']): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return RATE_INPUTS.has(check.input) ? fmtPct(value) : fmtInt(value);
  return ctx.cell(value);
}

/** The gate checks table: check, threshold, actual value, result. */
export function gateSection(ctx: MdContext): string {
  const { checks } = ctx.report.gate;
  if (checks.length === 0) return '### Gate checks\n\nNo gate checks were configured.';
  const rows = checks.map((c) => [
    ctx.cell(c.id),
    checkValue(ctx, c, c.threshold),
    checkValue(ctx, c, c.actual),
    checkLabel(c).icon,
  ]);
  return `### Gate checks\n\n${table(['Check', 'Threshold', 'Actual', 'Result'], rows)}`;
}

/** The probes shown under the current plan (passed ones may be left out). */
export function shownProbes(ctx: MdContext): ProbeRunReport[] {
  if (ctx.plan.passedProbes) return ctx.report.probeRuns;
  return ctx.report.probeRuns.filter((p) => probeOutcome(p) !== 'passed');
}

function probeDelta(report: Report, probe: ProbeRunReport): string {
  const d = report.baseline?.probeDeltas.find((x) => x.name === probe.name);
  return d ? fmtDelta(d.delta) : '—';
}

/** The fail rate's definition, stated once under the probe table. */
export const FAIL_RATE_NOTE =
  '*Fail rate*: failed test cases that count against the gate (ignored ones never, accepted ones only with `count-accepted-risk`) over passed and failed test cases.';

/**
 * A probe's status: when the gate passed, a probe with findings is not shown as a failure
 * (a red mark under a green verdict reads as a contradiction), only as its count.
 */
function statusCell(report: Report, p: ProbeRunReport): string {
  if (report.gate.verdict === 'pass' && probeOutcome(p) === 'failed')
    return plural(p.failed, 'finding');
  return probeOutcomeLabel(p);
}

/** The probe table, the passed probes left out (if any) and the totals line. */
export function probesSection(ctx: MdContext): string {
  const { report } = ctx;
  const out: string[] = ['### Probes'];
  const probes = shownProbes(ctx);
  const left = report.probeRuns.length - probes.length;
  ctx.omitted.passedProbes = left;
  if (report.probeRuns.length === 0) {
    out.push(
      report.perProbeDetail
        ? 'The test run has no probe runs.'
        : 'Per-probe detail was unavailable: only run-level counts are known.',
    );
  } else if (probes.length > 0) {
    const headers = ['Probe', 'Category', 'Status', 'Passed', 'Failed', 'Errors'];
    headers.push('Accepted / ignored', 'Fail rate');
    if (report.baseline) headers.push('Δ failed vs baseline');
    const rows = probes.map((p) => {
      const name = p.url ? `${ctx.cell(p.name)} ${ctx.link('↗', p.url)}` : ctx.cell(p.name);
      const row = [name, ctx.cell(p.category), statusCell(report, p), fmtInt(p.passed)];
      row.push(fmtInt(p.failed), fmtInt(p.errors), `${fmtInt(p.accepted)} / ${fmtInt(p.ignored)}`);
      row.push(fmtRateCi(p));
      if (report.baseline) row.push(probeDelta(report, p));
      return row;
    });
    out.push(table(headers, rows));
    out.push(FAIL_RATE_NOTE);
  }
  if (left > 0) out.push(`${plural(left, 'passed probe is', 'passed probes are')} not listed.`);
  out.push(totalsLine(report));
  return out.join('\n\n');
}

/** `**Totals:** 100 test cases · 86 passed · 11 failed (1 accepted, 1 ignored) · ...`. */
export function totalsLine(report: Report): string {
  const t = report.totals;
  const triage =
    t.accepted + t.ignored > 0
      ? ` (${fmtInt(t.accepted)} accepted, ${fmtInt(t.ignored)} ignored)`
      : '';
  return [
    `**Totals:** ${plural(t.total, 'test case')}`,
    `${fmtInt(t.processed)} processed`,
    `${fmtInt(t.passed)} passed`,
    `${fmtInt(t.failed)} failed${triage}`,
    `${plural(t.errors, 'error')}`,
    `fail rate ${fmtRateCi(t)}`,
    `error rate ${fmtErrorRate(t)}`,
  ].join(' · ');
}

/** New failures listed even when the plan shows no test cases. */
const NEW_FAILURES_FLOOR = 20;

/** Score delta, new failures (capped like test cases) and category deltas. */
export function baselineSection(ctx: MdContext): string | null {
  const b = ctx.report.baseline;
  if (!b) return null;
  const out: string[] = ['### Baseline'];
  const pool = poolLine(ctx, b);
  if (b.skipReason) {
    out.push(ctx.line(b.skipReason));
    if (pool) out.push(pool);
    return out.join('\n\n');
  }
  const what =
    b.pool && b.pool.runs.length > 1
      ? `${b.pool.runs.length} pooled runs`
      : b.testRunId === null
        ? `a saved ${b.source === 'file' ? 'report' : 'run'}`
        : `run ${b.testRunId}`;
  const ref = b.reference ? ` ${ctx.code(b.reference)}` : '';
  const score =
    b.overallScore === null
      ? 'no baseline score'
      : `score ${fmtScore(b.overallScore)} → ${fmtScore(ctx.report.scores.overall)} (**${fmtDelta(b.scoreDelta)}**)`;
  out.push(`Compared with ${what}${b.pool && b.pool.runs.length > 1 ? '' : ref}: ${score}.`);
  if (pool) out.push(pool);
  const n = b.newFailures?.length ?? 0;
  if (b.newFailures === null) {
    out.push('New failures could not be compared: one side has no per-probe detail.');
  } else if (n === 0) {
    out.push('No new failures against the baseline.');
  } else {
    // New failures are what a PR broke: a few stay even when test case tables go.
    const cap = Math.min(n, Math.max(ctx.plan.casesPerProbe, NEW_FAILURES_FLOOR));
    ctx.omitted.newFailures = n - cap;
    const shown = cap < n ? ` (${fmtInt(cap)} shown)` : '';
    out.push(
      `**${plural(n, 'new failure')}**${shown}: attacks that fail now and passed or were absent in the baseline.`,
    );
    if (cap > 0) {
      const rows = b.newFailures
        .slice(0, cap)
        .map((f) => [ctx.cell(f.probe), ctx.cell(f.attackId)]);
      out.push(table(['Probe', 'Attack'], rows));
    }
  }
  if (b.categoryDeltas.length > 0) {
    const rows = b.categoryDeltas.map((d) => [
      ctx.cell(d.name),
      fmtScore(d.baseline),
      fmtScore(d.current),
      fmtDelta(d.delta),
    ]);
    out.push(table(['Category', 'Baseline', 'Now', 'Δ'], rows));
  }
  const tests = probeTestsTable(ctx, b);
  if (tests) out.push(tests);
  return out.join('\n\n');
}

/** The runs a pooled baseline used and their between-run spread; null for other baselines. */
function poolLine(ctx: MdContext, b: NonNullable<Report['baseline']>): string | null {
  const p = b.pool;
  if (!p || p.runs.length === 0) return null;
  const where = p.branch === null ? '' : ` of branch ${ctx.code(p.branch)}`;
  const runs = p.runs.map((r) => `${r.testRunId} (${fmtScore(r.overallScore)})`).join(', ');
  const range = p.scoreRange
    ? `; scores ${fmtScore(p.scoreRange[0])}–${fmtScore(p.scoreRange[1])}`
    : '';
  const widest = [...p.probeSpread].sort((x, y) => y.high - y.low - (x.high - x.low))[0];
  const spread = widest
    ? `; widest spread ${ctx.code(widest.name)} ${fmtPct(widest.low)}–${fmtPct(widest.high)} fail rate`
    : '';
  return `Baseline runs${where} (run id and score): ${runs}${range}${spread}.`;
}

const side = (s: { failed: number; judged: number } | null): string =>
  s === null
    ? '—'
    : `${fmtInt(s.failed)}/${fmtInt(s.judged)}${s.judged > 0 ? ` (${fmtRatio(s.failed, s.judged)})` : ''}`;

/** The per-probe significance tests: counts, p-value and decision of each probe. */
function probeTestsTable(ctx: MdContext, b: NonNullable<Report['baseline']>): string | null {
  const tests = b.probeTests;
  if (!tests || tests.length === 0) return null;
  const conf = `${Math.round((b.testConfidence ?? 0.95) * 1000) / 10}%`;
  const rows = tests.map((t) => [
    ctx.cell(t.name),
    side(t.baseline),
    side(t.current),
    t.pValue === null ? '—' : t.pValue < 0.0001 ? '< 0.0001' : String(t.pValue),
    t.significantRise ? `**${t.decision}**` : t.decision,
  ]);
  const head = `Failed share per probe against the baseline (every failed test case over passed and failed ones, accepted and ignored included; exact conditional test at ${conf} confidence, Holm over the probes):`;
  return `${head}\n\n${table(['Probe', 'Baseline', 'Now', 'p', 'Change'], rows)}`;
}

/** Probes with active failures, for the short summary. */
export function failingProbeCount(report: Report): number {
  return report.probeRuns.filter((p) => activeFailures(p) > 0).length;
}
