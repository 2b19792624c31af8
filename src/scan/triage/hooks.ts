import type { ProbeRunReport, Report } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';
import type { ScanConfig } from '../../config/config.js';

/**
 * Steps around the core scan: targets as code before it, ignore file and baseline on its
 * results, clean-up after it. Kept behind one interface so the core flow stays readable.
 */
export interface TriageHooks {
  /** Before anything is triggered: apply a target config, create an ephemeral target. */
  prepare(config: ScanConfig, warnings: string[]): Promise<{ targetId: number | null }>;
  /** On the collected results: attach the baseline and benchmark comparisons. */
  refine(facts: ScanFacts): Promise<ScanFacts>;
  /** While the run is awaited: loads what `refine` needs, so the end does not wait for it. */
  warm?(): void;
  /**
   * The ignore file's step on one probe run (its ignored findings marked), applied as each
   * probe run is collected (shape.ts); absent: the probe run as it is.
   */
  ignoreStep?(config: ScanConfig): Promise<(run: ProbeRunReport) => ProbeRunReport>;
  /** Always, last: delete an ephemeral target; with a report, update a tracking issue. Never throws. */
  finish(report: Report | null, signal?: AbortSignal): Promise<void>;
}
