import { checkBaselineFile } from '../../config/baseline-file.js';
import type { PlatformClient } from '../../api/index.js';
import type { ProbeRunReport, Report } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';
import type { ScanConfig } from '../../config/config.js';
import type { Clock, Logger, StateStore } from '../ports.js';
import type { TriageHooks } from './hooks.js';
import { bounded } from '../budget.js';
import { DEFAULT_IGNORE_FILE, ignoreFileWanted } from '../../config/ignore-default.js';
import type { IgnoreEntry } from '../../config/ignore-file.js';
import type { RunBranch } from './base-branch.js';
import type { BaseVersion } from './pr-ignores.js';
import type { BaselineScope } from './baseline.js';

export interface TriageDeps {
  client: PlatformClient;
  log: Logger;
  state: StateStore;
  clock: Clock;
  github: { token: string | null };
  env?: NodeJS.ProcessEnv;
  /** The CI branch; in a merge queue its base branch gives the baseline (base-branch.ts). */
  branch?: RunBranch | null;
  /**
   * On a pull request or merge queue: its base revision, from which the ignore file's
   * entries are taken (pr-ignores.ts). Null or absent elsewhere.
   */
  baseVersion?: BaseVersion | null;
  /** Opens, updates or closes the nightly tracking issue (Action only). */
  trackingIssue?: (report: Report, config: ScanConfig, signal?: AbortSignal) => Promise<void>;
}

/**
 * The ignore file's live entries, read before any request (a broken file is a config error,
 * exit 2). On a change (pull request, merge queue), only the base branch's entries apply,
 * unless allow-pr-ignores. Every warning about the file is also a warning in the log.
 */
async function readIgnores(
  deps: TriageDeps,
  c: ScanConfig,
  warnings: string[],
): Promise<IgnoreEntry[]> {
  const { loadIgnoreFile, wholeProbeWarning } = await import('../../config/ignore-file.js');
  const now = deps.clock.now();
  const notes: string[] = [];
  const file = c.ignoreFile ?? DEFAULT_IGNORE_FILE;
  const once = { wholeProbeWarning: false };
  let entries = await loadIgnoreFile(c.ignoreFile, now, notes, c.ignoreMaxDays, once);
  if (deps.baseVersion && !c.allowPrIgnores) {
    const { baseBranchIgnores } = await import('./pr-ignores.js');
    const o = { now, maxDays: c.ignoreMaxDays, warnings: notes };
    entries = await baseBranchIgnores(entries, file, deps.baseVersion, o);
  }
  // Only the entries that apply: a proposed whole-probe entry silences nothing.
  const whole = wholeProbeWarning(entries, file);
  if (whole) notes.push(whole);
  for (const note of notes) {
    deps.log.warn(note);
    if (!warnings.includes(note)) warnings.push(note);
  }
  return entries;
}

/** The ignore file's step: needed as the collection begins, so warmed while the run is awaited. */
function ignoreModule() {
  return import('./ignore.js');
}

/** What refine runs: needed once the run is over, so loaded then (or warmed), not at start-up. */
function refineSteps() {
  return Promise.all([import('./resolve-baseline.js'), import('./benchmarks.js')]);
}

/** The standard steps around the scan: target as code, ignore file, baseline, benchmarks, clean-up. */
export function createTriage(deps: TriageDeps): TriageHooks {
  let config: ScanConfig | null = null;
  let ephemeral: { workspaceId: number; targetId: number } | null = null;
  let ignores: IgnoreEntry[] = [];
  return {
    async prepare(c, warnings) {
      config = c;
      // A baseline file that is named but missing is bad input before any request (R22).
      checkBaselineFile(c.baselineReport, c.baseline, c.baselineOptional);
      // The ignore file is read before any request, so a broken file is a config error (exit 2).
      if (ignoreFileWanted(c.ignoreFile)) ignores = await readIgnores(deps, c, warnings);
      if (!c.targetConfig) return { targetId: c.targetId };
      const { prepareTarget } = await import('../targets/apply.js');
      const prepared = await prepareTarget(
        deps.client,
        deps.log,
        deps.state,
        c,
        deps.env ?? process.env,
      );
      if (prepared.ephemeral)
        ephemeral = { workspaceId: c.workspaceId, targetId: prepared.targetId };
      return { targetId: prepared.targetId };
    },
    warm() {
      // The ignore file's step runs as the collection begins; the rest once it is over.
      ignoreModule().catch(() => undefined);
      refineSteps().catch(() => undefined);
    },
    refine: (facts: ScanFacts) => refineFacts(deps, config ?? facts.config, facts),
    async ignoreStep(c) {
      const { applyIgnores } = await ignoreModule();
      const countAccepted = c.gate.countAcceptedRisk;
      return (run) => applyIgnores([run], ignores, countAccepted)[0] as ProbeRunReport;
    },
    async finish(report, signal) {
      if (ephemeral) {
        const { cleanupEphemeralTarget } = await import('../targets/apply.js');
        await cleanupEphemeralTarget(
          deps.client,
          deps.log,
          deps.state,
          ephemeral.workspaceId,
          ephemeral.targetId,
        );
      }
      if (report && config && !signal?.aborted)
        await updateTrackingIssue(deps, report, config, signal);
    },
  };
}

/**
 * The facts once the run is over (their probe runs already carry the ignore file's marks,
 * ignoreStep): the baseline and the benchmark comparison resolved, and a merge queue's missing
 * comparison added to what makes the run invalid.
 */
async function refineFacts(deps: TriageDeps, c: ScanConfig, facts: ScanFacts): Promise<ScanFacts> {
  const [{ resolveBaseline }, { benchmarkComparison }] = await refineSteps();
  const scope = baselineScope(deps.branch);
  const baseline = await resolveBaseline(deps.client, c, facts, facts.warnings, scope);
  const benchmarks = c.benchmarkCompare
    ? await benchmarkComparison(deps.client, facts.warnings)
    : null;
  const invalid = [
    ...facts.invalid,
    ...mergeQueueProblem(c, scope.pullRequest ? null : scope.baseBranch, baseline),
  ];
  return { ...facts, baseline, benchmarks, invalid };
}

/** Updates the tracking issue, when there is one; a failure is a warning, the verdict stands. */
async function updateTrackingIssue(
  deps: TriageDeps,
  report: Report,
  config: ScanConfig,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (!deps.trackingIssue) return;
  try {
    const work = deps.trackingIssue(report, config, signal);
    await (signal ? bounded(work, signal) : work);
  } catch (err) {
    deps.log.warn(
      `Could not update the tracking issue (the verdict stands): ${(err as Error).message}`,
    );
  }
}

/** Whose runs may be the baseline: a pull request's or merge queue's base branch only. */
function baselineScope(branch: RunBranch | null | undefined): BaselineScope {
  return { baseBranch: branch?.baseBranch ?? null, pullRequest: branch?.pullRequest === true };
}

/**
 * A merge queue gates what lands on its base branch: a regression check (max-score-drop,
 * fail-on-new-failures) that cannot compare with the base branch's last run would let a
 * regression in unseen, so the scan fails closed (verdict `error`) and says how to fix it,
 * where elsewhere the check is only skipped (R22).
 */
export function mergeQueueProblem(
  config: ScanConfig,
  baseBranch: string | null,
  baseline: { scoreDelta: number | null; newFailures: unknown[] | null } | null,
): string[] {
  if (baseBranch === null || config.baseline === 'none') return [];
  const g = config.gate;
  const missing =
    (g.maxScoreDrop !== null && (baseline?.scoreDelta ?? null) === null) ||
    (g.failOnNewFailures && (baseline?.newFailures ?? null) === null);
  if (!missing) return [];
  return [
    `The merge queue could not be compared with the last run of its base branch "${baseBranch}" (see the warnings), so its regression checks cannot pass: run probe-gate on pushes to ${baseBranch} or on a schedule there, or set baseline: none.`,
  ];
}
