export const id = 21;
export const ids = [21];
export const modules = {

/***/ 21:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FINGERPRINT_KEY: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_3__.XG),
/* harmony export */   LINE_HASH_KEY: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_3__.k$),
/* harmony export */   PROBE_GATE_INFORMATION_URI: () => (/* binding */ PROBE_GATE_INFORMATION_URI),
/* harmony export */   SARIF_FALLBACK_LOCATION: () => (/* binding */ SARIF_FALLBACK_LOCATION),
/* harmony export */   SARIF_MAX_RESULTS: () => (/* binding */ SARIF_MAX_RESULTS),
/* harmony export */   attackFingerprint: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_3__.Vh),
/* harmony export */   attackLineHash: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_3__.NH),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif),
/* harmony export */   renderSarifChunks: () => (/* binding */ renderSarifChunks),
/* harmony export */   sarifLocationUri: () => (/* binding */ sarifLocationUri),
/* harmony export */   selectResults: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_3__.B6)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44);
/* harmony import */ var _risk_band_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(823);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(211);
/* harmony import */ var _ahead_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(998);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(406);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(759);
/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer): one rule per probe, one result
 * per failed test case that counts or was accepted as a risk (accepted ones are `note`s with
 * an external suppression; ignored ones and execution errors are left out).
 *
 * Location: code scanning rejects results without a location, and an AI target has no source
 * line. Every result points at line 1 of the file that configures the scan (`locationPath`:
 * the target config file, else the ignore file, else the workflow file, else
 * `.probe-gate/target.yml`, the conventional place next to `.probe-gate/ignore.yml`).
 *
 * Identity: code scanning keys alerts on `partialFingerprints.primaryLocationLineHash`, and
 * upload-sarif computes it from the line's text only when the result has none. Every result
 * therefore carries its own, a hash of the probe and the attack: two runs of the same failing
 * attack give the same alert, two attacks on the same line stay apart, and an invented line
 * per attack (an annotation on an unrelated line of the user's file) is not needed. The run's
 * category (`automationDetails.id`) is per target, `probe-gate/target-<id>/`, unless the
 * caller names one or none (SarifOptions `category`).
 */







/** Where results point when no target config path is given. */
const SARIF_FALLBACK_LOCATION = '.probe-gate/target.yml';
/** GitHub keeps at most 25,000 results per run. */
const SARIF_MAX_RESULTS = 25_000;
/** `tool.driver.informationUri` default. */
const PROBE_GATE_INFORMATION_URI = 'https://github.com/probe-gate/probe-gate';

/** The run's `automationDetails`, or nothing when the category is left to the uploader. */
function automationDetails(report, category) {
    if (category?.toLowerCase() === 'none')
        return {};
    return {
        automationDetails: {
            id: (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifText */ .BC)(category || `probe-gate/target-${report.platform.targetId}/`, 200),
        },
    };
}
/** Percent-encodes each path segment; a relative path keeps no `:` (it would read as a scheme). */
function encodePath(path, absolute = false) {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return absolute ? encoded.replace(/%3A/g, ':') : encoded;
}
/** The artifact location of every result (see the module comment). */
function sarifLocationUri(path) {
    const p = (path?.trim() || SARIF_FALLBACK_LOCATION).replace(/\\/g, '/');
    if (/^[A-Za-z]:\//.test(p))
        return { uri: `file:///${encodePath(p, true)}` };
    if (p.startsWith('/'))
        return { uri: `file://${encodePath(p, true)}` };
    return { uri: encodePath(p.replace(/^(\.\/)+/, '')), uriBaseId: '%SRCROOT%' };
}
function isoOrUndefined(value) {
    if (value === null)
        return undefined;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
/** The SARIF log as pretty-printed JSON with a trailing newline. */
function renderSarif(report, options = {}) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .piecesText */ .BW)(renderSarifChunks(report, options));
}
/**
 * The same text as {@link renderSarif}, in pieces: the results are built and written one by
 * one, so a run of tens of thousands of findings is never held as one log object nor one
 * string. Rendering happens as the pieces are taken.
 */
function* renderSarifChunks(report, options = {}) {
    const informationUri = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLinkUrl */ .Hp)(options.informationUri ?? PROBE_GATE_INFORMATION_URI);
    const { rules, ruleOf } = rulesOf(report, informationUri);
    const max = Math.max(0, options.maxResults ?? SARIF_MAX_RESULTS);
    const { kept, total } = (0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .selectResults */ .B6)(report, ruleOf, max);
    const location = sarifLocationUri(options.locationPath);
    const invocation = invocationOf(report, total - kept.length, total, max);
    const run = {
        tool: {
            driver: {
                name: 'probe-gate',
                version: (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifText */ .BC)(report.tool.version, 100),
                ...(informationUri ? { informationUri } : {}),
                rules,
            },
        },
        ...automationDetails(report, options.category),
        invocations: [invocation],
        columnKind: 'utf16CodeUnits',
        // Built one by one as they are written.
        results: new _json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .JsonPieces */ .EZ((depth) => (0,_ahead_js__WEBPACK_IMPORTED_MODULE_2__.resultsArrayPieces)(kept, location, options.ahead, depth)),
        properties: {
            verdict: report.gate.verdict,
            overallScore: report.scores.overall,
            riskBand: report.scores.band,
            testRunId: report.testRun.id,
            targetId: report.platform.targetId,
            workspaceId: report.platform.workspaceId,
            runUrl: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLinkUrl */ .Hp)(report.links.run ?? report.testRun.url),
            resultsLeftOut: total - kept.length,
        },
    };
    yield* (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .objectPieces */ .Pr)({
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: new _json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .JsonPieces */ .EZ((depth) => (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .arrayPieces */ .xQ)([new _json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .JsonPieces */ .EZ((d) => (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .objectPieces */ .Pr)(run, d))], depth)),
    });
    yield '\n';
}
/** One rule per probe (the same probe id, or without one the same name, shares a rule). */
function rulesOf(report, informationUri) {
    const rules = [];
    // Different probes whose slugs collide get `-2`, `-3`, ...
    const ruleByProbe = new Map();
    const ruleOf = new Map();
    const usedIds = new Set();
    for (const probe of report.probeRuns) {
        const identity = probe.probeId === null ? `name:${probe.name}` : `id:${probe.probeId}`;
        let rule = ruleByProbe.get(identity);
        if (rule === undefined) {
            const base = (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleIdBase */ .zO)(probe);
            let ruleId = base;
            for (let n = 2; usedIds.has(ruleId); n += 1)
                ruleId = `${base}-${n}`;
            rule = { ruleId, ruleIndex: rules.length };
            rules.push((0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .probeRule */ .JR)(probe, ruleId, report, informationUri));
            ruleByProbe.set(identity, rule);
            usedIds.add(ruleId);
        }
        ruleOf.set(probe, rule);
    }
    return { rules, ruleOf };
}
function invocationOf(report, leftOut, total, max) {
    const notifications = report.warnings.map((w) => ({
        level: 'warning',
        message: { text: (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifMessage */ .Jy)(w) },
    }));
    if (report.gate.verdict === 'inconclusive')
        notifications.push({
            level: 'error',
            message: { text: (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifMessage */ .Jy)(`Verdict inconclusive (exit 5): ${report.gate.reason}`) },
        });
    if (leftOut > 0) {
        notifications.push({
            level: 'warning',
            message: {
                text: `${leftOut} of ${total} results were left out (at most ${max} per run, highest severity kept); the JSON report has them all.`,
            },
        });
    }
    const invocation = {
        // The tool ran and judged (inconclusive and warn included); error and timeout did not.
        executionSuccessful: !(0,_risk_band_js__WEBPACK_IMPORTED_MODULE_6__/* .stoppedVerdict */ .lZ)(report.gate.verdict),
        toolExecutionNotifications: notifications,
    };
    const start = isoOrUndefined(report.testRun.startedAt);
    const end = isoOrUndefined(report.testRun.finishedAt);
    if (start)
        invocation.startTimeUtc = start;
    if (end)
        invocation.endTimeUtc = end;
    return invocation;
}


/***/ })

};
