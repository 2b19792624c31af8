import { findTargetType, recommendedProbeIds } from '../data/catalogue.js';
import { badField } from '../errors.js';
import { parseIntParam, readJsonBody } from '../http-input.js';
import type { AppContext, RouteDef, World } from '../route-table.js';
import {
  TargetCreateSchema,
  TargetPatchSchema,
  type SettingsInput,
  type TargetPatchBody,
} from '../schemas.js';
import { targetScores } from '../sim/scores.js';
import { defaultSettings, profileFor } from '../data/seed-data.js';
import type { StoredSettings, TargetRecord } from '../store.js';
import { targetView } from '../views.js';

/** Probes configured for targets created without a (known) target type. */
const FALLBACK_PROBES = [11, 21, 31, 41, 51];

function ids(c: AppContext) {
  return {
    workspaceId: parseIntParam('workspaceId', c.req.param('workspaceId')),
    targetId: parseIntParam('targetId', c.req.param('targetId')),
  };
}

/** Apply the sent settings over the stored ones; 400 for unknown file or target type ids. */
function mergeSettings(
  world: World,
  base: StoredSettings,
  sent: Partial<SettingsInput>,
): StoredSettings {
  if (sent.targetPresetId && !findTargetType(sent.targetPresetId)) {
    throw badField('settings.targetPresetId', `unknown target type ${sent.targetPresetId}`);
  }
  if (sent.ragFileId && !world.store.files.has(sent.ragFileId)) {
    throw badField('settings.ragFileId', `no uploaded file has id ${sent.ragFileId}`);
  }
  const defined = Object.fromEntries(
    Object.entries(sent).filter(([, v]) => v !== undefined),
  ) as Partial<SettingsInput>;
  return {
    ...base,
    ...defined,
    description: defined.description ?? base.description,
    systemPromptConfigurations: {
      ...base.systemPromptConfigurations,
      ...Object.fromEntries(
        Object.entries(defined.systemPromptConfigurations ?? {}).filter(([, v]) => v !== undefined),
      ),
    },
  };
}

function applyPatch(world: World, target: TargetRecord, body: TargetPatchBody): void {
  const settings = mergeSettings(world, target.settings, body.settings ?? {});
  if (body.connection) {
    target.connection = {
      type: body.connection.type ?? target.connection.type,
      config:
        body.connection.config === undefined ? target.connection.config : body.connection.config,
    };
  }
  target.settings = settings;
}

/** docs/platform.md 4.1: a new custom target with the type's recommended probes. */
async function createTarget(world: World, c: AppContext): Promise<Response> {
  const workspaceId = parseIntParam('workspaceId', c.req.param('workspaceId'));
  world.store.requireWorkspace(workspaceId);
  const body = await readJsonBody(c.req.raw, TargetCreateSchema);
  const settings = mergeSettings(world, defaultSettings(body.settings.name), body.settings);
  const type = settings.targetPresetId ? findTargetType(settings.targetPresetId) : undefined;
  const target = world.store.addTarget({
    workspaceId,
    role: 'custom',
    connection: { type: body.connection.type, config: body.connection.config ?? null },
    settings,
    profile: profileFor('custom'),
    failAfterMs: null,
    probeIds: type ? recommendedProbeIds(type) : FALLBACK_PROBES,
    testCasesPerProbe: null,
  });
  return c.json(targetView(world, target));
}

/** docs/platform.md 4.1-4.4 and 4.6. */
export function targetRoutes(world: World): RouteDef[] {
  const { store } = world;
  return [
    {
      method: 'POST',
      path: '/api/v2/workspaces/{workspaceId}/target',
      handle: (c) => createTarget(world, c),
    },
    {
      method: 'PATCH',
      path: '/api/v2/workspaces/{workspaceId}/target/{targetId}',
      async handle(c) {
        const { workspaceId, targetId } = ids(c);
        const target = store.requireTarget(workspaceId, targetId);
        applyPatch(world, target, await readJsonBody(c.req.raw, TargetPatchSchema));
        return c.json(targetView(world, target));
      },
    },
    {
      method: 'GET',
      path: '/api/v2/workspaces/{workspaceId}/target/{targetId}',
      handle(c) {
        const { workspaceId, targetId } = ids(c);
        return c.json(targetView(world, store.requireTarget(workspaceId, targetId)));
      },
    },
    {
      method: 'DELETE',
      path: '/api/workspaces/{workspaceId}/target/{targetId}',
      handle(c) {
        const { workspaceId, targetId } = ids(c);
        const target = store.requireTarget(workspaceId, targetId);
        target.deleted = true;
        return c.json(targetView(world, target));
      },
    },
    {
      method: 'GET',
      path: '/api/workspaces/{workspaceId}/target/{targetId}/scores',
      handle(c) {
        const { workspaceId, targetId } = ids(c);
        const target = store.requireTarget(workspaceId, targetId);
        return c.json(targetScores(store, world.clock, target, world.clock.now()));
      },
    },
  ];
}
