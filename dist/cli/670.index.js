export const id = 670;
export const ids = [670];
export const modules = {

/***/ 22670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startScanTelemetry: () => (/* binding */ startScanTelemetry)
});

// UNUSED EXPORTS: EXPORT_TIMEOUT_MS

// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/build/src/index.js
var src = __webpack_require__(78816);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/build/src/index.js
var build_src = __webpack_require__(86004);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/build/src/index.js
var resources_build_src = __webpack_require__(75647);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/build/src/index.js
var sdk_metrics_build_src = __webpack_require__(89174);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace-base/build/src/index-shim.js
var index_shim = __webpack_require__(19644);
// EXTERNAL MODULE: ./src/api/index.ts + 16 modules
var api = __webpack_require__(58638);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/runtime/failure.ts
var failure = __webpack_require__(63182);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/build/src/index.js
var api_build_src = __webpack_require__(63914);
;// CONCATENATED MODULE: ./src/runtime/telemetry/scan-spans.ts
/**
 * The span tree of one scan (docs/operating.md): a root span, one span per phase (trigger,
 * wait, collect, gate, publish) and children under the phase that is open. Every span this
 * opens is ended by {@link ScanSpans.endAll}, whatever path the scan took.
 */

/** The phases of a scan, in order. */
const PHASES = (/* unused pure expression or super */ null && (['trigger', 'wait', 'collect', 'gate', 'publish']));
/** Which phase a log phase title begins (the engine's titles, src/scan/engine.ts). */
function phaseOfTitle(title) {
    if (/^Waiting\b/.test(title))
        return 'wait';
    if (/^Collecting\b/.test(title))
        return 'collect';
    if (/^Judging\b/.test(title))
        return 'gate';
    if (/^Writing reports\b/.test(title))
        return 'publish';
    return null;
}
class ScanSpans {
    tracer;
    clean;
    root;
    current = null;
    open = new Set();
    constructor(tracer, clean, attrs) {
        this.tracer = tracer;
        this.clean = clean;
        this.root = tracer.startSpan('probe-gate scan', { attributes: clean(attrs) });
        this.open.add(this.root);
        this.phase('trigger');
    }
    /** Ends the open phase and begins `phase` (a phase begun again, a retry, is a new span). */
    phase(phase) {
        if (this.current)
            this.end(this.current.span);
        const span = this.child(this.root, `${phase}`);
        this.current = { phase, span };
    }
    /** The phase now open. */
    currentPhase() {
        return this.current?.phase ?? null;
    }
    /** An event on the open phase's span. */
    event(name, attrs = {}) {
        this.current?.span.addEvent(name, this.clean(attrs));
    }
    /** A span under the open phase (or the root); ended by the caller or by endAll. */
    start(name, attrs = {}) {
        const span = this.child(this.current?.span ?? this.root, name);
        span.setAttributes(this.clean(attrs));
        return span;
    }
    /** Ends a span once; with an error its status is ERROR with the error's name. */
    end(span, error) {
        if (!this.open.delete(span))
            return;
        if (error !== undefined)
            span.setStatus({
                code: api_build_src.SpanStatusCode.ERROR,
                message: error instanceof Error ? error.name : 'error',
            });
        span.end();
    }
    /** Ends every span still open, children first, the root last. */
    endAll(attrs, error) {
        this.root.setAttributes(this.clean(attrs));
        for (const span of [...this.open].reverse())
            if (span !== this.root)
                this.end(span, error);
        this.current = null;
        this.end(this.root, error);
    }
    child(parent, name) {
        const span = this.tracer.startSpan(name, {}, api_build_src.trace.setSpan(api_build_src.context.active(), parent));
        this.open.add(span);
        return span;
    }
}

;// CONCATENATED MODULE: ./src/runtime/telemetry/instrument.ts

/** Wraps `fn` (a method of `owner`) in a span named `name`, ended however it settles. */
function spanned(spans, name, fn, attrs = () => ({})) {
    return async (...args) => {
        const span = spans.start(name, attrs(...args));
        try {
            const out = await fn(...args);
            spans.end(span);
            return out;
        }
        catch (err) {
            spans.end(span, err);
            throw err;
        }
    };
}
/** The same dependencies, traced; the client's methods are wrapped on this scan's instance. */
function instrumentDeps(deps, spans, onPoll) {
    instrumentClient(deps.client, spans, onPoll);
    const { log } = deps;
    const traced = {
        ...deps,
        // The logger's own methods stay (it may be a class instance): only phase() is added to.
        log: Object.assign(Object.create(log), {
            phase: (title, o) => {
                const phase = phaseOfTitle(title);
                if (phase)
                    spans.phase(phase);
                log.phase?.(title, o);
            },
        }),
    };
    instrumentPublishers(deps, traced, spans);
    return traced;
}
/** Wraps the client's methods on this instance: each poll an event, each probe run read a span. */
function instrumentClient(client, spans, onPoll) {
    const status = client.getTestRunStatus.bind(client);
    client.getTestRunStatus = async (...args) => {
        onPoll();
        try {
            const s = await status(...args);
            spans.event('poll', { 'probe_gate.run_status': s.status ?? 'unknown' });
            return s;
        }
        catch (err) {
            const reason = err instanceof Error ? `${err.name}: ${err.message}` : 'error';
            spans.event('retry', { 'probe_gate.reason': reason });
            throw err;
        }
    };
    const probeRunAttrs = (_ws, id) => ({ 'probe_gate.probe_run_id': id });
    const collect = 'collect probe run';
    const findings = client.getProbeRunFindings.bind(client);
    client.getProbeRunFindings = spanned(spans, collect, findings, probeRunAttrs);
    client.getProbeRun = spanned(spans, collect, client.getProbeRun.bind(client), probeRunAttrs);
}
/** Sets on `traced` the publishers of `deps` (artifact, summary, comment, clean-up), each a span. */
function instrumentPublishers(deps, traced, spans) {
    if (deps.artifact)
        traced.artifact = {
            upload: spanned(spans, 'publish artifact', deps.artifact.upload.bind(deps.artifact)),
        };
    if (deps.summary)
        traced.summary = {
            write: spanned(spans, 'publish summary', deps.summary.write.bind(deps.summary)),
        };
    if (deps.comment) {
        const comment = deps.comment;
        traced.comment = {
            target: () => comment.target(),
            upsert: spanned(spans, 'publish comment', comment.upsert.bind(comment)),
        };
    }
    if (deps.triage) {
        const triage = deps.triage;
        traced.triage = Object.assign(Object.create(triage), {
            finish: spanned(spans, 'publish tracking issue and clean-up', triage.finish.bind(triage)),
        });
    }
}

// EXTERNAL MODULE: ./src/runtime/telemetry/otel-env.ts
var otel_env = __webpack_require__(76838);
;// CONCATENATED MODULE: ./src/runtime/telemetry/otel.ts











/** Why 3 s: the export at the end of a scan waits at most this long (the step's exit room). */
const EXPORT_TIMEOUT_MS = 3_000;
/** Starts the trace of one scan: the root span and the trigger phase begin now. */
function startScanTelemetry(config, env) {
    const resource = (0,resources_build_src.resourceFromAttributes)({
        'service.name': 'probe-gate',
        'service.version': version/* TOOL_VERSION */.w,
    });
    const traces = traceProvider(resource, env);
    const metrics = meterProvider(resource, env);
    const redactor = new api/* Redactor */.pO(config.secrets);
    const clean = (attrs) => {
        const out = {};
        for (const [k, v] of Object.entries(attrs))
            if (v !== undefined)
                out[k] = typeof v === 'string' ? redactor.scrub(v) : v;
        return out;
    };
    const spans = new ScanSpans(traces.getTracer('probe-gate', version/* TOOL_VERSION */.w), clean, {
        ...(0,otel_env/* ciAttributes */.Gu)(env),
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
            if (metrics)
                record(metrics, report, (Date.now() - started) / 1000, polls);
        },
        async shutdown() {
            const timer = new Promise((resolve) => setTimeout(resolve, EXPORT_TIMEOUT_MS).unref());
            const work = Promise.allSettled([traces.shutdown(), metrics?.shutdown()]);
            await Promise.race([work, timer]);
        },
    };
}
/** The traces' provider: spans batched to the OTLP/HTTP endpoint the environment names. */
function traceProvider(resource, env) {
    const tracesUrl = (0,otel_env/* otlpUrl */.bO)(env, 'traces');
    const exporter = new build_src/* OTLPTraceExporter */.Q({
        ...(tracesUrl ? { url: tracesUrl } : {}),
        timeoutMillis: EXPORT_TIMEOUT_MS,
    });
    return new index_shim/* BasicTracerProvider */.l({ resource, spanProcessors: [new index_shim/* BatchSpanProcessor */.J(exporter)] });
}
/** The metrics' provider, exported once at the end of the scan; null: no metrics endpoint. */
function meterProvider(resource, env) {
    const metricsUrl = (0,otel_env/* otlpUrl */.bO)(env, 'metrics');
    if (!metricsUrl)
        return null;
    return new sdk_metrics_build_src.MeterProvider({
        resource,
        readers: [
            new sdk_metrics_build_src.PeriodicExportingMetricReader({
                exporter: new src/* OTLPMetricExporter */.r4({ url: metricsUrl, timeoutMillis: EXPORT_TIMEOUT_MS }),
                // Exported once, at the end of the scan (shutdown).
                exportIntervalMillis: 3_600_000,
                exportTimeoutMillis: EXPORT_TIMEOUT_MS,
            }),
        ],
    });
}
/** The root span's closing attributes: the exit code, and the verdict, target and run when known. */
function endAttributes(end) {
    const report = 'outcome' in end ? end.outcome.report : null;
    const exitCode = 'outcome' in end ? end.outcome.exitCode : (0,failure/* describeFailure */.Ic)(end.error).exitCode;
    const attrs = { 'probe_gate.exit_code': exitCode };
    if (report) {
        attrs['probe_gate.verdict'] = report.gate.verdict;
        attrs['probe_gate.target_id'] = report.platform.targetId;
        if (report.testRun.id !== null)
            attrs['probe_gate.test_run_id'] = report.testRun.id;
    }
    else if ('testRunId' in end && end.testRunId) {
        attrs['probe_gate.test_run_id'] = Number(end.testRunId);
    }
    return attrs;
}
/** The scan's metrics: overall score, fail rate per category, duration, polls. */
function record(provider, report, seconds, polls) {
    const meter = provider.getMeter('probe-gate', version/* TOOL_VERSION */.w);
    const target = report ? { 'probe_gate.target_id': report.platform.targetId } : {};
    meter
        .createHistogram('probe_gate.scan.duration', { unit: 's', description: 'Scan duration' })
        .record(seconds, target);
    meter
        .createCounter('probe_gate.scan.polls', { description: 'Status polls of the wait' })
        .add(polls, target);
    if (!report)
        return;
    if (report.scores.overall !== null)
        meter
            .createGauge('probe_gate.score.overall', { description: 'The gated overall score (0-100)' })
            .record(report.scores.overall, target);
    const rate = meter.createGauge('probe_gate.fail_rate', {
        description: 'Failed / (passed + failed) test cases per category',
    });
    const byCategory = new Map();
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


/***/ })

};
