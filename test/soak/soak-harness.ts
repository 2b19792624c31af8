/**
 * The soak harness (RELIABILITY.md R1-R11 under load): many complete scans
 * through sandboxes that inject faults, each compared with a fault-free scan
 * of the same seed. Shared by test/soak/soak.test.ts and scripts/soak.ts.
 */
import type { EndpointName } from '../../src/api/index.js';
import { FAULT_KINDS, RUN_STATUS, type FaultKind } from '../../src/sandbox/index.js';
import { sandboxPair, scanOnce, type ScanFigures, type ScanObservation } from './soak-scan.js';
import { DEFAULT_SOAK_SETTINGS, referenceSettings, type SoakSettings } from './soak-settings.js';

export { DEFAULT_SOAK_SETTINGS, SOAK_FAULTS, type SoakSettings } from './soak-settings.js';

/** One comparison: what went wrong, if anything. */
export interface ScanRecord {
  index: number;
  seed: number;
  role: string;
  /** A long run against a short deadline: both sides must time out and cancel. */
  timeoutScenario: boolean;
  expected: ScanFigures | null;
  got: ScanObservation;
  /** Fields that differ from the reference ("verdict: pass != error", ...). */
  mismatches: string[];
  duplicateRuns: number;
  lostRuns: number;
  overran: boolean;
  /** A timed-out run the scan started but that was not cancelled at the end. */
  uncancelled: boolean;
  /** Runs still going after the scan and its post step (R23). */
  orphanedRuns: number;
  /** Report files left in place that are not whole (R25). */
  truncatedReports: number;
  /** The step ended later than its deadline plus the promised slack, or never (R24). */
  hung: boolean;
  /** This scan's cancels failed first (more than the client retries). */
  cancelsFailed: boolean;
  /** A folder stood where its JSON report goes. */
  reportInTheWay: boolean;
}

/** What the soak saw, in total. */
export interface SoakSummary {
  scans: number;
  requested: number;
  timeoutScenarios: number;
  faultsInjected: Record<FaultKind, number>;
  totalFaults: number;
  /** Faults by endpoint, then kind (e.g. triggerTestRun: { truncate: 4 }). */
  faultsByEndpoint: Partial<Record<EndpointName, Partial<Record<FaultKind, number>>>>;
  requests: number;
  verdictMismatches: number;
  duplicateRuns: number;
  lostRuns: number;
  keyLeaks: number;
  deadlineOverruns: number;
  uncancelledTimeouts: number;
  /** Probe runs whose detail stayed unreadable after all retries (counts from the run status). */
  degradedProbeRuns: number;
  crashes: number;
  /** Reference scans that failed or leaked (should be 0: the reference is fault-free). */
  referenceFailures: number;
  retryAfterViolations: number;
  /** Runs left going after a scan and its post step (R23): must be 0. */
  orphanedRuns: number;
  /** Report files left truncated (R25): must be 0. */
  truncatedReports: number;
  /** Steps that ended later than deadline + 15 s (R24): must be 0. */
  hungSteps: number;
  /** Scans whose cancels failed first; runs the post step then cancelled. */
  failedCancelScans: number;
  postCancels: number;
  /** Scans with a report that could not be written. */
  reportInTheWayScans: number;
  scanMs: { p50: number; p95: number; max: number };
  wallMs: number;
  /** Every comparison with a problem (at most 50 kept). */
  problems: ScanRecord[];
}

const FIGURE_KEYS: (keyof ScanFigures)[] = [
  'verdict',
  'status',
  'overall',
  'total',
  'processed',
  'passed',
  'failed',
  'errors',
  'accepted',
  'probeRuns',
];
/** How far a timed-out run got depends on timing; only these must agree. */
const TIMEOUT_KEYS: (keyof ScanFigures)[] = ['verdict'];

function compare(expected: ScanFigures | null, got: ScanObservation, timeout: boolean): string[] {
  if (expected === null) return ['reference scan failed'];
  if (got.figures === null) return [`verdict: ${expected.verdict} != threw (${got.error})`];
  const out: string[] = [];
  for (const k of timeout ? TIMEOUT_KEYS : FIGURE_KEYS) {
    // A probe run known only by its status counts has no accepted risks: fewer is expected.
    const fewerAccepted =
      k === 'accepted' && got.degradedProbeRuns > 0 && got.figures.accepted <= expected.accepted;
    if (expected[k] !== got.figures[k] && !fewerAccepted)
      out.push(`${k}: ${expected[k]} != ${got.figures[k]}`);
  }
  if (timeout && expected.verdict !== 'timeout') out.push(`reference verdict ${expected.verdict}`);
  return out;
}

async function compareOne(index: number, s: SoakSettings): Promise<ScanRecord> {
  const seed = s.seed + index;
  const timeoutScenario = s.timeoutEvery > 0 && index % s.timeoutEvery === s.timeoutEvery - 1;
  const role = timeoutScenario ? 'hardened' : (s.roles[index % s.roles.length] as string);
  const deadlineMs = timeoutScenario ? s.timeoutScanMs : s.scanTimeoutMs;
  const { reference, faulty } = await sandboxPair(seed, s);
  // Every other timeout scenario: the cancel fails more often than the client retries it.
  const cancelsFailed = timeoutScenario && Math.floor(index / s.timeoutEvery) % 2 === 1;
  const reportInTheWay = s.reportInTheWayEvery > 0 && index % s.reportInTheWayEvery === 3;
  try {
    if (timeoutScenario) {
      for (const sb of [reference, faulty])
        sb.control.setTestCasesPerProbe(sb.targets[role] as number, s.timeoutCasesPerProbe);
    }
    if (cancelsFailed) faulty.control.failNextCancels(s.cancelFailures);
    const [ref, got] = await Promise.all([
      scanOnce(reference, role, referenceSettings(s), { deadlineMs }),
      scanOnce(faulty, role, s, { deadlineMs, reportInTheWay }),
    ]);
    const reported = got.testRunId;
    const runStatus = reported === null ? undefined : faulty.control.getRun(reported)?.status;
    return {
      index,
      seed,
      role,
      timeoutScenario,
      expected: ref.error === null && ref.keyHits.length === 0 ? ref.figures : null,
      got,
      mismatches: compare(ref.figures, got, timeoutScenario),
      duplicateRuns: Math.max(0, got.runsCreated.length - 1),
      // Lost: the scan did not end up following a run it started (none created, or not the one reported).
      // (A scan that timed out before its run was confirmed follows none: the post step ends it.)
      lostRuns:
        (reported !== null && got.runsCreated.includes(reported)) ||
        (got.error?.startsWith('DeadlineError') === true && got.orphanedRuns === 0)
          ? 0
          : 1,
      overran: got.durationMs > deadlineMs + (timeoutScenario ? s.timeoutGraceMs : 0),
      uncancelled:
        reported !== null &&
        got.figures?.verdict === 'timeout' &&
        runStatus !== RUN_STATUS.cancelled,
      orphanedRuns: got.orphanedRuns,
      truncatedReports: got.truncatedReports,
      hung: got.durationMs > deadlineMs + s.stepSlackMs,
      cancelsFailed,
      reportInTheWay,
    };
  } finally {
    await Promise.all([reference.close(), faulty.close()]);
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

/** Runs the soak; `onScan` sees every comparison as it ends (for progress output). */
export async function runSoak(
  settings: Partial<SoakSettings> = {},
  onScan?: (r: ScanRecord) => void,
): Promise<SoakSummary> {
  const s: SoakSettings = { ...DEFAULT_SOAK_SETTINGS, ...settings };
  const started = Date.now();
  const records: ScanRecord[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < s.scans && Date.now() - started < s.maxWallMs) {
      const r = await compareOne(next++, s);
      records.push(r);
      onScan?.(r);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, s.concurrency) }, worker));
  return summarise(records, s, Date.now() - started);
}

function summarise(records: ScanRecord[], s: SoakSettings, wallMs: number): SoakSummary {
  const faultsInjected = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<
    FaultKind,
    number
  >;
  for (const r of records)
    for (const [k, n] of Object.entries(r.got.faults)) faultsInjected[k as FaultKind] += n ?? 0;
  const faultsByEndpoint: SoakSummary['faultsByEndpoint'] = {};
  for (const r of records) {
    for (const [name, kinds] of Object.entries(r.got.faultsByEndpoint)) {
      const into = (faultsByEndpoint[name as EndpointName] ??= {});
      for (const [k, n] of Object.entries(kinds))
        into[k as FaultKind] = (into[k as FaultKind] ?? 0) + (n ?? 0);
    }
  }
  const durations = records.map((r) => r.got.durationMs).sort((a, b) => a - b);
  const sum = (f: (r: ScanRecord) => number): number => records.reduce((a, r) => a + f(r), 0);
  const problems = records
    .filter(
      (r) =>
        r.mismatches.length > 0 ||
        r.duplicateRuns > 0 ||
        r.lostRuns > 0 ||
        r.overran ||
        r.uncancelled ||
        r.got.keyHits.length > 0 ||
        r.got.crashed ||
        r.got.retryAfterViolations > 0 ||
        r.orphanedRuns > 0 ||
        r.truncatedReports > 0 ||
        r.hung,
    )
    .sort((a, b) => a.index - b.index);
  return {
    scans: records.length,
    requested: s.scans,
    timeoutScenarios: records.filter((r) => r.timeoutScenario).length,
    faultsInjected,
    totalFaults: Object.values(faultsInjected).reduce((a, n) => a + n, 0),
    faultsByEndpoint,
    requests: sum((r) => r.got.requests),
    verdictMismatches: records.filter((r) => r.mismatches.length > 0).length,
    duplicateRuns: sum((r) => r.duplicateRuns),
    lostRuns: sum((r) => r.lostRuns),
    keyLeaks: sum((r) => r.got.keyHits.length),
    deadlineOverruns: records.filter((r) => r.overran).length,
    uncancelledTimeouts: records.filter((r) => r.uncancelled).length,
    degradedProbeRuns: sum((r) => r.got.degradedProbeRuns),
    crashes: records.filter((r) => r.got.crashed).length,
    referenceFailures: records.filter((r) => r.expected === null).length,
    retryAfterViolations: sum((r) => r.got.retryAfterViolations),
    orphanedRuns: sum((r) => r.orphanedRuns),
    truncatedReports: sum((r) => r.truncatedReports),
    hungSteps: records.filter((r) => r.hung).length,
    failedCancelScans: records.filter((r) => r.cancelsFailed).length,
    postCancels: records.filter((r) => r.got.postCancelled).length,
    reportInTheWayScans: records.filter((r) => r.reportInTheWay).length,
    scanMs: {
      p50: percentile(durations, 0.5),
      p95: percentile(durations, 0.95),
      max: durations[durations.length - 1] ?? 0,
    },
    wallMs,
    problems: problems.slice(0, 50),
  };
}
