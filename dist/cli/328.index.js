export const id = 328;
export const ids = [328];
export const modules = {

/***/ 2595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XG: () => (/* binding */ collectProbeRuns),
/* harmony export */   Zi: () => (/* binding */ toProbeRunReport),
/* harmony export */   d5: () => (/* binding */ PROBE_RUN_CONCURRENCY)
/* harmony export */ });
/* unused harmony export AI_ANALYSIS_WAIT_MS */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1417);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2749);



/** Why 6: enough to hide latency on a 50-probe run without hammering the platform. */
const PROBE_RUN_CONCURRENCY = 6;
/** Why: the analysis usually lands within a minute or two of the run; past this it is reported missing. */
const AI_ANALYSIS_WAIT_MS = 180_000;
const AI_ANALYSIS_POLL_MS = 3_000;
/**
 * Fetches every probe run's detail (4.15) with bounded concurrency, plus its AI analysis when
 * asked. Only failed and errored test cases are read whole and kept (getProbeRunFindings).
 */
async function collectProbeRuns(ctx, refs, warnings) {
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)(PROBE_RUN_CONCURRENCY);
    const missingAnalysis = [];
    const results = await Promise.all(refs.map((ref) => limit(async () => {
        if (ref.probeRunId === null)
            return null;
        let detail;
        try {
            detail = await ctx.client.getProbeRunFindings(ctx.workspaceId, ref.probeRunId, {
                signal: ctx.signal,
                deadline: ctx.deadline,
            });
        }
        catch (err) {
            if (err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .AuthenticationError */ .v3 || err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PermissionError */ .i_)
                throw err;
            // Dropping the probe run would undercount failures (R10): keep its status counts.
            const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
            warnings.push(`Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${err.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`);
            return stand;
        }
        const report = toProbeRunReport(detail, ref, ctx);
        if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
            report.aiAnalysis = await fetchAnalysis(ctx, ref.probeRunId);
            if (report.aiAnalysis === null)
                missingAnalysis.push(report.name);
        }
        return report;
    })));
    if (missingAnalysis.length > 0) {
        warnings.push(`AI analysis was not available in time for ${missingAnalysis.length} probe run(s): ${missingAnalysis.slice(0, 5).join(', ')}${missingAnalysis.length > 5 ? ', ...' : ''}.`);
    }
    return results.filter((r) => r !== null);
}
const num = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
const str = (v) => (typeof v === 'string' ? v : null);
/** Maps a probe run (4.15) onto the report model, keeping only failed and errored test cases. */
function toProbeRunReport(detail, ref, ctx) {
    const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
    const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
    const failedTestCases = [];
    let acceptedFromCases = 0;
    for (const tc of detail.testCaseResults ?? []) {
        const outcome = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeCaseStatus */ .C3)(tc.status);
        if (outcome !== 'failed' && outcome !== 'error')
            continue;
        const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
        if (accepted)
            acceptedFromCases++;
        failedTestCases.push({
            id: typeof tc.id === 'number' ? tc.id : null,
            attackId: str(tc.attackId),
            attempt: typeof tc.attempt === 'number' ? tc.attempt : null,
            outcome,
            status: str(tc.status),
            strategy: str(tc.strategy),
            redTeamer: str(tc.redTeamer),
            variation: str(tc.variation),
            redTeamerLabels: stringMap(tc.redTeamerLabels),
            riskAccepted: accepted,
            ignored: null,
        });
    }
    const passed = num(detail.passedCount);
    const failed = num(detail.failedCount);
    const errors = num(detail.errorCount);
    const processed = Math.max(num(detail.processedCount), passed + failed + errors);
    const accepted = Math.min(failed, Math.max(num(detail.acceptedCount), acceptedFromCases));
    const remediation = [
        ...(detail.remediation?.tasks ?? []),
        ...(detail.remediation?.dynamicTasks ?? []),
    ]
        .filter((t) => typeof t?.name === 'string')
        .map((t) => ({
        name: t.name,
        details: str(t.details),
        completed: t.completed === true,
        type: str(t.type),
    }));
    const analysis = ctx.aiAnalysis && detail.isAiAnalysisFinished === true && detail.aiAnalysis
        ? fromMethods(detail.aiAnalysis.overview, detail.aiAnalysis.methods)
        : null;
    const catalogued = probeId !== null ? ctx.catalogue.get(probeId) : undefined;
    return {
        probeRunId,
        probeId,
        name: str(detail.probeName) ?? ref.probeName ?? catalogued?.name ?? `probe ${probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: probeId !== null ? (ctx.weights.get(probeId) ?? null) : null,
        status: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(detail.status),
        rawStatus: str(detail.status),
        url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
        total: Math.max(num(detail.totalCount), processed),
        processed,
        passed,
        failed,
        errors,
        accepted,
        ignored: 0,
        ...(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .computeRates */ .po)({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
        aiAnalysis: analysis,
        remediation,
        failedTestCases,
    };
}
/** A probe run known only from the status endpoint: counts, no test cases. */
function fromStatusEntry(entry, ref, ctx) {
    const passed = num(entry.passedCount);
    const failed = num(entry.failedCount);
    const errors = num(entry.errorCount);
    const processed = passed + failed + errors;
    const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
    return {
        probeRunId: ref.probeRunId,
        probeId: ref.probeId,
        name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
        status: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(entry.status),
        rawStatus: str(entry.status),
        url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
        total: Math.max(num(entry.totalCount), processed),
        processed,
        passed,
        failed,
        errors,
        // Unknown without the detail: 0 counts every failure against the gate (fails closed).
        accepted: 0,
        ignored: 0,
        ...(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .computeRates */ .po)({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
        aiAnalysis: null,
        remediation: [],
        failedTestCases: [],
    };
}
function stringMap(v) {
    if (!v || typeof v !== 'object')
        return {};
    const out = {};
    for (const [k, val] of Object.entries(v))
        if (typeof val === 'string')
            out[k] = val;
    return out;
}
function fromMethods(overview, items) {
    return {
        overview: overview ?? null,
        clusters: (items ?? [])
            .filter((i) => typeof i?.name === 'string')
            .map((i) => ({
            name: i.name,
            description: str(i.description),
            failRate: typeof i.data?.failRate === 'number' ? i.data.failRate : null,
            failedTestCaseCount: typeof i.data?.failedTestCaseCount === 'number' ? i.data.failedTestCaseCount : null,
            totalTestCaseCount: typeof i.data?.totalTestCaseCount === 'number' ? i.data.totalTestCaseCount : null,
        })),
    };
}
const ready = (a) => a !== null && typeof a.overview === 'string' && a.overview.trim() !== '';
/** Reads the analysis (4.17), triggering it (4.16) when nobody asked yet, polling until ready or out of time. */
async function fetchAnalysis(ctx, probeRunId) {
    const until = Math.min(ctx.deadline, ctx.clock.now() + AI_ANALYSIS_WAIT_MS);
    let triggered = ctx.analysisRequested;
    // The probe run's detail (4.15) has just said the analysis is not finished: when it was
    // asked for already, reading it (4.17) at once would only say so again.
    if (triggered) {
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
    for (;;) {
        let analysis = null;
        try {
            analysis = await ctx.client.getAiAnalysis(ctx.workspaceId, probeRunId, {
                signal: ctx.signal,
                deadline: until,
            });
        }
        catch (err) {
            if (!(err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_)) {
                ctx.log.debug(`AI analysis of probe run ${probeRunId}: ${err.message}`);
            }
        }
        if (ready(analysis))
            return fromMethods(analysis?.overview, analysis?.attackClusters);
        if (!triggered) {
            triggered = true;
            try {
                await ctx.client.triggerAiAnalysis(ctx.workspaceId, probeRunId, {
                    signal: ctx.signal,
                    deadline: until,
                });
            }
            catch (err) {
                ctx.log.debug(`Could not request the AI analysis of probe run ${probeRunId}: ${err.message}`);
                return null;
            }
        }
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
}


/***/ }),

/***/ 2749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W_: () => (/* binding */ sumCounts),
/* harmony export */   Yi: () => (/* binding */ countedFailures),
/* harmony export */   po: () => (/* binding */ computeRates)
/* harmony export */ });
const round4 = (n) => Math.round(n * 10_000) / 10_000;
/** Failed test cases that count against the gate: ignored ones never, accepted ones only when asked. */
function countedFailures(c, countAcceptedRisk) {
    return Math.max(0, c.failed - c.ignored - (countAcceptedRisk ? 0 : c.accepted));
}
/** Fail rate (counted failures over judged cases) and error rate (errors over processed). */
function computeRates(c, countAcceptedRisk) {
    const counted = countedFailures(c, countAcceptedRisk);
    const judged = c.passed + c.failed;
    return {
        failRate: judged === 0 ? 0 : Math.min(1, round4(counted / judged)),
        errorRate: c.processed === 0 ? 0 : Math.min(1, round4(c.errors / c.processed)),
    };
}
/** Sums probe-run counts into totals. */
function sumCounts(items, countAcceptedRisk) {
    const raw = { total: 0, processed: 0, passed: 0, failed: 0, errors: 0, accepted: 0, ignored: 0 };
    for (const i of items) {
        raw.total += i.total;
        raw.processed += i.processed;
        raw.passed += i.passed;
        raw.failed += i.failed;
        raw.errors += i.errors;
        raw.accepted += i.accepted;
        raw.ignored += i.ignored;
    }
    return { ...raw, ...computeRates(raw, countAcceptedRisk) };
}


/***/ }),

/***/ 2328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  followRun: () => (/* binding */ followRun)
});

// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
// EXTERNAL MODULE: ./src/scan/counts.ts
var counts = __webpack_require__(2749);
;// CONCATENATED MODULE: ./src/scan/build-report.ts


/** Totals from per-probe detail when available, else from the run-level counts of the last poll. */
function totalsFor(facts) {
    const countAccepted = facts.config.gate.countAcceptedRisk;
    if (facts.perProbeDetail && facts.probeRuns.length > 0)
        return (0,counts/* sumCounts */.W_)(facts.probeRuns, countAccepted);
    const s = facts.snapshot;
    const raw = {
        total: s?.total ?? 0,
        processed: s?.processed ?? 0,
        passed: s?.passed ?? 0,
        failed: s?.failed ?? 0,
        errors: s?.errors ?? 0,
        accepted: 0,
        ignored: 0,
    };
    return { ...raw, ...(0,counts/* computeRates */.po)(raw, countAccepted) };
}
/** Assembles the versioned Report from the scan's facts and the gate's verdict. */
function buildReport(facts, gate, totals) {
    const c = facts.config;
    return {
        schemaVersion: model/* REPORT_SCHEMA_VERSION */.WI,
        tool: { name: 'probe-gate', version: facts.toolVersion },
        generatedAt: new Date(facts.now).toISOString(),
        platform: {
            baseUrl: c.baseUrl,
            platformUrl: c.platformUrl,
            workspaceId: c.workspaceId,
            targetId: facts.targetId,
            targetName: facts.targetName,
        },
        testRun: {
            id: facts.testRunId,
            name: facts.runName,
            status: facts.snapshot?.state ?? 'unknown',
            rawStatus: facts.snapshot?.rawStatus ?? null,
            url: facts.runUrl,
            startedAt: facts.executionDate ?? new Date(facts.startedAt).toISOString(),
            finishedAt: facts.finishedAt === null ? null : new Date(facts.finishedAt).toISOString(),
            durationSeconds: facts.finishedAt === null ? null : Math.round((facts.finishedAt - facts.startedAt) / 1000),
        },
        scores: { ...facts.scores, band: (0,model/* riskBand */.vD)(facts.scores.overall) },
        totals,
        perProbeDetail: facts.perProbeDetail,
        probeRuns: facts.probeRuns,
        gate,
        baseline: facts.baseline,
        benchmarks: facts.benchmarks,
        warnings: facts.warnings,
        links: { run: facts.runUrl, artifact: null },
    };
}
/** Web UI link of a test run (vendor notes). */
function runUrl(platformUrl, workspaceId, targetId, testRunId) {
    return `${platformUrl}/w/${workspaceId}/target/${targetId}/test-runs/${testRunId}`;
}

// EXTERNAL MODULE: ./src/scan/cancel.ts
var cancel = __webpack_require__(2539);
// EXTERNAL MODULE: ./src/scan/collect.ts
var collect = __webpack_require__(2595);
// EXTERNAL MODULE: ./src/scan/exit-codes.ts
var exit_codes = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/scan/gate.ts

const round = (n, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
/**
 * The gate: a pure function of the results and the thresholds. Every check reports its
 * threshold, actual value and outcome. Missing data fails closed as `error`.
 */
function evaluateGate(input, config) {
    const checks = [];
    let missingData = false;
    const add = (check, missing = false) => {
        checks.push(check);
        if (missing)
            missingData = true;
    };
    const validScore = input.overallScore !== null &&
        Number.isFinite(input.overallScore) &&
        input.overallScore >= 0 &&
        input.overallScore <= 100;
    if (config.minScore !== null) {
        add(validScore
            ? {
                id: 'min-score',
                input: 'min-score',
                threshold: config.minScore,
                actual: input.overallScore,
                passed: input.overallScore >= config.minScore,
                message: input.overallScore >= config.minScore
                    ? `Overall score ${input.overallScore} is at least ${config.minScore}.`
                    : `Overall score ${input.overallScore} is below the minimum ${config.minScore}.`,
            }
            : {
                id: 'min-score',
                input: 'min-score',
                threshold: config.minScore,
                actual: null,
                passed: false,
                message: 'The overall score is missing or invalid: failing closed.',
            }, !validScore);
    }
    const counted = (0,counts/* countedFailures */.Yi)(input, config.countAcceptedRisk);
    if (config.maxFailed !== null) {
        const ok = counted <= config.maxFailed;
        add({
            id: 'max-failed',
            input: 'max-failed',
            threshold: config.maxFailed,
            actual: counted,
            passed: ok,
            message: ok
                ? `${counted} failed test cases, at most ${config.maxFailed} allowed.`
                : `${counted} failed test cases, more than the ${config.maxFailed} allowed.`,
        });
    }
    if (config.maxFailRate !== null) {
        const rate = (0,counts/* computeRates */.po)(input, config.countAcceptedRisk).failRate;
        const ok = rate <= config.maxFailRate;
        add({
            id: 'max-fail-rate',
            input: 'max-fail-rate',
            threshold: config.maxFailRate,
            actual: rate,
            passed: ok,
            message: `Fail rate ${pct(rate)} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(config.maxFailRate)}.`,
        });
    }
    if (config.maxErrorRate !== null) {
        const rate = (0,counts/* computeRates */.po)(input, config.countAcceptedRisk).errorRate;
        const ok = rate <= config.maxErrorRate;
        add({
            id: 'max-error-rate',
            input: 'max-error-rate',
            threshold: config.maxErrorRate,
            actual: rate,
            passed: ok,
            message: `Error rate ${pct(rate)} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(config.maxErrorRate)}.`,
        });
    }
    for (const [category, min] of Object.entries(config.categoryMinScores)) {
        const actual = findCategory(input.categories, category);
        const id = `category-min-score:${category}`;
        if (actual === null) {
            add({
                id,
                input: 'category-min-scores',
                threshold: min,
                actual: null,
                passed: false,
                message: `Category "${category}" has no score: failing closed.`,
            }, true);
        }
        else {
            const ok = actual >= min;
            add({
                id,
                input: 'category-min-scores',
                threshold: min,
                actual,
                passed: ok,
                message: `Category "${category}" scored ${actual}, ${ok ? 'at least' : 'below'} ${min}.`,
            });
        }
    }
    if (config.maxScoreDrop !== null) {
        const delta = input.baseline?.scoreDelta ?? null;
        if (delta === null) {
            add({
                id: 'max-score-drop',
                input: 'max-score-drop',
                threshold: config.maxScoreDrop,
                actual: null,
                passed: true,
                message: 'No baseline score to compare with: check skipped.',
            });
        }
        else {
            const drop = round(-delta, 2);
            const ok = drop <= config.maxScoreDrop;
            add({
                id: 'max-score-drop',
                input: 'max-score-drop',
                threshold: config.maxScoreDrop,
                actual: drop,
                passed: ok,
                message: ok
                    ? `Score changed by ${fmtDelta(delta)} points against the baseline.`
                    : `Score dropped by ${drop} points against the baseline, more than ${config.maxScoreDrop}.`,
            });
        }
    }
    if (config.failOnNewFailures) {
        const n = input.baseline ? input.baseline.newFailures : null;
        add({
            id: 'fail-on-new-failures',
            input: 'fail-on-new-failures',
            threshold: 0,
            actual: n,
            passed: n === null || n === 0,
            message: n === null
                ? input.baseline
                    ? 'New failures could not be compared (one side has no per-probe detail): check skipped.'
                    : 'No baseline to compare with: check skipped.'
                : n === 0
                    ? 'No new failures against the baseline.'
                    : `${n} attack${n === 1 ? ' fails' : 's fail'} now that passed or were absent in the baseline.`,
        });
    }
    return {
        verdict: decide(input, checks, missingData),
        reason: reasonFor(input, checks, missingData),
        checks,
    };
}
function decide(input, checks, missingData) {
    if (input.timedOut)
        return 'timeout';
    if (input.runState !== 'completed')
        return 'error';
    if (input.processed === 0)
        return 'error';
    if (missingData)
        return 'error';
    return checks.every((c) => c.passed) ? 'pass' : 'fail';
}
function reasonFor(input, checks, missingData) {
    if (input.timedOut)
        return 'The test run did not finish before the deadline.';
    if (input.runState === 'failed')
        return 'The test run ended FAILED on the platform (check the target connection).';
    if (input.runState === 'cancelled')
        return 'The test run was cancelled before it finished.';
    if (input.runState !== 'completed')
        return `The test run ended in an unexpected state (${input.runState}).`;
    if (input.processed === 0)
        return 'The test run executed no test cases.';
    const failed = checks.filter((c) => !c.passed);
    if (missingData)
        return failed.map((c) => c.message).join(' ');
    if (failed.length === 0)
        return `All ${checks.length} gate checks passed.`;
    return failed.map((c) => c.message).join(' ');
}
/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
function findCategory(categories, wanted) {
    const key = (s) => s.toLowerCase().replace(/[\s_-]+/g, '');
    for (const [name, score] of Object.entries(categories)) {
        if (key(name) === key(wanted) && Number.isFinite(score))
            return score;
    }
    return null;
}
const pct = (f) => `${round(f * 100, 2)}%`;
const fmtDelta = (d) => (d > 0 ? `+${round(d, 2)}` : `${round(d, 2)}`);

// EXTERNAL MODULE: ./src/scan/ports.ts
var ports = __webpack_require__(3185);
// EXTERNAL MODULE: ./src/scan/progress-text.ts
var progress_text = __webpack_require__(3216);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/scan/publish.ts


/** Text gathered before each write: renderers yield small pieces (a row, a result). */
const WRITE_CHARS = 1 << 18;
/**
 * Writes `chunks` to `path` as they come, gathered into writes of about 256 KiB, each written
 * while the next is rendered (one write in flight). They go to a side file renamed into place
 * at the end, so a renderer that throws half-way leaves no half-written report behind.
 */
async function writeChunks(path, chunks) {
    const partial = `${path}.partial`;
    const file = await (0,promises_.open)(partial, 'w');
    let inFlight = Promise.resolve();
    try {
        let pending = [];
        let size = 0;
        for (const chunk of chunks) {
            pending.push(chunk);
            size += chunk.length;
            if (size < WRITE_CHARS)
                continue;
            const text = pending.join('');
            pending = [];
            size = 0;
            await inFlight;
            inFlight = file.write(text);
        }
        await inFlight;
        if (size > 0)
            await file.write(pending.join(''));
        await file.close();
        await (0,promises_.rename)(partial, path);
    }
    catch (err) {
        await inFlight.catch(() => undefined);
        await file.close().catch(() => undefined);
        await (0,promises_.rm)(partial, { force: true });
        throw err;
    }
}
/**
 * Writes every requested format into the report folder, one after the other, each in pieces
 * (see renderFormatChunks); returns absolute paths by format.
 */
async function writeReports(report, dir, formats, opts = {}) {
    // The renderers are needed only once the run is over: loaded then, not at start-up.
    const { REPORT_FILE_NAMES, renderFormatChunks } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 5226));
    const root = (0,external_node_path_.resolve)(dir);
    await (0,promises_.mkdir)(root, { recursive: true });
    const files = {};
    for (const format of formats) {
        const path = (0,external_node_path_.join)(root, REPORT_FILE_NAMES[format]);
        await writeChunks(path, renderFormatChunks(report, format, {
            sarif: opts.targetConfigPath ? { targetConfigPath: opts.targetConfigPath } : {},
        }));
        files[format] = path;
    }
    return files;
}
/**
 * Publishes the report: files, artifact, job summary, PR comment. Publishing can fail
 * without changing the verdict (R11): every failure here is a warning.
 */
async function publish(report, config, deps) {
    const files = await writeReports(report, config.reportDir, config.formats, {
        targetConfigPath: config.targetConfig,
    });
    deps.log.info(`Reports written to ${(0,external_node_path_.resolve)(config.reportDir)}: ${Object.values(files)
        .map((f) => f.split(/[\\/]/).pop())
        .join(', ')}`);
    let artifactId = null;
    if (config.artifactName && deps.artifact) {
        try {
            const up = await deps.artifact.upload(config.artifactName, Object.values(files), (0,external_node_path_.resolve)(config.reportDir));
            artifactId = up.id;
            if (up.url)
                report.links.artifact = up.url;
            deps.log.info(`Uploaded artifact "${config.artifactName}"${up.id !== null ? ` (id ${up.id})` : ''}.`);
        }
        catch (err) {
            deps.log.warn(`Could not upload the report artifact (the verdict stands): ${err.message}`);
        }
    }
    if (config.jobSummary && deps.summary) {
        try {
            const { renderSummary } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 7994));
            await deps.summary.write(renderSummary(report, { artifactUrl: report.links.artifact ?? undefined }));
        }
        catch (err) {
            deps.log.warn(`Could not write the job summary (the verdict stands): ${err.message}`);
        }
    }
    let commentUrl = null;
    if (config.comment !== 'never' && deps.comment) {
        const where = deps.comment.target();
        if (!where.ok) {
            if (config.comment === 'always')
                deps.log.warn(`No PR comment: ${where.reason}`);
            else
                deps.log.debug(`No PR comment: ${where.reason}`);
        }
        else {
            try {
                const { commentMarker, renderComment } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4231));
                const key = `target-${report.platform.targetId}`;
                const res = await deps.comment.upsert(commentMarker(key), renderComment(report, { artifactUrl: report.links.artifact ?? undefined, key }));
                commentUrl = res.url;
                deps.log.info(`${res.created ? 'Posted' : 'Updated'} the PR comment on ${where.label}${res.url ? `: ${res.url}` : ''}.`);
            }
            catch (err) {
                deps.log.warn(`Could not post the PR comment (the verdict stands; the job summary carries the report): ${err.message}`);
            }
        }
    }
    return { files, commentUrl, artifactId };
}
/** Sets every output (DESIGN.md "Action outputs"); empty string where there is no value. */
function setOutputs(out, report, reportDir, published) {
    const s = (v) => (v === null || v === undefined ? '' : String(v));
    out.set('test-run-id', s(report.testRun.id));
    out.set('run-url', s(report.testRun.url));
    out.set('status', s(report.testRun.rawStatus ?? report.testRun.status));
    out.set('verdict', report.gate.verdict);
    out.set('overall-score', s(report.scores.overall));
    out.set('risk-band', s(report.scores.band));
    out.set('total-count', s(report.totals.total));
    out.set('passed-count', s(report.totals.passed));
    out.set('failed-count', s(report.totals.failed));
    out.set('error-count', s(report.totals.errors));
    out.set('accepted-count', s(report.totals.accepted));
    out.set('report-dir', (0,external_node_path_.resolve)(reportDir));
    out.set('report-json', s(published?.files.json));
    out.set('report-markdown', s(published?.files.md));
    out.set('sarif-file', s(published?.files.sarif));
    out.set('junit-file', s(published?.files.junit));
    out.set('comment-url', s(published?.commentUrl));
    out.set('artifact-id', s(published?.artifactId));
}

// EXTERNAL MODULE: ./src/api/index.ts + 14 modules
var api = __webpack_require__(1417);
;// CONCATENATED MODULE: ./src/scan/scores.ts

/** Reads the target's scores (4.6). A missing or out-of-range overall score becomes null: the gate fails closed on it (R10). */
async function fetchScores(client, ws, targetId, warnings, signal) {
    const empty = {
        overall: null,
        categories: {},
        latestExecutionDate: null,
        simulatedAttacks: null,
        successfulAttacks: null,
    };
    try {
        const s = await client.getTargetScores(ws, targetId, { signal });
        const overall = typeof s.overallScore === 'number' &&
            Number.isFinite(s.overallScore) &&
            s.overallScore >= 0 &&
            s.overallScore <= 100
            ? s.overallScore
            : null;
        if (overall === null)
            warnings.push(`The platform returned no valid overall score (${JSON.stringify(s.overallScore ?? null)}): the gate fails closed.`);
        const categories = {};
        for (const [k, v] of Object.entries(s.scores ?? {}))
            if (typeof v === 'number' && Number.isFinite(v))
                categories[k] = v;
        return {
            overall,
            categories,
            latestExecutionDate: typeof s.latestExecutionDate === 'string' ? s.latestExecutionDate : null,
            simulatedAttacks: typeof s.simulatedAttacks === 'number' ? s.simulatedAttacks : null,
            successfulAttacks: typeof s.successfulAttacks === 'number' ? s.successfulAttacks : null,
        };
    }
    catch (err) {
        if (err instanceof api/* AuthenticationError */.v3 || err instanceof api/* PermissionError */.i_)
            throw err;
        warnings.push(`Scores could not be read (${err.message}): the gate fails closed.`);
        return empty;
    }
}

// EXTERNAL MODULE: ./src/scan/probe-selection.ts
var probe_selection = __webpack_require__(2164);
;// CONCATENATED MODULE: ./src/scan/target-info.ts


/** Reads the target (4.3), target types (4.5) and catalogue (4.20) in parallel; each failure is a warning. */
async function fetchTargetInfo(client, ws, targetId, warnings, signal) {
    const soft = async (what, p) => {
        try {
            return await p;
        }
        catch (err) {
            if (err instanceof api/* AuthenticationError */.v3 || err instanceof api/* PermissionError */.i_)
                throw err;
            warnings.push(`${what} could not be read (${err.message}).`);
            return null;
        }
    };
    const [target, types, categories] = await Promise.all([
        soft('The target', client.getTarget(ws, targetId, { signal })),
        soft('Target types', client.listTargetTypes({ signal })),
        soft('The probe catalogue', client.listPredefinedProbes({ signal })),
    ]);
    const catalogue = new Map((categories ? (0,probe_selection/* flattenCatalogue */.Y)(categories) : []).map((p) => [p.id, p]));
    const weights = new Map();
    const presetId = target?.settings?.targetPresetId ?? null;
    const type = presetId ? types?.find((t) => t.id === presetId) : undefined;
    for (const d of type?.details ?? []) {
        if (typeof d.probeId === 'number' && typeof d.weight === 'string')
            weights.set(d.probeId, d.weight);
    }
    return { name: target?.settings?.name ?? null, catalogue, weights };
}

// EXTERNAL MODULE: ./src/scan/errors.ts
var scan_errors = __webpack_require__(174);
;// CONCATENATED MODULE: ./src/scan/poll-schedule.ts
/**
 * The polling schedule, a pure function so that benchmarks can replay it on a virtual clock
 * (scripts/bench.ts compares it with fixed 5 s and 30 s pollers on the sandbox).
 *
 * Idea: a run's progress advances roughly linearly, so the time it will finish can be
 * predicted from the progress seen so far. Far from the predicted end, polls are sparse
 * (half the predicted remaining time, capped by the ceiling); once two readings agree on the
 * end, or near it, one poll lands just after the predicted end; if the run is not done then,
 * polls fall back to the floor.
 * Without usable progress, polls back off geometrically from the floor: up to the stall
 * ceiling while the run has shown no progress yet (queued, unknown status), and only up to
 * the stuck ceiling once a run that was progressing stops moving, because such a run may
 * jump to done at any moment and its end is what the job waits for.
 */
/**
 * Why: 60 s between polls keeps a 1-hour run under ~70 requests; 15 s bounds the latency of
 * a queued run that starts; 5 s (a fixed 5-second poller's latency) bounds that of a run
 * stuck mid-way that then jumps to done, the case where a prediction cannot help.
 */
const DEFAULT_POLL_SCHEDULE = {
    ceilingMs: 60_000,
    stallCeilingMs: 15_000,
    stuckCeilingMs: 5_000,
    marginMs: 600,
};
/**
 * Progress per ms over the latest stretch in which every poll saw progress grow, so that a
 * stall before it does not drag the estimate down; null when unknown.
 */
function progressRate(history) {
    // Start of the increasing suffix: history[start] is the last reading before it moved.
    let start = history.length - 1;
    while (start > 0) {
        const cur = history[start]?.progress ?? null;
        const prev = history[start - 1]?.progress ?? null;
        if (cur === null || prev === null || cur <= prev)
            break;
        start--;
    }
    const suffix = history
        .slice(start)
        .filter((h) => h.progress !== null && h.progress > 0);
    // Readings after the run moved again measure its pace; the last frozen one only bounds it.
    const frozen = start > 0 && suffix[0] === history[start];
    const after = frozen && suffix.length > 2 ? suffix.slice(1) : suffix;
    if (after.length < 2)
        return null;
    const first = after[0];
    const last = after[after.length - 1];
    if (last.at <= first.at || last.progress <= first.progress)
        return null;
    return (last.progress - first.progress) / (last.at - first.at);
}
/** Consecutive latest polls that saw no progress change. */
function stalledPolls(history) {
    let n = 0;
    for (let i = history.length - 1; i > 0; i--) {
        const cur = history[i]?.progress ?? null;
        const prev = history[i - 1]?.progress ?? null;
        if (cur !== null && prev !== null && cur > prev)
            break;
        n++;
    }
    return n;
}
/** Epoch ms at which the run reaches 100 % at the pace seen so far, or null when unknown. */
function predictedEnd(history) {
    const last = history[history.length - 1];
    const rate = progressRate(history);
    if (!last || last.progress === null || rate === null)
        return null;
    return last.at + (1 - last.progress) / rate;
}
/** Milliseconds to wait before the next poll. `now` is the time of the last observation or later. */
function nextPollDelay(history, now, opts) {
    const jitter = (ms) => ms * (0.9 + 0.2 * opts.random());
    const end = predictedEnd(history);
    const stalled = stalledPolls(history);
    if (end !== null && stalled < 2) {
        const remaining = end - now;
        if (remaining <= 2 * opts.floorMs) {
            return Math.max(opts.floorMs / 2, remaining + opts.marginMs);
        }
        // The previous reading predicted the same end (within the margin or 2 % of what is left):
        // the pace is steady, so one poll just after the end will do.
        const before = predictedEnd(history.slice(0, -1));
        const steady = before !== null && Math.abs(before - end) <= Math.max(opts.marginMs, 0.02 * remaining);
        if (steady && remaining + opts.marginMs <= opts.ceilingMs)
            return remaining + opts.marginMs;
        return Math.min(opts.ceilingMs, Math.max(opts.floorMs, jitter(remaining / 2)));
    }
    const started = history.some((h) => h.progress !== null && h.progress > 0);
    const ceiling = started ? opts.stuckCeilingMs : opts.stallCeilingMs;
    const backoff = opts.floorMs * Math.pow(1.6, Math.max(0, stalled));
    return Math.min(Math.max(ceiling, opts.floorMs), Math.max(opts.floorMs, jitter(backoff)));
}

;// CONCATENATED MODULE: ./src/scan/wait.ts



/**
 * Polls the run until it reaches a final state or the deadline (R6-R8). Transient errors
 * are absorbed until the deadline (R7); 401/403 fail fast. An unknown status means "not
 * finished yet". The status endpoint is used when the server has it, the test run list
 * (4.7) otherwise.
 */
async function waitForRun(client, clock, log, o) {
    let useStatus = true;
    let snapshot = null;
    const history = [];
    let polls = 0;
    let lastKey = '';
    let warnedUnknown = false;
    let lastError;
    const random = o.random ?? Math.random;
    for (;;) {
        o.signal?.throwIfAborted();
        const atDeadline = clock.now() >= o.deadline;
        try {
            polls++;
            snapshot = useStatus ? await pollStatus(client, o, snapshot) : await pollList(client, o);
            lastError = null;
        }
        catch (err) {
            if (useStatus &&
                (err instanceof api/* NotFoundError */.m_ || err instanceof api/* MethodNotAllowedError */.j6) &&
                snapshot === null) {
                useStatus = false;
                log.info('The server has no test-run status endpoint: following the run through the test run list (per-probe detail will be unavailable).');
                continue;
            }
            if (err instanceof api/* AuthenticationError */.v3 || err instanceof api/* PermissionError */.i_)
                throw err;
            if (o.signal?.aborted)
                throw o.signal.reason;
            lastError = err;
            log.warn(`Poll failed, will retry until the deadline: ${err.message}`);
        }
        if (snapshot) {
            history.push({ at: clock.now(), progress: snapshot.progress });
            const key = `${snapshot.state}|${snapshot.rawStatus}|${snapshot.processed}|${snapshot.total}`;
            if (key !== lastKey) {
                lastKey = key;
                log.progress(toUpdate(snapshot, o.deadline - clock.now()));
            }
            if (snapshot.state === 'unknown' && !warnedUnknown) {
                warnedUnknown = true;
                log.warn(`The platform reports an unknown run status "${snapshot.rawStatus ?? ''}": treating it as not finished and polling on until the deadline.`);
            }
            if ((0,api/* isTerminal */.Hd)(snapshot.state))
                return { snapshot, timedOut: false, statusEndpoint: useStatus, polls };
        }
        if (atDeadline) {
            if (!snapshot) {
                throw new scan_errors/* ScanError */.s(`Could not read the test run's status before the deadline${lastError ? `: ${lastError.message}` : ''}.`, { cause: lastError });
            }
            return { snapshot, timedOut: true, statusEndpoint: useStatus, polls };
        }
        const now = clock.now();
        const delay = lastError !== null
            ? Math.min(DEFAULT_POLL_SCHEDULE.stallCeilingMs, o.pollFloorMs * 2)
            : nextPollDelay(history, now, { ...DEFAULT_POLL_SCHEDULE, floorMs: o.pollFloorMs, random });
        // One last poll happens at the deadline itself (R6).
        await clock.sleep(Math.max(0, Math.min(delay, o.deadline - now)), o.signal);
    }
}
function toUpdate(s, msLeft) {
    return {
        state: s.state,
        rawStatus: s.rawStatus,
        progress: s.progress,
        processed: s.processed,
        total: s.total,
        passed: s.passed,
        failed: s.failed,
        errors: s.errors,
        secondsLeft: Math.max(0, Math.round(msLeft / 1000)),
    };
}
const n = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
async function pollStatus(client, o, previous) {
    const status = await client.getTestRunStatus(o.testRunId, { signal: o.signal });
    const runs = status.probeRuns ?? [];
    let total = 0;
    let passed = 0;
    let failed = 0;
    let errors = 0;
    for (const r of runs) {
        total += n(r.totalCount);
        passed += n(r.passedCount);
        failed += n(r.failedCount);
        errors += n(r.errorCount);
    }
    const processed = passed + failed + errors;
    // Probe runs may appear one by one: scale by the share of probes seen when the count is known.
    const seenShare = o.expectedProbes && runs.length < o.expectedProbes ? runs.length / o.expectedProbes : 1;
    let progress = total > 0 ? (processed / total) * seenShare : null;
    if (progress !== null && previous?.progress != null && progress < previous.progress)
        progress = previous.progress;
    return {
        state: (0,api/* normalizeRunStatus */.vI)(status.status),
        rawStatus: status.status ?? null,
        progress,
        processed,
        total,
        passed,
        failed,
        errors,
        status,
        summary: null,
    };
}
async function pollList(client, o) {
    const list = await client.listTestRuns(o.workspaceId, o.targetId, { signal: o.signal });
    const run = list.find((r) => r.id === o.testRunId);
    if (!run)
        throw new scan_errors/* ScanError */.s(`Test run ${o.testRunId} is not in the target's test run list (4.7); check target-id.`);
    const passed = n(run.passedCount);
    const failed = n(run.failedCount);
    const errors = n(run.errorCount);
    const total = n(run.totalCount);
    const raw = typeof run.progress === 'number' && Number.isFinite(run.progress) ? run.progress : null;
    // Counts are unambiguous; the spec does not say whether `progress` is 0..1 or a percent.
    const progress = total > 0
        ? Math.min(1, (passed + failed + errors) / total)
        : raw === null
            ? null
            : Math.min(1, raw > 1 ? raw / 100 : raw);
    return {
        state: (0,api/* normalizeRunStatus */.vI)(run.status),
        rawStatus: run.status ?? null,
        progress,
        processed: passed + failed + errors,
        total,
        passed,
        failed,
        errors,
        status: null,
        summary: run,
    };
}

;// CONCATENATED MODULE: ./src/scan/follow-run.ts











/** Waits for the run, then collects, gates, reports and publishes. */
async function followRun(deps, config, run) {
    const { client, clock, log, state, signal } = deps;
    const { targetId, testRunId, runName, expectedProbes, startedByUs, startedAt, deadline } = run;
    const { warnings } = run;
    const ws = config.workspaceId;
    const url = runUrl(config.platformUrl, ws, targetId, testRunId);
    log.info(`Test run ${testRunId}: ${url}`);
    log.info(`Waiting until ${new Date(deadline).toISOString()} at the latest (timeout-minutes ${config.timeoutMs / 60_000}).`);
    let waited;
    try {
        waited = await waitForRun(client, clock, log, {
            workspaceId: ws,
            targetId,
            testRunId,
            deadline,
            pollFloorMs: config.pollFloorMs,
            expectedProbes,
            signal,
            random: deps.random,
        });
    }
    catch (err) {
        if (signal?.aborted && startedByUs) {
            const cancelled = await (0,cancel/* cancelRun */.Su)(client, log, state, ws, testRunId, 'the job was cancelled');
            // The adapter's last line then says which run was cancelled (none, when this failed).
            if (cancelled && signal.reason instanceof cancel/* InterruptedError */.p4)
                signal.reason.cancelledTestRunId = testRunId;
        }
        throw err;
    }
    const finishedAt = clock.now();
    if (waited.timedOut) {
        log.warn(`The test run did not finish within ${config.timeoutMs / 60_000} minutes.`);
        if (config.cancelOnTimeout && startedByUs)
            await (0,cancel/* cancelRun */.Su)(client, log, state, ws, testRunId, 'the deadline passed');
        // cancel-on-timeout false: the run is left going on purpose, so the post step must not cancel it.
        else
            state.save(ports/* STATE_KEYS */.L.finished, 'true');
    }
    else {
        state.save(ports/* STATE_KEYS */.L.finished, 'true');
    }
    const info = await fetchTargetInfo(client, ws, targetId, warnings, signal);
    const refs = waited.snapshot.status?.probeRuns?.map((p) => ({
        probeRunId: typeof p.probeRunId === 'number' ? p.probeRunId : null,
        probeId: typeof p.probeId === 'number' ? p.probeId : null,
        probeName: typeof p.probeName === 'string' ? p.probeName : null,
        entry: p,
    }));
    let probeRuns = [];
    const perProbeDetail = waited.statusEndpoint && refs !== undefined;
    if (perProbeDetail) {
        probeRuns = await (0,collect/* collectProbeRuns */.XG)({
            client,
            clock,
            log,
            workspaceId: ws,
            deadline: deadline + 60_000,
            aiAnalysis: config.aiAnalysis && waited.snapshot.state === 'completed',
            analysisRequested: startedByUs && config.aiAnalysis,
            catalogue: info.catalogue,
            weights: info.weights,
            probeRunUrl: (id) => `${url}/probe/${id}`,
            signal,
        }, refs ?? [], warnings);
    }
    else {
        warnings.push('Per-probe detail was unavailable: the server has no test-run status endpoint, so the verdict uses the run-level counts of the test run list and the target scores.');
    }
    const scores = await fetchScores(client, ws, targetId, warnings, signal);
    const facts = {
        toolVersion: deps.toolVersion,
        config,
        targetId,
        targetName: info.name,
        testRunId,
        runName: runName ?? waited.snapshot.summary?.name ?? null,
        runUrl: url,
        startedAt,
        finishedAt: waited.timedOut ? null : finishedAt,
        executionDate: waited.snapshot.status?.executionDate ?? waited.snapshot.summary?.executionDate ?? null,
        snapshot: waited.snapshot,
        perProbeDetail,
        probeRuns,
        scores: { ...scores, band: null },
        baseline: null,
        benchmarks: null,
        warnings,
        now: clock.now(),
    };
    const triaged = deps.triage ? await deps.triage.refine(facts) : facts;
    const totals = totalsFor(triaged);
    const gate = evaluateGate({
        runState: waited.snapshot.state,
        timedOut: waited.timedOut,
        overallScore: triaged.scores.overall,
        categories: triaged.scores.categories,
        processed: totals.processed,
        passed: totals.passed,
        failed: totals.failed,
        errors: totals.errors,
        accepted: totals.accepted,
        ignored: totals.ignored,
        baseline: triaged.baseline
            ? {
                scoreDelta: triaged.baseline.scoreDelta,
                newFailures: triaged.baseline.newFailures?.length ?? null,
            }
            : null,
    }, config.gate);
    const report = buildReport(triaged, gate, totals);
    if (report.probeRuns.length > 0)
        log.untrusted('Results by probe:', (0,progress_text/* formatProbeLines */.$)(report.probeRuns));
    const published = await publish(report, config, deps);
    setOutputs(deps.outputs, report, config.reportDir, published);
    return { report, verdict: gate.verdict, exitCode: (0,exit_codes/* exitCodeFor */.R)(gate.verdict) };
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
