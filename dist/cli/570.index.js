export const id = 570;
export const ids = [570];
export const modules = {

/***/ 35570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyIgnores: () => (/* binding */ applyIgnores)
/* harmony export */ });
/* harmony import */ var _verdict_counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);

/** Whether an entry names this probe: by id (digits) or by name, case-insensitively. */
function matchesProbe(entry, run) {
    if (/^\d+$/.test(entry.probe) && run.probeId !== null && Number(entry.probe) === run.probeId)
        return true;
    return entry.probe.toLowerCase() === run.name.trim().toLowerCase();
}
/**
 * Marks the failed test cases that an entry matches as ignored and recounts. Only cases with
 * outcome `failed` are findings (errors are not). `ignored` counts the ignored cases that the
 * gate would otherwise count: not risk-accepted ones, plus accepted ones when
 * `countAcceptedRisk` is true (accepted ones are already excluded otherwise), so no case is
 * subtracted twice. Rates are recomputed. Pure: returns new probe runs.
 */
function applyIgnores(probeRuns, entries, countAcceptedRisk) {
    return probeRuns.map((run) => {
        const relevant = entries.filter((e) => matchesProbe(e, run));
        const cases = run.failedTestCases;
        let ignored = 0;
        // Unchanged cases are shared, not copied, and so is the list when none changed (the
        // redaction then knows it): a huge run keeps hundreds of thousands. The list
        // is copied from the first case that changes.
        let marked = null;
        for (let i = 0; i < cases.length; i++) {
            const tc = cases[i];
            const hit = relevant.length > 0 && tc.outcome === 'failed'
                ? relevant.find((e) => e.attackId === null || (tc.attackId !== null && e.attackId === tc.attackId))
                : undefined;
            if (hit && (!tc.riskAccepted || countAcceptedRisk))
                ignored++;
            if (!hit && tc.ignored === null) {
                marked?.push(tc);
                continue;
            }
            marked ??= cases.slice(0, i);
            marked.push({ ...tc, ignored: hit ? { reason: hit.reason, expires: hit.expires } : null });
        }
        const failedTestCases = marked ?? cases;
        const room = Math.max(0, run.failed - (countAcceptedRisk ? 0 : run.accepted));
        const counts = { ...run, ignored: Math.min(ignored, room) };
        return { ...counts, ...(0,_verdict_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .computeRates */ .po)(counts, countAcceptedRisk), failedTestCases };
    });
}


/***/ })

};
