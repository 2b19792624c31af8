export const id = 413;
export const ids = [413];
export const modules = {

/***/ 76044:
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

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RG: () => (/* binding */ probeRunPieces),
/* harmony export */   parseReportJson: () => (/* binding */ parseReportJson),
/* harmony export */   rR: () => (/* binding */ renderJsonChunks)
/* harmony export */ });
/* unused harmony exports renderJson, caseItemsText, caseAsParsed, ReportFileError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(961);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76044);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81872);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63579);
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
function* renderJsonChunks(report) {
    const { probeRuns, ...rest } = report;
    const head = parseAt(ReportHeadSchema, rest, []);
    let pending = '{';
    let separator = '\n';
    for (const name of Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.shape)) {
        if (name === 'probeRuns' && Array.isArray(probeRuns) && probeRuns.length > 0) {
            yield `${pending}${separator}  "probeRuns": [`;
            for (const [i, run] of probeRuns.entries()) {
                yield `${i === 0 ? '\n' : ',\n'}    `;
                yield (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .section */ .uW)('json', run, () => probeRunPieces(run, i));
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


/***/ })

};
