/**
 * OpenTelemetry for one scan (docs/operating.md), loaded only when OTLP export is asked for:
 * a trace over OTLP/HTTP (JSON) with the span tree of scan-spans.ts, and its metrics (overall
 * score, fail rate per category, duration, polls). Attributes hold ids, names and counts,
 * scrubbed of every secret the scan knows.
 */
import type { Attributes } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { Redactor } from '../../api/index.js';
import type { ScanConfig } from '../../config/config.js';
import type { Report } from '../../report/model.js';
import type { ScanDeps, ScanOutcome } from '../../scan/deps.js';
import { TOOL_VERSION } from '../../version.js';
import { describeFailure } from '../failure.js';
import { instrumentDeps } from './instrument.js';
import { ciAttributes, otlpUrl } from './otel-env.js';
import { ScanSpans } from './scan-spans.js';

/** Why 3 s: the export at the end of a scan waits at most this long (the step's exit room). */
export const EXPORT_TIMEOUT_MS = 3_000;

/** How a scan ended, for the root span and the metrics. */
export type ScanEnd = { outcome: ScanOutcome } | { error: unknown; testRunId?: string };

/** The telemetry of one scan. */
export interface ScanTelemetry {
  /** The scan's dependencies with its phases, polls, probe-run reads and publishers traced. */
  instrument(deps: ScanDeps): ScanDeps;
  /** Ends every span (the root last) with the verdict and exit code; records the metrics. */
  finish(end: ScanEnd): void;
  /** Exports what is left, within {@link EXPORT_TIMEOUT_MS}; never throws. */
  shutdown(): Promise<void>;
}

/** Starts the trace of one scan: the root span and the trigger phase begin now. */
export function startScanTelemetry(config: ScanConfig, env: NodeJS.ProcessEnv): ScanTelemetry {
  const resource = resourceFromAttributes({
    'service.name': 'probe-gate',
    'service.version': TOOL_VERSION,
  });
  const traces = traceProvider(resource, env);
  const metrics = meterProvider(resource, env);
  const redactor = new Redactor(config.secrets);
  const clean = (attrs: Attributes): Attributes => {
    const out: Attributes = {};
    for (const [k, v] of Object.entries(attrs))
      if (v !== undefined) out[k] = typeof v === 'string' ? redactor.scrub(v) : v;
    return out;
  };
  const spans = new ScanSpans(traces.getTracer('probe-gate', TOOL_VERSION), clean, {
    ...ciAttributes(env),
    'probe_gate.workspace_id': config.workspaceId,
    ...(config.targetId !== null ? { 'probe_gate.target_id': config.targetId } : {}),
  });
  const started = Date.now();
  let polls = 0;
  return {
    instrument: (deps) => instrumentDeps(deps, spans, () => polls++),
    finish(end) {
      const report = 'outcome' in end ? end.outcome.report : null;
      spans.endAll(endAttributes(end), 'error' in end ? end.error : undefined);
      if (metrics) record(metrics, report, (Date.now() - started) / 1000, polls);
    },
    async shutdown() {
      const timer = new Promise<void>((resolve) => setTimeout(resolve, EXPORT_TIMEOUT_MS).unref());
      const work = Promise.allSettled([traces.shutdown(), metrics?.shutdown()]);
      await Promise.race([work, timer]);
    },
  };
}

type Resource = ReturnType<typeof resourceFromAttributes>;

/** The traces' provider: spans batched to the OTLP/HTTP endpoint the environment names. */
function traceProvider(resource: Resource, env: NodeJS.ProcessEnv): BasicTracerProvider {
  const tracesUrl = otlpUrl(env, 'traces');
  const exporter = new OTLPTraceExporter({
    ...(tracesUrl ? { url: tracesUrl } : {}),
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  return new BasicTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
}

/** The metrics' provider, exported once at the end of the scan; null: no metrics endpoint. */
function meterProvider(resource: Resource, env: NodeJS.ProcessEnv): MeterProvider | null {
  const metricsUrl = otlpUrl(env, 'metrics');
  if (!metricsUrl) return null;
  return new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: metricsUrl, timeoutMillis: EXPORT_TIMEOUT_MS }),
        // Exported once, at the end of the scan (shutdown).
        exportIntervalMillis: 3_600_000,
        exportTimeoutMillis: EXPORT_TIMEOUT_MS,
      }),
    ],
  });
}

/** The root span's closing attributes: the exit code, and the verdict, target and run when known. */
function endAttributes(end: ScanEnd): Attributes {
  const report = 'outcome' in end ? end.outcome.report : null;
  const exitCode = 'outcome' in end ? end.outcome.exitCode : describeFailure(end.error).exitCode;
  const attrs: Attributes = { 'probe_gate.exit_code': exitCode };
  if (report) {
    attrs['probe_gate.verdict'] = report.gate.verdict;
    attrs['probe_gate.target_id'] = report.platform.targetId;
    if (report.testRun.id !== null) attrs['probe_gate.test_run_id'] = report.testRun.id;
  } else if ('testRunId' in end && end.testRunId) {
    attrs['probe_gate.test_run_id'] = Number(end.testRunId);
  }
  return attrs;
}

/** The scan's metrics: overall score, fail rate per category, duration, polls. */
function record(provider: MeterProvider, report: Report | null, seconds: number, polls: number) {
  const meter = provider.getMeter('probe-gate', TOOL_VERSION);
  const target = report ? { 'probe_gate.target_id': report.platform.targetId } : {};
  meter
    .createHistogram('probe_gate.scan.duration', { unit: 's', description: 'Scan duration' })
    .record(seconds, target);
  meter
    .createCounter('probe_gate.scan.polls', { description: 'Status polls of the wait' })
    .add(polls, target);
  if (!report) return;
  if (report.scores.overall !== null)
    meter
      .createGauge('probe_gate.score.overall', { description: 'The gated overall score (0-100)' })
      .record(report.scores.overall, target);
  const rate = meter.createGauge('probe_gate.fail_rate', {
    description: 'Failed / (passed + failed) test cases per category',
  });
  const byCategory = new Map<string, { passed: number; failed: number }>();
  for (const p of report.probeRuns) {
    const c = byCategory.get(p.category ?? 'uncategorised') ?? { passed: 0, failed: 0 };
    c.passed += p.passed;
    c.failed += p.failed;
    byCategory.set(p.category ?? 'uncategorised', c);
  }
  for (const [category, c] of byCategory)
    if (c.passed + c.failed > 0)
      rate.record(c.failed / (c.passed + c.failed), { ...target, 'probe_gate.category': category });
}
