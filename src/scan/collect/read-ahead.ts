/**
 * Probe runs read while the run is awaited: each probe run the status endpoint shows final
 * (its entry breaks no invariant: evidence/status-entries.ts) has its detail read once, beside
 * the polls. The collection (collect.ts) takes such a read as its first read of that probe run
 * only when every status answer from its request to the final one showed the very entry it was
 * read for; any other probe run, or one whose entry changed in any field meanwhile, is read at
 * the end as if nothing had been read. The detail taken is checked against the final entry
 * exactly as a read at the end would be, so a read made early can change when a probe run was
 * read, never what the verdict accepts.
 *
 * A scan that wants the AI analysis uses an early read only when the analysis was finished in
 * it: the platform adds the analysis, and suggestions to the remediation, after the probe run
 * ends. So a probe run seen turning final during the wait is read {@link ANALYSIS_WAIT_MS}
 * after that (one final at the scan's first status answer may have ended long before: it is
 * read at once); a read still without the analysis is read again at the end.
 */
import { isDeepStrictEqual } from 'node:util';
import pLimit from 'p-limit';
import type { PlatformClient, ProbeRun, TestRunStatus } from '../../api/index.js';
import { entryIsFinal, uniqueProbeRuns } from '../evidence/status-entries.js';
import type { ProbeRunRef } from '../evidence/probe-run-report.js';
import type { Clock } from '../ports.js';

/**
 * Why: what is read early is held to the end, and the collection's lanes hold at most
 * budget.ts `CASES_IN_FLIGHT`; past this many test cases (by the entries' counts) nothing more
 * is read early and the rest is read at the end.
 */
export const AHEAD_MAX_CASES = 20_000;
/** Why 2: the wait is in no hurry; the reads only need to be done by the run's end. */
const AHEAD_LANES = 2;
/**
 * Why: the sandbox models the analysis as ready 15 s after its probe run ends; a read made
 * sooner would only be made again at the end.
 */
export const ANALYSIS_WAIT_MS = 20_000;

type Entry = NonNullable<TestRunStatus['probeRuns']>[number];

/** What the collection takes from the details read during the wait. */
export interface EarlyDetails {
  /** The detail read for this very entry (none, or null: read it now); given once. */
  take(ref: ProbeRunRef): Promise<ProbeRun | null> | undefined;
}

interface Held {
  /** A copy of the entry the read was made for. */
  entry: Entry;
  /** Null: not usable (its turn came after it was taken, or it lacked the analysis). */
  read: Promise<ProbeRun | null>;
  cases: number;
  /** Whether its request went out (a read still queued is not waited for). */
  started: boolean;
}

export interface ReadAheadOptions {
  client: PlatformClient;
  clock: Pick<Clock, 'now'>;
  workspaceId: number;
  /** Whether the scan wants the AI analysis (an early read is used only once it is in). */
  analysis: boolean;
  /** The scan's deadline: no read goes past it. */
  deadline: number;
  signal?: AbortSignal;
  /** Default {@link AHEAD_MAX_CASES}. */
  maxCases?: number;
}

export class ProbeRunsAhead implements EarlyDetails {
  readonly #held = new Map<number, Held>();
  /** When each probe run was first seen final (-Infinity: at the scan's first answer). */
  readonly #finalSince = new Map<number, number>();
  readonly #lanes = pLimit(AHEAD_LANES);
  readonly #o: ReadAheadOptions;
  /** Whether no status answer has been seen yet. */
  #first = true;
  #cases = 0;

  constructor(o: ReadAheadOptions) {
    this.#o = o;
  }

  /** A status answer while the run is going: reads the probe runs it shows final. */
  see(status: TestRunStatus): void {
    const first = this.#first;
    this.#first = false;
    for (const entry of uniqueProbeRuns(status)) {
      const id = entry.probeRunId;
      if (typeof id !== 'number') continue;
      const held = this.#held.get(id);
      if (held && isDeepStrictEqual(held.entry, entry)) continue;
      // Changed since it was read (final or not): that read is not given.
      if (held) this.#drop(id, held);
      if (!entryIsFinal(entry) || !this.#due(id, first)) continue;
      const cases = typeof entry.totalCount === 'number' ? entry.totalCount : Infinity;
      if (this.#cases + cases > (this.#o.maxCases ?? AHEAD_MAX_CASES)) continue;
      this.#read(id, structuredClone(entry), cases);
    }
  }

  /** Whether a final probe run is to be read now (see the file's comment). */
  #due(id: number, first: boolean): boolean {
    if (!this.#finalSince.has(id))
      this.#finalSince.set(id, first ? -Infinity : this.#o.clock.now());
    if (!this.#o.analysis) return true;
    return this.#o.clock.now() - (this.#finalSince.get(id) as number) >= ANALYSIS_WAIT_MS;
  }

  #read(id: number, entry: Entry, cases: number): void {
    const { client, workspaceId, signal, deadline } = this.#o;
    const held: Held = { entry, read: Promise.resolve(null), cases, started: false };
    held.read = this.#lanes(async () => {
      // Taken, or replaced, before its turn came: the collection reads it in its own lanes.
      if (this.#held.get(id) !== held) return null;
      held.started = true;
      const detail = await client.getProbeRunFindings(workspaceId, id, { signal, deadline });
      return !this.#o.analysis || detail.isAiAnalysisFinished === true ? detail : null;
    });
    // Failing here only means reading it at the end.
    held.read.catch(() => undefined);
    this.#cases += cases;
    this.#held.set(id, held);
  }

  take(ref: ProbeRunRef): Promise<ProbeRun | null> | undefined {
    const id = ref.probeRunId;
    const held = id === null ? undefined : this.#held.get(id);
    if (id === null || !held) return undefined;
    this.#drop(id, held);
    if (!held.started || !isDeepStrictEqual(held.entry, ref.entry)) return undefined;
    return held.read;
  }

  #drop(id: number, held: Held): void {
    this.#held.delete(id);
    this.#cases -= held.cases;
  }
}
