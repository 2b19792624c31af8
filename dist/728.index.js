export const id = 728;
export const ids = [728];
export const modules = {

/***/ 76044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ JsonPieces),
/* harmony export */   Pr: () => (/* binding */ objectPieces),
/* harmony export */   cY: () => (/* binding */ nested),
/* harmony export */   xQ: () => (/* binding */ arrayPieces)
/* harmony export */ });
/**
 * JSON text in pieces, laid out exactly as `JSON.stringify(value, null, 2)` lays it out, so
 * that a large document (the JSON report, SARIF) is written part by part and never held as
 * one string: the pieces joined equal the one-string rendering byte for byte.
 */
/**
 * `JSON.stringify(value, null, 2)` as it reads `depth` levels down in a document: the value
 * is stringified inside `depth` arrays (so JSON.stringify indents it) and cut back out.
 */
function nested(value, depth) {
    let wrapped = value;
    let prefix = '';
    let suffix = '';
    for (let level = 1; level <= depth; level++) {
        wrapped = [wrapped];
        prefix += `[\n${'  '.repeat(level)}`;
        suffix = `\n${'  '.repeat(level - 1)}]${suffix}`;
    }
    const text = JSON.stringify(wrapped, null, 2);
    return text.slice(prefix.length, text.length - suffix.length);
}
/** A value written in pieces where it stands in a document (see {@link objectPieces}). */
class JsonPieces {
    pieces;
    constructor(
    /** The value's text at `depth`, in pieces. */
    pieces) {
        this.pieces = pieces;
    }
}
/** A value's text at `depth`: in pieces when it is {@link JsonPieces}, else in one. */
function* valuePieces(value, depth) {
    if (value instanceof JsonPieces)
        yield* value.pieces(depth);
    else
        yield nested(value, depth);
}
/** Whether JSON.stringify leaves the key out of an object. */
function leftOut(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
/**
 * An object's text at `depth`, key by key; a value may be {@link JsonPieces}. Keys whose
 * value JSON.stringify leaves out (undefined) are left out.
 */
function* objectPieces(entries, depth = 0) {
    const inner = '  '.repeat(depth + 1);
    let open = '{';
    for (const [key, value] of Object.entries(entries)) {
        if (leftOut(value))
            continue;
        yield `${open}\n${inner}${JSON.stringify(key)}: `;
        yield* valuePieces(value, depth + 1);
        open = ',';
    }
    yield open === '{' ? '{}' : `\n${'  '.repeat(depth)}}`;
}
/** An array's text at `depth`, item by item as `items` gives them. */
function* arrayPieces(items, depth = 0) {
    const inner = '  '.repeat(depth + 1);
    let open = '[';
    for (const item of items) {
        yield `${open}\n${inner}`;
        yield* valuePieces(item, depth + 1);
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}


/***/ }),

/***/ 90728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseReportJson: () => (/* binding */ parseReportJson),
  rR: () => (/* binding */ renderJsonChunks)
});

// UNUSED EXPORTS: ReportFileError, renderJson

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/report/json-pieces.ts
var json_pieces = __webpack_require__(76044);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(55491);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
;// CONCATENATED MODULE: ./src/report/model.ts



/**
 * The one Report model. Every format (JSON, Markdown file, job summary, PR comment,
 * SARIF, JUnit) is rendered from it, so `probe-gate report` can re-render any format
 * from a saved JSON. Bump `REPORT_SCHEMA_VERSION` (src/report/risk-band.ts) on any breaking
 * change.
 */
/** Verdict of the gate. */
const VerdictSchema = schemas/* enum */.k5n(['pass', 'fail', 'error', 'timeout']);
/** Normalised run state (raw platform strings are kept beside it). */
const RunStateSchema = schemas/* enum */.k5n([
    'queued',
    'running',
    'completed',
    'failed',
    'cancelled',
    'unknown',
]);
/** Risk band of the overall score (vendor notes: CRITICAL < 30 <= HIGH < 60 <= MEDIUM < 80 <= LOW). */
const RiskBandSchema = schemas/* enum */.k5n(risk_band/* RISK_BANDS */.HN);
const nullableString = schemas/* string */.YjP().nullable();
const nullableNumber = schemas/* number */.aig().nullable();
/** A test case that failed (or errored), with the platform's untrusted text. */
const FailedTestCaseSchema = schemas/* object */.Ikc({
    /** Test case id on the platform. */
    id: schemas/* number */.aig().nullable(),
    /** Attack id: stable across runs for the same attack. */
    attackId: nullableString,
    attempt: nullableNumber,
    /** Normalised: failed or error. */
    outcome: schemas/* enum */.k5n(['failed', 'error']),
    /** The platform's raw status string. */
    status: nullableString,
    strategy: nullableString,
    redTeamer: nullableString,
    variation: nullableString,
    redTeamerLabels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
    riskAccepted: schemas/* boolean */.zMY(),
    /** Suppressed by an entry of the ignore file. */
    ignored: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), expires: nullableString }).nullable(),
});
/** One cluster or method of the AI analysis. */
const AnalysisClusterSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    description: nullableString,
    failRate: nullableNumber,
    failedTestCaseCount: nullableNumber,
    totalTestCaseCount: nullableNumber,
});
const AiAnalysisSchema = schemas/* object */.Ikc({
    overview: nullableString,
    clusters: schemas/* array */.YOg(AnalysisClusterSchema),
});
const RemediationTaskSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    details: nullableString,
    completed: schemas/* boolean */.zMY(),
    type: nullableString,
});
/** Counts shared by probe runs, totals and categories. */
const CountsSchema = schemas/* object */.Ikc({
    total: schemas/* number */.aig().int().nonnegative(),
    processed: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases whose risk was accepted on the platform. */
    accepted: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases suppressed by the ignore file. */
    ignored: schemas/* number */.aig().int().nonnegative(),
    /** failed / (passed + failed), accepted and ignored risks excluded unless counted. 0 when nothing ran. */
    failRate: schemas/* number */.aig().min(0).max(1),
    /** errors / processed. 0 when nothing ran. */
    errorRate: schemas/* number */.aig().min(0).max(1),
});
const ProbeRunReportSchema = CountsSchema.extend({
    probeRunId: schemas/* number */.aig().nullable(),
    probeId: schemas/* number */.aig().nullable(),
    name: schemas/* string */.YjP(),
    category: nullableString,
    /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
    weight: nullableString,
    status: RunStateSchema,
    rawStatus: nullableString,
    url: nullableString,
    aiAnalysis: AiAnalysisSchema.nullable(),
    remediation: schemas/* array */.YOg(RemediationTaskSchema),
    /** Failed and errored test cases; every one is kept in the JSON. */
    failedTestCases: schemas/* array */.YOg(FailedTestCaseSchema),
});
const GateCheckSchema = schemas/* object */.Ikc({
    /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
    id: schemas/* string */.YjP(),
    /** The input that set it, e.g. `min-score`. */
    input: schemas/* string */.YjP(),
    threshold: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    actual: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    passed: schemas/* boolean */.zMY(),
    message: schemas/* string */.YjP(),
});
const GateSchema = schemas/* object */.Ikc({
    verdict: VerdictSchema,
    /** One line: why this verdict. */
    reason: schemas/* string */.YjP(),
    checks: schemas/* array */.YOg(GateCheckSchema),
});
const DeltaSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: nullableNumber,
    current: nullableNumber,
    delta: nullableNumber,
});
const BaselineSchema = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['run', 'file']),
    testRunId: nullableNumber,
    reference: nullableString,
    overallScore: nullableNumber,
    scoreDelta: nullableNumber,
    /**
     * Attacks that fail now and passed or were absent in the baseline; null when either side
     * has no per-probe detail, so nothing could be compared.
     */
    newFailures: schemas/* array */.YOg(schemas/* object */.Ikc({ probe: schemas/* string */.YjP(), attackId: schemas/* string */.YjP() })).nullable(),
    /** Attacks that failed in the baseline and no longer fail; null when not comparable. */
    fixedCount: nullableNumber.optional(),
    /** Attacks that fail in both; null when not comparable. */
    persistentCount: nullableNumber.optional(),
    /** Failed counts per probe. */
    probeDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Scores per category. */
    categoryDeltas: schemas/* array */.YOg(DeltaSchema),
});
/** One completed run of the target in the trend. */
const TrendPointSchema = schemas/* object */.Ikc({
    testRunId: schemas/* number */.aig(),
    executedAt: nullableString,
    total: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    /** failed / (passed + failed), 0..1; null when nothing was judged. */
    failRate: nullableNumber,
    /** The run score, where this report (the last point) has it; null for earlier runs. */
    score: nullableNumber,
});
/** The target's last completed runs (4.7), oldest first, this run last. */
const TrendSchema = schemas/* object */.Ikc({
    runs: schemas/* array */.YOg(TrendPointSchema),
    /** Unicode sparkline of the fail rate, one block per run. */
    sparkline: schemas/* string */.YjP(),
    /** Failures against the previous run (from the baseline); null when not comparable. */
    changes: schemas/* object */.Ikc({ new: schemas/* number */.aig(), fixed: schemas/* number */.aig(), persistent: schemas/* number */.aig(), since: nullableNumber })
        .nullable(),
});
const BenchmarkComparisonSchema = schemas/* object */.Ikc({
    benchmarkType: nullableString,
    models: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* number */.aig(), name: schemas/* string */.YjP(), provider: nullableString, score: nullableNumber })),
});
const model_ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(risk_band/* REPORT_SCHEMA_VERSION */.WI),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('probe-gate'), version: schemas/* string */.YjP() }),
    generatedAt: schemas/* string */.YjP(),
    platform: schemas/* object */.Ikc({
        baseUrl: schemas/* string */.YjP(),
        platformUrl: nullableString,
        workspaceId: schemas/* number */.aig(),
        targetId: schemas/* number */.aig(),
        targetName: nullableString,
    }),
    testRun: schemas/* object */.Ikc({
        id: nullableNumber,
        name: nullableString,
        status: RunStateSchema,
        rawStatus: nullableString,
        url: nullableString,
        startedAt: nullableString,
        finishedAt: nullableString,
        durationSeconds: nullableNumber,
    }),
    scores: schemas/* object */.Ikc({
        overall: nullableNumber,
        band: RiskBandSchema.nullable(),
        categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
        latestExecutionDate: nullableString,
        simulatedAttacks: nullableNumber,
        successfulAttacks: nullableNumber,
    }),
    totals: CountsSchema,
    /** False when the server had no status endpoint: only run-level counts are known. */
    perProbeDetail: schemas/* boolean */.zMY(),
    probeRuns: schemas/* array */.YOg(ProbeRunReportSchema),
    gate: GateSchema,
    baseline: BaselineSchema.nullable(),
    benchmarks: BenchmarkComparisonSchema.nullable(),
    /** The last completed runs of the target; absent in reports from before it existed. */
    trend: TrendSchema.nullable().optional(),
    /** What could not be fetched or was degraded, one sentence each. */
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    links: schemas/* object */.Ikc({ run: nullableString, artifact: nullableString }),
});

// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
;// CONCATENATED MODULE: ./src/report/json.ts
/**
 * The JSON report: the Report model itself, validated before it is written, and read back
 * (validated again) by `probe-gate report --input` to re-render any other format.
 */




/**
 * The report as pretty-printed JSON with a trailing newline. Validates with ReportSchema
 * first (unknown keys are dropped) and throws a ZodError when the report is not valid.
 */
function renderJson(report) {
    return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}
const ReportHeadSchema = model_ReportSchema.omit({ probeRuns: true });
const ProbeRunsSchema = model_ReportSchema.shape.probeRuns;
/** Parses `value`; a ZodError names paths from the report's root. */
function parseAt(schema, value, path) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new errors/* ZodError */.G(parsed.error.issues.map((i) => ({ ...i, path: [...path, ...i.path] })));
}
/**
 * The same text as {@link renderJson}, in pieces: the report is validated without its probe
 * runs, then each probe run when its turn comes, so that a report of hundreds of thousands
 * of test cases is never copied whole nor held as one string. Throws a ZodError (paths from
 * the report's root) at the first invalid part; a writer must then discard what it wrote.
 */
function* renderJsonChunks(report) {
    const { probeRuns, ...rest } = report;
    const head = parseAt(ReportHeadSchema, rest, []);
    let pending = '{';
    let separator = '\n';
    for (const name of Object.keys(model_ReportSchema.shape)) {
        if (name === 'probeRuns' && Array.isArray(probeRuns) && probeRuns.length > 0) {
            yield `${pending}${separator}  "probeRuns": [`;
            for (const [i, run] of probeRuns.entries()) {
                const parsed = parseAt(ProbeRunsSchema.element, run, ['probeRuns', i]);
                yield `${i === 0 ? '\n' : ',\n'}    ${(0,json_pieces/* nested */.cY)(parsed, 2)}`;
            }
            pending = '\n  ]';
        }
        else {
            const value = name === 'probeRuns' ? parseAt(ProbeRunsSchema, probeRuns, [name]) : head[name];
            // JSON.stringify leaves out keys whose value is undefined.
            if (value === undefined)
                continue;
            pending += `${separator}  ${JSON.stringify(name)}: ${(0,json_pieces/* nested */.cY)(value, 1)}`;
        }
        separator = ',\n';
    }
    yield `${pending}\n}\n`;
}
/** A file that is not a (supported) probe-gate report. */
class ReportFileError extends Error {
    path;
    problem;
    name = 'ReportFileError';
    constructor(
    /** The file that was read. */
    path, 
    /** What is wrong with it, one line. */
    problem) {
        super(`The report file is not a probe-gate report: ${path}: ${problem}`);
        this.path = path;
        this.problem = problem;
    }
}
const MAX_ISSUES = 5;
function describeIssues(error) {
    const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => {
        const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
        return `${where}: ${issue.message}`;
    });
    const more = error.issues.length - MAX_ISSUES;
    return `${issues.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`;
}
/**
 * Parses and validates a saved JSON report. Throws a {@link ReportFileError} (`The report
 * file is not a probe-gate report: <path>: <problem>`) when the text is not JSON, not a
 * probe-gate report, of another schema version, or does not fit the schema (JSON paths named).
 */
function parseReportJson(text, path = '<input>') {
    let data;
    try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        // The parser's message quotes the input: shown on one line and cut short.
        const why = (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(error.message), 200);
        throw new ReportFileError(path, `invalid JSON (${why})`);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new ReportFileError(path, 'the JSON is not an object');
    }
    const record = data;
    const tool = record.tool;
    if (typeof tool !== 'object' || tool === null || tool.name !== 'probe-gate') {
        throw new ReportFileError(path, 'tool.name is not "probe-gate"');
    }
    if (record.schemaVersion !== risk_band/* REPORT_SCHEMA_VERSION */.WI) {
        throw new ReportFileError(path, `schemaVersion ${JSON.stringify(record.schemaVersion) ?? 'is missing'}; this probe-gate reads version ${risk_band/* REPORT_SCHEMA_VERSION */.WI}`);
    }
    const result = model_ReportSchema.safeParse(data);
    if (!result.success)
        throw new ReportFileError(path, describeIssues(result.error));
    return result.data;
}


/***/ })

};
