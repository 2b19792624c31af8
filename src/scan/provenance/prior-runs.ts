import {
  isCredentialError,
  isTerminal,
  normalizeRunStatus,
  type PlatformClient,
  type TestRunSummary,
  UnreachableError,
} from '../../api/index.js';
import { ConfigError, ScanError } from '../../config/errors.js';

/**
 * The target's test runs (docs/platform.md 4.7) as they stood before this scan's run began: those
 * already final then ended before it, so they cannot have mixed into the target's score while it
 * ran (R20). Read before the trigger; a failure is a warning and proves nothing (empty set).
 */
export async function runsFinalBefore(
  client: PlatformClient,
  ws: number,
  targetId: number,
  warnings: string[],
  signal?: AbortSignal,
): Promise<ReadonlySet<number>> {
  try {
    return finalIds(await client.listTestRuns(ws, targetId, { signal }));
  } catch (err) {
    if (isCredentialError(err)) throw err;
    warnings.push(
      `The target's earlier test runs could not be listed (${(err as Error).message}): the platform's score cannot be proven to be this run's.`,
    );
    return new Set();
  }
}

const finalIds = (list: TestRunSummary[]): Set<number> =>
  new Set(
    list
      .filter((r) => typeof r.id === 'number' && isTerminal(normalizeRunStatus(r.status)))
      .map((r) => r.id as number),
  );

/**
 * `attach-test-run-id` must name a run of `target-id` (R21): read the target's runs
 * (docs/platform.md 4.7) before any wait; another target's run is bad input (exit 2), naming both
 * ids. Returns the runs final before the attached run began executing: none once it has (an earlier
 * run may have ended during it).
 */
export async function checkAttachedRun(
  client: PlatformClient,
  ws: number,
  targetId: number,
  testRunId: number,
  signal?: AbortSignal,
): Promise<ReadonlySet<number>> {
  let list: TestRunSummary[];
  try {
    list = await client.listTestRuns(ws, targetId, { signal });
  } catch (err) {
    // Final answers keep their own exit code (nothing listens at base-url: exit 2).
    if (isCredentialError(err) || err instanceof UnreachableError) throw err;
    throw new ScanError(
      `Could not check that test run ${testRunId} belongs to target ${targetId} (${(err as Error).message}); retry the scan.`,
      { cause: err },
    );
  }
  const ours = list.find((r) => r.id === testRunId);
  if (!ours)
    throw new ConfigError(
      `attach-test-run-id: test run ${testRunId} is not a run of target ${targetId} (it is not in the target's test run list); give the target-id of that run, or a run of target ${targetId}.`,
    );
  return ours.executionDate ? new Set() : finalIds(list);
}
