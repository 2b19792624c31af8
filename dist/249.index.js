export const id = 249;
export const ids = [249];
export const modules = {

/***/ 63249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readEstimate: () => (/* binding */ readEstimate)
/* harmony export */ });
/* unused harmony exports PREVIOUS_RUNS, BENCHMARK_MODELS */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58638);
/* harmony import */ var _run_run_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47211);
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30552);
/**
 * The reads behind an estimate, GET requests only: the target's settings
 * (docs/platform.md 4.3), its completed runs (4.7) and their per-probe counts (the status
 * endpoint), and, for probes the target never ran, the public benchmark runs (4.10, 4.12,
 * 4.14). The model: docs/operating.md.
 */



/** Why 3: the newest completed runs whose per-probe counts are read (one status read each). */
const PREVIOUS_RUNS = 3;
/** Why 2: benchmark models read per benchmark type; their counts hardly differ between models. */
const BENCHMARK_MODELS = 2;
/** Why 6: at most this many benchmark types are read (the platform lists four). */
const BENCHMARK_TYPES = 6;
/** Reads what an estimate needs (GET only) and estimates the run. */
async function readEstimate(client, t, o = {}) {
    const [target, runs] = await Promise.all([
        client.getTarget(t.workspaceId, t.targetId, o),
        client.listTestRuns(t.workspaceId, t.targetId, o),
    ]);
    const settings = {
        rateLimit: typeof target.settings?.rateLimit === 'number' ? target.settings.rateLimit : null,
        concurrentRequests: target.settings?.concurrentRequests ?? null,
    };
    const previous = await previousCounts(client, runs, o);
    const missing = t.probeIds === null
        ? previous.length === 0
        : t.probeIds.some((id) => !previous.some((p) => p.probeId === id));
    const benchmark = missing ? await benchmarkCounts(client, o) : [];
    return (0,_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateRun */ .aG)(t.probeIds, previous, benchmark, settings);
}
/** Per-probe counts of the newest completed runs, by the status endpoint (GET). */
async function previousCounts(client, runs, o) {
    const done = runs
        .filter((r) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(r.status) === 'completed' && typeof r.id === 'number')
        .sort((a, b) => (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(b) - (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(a) || b.id - a.id)
        .slice(0, PREVIOUS_RUNS);
    const statuses = await Promise.all(done.map((r) => client.getTestRunStatus(r.id, o).catch(() => null)));
    return countsByProbe(statuses.map((status) => status?.probeRuns ?? []));
}
/** Per-probe `totalCount` of the public benchmark runs (GET); [] when none can be read. */
async function benchmarkCounts(client, o) {
    try {
        const types = (await client.listBenchmarkTypes(o)).slice(0, BENCHMARK_TYPES);
        const models = (await client.listBenchmarkModels(undefined, o)).slice(0, BENCHMARK_MODELS);
        const reads = types.flatMap((type) => models.map((m) => client.listBenchmarkModelRuns(m.id, type.id, o).catch(() => [])));
        return countsByProbe(await Promise.all(reads));
    }
    catch (err) {
        if (o.signal?.aborted)
            throw err;
        return [];
    }
}
/**
 * The `totalCount`s of `lists`, per probe in the order the probes first appear; an entry
 * without a probe id or a count is passed over.
 */
function countsByProbe(lists) {
    const byProbe = new Map();
    for (const list of lists)
        for (const r of list) {
            if (typeof r.probeId !== 'number' || typeof r.totalCount !== 'number')
                continue;
            const entry = byProbe.get(r.probeId) ?? {
                probeId: r.probeId,
                name: r.probeName ?? null,
                counts: [],
            };
            entry.counts.push(r.totalCount);
            byProbe.set(r.probeId, entry);
        }
    return [...byProbe.values()];
}


/***/ }),

/***/ 47211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runTime),
/* harmony export */   o: () => (/* binding */ completedScans)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58638);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64311);
/**
 * Reading the target's test run list (docs/platform.md 4.7) for earlier scans: the baseline
 * (triage/baseline.ts) and the trend (trend.ts) pick from the same runs, in the same time order.
 */


/** When a run of the list ran (its executionDate, ms); -Infinity when unknown, so it sorts first. */
function runTime(r) {
    const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
    return Number.isFinite(t) ? t : -Infinity;
}
/**
 * The completed runs of the list that are scans of their own: none of `exclude` (this scan's
 * run and its retry runs), and no retry run of another scan (retry-failed: it ran only some
 * probes, so it is neither a baseline nor a point of the trend).
 */
function completedScans(list, exclude) {
    return list.filter((r) => !exclude.has(r.id) && !(0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .isRetryRunName */ .VO)(r.name) && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
}


/***/ })

};
