import { findProbe, TARGET_TYPES } from './data/catalogue.js';
import type { World } from './route-table.js';
import type { ChaosControls } from './sim/chaos.js';
import { defaultSettings, profileFor, WORKSPACE_ID } from './data/seed-data.js';
import { analysisPhase, RUN_STATUS, runEndSim, runState, stopRun } from './sim/simulation.js';
import { TIMING } from './store.js';
import { MAX_CASES_PER_PROBE_RUN } from './sim/test-cases.js';
import { echoControls } from './sim/echo.js';
import type { AddTargetOptions, RunSnapshot, SandboxControl } from './types.js';

/** Status words that also stop a run's progress when forced. */
const STOP_WORDS = new Set(['FAILED', 'ERROR', 'CANCELLED', 'CANCELED']);
/** Probes of targets added without probeIds (the seeded vulnerable target's). */
const DEFAULT_PROBES = [11, 21, 23, 31, 41, 51];

function checkCaseCount(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_CASES_PER_PROBE_RUN) {
    throw new RangeError(
      `test cases per probe must be an integer from 1 to ${MAX_CASES_PER_PROBE_RUN}, got ${n}`,
    );
  }
}

/** The per-probe fail probabilities of `setNoise`: catalogue probes, each from 0 to 1. */
function checkFailRates(failRates: Record<number, number>): Record<number, number> {
  for (const [id, rate] of Object.entries(failRates)) {
    if (!findProbe(Number(id))) throw new RangeError(`setNoise: no catalogue probe ${id}`);
    if (!(rate >= 0 && rate <= 1))
      throw new RangeError(`setNoise: fail rate of probe ${id} must be from 0 to 1, got ${rate}`);
  }
  return failRates;
}

function checkVulnerability(v: number): void {
  if (!(v >= 0 && v <= 1)) throw new RangeError(`vulnerability must be from 0 to 1, got ${v}`);
}

function checkProbes(ids: readonly number[]): void {
  const bad = ids.filter((id) => !findProbe(id)?.active);
  if (ids.length === 0 || bad.length > 0) {
    throw new RangeError(
      `probeIds must list active catalogue probes; bad: ${bad.join(', ') || '(empty list)'}`,
    );
  }
}

/** How long new runs stay queued (a test of a run that looks hung in a CI log). */
function queueControl(store: World['store']): Pick<SandboxControl, 'setQueueMs'> {
  return {
    setQueueMs(ms) {
      if (!(Number.isFinite(ms) && ms >= 0))
        throw new RangeError(`queue must be >= 0 ms, got ${ms}`);
      store.queueMs = ms;
    },
  };
}

/** The target with this id; a test hook given an unknown id throws. */
function requireTarget(world: World, targetId: number) {
  const target = world.store.targets.get(targetId);
  if (!target) throw new RangeError(`no target ${targetId}`);
  return target;
}

/** A test hook's view of a run at the current simulated time (control.getRun). */
function runSnapshot(world: World, id: number): RunSnapshot | undefined {
  const { store, clock } = world;
  const run = store.runs.get(id);
  if (!run) return undefined;
  const t = clock.now();
  const st = runState(store, run, t);
  return {
    id: run.id,
    name: run.name,
    targetId: run.targetId,
    status: st.status,
    progress: st.progress,
    totalCount: st.total,
    processedCount: st.processed,
    passedCount: st.passed,
    failedCount: st.failed,
    errorCount: st.errors,
    acceptedCount: st.accepted,
    endsAt: clock.toReal(runEndSim(run)),
    probeRuns: run.probeRuns.map((pr, i) => {
      const s = st.probeRuns[i];
      if (!s) throw new Error('probe run state missing');
      return {
        probeRunId: pr.id,
        probeId: pr.probeId,
        probeName: store.probeName(pr.probeId),
        status: s.status,
        totalCount: s.total,
        processedCount: s.processed,
        passedCount: s.passed,
        failedCount: s.failed,
        errorCount: s.errors,
        acceptedCount: s.accepted,
        isAiAnalysisFinished: analysisPhase(pr, s, t) === 'ready',
      };
    }),
  };
}

/** Adds a target to the world; the first target of a role becomes the handle's id for it. */
function addTarget(world: World, targets: Record<string, number>, o: AddTargetOptions): number {
  const { store } = world;
  const role = o.role ?? 'custom';
  if (o.vulnerability !== undefined) checkVulnerability(o.vulnerability);
  const probeIds = o.probeIds ?? DEFAULT_PROBES;
  checkProbes(probeIds);
  if (o.testCasesPerProbe !== undefined) checkCaseCount(o.testCasesPerProbe);
  const target = store.addTarget({
    workspaceId: WORKSPACE_ID,
    role,
    connection: { type: 'AZURE_OPENAI', config: null },
    settings: {
      ...defaultSettings(o.name ?? `Sandbox ${role} target`),
      targetPresetId: TARGET_TYPES[0]?.id ?? null,
    },
    profile: profileFor(role, o.vulnerability),
    failAfterMs: role === 'broken' ? TIMING.brokenFailAfterMs : null,
    probeIds: [...probeIds],
    testCasesPerProbe: o.testCasesPerProbe ?? null,
  });
  if (targets[role] === undefined) targets[role] = target.id;
  return target.id;
}

/** SandboxControl but the chaos hooks (sim/chaos.ts adds those). */
type CoreControl = Omit<SandboxControl, keyof ChaosControls>;

/** Test hooks over the world; `targets` is the handle's role -> id map (addTarget extends it). */
export function createControl(world: World, targets: Record<string, number>): CoreControl {
  const { store, clock } = world;
  return {
    ...runControls(world),
    setSpeed(speed) {
      clock.setSpeed(speed);
    },
    ...queueControl(store),
    ...targetControls(world, targets),
    getRun(id): RunSnapshot | undefined {
      return runSnapshot(world, id);
    },
    ...echoControls(world.echo),
  };
}

type RunControls = Pick<
  CoreControl,
  'setRunOutcome' | 'setRunStatus' | 'cancelRun' | 'stallRun' | 'requestAiAnalysis'
>;

/** The hooks on one test run: its outcome, a stall, a cancel, its AI analysis. */
function runControls({ store, clock }: World): RunControls {
  const requireRun = (id: number) => {
    const run = store.runs.get(id);
    if (!run) throw new RangeError(`no test run ${id}`);
    return run;
  };
  const setRunOutcome = (id: number, status: string | null) => {
    const run = requireRun(id);
    run.statusOverride = status;
    if (status !== null && STOP_WORDS.has(status.toUpperCase())) stopRun(run, clock.now(), status);
  };
  return {
    setRunOutcome,
    setRunStatus: setRunOutcome,
    cancelRun(id) {
      stopRun(requireRun(id), clock.now(), RUN_STATUS.cancelled);
    },
    stallRun(id, o) {
      const run = requireRun(id);
      const afterMs = o.afterMs ?? Math.max(0, clock.now() - run.startSim);
      if (!(Number.isFinite(afterMs) && afterMs >= 0 && Number.isFinite(o.forMs) && o.forMs > 0)) {
        throw new RangeError(
          `stallRun needs afterMs >= 0 and forMs > 0, got ${afterMs} and ${o.forMs}`,
        );
      }
      const fromSim = run.startSim + afterMs;
      run.stall = { fromSim, toSim: fromSim + o.forMs, jump: o.jump === true };
    },
    requestAiAnalysis(id) {
      const now = clock.now();
      for (const pr of requireRun(id).probeRuns) pr.aiRequestedSim ??= now;
    },
  };
}

type TargetControls = Pick<
  CoreControl,
  'addTarget' | 'setVulnerability' | 'setNoise' | 'setQuirks' | 'setTestCasesPerProbe'
>;

/**
 * The hooks on targets: add one, change its profile or quirks. Runs copy the profile when
 * they are created, so only later runs change.
 */
function targetControls(world: World, targets: Record<string, number>): TargetControls {
  return {
    addTarget: (o: AddTargetOptions) => addTarget(world, targets, o),
    setVulnerability(targetId, vulnerability) {
      const target = requireTarget(world, targetId);
      checkVulnerability(vulnerability);
      target.profile = { ...target.profile, vulnerability };
    },
    setNoise(targetId, noise) {
      const target = requireTarget(world, targetId);
      if (noise === null) {
        const { noise: _off, ...rest } = target.profile;
        target.profile = rest;
        return;
      }
      const failRates = checkFailRates(noise.failRates ?? {});
      target.profile = { ...target.profile, noise: { failRates: { ...failRates } } };
    },
    setQuirks(targetId, quirks) {
      const target = requireTarget(world, targetId);
      target.quirks = { ...quirks };
    },
    setTestCasesPerProbe(targetId, n) {
      const target = requireTarget(world, targetId);
      checkCaseCount(n);
      target.testCasesPerProbe = n;
    },
  };
}
