export const id = 99;
export const ids = [99];
export const modules = {

/***/ 6099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithBaseline: () => (/* binding */ compareWithBaseline),
/* harmony export */   pickPreviousRun: () => (/* binding */ pickPreviousRun),
/* harmony export */   resolveBaseline: () => (/* binding */ resolveBaseline),
/* harmony export */   scoreFromProbeRuns: () => (/* binding */ scoreFromProbeRuns)
/* harmony export */ });
/* harmony import */ var _api_score_formula_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(41521);
/* harmony import */ var _config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54423);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60337);
/* harmony import */ var _run_collect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89946);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61392);
/* harmony import */ var _run_probe_selection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4770);
/* harmony import */ var _base_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73086);
/* harmony import */ var _verdict_probe_tests_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(76597);
/* harmony import */ var _run_run_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47211);










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
 * - `probeTests`: each probe's fail rate against the baseline's, two-proportion test at
 *   `confidence` (default 0.95, see verdict/probe-tests.ts); null when either side has no per-probe
 *   detail.
 */
function compareWithBaseline(current, baseline, options = {}) {
    const confidence = options.confidence ?? 0.95;
    const sides = (run) => run.probeRuns.map((r) => ({ name: r.name, failed: r.failed, judged: r.passed + r.failed }));
    const probeTests = current.perProbeDetail && baseline.perProbeDetail
        ? (0,_verdict_probe_tests_js__WEBPACK_IMPORTED_MODULE_7__/* .testProbes */ ._1)(sides(current), sides(baseline), confidence)
        : null;
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
        probeTests,
        testConfidence: confidence,
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
    return (0,_api_score_formula_js__WEBPACK_IMPORTED_MODULE_8__/* .scoreProbes */ .I)(tallies);
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
    const { countAcceptedRisk, confidence } = config.gate;
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
        ...compareWithBaseline(current, base.run, { countAcceptedRisk, confidence }),
    };
}
async function readBaselineFile(path, facts, warnings) {
    let report;
    try {
        // Loaded only when a baseline report is given: the JSON report's schema is not needed before.
        const { parseReportJson } = await Promise.all(/* import() */[__webpack_require__.e(131), __webpack_require__.e(413)]).then(__webpack_require__.bind(__webpack_require__, 32794));
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
/** The newest completed run of the target other than this one (before it, when its id is known). */
function pickPreviousRun(runs, currentId) {
    const done = runs.filter((r) => r.id !== currentId && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
    const earlier = currentId === null ? done : done.filter((r) => r.id < currentId);
    const pool = earlier.length > 0 ? earlier : done;
    return pool.reduce((best, r) => best === null ||
        (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_6__/* .runTime */ .F)(r) > (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_6__/* .runTime */ .F)(best) ||
        ((0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_6__/* .runTime */ .F)(r) === (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_6__/* .runTime */ .F)(best) && r.id > best.id)
        ? r
        : best, null);
}
async function previousRun(client, config, facts, warnings, baseBranch) {
    const ws = config.workspaceId;
    try {
        // Never a retry run (retry-failed): it ran only some probes, so it is no baseline.
        const own = new Set(facts.retryRunIds ?? []);
        const list = await (facts.targetRuns ?? client.listTestRuns(ws, facts.targetId));
        const all = (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_6__/* .completedScans */ .o)(list, own);
        const runs = baseBranch === null ? all : (0,_base_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .runsOfBranch */ .SD)(all, baseBranch);
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
        const catalogue = new Map((categories ? (0,_run_probe_selection_js__WEBPACK_IMPORTED_MODULE_4__/* .flattenCatalogue */ .Y)(categories) : []).map((p) => [p.id, p]));
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
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_9__/* ["default"] */ .A)((0,_budget_js__WEBPACK_IMPORTED_MODULE_3__/* .probeRunConcurrency */ .hs)(refs.map((p) => p.totalCount)));
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


/***/ })

};
