export const id = 872;
export const ids = [872];
export const modules = {

/***/ 8872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildReport: () => (/* binding */ buildReport),
/* harmony export */   runUrl: () => (/* binding */ runUrl),
/* harmony export */   totalsFor: () => (/* binding */ totalsFor)
/* harmony export */ });
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6867);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2749);


/** Totals from per-probe detail when available, else from the run-level counts of the last poll. */
function totalsFor(facts) {
    const countAccepted = facts.config.gate.countAcceptedRisk;
    if (facts.perProbeDetail && facts.probeRuns.length > 0)
        return (0,_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .sumCounts */ .W_)(facts.probeRuns, countAccepted);
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
    return { ...raw, ...(0,_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .computeRates */ .po)(raw, countAccepted) };
}
/** Assembles the versioned Report from the scan's facts and the gate's verdict. */
function buildReport(facts, gate, totals) {
    const c = facts.config;
    return {
        schemaVersion: _report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA_VERSION */ .WI,
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
        scores: { ...facts.scores, band: (0,_report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .riskBand */ .vD)(facts.scores.overall) },
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


/***/ })

};
