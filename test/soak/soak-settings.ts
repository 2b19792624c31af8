/** Settings of a soak run, with defaults that keep a scan well under a second or two. */

/** 20% in total, every kind the issue names (429 carries Retry-After). */
export const SOAK_FAULTS =
  '429=0.05,500=0.02,502=0.02,503=0.03,reset=0.02,reset-after=0.02,slow=0.02,truncate=0.02';

/** Target roles scanned in turn: a fail, a pass and an error verdict. */
export const SOAK_ROLES = ['vulnerable', 'hardened', 'broken'] as const;

export interface SoakSettings {
  /** Scans to run (each compared with its own fault-free reference). */
  scans: number;
  /** Comparisons in flight at once. */
  concurrency: number;
  /** Sandbox fault spec of the faulty side. */
  faults: string;
  /** Seed of the first scan; scan i uses seed + i. */
  seed: number;
  /** Target roles, used in turn. */
  roles: readonly string[];
  /** Sandbox simulated seconds per real second. */
  speed: number;
  /** How long a `slow` fault holds its answer back (real ms); above connect + headers timeouts. */
  slowMs: number;
  /** Retry-After of injected 429s, in seconds (fractions allowed). */
  retryAfterSeconds: number;
  /** Client timeouts (real ms). */
  connectMs: number;
  headersMs: number;
  bodyMs: number;
  /** Client backoff: first ceiling and cap (real ms). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The engine's pauses (polls, trigger retries, AI analysis polls) are divided by this. */
  timeScale: number;
  /** The engine's poll floor (ms, before timeScale). */
  pollFloorMs: number;
  /** Each scan's deadline (timeout-minutes), real ms. */
  scanTimeoutMs: number;
  /**
   * Every n-th scan (0: none) runs a long run against a short deadline, so
   * that the timeout and cancel path is soaked too; both sides must time out.
   */
  timeoutEvery: number;
  /** The deadline of those scans (real ms). */
  timeoutScanMs: number;
  /** Test cases per probe of their runs: far more than fits before the deadline. */
  timeoutCasesPerProbe: number;
  /** A timed-out scan still cancels, collects and reports: it may end this much after its deadline. */
  timeoutGraceMs: number;
  /** No new scan starts after this much wall time (ms); the summary then shows fewer scans. */
  maxWallMs: number;
  /**
   * The faulty sandbox's test run list lags its writes by this much (real ms): a trigger
   * whose answer is lost must still be found by name, never sent twice (R23).
   */
  listLagMs: number;
  /** Every other timeout scenario, this many cancels fail first (more than the client retries). */
  cancelFailures: number;
  /** Every n-th scan (0: none) finds a folder in the way of its JSON report (R25). */
  reportInTheWayEvery: number;
  /** A step that ends later than its deadline plus this has hung (the promise of R24). */
  stepSlackMs: number;
}

export const DEFAULT_SOAK_SETTINGS: SoakSettings = {
  scans: 200,
  concurrency: 4,
  faults: SOAK_FAULTS,
  seed: 1000,
  roles: SOAK_ROLES,
  speed: 2000,
  slowMs: 600,
  retryAfterSeconds: 0.05,
  connectMs: 100,
  headersMs: 300,
  bodyMs: 300,
  retryBaseMs: 20,
  retryMaxMs: 200,
  timeScale: 20,
  pollFloorMs: 200,
  scanTimeoutMs: 20_000,
  timeoutEvery: 10,
  timeoutScanMs: 1_000,
  timeoutCasesPerProbe: 5_000,
  timeoutGraceMs: 5_000,
  maxWallMs: 30 * 60_000,
  listLagMs: 250,
  cancelFailures: 6,
  reportInTheWayEvery: 7,
  stepSlackMs: 15_000,
};

/**
 * The settings of a fault-free reference scan: the client's own timeouts instead of the soak's
 * short ones (those are there to meet the faulty side's `slow` answers), so that a busy
 * machine cannot turn a reference answer into a timeout and the reference into a degraded scan.
 */
export function referenceSettings(s: SoakSettings): SoakSettings {
  return { ...s, connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };
}
