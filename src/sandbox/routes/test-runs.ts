import { findProbe } from '../data/catalogue.js';
import { badField, HttpError } from '../errors.js';
import { parseIntParam, readJsonBody } from '../http-input.js';
import type { AppContext, RouteDef, World } from '../route-table.js';
import { LegacyTriggerSchema, TriggerSchema } from '../schemas.js';
import { API_USER, WORKSPACE_ID } from '../data/seed-data.js';
import { RUN_STATUS, stopRun } from '../sim/simulation.js';
import { runStatusView, runSummaryView } from '../views.js';

interface TriggerInput {
  targetId: number;
  probeIds?: number[] | null | undefined;
  name: string;
  notifyWhenFinished?: boolean | undefined;
  runAiAnalysis?: boolean | undefined;
}

/** Create a run; probeIds null means the target's configured probes. */
function trigger(world: World, c: AppContext, workspaceId: number, body: TriggerInput): Response {
  const target = world.store.requireTarget(workspaceId, body.targetId);
  let probeIds = target.probeIds;
  if (body.probeIds !== null && body.probeIds !== undefined) {
    if (body.probeIds.length === 0) {
      throw badField(
        'probeIds',
        'list at least one probe id, or send null for the configured probes',
      );
    }
    const bad = body.probeIds.filter((id) => !findProbe(id)?.active);
    if (bad.length > 0) {
      throw badField('probeIds', `unknown or inactive probe ids: ${[...new Set(bad)].join(', ')}`);
    }
    probeIds = [...new Set(body.probeIds)];
  }
  const run = world.store.createRun({
    workspaceId,
    target,
    probeIds,
    name: body.name,
    startedBy: API_USER,
    createdSim: world.clock.now(),
    runAiAnalysis: body.runAiAnalysis ?? false,
    notifyWhenFinished: body.notifyWhenFinished ?? false,
  });
  world.stats.runCreated({ id: run.id, name: run.name, targetId: target.id });
  world.chaos.runCreated(run.id);
  return c.json({ testRunId: answeredId(world, target.id, run.id) });
}

/** The id the trigger answers with: the run created, unless the target's quirks lie. */
function answeredId(world: World, targetId: number, created: number): number {
  const answer = world.store.targets.get(targetId)?.quirks?.triggerAnswer;
  if (typeof answer === 'number') return answer;
  if (answer !== 'previous') return created;
  const earlier = [...world.store.runsOfTarget(targetId)].filter((r) => r.id !== created);
  return earlier.at(-1)?.id ?? created;
}

/**
 * docs/platform.md 4.7: the target's runs, newest first as the product lists them. A lagging
 * read model (control.setListLag) leaves the newest runs out for a while.
 */
function listTestRuns(world: World, c: AppContext): Response {
  const workspaceId = parseIntParam('workspaceId', c.req.param('workspaceId'));
  const targetId = parseIntParam('targetId', c.req.param('targetId'));
  const target = world.store.requireTarget(workspaceId, targetId);
  const t = world.clock.now();
  const runs = [...world.store.runsOfTarget(target.id)]
    .reverse()
    .filter((r) => world.chaos.listed(r.id));
  return c.json(runs.map((run) => runSummaryView(world, run, t)));
}

/** docs/platform.md 4.9: cancelling a run that already ended is harmless (200, nothing changes). */
function cancelTestRun(world: World, c: AppContext): Response {
  const workspaceId = parseIntParam('workspaceId', c.req.param('workspaceId'));
  const testRunId = parseIntParam('testRunId', c.req.param('testRunId'));
  world.stats.cancel(testRunId);
  const run = world.store.requireRun(workspaceId, testRunId);
  if (world.chaos.failCancel())
    throw new HttpError(503, 'INTERNAL_ERROR', 'Service unavailable (injected by the sandbox).');
  stopRun(run, world.clock.now(), RUN_STATUS.cancelled);
  return c.body(null, 200);
}

/** docs/platform.md 4.7-4.9, the legacy trigger and (optionally) the status endpoint. */
export function testRunRoutes(world: World, statusEndpoint: boolean): RouteDef[] {
  const { store, clock } = world;
  const routes: RouteDef[] = [
    {
      method: 'GET',
      path: '/api/workspaces/{workspaceId}/target/{targetId}/test-runs',
      handle: (c) => listTestRuns(world, c),
    },
    {
      method: 'POST',
      path: '/api/workspaces/{workspaceId}/test-run/trigger',
      async handle(c) {
        const workspaceId = parseIntParam('workspaceId', c.req.param('workspaceId'));
        store.requireWorkspace(workspaceId);
        return trigger(world, c, workspaceId, await readJsonBody(c.req.raw, TriggerSchema));
      },
    },
    {
      method: 'POST',
      path: '/api/v2/test-run/trigger',
      async handle(c) {
        return trigger(world, c, WORKSPACE_ID, await readJsonBody(c.req.raw, LegacyTriggerSchema));
      },
    },
    {
      method: 'POST',
      path: '/api/workspaces/{workspaceId}/test-run/{testRunId}/cancel',
      handle: (c) => cancelTestRun(world, c),
    },
  ];
  if (statusEndpoint) {
    routes.push({
      method: 'GET',
      path: '/api/v2/test-run/{testRunId}/status',
      async handle(c) {
        const testRunId = parseIntParam('testRunId', c.req.param('testRunId'));
        if (world.chaos.hangStatus) await held(world.closing);
        return c.json(runStatusView(world, store.requireRun(null, testRunId), clock.now()));
      },
    });
  }
  return routes;
}

/** Resolves only when the sandbox closes: an answer that never comes. */
function held(closing: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (closing.aborted) return resolve();
    closing.addEventListener('abort', () => resolve(), { once: true });
  });
}
