/**
 * The scan, one pipeline for the Action and the CLI: each numbered step below is a file of
 * its own under run/, triage/, verdict/ or targets/. The engine never imports `@actions/*`;
 * it talks to the world through the ports in ports.ts.
 */
import { insecureHttpWarning } from '../config/base-url.js';
import type { ScanConfig } from '../config/config.js';
import { ScanError } from '../config/errors.js';
import type { ProbeRunReport, Report, Retries } from '../report/model.js';
import type { Decided } from './retry/retry.js';
import type { AwaitedRun } from './run/await-run.js';
import type { TestRunStatus } from '../api/index.js';
import type { ScanFacts } from './verdict/build-report.js';
import type { PartsAhead } from '../report/write/ahead.js';
import type { RunContext, ScanDeps, ScanOutcome, StartedRun } from './deps.js';
import { beginWait, startRun } from './run/start-run.js';
import { exitCodeFor } from './verdict/exit-codes.js';

export type { ScanDeps, ScanOutcome } from './deps.js';
export { EXIT, exitCodeFor } from './verdict/exit-codes.js';

/** Runs one scan from the target to the published report; clean-up runs whatever happens. */
export async function runScan(deps: ScanDeps, config: ScanConfig): Promise<ScanOutcome> {
  // timeout-minutes bounds the whole step (R24): counted from the process start when known.
  const startedAt = deps.stepStartedAt ?? deps.clock.now();
  const insecure = config.allowInsecureHttp ? insecureHttpWarning(config.baseUrl) : null;
  const warnings: string[] = insecure ? [insecure] : [];
  if (insecure) deps.log.warn(insecure);
  const { signal } = deps;
  let report: Report | null = null;
  let publishing: Budget | undefined;
  let ahead: PartsAhead | null = null;
  try {
    // 1. Prepare the target: targets as code, the ignore file (before any trigger).
    const prepared = deps.triage
      ? await deps.triage.prepare(config, warnings)
      : { targetId: config.targetId };
    if (prepared.targetId === null)
      throw new ScanError('No target to scan: give target-id or a target-config file.');
    // 2. Trigger a test run, or attach to one.
    const started = await startRun(deps, config, prepared.targetId, startedAt, warnings);
    // 3. Wait for it until the deadline: its first status read leaves now, and steps 3-10 load
    // while it travels (later-steps.ts): the first requests go out without them.
    deps.log.phase?.(`Waiting for test run ${started.testRunId}`, { live: true });
    const begun = beginWait(deps, config, started);
    const later = await import('./later-steps.js');
    const { awaitRun, openCheck, buildReport, readTrend } = later;
    const { logProbeLines, writeReportFiles, setOutputs, publish, setPublishedOutputs } = later;
    if (deps.check) {
      // A check on the commit only for a run known to be the target's (an attached one, R21).
      await started.finalBefore;
      await openCheck(deps, config, started);
    }
    const early = whileAwaited(deps, config, started, later);
    const onGoing = (status: TestRunStatus) => early.probeRuns.see(status);
    const { run, waited } = await awaitRun(deps, config, begun, { onGoing });
    // Between phases: a signal stops the scan here, never as a false ERROR report (R29).
    signal?.throwIfAborted();
    // 4. Collect what the platform says about it (collect, below).
    const collected = await collect(deps, config, later, { run, waited, early });
    ahead = collected.ahead;
    const { facts } = collected;
    signal?.throwIfAborted();
    // 5-7. Triage, redaction and the gate (decide, below).
    const decide = (f: ScanFacts, w: AwaitedRun) => decideOn(deps, config, later, f, w);
    let decided: Decided & { retries?: Retries } = await decide(facts, waited);
    // 7b. retry-failed: the probes that failed the gate run again; judged on pooled counts.
    if (config.retryFailed > 0)
      decided = await later.retryFailed(deps, config, { run, waited, facts }, decided, decide);
    const { redacted, gate, totals } = decided;
    // 8. The report model.
    report = buildReport(redacted, gate, totals);
    if (decided.retries) report.retries = decided.retries;
    // The trend: only numbers and dates of the target's runs (nothing to redact).
    report.trend = await readTrend(deps, config.trendRuns, report, redacted.targetRuns);
    // 9. Report files and outputs: the verdict is out before any slow publishing (R25).
    deps.log.phase?.('Writing reports and publishing');
    logProbeLines(deps.log, report);
    const files = await writeReportFiles(report, config, deps, ahead);
    void ahead?.dispose(); // Its files go meanwhile (the same removal is awaited below).
    setOutputs(deps.outputs, report, config.reportDir, files);
    // 10. Publish within a budget of its own: artifact, summary, comment (R24).
    publishing = publishBudget(run.deadline, deps, later);
    const published = await publish(report, config, deps, files, publishing.signal);
    setPublishedOutputs(deps.outputs, published);
    signal?.throwIfAborted();
    return { report, verdict: gate.verdict, exitCode: exitCodeFor(gate.verdict), files };
  } finally {
    await ahead?.dispose();
    // 11. Clean up: an ephemeral target, the tracking issue (within the publishing budget).
    if (deps.triage) await deps.triage.finish(report, publishing?.signal ?? signal);
    publishing?.release();
  }
}

/**
 * Step 4: what the platform says about the run, each probe run of a huge one handed to the
 * report writer as it is collected (report/write/ahead.ts); the parts it made are the
 * caller's to dispose of once this returns (disposed of here when collecting fails). Every
 * read from here on (details, scores, baseline) ends by the gather deadline (R24), given as a
 * time left, since the client keeps its own wall clock.
 */
async function collect(
  deps: ScanDeps,
  config: ScanConfig,
  later: typeof import('./later-steps.js'),
  at: { run: RunContext; waited: AwaitedRun; early: ReturnType<typeof whileAwaited> },
): Promise<{ facts: ScanFacts; ahead: PartsAhead | null }> {
  const { run, waited, early } = at;
  const now = deps.clock.now();
  deps.client.limitScope(Date.now() + later.gatherDeadline(run.deadline, now) - now);
  deps.log.phase?.('Collecting results: probe runs, AI analysis, scores');
  const ahead = await later.openAhead({
    formats: config.formats,
    total: waited.snapshot.total,
    startedAt: later.runStartedAt(later.executionDateOf(waited.snapshot), run.startedAt),
    fromCases: deps.aheadFromCases,
  });
  try {
    const onProbeRun = (p: ProbeRunReport) => ahead?.add(p);
    const facts = await later.gatherFacts(deps, config, run, waited, {
      early,
      probeRuns: early.probeRuns,
      onProbeRun,
    });
    return { facts, ahead };
  } catch (err) {
    await ahead?.dispose();
    throw err;
  }
}

/**
 * What can be had while the run is awaited: the target's info, which does not change with the
 * run (read now), the probe runs each status answer shows final (read-ahead.ts, told the
 * answers by the wait), and the code of the later steps, compiled while the first answers
 * travel: once a request is on the wire (before, it would hold its write back; after the
 * answer, the collection would wait for it): the end's code (triage, the renderers, the job
 * summary), which the end would otherwise wait for.
 */
function whileAwaited(
  deps: ScanDeps,
  config: ScanConfig,
  started: StartedRun,
  later: typeof import('./later-steps.js'),
) {
  const early = later.readTargetInfoEarly(deps, config, started);
  const { client, clock, signal } = deps;
  const where = { workspaceId: config.workspaceId, deadline: started.deadline };
  const wanted = { analysis: config.aiAnalysis };
  const probeRuns = new later.ProbeRunsAhead({ client, clock, signal, ...where, ...wanted });
  void deps.client.requestSent().then(() => {
    later.loadPublishing(config, deps);
    deps.triage?.warm?.();
  });
  return { ...early, probeRuns };
}

/**
 * Steps 5-7 on gathered facts: triage (ignore file, baseline, benchmarks), redaction of every
 * known secret from all platform text before anything is rendered (R26), the gate.
 */
async function decideOn(
  deps: ScanDeps,
  config: ScanConfig,
  { redactFacts, judge }: typeof import('./later-steps.js'),
  facts: ScanFacts,
  waited: AwaitedRun,
): Promise<Decided> {
  deps.log.phase?.('Judging the results: triage and the gate');
  // 5. Triage.
  const triaged = deps.triage ? await deps.triage.refine(facts) : facts;
  deps.signal?.throwIfAborted();
  // 6. Redaction.
  const redacted = redactFacts(triaged);
  // 7. The gate.
  return { redacted, ...judge(redacted, waited, config) };
}

/**
 * The publishing budget (budget.ts): aborted by the scan's signal, or when the clock has
 * slept past the publish deadline (the injected clock, so simulations need no real waiting).
 */
function publishBudget(
  scanDeadline: number,
  deps: ScanDeps,
  { BudgetSpentError, publishDeadline }: typeof import('./later-steps.js'),
): Budget {
  const { clock } = deps;
  const ms = Math.max(1, publishDeadline(scanDeadline, clock.now()) - clock.now());
  const timer = new AbortController();
  const done = new AbortController();
  clock.sleep(ms, done.signal).then(
    () => timer.abort(new BudgetSpentError(ms)),
    () => undefined,
  );
  const signal = deps.signal ? AbortSignal.any([deps.signal, timer.signal]) : timer.signal;
  return { signal, release: () => done.abort() };
}

interface Budget {
  signal: AbortSignal;
  /** Stops the budget's timer (publishing is over). */
  release(): void;
}
