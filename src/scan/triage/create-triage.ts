import { checkBaselineFile } from '../../config/baseline-file.js';
import type { PlatformClient } from '../../api/index.js';
import type { Report } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';
import type { ScanConfig } from '../../config/config.js';
import type { Clock, Logger, StateStore } from '../ports.js';
import type { TriageHooks } from './hooks.js';
import { bounded } from '../budget.js';
import { ignoreFileWanted } from '../../config/ignore-default.js';
import type { IgnoreEntry } from '../../config/ignore-file.js';

export interface TriageDeps {
  client: PlatformClient;
  log: Logger;
  state: StateStore;
  clock: Clock;
  github: { token: string | null };
  env?: NodeJS.ProcessEnv;
  /** Opens, updates or closes the nightly tracking issue (Action only). */
  trackingIssue?: (report: Report, config: ScanConfig, signal?: AbortSignal) => Promise<void>;
}

/** The standard steps around the scan: target as code, ignore file, baseline, benchmarks, clean-up. */
export function createTriage(deps: TriageDeps): TriageHooks {
  let config: ScanConfig | null = null;
  let ephemeral: { workspaceId: number; targetId: number } | null = null;
  let ignores: IgnoreEntry[] = [];
  return {
    async prepare(c, warnings) {
      config = c;
      // A baseline file that is named but missing is bad input before any request (R22).
      checkBaselineFile(c.baselineReport, c.baseline, c.baselineOptional);
      // The ignore file is read before any request, so a broken file is a config error (exit 2).
      if (ignoreFileWanted(c.ignoreFile)) {
        const { loadIgnoreFile } = await import('../../config/ignore-file.js');
        ignores = await loadIgnoreFile(c.ignoreFile, deps.clock.now(), warnings, c.ignoreMaxDays);
      }
      if (!c.targetConfig) return { targetId: c.targetId };
      const { prepareTarget } = await import('../targets/apply.js');
      const prepared = await prepareTarget(
        deps.client,
        deps.log,
        deps.state,
        c,
        deps.env ?? process.env,
      );
      if (prepared.ephemeral)
        ephemeral = { workspaceId: c.workspaceId, targetId: prepared.targetId };
      return { targetId: prepared.targetId };
    },
    async refine(facts: ScanFacts) {
      const c = config ?? facts.config;
      // Needed once the run is over: loaded then, not before the first request.
      const [{ applyIgnores }, { resolveBaseline }, { benchmarkComparison }] = await Promise.all([
        import('./ignore.js'),
        import('./baseline.js'),
        import('./benchmarks.js'),
      ]);
      const probeRuns = applyIgnores(facts.probeRuns, ignores, c.gate.countAcceptedRisk);
      const baseline = await resolveBaseline(
        deps.client,
        c,
        { ...facts, probeRuns },
        facts.warnings,
      );
      const benchmarks = c.benchmarkCompare
        ? await benchmarkComparison(deps.client, facts.warnings)
        : null;
      return { ...facts, probeRuns, baseline, benchmarks };
    },
    async finish(report, signal) {
      if (ephemeral) {
        const { cleanupEphemeralTarget } = await import('../targets/apply.js');
        await cleanupEphemeralTarget(
          deps.client,
          deps.log,
          deps.state,
          ephemeral.workspaceId,
          ephemeral.targetId,
        );
      }
      if (report && deps.trackingIssue && config && !signal?.aborted) {
        try {
          const work = deps.trackingIssue(report, config, signal);
          await (signal ? bounded(work, signal) : work);
        } catch (err) {
          deps.log.warn(
            `Could not update the tracking issue (the verdict stands): ${(err as Error).message}`,
          );
        }
      }
    },
  };
}
