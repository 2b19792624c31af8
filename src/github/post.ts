import * as core from '@actions/core';
import { PlatformClient, Redactor } from '../api/index.js';
import { cancelLeftBehind, runLeftBehind } from '../scan/run/cancel.js';
import { KNOWN_HOSTS } from '../config/base-url.js';
import { STATE_KEYS } from '../scan/ports.js';
import { TOOL_VERSION } from '../version.js';
import { actionLogger } from './logger.js';
import { actionState } from './ports.js';
import { cleanupEphemeralTarget } from '../scan/targets/apply.js';

/**
 * The post step: runs even when main was cancelled or timed out. Cancels a run that main
 * started and did not see finish (R9), by its id or, when main never learnt the id, by the
 * unique name it saved before the trigger (R23); retries a cancel that was not acknowledged.
 * Deletes an ephemeral target main left. Never fails the job.
 */
export async function runPost(): Promise<void> {
  const apiKey = core.getInput('api-key');
  const secrets = new Redactor([
    apiKey,
    core.getInput('github-token'),
    core.getInput('notify-webhook'),
    core.getInput('notify-secret'),
  ]);
  if (apiKey) core.setSecret(apiKey);
  const log = actionLogger(secrets);
  const state = actionState();
  const ws = Number(state.get(STATE_KEYS.workspaceId));
  const ephemeral = Number(state.get(STATE_KEYS.ephemeralTargetId));
  const needsCancel = runLeftBehind(state);
  if (!needsCancel && !(ephemeral > 0)) {
    core.debug('Nothing to clean up.');
    return;
  }
  const baseUrl = core.getInput('base-url');
  if (!apiKey || !baseUrl || !(ws > 0)) {
    core.warning(
      'The post step could not clean up: api-key, base-url or the saved workspace is missing.',
    );
    return;
  }
  const client = new PlatformClient({
    baseUrl: resolveBaseUrl(baseUrl),
    apiKey,
    userAgent: `probe-gate-action/${TOOL_VERSION}`,
  });
  try {
    if (needsCancel) await cancelLeftBehind(client, log, state);
    if (ephemeral > 0) await cleanupEphemeralTarget(client, log, state, ws, ephemeral);
  } catch (err) {
    log.warn(`The post step could not clean up: ${(err as Error).message}`);
  } finally {
    await client.close();
  }
}

function resolveBaseUrl(raw: string): string {
  return KNOWN_HOSTS[raw.trim().toLowerCase()] ?? raw.trim();
}
