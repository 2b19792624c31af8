/** Text and JSON views of a {@link SoakSummary}, for the test output and scripts/soak.ts. */
import type { ScanRecord, SoakSummary } from './soak-harness.js';

const row = (label: string, value: string | number): string => `${label.padEnd(34)} ${value}`;

/** The summary as an aligned two-column table, then the first problems in detail. */
export function formatSoakTable(s: SoakSummary): string {
  const kinds = Object.entries(s.faultsInjected)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const lines = [
    row('scans', s.scans === s.requested ? s.scans : `${s.scans} of ${s.requested}`),
    row('  of which timeout-and-cancel', s.timeoutScenarios),
    row('requests to the faulty sandboxes', s.requests),
    row('faults injected', `${s.totalFaults} (${pct(s.totalFaults, s.requests)} of requests)`),
    row('  by kind', kinds || 'none'),
    row('  on the trigger', kindsOf(s, 'triggerTestRun')),
    row('  on the status endpoint', kindsOf(s, 'getTestRunStatus')),
    row('  on cancel', kindsOf(s, 'cancelTestRun')),
    row('  lagging run list', 'yes (the faulty sandbox)'),
    row('  cancels failing first', `${s.failedCancelScans} scans`),
    row('  a report that cannot be written', `${s.reportInTheWayScans} scans`),
    row('verdict mismatches', s.verdictMismatches),
    row('duplicate runs', s.duplicateRuns),
    row('lost runs', s.lostRuns),
    row('orphaned runs (after post)', s.orphanedRuns),
    row('  runs the post step cancelled', s.postCancels),
    row('hung steps (deadline + 15 s)', s.hungSteps),
    row('truncated reports left', s.truncatedReports),
    row('key leaks', s.keyLeaks),
    row('deadline overruns', s.deadlineOverruns),
    row('timed-out runs left uncancelled', s.uncancelledTimeouts),
    row('crashes (not a Platform/ScanError)', s.crashes),
    row('reference failures', s.referenceFailures),
    row('retries before Retry-After', s.retryAfterViolations),
    row('probe runs from status counts', s.degradedProbeRuns),
    row('scan time p50 / p95 / max', `${s.scanMs.p50} / ${s.scanMs.p95} / ${s.scanMs.max} ms`),
    row('wall time', `${(s.wallMs / 1000).toFixed(1)} s`),
  ];
  for (const p of s.problems.slice(0, 10)) lines.push(describeProblem(p));
  return lines.join('\n');
}

function kindsOf(s: SoakSummary, endpoint: keyof SoakSummary['faultsByEndpoint']): string {
  const kinds = Object.entries(s.faultsByEndpoint[endpoint] ?? {});
  return kinds.length === 0 ? 'none' : kinds.map(([k, n]) => `${k} ${n}`).join(', ');
}

const pct = (n: number, of: number): string =>
  of === 0 ? '0%' : `${((100 * n) / of).toFixed(1)}%`;

/** One line per problem scan: seed, role and what went wrong. */
export function describeProblem(r: ScanRecord): string {
  const what = [
    ...r.mismatches,
    r.duplicateRuns > 0 ? `${r.duplicateRuns} duplicate run(s)` : '',
    r.lostRuns > 0 ? 'run lost' : '',
    r.overran ? `overran (${r.got.durationMs} ms)` : '',
    r.uncancelled ? 'not cancelled' : '',
    r.orphanedRuns > 0 ? `${r.orphanedRuns} orphaned run(s)` : '',
    r.truncatedReports > 0 ? `${r.truncatedReports} truncated report(s)` : '',
    r.hung ? 'hung' : '',
    r.got.keyHits.length > 0 ? `key in ${r.got.keyHits.join(', ')}` : '',
    r.got.crashed ? `crash: ${r.got.error}` : '',
    r.got.retryAfterViolations > 0 ? 'retried before Retry-After' : '',
  ].filter((x) => x !== '');
  return `  problem: scan ${r.index} (seed ${r.seed}, ${r.role}): ${what.join('; ')}`;
}

/** The summary without per-scan detail, for `--json`. */
export function soakJson(s: SoakSummary): Record<string, unknown> {
  const { problems, ...rest } = s;
  return { ...rest, problems: problems.map(describeProblem).map((l) => l.trim()) };
}
