/**
 * A probe run's AI analysis: from its detail (docs/platform.md 4.15) when finished, else read
 * (4.17) and, when nobody asked for it yet, requested (4.16), polling until ready or out of time.
 */
import {
  type AiAnalysis,
  type AnalysisItem,
  NotFoundError,
  type PlatformClient,
} from '../../api/index.js';
import type { AiAnalysisReport } from '../../report/model.js';
import type { Clock, Logger } from '../ports.js';

/** Why: the analysis usually lands within a minute or two of the run; past this it is reported missing. */
export const AI_ANALYSIS_WAIT_MS = 180_000;
const AI_ANALYSIS_POLL_MS = 3_000;

/** What reading the analysis needs; the collection's context is one. */
interface AnalysisContext {
  client: PlatformClient;
  clock: Clock;
  log: Logger;
  workspaceId: number;
  /** No wait goes past it. */
  deadline: number;
  /** Whether the trigger already asked for the analysis. */
  analysisRequested: boolean;
  signal?: AbortSignal;
}

/** The analysis (overview and attack clusters) as the report holds it. */
export function fromMethods(
  overview: string | null | undefined,
  items: AnalysisItem[] | null | undefined,
): AiAnalysisReport {
  return {
    overview: overview ?? null,
    clusters: (items ?? [])
      .filter((i) => typeof i?.name === 'string')
      .map((i) => ({
        name: i.name as string,
        description: typeof i.description === 'string' ? i.description : null,
        failRate: typeof i.data?.failRate === 'number' ? i.data.failRate : null,
        failedTestCaseCount:
          typeof i.data?.failedTestCaseCount === 'number' ? i.data.failedTestCaseCount : null,
        totalTestCaseCount:
          typeof i.data?.totalTestCaseCount === 'number' ? i.data.totalTestCaseCount : null,
        ...criticalOf(i),
      })),
  };
}

/** The cluster's critical test case ids, when it names any. */
function criticalOf(i: AnalysisItem): { criticalTestCaseIds?: number[] } {
  const ids = (i.data?.criticalTestCaseIds ?? []).filter((n) => Number.isInteger(n));
  return ids.length > 0 ? { criticalTestCaseIds: ids } : {};
}

const ready = (a: AiAnalysis | null): boolean =>
  a !== null && typeof a.overview === 'string' && a.overview.trim() !== '';

/**
 * Reads the analysis (docs/platform.md 4.17), triggering it (4.16) when nobody asked yet, polling
 * until ready or out of time.
 */
export async function fetchAnalysis(
  ctx: AnalysisContext,
  probeRunId: number,
  o: { readEarly?: boolean } = {},
): Promise<AiAnalysisReport | null> {
  const until = Math.min(ctx.deadline, ctx.clock.now() + AI_ANALYSIS_WAIT_MS);
  let triggered = ctx.analysisRequested;
  // The probe run's detail (docs/platform.md 4.15) has just said the analysis is not finished: when
  // it was asked for already, reading it (4.17) at once would only say so again. A detail read
  // while the run was awaited (read-ahead.ts) said so long ago: the analysis is read at once.
  if (triggered && !o.readEarly) {
    if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until) return null;
    await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
  }
  for (;;) {
    let analysis: AiAnalysis | null = null;
    try {
      analysis = await ctx.client.getAiAnalysis(ctx.workspaceId, probeRunId, {
        signal: ctx.signal,
        deadline: until,
      });
    } catch (err) {
      if (!(err instanceof NotFoundError)) {
        ctx.log.debug(`AI analysis of probe run ${probeRunId}: ${(err as Error).message}`);
      }
    }
    if (ready(analysis)) return fromMethods(analysis?.overview, analysis?.attackClusters);
    if (!triggered) {
      triggered = true;
      try {
        await ctx.client.triggerAiAnalysis(ctx.workspaceId, probeRunId, {
          signal: ctx.signal,
          deadline: until,
        });
      } catch (err) {
        ctx.log.debug(
          `Could not request the AI analysis of probe run ${probeRunId}: ${(err as Error).message}`,
        );
        return null;
      }
    }
    if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until) return null;
    await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
  }
}
