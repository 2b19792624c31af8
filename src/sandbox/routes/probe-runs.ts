import { notFound } from '../errors.js';
import { parseIntParam } from '../http-input.js';
import type { AppContext, RouteDef, World } from '../route-table.js';
import { probeRunState } from '../sim/simulation.js';
import { analysisView, probeRunDetailView } from '../views.js';

/**
 * docs/platform.md 4.15-4.17. AI analysis before it is ready: 4.17 answers 200 with
 * overview null and no clusters (isAiAnalysisFinished false in 4.15); it
 * answers 404 only when no analysis was ever requested for the probe run.
 */
export function probeRunRoutes(world: World): RouteDef[] {
  const { store, clock } = world;
  /** Reads of each probe run's detail so far (the laggingDetailReads quirk). */
  const reads = new Map<number, number>();
  const find = (c: AppContext) =>
    store.requireProbeRun(
      parseIntParam('workspaceId', c.req.param('workspaceId')),
      parseIntParam('probeRunId', c.req.param('probeRunId')),
    );
  return [
    {
      method: 'GET',
      path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}',
      handle(c) {
        const { run, pr } = find(c);
        const t = clock.now();
        const state = probeRunState(store, run, pr, t);
        const read = (reads.get(pr.id) ?? 0) + 1;
        reads.set(pr.id, read);
        const lagFor = store.targets.get(run.targetId)?.quirks?.laggingDetailReads ?? 0;
        return c.json(probeRunDetailView(world, run, pr, state, t, read <= lagFor));
      },
    },
    {
      method: 'POST',
      path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis/trigger',
      handle(c) {
        const { pr } = find(c);
        pr.aiRequestedSim ??= clock.now();
        return c.body(null, 200);
      },
    },
    {
      method: 'GET',
      path: '/api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis',
      handle(c) {
        const { run, pr } = find(c);
        const t = clock.now();
        const { analysis } = analysisView(world, run, pr, probeRunState(store, run, pr, t), t);
        if (!analysis) {
          throw notFound(
            `No AI analysis was requested for probe run ${pr.id}; request one with POST ` +
              `/api/workspaces/${run.workspaceId}/probe-run/${pr.id}/ai-analysis/trigger.`,
          );
        }
        return c.json(analysis);
      },
    },
  ];
}
