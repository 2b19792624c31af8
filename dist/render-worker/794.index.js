export const id = 794;
export const ids = [794];
export const modules = {

/***/ 44:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ JsonPieces),
/* harmony export */   I: () => (/* binding */ jsonString),
/* harmony export */   Ir: () => (/* binding */ itemsText),
/* harmony export */   Pr: () => (/* binding */ objectPieces),
/* harmony export */   cY: () => (/* binding */ nested),
/* harmony export */   qj: () => (/* binding */ jsonNumber),
/* harmony export */   sz: () => (/* binding */ batchedArrayPieces),
/* harmony export */   xQ: () => (/* binding */ arrayPieces)
/* harmony export */ });
/* unused harmony export batchesOf */
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
/** Text that JSON.stringify writes between quotes as it is: printable ASCII but `"` and `\\`. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5B\x5D-\x7E]*$/;
/** `JSON.stringify` of a string or null, for templates: plain text is quoted without it. */
const jsonString = (s) => s === null ? 'null' : PLAIN_JSON.test(s) ? `"${s}"` : JSON.stringify(s);
/** `JSON.stringify` of a number or null, for templates (NaN and infinities are `null`). */
const jsonNumber = (n) => n !== null && Number.isFinite(n) ? String(n) : 'null';
/** A value written in pieces where it stands in a document (see {@link objectPieces}). */
class JsonPieces {
    pieces;
    constructor(
    /** The value's text at `depth`, in pieces (UTF-8 bytes where already encoded). */
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
/**
 * An array's text at `depth` from its items' text a batch at a time, each batch as
 * {@link itemsText} writes it: one `JSON.stringify` per batch instead of one per item (25,000
 * SARIF results), or a template (the JSON report's test cases). A batch should stay
 * under about 100 KB of text: a longer string goes to V8's large-object space, a fresh mapping
 * each. Empty batches ('') are skipped.
 */
function* batchedArrayPieces(batches, depth = 0) {
    let open = '[';
    for (const text of batches) {
        if (text === '')
            continue;
        yield `${open}${text}`;
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}
/**
 * The items of an array at `depth`, each on its own lines (`\n<indent><item>` joined by
 * commas), without the brackets: an array's text is `[`, then these, then its closing line.
 */
function itemsText(items, depth) {
    // `[\n<items>\n<indent>]`: the items without the brackets.
    const text = nested(items, depth);
    return text.slice(1, text.lastIndexOf('\n'));
}
/** `items` in arrays of `size` (the last one shorter), as they are taken. */
function* batchesOf(items, size) {
    let batch = [];
    for (const item of items) {
        batch.push(item);
        if (batch.length >= size) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0)
        yield batch;
}


/***/ }),

/***/ 794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ReportFileError: () => (/* binding */ ReportFileError),
/* harmony export */   caseAsParsed: () => (/* binding */ caseAsParsed),
/* harmony export */   caseItemsText: () => (/* binding */ caseItemsText),
/* harmony export */   parseReportJson: () => (/* binding */ parseReportJson),
/* harmony export */   probeRunPieces: () => (/* binding */ probeRunPieces),
/* harmony export */   renderJson: () => (/* binding */ renderJson),
/* harmony export */   renderJsonChunks: () => (/* binding */ renderJsonChunks)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(961);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(439);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11);
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(579);
/**
 * The JSON report: the Report model itself, validated before it is written, and read back
 * (validated again) by `probe-gate report --input` to re-render any other format.
 */





/**
 * The report as pretty-printed JSON with a trailing newline. Validates with ReportSchema
 * first (unknown keys are dropped) and throws a ZodError when the report is not valid.
 */
function renderJson(report) {
    return `${JSON.stringify(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.parse(report), null, 2)}\n`;
}
const ReportHeadSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.omit({ probeRuns: true });
const ProbeRunsSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.shape.probeRuns;
/** Parses `value`; a ZodError names paths from the report's root. */
function parseAt(schema, value, path) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodError */ .G(parsed.error.issues.map((i) => ({ ...i, path: [...path, ...i.path] })));
}
const ProbeRunHeadSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.omit({ failedTestCases: true });
const CasesSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.shape.failedTestCases;
/**
 * Test cases validated and written at a time: a probe run of a huge run has tens of thousands.
 * Why 100: a piece of 100 test cases (about 50 KB) stays an ordinary young string; one of
 * 500 (about 260 KB) went to V8's large-object space, a fresh mapping each, and the 250k run
 * took 0.2 s longer with a peak 20 MB higher (docs/performance.md).
 */
const CASES_PER_PIECE = 100;
/**
 * A probe run's text at depth 2 (as `nested(run, 2)` writes it): its fields in the schema's
 * order, its test cases validated and written {@link CASES_PER_PIECE} at a time, so that no
 * copy of a whole probe run's test cases is made at once.
 */
function probeRunPieces(run, i) {
    const at = ['probeRuns', i];
    const { failedTestCases: cases, ...rest } = run;
    const head = parseAt(ProbeRunHeadSchema, rest, at);
    const where = [...at, 'failedTestCases'];
    const entries = {};
    for (const key of Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.shape))
        entries[key] =
            key !== 'failedTestCases'
                ? head[key]
                : Array.isArray(cases)
                    ? new _json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonPieces */ .EZ((depth) => casePieces(cases, where, depth))
                    : parseAt(CasesSchema, cases, where);
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .objectPieces */ .Pr)(entries, 2);
}
/** Test cases as `nested(cases, depth)` writes them, validated a batch at a time. */
function casePieces(cases, where, depth) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .batchedArrayPieces */ .sz)(validBatches(cases, where, depth), depth);
}
/**
 * The test cases {@link CASES_PER_PIECE} at a time, each batch's text as `itemsText` writes
 * it: by the template when every case is already what zod would make of it, else zod's.
 */
function* validBatches(cases, where, depth) {
    const asParsed = caseItemsText(depth);
    for (let from = 0; from < cases.length; from += CASES_PER_PIECE) {
        const batch = cases.slice(from, from + CASES_PER_PIECE);
        if (batch.every(caseAsParsed)) {
            yield asParsed(batch);
            continue;
        }
        const parsed = CasesSchema.safeParse(batch);
        if (!parsed.success)
            throw new zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodError */ .G(parsed.error.issues.map((issue) => {
                const [j, ...path] = issue.path;
                return { ...issue, path: [...where, from + j, ...path] };
            }));
        yield (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .itemsText */ .Ir)(parsed.data, depth);
    }
}
/** Most distinct values of a field remembered as JSON (statuses, strategies: a few each). */
const QUOTED_KEPT = 256;
/**
 * Test cases that {@link caseAsParsed} accepted, as `itemsText(cases, depth)` writes them,
 * by one template per case: JSON.stringify with indentation has no fast path in V8, and a
 * case's fields are known. The values a probe run's cases share (statuses, strategies, red
 * teamers, variations, a frozen label set) are written once and remembered. 82,152 cases of
 * a 250k run: 94-136 ms against 158-188 ms. test/report/json-case-check.test.ts
 * holds it to `itemsText` on arbitrary cases.
 */
function caseItemsText(depth) {
    const open = `\n${'  '.repeat(depth + 1)}{`;
    const f = `\n${'  '.repeat(depth + 2)}`;
    const close = `\n${'  '.repeat(depth + 1)}}`;
    const quoted = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perText */ .Vp)(_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonString */ .I, QUOTED_KEPT);
    const shared = (s) => (s === null ? 'null' : quoted(s));
    const labels = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perFrozen */ .wE)((set) => (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(set, depth + 2));
    return (cases) => {
        let out = '';
        for (let i = 0; i < cases.length; i += 1) {
            const tc = cases[i];
            const ignored = tc.ignored === null ? 'null' : (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(tc.ignored, depth + 2);
            out +=
                `${i === 0 ? '' : ','}${open}${f}"id": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonNumber */ .qj)(tc.id)},` +
                    `${f}"attackId": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonString */ .I)(tc.attackId)},${f}"attempt": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonNumber */ .qj)(tc.attempt)},` +
                    `${f}"outcome": "${tc.outcome}",${f}"status": ${shared(tc.status)},` +
                    `${f}"strategy": ${shared(tc.strategy)},${f}"redTeamer": ${shared(tc.redTeamer)},` +
                    `${f}"variation": ${shared(tc.variation)},` +
                    `${f}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
                    `${f}"riskAccepted": ${tc.riskAccepted},${f}"ignored": ${ignored}${close}`;
        }
        return out;
    };
}
const CASE_KEYS = Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .FailedTestCaseSchema */ .Z7.shape);
const IGNORED_KEYS = ['reason', 'expires'];
const isNullableString = (v) => v === null || typeof v === 'string';
const isNullableNumber = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
/**
 * A plain object whose keys, as JSON.stringify writes them (own, enumerable, strings), are
 * exactly `keys`, in that order. Read by `for...in`, which sees those same keys in that same
 * order and copies nothing: `Reflect.ownKeys` made an array per test case, 47-62 ms of a
 * 250k run against 3-6 ms. A symbol or a key that is not enumerable is in neither
 * the object's JSON nor zod's copy of it; an enumerable key inherited from a polluted
 * `Object.prototype` is seen, and sends the case through zod.
 */
function hasKeys(v, keys) {
    if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype)
        return false;
    let i = 0;
    for (const key in v) {
        if (key !== keys[i])
            return false;
        i += 1;
    }
    return i === keys.length;
}
/**
 * Labels zod's record keeps whole: plain, string keys and values only, no `__proto__`. A
 * frozen set (the collection shares one per distinct set) is checked once: it cannot change.
 */
function labelsAsParsed(v) {
    return typeof v === 'object' && v !== null && plainLabels(v);
}
const plainLabels = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perFrozen */ .wE)((v) => {
    if (Object.getPrototypeOf(v) !== Object.prototype)
        return false;
    for (const k of Reflect.ownKeys(v)) {
        if (typeof k !== 'string' || k === '__proto__')
            return false;
        const d = Object.getOwnPropertyDescriptor(v, k);
        if (!d?.enumerable || typeof d.value !== 'string')
            return false;
    }
    return true;
});
/**
 * Whether FailedTestCaseSchema would give back a case equal to this one: the same keys in
 * the same order, the same values. Then its JSON is the parsed case's JSON, and the zod
 * pass over every case of a huge run (7 % of its time) is skipped; anything else
 * goes through zod, for the same output or the same error. test/report/json-case-check.test.ts
 * holds this to zod on arbitrary cases.
 */
function caseAsParsed(tc) {
    if (!hasKeys(tc, CASE_KEYS))
        return false;
    const { ignored } = tc;
    return (isNullableNumber(tc.id) &&
        isNullableString(tc.attackId) &&
        isNullableNumber(tc.attempt) &&
        (tc.outcome === 'failed' || tc.outcome === 'error') &&
        isNullableString(tc.status) &&
        isNullableString(tc.strategy) &&
        isNullableString(tc.redTeamer) &&
        isNullableString(tc.variation) &&
        labelsAsParsed(tc.redTeamerLabels) &&
        typeof tc.riskAccepted === 'boolean' &&
        (ignored === null ||
            (hasKeys(ignored, IGNORED_KEYS) &&
                typeof ignored.reason === 'string' &&
                isNullableString(ignored.expires))));
}
/**
 * The same text as {@link renderJson}, in pieces: the report is validated without its probe
 * runs, then each probe run when its turn comes, so that a report of hundreds of thousands
 * of test cases is never copied whole nor held as one string. Throws a ZodError (paths from
 * the report's root) at the first invalid part; a writer must then discard what it wrote.
 */
function* renderJsonChunks(report, options = {}) {
    const { probeRuns, ...rest } = report;
    const head = parseAt(ReportHeadSchema, rest, []);
    let pending = '{';
    let separator = '\n';
    for (const name of Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.shape)) {
        if (name === 'probeRuns' && Array.isArray(probeRuns) && probeRuns.length > 0) {
            yield `${pending}${separator}  "probeRuns": [`;
            for (const [i, run] of probeRuns.entries()) {
                yield `${i === 0 ? '\n' : ',\n'}    `;
                yield* (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .keptOr */ .e6)(options.ahead?.(run, i), () => probeRunPieces(run, i));
            }
            pending = '\n  ]';
        }
        else {
            const value = name === 'probeRuns' ? parseAt(ProbeRunsSchema, probeRuns, [name]) : head[name];
            // JSON.stringify leaves out keys whose value is undefined.
            if (value === undefined)
                continue;
            pending += `${separator}  ${JSON.stringify(name)}: ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(value, 1)}`;
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
        const why = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanText */ .X5)(error.message), 200);
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
    if (record.schemaVersion !== _model_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA_VERSION */ .WI) {
        throw new ReportFileError(path, `schemaVersion ${JSON.stringify(record.schemaVersion) ?? 'is missing'}; this probe-gate reads version ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA_VERSION */ .WI}`);
    }
    const result = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.safeParse(data);
    if (!result.success)
        throw new ReportFileError(path, describeIssues(result.error));
    return result.data;
}


/***/ }),

/***/ 439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z7: () => (/* binding */ FailedTestCaseSchema),
  TS: () => (/* binding */ ProbeRunReportSchema),
  WI: () => (/* reexport */ risk_band/* REPORT_SCHEMA_VERSION */.WI),
  M9: () => (/* binding */ ReportSchema),
  dO: () => (/* binding */ checkStatus)
});

// UNUSED EXPORTS: AiAnalysisSchema, AnalysisClusterSchema, BaselineSchema, BenchmarkComparisonSchema, CheckStatusSchema, CountsSchema, DeltaSchema, GateCheckSchema, GateSchema, GateSettingsSchema, ProbeTestSchema, ProfileSchema, RemediationTaskSchema, RetriesSchema, RiskBandSchema, RunStateSchema, ScanRunSchema, ScoreSourceSchema, SourceScoresSchema, TrendPointSchema, TrendSchema, VerdictSchema, riskBand

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 12 modules
var schemas = __webpack_require__(304);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(823);
;// CONCATENATED MODULE: ./src/report/schema/baseline-pool.ts

/**
 * The record of a pooled baseline in the Report: the earlier runs pooled per probe (newest
 * first) and how far they spread, so a reader can see what the regression checks compared with.
 */
const BaselinePoolSchema = schemas/* object */.Ikc({
    /** The branch whose runs were pooled; null: any completed scan of the target. */
    branch: schemas/* string */.YjP().nullable(),
    runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        testRunId: schemas/* number */.aig(),
        name: schemas/* string */.YjP().nullable(),
        overallScore: schemas/* number */.aig().nullable(),
    })),
    /** Lowest and highest overall score among the pooled runs; null when none is known. */
    scoreRange: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).nullable(),
    /** Each probe's lowest and highest fail rate among the pooled runs (0..1). */
    probeSpread: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), low: schemas/* number */.aig(), high: schemas/* number */.aig() })),
});

;// CONCATENATED MODULE: ./src/report/schema/baseline.ts
/** The baseline part of the Report model (model.ts): deltas, rise tests, the pooled runs. */


const nullableString = schemas/* string */.YjP().nullable();
const nullableNumber = schemas/* number */.aig().nullable();
const DeltaSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: nullableNumber,
    current: nullableNumber,
    delta: nullableNumber,
});
/** One probe's counts on one side of a regression test. */
const ProbeTestSideSchema = schemas/* object */.Ikc({ failed: schemas/* number */.aig(), judged: schemas/* number */.aig() });
/**
 * A probe's fail rate against the baseline's, by the two-proportion test (`regression-test:
 * significance`). `worse`: a significant rise (Holm over the run's probes); `new probe`: absent
 * from the baseline with failures now (counted as a rise: fail closed); `not compared`: no judged
 * case on a side.
 */
const ProbeTestSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: ProbeTestSideSchema.nullable(),
    current: ProbeTestSideSchema,
    /** Two-sided p-value of the change; null when not tested. */
    pValue: nullableNumber,
    decision: schemas/* enum */.k5n(['worse', 'better', 'no significant change', 'new probe', 'not compared']),
    /** Whether this probe counts as a significant rise for the regression checks. */
    significantRise: schemas/* boolean */.zMY(),
});
const BaselineSchema = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['run', 'file']),
    testRunId: nullableNumber,
    reference: nullableString,
    overallScore: nullableNumber,
    scoreDelta: nullableNumber,
    /** Attacks that fail now and passed or were absent in the baseline; null: not comparable. */
    newFailures: schemas/* array */.YOg(schemas/* object */.Ikc({ probe: schemas/* string */.YjP(), attackId: schemas/* string */.YjP() })).nullable(),
    /** Attacks that failed in the baseline and no longer fail; null when not comparable. */
    fixedCount: nullableNumber.optional(),
    /** Attacks that fail in both; null when not comparable. */
    persistentCount: nullableNumber.optional(),
    /** Failed counts per probe. */
    probeDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Scores per category. */
    categoryDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Per-probe rise tests at `confidence`; absent in older reports, null without counts. */
    probeTests: schemas/* array */.YOg(ProbeTestSchema).nullable().optional(),
    /** The confidence of `probeTests`. */
    testConfidence: schemas/* number */.aig().optional(),
    /** Why the regression checks are skipped though a baseline was looked for (too few runs). */
    skipReason: schemas/* string */.YjP().optional(),
    /** A pooled baseline: the runs pooled and their between-run spread (baseline-pool.ts). */
    pool: BaselinePoolSchema.optional(),
});

;// CONCATENATED MODULE: ./src/report/model.ts





/**
 * The one Report model. Every format (JSON, Markdown file, job summary, PR comment, SARIF,
 * JUnit) is rendered from it, so `probe-gate report` can re-render any format from a saved
 * JSON. Bump `REPORT_SCHEMA_VERSION` (src/report/risk-band.ts) on any breaking change.
 */
/**
 * Verdict of the gate; worst first when several apply: error/timeout/budget > fail >
 * inconclusive (too little evidence: never a pass, exit 5) > warn (only `warn-only` checks
 * failed, exit 0) > pass. `budget`: the run crossed `max-test-cases` or `max-minutes` and was
 * cancelled (exit 6, never a pass).
 */
const VerdictSchema = schemas/* enum */.k5n([
    'pass',
    'warn',
    'inconclusive',
    'fail',
    'error',
    'timeout',
    'budget',
]);
/** Normalised run state (raw platform strings are kept beside it). */
const RunStateSchema = schemas/* enum */.k5n([
    'queued',
    'running',
    'completed',
    'failed',
    'cancelled',
    'unknown',
]);
/**
 * Risk band of the overall score (docs/platform.md: CRITICAL < 30 <= HIGH < 60 <= MEDIUM < 80 <=
 * LOW).
 */
const RiskBandSchema = schemas/* enum */.k5n(risk_band/* RISK_BANDS */.HN);
const model_nullableString = schemas/* string */.YjP().nullable();
const model_nullableNumber = schemas/* number */.aig().nullable();
/** A test case that failed (or errored), with the platform's untrusted text. */
const FailedTestCaseSchema = schemas/* object */.Ikc({
    /** Test case id on the platform. */
    id: schemas/* number */.aig().nullable(),
    /** Attack id: stable across runs for the same attack. */
    attackId: model_nullableString,
    attempt: model_nullableNumber,
    /** Normalised: failed or error. */
    outcome: schemas/* enum */.k5n(['failed', 'error']),
    /** The platform's raw status string. */
    status: model_nullableString,
    strategy: model_nullableString,
    redTeamer: model_nullableString,
    variation: model_nullableString,
    redTeamerLabels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
    riskAccepted: schemas/* boolean */.zMY(),
    /** Suppressed by an entry of the ignore file. */
    ignored: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), expires: model_nullableString }).nullable(),
});
/** One cluster or method of the AI analysis. */
const AnalysisClusterSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    description: model_nullableString,
    failRate: model_nullableNumber,
    failedTestCaseCount: model_nullableNumber,
    totalTestCaseCount: model_nullableNumber,
});
const AiAnalysisSchema = schemas/* object */.Ikc({
    overview: model_nullableString,
    clusters: schemas/* array */.YOg(AnalysisClusterSchema),
});
const RemediationTaskSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    details: model_nullableString,
    completed: schemas/* boolean */.zMY(),
    type: model_nullableString,
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
    /**
     * Wilson score interval of the fail rate at `confidence`: LLM judgements are noisy,
     * so a rate from few cases is shown with its plausible range. Absent in reports written
     * before it existed; [0, 1] when nothing was judged.
     */
    failRateInterval: schemas/* object */.Ikc({
        low: schemas/* number */.aig().min(0).max(1),
        high: schemas/* number */.aig().min(0).max(1),
        confidence: schemas/* number */.aig().gt(0).lt(1),
    })
        .optional(),
});
const ProbeRunReportSchema = CountsSchema.extend({
    probeRunId: schemas/* number */.aig().nullable(),
    probeId: schemas/* number */.aig().nullable(),
    name: schemas/* string */.YjP(),
    category: model_nullableString,
    /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
    weight: model_nullableString,
    status: RunStateSchema,
    rawStatus: model_nullableString,
    url: model_nullableString,
    aiAnalysis: AiAnalysisSchema.nullable(),
    remediation: schemas/* array */.YOg(RemediationTaskSchema),
    /** Failed and errored test cases; every one is kept in the JSON. */
    failedTestCases: schemas/* array */.YOg(FailedTestCaseSchema),
});
/** Outcome of one gate check. */
const CheckStatusSchema = schemas/* enum */.k5n(['pass', 'fail', 'skip']);
const GateCheckSchema = schemas/* object */.Ikc({
    /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
    id: schemas/* string */.YjP(),
    /** The input that set it, e.g. `min-score`. */
    input: schemas/* string */.YjP(),
    threshold: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    actual: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    /** True only for status pass (a skipped check did not pass). */
    passed: schemas/* boolean */.zMY(),
    /**
     * pass, fail, or skip: asked for but could not run (no baseline, the run did not complete),
     * never counted as passed (R22). Absent in reports written before it existed.
     */
    status: CheckStatusSchema.optional(),
    message: schemas/* string */.YjP(),
    /** Listed in `warn-only`: a failure is reported and annotated but does not fail the build. */
    warnOnly: schemas/* boolean */.zMY().optional(),
    /** Open: the evidence decides neither way (bound, or errors that could hide failures); the
     * verdict is inconclusive, and status stays `fail` so no reader sees a pass. */
    inconclusive: schemas/* boolean */.zMY().optional(),
});
/** A check's status, also for reports written before `status` existed. */
function checkStatus(c) {
    return c.status ?? (c.passed ? 'pass' : 'fail');
}
/** Scores by one source, kept in the report whichever was gated. */
const SourceScoresSchema = schemas/* object */.Ikc({
    overall: model_nullableNumber,
    categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
});
/** Which score the gate judged and why (R20). */
const ScoreSourceSchema = schemas/* object */.Ikc({
    /**
     * run: this run's own probe runs; platform: the target's score (docs/platform.md 4.6); null: none
     * could be used.
     */
    gated: schemas/* enum */.k5n(['run', 'platform']).nullable(),
    /** The score-source input: auto, platform or run. */
    requested: schemas/* enum */.k5n(['auto', 'platform', 'run']),
    /** One sentence: why this score was gated. */
    reason: schemas/* string */.YjP(),
    /** This run's score from its own probe runs; null without per-probe detail. */
    run: SourceScoresSchema.nullable(),
    /** The target's score as the platform gave it (docs/platform.md 4.6). */
    platform: SourceScoresSchema,
});
/** How the gate judged; absent in reports written before it existed. */
const GateSettingsSchema = schemas/* object */.Ikc({
    /** Confidence level of every interval in the report. */
    confidence: schemas/* number */.aig().gt(0).lt(1),
    /** point: the measured rate and scores were judged; bound: the pessimistic end of their interval. */
    gateOn: schemas/* enum */.k5n(['point', 'bound']),
    /** Fewest judged test cases for a verdict (run and each gated category); 0: off. */
    minSamples: schemas/* number */.aig().int().nonnegative(),
    /** Checks, by input name, that only warn. */
    warnOnly: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const GateSchema = schemas/* object */.Ikc({
    verdict: VerdictSchema,
    /** One line: why this verdict. */
    reason: schemas/* string */.YjP(),
    checks: schemas/* array */.YOg(GateCheckSchema),
    settings: GateSettingsSchema.optional(),
});
/** One completed run of the target in the trend. */
const TrendPointSchema = schemas/* object */.Ikc({
    testRunId: schemas/* number */.aig(),
    executedAt: model_nullableString,
    total: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    /** failed / (passed + failed), 0..1; null when nothing was judged. */
    failRate: model_nullableNumber,
    /**
     * The run score: this run's; an earlier run's where a saved report has it (the baseline's
     * score, and the trend kept in a `baseline-report` file); else null.
     */
    score: model_nullableNumber,
});
/** The target's last completed runs (docs/platform.md 4.7), oldest first, this run last. */
const TrendSchema = schemas/* object */.Ikc({
    runs: schemas/* array */.YOg(TrendPointSchema),
    /** Unicode sparkline of the fail rate, one block per run. */
    sparkline: schemas/* string */.YjP(),
    /** Sparkline of the run score (a space where unknown); null unless 2+ runs have one. */
    scoreSparkline: model_nullableString.optional(),
    /** Failures against the previous run (from the baseline); null when not comparable. */
    changes: schemas/* object */.Ikc({ new: schemas/* number */.aig(), fixed: schemas/* number */.aig(), persistent: schemas/* number */.aig(), since: model_nullableNumber })
        .nullable(),
});
const BenchmarkComparisonSchema = schemas/* object */.Ikc({
    benchmarkType: model_nullableString,
    models: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* number */.aig(), name: schemas/* string */.YjP(), provider: model_nullableString, score: model_nullableNumber })),
});
/** Raw test case counts of one test run. */
const RunCountsSchema = CountsSchema.pick({
    total: true,
    processed: true,
    passed: true,
    failed: true,
    errors: true,
});
/** One test run of the scan: the first, or a retry of the probes that failed it (retry-failed). */
const ScanRunSchema = schemas/* object */.Ikc({
    /** 0: the first run; 1..3: the retries. */
    attempt: schemas/* number */.aig().int().nonnegative(),
    testRunId: model_nullableNumber,
    name: model_nullableString,
    url: model_nullableString,
    status: RunStateSchema,
    /** The run did not finish by the deadline (it was cancelled unless cancel-on-timeout is false). */
    timedOut: schemas/* boolean */.zMY(),
    /** Probes the run was asked for; null: the target's configured probes. */
    probes: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** The run's own counts (not pooled). */
    counts: RunCountsSchema.nullable(),
    /** The verdict on the counts pooled up to and including this run; null when not judged. */
    verdict: VerdictSchema.nullable(),
});
/** retry-failed: every run of the scan and how the verdict was decided. */
const RetriesSchema = schemas/* object */.Ikc({
    /** The retry-failed input: most retries allowed. */
    allowed: schemas/* number */.aig().int().nonnegative(),
    runs: schemas/* array */.YOg(ScanRunSchema),
    /** Probes whose counts are summed over several runs in probeRuns, totals and scores. */
    pooledProbes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** How the verdict was decided, in one or two sentences. */
    decision: schemas/* string */.YjP(),
});
/** Which profile of the config file applied: the event and its source. */
const ProfileSchema = schemas/* object */.Ikc({
    /** The CI event the scan ran for, e.g. pull_request; null when unknown. */
    event: model_nullableString,
    /** Where the event came from: GITHUB_EVENT_NAME, --event, CI_PIPELINE_SOURCE=..., ... */
    eventSource: model_nullableString,
    /** The profiles applied, the event's own first, then default; [] when none matched. */
    applied: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(risk_band/* REPORT_SCHEMA_VERSION */.WI),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('probe-gate'), version: schemas/* string */.YjP() }),
    generatedAt: schemas/* string */.YjP(),
    platform: schemas/* object */.Ikc({
        baseUrl: schemas/* string */.YjP(),
        platformUrl: model_nullableString,
        workspaceId: schemas/* number */.aig(),
        targetId: schemas/* number */.aig(),
        targetName: model_nullableString,
    }),
    testRun: schemas/* object */.Ikc({
        id: model_nullableNumber,
        name: model_nullableString,
        status: RunStateSchema,
        rawStatus: model_nullableString,
        url: model_nullableString,
        startedAt: model_nullableString,
        finishedAt: model_nullableString,
        durationSeconds: model_nullableNumber,
    }),
    scores: schemas/* object */.Ikc({
        /** The gated score; null when missing, invalid, or when the run did not complete (error, timeout). */
        overall: model_nullableNumber,
        band: RiskBandSchema.nullable(),
        categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
        latestExecutionDate: model_nullableString,
        simulatedAttacks: model_nullableNumber,
        successfulAttacks: model_nullableNumber,
        /** Which score was gated and why, with both scores. Absent in reports written before it existed. */
        source: ScoreSourceSchema.optional(),
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
    /** With profiles in the config file: which applied; absent or null otherwise. */
    profile: ProfileSchema.nullable().optional(),
    /** With retry-failed above 0: every run of the scan and how the verdict was decided. */
    retries: RetriesSchema.nullable().optional(),
    /** What could not be fetched or was degraded, one sentence each. */
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    links: schemas/* object */.Ikc({ run: model_nullableString, artifact: model_nullableString }),
});


/***/ })

};
