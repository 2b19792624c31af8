import { randomBytes } from 'node:crypto';
import {
  InvalidResponseError,
  isFinalAnswer,
  PlatformError,
  RateLimitError,
  type CallOptions,
  type PlatformClient,
} from '../../api/index.js';
import { DeadlineError, ScanError } from '../../config/errors.js';
import { runNamed } from '../evidence/run-identity.js';
import type { Clock, Logger } from '../ports.js';

/** Why 4: one try plus three after failures that provably created nothing (R3). */
export const TRIGGER_ATTEMPTS = 4;
/** Pause between look-ups of the run by name, and between trigger attempts. */
const TRIGGER_RETRY_PAUSE_MS = 2_000;
/**
 * Why 30 s: the test run list (docs/platform.md 4.7) is a read model that can lag its writes by
 * seconds; a run is taken as absent only when the list has not shown it for this long after an
 * ambiguous trigger (R23). Bounded by the scan's deadline.
 */
export const TRIGGER_LOOKUP_WINDOW_MS = 30_000;

/** A run name no other scan will use, so that a retried trigger can find its own run (R3). */
export function uniqueRunName(prefix: string, now: number): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${prefix}-${stamp}-${randomBytes(4).toString('hex')}`;
}

/** The name of a retry run (retry-failed): `<prefix>-retry<k>-<stamp>-<hex>`, never tagged. */
export function retryRunName(prefix: string, attempt: number, now: number): string {
  return uniqueRunName(`${prefix}-retry${attempt}`, now);
}

/** Whether a run's name is a retry run's: it ran only some probes (no baseline, no trend point). */
export function isRetryRunName(name: string | null | undefined): boolean {
  return /-retry[1-9]-\d{8}T\d{6}Z-[0-9a-f]{8}$/.test(name ?? '');
}

export interface TriggerRequestInput {
  workspaceId: number;
  targetId: number;
  probeIds: number[] | null;
  name: string;
  notifyWhenFinished: boolean;
  runAiAnalysis: boolean;
  /** The scan's deadline (clock time): no look-up goes past it. */
  deadline: number;
  signal?: AbortSignal;
  /** Whether a post step looks for a run this step could not confirm (default: true). */
  postStep?: boolean;
}

/** What happens to a run that may exist unseen: the post step's look-up, or the user's. */
function leftBehind(req: Pick<TriggerRequestInput, 'name' | 'postStep'>): string {
  return req.postStep === false
    ? `look for "${req.name}" in the web UI and cancel it if it started`
    : `the post step finds "${req.name}" by its name and cancels it`;
}

/**
 * Triggers exactly one test run (R3, R23). The trigger POST is not idempotent: after any
 * failure that may have reached the server, the run is looked up by its unique name
 * (docs/platform.md 4.7) over {@link TRIGGER_LOOKUP_WINDOW_MS}, long enough for a lagging list, and
 * triggered again only when the list has shown for that long that it does not exist. A 429 created
 * nothing and is retried after its Retry-After. Client errors (400, 401, 403, 404) are final.
 */
export async function triggerOnce(
  client: PlatformClient,
  clock: Clock,
  log: Logger,
  req: TriggerRequestInput,
): Promise<number> {
  const { signal, workspaceId } = req;
  const body = {
    targetId: req.targetId,
    probeIds: req.probeIds,
    name: req.name,
    notifyWhenFinished: req.notifyWhenFinished,
    runAiAnalysis: req.runAiAnalysis,
  };
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= TRIGGER_ATTEMPTS; attempt++) {
    signal?.throwIfAborted();
    try {
      const res = await client.triggerTestRun(workspaceId, body, {
        signal,
        deadline: Math.max(req.deadline, clock.now() + LOOKUP_CALL_MS),
      });
      return res.testRunId;
    } catch (err) {
      if (isFinalTriggerError(err)) throw err;
      if (signal?.aborted) throw signal.reason;
      lastError = err;
      log.warn(
        `Trigger attempt ${attempt} of ${TRIGGER_ATTEMPTS} failed (${(err as Error).message}); checking whether the run was created before trying again.`,
      );
    }
    if (attempt === TRIGGER_ATTEMPTS) break;
    if (createdNothing(lastError)) {
      await pauseAfterNothingCreated(lastError, clock, req);
      continue;
    }
    const found = await lookUpAfterFailedTrigger(client, clock, req, lastError);
    if (typeof found === 'number') {
      log.info(
        `The trigger had reached the platform after all: found test run ${found} by its name.`,
      );
      return found;
    }
  }
  // The last failure may still have created the run: one more look before giving up.
  if (!createdNothing(lastError)) {
    const found = await findRunByName(client, workspaceId, req.targetId, req.name, {
      signal,
      deadline: clock.now() + LOOKUP_CALL_MS,
    });
    if (typeof found === 'number') return found;
  }
  throw new ScanError(
    `Could not start a test run after ${TRIGGER_ATTEMPTS} attempts (${(lastError as Error).message}). If the platform created it after all, ${leftBehind(req)}; check the platform's status and re-run.`,
    { cause: lastError },
  );
}

/**
 * Waits before triggering again after a failure that created nothing (429 or never
 * connected): the Retry-After when longer than the pause; throws when the deadline comes first.
 */
async function pauseAfterNothingCreated(
  lastError: unknown,
  clock: Clock,
  req: TriggerRequestInput,
): Promise<void> {
  const wait = Math.max(
    lastError instanceof RateLimitError ? (lastError.retryAfterMs ?? 0) : 0,
    TRIGGER_RETRY_PAUSE_MS,
  );
  if (clock.now() + wait >= req.deadline)
    throw new DeadlineError(
      `The deadline passed before the platform accepted the trigger (${(lastError as Error).message}); raise timeout-minutes or re-run later.`,
      { cause: lastError },
    );
  await clock.sleep(wait, req.signal);
}

/**
 * Looks the run up by name after a trigger that may have reached the server; a list that
 * cannot be read ends the scan with both answers' problems, and no second run is triggered.
 */
function lookUpAfterFailedTrigger(
  client: PlatformClient,
  clock: Clock,
  req: TriggerRequestInput,
  lastError: unknown,
): ReturnType<typeof lookUpAfterAmbiguousTrigger> {
  return lookUpAfterAmbiguousTrigger(client, clock, req).catch((err: unknown) => {
    if (!(err instanceof InvalidResponseError)) throw err;
    throw new ScanError(
      `Could not start a test run, or confirm that it started: the trigger failed (${(lastError as Error).message}) and the test run list could not be read (${err.message}). No second run was triggered.`,
      { cause: lastError },
    );
  });
}

/** Consecutive look-ups that must all miss the run before it is taken as absent. */
const ABSENT_LOOKS = Math.ceil(TRIGGER_LOOKUP_WINDOW_MS / TRIGGER_RETRY_PAUSE_MS);

/**
 * Looks the run up by name until the list shows it, or has missed it on every look over the
 * whole window ('absent'). The deadline bounds it: past it, a run that cannot be confirmed
 * either way ends the scan as timed out (DeadlineError), never with a second trigger.
 */
async function lookUpAfterAmbiguousTrigger(
  client: PlatformClient,
  clock: Clock,
  req: TriggerRequestInput,
): Promise<number | 'absent'> {
  const { signal } = req;
  let misses = 0;
  for (;;) {
    const found = await findRunByName(client, req.workspaceId, req.targetId, req.name, {
      signal,
      deadline: Math.max(req.deadline, clock.now() + LOOKUP_CALL_MS),
    });
    if (typeof found === 'number') return found;
    if (signal?.aborted) throw signal.reason;
    misses = found === 'absent' ? misses + 1 : 0;
    if (misses >= ABSENT_LOOKS) return 'absent';
    const left = req.deadline - clock.now();
    if (left <= 0)
      throw new DeadlineError(
        `The deadline passed before the platform confirmed whether the test run "${req.name}" started (the trigger's answer was lost); ${leftBehind(req)}.`,
      );
    await clock.sleep(Math.min(TRIGGER_RETRY_PAUSE_MS, left), signal);
  }
}

/** Longest a look-up at the deadline may take. */
const LOOKUP_CALL_MS = 5_000;

/** A failure after which the platform provably created no run: 429, or never connected. */
function createdNothing(err: unknown): boolean {
  if (err instanceof RateLimitError) return true;
  return err instanceof PlatformError && err.requestMayHaveReachedServer === false;
}

/** Answers that a new attempt cannot change: the request itself or the credentials are wrong. */
export const isFinalTriggerError = isFinalAnswer;

/**
 * The run's id, found by its unique name as the platform shows it (evidence/run-identity.ts:
 * any letter case, or cut short); 'absent' when the list proves it does not exist; 'unknown'
 * when the list could not be read or cannot tell runs apart.
 */
export async function findRunByName(
  client: PlatformClient,
  ws: number,
  targetId: number,
  name: string,
  call: CallOptions = {},
): Promise<number | 'absent' | 'unknown'> {
  try {
    const found = runNamed(await client.listTestRuns(ws, targetId, call), name);
    // Names cut so short that two runs show alike: never taken as absent (no second run).
    return found === undefined ? 'absent' : found === null ? 'unknown' : found;
  } catch (err) {
    if (isFinalTriggerError(err) || err instanceof InvalidResponseError) throw err;
    return 'unknown';
  }
}
