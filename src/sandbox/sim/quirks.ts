/**
 * Scenario controls (test hooks): a platform that is eventually consistent, shared and
 * sometimes wrong, as real services are. Each quirk applies to every run of one target, at
 * the moment a view is built, so a test sets it before the scan that triggers the run.
 */
export interface TargetQuirks {
  /**
   * docs/platform.md 4.6 answers as it stood before the target's newest run was created: a stale
   * score.
   */
  staleScores?: boolean;
  /**
   * docs/platform.md 4.15 and the status endpoint report this failedCount (e.g. 0 or -1) instead of
   * the real one.
   */
  failedCount?: number;
  /** The status endpoint omits probeRunId on the probe run at this index. */
  dropProbeRunIdAt?: number;
  /** The status endpoint lists only the first N probe runs. */
  listOnlyProbeRuns?: number;
  /** The status endpoint lists the first probe run twice. */
  duplicateProbeRun?: boolean;
  /** The status endpoint answers with this testRunId: another run's status. */
  statusTestRunId?: number;
  /**
   * docs/platform.md 4.15 says the probe run belongs to this scanRunId: another run's probe run.
   */
  scanRunId?: number;
  /**
   * Flaky probes (retry-failed tests): each listed probe fails every test case of its first
   * run on this target and passes every test case of its later runs (no errors either way).
   */
  flakyProbes?: number[];
  /**
   * Fixed outcomes (decision tests): every run of each listed probe has its first `failed`
   * test cases FAILED, the next `errors` ERROR and the rest PASSED, whatever the seed.
   */
  fixedOutcomes?: Record<number, { failed: number; errors?: number }>;
  /** The first test case of every probe run carries this status word. */
  firstCaseStatus?: string;
  /** passedCount, processedCount and totalCount raised by N in both views (a count of attempts). */
  inflatePassed?: number;
  /** passedCount alone raised by N in both views: passed + failed + errors exceeds the total. */
  passedOverTotal?: number;
  /** Every probe run ends CANCELLED after N test cases while the run says COMPLETED. */
  cancelProbeRunsAfter?: number;
  /**
   * The first N reads of each probe run's detail come from a lagging replica: RUNNING, half
   * processed, fewer failures than the final status entry.
   */
  laggingDetailReads?: number;
  /** The status endpoint lists the first probe run in place of every other one. */
  repeatFirstProbeRun?: boolean;
  /**
   * Once the run has ended, its first probe run is scored again: its first N passed test cases
   * show FAILED, in its status entry and its detail (the test run list is left as it was).
   */
  rescoreAfterRun?: number;
  /**
   * The trigger answers with another run's id: this id (another target's run), or
   * 'previous' (a cached answer: the target's run before the one just created).
   */
  triggerAnswer?: number | 'previous';
  /**
   * docs/platform.md 4.7 shows run names folded to lower or upper case, or cut to this many
   * characters.
   */
  showNames?: 'lower' | 'upper' | number;
}

/** A run name as the test run list (docs/platform.md 4.7) shows it under the `showNames` quirk. */
export function shownName(name: string, q: TargetQuirks | undefined): string {
  const how = q?.showNames;
  if (how === 'lower') return name.toLowerCase();
  if (how === 'upper') return name.toUpperCase();
  return typeof how === 'number' ? name.slice(0, how) : name;
}

/** The count fields both views share. */
type Counted = { passedCount: number; processedCount: number; totalCount: number };

/** The inflation quirks on one probe run's counts. */
function inflate<V extends Counted>(view: V, q: TargetQuirks): V {
  const out = { ...view };
  if (q.inflatePassed !== undefined) {
    out.passedCount += q.inflatePassed;
    out.processedCount += q.inflatePassed;
    out.totalCount += q.inflatePassed;
  }
  if (q.passedOverTotal !== undefined) out.passedCount += q.passedOverTotal;
  return out;
}

type StatusView = { testRunId: number; probeRuns: Record<string, unknown>[] };
type DetailView = Counted & {
  scanRunId: number;
  failedCount: number;
  testCaseResults: { status?: string | undefined }[];
};

/**
 * The quirks a view shows now: `rescoreAfterRun` only once the run has ended (and, for a
 * detail, only on the run's first probe run: `applies`).
 */
export function quirksNow(q: TargetQuirks | undefined, applies: boolean): TargetQuirks | undefined {
  return q && !applies && q.rescoreAfterRun !== undefined
    ? { ...q, rescoreAfterRun: undefined }
    : q;
}

/** The counts of a probe run `n` of whose passed test cases now show FAILED. */
function rescore<V extends { passedCount: number; failedCount: number }>(view: V, n: number): V {
  const moved = Math.min(n, view.passedCount);
  return { ...view, passedCount: view.passedCount - moved, failedCount: view.failedCount + moved };
}

/** A detail whose first `n` passed test cases now show FAILED, with its counts. */
function rescoredDetail<V extends DetailView>(view: V, n: number): V {
  let left = Math.min(n, view.passedCount);
  const testCaseResults = view.testCaseResults.map((c) =>
    c.status === 'PASSED' && left-- > 0 ? { ...c, status: 'FAILED' } : c,
  );
  return { ...rescore(view, n), testCaseResults };
}

/** The status endpoint's answer as the quirks distort it. */
export function quirkStatus<V extends StatusView>(view: V, q: TargetQuirks | undefined): V {
  if (!q) return view;
  let probeRuns = view.probeRuns.map((p, i) => {
    const counted = p as unknown as Counted & { passedCount: number; failedCount: number };
    const n = i === 0 ? q.rescoreAfterRun : undefined;
    const scored = n === undefined ? counted : rescore(counted, n);
    const out: Record<string, unknown> = inflate(scored, q);
    if (q.failedCount !== undefined) out['failedCount'] = q.failedCount;
    if (q.dropProbeRunIdAt === i) delete out['probeRunId'];
    return out;
  });
  if (q.listOnlyProbeRuns !== undefined) probeRuns = probeRuns.slice(0, q.listOnlyProbeRuns);
  if (q.duplicateProbeRun && probeRuns[0]) probeRuns = [probeRuns[0], ...probeRuns];
  const first = probeRuns[0];
  if (q.repeatFirstProbeRun && first) probeRuns = probeRuns.map(() => first);
  return { ...view, testRunId: q.statusTestRunId ?? view.testRunId, probeRuns };
}

/** A probe run's detail (docs/platform.md 4.15) as the quirks distort it. */
export function quirkDetail<V extends DetailView>(view: V, q: TargetQuirks | undefined): V {
  if (!q) return view;
  const n = q.rescoreAfterRun;
  const out = inflate(n === undefined ? view : rescoredDetail(view, n), q);
  if (q.failedCount !== undefined) out.failedCount = q.failedCount;
  if (q.scanRunId !== undefined) out.scanRunId = q.scanRunId;
  if (q.firstCaseStatus !== undefined && out.testCaseResults[0])
    out.testCaseResults = [
      { ...out.testCaseResults[0], status: q.firstCaseStatus },
      ...out.testCaseResults.slice(1),
    ];
  return out;
}
