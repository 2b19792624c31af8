import type { ScanConfig } from '../../config/config.js';
import type { RunContext, ScanDeps } from '../deps.js';

/**
 * Opens the check on the commit once the test run exists (in progress, with the run's link):
 * the target's name is read for the check's title; neither that read nor the check can fail
 * the scan (R11), each failure is a warning.
 */
export async function openCheck(
  deps: ScanDeps,
  config: ScanConfig,
  run: Pick<RunContext, 'targetId' | 'testRunId' | 'url'>,
): Promise<void> {
  if (!deps.check) return;
  let targetName: string | null = null;
  try {
    const target = await deps.client.getTarget(config.workspaceId, run.targetId, {
      signal: deps.signal,
    });
    targetName = target.settings?.name ?? null;
  } catch {
    // The name is only a title: the check opens with the target id instead.
  }
  try {
    await deps.check.started({
      targetId: run.targetId,
      targetName,
      testRunId: run.testRunId,
      url: run.url,
    });
  } catch (err) {
    deps.log.warn(
      `Could not open the check run (the verdict stands): ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
