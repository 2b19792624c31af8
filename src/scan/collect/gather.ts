import type { ScanConfig } from '../../config/config.js';
import type { ProbeRunReport, Report } from '../../report/model.js';
import type { RunContext, ScanDeps } from '../deps.js';
import type { ScanFacts } from '../verdict/build-report.js';
import { collectProbeRuns, type CollectContext, type ProbeRunRef } from './collect.js';
import { scanRedactor } from '../run/redact-facts.js';
import { probeRunShaper } from '../triage/shape.js';
import { uniqueProbeRuns } from '../evidence/status-entries.js';
import { BREACH_ADVICE } from '../evidence/invariants.js';
import { decideScore, WindowRecorder } from '../provenance/score-evidence.js';
import { fetchScores, fetchTargetInfo, type TargetInfo } from './target-info.js';
import { gatherDeadline } from '../budget.js';
import type { AwaitedRun } from '../run/await-run.js';
import { executionDateOf, type RunSnapshot } from '../run/wait.js';
import type { EarlyDetails } from './read-ahead.js';

const NO_DETAIL =
  'Per-probe detail was unavailable: the server has no test-run status endpoint, so the verdict uses the run-level counts of the test run list and the target scores.';

/** The status endpoint's probe runs to read, each once (a duplicate counts once, R21). */
function refsOf(snapshot: RunSnapshot): ProbeRunRef[] | undefined {
  if (!snapshot.status) return undefined;
  return uniqueProbeRuns(snapshot.status).map((p) => ({
    probeRunId: typeof p.probeRunId === 'number' ? p.probeRunId : null,
    probeId: typeof p.probeId === 'number' ? p.probeId : null,
    probeName: typeof p.probeName === 'string' ? p.probeName : null,
    entry: p,
  }));
}

/** The probe run ids in the order the report lists them (that of the status endpoint). */
export function probeRunOrder(snapshot: RunSnapshot): (number | null)[] {
  return (refsOf(snapshot) ?? []).map((ref) => ref.probeRunId);
}

/**
 * A run that says it completed but whose status list breaks an evidence invariant: for good,
 * or still at the deadline. Invalid data: the verdict is `error` (evidence/status-entries.ts).
 */
function finalityProblems(snapshot: RunSnapshot): string[] {
  if (snapshot.state !== 'completed') return [];
  const out = snapshot.broken.map(
    (b) => `The test run says ${snapshot.rawStatus ?? 'completed'}, but ${b}`,
  );
  if (snapshot.missing.length > 0)
    out.push(
      `The test run says ${snapshot.rawStatus ?? 'completed'} but was not all final at the deadline: ${snapshot.missing.join(' ')}`,
    );
  return out;
}

/**
 * The target's name and catalogue: the early read when all of it arrived; else read again now,
 * as it was before the early read existed (a platform that hiccuped at the start has recovered).
 */
async function targetInfoOf(
  early: GatherOptions['early'],
  read: () => Promise<TargetInfo>,
): Promise<TargetInfo> {
  const pre = early ? await early.info : null;
  return pre && pre.warnings.length === 0 ? pre.info : read();
}

/** The warning for texts of the platform's answers that held lone UTF-16 surrogates. */
function malformedTextsWarning(n: number): string {
  return `${n} text${n === 1 ? '' : 's'} of the platform's answers held lone UTF-16 surrogates (invalid Unicode); each was replaced by U+FFFD, so every report is valid UTF-8.`;
}

/**
 * Step 4 of the scan: everything the platform says about the finished run: the target's
 * name and catalogue, each probe run's detail (docs/platform.md 4.15) with its AI analysis, and the
 * scores (4.6). What cannot be fetched becomes a warning; the gate fails closed on what it needs.
 */
export async function gatherFacts(
  deps: ScanDeps,
  config: ScanConfig,
  run: RunContext,
  waited: AwaitedRun,
  { early, onProbeRun, probeRuns: readEarly }: GatherOptions = {},
): Promise<ScanFacts> {
  const { client, clock, signal } = deps;
  const { warnings } = run;
  const ws = config.workspaceId;
  // Every read below ends by the gather deadline: timeout-minutes bounds the step (R24).
  const call = { signal, deadline: gatherDeadline(run.deadline, clock.now()) };
  // The target's run list, read once now that the run is final, beside the probe runs: the
  // score's evidence (overlapping runs), the baseline and the trend all read this one answer
  // instead of three more round trips after the collection.
  const targetRuns = shared(client.listTestRuns(ws, run.targetId, call));
  const info = await targetInfoOf(early, () =>
    fetchTargetInfo(client, ws, run.targetId, warnings, call),
  );
  const refs = refsOf(waited.snapshot);
  let probeRuns: Report['probeRuns'] = [];
  const perProbeDetail = waited.statusEndpoint && refs !== undefined;
  const invalid = finalityProblems(waited.snapshot);
  // Not for a run that is not all final: its analysis would never come (R21).
  const analysis = config.aiAnalysis && waited.snapshot.state === 'completed' && !invalid.length;
  const window = new WindowRecorder();
  const scoreWarnings: string[] = [];
  const scores = scoresRead(() => fetchScores(client, ws, run.targetId, scoreWarnings, call));
  if (perProbeDetail) {
    const shape = probeRunShaper(config, await deps.triage?.ignoreStep?.(config));
    const ctx = {
      deps,
      config,
      run,
      info,
      deadline: call.deadline,
      analysis,
      invalid,
      window,
      shape,
    };
    const told = { onProbeRun, onAllRequested: scores.start, early: readEarly };
    probeRuns = await readProbeRuns(ctx, refs, told);
  } else warnings.push(NO_DETAIL);
  const platform = await scores.start();
  warnings.push(...scoreWarnings);
  const choice = await decideScore(client, config, run, {
    snapshot: waited.snapshot,
    perProbeDetail,
    probeRuns,
    platform,
    catalogue: info.catalogue,
    windowEnd: window.end(),
    targetRuns,
    signal,
  });
  if (invalid.length > 0) invalid.push(BREACH_ADVICE);
  if (client.malformedTexts > 0) warnings.push(malformedTextsWarning(client.malformedTexts));
  const read = { info, perProbeDetail, probeRuns, platform, choice, invalid, targetRuns };
  return factsOf(deps, config, run, waited, read);
}

/** What gatherFacts read, handed to {@link factsOf}. */
interface Read {
  info: TargetInfo;
  perProbeDetail: boolean;
  probeRuns: Report['probeRuns'];
  platform: Awaited<ReturnType<typeof fetchScores>>;
  choice: Awaited<ReturnType<typeof decideScore>>;
  invalid: string[];
  targetRuns: ScanFacts['targetRuns'];
}

/** The scan's facts from the run, the wait's result and what was read after it. */
function factsOf(
  deps: ScanDeps,
  config: ScanConfig,
  run: RunContext,
  waited: AwaitedRun,
  { info, perProbeDetail, probeRuns, platform, choice, invalid, targetRuns }: Read,
): ScanFacts {
  const { overall, categories, source, problem, unproven } = choice;
  return {
    toolVersion: deps.toolVersion,
    config,
    targetId: run.targetId,
    targetName: info.name,
    testRunId: run.testRunId,
    runName: run.runName ?? waited.snapshot.summary?.name ?? null,
    runUrl: run.url,
    startedAt: run.startedAt,
    finishedAt: waited.timedOut ? null : waited.finishedAt,
    executionDate: executionDateOf(waited.snapshot),
    snapshot: waited.snapshot,
    perProbeDetail,
    probeRuns,
    // The gated score (R20), beside the platform's other facts (dates, attack counts).
    scores: { ...platform, overall, categories, band: null, source },
    scoreProblem: problem,
    scoreUnproven: unproven ?? null,
    invalid,
    baseline: null,
    benchmarks: null,
    warnings: run.warnings,
    now: deps.clock.now(),
    targetRuns,
  };
}

/** Every probe run's detail and AI analysis (collect.ts), with the scan's context. */
function readProbeRuns(
  c: {
    deps: ScanDeps;
    config: ScanConfig;
    run: RunContext;
    info: TargetInfo;
    deadline: number;
    analysis: boolean;
    invalid: string[];
    window: WindowRecorder;
    shape: CollectContext['shape'];
  },
  refs: ProbeRunRef[],
  told: Pick<CollectContext, 'onProbeRun' | 'onAllRequested' | 'early'>,
): Promise<Report['probeRuns']> {
  const { client, clock, log, signal } = c.deps;
  const { run, config, analysis } = c;
  log.info(
    `Reading ${refs.length} probe run${refs.length === 1 ? '' : 's'}${analysis ? ' and their AI analysis' : ''}.`,
  );
  return collectProbeRuns(
    {
      client,
      clock,
      log,
      workspaceId: config.workspaceId,
      deadline: c.deadline,
      aiAnalysis: analysis,
      analysisRequested: run.startedByUs && config.aiAnalysis,
      catalogue: c.info.catalogue,
      weights: c.info.weights,
      probeRunUrl: (id) => `${run.url}/probe/${id}`,
      signal,
      testRunId: run.testRunId,
      invalid: c.invalid,
      onDetail: c.window.record,
      redactor: scanRedactor(config.secrets),
      shape: c.shape,
      ...told,
    },
    refs,
    run.warnings,
  );
}

/**
 * The scores (docs/platform.md 4.6), read once every probe run has been asked for (`start`, told by
 * the collection), while the last answers arrive, instead of a round trip after them;
 * else (in runs larger than budget.ts `besideLastAnswers` allows) after the collection.
 * Whether they are this run's is judged by their date against the probe runs' execution
 * window (R20), not by when they were read; their warnings follow the collection's.
 */
function scoresRead<T>(read: () => Promise<T>): { start: () => Promise<T> } {
  let started: Promise<T> | undefined;
  return { start: () => (started ??= shared(read())) };
}

/**
 * A read several steps await, each handling its failure its own way (a warning, or failing
 * closed). Marked handled, so that a failure no step came to await is no unhandled rejection.
 */
function shared<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * The target, its type and the catalogue (target-info.ts), read while the run is awaited: they
 * do not change with it, and the collection needs them first. For gatherFacts.
 */
export function readTargetInfoEarly(
  deps: ScanDeps,
  config: ScanConfig,
  run: Pick<RunContext, 'targetId' | 'deadline'>,
): EarlyReads {
  const call = { signal: deps.signal, deadline: gatherDeadline(run.deadline, deps.clock.now()) };
  const warnings: string[] = [];
  const info = fetchTargetInfo(deps.client, config.workspaceId, run.targetId, warnings, call);
  return { info: shared(info.then((i) => ({ info: i, warnings }))) };
}

/** What the engine gives gatherFacts beyond the run. */
export interface GatherOptions {
  /** The reads started while the run was awaited. */
  early?: EarlyReads;
  /** The probe runs' details read while the run was awaited (read-ahead.ts). */
  probeRuns?: EarlyDetails;
  /** Told each probe run as it is collected and shaped (triage/shape.ts), for the report writer. */
  onProbeRun?: (run: ProbeRunReport) => void;
}

/** Reads started while the run is awaited, with what went wrong in them (not yet reported). */
export interface EarlyReads {
  info: Promise<{ info: TargetInfo; warnings: string[] }>;
}
