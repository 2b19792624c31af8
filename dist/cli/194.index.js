export const id = 194;
export const ids = [194];
export const modules = {

/***/ 84194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   earlierRuns: () => (/* binding */ earlierRuns)
/* harmony export */ });
/* unused harmony export pooled */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70370);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61392);
/* harmony import */ var _collect_collect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50760);
/* harmony import */ var _run_probe_selection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4770);
/* harmony import */ var _run_run_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47211);
/* harmony import */ var _base_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73086);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6099);
/**
 * The earlier runs a scan is compared with. Which runs may be a baseline: completed scans of
 * the target (never this scan's own runs or a retry run); on a pull request or in a merge
 * queue only the runs of its base branch (their names carry `@<branch>`, base-branch.ts), so
 * never a pull request's own failed attempt or another pull request's run. `pooled` pools the
 * last `baseline-runs` of them that ran the same probes, per probe, and records the runs and
 * their spread; fewer than `min-baseline-runs` skip the regression checks (said so, never
 * passed). `previous-run` takes the newest alone.
 */







/** Why 3: runs of other probe sets are skipped, but a long search would cost a read each. */
const CANDIDATES_PER_RUN = 3;
const key = (name) => name.trim().toLowerCase();
const round1 = (n) => Math.round(n * 10) / 10;
/** The runs that may be a baseline, newest first, or the sentence saying why there are none. */
function candidates(list, facts, scope) {
    // Never a retry run (retry-failed): it ran only some probes, so it is no baseline.
    const all = (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_3__/* .completedScans */ .o)(list, new Set([...(facts.retryRunIds ?? []), facts.testRunId]));
    if (scope.pullRequest && scope.baseBranch === null)
        return "The pull request's base branch is unknown, and a pull request's own runs are no baseline: no baseline comparison (set baseline-report to the base branch's saved report).";
    const runs = scope.baseBranch === null ? all : (0,_base_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .runsOfBranch */ .SD)(all, scope.baseBranch);
    if (runs.length === 0) {
        return scope.baseBranch === null
            ? 'No previous completed test run of this target to compare with: no baseline comparison.'
            : `No completed test run of the base branch "${scope.baseBranch}" on this target to compare with: run probe-gate on pushes to ${scope.baseBranch} (or on a schedule).`;
    }
    const current = facts.testRunId;
    const earlier = current === null ? runs : runs.filter((r) => r.id < current);
    return (earlier.length > 0 ? earlier : runs).sort((a, b) => (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_3__/* .runTime */ .F)(b) - (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_3__/* .runTime */ .F)(a) || b.id - a.id);
}
/** The probe set of a run, as sorted probe ids (names when ids are unknown). */
function probeSet(refs) {
    return refs
        .map((r) => (r.probeId !== null ? `#${r.probeId}` : key(r.name ?? '')))
        .sort()
        .join(',');
}
/** One earlier run's probe runs, read through the status endpoint and docs/platform.md 4.15. */
async function readRun(client, config, summary, status, catalogue) {
    const ctx = {
        catalogue,
        weights: new Map(),
        probeRunUrl: () => '',
        aiAnalysis: false,
        testRunId: summary.id,
        // The baseline never fails the scan: its invalid data only skips the comparison.
        invalid: [],
    };
    const refs = (status.probeRuns ?? []).filter((p) => typeof p.probeRunId === 'number');
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)((0,_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .probeRunConcurrency */ .hs)(refs.map((p) => p.totalCount)));
    const probeRuns = await Promise.all(refs.map((p) => limit(async () => {
        const detail = await client.getProbeRunFindings(config.workspaceId, p.probeRunId);
        const ref = {
            probeRunId: p.probeRunId,
            probeId: p.probeId ?? null,
            probeName: p.probeName ?? null,
        };
        return { ...(0,_collect_collect_js__WEBPACK_IMPORTED_MODULE_1__/* .toProbeRunReport */ .Zi)(detail, ref, ctx), url: null };
    })));
    return { summary, probeRuns };
}
/** Sums the probe runs of several runs per probe (case-insensitive names). */
function poolProbeRuns(reads) {
    const byName = new Map();
    const fields = ['total', 'processed', 'passed', 'failed', 'errors', 'accepted', 'ignored'];
    for (const { probeRuns } of reads)
        for (const p of probeRuns) {
            const had = byName.get(key(p.name));
            if (!had) {
                byName.set(key(p.name), { ...p, failedTestCases: [...p.failedTestCases] });
                continue;
            }
            const sum = had;
            for (const f of fields)
                sum[f] = (sum[f] ?? 0) + p[f];
            had.failedTestCases.push(...p.failedTestCases);
        }
    return [...byName.values()];
}
/** The pooled baseline of the runs read, with its record: runs used and between-run spread. */
function pooled(reads, branch) {
    const scores = reads.map((r) => (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .scoreFromProbeRuns */ .VX)(r.probeRuns));
    const overalls = scores.map((s) => s.overall);
    const known = overalls.filter((o) => o !== null);
    const categories = {};
    for (const s of scores)
        for (const [c, v] of Object.entries(s.categories))
            (categories[c] ??= []).push(v);
    const mean = (xs) => round1(xs.reduce((a, x) => a + x, 0) / xs.length);
    const spread = new Map();
    for (const { probeRuns } of reads)
        for (const p of probeRuns) {
            const judged = p.passed + p.failed;
            if (judged === 0)
                continue;
            const rate = p.failed / judged;
            const had = spread.get(key(p.name));
            spread.set(key(p.name), {
                name: had?.name ?? p.name,
                low: Math.min(had?.low ?? rate, rate),
                high: Math.max(had?.high ?? rate, rate),
            });
        }
    const run = {
        overallScore: known.length === reads.length && known.length > 0 ? mean(known) : null,
        categories: Object.fromEntries(Object.entries(categories).map(([c, v]) => [c, mean(v)])),
        probeRuns: poolProbeRuns(reads),
        perProbeDetail: true,
    };
    const newest = reads[0].summary;
    return {
        meta: { source: 'run', testRunId: newest.id, reference: newest.name ?? null },
        run,
        pool: {
            branch,
            runs: reads.map((r, i) => ({
                testRunId: r.summary.id,
                name: r.summary.name ?? null,
                overallScore: overalls[i] ?? null,
            })),
            scoreRange: known.length > 0 ? [Math.min(...known), Math.max(...known)] : null,
            probeSpread: [...spread.values()],
        },
    };
}
/** A baseline that skips the regression checks, saying why, with the runs it found. */
function skipped(reason, pool) {
    return {
        skip: {
            source: 'run',
            testRunId: null,
            reference: null,
            overallScore: null,
            scoreDelta: null,
            newFailures: null,
            probeDeltas: [],
            categoryDeltas: [],
            probeTests: null,
            skipReason: reason,
            ...(pool ? { pool } : {}),
        },
    };
}
/** The baseline from earlier runs (`pooled` or `previous-run`); see the file's comment. */
async function earlierRuns(client, config, facts, warnings, scope) {
    try {
        const list = await (facts.targetRuns ??
            client.listTestRuns(config.workspaceId, facts.targetId));
        const found = candidates(list, facts, scope);
        if (typeof found === 'string') {
            warnings.push(found);
            return null;
        }
        const single = config.baseline === 'previous-run';
        const wanted = single ? 1 : config.baselineRuns;
        const picked = single ? [(0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .pickPreviousRun */ .oC)(found, facts.testRunId)] : found;
        const categories = await client.listPredefinedProbes().catch(() => null);
        const catalogue = new Map((categories ? (0,_run_probe_selection_js__WEBPACK_IMPORTED_MODULE_2__/* .flattenCatalogue */ .Y)(categories) : []).map((p) => [p.id, p]));
        const ours = probeSet(facts.probeRuns.map((p) => ({ probeId: p.probeId, name: p.name })));
        const reads = [];
        for (const summary of picked.slice(0, wanted * CANDIDATES_PER_RUN)) {
            if (reads.length >= wanted)
                break;
            const status = await client.getTestRunStatus(summary.id);
            const refs = (status.probeRuns ?? []).map((p) => ({
                probeId: p.probeId ?? null,
                name: p.probeName ?? null,
            }));
            if (!single && facts.probeRuns.length > 0 && probeSet(refs) !== ours)
                continue;
            reads.push(await readRun(client, config, summary, status, catalogue));
        }
        const where = scope.baseBranch === null ? 'this target' : `branch "${scope.baseBranch}"`;
        const minimum = single ? 1 : config.minBaselineRuns;
        if (reads.length < minimum) {
            const pool = reads.length > 0 ? pooled(reads, scope.baseBranch).pool : undefined;
            const reason = `Only ${reads.length} completed run${reads.length === 1 ? '' : 's'} of ${where} with the same probes to pool, fewer than min-baseline-runs ${minimum}: the regression checks are skipped until there are more.`;
            warnings.push(reason);
            return skipped(reason, pool);
        }
        const result = pooled(reads, scope.baseBranch);
        if (result.run.overallScore === null)
            warnings.push(`The baseline score of run ${reads.map((r) => r.summary.id).join(', ')} could not be computed (the platform keeps no historic scores and the probe categories are unknown): score change not checked.`);
        return single ? { meta: result.meta, run: result.run } : result;
    }
    catch (err) {
        warnings.push(`The previous run could not be read as a baseline (${err.message}): no baseline comparison.`);
        return null;
    }
}


/***/ })

};
