export const id = 872;
export const ids = [872];
export const modules = {

/***/ 96867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M9: () => (/* binding */ ReportSchema),
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   vD: () => (/* binding */ riskBand)
/* harmony export */ });
/* unused harmony exports VerdictSchema, RunStateSchema, RiskBandSchema, FailedTestCaseSchema, AnalysisClusterSchema, AiAnalysisSchema, RemediationTaskSchema, CountsSchema, ProbeRunReportSchema, GateCheckSchema, GateSchema, DeltaSchema, BaselineSchema, BenchmarkComparisonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/**
 * The one Report model. Every format (JSON, Markdown file, job summary, PR comment,
 * SARIF, JUnit) is rendered from it, so `probe-gate report` can re-render any format
 * from a saved JSON. Bump `REPORT_SCHEMA_VERSION` on any breaking change.
 */
const REPORT_SCHEMA_VERSION = 1;
/** Verdict of the gate. */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error', 'timeout']);
/** Normalised run state (raw platform strings are kept beside it). */
const RunStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'queued',
    'running',
    'completed',
    'failed',
    'cancelled',
    'unknown',
]);
/** Risk band of the overall score (vendor notes: CRITICAL < 30 <= HIGH < 60 <= MEDIUM < 80 <= LOW). */
const RiskBandSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
const nullableString = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable();
const nullableNumber = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable();
/** A test case that failed (or errored), with the platform's untrusted text. */
const FailedTestCaseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Test case id on the platform. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    /** Attack id: stable across runs for the same attack. */
    attackId: nullableString,
    attempt: nullableNumber,
    /** Normalised: failed or error. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['failed', 'error']),
    /** The platform's raw status string. */
    status: nullableString,
    strategy: nullableString,
    redTeamer: nullableString,
    variation: nullableString,
    redTeamerLabels: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
    riskAccepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Suppressed by an entry of the ignore file. */
    ignored: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), expires: nullableString }).nullable(),
});
/** One cluster or method of the AI analysis. */
const AnalysisClusterSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: nullableString,
    failRate: nullableNumber,
    failedTestCaseCount: nullableNumber,
    totalTestCaseCount: nullableNumber,
});
const AiAnalysisSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    overview: nullableString,
    clusters: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AnalysisClusterSchema),
});
const RemediationTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    details: nullableString,
    completed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    type: nullableString,
});
/** Counts shared by probe runs, totals and categories. */
const CountsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    processed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Failed cases whose risk was accepted on the platform. */
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Failed cases suppressed by the ignore file. */
    ignored: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** failed / (passed + failed), accepted and ignored risks excluded unless counted. 0 when nothing ran. */
    failRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    /** errors / processed. 0 when nothing ran. */
    errorRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
const ProbeRunReportSchema = CountsSchema.extend({
    probeRunId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    probeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    category: nullableString,
    /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
    weight: nullableString,
    status: RunStateSchema,
    rawStatus: nullableString,
    url: nullableString,
    aiAnalysis: AiAnalysisSchema.nullable(),
    remediation: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RemediationTaskSchema),
    /** Failed and errored test cases; every one is kept in the JSON. */
    failedTestCases: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FailedTestCaseSchema),
});
const GateCheckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The input that set it, e.g. `min-score`. */
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    threshold: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()]).nullable(),
    actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()]).nullable(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    verdict: VerdictSchema,
    /** One line: why this verdict. */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GateCheckSchema),
});
const DeltaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    baseline: nullableNumber,
    current: nullableNumber,
    delta: nullableNumber,
});
const BaselineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['run', 'file']),
    testRunId: nullableNumber,
    reference: nullableString,
    overallScore: nullableNumber,
    scoreDelta: nullableNumber,
    /**
     * Attacks that fail now and passed or were absent in the baseline; null when either side
     * has no per-probe detail, so nothing could be compared.
     */
    newFailures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ probe: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), attackId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).nullable(),
    /** Failed counts per probe. */
    probeDeltas: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeltaSchema),
    /** Scores per category. */
    categoryDeltas: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DeltaSchema),
});
const BenchmarkComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    benchmarkType: nullableString,
    models: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), provider: nullableString, score: nullableNumber })),
});
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(REPORT_SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('probe-gate'), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    platform: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        platformUrl: nullableString,
        workspaceId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        targetId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        targetName: nullableString,
    }),
    testRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: nullableNumber,
        name: nullableString,
        status: RunStateSchema,
        rawStatus: nullableString,
        url: nullableString,
        startedAt: nullableString,
        finishedAt: nullableString,
        durationSeconds: nullableNumber,
    }),
    scores: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        overall: nullableNumber,
        band: RiskBandSchema.nullable(),
        categories: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()),
        latestExecutionDate: nullableString,
        simulatedAttacks: nullableNumber,
        successfulAttacks: nullableNumber,
    }),
    totals: CountsSchema,
    /** False when the server had no status endpoint: only run-level counts are known. */
    perProbeDetail: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    probeRuns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ProbeRunReportSchema),
    gate: GateSchema,
    baseline: BaselineSchema.nullable(),
    benchmarks: BenchmarkComparisonSchema.nullable(),
    /** What could not be fetched or was degraded, one sentence each. */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    links: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ run: nullableString, artifact: nullableString }),
});
/** Risk band for an overall score, per the hosted product's four bands. */
function riskBand(score) {
    if (score === null || score === undefined || !Number.isFinite(score))
        return null;
    if (score < 30)
        return 'CRITICAL';
    if (score < 60)
        return 'HIGH';
    if (score < 80)
        return 'MEDIUM';
    return 'LOW';
}


/***/ }),

/***/ 8872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildReport: () => (/* binding */ buildReport),
/* harmony export */   runUrl: () => (/* binding */ runUrl),
/* harmony export */   totalsFor: () => (/* binding */ totalsFor)
/* harmony export */ });
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96867);
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
