import { randomBytes } from 'node:crypto';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InvalidArgumentError,
  MethodNotAllowedError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  UnreachableError,
  type PlatformClient,
} from '../../api/index.js';
import { ScanError } from '../../config/errors.js';
import type { Clock, Logger } from '../ports.js';

/** Why 4: one try plus three after ambiguous failures, each preceded by a lookup (R3). */
export const TRIGGER_ATTEMPTS = 4;
/** Pause between trigger attempts: the lookup is a GET that retries on its own. */
const TRIGGER_RETRY_PAUSE_MS = 2_000;

/** A run name no other scan will use, so that a retried trigger can find its own run (R3). */
export function uniqueRunName(prefix: string, now: number): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${prefix}-${stamp}-${randomBytes(4).toString('hex')}`;
}

export interface TriggerRequestInput {
  workspaceId: number;
  targetId: number;
  probeIds: number[] | null;
  name: string;
  notifyWhenFinished: boolean;
  runAiAnalysis: boolean;
  signal?: AbortSignal;
}

/**
 * Triggers exactly one test run. The trigger POST is not idempotent: after any failure that
 * may have reached the server, the run is looked up by its unique name (4.7) before
 * triggering again. Client errors (400, 401, 403, 404) are final.
 */
export async function triggerOnce(
  client: PlatformClient,
  clock: Clock,
  log: Logger,
  req: TriggerRequestInput,
): Promise<number> {
  const { signal, workspaceId, ...rest } = req;
  const body = {
    targetId: rest.targetId,
    probeIds: rest.probeIds,
    name: rest.name,
    notifyWhenFinished: rest.notifyWhenFinished,
    runAiAnalysis: rest.runAiAnalysis,
  };
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= TRIGGER_ATTEMPTS; attempt++) {
    signal?.throwIfAborted();
    if (lastError !== null) {
      const found = await findRunByName(client, workspaceId, req.targetId, req.name, signal);
      if (typeof found === 'number') {
        log.info(
          `The trigger had reached the platform after all: found test run ${found} by its name.`,
        );
        return found;
      }
      if (found === 'unknown') {
        // Cannot tell whether the run exists: triggering again could start a second one.
        if (attempt < TRIGGER_ATTEMPTS) await clock.sleep(TRIGGER_RETRY_PAUSE_MS, signal);
        continue;
      }
    }
    try {
      const res = await client.triggerTestRun(workspaceId, body, { signal });
      return res.testRunId;
    } catch (err) {
      if (isFinal(err)) throw err;
      lastError = err;
      const wait =
        err instanceof RateLimitError && err.retryAfterMs
          ? Math.max(err.retryAfterMs, TRIGGER_RETRY_PAUSE_MS)
          : TRIGGER_RETRY_PAUSE_MS;
      log.warn(
        `Trigger attempt ${attempt} of ${TRIGGER_ATTEMPTS} failed (${(err as Error).message}); checking whether the run was created before trying again.`,
      );
      if (attempt < TRIGGER_ATTEMPTS) await clock.sleep(wait, signal);
    }
  }
  const found = await findRunByName(client, workspaceId, req.targetId, req.name, signal);
  if (typeof found === 'number') return found;
  throw new ScanError(
    `Could not start a test run after ${TRIGGER_ATTEMPTS} attempts: ${(lastError as Error).message}`,
    { cause: lastError },
  );
}

/** Answers that a new attempt cannot change: the request itself or the credentials are wrong. */
function isFinal(err: unknown): boolean {
  return (
    err instanceof AuthenticationError ||
    err instanceof PermissionError ||
    err instanceof NotFoundError ||
    err instanceof BadRequestError ||
    err instanceof ConflictError ||
    err instanceof MethodNotAllowedError ||
    err instanceof InvalidArgumentError ||
    err instanceof UnreachableError
  );
}

/** The run's id, 'absent' when the list proves it does not exist, 'unknown' when the list could not be read. */
export async function findRunByName(
  client: PlatformClient,
  ws: number,
  targetId: number,
  name: string,
  signal?: AbortSignal,
): Promise<number | 'absent' | 'unknown'> {
  try {
    const runs = await client.listTestRuns(ws, targetId, { signal });
    const hit = runs.find((r) => r.name === name && typeof r.id === 'number');
    return hit ? (hit.id as number) : 'absent';
  } catch (err) {
    if (isFinal(err)) throw err;
    return 'unknown';
  }
}
