/** Whether a scan renders ahead (render-ahead.ts), and the formats it applies to. */
import type { ScanConfig } from '../../config/config.js';
import type { Logger } from '../ports.js';
import { AHEAD_FORMATS, RenderAhead, type RenderAheadOptions } from './render-ahead.js';
import { AHEAD_FROM_CASES } from './pace.js';
import type { AheadFormat } from './sections.js';

/**
 * The formats a scan renders ahead: none without a JSON, JUnit, Markdown or SARIF report, or
 * with retry-failed (a retried probe's counts are pooled over several runs).
 */
export function aheadFormats(config: ScanConfig): AheadFormat[] {
  return config.retryFailed > 0 ? [] : AHEAD_FORMATS.filter((f) => config.formats.includes(f));
}

/**
 * Rendering ahead for a scan, or null when it does not apply: no {@link aheadFormats}, or a
 * run of fewer test cases than `fromCases`.
 */
export function startRenderAhead(
  config: ScanConfig,
  o: {
    log: Pick<Logger, 'debug'>;
    startedAt: string;
    sarif?: RenderAheadOptions['sarif'];
    worker?: string | null;
    /** Whether a job summary will be written (its rows are made ahead too). */
    summary?: boolean;
    loop?: RenderAheadOptions['loop'];
    /** The run's test cases, as its final status counts them. */
    total: number;
    /** The size from which a run renders ahead (default {@link AHEAD_FROM_CASES}). */
    fromCases?: number;
  },
): RenderAhead | null {
  const formats = aheadFormats(config);
  if (formats.length === 0 || o.total < (o.fromCases ?? AHEAD_FROM_CASES)) return null;
  return new RenderAhead({
    formats,
    startedAt: o.startedAt,
    log: o.log,
    sarif: o.sarif,
    worker: o.worker,
    loop: o.loop,
    summaryRows:
      o.summary && config.jobSummary ? { probes: o.sarif?.order.length ?? 1 } : undefined,
  });
}
