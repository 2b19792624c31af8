/**
 * The reads behind an estimate, GET requests only: the target's settings
 * (docs/platform.md 4.3), its completed runs (4.7) and their per-probe counts (the status
 * endpoint), and, for probes the target never ran, the public benchmark runs (4.10, 4.12,
 * 4.14). The model: docs/operating.md.
 */
import {
  normalizeRunStatus,
  type CallOptions,
  type PlatformClient,
  type TestRunSummary,
} from '../../api/index.js';
import { runTime } from '../run/run-list.js';
import { estimateRun, type Estimate, type ProbeCounts, type RateSettings } from './estimate.js';

/** Why 3: the newest completed runs whose per-probe counts are read (one status read each). */
export const PREVIOUS_RUNS = 3;
/** Why 2: benchmark models read per benchmark type; their counts hardly differ between models. */
export const BENCHMARK_MODELS = 2;
/** Why 6: at most this many benchmark types are read (the platform lists four). */
const BENCHMARK_TYPES = 6;

/** Where the estimate reads from. */
export interface EstimateTarget {
  workspaceId: number;
  targetId: number;
  /** The probes the run will ask for; null: the target's configured probes. */
  probeIds: readonly number[] | null;
}

/** Reads what an estimate needs (GET only) and estimates the run. */
export async function readEstimate(
  client: PlatformClient,
  t: EstimateTarget,
  o: CallOptions = {},
): Promise<Estimate> {
  const [target, runs] = await Promise.all([
    client.getTarget(t.workspaceId, t.targetId, o),
    client.listTestRuns(t.workspaceId, t.targetId, o),
  ]);
  const settings: RateSettings = {
    rateLimit: typeof target.settings?.rateLimit === 'number' ? target.settings.rateLimit : null,
    concurrentRequests: target.settings?.concurrentRequests ?? null,
  };
  const previous = await previousCounts(client, runs, o);
  const missing =
    t.probeIds === null
      ? previous.length === 0
      : t.probeIds.some((id) => !previous.some((p) => p.probeId === id));
  const benchmark = missing ? await benchmarkCounts(client, o) : [];
  return estimateRun(t.probeIds, previous, benchmark, settings);
}

/** Per-probe counts of the newest completed runs, by the status endpoint (GET). */
async function previousCounts(
  client: PlatformClient,
  runs: readonly TestRunSummary[],
  o: CallOptions,
): Promise<ProbeCounts[]> {
  const done = runs
    .filter((r) => normalizeRunStatus(r.status) === 'completed' && typeof r.id === 'number')
    .sort((a, b) => runTime(b) - runTime(a) || (b.id as number) - (a.id as number))
    .slice(0, PREVIOUS_RUNS);
  const statuses = await Promise.all(
    done.map((r) => client.getTestRunStatus(r.id as number, o).catch(() => null)),
  );
  return countsByProbe(statuses.map((status) => status?.probeRuns ?? []));
}

/** Per-probe `totalCount` of the public benchmark runs (GET); [] when none can be read. */
async function benchmarkCounts(client: PlatformClient, o: CallOptions): Promise<ProbeCounts[]> {
  try {
    const types = (await client.listBenchmarkTypes(o)).slice(0, BENCHMARK_TYPES);
    const models = (await client.listBenchmarkModels(undefined, o)).slice(0, BENCHMARK_MODELS);
    const reads = types.flatMap((type) =>
      models.map((m) => client.listBenchmarkModelRuns(m.id, type.id, o).catch(() => [])),
    );
    return countsByProbe(await Promise.all(reads));
  } catch (err) {
    if (o.signal?.aborted) throw err;
    return [];
  }
}

/** A probe's test case count as a status or a benchmark run lists it. */
interface ProbeCount {
  probeId?: number | null;
  probeName?: string | null;
  totalCount?: number | null;
}

/**
 * The `totalCount`s of `lists`, per probe in the order the probes first appear; an entry
 * without a probe id or a count is passed over.
 */
function countsByProbe(lists: readonly (readonly ProbeCount[])[]): ProbeCounts[] {
  const byProbe = new Map<number, ProbeCounts>();
  for (const list of lists)
    for (const r of list) {
      if (typeof r.probeId !== 'number' || typeof r.totalCount !== 'number') continue;
      const entry = byProbe.get(r.probeId) ?? {
        probeId: r.probeId,
        name: r.probeName ?? null,
        counts: [],
      };
      entry.counts.push(r.totalCount);
      byProbe.set(r.probeId, entry);
    }
  return [...byProbe.values()];
}
