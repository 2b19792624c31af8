/**
 * The sections of the audit report. Every string of the report is untrusted (platform text,
 * or a saved report someone edited): it reaches the page only through esc/htmlLink.
 */
import {
  caseTriage,
  checkLabel,
  fmtInt,
  fmtScore,
  orderedCases,
  scorePhrase,
  VERDICT_LABELS,
} from '../format.js';
import type { FailedTestCase, ProbeRunReport, Report } from '../model.js';
import { fmtFailRate, fmtRateCi } from '../rates.js';
import { esc, htmlLink, htmlTable } from './escape.js';

/** How many rows the long tables show at most (the JSON report keeps every one). */
export interface RowCaps {
  attacks: number;
  audit: number;
  /** Longest untrusted text in a table cell. */
  cell: number;
}

/**
 * A `<section>` of the report: its start tag with `id`, its `<h2>` heading `title` (both
 * trusted text of this file), then `parts`, one line each (an empty part an empty line).
 */
function section(id: string, title: string, ...parts: string[]): string {
  return [`<section id="${id}">`, `<h2>${title}</h2>`, ...parts, `</section>`].join('\n');
}

/** The table of `rows` under `headers`, or the paragraph `none` (trusted text) without rows. */
function tableOr(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  none: string,
): string {
  return rows.length > 0 ? htmlTable(headers, rows) : `<p>${none}</p>`;
}

const ITEM_WORDS: Record<string, string> = {
  'non-compliant': 'Non-compliant',
  inconclusive: 'Inconclusive',
  'not-tested': 'Not tested',
  compliant: 'Compliant',
};

/** Verdict, reason, run and score, and every gate check. */
export function verdictSection(report: Report): string {
  const v = VERDICT_LABELS[report.gate.verdict];
  const checks = report.gate.checks.map((c) => [
    `<code>${esc(c.id, 200)}</code>`,
    esc(checkLabel(c).word),
    esc(c.message),
  ]);
  return section(
    'verdict',
    'Verdict and reasons',
    `<p class="verdict v-${esc(report.gate.verdict)}">Verdict: ${esc(v.word)}</p>`,
    `<p>${esc(report.gate.reason)}</p>`,
    `<p>Score: ${esc(scorePhrase(report))}. Test cases: ${fmtInt(report.totals.total)} planned, ${fmtInt(report.totals.passed)} passed, ${fmtInt(report.totals.failed)} failed, ${fmtInt(report.totals.errors)} errored.</p>`,
    tableOr(['Check', 'Status', 'Why'], checks, 'No gate checks.'),
  );
}

/** Categories with their scores, and each probe's fail rate with its interval. */
export function categoriesSection(report: Report, caps: RowCaps): string {
  const byCategory = new Map<string, ProbeRunReport[]>();
  for (const p of report.probeRuns) {
    const key = p.category ?? 'Uncategorised';
    byCategory.set(key, [...(byCategory.get(key) ?? []), p]);
  }
  const rows = [...byCategory].flatMap(([category, probes]) =>
    probes.map((p, i) => [
      i === 0 ? esc(category, caps.cell) : '',
      i === 0 ? esc(fmtScore(report.scores.categories[category] ?? null)) : '',
      esc(p.name, caps.cell),
      fmtInt(p.passed + p.failed),
      esc(fmtFailRate(p)),
      esc(p.failRateInterval ? fmtRateCi(p) : 'n/a'),
    ]),
  );
  return section(
    'categories',
    'Categories and fail rates with intervals',
    tableOr(
      ['Category', 'Score', 'Probe', 'Judged', 'Fail rate', 'Interval'],
      rows,
      'No per-probe results.',
    ),
  );
}

/** The framework matrix and every item of every edition. */
export function frameworkSection(report: Report, caps: RowCaps): string {
  const frameworks = report.compliance ?? [];
  const count = (f: (typeof frameworks)[number], v: string): string =>
    String(f.items.filter((i) => i.verdict === v).length);
  const matrix = frameworks.map((f) => [
    `<code>${esc(f.key, 100)}</code>`,
    ...Object.keys(ITEM_WORDS).map((v) => count(f, v)),
  ]);
  const details = frameworks.map((f) =>
    [
      `<h3>${esc(f.title, 200)} (<code>${esc(f.key, 100)}</code>, mapping v${esc(String(f.mappingVersion))})</h3>`,
      htmlTable(
        ['Item', 'Verdict', 'Probes', 'Why'],
        f.items.map((i) => [
          `<code>${esc(i.id, 100)}</code> ${esc(i.name, 200)}`,
          `<span class="i-${esc(i.verdict)}">${esc(ITEM_WORDS[i.verdict] ?? i.verdict)}</span>`,
          esc(i.probes.join(', '), caps.cell),
          esc(i.reason, caps.cell),
        ]),
      ),
      f.unmapped.length > 0
        ? `<p class="note">Unmapped in this edition: ${esc(f.unmapped.join(', '), caps.cell * 4)}.</p>`
        : '',
    ].join('\n'),
  );
  return section(
    'frameworks',
    'Framework matrix',
    `<p class="note">Probe-gate's own mapping, versioned per edition: a mapped probe tests for an item; a verdict is evidence from this run, not proof of compliance.</p>`,
    tableOr(
      ['Framework', ...Object.values(ITEM_WORDS)],
      matrix,
      'No framework items in this report.',
    ),
    ...details,
  );
}

/** The target's last completed runs. */
export function trendSection(report: Report): string {
  const runs = report.trend?.runs ?? [];
  const rows = runs.map((r) => [
    esc(String(r.testRunId)),
    esc(r.executedAt ?? '—', 40),
    `${fmtInt(r.failed)} of ${fmtInt(r.total)}`,
    esc(r.failRate === null ? '—' : `${(r.failRate * 100).toFixed(1)}%`),
    esc(fmtScore(r.score)),
  ]);
  return section(
    'trend',
    'Trend',
    tableOr(['Run', 'Date', 'Failed', 'Failed share', 'Score'], rows, 'No trend in this report.'),
  );
}

/** Every probe run's failed test cases: the analysis's critical ones first, then the rest. */
export function attackOrder(
  report: Report,
): { probe: ProbeRunReport; tc: FailedTestCase; critical: boolean }[] {
  const critical: { probe: ProbeRunReport; tc: FailedTestCase; critical: boolean }[] = [];
  const rest: typeof critical = [];
  for (const probe of report.probeRuns) {
    const ids = new Set(
      (probe.aiAnalysis?.clusters ?? []).flatMap((c) => c.criticalTestCaseIds ?? []),
    );
    for (const tc of orderedCases(probe.failedTestCases)) {
      if (caseTriage(tc) !== 'active') continue;
      const isCritical = tc.id !== null && ids.has(tc.id);
      (isCritical ? critical : rest).push({ probe, tc, critical: isCritical });
    }
  }
  return critical.concat(rest);
}

/** Failing attacks, critical first, at most `caps.attacks`. */
export function attacksSection(report: Report, caps: RowCaps): string {
  const all = attackOrder(report);
  const rows = all
    .slice(0, caps.attacks)
    .map(({ probe, tc, critical }) => [
      critical ? '<strong>critical</strong>' : '',
      esc(probe.name, caps.cell),
      `<code>${esc(tc.attackId ?? '—', caps.cell)}</code>`,
      esc(tc.strategy ?? '—', caps.cell),
      esc(tc.redTeamer ?? '—', caps.cell),
      esc(tc.variation ?? '—', caps.cell),
    ]);
  const left = all.length - rows.length;
  return section(
    'attacks',
    'Failing attacks',
    tableOr(
      ['AI analysis', 'Probe', 'Attack', 'Strategy', 'Red teamer', 'Variation'],
      rows,
      'No attack counted as a failure.',
    ),
    left > 0
      ? `<p class="note">${fmtInt(left)} more failing attacks are in the JSON report.</p>`
      : '',
  );
}

/** Remediation tasks with their state on the platform. */
export function remediationSection(report: Report, caps: RowCaps): string {
  const rows = report.probeRuns.flatMap((p) =>
    p.remediation.map((t) => [
      esc(p.name, caps.cell),
      esc(t.name, caps.cell),
      t.completed ? 'completed' : 'open',
      esc(t.appliedBy ?? '—', caps.cell),
      esc(t.appliedDate ?? '—', 40),
      esc(t.details ?? '', caps.cell),
    ]),
  );
  return section(
    'remediation',
    'Remediation tasks',
    tableOr(
      ['Probe', 'Task', 'State', 'Applied by', 'Applied', 'Details'],
      rows,
      'No remediation tasks.',
    ),
  );
}

/** Who accepted or edited which finding on the platform and when, and the ignore file's entries. */
export function auditSection(report: Report, caps: RowCaps): string {
  const entries = report.probeRuns.flatMap((p) =>
    (p.audit ?? []).map((a) => [
      esc(p.name, caps.cell),
      `<code>${esc(a.attackId ?? (a.testCaseId === null ? '—' : String(a.testCaseId)), caps.cell)}</code>`,
      a.action === 'risk-accepted' ? 'risk accepted' : 'status edited',
      esc(a.by ?? 'unknown', caps.cell),
      esc(a.at ?? '—', 40),
    ]),
  );
  const ignored = report.probeRuns.flatMap((p) =>
    p.failedTestCases
      .filter((tc) => tc.ignored !== null)
      .map((tc) => [
        esc(p.name, caps.cell),
        `<code>${esc(tc.attackId ?? '—', caps.cell)}</code>`,
        'ignored (ignore file)',
        esc(tc.ignored?.reason ?? '', caps.cell),
        esc(tc.ignored?.expires ?? '—', 40),
      ]),
  );
  const rows = [...entries, ...ignored];
  const shown = rows.slice(0, caps.audit);
  return section(
    'audit',
    'Audit trail',
    tableOr(
      ['Probe', 'Finding', 'Action', 'By (or reason)', 'When (or expiry)'],
      shown,
      'No finding was accepted, edited or ignored.',
    ),
    rows.length > shown.length
      ? `<p class="note">${fmtInt(rows.length - shown.length)} more entries are in the JSON report.</p>`
      : '',
  );
}

/** The run's header line: target, run and links (our URLs only). */
export function runLine(report: Report): string {
  const target = report.platform.targetName ?? `target ${report.platform.targetId}`;
  const run = report.testRun.id === null ? 'no test run' : `test run ${report.testRun.id}`;
  return `<p>${esc(target, 200)} · ${htmlLink(run, report.links.run ?? report.testRun.url)} · ${esc(report.generatedAt, 40)}</p>`;
}
