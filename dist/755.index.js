export const id = 755;
export const ids = [755];
export const modules = {

/***/ 11755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FINGERPRINT_KEY: () => (/* reexport */ results/* FINGERPRINT_KEY */.XG),
  LINE_HASH_KEY: () => (/* reexport */ results/* LINE_HASH_KEY */.k$),
  PROBE_GATE_INFORMATION_URI: () => (/* binding */ PROBE_GATE_INFORMATION_URI),
  SARIF_FALLBACK_LOCATION: () => (/* binding */ SARIF_FALLBACK_LOCATION),
  SARIF_MAX_RESULTS: () => (/* binding */ SARIF_MAX_RESULTS),
  attackFingerprint: () => (/* reexport */ results/* attackFingerprint */.Vh),
  attackLineHash: () => (/* reexport */ results/* attackLineHash */.NH),
  renderSarif: () => (/* binding */ renderSarif),
  renderSarifChunks: () => (/* binding */ renderSarifChunks),
  sarifLocationUri: () => (/* binding */ sarifLocationUri),
  selectResults: () => (/* reexport */ results/* selectResults */.B6)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/json-pieces.ts
var json_pieces = __webpack_require__(76044);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/report/sarif/results-array.ts
var results_array = __webpack_require__(44230);
// EXTERNAL MODULE: ./src/report/sarif/results.ts
var results = __webpack_require__(42406);
// EXTERNAL MODULE: ./src/report/sarif/rules.ts
var sarif_rules = __webpack_require__(93759);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(75217);
;// CONCATENATED MODULE: ./src/report/sarif/taxonomies.ts


function taxonomiesOf(report) {
    const editions = (report.compliance ?? []).flatMap((c) => {
        const file = (0,map/* findFramework */.yF)(c.key);
        return file ? [{ key: c.key, file }] : [];
    });
    const taxonomies = editions.map(({ key, file }) => ({
        name: key,
        version: file.edition,
        organization: (0,sarif_rules/* sarifText */.BC)(file.title.split(' ')[0] ?? file.framework, 100),
        informationUri: file.source,
        isComprehensive: false,
        shortDescription: {
            text: `${file.title}: probe-gate's own mapping v${file.mappingVersion} (tests for, not proof of compliance).`,
        },
        taxa: file.items.map((item) => ({
            id: item.id,
            name: item.name,
            shortDescription: { text: `${item.id} ${item.name} (${key})` },
        })),
    }));
    return {
        taxonomies,
        relationshipsOf(probe) {
            return editions.flatMap(({ key, file }, componentIndex) => (0,map/* itemsFor */.gK)(file, probe).map((id) => ({
                target: {
                    id,
                    index: file.items.findIndex((i) => i.id === id),
                    toolComponent: { name: key, index: componentIndex },
                },
                kinds: ['relevant'],
                description: { text: `Tests for ${id} of ${key}.` },
            })));
        },
    };
}

;// CONCATENATED MODULE: ./src/report/sarif/sarif.ts
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
            id: (0,sarif_rules/* sarifText */.BC)(category || `probe-gate/target-${report.platform.targetId}/`, 200),
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
    return (0,format/* piecesText */.BW)(renderSarifChunks(report, options));
}
/**
 * The same text as {@link renderSarif}, in pieces: the results are built and written one by
 * one, so a run of tens of thousands of findings is never held as one log object nor one
 * string. Rendering happens as the pieces are taken.
 */
function* renderSarifChunks(report, options = {}) {
    const informationUri = (0,sanitize/* safeLinkUrl */.Hp)(options.informationUri ?? PROBE_GATE_INFORMATION_URI);
    const taxa = taxonomiesOf(report);
    const { rules, ruleOf } = rulesOf(report, informationUri, taxa);
    const max = Math.max(0, options.maxResults ?? SARIF_MAX_RESULTS);
    const { kept, total } = (0,results/* selectResults */.B6)(report, ruleOf, max);
    const location = sarifLocationUri(options.locationPath);
    const invocation = invocationOf(report, total - kept.length, total, max);
    const run = {
        tool: {
            driver: {
                name: 'probe-gate',
                version: (0,sarif_rules/* sarifText */.BC)(report.tool.version, 100),
                ...(informationUri ? { informationUri } : {}),
                rules,
            },
        },
        ...(taxa.taxonomies.length > 0 ? { taxonomies: taxa.taxonomies } : {}),
        ...automationDetails(report, options.category),
        invocations: [invocation],
        columnKind: 'utf16CodeUnits',
        // Built one by one as they are written.
        results: new json_pieces/* JsonPieces */.EZ((depth) => (0,results_array/* resultsArrayPieces */.Z)(kept, location, depth)),
        properties: {
            verdict: report.gate.verdict,
            overallScore: report.scores.overall,
            riskBand: report.scores.band,
            testRunId: report.testRun.id,
            targetId: report.platform.targetId,
            workspaceId: report.platform.workspaceId,
            runUrl: (0,sanitize/* safeLinkUrl */.Hp)(report.links.run ?? report.testRun.url),
            resultsLeftOut: total - kept.length,
        },
    };
    yield* (0,json_pieces/* objectPieces */.Pr)({
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: new json_pieces/* JsonPieces */.EZ((depth) => (0,json_pieces/* arrayPieces */.xQ)([new json_pieces/* JsonPieces */.EZ((d) => (0,json_pieces/* objectPieces */.Pr)(run, d))], depth)),
    });
    yield '\n';
}
/** One rule per probe (the same probe id, or without one the same name, shares a rule). */
function rulesOf(report, informationUri, taxa) {
    const rules = [];
    // Different probes whose slugs collide get `-2`, `-3`, ...
    const ruleByProbe = new Map();
    const ruleOf = new Map();
    const usedIds = new Set();
    for (const probe of report.probeRuns) {
        const identity = probe.probeId === null ? `name:${probe.name}` : `id:${probe.probeId}`;
        let rule = ruleByProbe.get(identity);
        if (rule === undefined) {
            const base = (0,sarif_rules/* ruleIdBase */.zO)(probe);
            let ruleId = base;
            for (let n = 2; usedIds.has(ruleId); n += 1)
                ruleId = `${base}-${n}`;
            rule = { ruleId, ruleIndex: rules.length };
            const relationships = taxa.relationshipsOf(probe);
            rules.push({
                ...(0,sarif_rules/* probeRule */.JR)(probe, ruleId, report, informationUri),
                ...(relationships.length > 0 ? { relationships } : {}),
            });
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
        message: { text: (0,sarif_rules/* sarifMessage */.Jy)(w) },
    }));
    if (report.gate.verdict === 'inconclusive')
        notifications.push({
            level: 'error',
            message: { text: (0,sarif_rules/* sarifMessage */.Jy)(`Verdict inconclusive (exit 5): ${report.gate.reason}`) },
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
        executionSuccessful: !(0,risk_band/* stoppedVerdict */.lZ)(report.gate.verdict),
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
