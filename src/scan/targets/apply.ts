import { randomBytes } from 'node:crypto';
import { Redactor } from '../../api/redact.js';
import {
  NotFoundError,
  type PlatformClient,
  type Target,
  type TargetRequest,
} from '../../api/index.js';
import type { ScanConfig } from '../../config/config.js';
import { ScanError } from '../../config/errors.js';
import { loadTargetConfig, type TargetPlan } from '../../config/target-file.js';
import { STATE_KEYS, type Logger, type StateStore } from '../ports.js';

/** `<name>-ephemeral-<time>-<random>`: unique, so parallel jobs never share a throwaway target. */
export function ephemeralName(name: string, now: number): string {
  return `${name}-ephemeral-${now.toString(36)}-${randomBytes(3).toString('hex')}`;
}

/**
 * Applies the target file before the scan: uploads the knowledge file (docs/platform.md 4.18, its
 * id becomes settings.ragFileId) and the dataset (4.19), then updates (4.2) or creates (4.1) the
 * target. An ephemeral target's id is saved to the state at once, so the post step deletes it even
 * when this step dies. Returns the target to scan. Never logs the connection secrets.
 */
export async function prepareTarget(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  config: ScanConfig,
  env: NodeJS.ProcessEnv,
): Promise<{ targetId: number; ephemeral: boolean }> {
  const plan = await loadTargetConfig(config.targetConfig as string, env, config.targetId);
  const ws = config.workspaceId;
  try {
    const target = await applyTargetPlan(client, log, ws, plan, (created) => {
      if (!plan.ephemeral) return;
      // Saved before anything else can fail, so the post step can delete it (R9).
      state.save(STATE_KEYS.workspaceId, String(ws));
      state.save(STATE_KEYS.ephemeralTargetId, String(created.id));
    });
    if (!plan.ephemeral && plan.id === null) {
      log.warn(
        `Created target ${target.id} from ${plan.file}: add "id: ${target.id}" to the file (or set target-id) so the next scan updates it instead of creating another.`,
      );
    }
    return { targetId: target.id, ephemeral: plan.ephemeral };
  } catch (err) {
    throw new Redactor(plan.secrets).scrubError(err);
  }
}

/**
 * Uploads the plan's files and creates or updates the target; shared by the scan and the
 * `target apply` command. `onCreated` runs right after a create, before anything else.
 */
export async function applyTargetPlan(
  client: PlatformClient,
  log: Logger,
  ws: number,
  plan: TargetPlan,
  onCreated: (t: Target) => void = () => undefined,
): Promise<Target> {
  const body: TargetRequest = { ...plan.body, settings: { ...plan.body.settings } };
  if (plan.knowledge) {
    const up = await client.uploadFile(ws, {
      name: plan.knowledge.name,
      data: plan.knowledge.data,
    });
    if (!up.fileId)
      throw new ScanError(
        `The platform accepted the knowledge file ${plan.knowledge.name} but returned no fileId; set settings.ragFileId by hand.`,
      );
    body.settings = { ...body.settings, ragFileId: up.fileId };
    log.info(`Uploaded knowledge file ${plan.knowledge.name} (file id ${up.fileId}).`);
  }
  if (plan.dataset) {
    const up = await client.uploadDataset(ws, { name: plan.dataset.name, data: plan.dataset.data });
    log.info(
      `Uploaded dataset ${plan.dataset.name}: ${up.entriesRowCount ?? plan.dataset.rows} rows (file id ${up.fileId}).`,
    );
  }
  if (plan.id !== null) {
    const target = await client.updateTarget(ws, plan.id, body);
    log.info(`Updated target ${target.id} from ${plan.file}.`);
    return target;
  }
  if (plan.ephemeral) {
    body.settings = {
      ...body.settings,
      name: ephemeralName(body.settings?.name ?? 'probe-gate', Date.now()),
    };
  }
  const target = await client.createTarget(ws, body);
  onCreated(target);
  log.info(
    `Created ${plan.ephemeral ? 'ephemeral ' : ''}target ${target.id} ("${target.settings?.name ?? body.settings?.name}") from ${plan.file}.`,
  );
  return target;
}

/** Why 5 s: the clean-up runs after an interrupt too, before the runner's SIGKILL. */
const CLEANUP_TIMEOUT_MS = 5_000;

/**
 * Deletes an ephemeral target (docs/platform.md 4.4) and clears its state key so it is not deleted
 * twice; a target already gone (404) counts as deleted. Never throws: a failure is a warning, and
 * the key stays so that the post step tries again.
 */
export async function cleanupEphemeralTarget(
  client: PlatformClient,
  log: Logger,
  state: StateStore,
  ws: number,
  targetId: number,
): Promise<void> {
  if (state.get(STATE_KEYS.ephemeralTargetId) !== String(targetId)) {
    log.debug(`Ephemeral target ${targetId} was already deleted.`);
    return;
  }
  try {
    // Outside the scan's scope (it also runs after SIGINT/SIGTERM), bounded on its own.
    await client.deleteTarget(ws, targetId, {
      signal: AbortSignal.timeout(CLEANUP_TIMEOUT_MS),
      deadline: Date.now() + CLEANUP_TIMEOUT_MS,
      detached: true,
    });
    log.info(`Deleted ephemeral target ${targetId}.`);
  } catch (err) {
    if (!(err instanceof NotFoundError)) {
      log.warn(
        `Could not delete ephemeral target ${targetId} (${(err as Error).message}); delete it in the web UI.`,
      );
      return;
    }
    log.info(`Ephemeral target ${targetId} was already gone.`);
  }
  state.save(STATE_KEYS.ephemeralTargetId, '');
}
