import { findProbe } from './data/catalogue.js';
import { notFound } from './errors.js';
import type { TargetQuirks } from './sim/quirks.js';
import { uuidFrom } from './sim/prng.js';
import {
  buildOutcomes,
  FAILED,
  PASSED,
  uniformOutcomes,
  fixedOutcomes,
  probeCaseCount,
  type CaseOutcomes,
  type RunProfile,
} from './sim/test-cases.js';

/** Simulated durations, in simulated milliseconds (the timing model is summarised in index.ts). */
export const TIMING = {
  /** A new run waits this long in PENDING before its first probe starts. */
  queueMs: 3_000,
  /** Each test case takes this long; probe runs execute one after another. */
  caseMs: 1_000,
  /** A run against a `broken` target fails this long after it started. */
  brokenFailAfterMs: 5_000,
  /** An AI analysis is ready this long after it was requested and its probe run ended. */
  aiAnalysisMs: 15_000,
} as const;

/** Default test cases per probe: the probe's size, varied per target (sim/test-cases.ts). */
export function defaultCaseCount(seed: number, targetId: number, probeId: number): number {
  return probeCaseCount(seed, probeId, targetId);
}

/** Target settings as stored (the response shape, with ragFileId instead of ragFile). */
export interface StoredSettings {
  name: string;
  environment: string;
  description: string;
  language: string;
  rateLimit: number;
  supportedModes: string[];
  concurrentRequests: boolean;
  multiStepAttacks: boolean;
  systemPromptConfigurations: {
    systemPromptConfidential: string | null;
    systemPromptNotConfidential: string | null;
    systemPromptTools: string | null;
  };
  ragFileId: string | null;
  predefinedResponses: { type: string; value: string }[];
  ragFileNumberOfFacts: number;
  targetPresetId: string | null;
  workerPoolId: string | null;
}

export interface TargetRecord {
  id: number;
  workspaceId: number;
  scanId: number;
  /** vulnerable, hardened, broken, or whatever a test hook or the API gave it. */
  role: string;
  connection: { type: string; config: Record<string, unknown> | null };
  settings: StoredSettings;
  profile: RunProfile;
  /** Runs of this target fail this long (simulated ms) after starting; null = never. */
  failAfterMs: number | null;
  /** Probes used when a trigger sends probeIds: null. */
  probeIds: number[];
  /** Overrides the default 10..25 test cases per probe for new runs. */
  testCasesPerProbe: number | null;
  /** Scenario controls (test hook, sim/quirks.ts); undefined: an honest platform. */
  quirks?: TargetQuirks;
  deleted: boolean;
}

export interface ProbeRunRecord {
  id: number;
  testRunId: number;
  probeId: number;
  /** nth run of this probe on this target (1-based). */
  attempt: number;
  total: number;
  /** Planned start and end, simulated ms. */
  startSim: number;
  endSim: number;
  /** When an AI analysis was requested (simulated ms); null = never. */
  aiRequestedSim: number | null;
  outcomes: CaseOutcomes | null;
}

export interface TestRunRecord {
  id: number;
  workspaceId: number;
  targetId: number;
  name: string;
  startedBy: string;
  createdSim: number;
  /** First probe starts (end of PENDING) and last probe ends, as planned. */
  startSim: number;
  endSim: number;
  caseMs: number;
  profile: RunProfile;
  probeRuns: ProbeRunRecord[];
  runAiAnalysis: boolean;
  notifyWhenFinished: boolean;
  /** Progress freezes at stopSim and the run takes stopStatus (cancel, failure). */
  stopSim: number | null;
  stopStatus: string | null;
  /** Forced status text (test hook); shown instead of the computed status. */
  statusOverride: string | null;
  /** A stall (test hook): no test case progresses between fromSim and toSim (see simulation.ts). */
  stall: RunStall | null;
}

/** Progress frozen from fromSim to toSim; then the run resumes, or completes at once (`jump`). */
export interface RunStall {
  fromSim: number;
  toSim: number;
  jump: boolean;
}

export interface NewRun {
  workspaceId: number;
  target: TargetRecord;
  probeIds: number[];
  name: string;
  startedBy: string;
  createdSim: number;
  runAiAnalysis: boolean;
  notifyWhenFinished: boolean;
}

/** All mutable state of one sandbox. */
export class Store {
  readonly workspaces = new Set<number>();
  readonly targets = new Map<number, TargetRecord>();
  readonly runs = new Map<number, TestRunRecord>();
  readonly files = new Map<string, { fileId: string; fileName: string; size: number }>();
  private readonly probeRuns = new Map<number, { run: TestRunRecord; pr: ProbeRunRecord }>();
  private readonly runsByTarget = new Map<number, TestRunRecord[]>();
  private readonly attempts = new Map<string, number>();
  private nextTargetId = 101;
  private nextRunId = 860;
  private nextProbeRunId = 1800;
  private nextFile = 1;

  /** Simulated ms a new run waits in PENDING (TIMING.queueMs unless a test sets a longer queue). */
  queueMs: number = TIMING.queueMs;

  constructor(readonly seed: number) {}

  /** Register a target; its id is assigned here. */
  addTarget(t: Omit<TargetRecord, 'id' | 'scanId' | 'deleted'>): TargetRecord {
    const id = this.nextTargetId++;
    const record: TargetRecord = { ...t, id, scanId: 5000 + id, deleted: false };
    this.targets.set(id, record);
    return record;
  }

  /** 404 unless the workspace exists. */
  requireWorkspace(workspaceId: number): void {
    if (!this.workspaces.has(workspaceId)) {
      throw notFound(`Workspace ${workspaceId} was not found.`);
    }
  }

  /** The live target `id` of a workspace, or 404. */
  requireTarget(workspaceId: number, id: number): TargetRecord {
    this.requireWorkspace(workspaceId);
    const t = this.targets.get(id);
    if (!t || t.deleted || t.workspaceId !== workspaceId) {
      throw notFound(`Target ${id} was not found in workspace ${workspaceId}.`);
    }
    return t;
  }

  /** Test run `id`, optionally checked against a workspace; 404 otherwise. */
  requireRun(workspaceId: number | null, id: number): TestRunRecord {
    if (workspaceId !== null) this.requireWorkspace(workspaceId);
    const run = this.runs.get(id);
    if (!run || (workspaceId !== null && run.workspaceId !== workspaceId)) {
      throw notFound(`Test run ${id} was not found.`);
    }
    return run;
  }

  /** Probe run `id` of a workspace with its test run, or 404. */
  requireProbeRun(workspaceId: number, id: number): { run: TestRunRecord; pr: ProbeRunRecord } {
    this.requireWorkspace(workspaceId);
    const found = this.probeRuns.get(id);
    if (!found || found.run.workspaceId !== workspaceId) {
      throw notFound(`Probe run ${id} was not found in workspace ${workspaceId}.`);
    }
    return found;
  }

  /** Runs of a target, oldest first. */
  runsOfTarget(targetId: number): readonly TestRunRecord[] {
    return this.runsByTarget.get(targetId) ?? [];
  }

  /** Plan a run: probes back to back after the queue delay. */
  createRun(n: NewRun): TestRunRecord {
    const id = this.nextRunId++;
    const startSim = n.createdSim + this.queueMs;
    let cursor = startSim;
    const probeRuns: ProbeRunRecord[] = n.probeIds.map((probeId) => {
      const total = n.target.testCasesPerProbe ?? defaultCaseCount(this.seed, n.target.id, probeId);
      const key = `${n.target.id}:${probeId}`;
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      const pr: ProbeRunRecord = {
        id: this.nextProbeRunId++,
        testRunId: id,
        probeId,
        attempt,
        total,
        startSim: cursor,
        endSim: cursor + total * TIMING.caseMs,
        aiRequestedSim: n.runAiAnalysis ? n.createdSim : null,
        outcomes: null,
      };
      cursor = pr.endSim;
      return pr;
    });
    const failAt = n.target.failAfterMs === null ? null : startSim + n.target.failAfterMs;
    const fails = failAt !== null && failAt < cursor;
    const run: TestRunRecord = {
      id,
      workspaceId: n.workspaceId,
      targetId: n.target.id,
      name: n.name,
      startedBy: n.startedBy,
      createdSim: n.createdSim,
      startSim,
      endSim: cursor,
      caseMs: TIMING.caseMs,
      profile: { ...n.target.profile },
      probeRuns,
      runAiAnalysis: n.runAiAnalysis,
      notifyWhenFinished: n.notifyWhenFinished,
      stopSim: fails ? failAt : null,
      stopStatus: fails ? 'FAILED' : null,
      statusOverride: null,
      stall: null,
    };
    this.runs.set(id, run);
    for (const pr of probeRuns) this.probeRuns.set(pr.id, { run, pr });
    const list = this.runsByTarget.get(run.targetId) ?? [];
    list.push(run);
    this.runsByTarget.set(run.targetId, list);
    return run;
  }

  /** Outcomes of a probe run, computed on first use and cached. */
  outcomes(run: TestRunRecord, pr: ProbeRunRecord): CaseOutcomes {
    if (this.flaky(run.targetId, pr.probeId))
      pr.outcomes ??= uniformOutcomes(pr.total, pr.attempt === 1 ? FAILED : PASSED);
    const fixed = this.targets.get(run.targetId)?.quirks?.fixedOutcomes?.[pr.probeId];
    if (fixed) pr.outcomes ??= fixedOutcomes(pr.total, fixed.failed, fixed.errors ?? 0);
    pr.outcomes ??= buildOutcomes(
      this.seed,
      run.targetId,
      pr.probeId,
      pr.attempt,
      pr.total,
      run.profile,
    );
    return pr.outcomes;
  }

  /** Whether the probe is flaky on the target (quirk `flakyProbes`). */
  private flaky(targetId: number, probeId: number): boolean {
    return this.targets.get(targetId)?.quirks?.flakyProbes?.includes(probeId) === true;
  }

  /** Store an uploaded file; ids are deterministic for the seed and upload order. */
  addFile(fileName: string, size: number): string {
    const fileId = uuidFrom(this.seed, 0xf11e, this.nextFile++);
    this.files.set(fileId, { fileId, fileName, size });
    return fileId;
  }

  /** Probe name for views (catalogue probes always have one). */
  probeName(probeId: number): string {
    return findProbe(probeId)?.name ?? `Probe ${probeId}`;
  }
}
