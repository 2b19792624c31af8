import {
  isCredentialError,
  type PlatformClient,
  type ProbeRun,
  type TestRunSummary,
} from '../../api/index.js';
import type { ScanConfig } from '../../config/config.js';
import type { ProbeRunReport, Report } from '../../report/model.js';
import type { RunContext } from '../deps.js';
import {
  chooseScore,
  overlappingRuns,
  runScore,
  UNCATEGORISED,
  type ScoreChoice,
} from '../verdict/score-source.js';
import type { CatalogueProbe } from '../run/probe-selection.js';
import { executionDateOf, type RunSnapshot } from '../run/wait.js';

/** Execution windows of the probe runs read (docs/platform.md 4.15), on the platform's clock. */
export class WindowRecorder {
  private ends: (string | null)[] = [];
  record = (detail: ProbeRun): void => {
    this.ends.push(typeof detail.executionEnd === 'string' ? detail.executionEnd : null);
  };
  /** The last end, or null when any probe run has none (then the end is unknown). */
  end(): string | null {
    if (this.ends.length === 0 || this.ends.some((e) => e === null)) return null;
    return (this.ends as string[]).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  }
}

/**
 * Other runs of the target overlapping this one (docs/platform.md 4.7), or null when they cannot be
 * listed.
 */
async function overlapping(
  runList: Promise<TestRunSummary[]>,
  run: RunContext,
  end: string | null,
  warnings: string[],
): Promise<number[] | null> {
  try {
    const list = await runList;
    const others = list
      .filter((r) => typeof r.id === 'number')
      .map((r) => ({ id: r.id as number, executionDate: r.executionDate ?? null }));
    return overlappingRuns({ id: run.testRunId, end }, others, run.finalBefore);
  } catch (err) {
    if (isCredentialError(err)) throw err;
    warnings.push(`The target's test runs could not be listed (${(err as Error).message}).`);
    return null;
  }
}

/** Categories this run measured: from its probe runs, or from the run list's probe names. */
function measured(
  perProbeDetail: boolean,
  probeRuns: ProbeRunReport[],
  snapshot: RunSnapshot,
  catalogue: Map<number, CatalogueProbe>,
): string[] | null {
  if (perProbeDetail)
    return probeRuns.filter((p) => p.passed + p.failed > 0).map((p) => p.category ?? UNCATEGORISED);
  const names = snapshot.summary?.probes;
  if (!Array.isArray(names)) return null;
  const byName = new Map([...catalogue.values()].map((p) => [p.name.toLowerCase(), p.category]));
  const cats = names.map((n) => (typeof n === 'string' ? byName.get(n.toLowerCase()) : null));
  return cats.some((c) => c === null || c === undefined) ? null : (cats as string[]);
}

/**
 * Step 4's last part: which score the gate judges (R20). Gathers what proves whether the
 * platform's target score (docs/platform.md 4.6) is exactly this run's (its date against this run's
 * execution window, overlapping runs, categories measured) and lets the pure `chooseScore` decide.
 */
export async function decideScore(
  client: PlatformClient,
  config: ScanConfig,
  run: RunContext,
  o: {
    snapshot: RunSnapshot;
    perProbeDetail: boolean;
    probeRuns: ProbeRunReport[];
    platform: Omit<Report['scores'], 'band'>;
    catalogue: Map<number, CatalogueProbe>;
    windowEnd: string | null;
    /** The run list read once for the scan (collect/gather.ts); absent: read here. */
    targetRuns?: Promise<TestRunSummary[]>;
    signal?: AbortSignal;
  },
): Promise<ScoreChoice> {
  const s = o.snapshot;
  const start = executionDateOf(s);
  const runList =
    o.targetRuns ?? client.listTestRuns(config.workspaceId, run.targetId, { signal: o.signal });
  const others = await overlapping(runList, run, o.windowEnd, run.warnings);
  return chooseScore({
    requested: config.gate.scoreSource,
    run: o.perProbeDetail ? runScore(o.probeRuns) : null,
    platform: {
      overall: o.platform.overall,
      categories: o.platform.categories,
      latestExecutionDate: o.platform.latestExecutionDate,
    },
    window: { start, end: o.windowEnd },
    overlapping: others,
    measured: measured(o.perProbeDetail, o.probeRuns, s, o.catalogue),
  });
}
