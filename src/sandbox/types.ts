import type { FaultKind } from './faults.js';
import type { TargetQuirks } from './sim/quirks.js';

export type { TargetQuirks };

/** Options of startSandbox (docs/internal-contracts.md, "src/sandbox"). */
export interface SandboxOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Port; default 0 (a free port). */
  port?: number;
  /** The only accepted X-Api-Key; default: random. */
  apiKey?: string;
  /** Seed of all results; default 1. Same seed, same results. */
  seed?: number;
  /** Simulated seconds per real second; default 1. */
  speed?: number;
  /** Fault spec, e.g. "429=0.1,503=0.05,reset=0.02,slow=0.05"; default none. */
  faults?: string;
  /** Default true; false answers 404 on GET /api/v2/test-run/{id}/status. */
  statusEndpoint?: boolean;
  /** Epoch ms, injectable for virtual-time simulations; default Date.now. */
  clock?: () => number;
  /** Retry-After seconds on injected 429s (fractions allowed, e.g. 0.05); default 1. */
  retryAfterSeconds?: number;
  /** Real ms a `slow` fault holds an answer back; default 35,000 (past client timeouts). */
  slowMs?: number;
  /** Request log entries kept (oldest dropped first); default 10,000. */
  maxLogEntries?: number;
  /** Real ms a new run stays missing from the test run list (a lagging read model); default 0. */
  listLagMs?: number;
}

/** One entry of the request log. The key itself is never recorded. */
export interface RequestLogEntry {
  method: string;
  /** Path and query as requested. */
  path: string;
  /** Route template, e.g. /api/workspaces/{workspaceId}/test-run/trigger; "*" when none matched. */
  route: string;
  /** Status sent; null when the socket was reset instead. */
  status: number | null;
  /** Whether an X-Api-Key header was present. */
  apiKeyPresent: boolean;
  /** Whether it held the sandbox key. */
  authorized: boolean;
  /** Fault injected into this response, if any. */
  fault: FaultKind | null;
  /** Real epoch ms when the request arrived (from the sandbox clock). */
  at: number;
  /**
   * Real epoch ms when the sandbox let its answer go (after any held `slow` fault), from the
   * same clock: a request that arrived before another's `answeredAt` did not wait for it.
   */
  answeredAt: number;
}

/** A test run created through the API. */
export interface CreatedRun {
  id: number;
  name: string;
  targetId: number;
}

/** What the sandbox has seen; reset() clears it (the objects are kept, cleared in place). */
export interface SandboxStats {
  /** Requests by "METHOD /route/{template}", e.g. "GET /api/v2/test-run/{testRunId}/status". */
  readonly requests: Record<string, number>;
  /** Runs created by trigger requests (both trigger paths), in order. */
  readonly testRunsCreated: CreatedRun[];
  /** Cancel requests received (docs/platform.md 4.9) per test run id, including harmless ones. */
  readonly cancels: Record<number, number>;
  /** Faults injected, by kind. */
  readonly faults: Partial<Record<FaultKind, number>>;
  /** Recent requests, oldest first. */
  readonly log: RequestLogEntry[];
  /** All requests counted since the last reset. */
  readonly totalRequests: number;
  reset(): void;
}

/** The count fields of a run or probe run, as the API names them. */
export interface CountFields {
  totalCount: number;
  processedCount: number;
  passedCount: number;
  failedCount: number;
  errorCount: number;
  acceptedCount: number;
}

/** A test hook's view of a run at the current simulated time. */
export interface RunSnapshot extends CountFields {
  id: number;
  name: string;
  targetId: number;
  status: string;
  progress: number;
  /** Epoch ms (injected clock) at which the run ends, or ended, as planned now. */
  endsAt: number;
  probeRuns: (CountFields & {
    probeRunId: number;
    probeId: number;
    probeName: string;
    status: string;
    isAiAnalysisFinished: boolean;
  })[];
}

/** Options of control.addTarget. */
export interface AddTargetOptions {
  /** vulnerable, hardened, broken or any label; sets the default behaviour. Default "custom". */
  role?: string;
  name?: string;
  /** Probability that an attack succeeds, 0..1; default from the role. */
  vulnerability?: number;
  /** Probes used when a trigger sends probeIds: null; default: the vulnerable target's. */
  probeIds?: number[];
  /** Test cases per probe for new runs (1..99,999); default 10..25 by probe. */
  testCasesPerProbe?: number;
}

/** Options of control.stallRun. */
export interface StallOptions {
  /** When progress freezes, in simulated ms after the run's execution start; default now. */
  afterMs?: number;
  /** How long it stays frozen, simulated ms (> 0). */
  forMs: number;
  /** After the stall, complete every remaining test case at once; default false (resume). */
  jump?: boolean;
}

/** Test hooks. Unknown ids throw. */
export interface SandboxControl {
  /**
   * Force the status text of a run ("FAILED", "CANCELLED", or any raw string
   * such as "WEIRD_STATE"); null removes the override. FAILED, ERROR,
   * CANCELLED and CANCELED also stop the run's progress if it is still going.
   */
  setRunOutcome(testRunId: number, status: string | null): void;
  /** Same as setRunOutcome (the name docs/internal-contracts.md uses). */
  setRunStatus(testRunId: number, status: string | null): void;
  /** Cancel as if from the web UI (not counted in stats.cancels). */
  cancelRun(testRunId: number): void;
  /** Change the simulated seconds per real second from now on. */
  setSpeed(speed: number): void;
  /** How long (simulated ms) runs triggered from now on stay queued (PENDING) before they start. */
  setQueueMs(ms: number): void;
  /** Add a target to the seeded workspace; returns its id. */
  addTarget(options: AddTargetOptions): number;
  /**
   * Probability (0..1) that an attack succeeds in future runs of a target, e.g. to make a
   * target regress between two scans; runs already triggered keep the value they started with.
   */
  setVulnerability(targetId: number, vulnerability: number): void;
  /** Test cases per probe for future runs of a target (1..99,999). */
  setTestCasesPerProbe(targetId: number, n: number): void;
  /**
   * Seeded run-to-run noise for future runs of a target: each run draws every
   * attack's outcome afresh with its probe's fail probability (`failRates` by probe id, else
   * the target's vulnerability), deterministic for the sandbox seed; changing a rate later
   * makes a real regression (e.g. 0.1 -> 0.4 on one probe). null turns the noise off.
   */
  setNoise(targetId: number, noise: { failRates?: Record<number, number> } | null): void;
  /**
   * Freeze a run's progress (a platform that stalls): from `afterMs` simulated ms after its
   * execution started (default: now) no test case progresses for `forMs`; then the run
   * resumes where it stood (ending `forMs` later), or with `jump` completes at once. A new
   * call replaces the previous stall.
   */
  stallRun(testRunId: number, options: StallOptions): void;
  /**
   * Scenario controls for every run of a target (stale scores, contradictory counts, missing
   * or foreign ids, partial lists; see sim/quirks.ts); replaces the previous set, {} clears.
   */
  setQuirks(targetId: number, quirks: TargetQuirks): void;
  /** The run as it stands now, or undefined. */
  getRun(testRunId: number): RunSnapshot | undefined;
  /**
   * A platform that echoes secrets (R26 tests): from now on every free-text field of every
   * answer carries the sandbox's API key, every secret of a target's connection config and
   * `extra` (e.g. a GitHub token), in plain, URL-encoded and base64 forms; null turns it off.
   */
  echoSecrets(extra: string[] | null): void;
  /**
   * Hostile platform text (R27 tests): from now on every free-text field of every answer (the
   * same fields as echoSecrets) has one of `texts` appended as it is, the next one for each
   * field in turn, so a long corpus spreads over an answer; null turns it off.
   */
  injectText(texts: string | readonly string[] | null): void;
  /** Request the AI analysis of every probe run of a run (as docs/platform.md 4.16 would). */
  requestAiAnalysis(testRunId: number): void;
  /**
   * From now on, runs stay missing from the test run list (docs/platform.md 4.7) for `ms` real ms
   * after creation.
   */
  setListLag(ms: number): void;
  /**
   * The next `n` cancels (docs/platform.md 4.9) answer 503 without effect (still counted in
   * stats.cancels).
   */
  failNextCancels(n: number): void;
  /** While true, status endpoint requests are never answered (held until close). */
  hangStatus(on: boolean): void;
}

/** A running sandbox. */
export interface SandboxHandle {
  /** e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseUrl: string;
  apiKey: string;
  /** The seeded workspace. */
  workspaceId: number;
  /** Seeded target ids by role (addTarget adds new roles). */
  targets: { vulnerable: number; hardened: number; broken: number; [role: string]: number };
  stats: SandboxStats;
  control: SandboxControl;
  /** Stop listening, drop open connections and held-back answers. */
  close(): Promise<void>;
}

/** What is echoed: the state `control.echoSecrets` and `control.injectText` set. */
export interface EchoState {
  /** Extra secrets to echo with the known ones; null: secrets are not echoed. */
  extra: string[] | null;
  /** Texts appended as they are, one per field in turn (e.g. hostile log strings); null: none. */
  text: string[] | null;
}
