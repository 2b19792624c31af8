export const id = 99;
export const ids = [99];
export const modules = {

/***/ 9240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d5: () => (/* binding */ PROBE_RUN_CONCURRENCY),
  XG: () => (/* binding */ collectProbeRuns),
  Zi: () => (/* binding */ toProbeRunReport)
});

// UNUSED EXPORTS: AI_ANALYSIS_WAIT_MS

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/api/index.ts + 13 modules
var api = __webpack_require__(4945);
// EXTERNAL MODULE: ./src/scan/verdict/counts.ts + 1 modules
var counts = __webpack_require__(2845);
;// CONCATENATED MODULE: ./src/scan/verdict/cross-check.ts
/** The count fields of a probe run as the platform names them (4.15, status endpoint). */
const PLATFORM_COUNT_FIELDS = [
    'totalCount',
    'processedCount',
    'passedCount',
    'failedCount',
    'errorCount',
    'acceptedCount',
];
/** Counts without which a probe run cannot be judged: missing or null is invalid data. */
const REQUIRED = new Set(['passedCount', 'failedCount']);
/**
 * Reads the count fields: a missing or null optional count is 0; a missing required one, or
 * a negative, fractional or non-numeric count, is invalid data, recorded in `invalid` naming
 * the probe run and the field (fails closed).
 */
function readCounts(source, where, invalid) {
    const out = {};
    for (const field of PLATFORM_COUNT_FIELDS) {
        const v = source[field];
        if ((v === null || v === undefined) && REQUIRED.has(field)) {
            invalid.push(`${where}: ${field} is missing (invalid data, failing closed).`);
            out[field] = 0;
        }
        else if (v === null || v === undefined)
            out[field] = 0;
        else if (typeof v === 'number' && Number.isInteger(v) && v >= 0)
            out[field] = v;
        else {
            invalid.push(`${where}: ${field} is ${JSON.stringify(v)}, not a whole number of test cases (invalid data, failing closed).`);
            out[field] = 0;
        }
    }
    return out;
}
/**
 * Counts that the test cases do not contradict: failed >= FAILED cases seen, errors >= ERROR
 * cases seen, processed >= passed + failed + errors, total >= processed. `notes` gets one
 * warning per count raised.
 */
function reconcile(c, seen, where, notes) {
    const failed = Math.max(c.failedCount, seen.failed);
    const errors = Math.max(c.errorCount, seen.errors);
    if (failed > c.failedCount)
        notes.push(`${where}: failedCount says ${c.failedCount} but ${seen.failed} test cases are FAILED; counting ${failed}.`);
    if (errors > c.errorCount)
        notes.push(`${where}: errorCount says ${c.errorCount} but ${seen.errors} test cases are ERROR; counting ${errors}.`);
    const passed = c.passedCount;
    const processed = Math.max(c.processedCount, passed + failed + errors);
    const accepted = Math.min(failed, Math.max(c.acceptedCount, seen.accepted));
    return { total: Math.max(c.totalCount, processed), processed, passed, failed, errors, accepted };
}
/** One warning naming each unknown test-case status word of a probe run. */
function unknownStatusNote(where, unknown) {
    if (unknown.size === 0)
        return null;
    const words = [...unknown].map(([w, n]) => `"${w}" (${n})`).join(', ');
    return `${where}: unknown test case status ${words}; those test cases are neither passed nor failed in the counts.`;
}

;// CONCATENATED MODULE: ./src/scan/run/collect.ts




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
    const limit = (0,p_limit/* default */.A)(PROBE_RUN_CONCURRENCY);
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
            if ((0,api/* isCredentialError */._j)(err))
                throw err;
            // Interrupted: the scan stops; this is no "detail unavailable" (R29).
            if (ctx.signal?.aborted)
                throw ctx.signal.reason;
            // Dropping the probe run would undercount failures (R10): keep its status counts.
            const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
            warnings.push(`Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${err.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`);
            return stand;
        }
        ctx.onDetail?.(detail);
        const report = toProbeRunReport(detail, ref, ctx, warnings);
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
const str = (v) => (typeof v === 'string' ? v : null);
/** Identity (R21): a probe run of another test run (or another probe run) is refused, naming both ids. */
function checkIdentity(detail, ref, probeRunId, ctx, where) {
    if (probeRunId !== ref.probeRunId)
        ctx.invalid.push(`${where}: the platform answered for probe run ${probeRunId ?? 'with no id'} when asked for probe run ${ref.probeRunId}.`);
    if (typeof detail.scanRunId === 'number' && detail.scanRunId !== ctx.testRunId)
        ctx.invalid.push(`${where} belongs to test run ${detail.scanRunId}, not to test run ${ctx.testRunId}: refused.`);
}
/** The failed and errored test cases, kept whole, and what all the cases show (R21). */
function readCases(results) {
    const failedTestCases = [];
    const seen = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
    for (const tc of results) {
        const outcome = (0,api/* normalizeCaseStatus */.C3)(tc.status);
        if (outcome === 'unknown') {
            const word = str(tc.status) ?? '(none)';
            seen.unknown.set(word, (seen.unknown.get(word) ?? 0) + 1);
        }
        if (outcome !== 'failed' && outcome !== 'error')
            continue;
        if (outcome === 'failed')
            seen.failed++;
        else
            seen.errors++;
        const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
        if (accepted)
            seen.accepted++;
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
    return { failedTestCases, seen };
}
/** Maps a probe run (4.15) onto the report model, keeping only failed and errored test cases. */
function toProbeRunReport(detail, ref, ctx, warnings = []) {
    const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
    const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
    const where = `Probe run ${probeRunId ?? '?'} (${str(detail.probeName) ?? ref.probeName ?? 'unnamed'})`;
    checkIdentity(detail, ref, probeRunId, ctx, where);
    const { failedTestCases, seen } = readCases(detail.testCaseResults ?? []);
    // Counts are never trusted over the test cases that contradict them (R21).
    const counted = reconcile(readCounts(detail, where, ctx.invalid), seen, where, warnings);
    const { total, processed, passed, failed, errors, accepted } = counted;
    const unknownNote = unknownStatusNote(where, seen.unknown);
    if (unknownNote)
        warnings.push(unknownNote);
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
        status: (0,api/* normalizeRunStatus */.vI)(detail.status),
        rawStatus: str(detail.status),
        url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
        total,
        processed,
        passed,
        failed,
        errors,
        accepted,
        ignored: 0,
        ...(0,counts/* computeRates */.po)({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
        aiAnalysis: analysis,
        remediation,
        failedTestCases,
    };
}
/** A probe run known only from the status endpoint: counts, no test cases. */
function fromStatusEntry(entry, ref, ctx) {
    const where = `Probe run ${ref.probeRunId ?? '?'} (${ref.probeName ?? 'unnamed'})`;
    const none = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
    const c = reconcile(readCounts(entry, where, ctx.invalid), none, where, []);
    const { passed, failed, errors, processed } = c;
    const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
    return {
        probeRunId: ref.probeRunId,
        probeId: ref.probeId,
        name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
        status: (0,api/* normalizeRunStatus */.vI)(entry.status),
        rawStatus: str(entry.status),
        url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
        total: c.total,
        processed,
        passed,
        failed,
        errors,
        // Unknown without the detail: 0 counts every failure against the gate (fails closed).
        accepted: 0,
        ignored: 0,
        ...(0,counts/* computeRates */.po)({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
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
            if (!(err instanceof api/* NotFoundError */.m_)) {
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

/***/ 6099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithBaseline: () => (/* binding */ compareWithBaseline),
/* harmony export */   pickPreviousRun: () => (/* binding */ pickPreviousRun),
/* harmony export */   resolveBaseline: () => (/* binding */ resolveBaseline),
/* harmony export */   scoreFromProbeRuns: () => (/* binding */ scoreFromProbeRuns)
/* harmony export */ });
/* harmony import */ var _api_score_formula_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1521);
/* harmony import */ var _config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4423);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4945);
/* harmony import */ var _run_collect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9240);
/* harmony import */ var _run_probe_selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4770);
/* harmony import */ var _base_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3086);







const round1 = (n) => Math.round(n * 10) / 10;
const key = (name) => name.trim().toLowerCase();
const delta = (current, baseline) => current === null || baseline === null ? null : round1(current - baseline);
/** Whether every probe run lists all its failed test cases (not filled in from counts only). */
function hasCaseDetail(run) {
    return run.probeRuns.every((p) => p.failedTestCases.filter((c) => c.outcome === 'failed').length >= p.failed);
}
/** Attack ids (probe name, case-insensitive, + attack id) of a run's failed cases that `keep`. */
function failedAttacks(run, keep) {
    const out = new Map();
    for (const r of run.probeRuns) {
        for (const tc of r.failedTestCases) {
            if (tc.outcome !== 'failed' || tc.attackId === null || !keep(tc))
                continue;
            const id = `${key(r.name)}\u0000${tc.attackId}`;
            if (!out.has(id))
                out.set(id, { probe: r.name, attackId: tc.attackId });
        }
    }
    return out;
}
/**
 * New, fixed and persistent failures (see {@link compareWithBaseline}); all null when either
 * side lacks per-case detail. Fixed: no failed case of the attack now at all (an ignored or
 * accepted one is not fixed); persistent: it fails now, counted, and failed before.
 */
function failureChanges(current, baseline, countAccepted) {
    const comparable = current.perProbeDetail &&
        baseline.perProbeDetail &&
        hasCaseDetail(current) &&
        hasCaseDetail(baseline);
    if (!comparable)
        return { newFailures: null, fixedCount: null, persistentCount: null };
    const before = failedAttacks(baseline, () => true);
    const counted = failedAttacks(current, (tc) => tc.ignored === null && (!tc.riskAccepted || countAccepted));
    const failingNow = failedAttacks(current, () => true);
    const newFailures = [...counted].filter(([id]) => !before.has(id)).map(([, a]) => a);
    return {
        newFailures,
        fixedCount: [...before.keys()].filter((id) => !failingNow.has(id)).length,
        persistentCount: [...counted.keys()].filter((id) => before.has(id)).length,
    };
}
/**
 * Compares a run with its baseline. Pure.
 * - `scoreDelta`: current - baseline overall score (null when either is unknown).
 * - `newFailures`: attacks (probe name, case-insensitive, + attack id) with a failed case now
 *   that counts (not ignored; not risk-accepted unless `countAcceptedRisk`), and no failed case
 *   in the baseline (passed, errored or absent there). Deduplicated across attempts. Null when
 *   either side has no per-probe detail, or a probe run whose failed test cases are not all
 *   listed (its detail could not be read): then nothing can be compared reliably.
 * - `probeDeltas`: the platform's failed count per probe (accepted and ignored included, so
 *   both sides count alike), every probe of either side.
 * - `categoryDeltas`: category scores, every category of either side.
 */
function compareWithBaseline(current, baseline, options = {}) {
    const { newFailures, fixedCount, persistentCount } = failureChanges(current, baseline, options.countAcceptedRisk ?? false);
    const probeDeltas = [];
    const before = new Map(baseline.probeRuns.map((r) => [key(r.name), r]));
    const names = new Set();
    for (const run of current.probeRuns) {
        if (names.has(key(run.name)))
            continue;
        names.add(key(run.name));
        const b = before.get(key(run.name));
        const base = b ? b.failed : null;
        probeDeltas.push({
            name: run.name,
            baseline: base,
            current: run.failed,
            delta: delta(run.failed, base),
        });
    }
    for (const run of baseline.probeRuns) {
        if (names.has(key(run.name)))
            continue;
        names.add(key(run.name));
        probeDeltas.push({ name: run.name, baseline: run.failed, current: null, delta: null });
    }
    const categoryDeltas = [];
    const catNames = [
        ...new Set([...Object.keys(current.categories), ...Object.keys(baseline.categories)]),
    ];
    for (const name of catNames) {
        const c = current.categories[name] ?? null;
        const b = baseline.categories[name] ?? null;
        categoryDeltas.push({ name, baseline: b, current: c, delta: delta(c, b) });
    }
    return {
        scoreDelta: delta(current.overallScore, baseline.overallScore),
        newFailures,
        fixedCount,
        persistentCount,
        probeDeltas,
        categoryDeltas,
    };
}
/**
 * Scores from one run's probe runs, the way the sandbox models the platform's 4.6 (no formula
 * is published): a probe's score is 100 * passed / (passed + failed), a category's the mean of
 * its probes (one decimal), the overall score the rounded mean of the categories. Only
 * completed probe runs with judged cases count. Null when a probe's category is unknown or
 * nothing was judged: a partial score would be a wrong score.
 */
function scoreFromProbeRuns(probeRuns) {
    const tallies = [];
    for (const run of probeRuns) {
        if (run.status !== 'completed' || run.passed + run.failed === 0)
            continue;
        if (run.category === null)
            return { overall: null, categories: {} };
        tallies.push({ category: run.category, passed: run.passed, failures: run.failed });
    }
    // The one formula of the platform (R20), shared with the sandbox and the gate.
    return (0,_api_score_formula_js__WEBPACK_IMPORTED_MODULE_5__/* .scoreProbes */ .I)(tallies);
}
/**
 * The baseline of this scan, compared with the current results, or null. `none`: null.
 * `auto`: the `baseline-report` file when given, else the previous run; `previous-run`: the
 * newest completed test run of the target (4.7) before this one, read through the status
 * endpoint and 4.15. Never fails the scan: every problem is a warning and gives null.
 */
async function resolveBaseline(client, config, facts, warnings, 
/** In a merge queue: the previous run is the newest run of this branch (base-branch.ts). */
baseBranch = null) {
    if (config.baseline === 'none')
        return null;
    const current = {
        overallScore: facts.scores.overall,
        categories: facts.scores.categories,
        probeRuns: facts.probeRuns,
        perProbeDetail: facts.perProbeDetail,
    };
    const countAcceptedRisk = config.gate.countAcceptedRisk;
    if (config.baselineReport && config.baseline === 'previous-run') {
        warnings.push(`baseline-report "${config.baselineReport}" was not used: baseline is previous-run (use auto to compare with the file).`);
    }
    const fromFile = config.baselineReport !== null && config.baseline === 'auto';
    const base = fromFile
        ? await readBaselineFile(config.baselineReport, facts, warnings)
        : await previousRun(client, config, facts, warnings, baseBranch);
    if (!base)
        return null;
    if (!current.perProbeDetail || !base.run.perProbeDetail) {
        warnings.push('New failures against the baseline could not be determined: per-probe detail is missing on one side.');
    }
    return {
        ...base.meta,
        overallScore: base.run.overallScore,
        ...compareWithBaseline(current, base.run, { countAcceptedRisk }),
    };
}
async function readBaselineFile(path, facts, warnings) {
    let report;
    try {
        // Loaded only when a baseline report is given: the JSON report's schema is not needed before.
        const { parseReportJson } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2794));
        const text = (0,_config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.readCapped)(path, 'baseline-report', _config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.FILE_CAPS.baselineReport).toString('utf8');
        report = parseReportJson(text, path);
    }
    catch (err) {
        const why = err.code === 'ENOENT'
            ? 'it does not exist'
            : err.message;
        warnings.push(`baseline-report "${path}" could not be used (${why}): the baseline checks are skipped.`);
        return null;
    }
    if (report.platform.targetId !== facts.targetId) {
        warnings.push(`baseline-report "${path}" is a report of target ${report.platform.targetId}, not ${facts.targetId}: the comparison may be meaningless.`);
    }
    return {
        meta: { source: 'file', testRunId: report.testRun.id, reference: path },
        run: {
            overallScore: report.scores.overall,
            categories: report.scores.categories,
            probeRuns: report.probeRuns,
            perProbeDetail: report.perProbeDetail,
        },
    };
}
const time = (r) => {
    const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
    return Number.isFinite(t) ? t : -Infinity;
};
/** The newest completed run of the target other than this one (before it, when its id is known). */
function pickPreviousRun(runs, currentId) {
    const done = runs.filter((r) => r.id !== currentId && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
    const earlier = currentId === null ? done : done.filter((r) => r.id < currentId);
    const pool = earlier.length > 0 ? earlier : done;
    return pool.reduce((best, r) => best === null || time(r) > time(best) || (time(r) === time(best) && r.id > best.id)
        ? r
        : best, null);
}
async function previousRun(client, config, facts, warnings, baseBranch) {
    const ws = config.workspaceId;
    try {
        const all = await client.listTestRuns(ws, facts.targetId);
        const runs = baseBranch === null ? all : (0,_base_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .runsOfBranch */ .SD)(all, baseBranch);
        const prev = pickPreviousRun(runs, facts.testRunId);
        if (!prev) {
            warnings.push(baseBranch === null
                ? 'No previous completed test run of this target to compare with: no baseline comparison.'
                : `No completed test run of the base branch "${baseBranch}" on this target to compare the merge queue with: run probe-gate on pushes to ${baseBranch} (or on a schedule).`);
            return null;
        }
        const [status, categories] = await Promise.all([
            client.getTestRunStatus(prev.id),
            client.listPredefinedProbes().catch(() => null),
        ]);
        const catalogue = new Map((categories ? (0,_run_probe_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .flattenCatalogue */ .Y)(categories) : []).map((p) => [p.id, p]));
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(_run_collect_js__WEBPACK_IMPORTED_MODULE_2__/* .PROBE_RUN_CONCURRENCY */ .d5);
        const ctx = {
            catalogue,
            weights: new Map(),
            probeRunUrl: () => '',
            aiAnalysis: false,
            testRunId: prev.id,
            // The baseline never fails the scan: its invalid data only skips the comparison.
            invalid: [],
        };
        const refs = (status.probeRuns ?? []).filter((p) => typeof p.probeRunId === 'number');
        const probeRuns = await Promise.all(refs.map((p) => limit(async () => {
            const detail = await client.getProbeRunFindings(ws, p.probeRunId);
            const ref = {
                probeRunId: p.probeRunId,
                probeId: p.probeId ?? null,
                probeName: p.probeName ?? null,
            };
            return { ...(0,_run_collect_js__WEBPACK_IMPORTED_MODULE_2__/* .toProbeRunReport */ .Zi)(detail, ref, ctx), url: null };
        })));
        const scores = scoreFromProbeRuns(probeRuns);
        if (scores.overall === null) {
            warnings.push(`The baseline score of run ${prev.id} could not be computed (the platform keeps no historic scores and the probe categories are unknown): score change not checked.`);
        }
        return {
            meta: { source: 'run', testRunId: prev.id, reference: prev.name ?? null },
            run: {
                overallScore: scores.overall,
                categories: scores.categories,
                probeRuns,
                perProbeDetail: true,
            },
        };
    }
    catch (err) {
        warnings.push(`The previous run could not be read as a baseline (${err.message}): no baseline comparison.`);
        return null;
    }
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
