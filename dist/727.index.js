export const id = 727;
export const ids = [727,413];
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


/***/ }),

/***/ 30013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zp: () => (/* binding */ probeSuiteChunks),
  Zo: () => (/* binding */ renderJunitChunks)
});

// UNUSED EXPORTS: MAX_PLACEHOLDERS_PER_SUITE, renderJunit

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
// EXTERNAL MODULE: ./src/compliance/data/index.ts + 7 modules
var data = __webpack_require__(64848);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(75217);
// EXTERNAL MODULE: ./src/compliance/types.ts
var types = __webpack_require__(49942);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
;// CONCATENATED MODULE: ./src/report/xml.ts
/**
 * XML text and elements as the JUnit file writes them (junit.ts): text cleaned, characters XML
 * 1.0 does not allow dropped, the five markup characters escaped, in content and attributes
 * alike; elements with two-space indentation, empty ones self-closed, text inline.
 */

/** Characters XML 1.0 does not allow (after `cleanText`, only U+FFFE and U+FFFF remain). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
/** Text that escapeXml leaves as it is: tab, line breaks, printable ASCII but `"&'<>`. */
const PLAIN_XML = /^[\t\n\r\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
/** Text valid in XML 1.0 with the five markup characters escaped, for content and attributes. */
function escapeXml(text) {
    // Most of a huge run's text needs nothing: one test instead of two passes.
    if (PLAIN_XML.test(text))
        return text;
    return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITY[c]);
}
/** Text cleanText and escapeXml leave as it is (tab, line feed where kept): one test. */
const PLAIN_ATTR = /^[\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
const PLAIN_BODY = /^[\t\n\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
/** Text for an attribute: one line (parsers fold line breaks in attributes), cleaned. */
function attr(text, maxLength = 1_000) {
    if (text.length <= maxLength && PLAIN_ATTR.test(text))
        return text;
    return escapeXml((0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(text), maxLength));
}
/** Text for element content: line breaks kept, cleaned. */
function body(text) {
    if (PLAIN_BODY.test(text))
        return text;
    return escapeXml((0,text_clean/* cleanText */.X5)(text, { lineBreaks: 'keep', keepTabs: true }));
}
function attrText(attrs) {
    let out = '';
    // Own keys only (never an inherited one), without an array of entries per element.
    for (const name of Object.keys(attrs)) {
        const value = attrs[name];
        if (value !== undefined)
            out += ` ${name}="${value}"`;
    }
    return out;
}
const INDENTS = ['', '  ', '    ', '      '];
const indent = (depth) => INDENTS[depth] ?? '  '.repeat(depth);
/** An element without children: self-closed, or with its (escaped) text inline. */
function leaf(depth, name, attrs, text = '') {
    return leafEnd(leafStart(depth, name, attrs), name, text);
}
/** What {@link leaf} writes before its end: the start tag without its closing `>`. */
function leafStart(depth, name, attrs) {
    return `${indent(depth)}<${name}${attrText(attrs)}`;
}
/** {@link leaf} from its start (see {@link leafStart}): self-closed, or its text and end tag. */
function leafEnd(start, name, text = '') {
    return text === '' ? `${start}/>\n` : `${start}>${text}</${name}>\n`;
}
/** An element with child elements (already written one level deeper), or self-closed without. */
function xml_parent(depth, name, attrs, children) {
    if (children === '')
        return leaf(depth, name, attrs);
    return `${indent(depth)}<${name}${attrText(attrs)}>\n${children}${indent(depth)}</${name}>\n`;
}

;// CONCATENATED MODULE: ./src/report/compliance/properties.ts




/**
 * Name-value pairs of the item verdicts (`compliance:owasp-llm@2026:LLM08` = `non-compliant`),
 * for formats that carry properties (JUnit's gate suite).
 */
function complianceProperties(report) {
    return (report.compliance ?? []).flatMap((f) => f.items.map((i) => [`compliance:${f.key}:${i.id}`, i.verdict]));
}
/**
 * The items each framework edition maps a probe to (`framework:owasp-llm@2025` = `LLM07`), or
 * `unmapped`: the mapping of this version, read from the probe alone.
 */
function probeFrameworkProperties(probe) {
    return data/* FRAMEWORKS */.i.map((f) => {
        const items = (0,map/* itemsFor */.gK)(f, probe);
        return [`framework:${(0,types/* frameworkKey */.G)(f)}`, items.length > 0 ? items.join(',') : 'unmapped'];
    });
}
/** The gate suite's `<properties>` of the item verdicts, or nothing without them. */
function complianceXml(report) {
    const props = complianceProperties(report).map(([name, value]) => leaf(3, 'property', { name: attr(name), value: attr(value) }));
    return props.length > 0 ? xml_parent(2, 'properties', {}, props.join('')) : '';
}

;// CONCATENATED MODULE: ./src/report/junit.ts
/**
 * JUnit XML for CI systems that show test results (GitLab, Jenkins, Azure, test reporters).
 *
 * One `<testsuite>` per probe run whose counts equal the probe run's: `tests` = passed +
 * failed + errors, `failures` = failed cases that count (not accepted, not ignored),
 * `errors` = errored cases, `skipped` = accepted + ignored. Each failed or errored case of
 * the report is a `<testcase>` (`<failure>`, `<error>`, or `<skipped>` with the reason). The
 * report keeps no detail of passed cases, so each is an empty `<testcase>` named `passed test
 * case k of n`; when the report lists fewer failed cases than the counts say, the rest are
 * named `... (no detail in the report)`. A first suite, `probe-gate gate`, has a test case
 * per gate check, and one for an error, timeout or inconclusive verdict, so the consumer sees
 * why the build failed. Untrusted text is cleaned, invalid XML characters dropped, and escaped.
 *
 * Written by string templates, in pieces (envelope, then each suite case by case), so a huge
 * run is never held whole; counts are computed first. The layout (two-space indentation,
 * self-closed empty elements, text inline) is held by test/report/junit-templates.test.ts.
 */






/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
const MAX_PLACEHOLDERS_PER_SUITE = 100_000;
/** The counts a probe run's suite declares: its cases as listed, completed from its counts. */
function planProbeSuite(probe) {
    const listed = { failures: 0, errors: 0, skipped: 0 };
    for (const tc of probe.failedTestCases) {
        const triage = (0,format/* caseTriage */.Dd)(tc);
        if (triage === 'error')
            listed.errors += 1;
        else if (triage === 'active')
            listed.failures += 1;
        else
            listed.skipped += 1;
    }
    const missing = {
        failures: Math.max(0, (0,format/* activeFailures */.mC)(probe) - listed.failures),
        errors: Math.max(0, probe.errors - listed.errors),
        skipped: Math.max(0, probe.accepted + probe.ignored - listed.skipped),
    };
    const failures = listed.failures + missing.failures;
    const errors = listed.errors + missing.errors;
    const skipped = listed.skipped + missing.skipped;
    return {
        probe,
        counts: { tests: failures + errors + skipped + probe.passed, failures, errors, skipped },
        missing,
    };
}
function gateCounts(report) {
    const v = report.gate.verdict;
    const [stopped, open] = [(0,risk_band/* stoppedVerdict */.lZ)(v) ? 1 : 0, v === 'inconclusive' ? 1 : 0];
    return {
        tests: report.gate.checks.length + stopped + open,
        failures: report.gate.checks.filter((c) => (0,format/* buildStatus */.Bg)(c) === 'fail').length + open,
        errors: stopped,
        skipped: report.gate.checks.filter((c) => (0,format/* buildStatus */.Bg)(c) === 'skip').length,
    };
}
function countAttributes(n) {
    return {
        tests: String(n.tests),
        failures: String(n.failures),
        errors: String(n.errors),
        skipped: String(n.skipped),
    };
}
/** Seconds as the schema's SUREFIRE_TIME takes them: plain digits, at most 3 decimals. */
function surefireTime(seconds) {
    return String(Math.round(seconds * 1000) / 1000);
}
/**
 * Content text (`body`) of a field that a line break follows. Field by field is `body` of the
 * whole details exactly: cleaning and escaping change each character alone, but for a CR at
 * the field's end, which with the line break after it is one CRLF (one line break, not two).
 */
function fieldBody(text) {
    return text.endsWith('\r') ? body(text.slice(0, -1)) : body(text);
}
/** A label set's line in a case's details, made once per frozen set. */
const labelsBody = (0,format/* perFrozen */.wE)((labels) => body((0,format/* labelsText */.Ht)(labels) || 'none'));
function caseDetails(probe, tc, tags) {
    // One template, field by field: made for every failed test case, it was cleaned and
    // escaped whole, some 250 characters a case. Numbers need neither; the texts a
    // suite's cases repeat are made once.
    const { field } = tags;
    return (`Probe: ${field(probe.name)}\nAttack id: ${fieldBody(tc.attackId ?? 'n/a')}\n` +
        `Test case id: ${tc.id ?? 'n/a'}\nAttempt: ${tc.attempt ?? 'n/a'}\n` +
        `Platform status: ${field(tc.status ?? 'n/a')}\n` +
        `Strategy: ${field(tc.strategy ?? 'n/a')}\nRed teamer: ${field(tc.redTeamer ?? 'n/a')}\n` +
        `Variation: ${field(tc.variation ?? 'n/a')}\nLabels: ${labelsBody(tc.redTeamerLabels)}`);
}
/** A `<testcase>` start tag at depth 2 (`name` and `cls` already escaped), and its end tag. */
const caseOpen = (name, cls) => `${indent(2)}<testcase name="${name}" classname="${cls}">\n`;
const CASE_CLOSE = `${indent(2)}</testcase>\n`;
/** Distinct texts of each kind (strategies, statuses, detail fields) one suite keeps. */
const CASE_TAGS_KEPT = 1_024;
/**
 * The start tags of a suite's failed and errored cases' children, and its accepted cases'
 * `<skipped>`, each made once per strategy or status: a huge run's cases repeat a few, and
 * made per case, the message was built, escaped and laid out 80,000 times. So are
 * the detail fields its cases repeat (`field`: probe, status, strategy, red teamer, variation).
 */
function caseTags() {
    return {
        field: (0,format/* perText */.Vp)(fieldBody, CASE_TAGS_KEPT),
        failure: (0,format/* perText */.Vp)((strategy) => leafStart(3, 'failure', {
            message: attr(`Attack succeeded against the target${strategy}.`),
            type: 'attack-succeeded',
        }), CASE_TAGS_KEPT),
        error: (0,format/* perText */.Vp)((status) => leafStart(3, 'error', {
            message: attr(`The test case could not be executed: ${status}`),
            type: 'execution-error',
        }), CASE_TAGS_KEPT),
        accepted: (0,format/* perText */.Vp)((strategy) => leaf(3, 'skipped', {
            message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
        }), CASE_TAGS_KEPT),
    };
}
/** A `<testcase>` of a listed failed, errored, accepted or ignored test case, at depth 2. */
function caseElement(probe, tc, cls, tags) {
    const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
    const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
    let child;
    switch ((0,format/* caseTriage */.Dd)(tc)) {
        case 'error':
            child = leafEnd(tags.error(tc.status ?? 'error'), 'error', caseDetails(probe, tc, tags));
            break;
        case 'accepted':
            child = tags.accepted(strategy);
            break;
        case 'ignored':
            child = leaf(3, 'skipped', {
                message: attr(`Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`),
            });
            break;
        default:
            child = leafEnd(tags.failure(strategy), 'failure', caseDetails(probe, tc, tags));
    }
    // parent(2, 'testcase', ...) written out: the element always has a child.
    return `${caseOpen(attr(`attack ${name}`), cls)}${child}${CASE_CLOSE}`;
}
/** The `<testcase>` elements of a suite, in the order written. */
function* suiteCases({ probe, missing }, cls, notListed) {
    // Test cases gathered into longer pieces: a huge run has hundreds of thousands.
    const gather = new format/* TextGatherer */._n();
    const cases = probe.failedTestCases;
    const tags = caseTags();
    yield* gather.gathered(cases.length, (k) => caseElement(probe, cases[k - 1], cls, tags));
    let budget = MAX_PLACEHOLDERS_PER_SUITE;
    function* placeholders(count, make) {
        const written = Math.min(count, budget);
        budget -= written;
        notListed.count += count - written;
        yield* gather.gathered(written, make);
    }
    /**
     * `count` cases of which the report has no detail: `what` names their kind, and each holds a
     * `<failure>`, `<error>` or `<skipped>` element (`outcome`) with the attributes `attrs`.
     */
    const undetailed = (count, what, outcome, attrs) => {
        const child = leaf(3, outcome, attrs);
        return placeholders(count, (k) => `${caseOpen(`${what} test case ${k} (no detail in the report)`, cls)}${child}${CASE_CLOSE}`);
    };
    yield* undetailed(missing.failures, 'failed', 'failure', {
        message: 'Attack succeeded; the report has no detail of this test case.',
        type: 'attack-succeeded',
    });
    yield* undetailed(missing.errors, 'errored', 'error', {
        message: 'The test case could not be executed.',
        type: 'execution-error',
    });
    yield* undetailed(missing.skipped, 'accepted or ignored', 'skipped', {
        message: 'Attack succeeded; risk accepted or ignored.',
    });
    // What surrounds the number, made once: a huge run has hundreds of thousands.
    const passedBefore = `${indent(2)}<testcase name="passed test case `;
    const passedAfter = ` of ${probe.passed}" classname="${cls}"/>\n`;
    yield* placeholders(probe.passed, (k) => `${passedBefore}${k}${passedAfter}`);
    yield* gather.last();
}
/** A probe run's `<testsuite>` as {@link renderJunitChunks} writes it, in pieces. */
function probeSuiteChunks(probe, timestamp) {
    return probeSuite(planProbeSuite(probe), timestamp);
}
function* probeSuite(plan, timestamp) {
    const { probe, counts } = plan;
    let properties = '';
    const prop = (name, value) => {
        if (value !== null)
            properties += leaf(3, 'property', { name, value: attr(String(value)) });
    };
    prop('probeId', probe.probeId);
    prop('probeRunId', probe.probeRunId);
    prop('category', probe.category);
    prop('weight', probe.weight);
    prop('status', probe.status);
    prop('failRate', (0,rates/* fmtFailRate */._j)(probe));
    prop('failRateCi', probe.failRateInterval ? (0,rates/* fmtRateCi */.cO)(probe) : null);
    for (const [name, value] of probeFrameworkProperties(probe))
        prop(name, value);
    const attrs = { name: attr(probe.name), ...countAttributes(counts), timestamp };
    yield `${indent(1)}<testsuite${attrText(attrs)}>\n${xml_parent(2, 'properties', {}, properties)}`;
    const cls = attr(probe.name);
    const notListed = { count: 0 };
    yield* suiteCases(plan, cls, notListed);
    if (notListed.count > 0) {
        yield leaf(2, 'system-out', {}, `${notListed.count} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`);
    }
    yield `${indent(1)}</testsuite>\n`;
}
/** Without per-probe detail: one suite from the run's totals. */
function totalsAsProbe(totals) {
    return {
        ...totals,
        probeRunId: null,
        probeId: null,
        name: 'test run (no per-probe detail)',
        category: null,
        weight: null,
        status: 'completed',
        rawStatus: null,
        url: null,
        aiAnalysis: null,
        remediation: [],
        failedTestCases: [],
    };
}
/** The first suite, at depth 1: one test case per gate check, and the report's warnings. */
function gateSuite(report, counts) {
    const cls = 'probe-gate.gate';
    let cases = '';
    for (const check of report.gate.checks) {
        const status = (0,format/* buildStatus */.Bg)(check);
        const message = attr(check.message);
        const type = check.inconclusive === true ? 'inconclusive' : 'gate-check';
        const child = status === 'pass'
            ? ''
            : status === 'skip'
                ? leaf(3, 'skipped', { message })
                : leaf(3, 'failure', { message, type });
        cases += xml_parent(2, 'testcase', { name: attr(check.id), classname: cls }, child);
    }
    const { verdict, reason } = report.gate;
    const stop = (0,risk_band/* stoppedVerdict */.lZ)(verdict); // an error; inconclusive is a failure (never a pass)
    if (stop || verdict === 'inconclusive') {
        const message = attr(stop ? reason : `Verdict inconclusive (exit 5), not a pass: ${reason}`);
        const child = leaf(3, stop ? 'error' : 'failure', { message, type: verdict });
        cases += xml_parent(2, 'testcase', { name: 'verdict', classname: cls }, child);
    }
    // The report's warnings (what could not be fetched, plain http allowed, ...) go with the gate.
    const out = report.warnings.length > 0 ? body(report.warnings.join('\n')) : null;
    const attrs = { name: 'probe-gate gate', ...countAttributes(counts) };
    const tail = out === null ? '' : leaf(2, 'system-out', {}, out);
    return xml_parent(1, 'testsuite', attrs, complianceXml(report) + cases + tail);
}
/**
 * The JUnit XML document of {@link renderJunit}, in pieces to write one after the other: the
 * envelope, then suite by suite, its test cases gathered into pieces of about 16,000 code
 * units (TextGatherer: neither a piece per test case nor one of a thousand).
 * Rendering happens as the pieces are taken.
 */
function* renderJunitChunks(report) {
    const timestamp = (0,format/* suiteTimestamp */.Z_)(report.testRun.startedAt);
    const probes = report.probeRuns.length > 0 || report.perProbeDetail
        ? report.probeRuns
        : [totalsAsProbe(report.totals)];
    const gate = gateCounts(report);
    const plans = probes.map(planProbeSuite);
    const sum = (k) => String(plans.reduce((n, p) => n + p.counts[k], gate[k]));
    const seconds = report.testRun.durationSeconds;
    const attrs = {
        name: attr(`probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`),
        // No `skipped` on <testsuites>: the Jenkins xunit schema (junit-10.xsd) rejects it;
        // each <testsuite> carries its own.
        tests: sum('tests'),
        failures: sum('failures'),
        errors: sum('errors'),
        time: seconds !== null && Number.isFinite(seconds) && seconds >= 0
            ? surefireTime(seconds)
            : undefined,
    };
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrText(attrs)}>\n`;
    yield gateSuite(report, gate);
    for (const plan of plans)
        yield (0,format/* section */.uW)('junit', plan.probe, () => probeSuite(plan, timestamp), timestamp ?? '');
    yield '</testsuites>\n';
}
/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
function renderJunit(report) {
    return piecesText(renderJunitChunks(report));
}


/***/ }),

/***/ 9727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BudgetSpentError: () => (/* reexport */ budget/* BudgetSpentError */.o_),
  ProbeRunsAhead: () => (/* reexport */ ProbeRunsAhead),
  awaitRun: () => (/* reexport */ awaitRun),
  buildReport: () => (/* reexport */ buildReport),
  executionDateOf: () => (/* reexport */ executionDateOf),
  gatherDeadline: () => (/* reexport */ budget/* gatherDeadline */.Sd),
  gatherFacts: () => (/* reexport */ gatherFacts),
  judge: () => (/* reexport */ judge),
  loadPublishing: () => (/* reexport */ loadPublishing),
  logProbeLines: () => (/* reexport */ logProbeLines),
  openAhead: () => (/* reexport */ openAhead),
  openCheck: () => (/* reexport */ openCheck),
  probeRunOrder: () => (/* reexport */ probeRunOrder),
  publish: () => (/* reexport */ publish),
  publishDeadline: () => (/* reexport */ budget/* publishDeadline */.ag),
  readTargetInfoEarly: () => (/* reexport */ readTargetInfoEarly),
  readTrend: () => (/* reexport */ readTrend),
  redactFacts: () => (/* reexport */ redact_facts/* redactFacts */.tN),
  retryFailed: () => (/* reexport */ retryFailed),
  runStartedAt: () => (/* reexport */ runStartedAt),
  setOutputs: () => (/* reexport */ setOutputs),
  setPublishedOutputs: () => (/* reexport */ setPublishedOutputs),
  writeReportFiles: () => (/* reexport */ writeReportFiles)
});

// EXTERNAL MODULE: ./src/scan/budget.ts
var budget = __webpack_require__(61392);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/config/ignore-default.ts
var ignore_default = __webpack_require__(19578);
// EXTERNAL MODULE: ./src/scan/run/cancel.ts
var cancel = __webpack_require__(40205);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/format.ts
var report_format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/write/pour.ts
/**
 * Report files, written whole or not at all (R25): each goes to a side file created
 * exclusively (never through a symbolic link), every byte of every write is checked, the
 * size and its close are checked before it is renamed into place.
 */


/**
 * Bytes gathered before each write: renderers yield small pieces (a row, a result), each
 * encoded straight into one of two buffers that take turns, one filling while the other is
 * written. Joining the pieces into a string and encoding that copied every byte twice: 2x
 * slower on a huge run's 150 MB of reports.
 */
const WRITE_BYTES = 1 << 20;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a lone surrogate becomes U+FFFD). */
const MAX_UTF8_PER_UNIT = 3;
/** Writes all of `bytes`, going on after a short write; a write that makes no progress fails. */
async function writeAll(file, bytes) {
    let offset = 0;
    while (offset < bytes.length) {
        const { bytesWritten } = await file.write(bytes, offset, bytes.length - offset);
        if (!(bytesWritten > 0))
            throw new Error(`short write: ${offset} of ${bytes.length} bytes (is the disk full?)`);
        offset += bytesWritten;
    }
}
/**
 * Two buffers that take turns on `file`: one is filled while the other is written (one write
 * in flight). Text is encoded straight into the one filling now; bytes are copied in.
 */
class TurnBuffers {
    #file;
    #size = WRITE_BYTES;
    #buffers = [Buffer.allocUnsafeSlow(WRITE_BYTES), Buffer.allocUnsafeSlow(WRITE_BYTES)];
    #turn = 0;
    #filled = 0;
    #inFlight = Promise.resolve();
    /** Bytes sent to the file. */
    total = 0;
    constructor(file) {
        this.#file = file;
    }
    /**
     * Starts writing `bytes` once the write before it is done; the caller fills no buffer that
     * is still being written (the one just sent is not touched again until the next send has
     * awaited it).
     */
    async #send(bytes) {
        await this.#inFlight;
        this.total += bytes.length;
        this.#inFlight = writeAll(this.#file, bytes);
    }
    async #flush() {
        await this.#send(this.#buffers[this.#turn].subarray(0, this.#filled));
        this.#turn = 1 - this.#turn;
        this.#filled = 0;
    }
    /** Encodes `text` into the buffer filling now; false, doing nothing, when it may not fit. */
    put(text) {
        if (this.#filled + text.length * MAX_UTF8_PER_UNIT > this.#size)
            return false;
        this.#filled += this.#buffers[this.#turn].write(text, this.#filled, 'utf8');
        return true;
    }
    /** `text` after a flush; a piece too large for a buffer goes out on its own. */
    async putAfterFlush(text) {
        await this.#flush();
        if (!this.put(text))
            await this.#send(Buffer.from(text, 'utf8'));
    }
    async putBytes(bytes) {
        for (let at = 0; at < bytes.length;) {
            if (this.#filled === this.#size)
                await this.#flush();
            const n = Math.min(this.#size - this.#filled, bytes.length - at);
            this.#buffers[this.#turn].set(bytes.subarray(at, at + n), this.#filled);
            this.#filled += n;
            at += n;
        }
    }
    /** Sends what is left and waits for the last write. */
    async end() {
        if (this.#filled > 0)
            await this.#send(this.#buffers[this.#turn].subarray(0, this.#filled));
        await this.#inFlight;
    }
    /** The write in flight, over whatever its outcome. */
    async idle() {
        await this.#inFlight.catch(() => undefined);
    }
}
/**
 * Pours `chunks` into `file` as they come, gathered into writes of about 1 MiB (see
 * TurnBuffers), each section by `partOf` where it gives bytes. Returns how many bytes were
 * written.
 */
async function pour(file, chunks, partOf) {
    const out = new TurnBuffers(file);
    // Most pieces are gathered, then fit in the buffer being filled and are encoded at once,
    // without an await.
    const gather = new report_format/* TextGatherer */._n();
    /** What was gathered, encoded now: bytes come next. */
    const putGathered = async () => {
        const rest = gather.rest();
        if (!out.put(rest))
            await out.putAfterFlush(rest);
    };
    const each = async (pieces) => {
        for (const chunk of pieces) {
            if (typeof chunk === 'string') {
                const text = gather.add(chunk);
                if (text !== '' && !out.put(text))
                    await out.putAfterFlush(text);
            }
            else if (!(0,report_format/* isSection */.EP)(chunk)) {
                await putGathered();
                await out.putBytes(chunk);
            }
            else {
                const made = partOf && (await partOf(chunk));
                if (made === undefined)
                    await each(chunk.render());
                else {
                    await putGathered();
                    await out.putBytes(made);
                }
            }
        }
    };
    try {
        await each(chunks);
        await putGathered();
    }
    finally {
        // Never leaves a write running behind a failure: the caller closes the file next.
        await out.idle();
    }
    await out.end();
    return out.total;
}
/**
 * Writes `chunks` to `path` as they come (see {@link pour}). A stale side file is removed
 * first and the new one created exclusively ('wx' never follows a link planted there); its
 * size and its close are checked before it is renamed into place; any failure removes the
 * side file, so no half-written report is ever left in place.
 *
 * No flush to disk (fsync): every write is checked as it returns, and a filesystem that
 * defers its errors to the write-back (NFS, SMB, FUSE) reports them when the file is
 * closed, which is checked. A flush only adds durability through a crash of the machine,
 * which ends the job anyway; it made the end of a huge run wait on the disk.
 */
async function writeChunks(path, chunks, openFile = promises_.open, partOf) {
    const partial = `${path}.partial`;
    await (0,promises_.rm)(partial, { force: true });
    const file = await openFile(partial, 'wx');
    try {
        const total = await pour(file, chunks, partOf);
        const { size: written } = await file.stat();
        if (written !== total)
            throw new Error(`short write: ${written} of ${total} bytes on disk`);
        await file.close();
        // rename replaces a link at `path` itself; it never writes through it.
        await (0,promises_.rename)(partial, path);
    }
    catch (err) {
        await file.close().catch(() => undefined);
        await (0,promises_.rm)(partial, { force: true });
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/report/write/files.ts
/**
 * The report files of a scan: every requested format rendered into the report folder, each
 * written whole or not at all (pour.ts).
 */






/**
 * The whole-report renderers: needed only once the run is over, so never loaded at start-up;
 * the engine loads them while the run is awaited (engine.ts), else writeReports does.
 */
function loadFormats() {
    return __webpack_require__.e(/* import() */ 724).then(__webpack_require__.bind(__webpack_require__, 9724));
}
/**
 * SHA-256 (hex) of the JSON report: of the file written, else of the JSON the report renders
 * to (the bytes a `json` format would write).
 */
async function jsonSha256(report, jsonPath) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    if (jsonPath !== null) {
        for await (const chunk of (0,external_node_fs_.createReadStream)(jsonPath))
            hash.update(chunk);
        return hash.digest('hex');
    }
    const { renderFormatChunks } = await loadFormats();
    for (const piece of (0,report_format/* renderedPieces */.XI)(renderFormatChunks(report, 'json')))
        hash.update(piece);
    return hash.digest('hex');
}
/**
 * Writes every requested format into the report folder, all at once, each in pieces (see
 * renderFormatChunks); returns absolute paths by format, in the order asked for (only those
 * written). Without `onError`, the first failure is thrown once the others are written.
 */
async function writeReports(report, dir, formats, opts = {}) {
    const { REPORT_FILE_NAMES, renderFormatChunks } = await loadFormats();
    const root = (0,external_node_path_.resolve)(dir);
    const files = {};
    try {
        await (0,promises_.mkdir)(root, { recursive: true });
        if (!opts.allowLinkedDir && (await (0,promises_.lstat)(root)).isSymbolicLink())
            throw new Error(`${root} became a symbolic link; reports are never written through one`);
    }
    catch (err) {
        if (!opts.onError)
            throw err;
        for (const format of formats)
            opts.onError(format, err);
        return files;
    }
    // All at once: one format renders while another waits on the disk.
    const write = async (format, jsonSha256) => {
        const path = (0,external_node_path_.join)(root, REPORT_FILE_NAMES[format]);
        const chunks = renderFormatChunks(report, format, {
            sarif: {
                ...(opts.locationPath ? { locationPath: opts.locationPath } : {}),
                category: opts.sarifCategory ?? null,
            },
            html: { jsonSha256: jsonSha256 ?? null },
        });
        await writeChunks(path, chunks, opts.openFile ?? promises_.open, opts.partOf);
        return path;
    };
    // The audit report's footer holds the JSON report's SHA-256: it is written last.
    const first = formats.filter((f) => f !== 'html');
    const settled = await Promise.allSettled(first.map((f) => write(f)));
    const jsonAt = first.indexOf('json');
    const json = jsonAt >= 0 ? settled[jsonAt] : undefined;
    const htmlOutcome = formats.includes('html')
        ? await Promise.allSettled([
            jsonSha256(report, json?.status === 'fulfilled' ? json.value : null).then((sha) => write('html', sha)),
        ])
        : [];
    const outcomes = formats.map((f) => f === 'html' ? htmlOutcome[0] : settled[first.indexOf(f)]);
    // Told and listed in the order asked for, whichever finished first.
    let failed = null;
    for (const [i, outcome] of outcomes.entries()) {
        const format = formats[i];
        if (outcome.status === 'fulfilled')
            files[format] = outcome.value;
        else if (opts.onError)
            opts.onError(format, outcome.reason);
        else
            failed ??= { error: outcome.reason };
    }
    if (failed)
        throw failed.error;
    return files;
}

;// CONCATENATED MODULE: ./src/scan/notify/change.ts
/** The state of this scan's verdict. */
function stateOf(verdict) {
    if (verdict === 'pass' || verdict === 'warn')
        return 'passing';
    if (verdict === 'fail')
        return 'failing';
    if (verdict === 'inconclusive')
        return 'inconclusive';
    return 'stopped';
}
/** The previous completed run of the trend (not this scan's), or null. */
function previousPoint(report) {
    const runs = report.trend?.runs ?? [];
    const earlier = runs.filter((r) => r.testRunId !== report.testRun.id);
    return earlier.at(-1) ?? null;
}
/** The state of an earlier run from its counts, judged by this scan's thresholds. */
function stateOfPoint(p, gate) {
    if (p.failRate === null)
        return 'inconclusive';
    if (gate.minSamples > 0 && p.total < gate.minSamples)
        return 'inconclusive';
    const score = p.score ?? (1 - p.failRate) * 100;
    const failing = (gate.minScore !== null && score < gate.minScore) ||
        (gate.maxFailed !== null && p.failed > gate.maxFailed) ||
        (gate.maxFailRate !== null && p.failRate > gate.maxFailRate);
    return failing ? 'failing' : 'passing';
}
/** The regression checks (against the baseline) that failed. */
const REGRESSION_INPUTS = new Set(['max-score-drop', 'fail-on-new-failures']);
/**
 * The change of this scan against the previous run, or null when nothing changed. No previous
 * run: a scan that does not pass is a new failure (or inconclusive); a passing one is no change.
 */
function changeOf(report, gate) {
    const now = stateOf(report.gate.verdict);
    const point = previousPoint(report);
    const before = point ? stateOfPoint(point, gate) : null;
    if (now === 'passing')
        return before !== null && before !== 'passing' ? 'recovery' : null;
    if (now === 'inconclusive')
        return before === 'inconclusive' ? null : 'inconclusive';
    if (before === 'failing' || before === 'stopped')
        return null;
    const regressed = report.gate.checks.some((c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail' && REGRESSION_INPUTS.has(c.input));
    return regressed ? 'regression' : 'new-failure';
}
/** Whether `notify-on` sends a message for this scan; the change kind goes with it. */
function notifyDecision(on, report, gate) {
    const change = changeOf(report, gate);
    if (on === 'always')
        return { send: true, change };
    if (on === 'fail')
        return { send: stateOf(report.gate.verdict) !== 'passing', change };
    return { send: change !== null, change };
}

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
;// CONCATENATED MODULE: ./src/scan/notify/message.ts



/** Why 5: the probes with the most failed test cases named in a message. */
const TOP_PROBES = 5;
/** Why 80: a name longer than this is cut (names, not prose). */
const NAME_MAX = 80;
const message_name = (s) => (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(s).trim(), NAME_MAX);
/** The facts of a report, cleaned. */
function factsOf(report, change) {
    const t = report.totals;
    return {
        target: message_name(report.platform.targetName ?? `target ${report.platform.targetId}`),
        targetId: report.platform.targetId,
        verdict: report.gate.verdict,
        change,
        score: report.scores.overall,
        counts: { total: t.total, passed: t.passed, failed: t.failed, errors: t.errors },
        failedChecks: report.gate.checks
            .filter((c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail')
            .map((c) => message_name(c.id)),
        probes: report.probeRuns
            .filter((p) => p.failed > 0)
            .sort((a, b) => b.failed - a.failed)
            .slice(0, TOP_PROBES)
            .map((p) => ({ name: message_name(p.name), failed: p.failed })),
        links: { run: (0,sanitize/* safeLinkUrl */.Hp)(report.links.run), artifact: (0,sanitize/* safeLinkUrl */.Hp)(report.links.artifact) },
    };
}
const CHANGE_WORDS = {
    'new-failure': 'new failure',
    regression: 'regression',
    recovery: 'recovered',
    inconclusive: 'inconclusive',
};
/** `probe-gate: FAIL (new failure) on <target>`, our words around a cleaned name. */
function headline(f, target) {
    const word = report_format/* VERDICT_LABELS */.W4[f.verdict].word;
    return `probe-gate: ${word}${f.change ? ` (${CHANGE_WORDS[f.change]})` : ''} on ${target}`;
}
function countsLine(f) {
    const c = f.counts;
    const score = f.score === null ? 'no score' : `score ${f.score}/100`;
    return `${score}; ${c.total} test cases: ${c.passed} passed, ${c.failed} failed, ${c.errors} errors`;
}
/** Slack mrkdwn: &, < and > escaped; names in code spans, so nothing in them formats or mentions. */
const slackEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slackCode = (s) => `\`${slackEscape(s.replace(/`/g, "'"))}\``;
/** Slack incoming webhook: Block Kit blocks and a plain fallback text. */
function slackBody(f) {
    const lines = [
        `*${slackEscape(countsLine(f))}*`,
        ...(f.failedChecks.length > 0
            ? [`Failed checks: ${f.failedChecks.map(slackCode).join(', ')}`]
            : []),
        ...(f.probes.length > 0
            ? [`Most failures: ${f.probes.map((p) => `${slackCode(p.name)} (${p.failed})`).join(', ')}`]
            : []),
    ];
    const buttons = linkList(f).map(([text, url]) => ({
        type: 'button',
        text: { type: 'plain_text', text },
        url,
    }));
    return {
        text: slackEscape(headline(f, f.target)),
        blocks: [
            {
                type: 'header',
                text: { type: 'plain_text', text: (0,text_clean/* truncate */.xv)(headline(f, f.target), 150) },
            },
            { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } },
            ...(buttons.length > 0 ? [{ type: 'actions', elements: buttons }] : []),
        ],
    };
}
function linkList(f) {
    const out = [];
    if (f.links.run)
        out.push(['Test run', f.links.run]);
    if (f.links.artifact)
        out.push(['Reports', f.links.artifact]);
    return out;
}
/** A Teams workflow ("when a webhook request is received"): a message with one Adaptive Card. */
function teamsBody(f) {
    const text = (s) => (0,sanitize/* plainText */.wh)(s, { singleLine: true });
    const facts = [
        { title: 'Result', value: text(countsLine(f)) },
        ...(f.failedChecks.length > 0
            ? [{ title: 'Failed checks', value: f.failedChecks.map(text).join(', ') }]
            : []),
        ...(f.probes.length > 0
            ? [
                {
                    title: 'Most failures',
                    value: f.probes.map((p) => `${text(p.name)} (${p.failed})`).join(', '),
                },
            ]
            : []),
    ];
    const card = {
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.5',
        body: [
            {
                type: 'TextBlock',
                text: headline(f, text(f.target)),
                weight: 'Bolder',
                size: 'Medium',
                wrap: true,
                color: f.verdict === 'pass' || f.verdict === 'warn' ? 'Good' : 'Attention',
            },
            { type: 'FactSet', facts },
        ],
        actions: linkList(f).map(([title, url]) => ({ type: 'Action.OpenUrl', title, url })),
    };
    return {
        type: 'message',
        attachments: [
            { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
        ],
    };
}
/** The generic body (docs/operating.md): versioned, plain values. */
function jsonBody(f) {
    return {
        schema: 'probe-gate.notification/v1',
        target: { id: f.targetId, name: f.target },
        verdict: f.verdict,
        change: f.change,
        score: f.score,
        counts: f.counts,
        failedChecks: f.failedChecks,
        probes: f.probes,
        links: f.links,
    };
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/scan/notify/send.ts
/**
 * Sending a notification: best effort (docs/operating.md). One POST, no redirects, and
 * one retry after a 5xx, a 429 or a network failure, all within {@link NOTIFY_TIMEOUT_MS}
 * and the publishing budget's signal. Never throws; what it reports never holds the URL.
 */


/** Why 5 s: a webhook answers in well under a second; the whole notification stays within this. */
const NOTIFY_TIMEOUT_MS = 5_000;
/** Pause before the one retry. */
const RETRY_PAUSE_MS = 250;
/** Slack's incoming-webhook hosts, exactly. */
const SLACK_HOSTS = new Set(['hooks.slack.com', 'hooks.slack-gov.com']);
/** Hosts of Teams workflow (Power Automate) and connector webhooks, by suffix. */
const TEAMS_SUFFIXES = ['.logic.azure.com', '.powerplatform.com', '.webhook.office.com'];
/** The body for a URL: `notify-format`, or by its host when `auto`. */
function formatFor(url, format) {
    if (format !== 'auto')
        return format;
    const host = new URL(url).hostname.toLowerCase();
    if (SLACK_HOSTS.has(host))
        return 'slack';
    if (TEAMS_SUFFIXES.some((s) => host.endsWith(s)))
        return 'teams';
    return 'json';
}
/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under `secret`. */
function signature(body, secret) {
    return `sha256=${(0,external_node_crypto_.createHmac)('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
/** POSTs `payload` to `url`, once more after a transient failure; never throws. */
async function sendNotification(url, payload, o) {
    const body = JSON.stringify(payload);
    const headers = {
        'content-type': 'application/json',
        'user-agent': o.userAgent ?? 'probe-gate',
    };
    if (o.format === 'json' && o.secret)
        headers['x-probe-gate-signature'] = signature(body, o.secret);
    const limit = AbortSignal.timeout(o.timeoutMs ?? NOTIFY_TIMEOUT_MS);
    const signal = o.signal ? AbortSignal.any([o.signal, limit]) : limit;
    let why = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
        try {
            const res = await (0,undici.request)(url, {
                method: 'POST',
                body,
                headers,
                signal,
                ...(o.dispatcher ? { dispatcher: o.dispatcher } : {}),
            });
            await res.body.dump().catch(() => undefined);
            if (res.statusCode >= 200 && res.statusCode < 300)
                return { sent: true, attempts: attempt };
            why = `HTTP ${res.statusCode}`;
            // A redirect is not followed, and a 4xx other than 429 will not change on a retry.
            if (res.statusCode < 500 && res.statusCode !== 429)
                break;
        }
        catch (err) {
            if (signal.aborted)
                return { sent: false, why: 'no answer in time' };
            why = err.code ?? 'network error';
        }
        if (attempt === 1) {
            const paused = await pause(RETRY_PAUSE_MS, signal);
            if (!paused)
                return { sent: false, why: `${why}, then no time left to retry` };
        }
    }
    return { sent: false, why };
}
function pause(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted)
            return resolve(false);
        const done = (ok) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
            resolve(ok);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(true), ms);
        signal.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/scan/notify/notify.ts



/** Test seams of the notification (time limit, HTTP dispatcher). */
/** Sends the notification this scan calls for, if any; never throws. */
async function notifyChange(config, report, log, signal, seams = {}) {
    const { webhook, on, secret, format } = config.notify;
    if (!webhook)
        return false;
    try {
        const decision = notifyDecision(on, report, config.gate);
        if (!decision.send) {
            log.debug?.(`No notification: notify-on ${on} and the verdict did not change.`);
            return false;
        }
        const kind = formatFor(webhook, format);
        const facts = factsOf(report, decision.change);
        const payload = kind === 'slack' ? slackBody(facts) : kind === 'teams' ? teamsBody(facts) : jsonBody(facts);
        const result = await sendNotification(webhook, payload, {
            secret,
            format: kind,
            signal,
            ...seams,
        });
        if (result.sent)
            log.info(`Notified the ${kind} webhook (${decision.change ?? on}).`);
        else
            log.warn(`Could not notify the ${kind} webhook (${result.why}); the verdict stands.`);
        return result.sent;
    }
    catch (err) {
        log.warn(`Could not notify the webhook (${err instanceof Error ? err.name : 'error'}); the verdict stands.`);
        return false;
    }
}

;// CONCATENATED MODULE: ./src/scan/publish.ts








/**
 * Writes the report files; a format that cannot be written is a warning (R25): the verdict,
 * outputs, summary and comment still happen. Returns the files written.
 */
async function writeReportFiles(report, config, deps, ahead) {
    const { log } = deps;
    await ahead?.settle();
    const failed = [];
    const files = await writeReports(report, config.reportDir, config.formats, {
        locationPath: (0,ignore_default/* configuringFile */.mB)(config, deps.pipelineFile ?? null),
        sarifCategory: config.sarifCategory,
        allowLinkedDir: config.reportDirOutsideWorkspace,
        onError: (format, err) => failed.push(`${format} (${err.message})`),
        ...(ahead ? { partOf: (section) => ahead.bytesOf(section) } : {}),
    });
    const written = Object.values(files).map((f) => f.split(/[\\/]/).pop());
    if (files.html)
        report.links.auditReport = files.html.split(/[\\/]/).pop() ?? null;
    if (written.length > 0)
        log.info(`Reports written to ${(0,external_node_path_.resolve)(config.reportDir)}: ${written.join(', ')}`);
    if (failed.length > 0)
        log.warn(`Could not write ${failed.length === 1 ? 'a report' : 'some reports'} (the verdict stands; nothing half-written was left): ${failed.join('; ')}. Check that ${(0,external_node_path_.resolve)(config.reportDir)} is writable and has room.`);
    return files;
}
/** The job summary's renderer: loaded at the end, or while the run is awaited. */
function loadSummary() {
    return __webpack_require__.e(/* import() */ 198).then(__webpack_require__.bind(__webpack_require__, 19198));
}
/**
 * Loads the code that writes and publishes the report (the whole-report renderers, and the
 * job summary's when there is one to write), so the end of the scan does not wait for it:
 * called while the run is awaited, once a request is on its way (engine.ts). Never rejects.
 */
function loadPublishing(config, deps) {
    loadFormats().catch(() => undefined);
    if (config.jobSummary && deps.summary)
        loadSummary().catch(() => undefined);
}
/** The artifact's name: `{target-id}` in the input becomes the scanned target's id. */
function artifactNameFor(template, report) {
    return template.replaceAll('{target-id}', String(report.platform.targetId));
}
/**
 * Uploads the report folder within the publishing budget (R24); a failure warns (the verdict
 * stands), a name clash says what to set. An interrupt is rethrown.
 */
async function uploadArtifact(report, config, deps, files, signal) {
    const paths = Object.values(files).filter((f) => !!f);
    if (!config.artifactName || !deps.artifact || paths.length === 0)
        return null;
    const name = artifactNameFor(config.artifactName, report);
    try {
        signal.throwIfAborted();
        const up = await (0,budget/* bounded */.Mm)(deps.artifact.upload(name, paths, (0,external_node_path_.resolve)(config.reportDir), {
            retentionDays: config.artifactRetentionDays,
            signal,
        }), signal);
        if (up.url)
            report.links.artifact = up.url;
        deps.log.info(`Uploaded artifact "${name}"${up.id !== null ? ` (id ${up.id})` : ''}.`);
        return up.id;
    }
    catch (err) {
        if (signal.reason instanceof cancel/* InterruptedError */.p4)
            throw signal.reason;
        const message = err.message;
        deps.log.warn(/\(409\)|already exists/i.test(message)
            ? `Could not upload the report artifact "${name}": this workflow run already has an artifact of that name (another job or step of the run uploaded it); set the artifact-name input to a name unique in the run, e.g. probe-gate-\${{ matrix.target }}. The verdict stands.`
            : `Could not upload the report artifact "${name}" (the verdict stands): ${message}`);
        return null;
    }
}
/**
 * Publishes the written report: artifact, job summary, PR comment. Publishing can fail
 * without changing the verdict (R11): every failure here is a warning. `signal` is its
 * budget (R24): it reaches every call, and a publisher that ignores it is left behind. An
 * interrupt (SIGINT/SIGTERM) stops publishing and is rethrown: no comment after it.
 */
async function publish(report, config, deps, files, signal) {
    const published = { files, commentUrl: null, artifactId: null };
    published.artifactId = await uploadArtifact(report, config, deps, files, signal);
    if (config.jobSummary)
        await writeJobSummary(report, deps);
    if (config.comment !== 'never')
        published.commentUrl = await postComment(report, config.comment === 'always', deps, signal);
    // A message to the webhook when the verdict changed: best effort, the same budget.
    await notifyChange(config, report, deps.log, signal, deps.notifySeams);
    return published;
}
/** Writes the job summary: a local file, written even when the budget is spent. */
async function writeJobSummary(report, deps) {
    if (!deps.summary)
        return;
    try {
        const { renderSummary } = await loadSummary();
        const artifactUrl = report.links.artifact ?? undefined;
        await deps.summary.write(renderSummary(report, { artifactUrl }));
    }
    catch (err) {
        deps.log.warn(`Could not write the job summary (the verdict stands): ${err.message}`);
    }
}
/**
 * Posts or updates the PR comment, where there is a pull request to post on; says why not
 * (a warning when the comment was asked for always). Returns the comment's URL, if any.
 * A failure is a warning; an interrupt is rethrown.
 */
async function postComment(report, always, deps, signal) {
    const { comment, log } = deps;
    if (!comment)
        return null;
    const where = comment.target();
    if (!where.ok) {
        if (always)
            log.warn(`No PR comment: ${where.reason}`);
        else
            log.debug(`No PR comment: ${where.reason}`);
        return null;
    }
    try {
        if (signal.aborted)
            throw signal.reason;
        const { commentMarker, renderComment } = await __webpack_require__.e(/* import() */ 160).then(__webpack_require__.bind(__webpack_require__, 13779));
        const key = `target-${report.platform.targetId}`;
        const body = renderComment(report, { artifactUrl: report.links.artifact ?? undefined, key });
        const res = await (0,budget/* bounded */.Mm)(comment.upsert(commentMarker(key), body, { signal }), signal);
        const at = res.url ? `: ${res.url}` : '';
        log.info(`${res.created ? 'Posted' : 'Updated'} the PR comment on ${where.label}${at}.`);
        return res.url;
    }
    catch (err) {
        if (signal.reason instanceof cancel/* InterruptedError */.p4)
            throw signal.reason;
        const note = 'the verdict stands; the job summary carries the report';
        log.warn(`Could not post the PR comment (${note}): ${err.message}`);
        return null;
    }
}
/** The output that names each format's file: every format written has one. */
const FILE_OUTPUTS = {
    json: 'report-json',
    md: 'report-markdown',
    sarif: 'sarif-file',
    junit: 'junit-file',
    html: 'report-html',
    codequality: 'codequality-file',
};
/**
 * Sets every output but the publishers' (README.md "Outputs"), before publishing
 * (R25); empty string where there is no value.
 */
function setOutputs(out, report, reportDir, files) {
    const s = (v) => (v === null || v === undefined ? '' : String(v));
    out.set('test-run-id', s(report.testRun.id));
    out.set('run-url', s(report.testRun.url));
    out.set('status', s(report.testRun.rawStatus ?? report.testRun.status));
    out.set('verdict', report.gate.verdict);
    // Which score was gated; empty when none is presented (error, timeout: R10).
    out.set('score-source', s(report.scores.overall === null ? null : report.scores.source?.gated));
    out.set('overall-score', s(report.scores.overall));
    out.set('risk-band', s(report.scores.band));
    out.set('total-count', s(report.totals.total));
    out.set('passed-count', s(report.totals.passed));
    out.set('failed-count', s(report.totals.failed));
    out.set('error-count', s(report.totals.errors));
    out.set('accepted-count', s(report.totals.accepted));
    out.set('report-dir', (0,external_node_path_.resolve)(reportDir));
    for (const [format, name] of Object.entries(FILE_OUTPUTS))
        out.set(name, s(files[format]));
    out.set('profile', s(report.profile?.applied[0]));
}
/** The publishers' outputs, once publishing is over. */
function setPublishedOutputs(out, published) {
    out.set('comment-url', published.commentUrl ?? '');
    out.set('artifact-id', published.artifactId === null ? '' : String(published.artifactId));
}
/** Logs one line per probe run; the probe names are platform text (`Logger.untrusted`). */
function logProbeLines(log, report) {
    if (report.probeRuns.length === 0)
        return;
    const lines = report.probeRuns.map((p) => {
        const mark = p.failed - p.accepted - p.ignored > 0 ? 'x' : p.errors > 0 ? '!' : '-';
        const triaged = p.accepted + p.ignored > 0 ? ` (${p.accepted} accepted, ${p.ignored} ignored)` : '';
        return `  ${mark} ${p.name.slice(0, 80)}: passed ${p.passed}, failed ${p.failed}${triaged}, errors ${p.errors}, fail rate ${(0,rates/* fmtRateCi */.cO)(p)}`;
    });
    log.untrusted('Results by probe:', lines.join('\n'));
}

// EXTERNAL MODULE: ./src/api/index.ts + 16 modules
var api = __webpack_require__(58638);
// EXTERNAL MODULE: ./src/scan/ports.ts
var ports = __webpack_require__(23185);
// EXTERNAL MODULE: ./src/scan/run/start-run.ts + 3 modules
var start_run = __webpack_require__(47210);
// EXTERNAL MODULE: ./src/config/base-url.ts
var base_url = __webpack_require__(67725);
// EXTERNAL MODULE: ./src/config/errors.ts
var config_errors = __webpack_require__(37827);
;// CONCATENATED MODULE: ./src/scan/run/poll-schedule.ts
/**
 * The polling schedule, a pure function so that benchmarks can replay it on a virtual clock
 * (scripts/bench.ts compares it with a fixed 5 s poller on five run models, bench/poll-models.ts).
 *
 * Idea: only the run's end matters to the job, so polls are sparse while the end is far and
 * dense where it may come. Progress that moves per test case predicts the end from its pace
 * (the last probe run's own pace once it runs): far from the end, polls are sparse (half the
 * predicted remaining time, capped by the ceiling); once two readings agree on the end, one
 * poll lands just after it. Polls learn from the probe runs (R6 still bounds every pause):
 * - progress that moves only when a probe run ends is not a stall between two ends: the end
 *   is predicted from what the finished probe runs took;
 * - when the probe runs left may run at another pace than seen (paces varied), no poll jumps
 *   over a window before the predicted end as wide as that variation; inside it, a poll every
 *   nearEndMs (below a fixed 5 s poller's worst latency);
 * - every test case done but the run not final yet (the status lags): polls back off from the
 *   floor to nearEndMs.
 * Without usable progress, polls back off geometrically from the floor: up to the stall
 * ceiling while the run has shown no progress yet (queued, unknown status), and only up to
 * the stuck ceiling once a run that was progressing stops moving, because such a run may
 * jump to done at any moment and its end is what the job waits for.
 */
/**
 * Why: 60 s between polls keeps a 1-hour run under ~70 requests; 15 s bounds the latency of
 * a queued run that starts; 5 s (a fixed 5-second poller's latency) bounds that of a run
 * stuck mid-way that then jumps to done, the case where a prediction cannot help.
 */
const DEFAULT_POLL_SCHEDULE = {
    ceilingMs: 60_000,
    stallCeilingMs: 15_000,
    stuckCeilingMs: 5_000,
    marginMs: 600,
    nearEndMs: 4_000,
};
/**
 * Progress per ms over the latest stretch in which every poll saw progress grow, so that a
 * stall before it does not drag the estimate down; null when unknown.
 */
function progressRate(history) {
    // Start of the increasing suffix: history[start] is the last reading before it moved.
    let start = history.length - 1;
    while (start > 0) {
        const cur = history[start]?.progress ?? null;
        const prev = history[start - 1]?.progress ?? null;
        if (cur === null || prev === null || cur <= prev)
            break;
        start--;
    }
    const suffix = history
        .slice(start)
        .filter((h) => h.progress !== null && h.progress > 0);
    // Readings after the run moved again measure its pace; the last frozen one only bounds it.
    const frozen = start > 0 && suffix[0] === history[start];
    const after = frozen && suffix.length > 2 ? suffix.slice(1) : suffix;
    if (after.length < 2)
        return null;
    const first = after[0];
    const last = after[after.length - 1];
    if (last.at <= first.at || last.progress <= first.progress)
        return null;
    return (last.progress - first.progress) / (last.at - first.at);
}
/** Consecutive latest polls that saw no progress change. */
function stalledPolls(history) {
    let n = 0;
    for (let i = history.length - 1; i > 0; i--) {
        const cur = history[i]?.progress ?? null;
        const prev = history[i - 1]?.progress ?? null;
        if (cur !== null && prev !== null && cur > prev)
            break;
        n++;
    }
    return n;
}
/** Epoch ms at which the run reaches 100 % at the pace seen so far, or null when unknown. */
function predictedEnd(history) {
    const last = history[history.length - 1];
    const rate = progressRate(history);
    if (!last || last.progress === null || rate === null)
        return null;
    const end = last.at + (1 - last.progress) / rate;
    // A pace too small to measure predicts no end (not Infinity, whose window would be NaN).
    return Number.isFinite(end) ? end : null;
}
/** Milliseconds to wait before the next poll. `now` is the time of the last observation or later. */
function nextPollDelay(history, now, opts) {
    const last = history[history.length - 1];
    // Every test case is done but the run is not final yet: its end may come at any moment.
    if (last?.progress !== null && last?.progress !== undefined && last.progress >= 1)
        return nearEnd(history, opts);
    if (stepsOnly(history))
        return stepDelay(history, now, opts);
    return capByWindow(history, now, caseDelay(history, now, opts), opts);
}
/** Progress moves per test case: the end predicted from its pace (see the header). */
function caseDelay(history, now, opts) {
    const jitter = (ms) => ms * (0.9 + 0.2 * opts.random());
    const lastProbe = lastProbeRun(history);
    const end = lastProbe?.end ?? predictedEnd(history);
    const stalled = stalledPolls(history);
    if (end !== null && stalled < 2) {
        const remaining = end - now;
        if (remaining <= 2 * opts.floorMs) {
            return Math.max(opts.floorMs / 2, remaining + opts.marginMs);
        }
        // The previous reading predicted the same end (within the margin or 2 % of what is left):
        // the pace is steady, so one poll just after the end will do.
        const before = lastProbe ? lastProbe.before : predictedEnd(history.slice(0, -1));
        const steady = before !== null && Math.abs(before - end) <= Math.max(opts.marginMs, 0.02 * remaining);
        if (steady && remaining + opts.marginMs <= opts.ceilingMs)
            return remaining + opts.marginMs;
        return Math.min(opts.ceilingMs, Math.max(opts.floorMs, jitter(remaining / 2)));
    }
    const started = history.some((h) => h.progress !== null && h.progress > 0);
    const ceiling = started ? opts.stuckCeilingMs : opts.stallCeilingMs;
    const backoff = opts.floorMs * Math.pow(1.6, Math.max(0, stalled));
    return Math.min(Math.max(ceiling, opts.floorMs), Math.max(opts.floorMs, jitter(backoff)));
}
/**
 * Progress moves per test case, but the probe runs left may run at other paces than the
 * average (the last one's own pace is not measured yet): no poll jumps over the window
 * before the predicted end that the paces seen so far call for.
 */
function capByWindow(history, now, delay, opts) {
    const left = lastLeft(history);
    if (!Number.isFinite(left) || left < 1 || stalledPolls(history) >= 2)
        return delay;
    if (lastProbeRun(history))
        return delay;
    const ends = probeRunEnds(history);
    const from = ends[ends.length - 1];
    const end = predictedEnd(history);
    if (ends.length < 2 || !from || end === null)
        return delay;
    // Paces between consecutive polls: inside one probe run, its pace; across, a blend.
    const pairs = paces(history.flatMap((h) => (h.progress === null ? [] : [h])));
    const start = windowStart(end, from.at, paceSpread(pairs) / Math.sqrt(left));
    // A window narrower than one pause near the end: the poll just after the end is as good.
    if (now + delay <= start || end - start <= opts.nearEndMs)
        return delay;
    if (now + opts.nearEndMs >= start)
        return Math.min(delay, nearEndPause(opts));
    return Math.max(opts.floorMs, start - now);
}
/** Near an end that may come at any moment: from the floor up to nearEndMs, never above. */
function nearEnd(history, opts) {
    let same = 0;
    for (let i = history.length - 1; i > 0 && history[i]?.progress === history[i - 1]?.progress; i--)
        same++;
    const backoff = opts.floorMs * Math.pow(1.6, same);
    const pause = Math.min(opts.nearEndMs, backoff) * (0.9 + 0.1 * opts.random());
    return Math.max(opts.floorMs, pause);
}
/** Why: a z-score of 1.5 covers ~90 % of a probe run's pace around the learnt mean. */
const WINDOW_Z = 1.5;
/** Spread of paces assumed before two probe-run paces have been seen. */
const DEFAULT_PACE_CV = 0.6;
/** Progress moves only at probe-run ends: some have ended, and no running one showed a count. */
function stepsOnly(history) {
    if (history.some((h) => h.partial === true))
        return false;
    return history.some((h) => (h.probeRuns?.done ?? 0) > 0 && (h.probeRuns?.total ?? 0) > 1);
}
/** Where the work started (the first poll that saw the run executing) and each probe-run end. */
function probeRunEnds(history) {
    const out = [];
    for (let i = 0; i < history.length; i++) {
        const prev = history[i - 1];
        const cur = history[i];
        const mid = prev ? (prev.at + cur.at) / 2 : cur.at;
        if (out.length === 0 && cur.started === true && (prev?.probeRuns?.done ?? 0) === 0)
            out.push({ at: mid, progress: 0 });
        const a = prev?.probeRuns?.done ?? 0;
        const b = cur.probeRuns?.done ?? 0;
        if (prev && b > a && cur.progress !== null)
            out.push({ at: mid, progress: cur.progress });
    }
    return out;
}
/** Progress per ms between consecutive probe-run ends. */
function paces(ends) {
    const out = [];
    for (let i = 1; i < ends.length; i++) {
        const a = ends[i - 1];
        const b = ends[i];
        if (b.at > a.at && b.progress > a.progress)
            out.push((b.progress - a.progress) / (b.at - a.at));
    }
    return out;
}
/** Coefficient of variation of paces (the default before two). */
function paceSpread(p) {
    if (p.length < 2)
        return DEFAULT_PACE_CV;
    const mean = p.reduce((a, x) => a + x, 0) / p.length;
    const sd = Math.sqrt(p.reduce((a, x) => a + (x - mean) ** 2, 0) / (p.length - 1));
    return Math.min(1.5, Math.max(0.02, sd / mean));
}
/** Where the window before a predicted end starts: as wide as the pace may vary. */
function windowStart(end, from, spread) {
    return end - WINDOW_Z * spread * Math.max(0, end - from);
}
/** One pause inside the window: nearEndMs, jittered down only, never below the floor. */
function nearEndPause(opts) {
    return Math.max(opts.floorMs, opts.nearEndMs * (0.9 + 0.1 * opts.random()));
}
/** Sparse polls far from an end, a poll every nearEndMs in the window before it. */
function windowDelay(end, from, spread, now, opts) {
    const start = windowStart(end, from, spread);
    if (now + opts.nearEndMs >= start)
        return nearEndPause(opts);
    return Math.min(opts.ceilingMs, Math.max(opts.floorMs, start - now));
}
/** Steps without a usable pace yet: the stuck ceiling, the floor when it is above. */
function noStepsYet(opts) {
    return Math.max(opts.floorMs, opts.stuckCeilingMs);
}
/** Progress moves in steps: the end from the pace of the finished probe runs. */
function stepDelay(history, now, opts) {
    const ends = probeRunEnds(history);
    const first = ends[0];
    const last = ends[ends.length - 1];
    const left = lastLeft(history);
    if (!first || !last || last.at <= first.at || last.progress <= first.progress)
        return noStepsYet(opts);
    const end = last.at + ((1 - last.progress) * (last.at - first.at)) / (last.progress - first.progress);
    if (!Number.isFinite(end))
        return noStepsYet(opts);
    // The paces of the probe runs left vary independently: their sum varies less.
    const spread = paceSpread(paces(ends)) / Math.sqrt(Math.max(1, left));
    return windowDelay(end, last.at, spread, now, opts);
}
/** Probe runs not finished at the last poll (Infinity when unknown). */
function lastLeft(history) {
    const pr = history[history.length - 1]?.probeRuns;
    return pr ? pr.total - pr.done : Infinity;
}
/**
 * The last probe run is running and progress moves per test case: its own pace predicts the
 * end (the run's average would not, when probes run at different speeds). Null before two
 * readings inside it moved.
 */
function lastProbeRun(history) {
    if (lastLeft(history) !== 1)
        return null;
    let from = history.length - 1;
    while (from > 0 && history[from - 1]?.probeRuns?.done === history[from]?.probeRuns?.done)
        from--;
    const inside = history.slice(from);
    const end = predictedEnd(inside);
    if (end === null)
        return null;
    return { end, before: predictedEnd(inside.slice(0, -1)) };
}

// EXTERNAL MODULE: ./src/scan/evidence/counts.ts
var counts = __webpack_require__(13483);
// EXTERNAL MODULE: ./src/scan/evidence/invariants.ts
var invariants = __webpack_require__(43586);
;// CONCATENATED MODULE: ./src/scan/evidence/status-entries.ts
/**
 * The run's probe runs as the status endpoint lists them, checked against what the scan
 * asked for: the wait ends only when every check here holds, or one is broken for good.
 */



const id = (v) => (typeof v === 'number' ? v : null);
/**
 * The status endpoint's probe runs, each probe run once: an entry repeated with the same
 * probeRunId is one probe run. Entries without an id are kept (they are not final).
 */
function uniqueProbeRuns(status) {
    const seen = new Set();
    const out = [];
    for (const e of status.probeRuns ?? []) {
        const runId = id(e.probeRunId);
        if (runId !== null) {
            if (seen.has(runId))
                continue;
            seen.add(runId);
        }
        out.push(e);
    }
    return out;
}
/** One entry: listed with ids, final, completed, all of its cases processed, counts valid. */
function entryBreaches(e, i, out) {
    const where = (0,invariants/* probeRunLabel */.IV)(id(e.probeRunId), e.probeName ?? null, i);
    if (id(e.probeRunId) === null)
        out.push((0,invariants/* transient */["do"])('probe-run-listed', `${where} has no probeRunId`));
    const state = (0,api/* normalizeRunStatus */.vI)(e.status);
    if (!(0,api/* isTerminal */.Hd)(state)) {
        out.push((0,invariants/* transient */["do"])('probe-run-final', `${where} is ${e.status ?? 'without a status'}`));
        return;
    }
    const problems = [];
    const c = (0,counts/* readCounts */.ZQ)(e, where, problems);
    out.push(...problems);
    if (problems.length > 0)
        return;
    const sum = c.passedCount + c.failedCount + c.errorCount;
    const processed = (0,counts/* processedOf */._H)(c);
    if (state !== 'completed')
        out.push((0,invariants/* broken */.mw)('probe-run-completed', `${where} ended ${e.status} after ${processed} of ${c.totalCount} test cases: the rest never ran`));
    else if (sum > c.totalCount || processed > c.totalCount)
        out.push((0,invariants/* broken */.mw)('counts-within-total', `${where} counts ${c.passedCount} passed + ${c.failedCount} failed + ${c.errorCount} errors (processed ${processed}) against a total of ${c.totalCount}`));
    else if (processed < c.totalCount)
        out.push((0,invariants/* transient */["do"])('processed-equals-total', `${where} processed ${processed} of ${c.totalCount} test cases`));
    else if (sum !== processed)
        out.push((0,counts/* unbalanced */.gw)(where, sum, processed));
}
/** Whether one entry is final and whole: it breaks none of the checks of {@link statusBreaches}. */
function entryIsFinal(e) {
    const out = [];
    entryBreaches(e, 0, out);
    return out.length === 0;
}
/** Every requested probe has exactly one probe run; no probe run of another probe. */
function coverageBreaches(entries, requested, out) {
    const byProbe = new Map();
    entries.forEach((e, i) => {
        const probe = id(e.probeId);
        const where = (0,invariants/* probeRunLabel */.IV)(id(e.probeRunId), e.probeName ?? null, i);
        if (probe === null) {
            out.push((0,invariants/* transient */["do"])('probe-run-listed', `${where} has no probeId`));
            return;
        }
        byProbe.set(probe, [...(byProbe.get(probe) ?? []), id(e.probeRunId) ?? -1]);
    });
    for (const [probe, runs] of byProbe)
        if (runs.length > 1)
            out.push((0,invariants/* broken */.mw)('probe-coverage', `probe ${probe} is listed with ${runs.length} probe runs (${runs.map((r) => (r < 0 ? 'no id' : r)).join(', ')}) where one was asked for`));
    if (requested.ids === null)
        return;
    const asked = new Set(requested.ids);
    const missing = requested.ids.filter((p) => !byProbe.has(p));
    if (missing.length > 0)
        out.push((0,invariants/* transient */["do"])('probe-coverage', `${requested.ids.length - missing.length} of the ${requested.ids.length} requested probes have a probe run (none yet for probe${missing.length === 1 ? '' : 's'} ${missing.join(', ')})`));
    const foreign = [...byProbe.keys()].filter((p) => !asked.has(p));
    if (foreign.length > 0)
        out.push((0,invariants/* broken */.mw)('probe-coverage', `the run lists probe runs of probe${foreign.length === 1 ? '' : 's'} ${foreign.join(', ')}, which this scan did not request`));
}
/**
 * What keeps a run whose status says it ended from being judged: every breach of the
 * status list's invariants. [] when the run is final and whole.
 */
function statusBreaches(status, requested) {
    const out = [];
    const entries = uniqueProbeRuns(status);
    entries.forEach((e, i) => entryBreaches(e, i, out));
    coverageBreaches(entries, requested, out);
    return out;
}

// EXTERNAL MODULE: ./src/scan/estimate/estimate.ts
var estimate = __webpack_require__(30552);
;// CONCATENATED MODULE: ./src/scan/run/wait.ts







/** When the platform says the run executed: the status endpoint's date, else the run list's. */
function executionDateOf(snapshot) {
    return snapshot.status?.executionDate ?? snapshot.summary?.executionDate ?? null;
}
/**
 * Polls the run until it reaches a final state or the deadline (R6-R8). Transient errors
 * are absorbed until the deadline (R7); 401/403 fail fast. An unknown status means "not
 * finished yet". The status endpoint is used when the server has it, the test run list
 * (docs/platform.md 4.7) otherwise.
 */
async function waitForRun(client, clock, log, o) {
    let useStatus = true;
    let statusMisses = 0;
    let snapshot = null;
    const history = [];
    let polls = 0;
    const told = { key: '', unknown: false };
    let lastError;
    for (;;) {
        o.signal?.throwIfAborted();
        const atDeadline = clock.now() >= o.deadline;
        const call = (0,budget/* pollCall */.C6)(clock, o.deadline, o.signal);
        const asked = polls === 0 ? o.firstStatus : undefined;
        try {
            polls++;
            snapshot = useStatus
                ? await pollStatus(client, o, snapshot, call, asked)
                : await pollList(client, o, call);
            lastError = null;
            if (useStatus)
                statusMisses = 0;
        }
        catch (err) {
            if (o.signal?.aborted)
                throw o.signal.reason;
            if (useStatus && snapshot === null && lacksStatusEndpoint(err, ++statusMisses)) {
                useStatus = false;
                log.info('The server has no test-run status endpoint: following the run through the test run list (the endpoint is tried again at the end for per-probe detail).');
                continue;
            }
            if (endsWait(err))
                throw err;
            lastError = err;
            log.warn(`Poll failed, will retry until the deadline: ${err.message}`);
        }
        if (snapshot) {
            history.push(observe(snapshot, clock.now(), o.requestedProbes?.length ?? null));
            narrate(snapshot, told, o.deadline - clock.now(), log);
            // Final only when all of it is final (R21): else poll on; at the deadline the gaps are named.
            const whole = snapshot.missing.length === 0 || snapshot.broken.length > 0;
            if ((0,api/* isTerminal */.Hd)(snapshot.state) && (whole || atDeadline)) {
                const final = useStatus ? snapshot : await statusAtTheEnd(client, o, snapshot, log);
                return endedRun(final, o, polls);
            }
            goingOn(o, snapshot);
            const over = o.budget && overBudget(o.budget, snapshot, clock.now());
            if (over)
                return { snapshot, timedOut: false, budgetStop: over, statusEndpoint: useStatus, polls };
        }
        if (atDeadline) {
            const last = snapshot ?? unreadAtDeadline(lastError, log);
            return { snapshot: last, timedOut: true, statusEndpoint: useStatus, polls };
        }
        await clock.sleep(pauseBeforeNextPoll(history, lastError !== null, clock.now(), o), o.signal);
    }
}
/** Tells `onGoing` of a status answer that did not end the wait. */
function goingOn(o, snapshot) {
    if (snapshot.status)
        o.onGoing?.(snapshot.status);
}
/** Logs a progress line when what the poll saw changed, and warns once of an unknown status. */
function narrate(snapshot, told, msLeft, log) {
    const key = `${snapshot.state}|${snapshot.rawStatus}|${snapshot.processed}|${snapshot.total}`;
    if (key !== told.key) {
        told.key = key;
        log.progress(toUpdate(snapshot, msLeft));
    }
    if (snapshot.state === 'unknown' && !told.unknown) {
        told.unknown = true;
        log.warn(`The platform reports an unknown run status "${snapshot.rawStatus ?? ''}": treating it as not finished and polling on until the deadline.`);
    }
}
/**
 * How long to sleep before the next poll: the schedule's delay, or twice the floor after a
 * failed poll; never past the deadline, where one last poll happens (R6), nor past the moment
 * max-minutes is spent.
 */
function pauseBeforeNextPoll(history, failed, now, o) {
    const schedule = {
        ...DEFAULT_POLL_SCHEDULE,
        floorMs: o.pollFloorMs,
        random: o.random ?? Math.random,
    };
    const delay = failed
        ? Math.min(DEFAULT_POLL_SCHEDULE.stallCeilingMs, o.pollFloorMs * 2)
        : nextPollDelay(history, now, schedule);
    const until = Math.min(o.deadline, minutesEnd(o.budget) ?? Infinity) - now;
    return Math.max(0, Math.min(delay, until));
}
/** The wait's result for a run that ended: over max-test-cases it spent more than its budget (never a pass). */
function endedRun(final, o, polls) {
    const spent = o.budget && overBudget(o.budget, final, null);
    const ended = { snapshot: final, timedOut: false, statusEndpoint: final.status !== null };
    return { ...ended, polls, ...(spent ? { budgetStop: spent } : {}) };
}
/**
 * Why a run crossed a budget, or null (estimate/estimate.ts); `now` null for a run that has
 * ended: its test cases count, not the time the wait took to see it end.
 */
function overBudget(b, s, now) {
    return (0,estimate/* crossedBudget */.TM)(b.limits, {
        total: s.total,
        processed: s.processed,
        elapsedMs: now === null ? 0 : now - b.startedAt,
    });
}
/** When max-minutes is spent (clock time), or null. */
function minutesEnd(b) {
    if (!b || b.limits.maxMinutes === null)
        return null;
    return b.startedAt + b.limits.maxMinutes * 60_000 + 1;
}
/**
 * Final answers end the wait at once (R7); so does a base-url where nothing ever listened,
 * and an answer about another run (R21).
 */
function endsWait(err) {
    return ((0,api/* isCredentialError */._j)(err) || err instanceof api/* UnreachableError */.Jk || err instanceof ForeignRunError);
}
/**
 * Consecutive 404s from the status endpoint, before any answer, that mean it does not exist.
 * One is not enough: a run just triggered can 404 while the platform replicates it.
 */
const STATUS_404_LIMIT = 3;
/** 405 says the endpoint does not exist; 404 only when repeated (replication lag). */
function lacksStatusEndpoint(err, misses) {
    if (err instanceof api/* MethodNotAllowedError */.j6)
        return true;
    return err instanceof api/* NotFoundError */.m_ && misses >= STATUS_404_LIMIT;
}
/**
 * The run ended as the list saw it: the status endpoint is tried once more before per-probe
 * detail is given up (a 404 at the start may have been lag). Falls back to the list's snapshot.
 */
async function statusAtTheEnd(client, o, fromList, log) {
    try {
        const s = await pollStatus(client, o, null, {
            signal: o.signal,
            deadline: Date.now() + budget/* POLL_GRACE_MS */.cn,
        });
        if (!(0,api/* isTerminal */.Hd)(s.state))
            return fromList;
        log.info('The test-run status endpoint answered at the end: per-probe detail is available.');
        return { ...s, summary: fromList.summary };
    }
    catch {
        if (o.signal?.aborted)
            throw o.signal.reason;
        return fromList;
    }
}
/**
 * The deadline passed and no poll was ever answered. Answers that no wait can fix (a
 * malformed list, a vanished run) are one clear error; silence is a timeout (exit 4): what a
 * scan that never read the run's status knows about it is nothing.
 */
function unreadAtDeadline(lastError, log) {
    const why = lastError ? `: ${lastError.message}` : '';
    if (lastError instanceof api/* InvalidResponseError */.tF || lastError instanceof config_errors/* ScanError */.sC)
        throw new config_errors/* ScanError */.sC(`Could not read the test run's status before the deadline${why}`, {
            cause: lastError,
        });
    log.warn(`Could not read the test run's status before the deadline${why}.`);
    return {
        state: 'unknown',
        rawStatus: null,
        progress: null,
        processed: 0,
        total: 0,
        passed: 0,
        failed: 0,
        errors: 0,
        status: null,
        summary: null,
        missing: ['the run status was never read'],
        broken: [],
    };
}
/**
 * What the poll schedule learns from one poll: progress, and from the status endpoint how many
 * probe runs have ended and whether a running one shows its count move (per test case) or
 * not (progress moves only at probe-run ends).
 */
function observe(s, at, expectedProbes) {
    const obs = { at, progress: s.progress, started: s.state === 'running' };
    if (!s.status)
        return obs;
    const runs = uniqueProbeRuns(s.status);
    let done = 0;
    let partial = false;
    for (const r of runs) {
        if ((0,api/* isTerminal */.Hd)((0,api/* normalizeRunStatus */.vI)(r.status)))
            done++;
        else if (n(r.passedCount) + n(r.failedCount) + n(r.errorCount) + n(r.processedCount) > 0)
            partial = true;
    }
    obs.probeRuns = { done, total: Math.max(runs.length, expectedProbes ?? 0) };
    if (partial)
        obs.partial = true;
    return obs;
}
function toUpdate(s, msLeft) {
    return {
        state: s.state,
        rawStatus: s.rawStatus,
        progress: s.progress,
        processed: s.processed,
        total: s.total,
        passed: s.passed,
        failed: s.failed,
        errors: s.errors,
        secondsLeft: Math.max(0, Math.round(msLeft / 1000)),
    };
}
/** The platform answered for another test run than the one asked for (R21): never absorbed. */
class ForeignRunError extends config_errors/* ScanError */.sC {
    name = 'ForeignRunError';
}
const n = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
/** A status poll; `asked`: its answer when the request was already sent. */
async function pollStatus(client, o, previous, call, asked) {
    const status = await (asked ?? client.getTestRunStatus(o.testRunId, call));
    if (typeof status.testRunId === 'number' && status.testRunId !== o.testRunId)
        throw new ForeignRunError(`The status endpoint answered for test run ${status.testRunId} when asked for test run ${o.testRunId}: refused, the verdict cannot judge another run (R21). Retry the scan; if it persists, report it to the platform.`);
    const runs = uniqueProbeRuns(status);
    let total = 0;
    let passed = 0;
    let failed = 0;
    let errors = 0;
    for (const r of runs) {
        total += n(r.totalCount);
        passed += n(r.passedCount);
        failed += n(r.failedCount);
        errors += n(r.errorCount);
    }
    const processed = passed + failed + errors;
    // Probe runs may appear one by one: scale by the share of probes seen when the count is known.
    const expected = o.requestedProbes?.length ?? 0;
    const seenShare = expected > 0 && runs.length < expected ? runs.length / expected : 1;
    let progress = total > 0 ? (processed / total) * seenShare : null;
    if (progress !== null && previous?.progress != null && progress < previous.progress)
        progress = previous.progress;
    return {
        state: (0,api/* normalizeRunStatus */.vI)(status.status),
        rawStatus: status.status ?? null,
        progress,
        processed,
        total,
        passed,
        failed,
        errors,
        status,
        summary: null,
        ...finality(status, o.requestedProbes),
    };
}
async function pollList(client, o, call) {
    const list = await client.listTestRuns(o.workspaceId, o.targetId, call);
    const run = list.find((r) => r.id === o.testRunId);
    if (!run)
        throw new config_errors/* ScanError */.sC(`Test run ${o.testRunId} is not in the target's test run list (4.7); check target-id.`);
    const passed = n(run.passedCount);
    const failed = n(run.failedCount);
    const errors = n(run.errorCount);
    const total = n(run.totalCount);
    const raw = typeof run.progress === 'number' && Number.isFinite(run.progress) ? run.progress : null;
    // Counts are unambiguous; the spec does not say whether `progress` is 0..1 or a percent.
    const progress = total > 0
        ? Math.min(1, (passed + failed + errors) / total)
        : raw === null
            ? null
            : Math.min(1, raw > 1 ? raw / 100 : raw);
    return {
        state: (0,api/* normalizeRunStatus */.vI)(run.status),
        rawStatus: run.status ?? null,
        progress,
        processed: passed + failed + errors,
        total,
        passed,
        failed,
        errors,
        status: null,
        summary: run,
        missing: [],
        broken: [],
    };
}
/** The status list's breaches of the evidence invariants, once the run says it completed. */
function finality(status, requested) {
    if ((0,api/* normalizeRunStatus */.vI)(status.status) !== 'completed')
        return { missing: [], broken: [] };
    const breaches = statusBreaches(status, { ids: requested });
    return {
        missing: breaches.filter((b) => b.transient).map((b) => (0,invariants/* breachSentence */.NS)(b, false)),
        broken: breaches.filter((b) => !b.transient).map((b) => (0,invariants/* breachSentence */.NS)(b, false)),
    };
}

;// CONCATENATED MODULE: ./src/scan/run/await-run.ts






/**
 * Step 3 of the scan: waits for the run until the deadline (printed with the run URL before
 * the first poll, R6). Interrupted: cancels a run this scan started, once, and rethrows (R9).
 * Timed out: cancels it unless `cancel-on-timeout` is false (R8). The first status read is
 * the one beginWait sent (sent here when it was not): for an attached run it goes beside the
 * check that the run is the target's, and is used only once that passed (R21; a round trip
 * less). The run as checked comes back with the wait's result.
 */
async function awaitRun(deps, config, started, o = {}) {
    const { client, clock, log, state, signal } = deps;
    const ws = config.workspaceId;
    const { firstStatus: asked, confirmedId, ...begun } = (0,start_run/* beginWait */.d)(deps, config, started);
    const { finalBefore, id } = await confirmed(deps, config, started, confirmedId);
    // The trigger's answer named another run: the wait's first read was of that one.
    const firstStatus = id === begun.testRunId ? asked : undefined;
    const url = (0,base_url/* runUrl */.Vp)(config.platformUrl, config.workspaceId, begun.targetId, id);
    const run = { ...begun, testRunId: id, url, finalBefore };
    let waited;
    const { maxTestCases, maxMinutes } = config.budgets;
    const budget = maxTestCases !== null || maxMinutes !== null
        ? { limits: config.budgets, startedAt: clock.now() }
        : undefined;
    try {
        waited = await waitForRun(client, clock, log, {
            workspaceId: ws,
            targetId: run.targetId,
            testRunId: run.testRunId,
            deadline: run.deadline,
            pollFloorMs: config.pollFloorMs,
            requestedProbes: run.requestedProbes,
            firstStatus,
            signal,
            random: deps.random,
            budget,
            onGoing: o.onGoing,
        });
    }
    catch (err) {
        if (run.startedByUs) {
            // Interrupted, or the wait failed for good (401, a vanished run): the run this scan
            // started is not left running on (R23); a failed cancel is retried by the post step.
            const why = signal?.aborted ? 'the job was cancelled' : 'the scan could not follow it';
            const cancelled = await (0,cancel/* cancelRun */.Su)(client, log, state, ws, run.testRunId, why);
            // The adapter's last line then says which run was cancelled (none, when this failed).
            if (cancelled && signal?.aborted && signal.reason instanceof cancel/* InterruptedError */.p4)
                signal.reason.cancelledTestRunId = run.testRunId;
        }
        throw err;
    }
    const finishedAt = clock.now();
    if (waited.budgetStop) {
        log.warn(`Stopped by a budget: ${waited.budgetStop}`);
        // Cancelled once (cancelRun records it) unless it has ended; an attached run is not this
        // scan's to cancel.
        if (run.startedByUs && !(0,api/* isTerminal */.Hd)(waited.snapshot.state))
            await (0,cancel/* cancelRun */.Su)(client, log, state, ws, run.testRunId, 'it crossed a budget');
        else
            state.save(ports/* STATE_KEYS */.LU.finished, 'true');
    }
    else if (waited.timedOut) {
        log.warn(`The test run did not finish within ${config.timeoutMs / 60_000} minutes.`);
        if (config.cancelOnTimeout && run.startedByUs)
            await (0,cancel/* cancelRun */.Su)(client, log, state, ws, run.testRunId, 'the deadline passed');
        // cancel-on-timeout false: the run is left going on purpose, so the post step must not cancel it.
        else
            state.save(ports/* STATE_KEYS */.LU.finished, 'true');
    }
    else {
        state.save(ports/* STATE_KEYS */.LU.finished, 'true');
    }
    return { run, waited: { ...waited, finishedAt } };
}
/**
 * The run's neighbours and, for a triggered run, its id as the run list confirmed it.
 * Interrupted while the run was being confirmed: the run is found by its unique name and
 * cancelled, once, as when the signal comes while the trigger is in flight (R9, R23).
 */
async function confirmed(deps, config, started, confirmedId) {
    try {
        const finalBefore = await started.finalBefore;
        return { finalBefore, id: confirmedId ? await confirmedId : started.testRunId };
    }
    catch (err) {
        const { signal } = deps;
        if (signal?.aborted && started.runName !== null) {
            const where = {
                ws: config.workspaceId,
                targetId: started.targetId,
                runName: started.runName,
            };
            const why = 'the job was cancelled while the run was being confirmed';
            const cancelled = await (0,cancel/* cancelByName */.P5)(deps.client, deps.log, deps.state, where, why);
            if (cancelled !== null && signal.reason instanceof cancel/* InterruptedError */.p4)
                signal.reason.cancelledTestRunId = cancelled;
        }
        throw err;
    }
}

// EXTERNAL MODULE: ./src/scan/collect/collect.ts + 3 modules
var collect = __webpack_require__(50760);
// EXTERNAL MODULE: ./src/scan/run/redact-facts.ts
var redact_facts = __webpack_require__(50112);
// EXTERNAL MODULE: ./src/scan/verdict/counts.ts
var verdict_counts = __webpack_require__(4879);
;// CONCATENATED MODULE: ./src/scan/triage/shape.ts


/** The probe-run steps of a scan; `ignore` marks the ignore file's findings (none: unchanged). */
function probeRunShaper(config, ignore) {
    const redactor = (0,redact_facts/* scanRedactor */.e)(config.secrets);
    const { countAcceptedRisk, confidence } = config.gate;
    return (run) => {
        const ignored = ignore ? ignore(run) : run;
        const redacted = redactor.empty ? ignored : redactor.scrubDeep(ignored);
        return (0,verdict_counts/* atConfidence */.q)(redacted, countAcceptedRisk, confidence);
    };
}

// EXTERNAL MODULE: ./src/api/score-formula.ts
var score_formula = __webpack_require__(41521);
// EXTERNAL MODULE: ./src/scan/verdict/gate-checks.ts + 2 modules
var gate_checks = __webpack_require__(78865);
// EXTERNAL MODULE: ./src/scan/verdict/stats.ts
var stats = __webpack_require__(73888);
;// CONCATENATED MODULE: ./src/scan/verdict/score-source.ts



/** Category of probes the catalogue could not place. */
const UNCATEGORISED = 'Uncategorised';
/**
 * This run's score from its own probe runs, with the platform's formula (R20). Failures are
 * the counted ones: at least the FAILED test cases seen (R21), accepted risks included as the
 * platform counts them (accepted risks and ignored findings only lighten the count checks).
 */
function runScore(probeRuns) {
    return (0,score_formula/* scoreProbes */.I4)(probeRuns.map((p) => ({
        category: p.category ?? UNCATEGORISED,
        passed: p.passed,
        failures: p.failed,
    })));
}
/**
 * This run's score at the pessimistic end (`gate-on: bound`): the same formula with each probe's
 * pass rate replaced by the lower Wilson bound at `confidence`, errored test cases counted as
 * failures (an error may hide a failing attack), rounded toward failing. Each probe is bounded
 * on its own, so the result is more conservative than a joint interval of the mean would be.
 */
function boundRunScore(probeRuns, confidence) {
    return (0,score_formula/* scoreRates */.Cu)(probeRuns.flatMap((p) => {
        const n = p.passed + p.failed + p.errors;
        if (p.passed + p.failed === 0)
            return [];
        const high = (0,stats/* wilson */.rF)(p.failed + p.errors, n, confidence).high;
        return [{ category: p.category ?? UNCATEGORISED, passRate: 1 - high }];
    }), 'down');
}
/**
 * The optimistic end (`gate-on: bound`): each probe's pass rate at the upper Wilson bound,
 * errored test cases counted as passes, rounded toward passing. A bar this misses is missed.
 */
function optimisticRunScore(probeRuns, confidence) {
    return (0,score_formula/* scoreRates */.Cu)(probeRuns.flatMap((p) => {
        const n = p.passed + p.failed + p.errors;
        if (p.passed + p.failed === 0)
            return [];
        const low = (0,stats/* wilson */.rF)(p.failed, n, confidence).low;
        return [{ category: p.category ?? UNCATEGORISED, passRate: 1 - low }];
    }), 'up');
}
/** This run's score with every errored test case counted as a failure (the worst they hide). */
function errorsAsFailuresScore(probeRuns) {
    return (0,score_formula/* scoreProbes */.I4)(probeRuns
        .filter((p) => p.passed + p.failed > 0)
        .map((p) => ({
        category: p.category ?? UNCATEGORISED,
        passed: p.passed,
        failures: p.failed + p.errors,
    })));
}
const time = (iso) => (iso === null ? NaN : Date.parse(iso));
/** Same overall and, category by category, the same scores (the formula is the same, R20). */
function sameScores(run, platform) {
    if (run.overall !== platform.overall)
        return false;
    const ours = new Map(Object.entries(run.categories).map(([k, v]) => [(0,gate_checks/* categoryKey */.a)(k), v]));
    return Object.entries(platform.categories).every(([k, v]) => {
        const mine = ours.get((0,gate_checks/* categoryKey */.a)(k));
        return mine === undefined || Math.abs(mine - v) < 1e-9;
    });
}
/**
 * Why the platform's score does not provably reflect exactly this run; [] when it does. With
 * per-probe detail, a platform score that differs from this run's own is not this run's: the
 * platform can then never lift the gated score above what this run's results give.
 */
function platformDoubts(e) {
    const doubts = [];
    const latest = time(e.platform.latestExecutionDate);
    const start = time(e.window.start);
    const end = time(e.window.end);
    if (e.platform.overall === null)
        doubts.push('the platform gave no valid overall score');
    if (!Number.isFinite(latest))
        doubts.push('the platform gave no latestExecutionDate');
    else if (!Number.isFinite(start))
        doubts.push("this run's execution start is unknown");
    else if (latest < start)
        doubts.push(`it is stale: latestExecutionDate ${e.platform.latestExecutionDate} is before this run started (${e.window.start})`);
    else if (Number.isFinite(end) && latest > end)
        doubts.push(`latestExecutionDate ${e.platform.latestExecutionDate} is after this run's last probe run ended (${e.window.end}): another run's results are mixed in`);
    if (e.overlapping === null)
        doubts.push("the target's other test runs could not be listed");
    else if (e.overlapping.length > 0)
        doubts.push(`test run${e.overlapping.length === 1 ? '' : 's'} ${e.overlapping.join(', ')} of the target overlapped this run`);
    if (e.run !== null && e.platform.overall !== null && !sameScores(e.run, e.platform))
        doubts.push(`it differs from this run's own score (platform ${e.platform.overall}, run ${e.run.overall ?? 'none'}, same formula)`);
    if (e.measured === null)
        doubts.push('the categories this run measured are unknown');
    else {
        const ours = new Set(e.measured.map(gate_checks/* categoryKey */.a));
        const extra = Object.keys(e.platform.categories).filter((c) => !ours.has((0,gate_checks/* categoryKey */.a)(c)));
        if (extra.length > 0)
            doubts.push(`it holds categories this run did not measure (${extra.join(', ')})`);
    }
    return doubts;
}
/**
 * Which score the gate judges (R20). `run`: this run's own score. `platform`: the target's
 * score, failing closed when it does not provably reflect this run. `auto`: the platform's
 * score only when it provably does, else this run's.
 */
function chooseScore(e) {
    const doubts = platformDoubts(e);
    const record = (gated, reason) => ({
        gated,
        requested: e.requested,
        reason,
        run: e.run,
        platform: { overall: e.platform.overall, categories: e.platform.categories },
    });
    const doubt = `the platform's score does not provably reflect this run (${doubts.join('; ')})`;
    const asked = `score-source ${e.requested}`;
    if (e.requested === 'platform' || (e.requested === 'auto' && doubts.length === 0 && e.run)) {
        const problem = doubts.length > 0
            ? `${asked}: ${doubt}; use score-source auto or run to gate this run's own score.`
            : null;
        const reason = problem ??
            `The platform's score was gated (${asked}): it provably reflects this run (fresh, no overlapping run, only categories this run measured${e.run ? ", equal to this run's own score" : ''}).`;
        return {
            overall: problem ? null : e.platform.overall,
            categories: problem ? {} : e.platform.categories,
            source: record(problem ? null : 'platform', reason),
            problem,
        };
    }
    const why = e.requested === 'auto' ? `: ${doubt}` : '';
    if (e.run === null && e.requested === 'auto') {
        // No per-probe detail: the platform's target-wide score is not this run's, and this run
        // has no score of its own. The score checks are open; the count checks still judge.
        const unproven = `Without per-probe detail this run has no score of its own, and the platform's target score is not provably this run's (${doubts.length > 0 ? doubts.join('; ') : "it averages each probe's latest results on the target"}); use score-source: platform to gate the target's score`;
        const source = record(null, `${unproven}.`);
        return { overall: null, categories: {}, source, problem: null, unproven };
    }
    if (e.run === null || e.run.overall === null) {
        const problem = `This run's own score could not be computed (no per-probe detail or no judged test case) (${asked})${why}: failing closed.`;
        return { overall: null, categories: {}, source: record(null, problem), problem };
    }
    const reason = `This run's own score was gated (${asked}), computed from its probe runs${why}.`;
    return {
        overall: e.run.overall,
        categories: e.run.categories,
        source: record('run', reason),
        problem: null,
    };
}
/**
 * Other runs of the target whose execution may overlap this one: any run with an execution
 * date up to this run's end (or at all, when the end is unknown), except runs already final
 * when this scan first listed the target's runs (`finalBefore`), which ended before it began.
 */
function overlappingRuns(ours, others, finalBefore) {
    const end = time(ours.end);
    return others
        .filter((r) => r.id !== ours.id && r.executionDate !== null && !finalBefore.has(r.id))
        .filter((r) => !(Number.isFinite(end) && time(r.executionDate) > end))
        .map((r) => r.id)
        .sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/scan/provenance/score-evidence.ts



/** Execution windows of the probe runs read (docs/platform.md 4.15), on the platform's clock. */
class WindowRecorder {
    ends = [];
    record = (detail) => {
        this.ends.push(typeof detail.executionEnd === 'string' ? detail.executionEnd : null);
    };
    /** The last end, or null when any probe run has none (then the end is unknown). */
    end() {
        if (this.ends.length === 0 || this.ends.some((e) => e === null))
            return null;
        return this.ends.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
    }
}
/**
 * Other runs of the target overlapping this one (docs/platform.md 4.7), or null when they cannot be
 * listed.
 */
async function overlapping(runList, run, end, warnings) {
    try {
        const list = await runList;
        const others = list
            .filter((r) => typeof r.id === 'number')
            .map((r) => ({ id: r.id, executionDate: r.executionDate ?? null }));
        return overlappingRuns({ id: run.testRunId, end }, others, run.finalBefore);
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        warnings.push(`The target's test runs could not be listed (${err.message}).`);
        return null;
    }
}
/** Categories this run measured: from its probe runs, or from the run list's probe names. */
function measured(perProbeDetail, probeRuns, snapshot, catalogue) {
    if (perProbeDetail)
        return probeRuns.filter((p) => p.passed + p.failed > 0).map((p) => p.category ?? UNCATEGORISED);
    const names = snapshot.summary?.probes;
    if (!Array.isArray(names))
        return null;
    const byName = new Map([...catalogue.values()].map((p) => [p.name.toLowerCase(), p.category]));
    const cats = names.map((n) => (typeof n === 'string' ? byName.get(n.toLowerCase()) : null));
    return cats.some((c) => c === null || c === undefined) ? null : cats;
}
/**
 * Step 4's last part: which score the gate judges (R20). Gathers what proves whether the
 * platform's target score (docs/platform.md 4.6) is exactly this run's (its date against this run's
 * execution window, overlapping runs, categories measured) and lets the pure `chooseScore` decide.
 */
async function decideScore(client, config, run, o) {
    const s = o.snapshot;
    const start = executionDateOf(s);
    const runList = o.targetRuns ?? client.listTestRuns(config.workspaceId, run.targetId, { signal: o.signal });
    const others = await overlapping(runList, run, o.windowEnd, run.warnings);
    return chooseScore({
        requested: config.gate.scoreSource,
        run: o.perProbeDetail ? runScore(o.probeRuns) : null,
        platform: {
            overall: o.platform.overall,
            categories: o.platform.categories,
            latestExecutionDate: o.platform.latestExecutionDate,
        },
        window: { start, end: o.windowEnd },
        overlapping: others,
        measured: measured(o.perProbeDetail, o.probeRuns, s, o.catalogue),
    });
}

// EXTERNAL MODULE: ./src/scan/run/probe-selection.ts
var probe_selection = __webpack_require__(4770);
;// CONCATENATED MODULE: ./src/scan/collect/target-info.ts


/**
 * Reads the target (docs/platform.md 4.3), target types (4.5) and catalogue (4.20) in parallel;
 * each failure is a warning.
 */
async function fetchTargetInfo(client, ws, targetId, warnings, call = {}) {
    const soft = async (what, p) => {
        try {
            return await p;
        }
        catch (err) {
            if ((0,api/* isCredentialError */._j)(err))
                throw err;
            if (call.signal?.aborted)
                throw call.signal.reason;
            warnings.push(`${what} could not be read (${err.message}).`);
            return null;
        }
    };
    const [target, types, categories] = await Promise.all([
        soft('The target', client.getTarget(ws, targetId, call)),
        soft('Target types', client.listTargetTypes(call)),
        soft('The probe catalogue', client.listPredefinedProbes(call)),
    ]);
    const catalogue = new Map((categories ? (0,probe_selection/* flattenCatalogue */.Y)(categories) : []).map((p) => [p.id, p]));
    const weights = new Map();
    const presetId = target?.settings?.targetPresetId ?? null;
    const type = presetId ? types?.find((t) => t.id === presetId) : undefined;
    for (const d of type?.details ?? []) {
        if (typeof d.probeId === 'number' && typeof d.weight === 'string')
            weights.set(d.probeId, d.weight);
    }
    return { name: target?.settings?.name ?? null, catalogue, weights };
}
/**
 * Reads the target's scores (docs/platform.md 4.6). A missing or out-of-range overall score becomes
 * null (R10); verdict/score-source.ts decides whether they are this run's.
 */
async function fetchScores(client, ws, targetId, warnings, call = {}) {
    const empty = {
        overall: null,
        categories: {},
        latestExecutionDate: null,
        simulatedAttacks: null,
        successfulAttacks: null,
    };
    try {
        const s = await client.getTargetScores(ws, targetId, call);
        const overall = typeof s.overallScore === 'number' &&
            Number.isFinite(s.overallScore) &&
            s.overallScore >= 0 &&
            s.overallScore <= 100
            ? s.overallScore
            : null;
        if (overall === null)
            warnings.push(`The platform returned no valid overall score (${JSON.stringify(s.overallScore ?? null)}).`);
        const categories = {};
        for (const [k, v] of Object.entries(s.scores ?? {}))
            if (typeof v === 'number' && Number.isFinite(v))
                categories[k] = v;
        return {
            overall,
            categories,
            latestExecutionDate: typeof s.latestExecutionDate === 'string' ? s.latestExecutionDate : null,
            simulatedAttacks: typeof s.simulatedAttacks === 'number' ? s.simulatedAttacks : null,
            successfulAttacks: typeof s.successfulAttacks === 'number' ? s.successfulAttacks : null,
        };
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        // Interrupted: not a missing score, the scan stops (never a false ERROR report).
        if (call.signal?.aborted)
            throw call.signal.reason;
        warnings.push(`The target's scores could not be read (${err.message}).`);
        return empty;
    }
}

;// CONCATENATED MODULE: ./src/scan/collect/gather.ts









const NO_DETAIL = 'Per-probe detail was unavailable: the server has no test-run status endpoint, so the verdict uses the run-level counts of the test run list and the target scores.';
/** The status endpoint's probe runs to read, each once (a duplicate counts once, R21). */
function refsOf(snapshot) {
    if (!snapshot.status)
        return undefined;
    return uniqueProbeRuns(snapshot.status).map((p) => ({
        probeRunId: typeof p.probeRunId === 'number' ? p.probeRunId : null,
        probeId: typeof p.probeId === 'number' ? p.probeId : null,
        probeName: typeof p.probeName === 'string' ? p.probeName : null,
        entry: p,
    }));
}
/** The probe run ids in the order the report lists them (that of the status endpoint). */
function probeRunOrder(snapshot) {
    return (refsOf(snapshot) ?? []).map((ref) => ref.probeRunId);
}
/**
 * A run that says it completed but whose status list breaks an evidence invariant: for good,
 * or still at the deadline. Invalid data: the verdict is `error` (evidence/status-entries.ts).
 */
function finalityProblems(snapshot) {
    if (snapshot.state !== 'completed')
        return [];
    const out = snapshot.broken.map((b) => `The test run says ${snapshot.rawStatus ?? 'completed'}, but ${b}`);
    if (snapshot.missing.length > 0)
        out.push(`The test run says ${snapshot.rawStatus ?? 'completed'} but was not all final at the deadline: ${snapshot.missing.join(' ')}`);
    return out;
}
/**
 * The target's name and catalogue: the early read when all of it arrived; else read again now,
 * as it was before the early read existed (a platform that hiccuped at the start has recovered).
 */
async function targetInfoOf(early, read) {
    const pre = early ? await early.info : null;
    return pre && pre.warnings.length === 0 ? pre.info : read();
}
/** The warning for texts of the platform's answers that held lone UTF-16 surrogates. */
function malformedTextsWarning(n) {
    return `${n} text${n === 1 ? '' : 's'} of the platform's answers held lone UTF-16 surrogates (invalid Unicode); each was replaced by U+FFFD, so every report is valid UTF-8.`;
}
/**
 * Step 4 of the scan: everything the platform says about the finished run: the target's
 * name and catalogue, each probe run's detail (docs/platform.md 4.15) with its AI analysis, and the
 * scores (4.6). What cannot be fetched becomes a warning; the gate fails closed on what it needs.
 */
async function gatherFacts(deps, config, run, waited, { early, onProbeRun, probeRuns: readEarly } = {}) {
    const { client, clock, signal } = deps;
    const { warnings } = run;
    const ws = config.workspaceId;
    // Every read below ends by the gather deadline: timeout-minutes bounds the step (R24).
    const call = { signal, deadline: (0,budget/* gatherDeadline */.Sd)(run.deadline, clock.now()) };
    // The target's run list, read once now that the run is final, beside the probe runs: the
    // score's evidence (overlapping runs), the baseline and the trend all read this one answer
    // instead of three more round trips after the collection.
    const targetRuns = shared(client.listTestRuns(ws, run.targetId, call));
    const info = await targetInfoOf(early, () => fetchTargetInfo(client, ws, run.targetId, warnings, call));
    const refs = refsOf(waited.snapshot);
    let probeRuns = [];
    const perProbeDetail = waited.statusEndpoint && refs !== undefined;
    const invalid = finalityProblems(waited.snapshot);
    // Not for a run that is not all final: its analysis would never come (R21).
    const analysis = config.aiAnalysis && waited.snapshot.state === 'completed' && !invalid.length;
    const window = new WindowRecorder();
    const scoreWarnings = [];
    const scores = scoresRead(() => fetchScores(client, ws, run.targetId, scoreWarnings, call));
    if (perProbeDetail) {
        const shape = probeRunShaper(config, await deps.triage?.ignoreStep?.(config));
        const ctx = {
            deps,
            config,
            run,
            info,
            deadline: call.deadline,
            analysis,
            invalid,
            window,
            shape,
        };
        const told = { onProbeRun, onAllRequested: scores.start, early: readEarly };
        probeRuns = await readProbeRuns(ctx, refs, told);
    }
    else
        warnings.push(NO_DETAIL);
    const platform = await scores.start();
    warnings.push(...scoreWarnings);
    const choice = await decideScore(client, config, run, {
        snapshot: waited.snapshot,
        perProbeDetail,
        probeRuns,
        platform,
        catalogue: info.catalogue,
        windowEnd: window.end(),
        targetRuns,
        signal,
    });
    if (invalid.length > 0)
        invalid.push(invariants/* BREACH_ADVICE */.lC);
    if (client.malformedTexts > 0)
        warnings.push(malformedTextsWarning(client.malformedTexts));
    const read = { info, perProbeDetail, probeRuns, platform, choice, invalid, targetRuns };
    return gather_factsOf(deps, config, run, waited, read);
}
/** The scan's facts from the run, the wait's result and what was read after it. */
function gather_factsOf(deps, config, run, waited, { info, perProbeDetail, probeRuns, platform, choice, invalid, targetRuns }) {
    const { overall, categories, source, problem, unproven } = choice;
    return {
        toolVersion: deps.toolVersion,
        config,
        targetId: run.targetId,
        targetName: info.name,
        testRunId: run.testRunId,
        runName: run.runName ?? waited.snapshot.summary?.name ?? null,
        runUrl: run.url,
        startedAt: run.startedAt,
        finishedAt: waited.timedOut ? null : waited.finishedAt,
        executionDate: executionDateOf(waited.snapshot),
        snapshot: waited.snapshot,
        perProbeDetail,
        probeRuns,
        // The gated score (R20), beside the platform's other facts (dates, attack counts).
        scores: { ...platform, overall, categories, band: null, source },
        scoreProblem: problem,
        scoreUnproven: unproven ?? null,
        invalid,
        baseline: null,
        benchmarks: null,
        warnings: run.warnings,
        now: deps.clock.now(),
        targetRuns,
    };
}
/** Every probe run's detail and AI analysis (collect.ts), with the scan's context. */
function readProbeRuns(c, refs, told) {
    const { client, clock, log, signal } = c.deps;
    const { run, config, analysis } = c;
    log.info(`Reading ${refs.length} probe run${refs.length === 1 ? '' : 's'}${analysis ? ' and their AI analysis' : ''}.`);
    return (0,collect/* collectProbeRuns */.XG)({
        client,
        clock,
        log,
        workspaceId: config.workspaceId,
        deadline: c.deadline,
        aiAnalysis: analysis,
        analysisRequested: run.startedByUs && config.aiAnalysis,
        catalogue: c.info.catalogue,
        weights: c.info.weights,
        probeRunUrl: (id) => `${run.url}/probe/${id}`,
        signal,
        testRunId: run.testRunId,
        invalid: c.invalid,
        onDetail: c.window.record,
        redactor: (0,redact_facts/* scanRedactor */.e)(config.secrets),
        shape: c.shape,
        ...told,
    }, refs, run.warnings);
}
/**
 * The scores (docs/platform.md 4.6), read once every probe run has been asked for (`start`, told by
 * the collection), while the last answers arrive, instead of a round trip after them;
 * else (in runs larger than budget.ts `besideLastAnswers` allows) after the collection.
 * Whether they are this run's is judged by their date against the probe runs' execution
 * window (R20), not by when they were read; their warnings follow the collection's.
 */
function scoresRead(read) {
    let started;
    return { start: () => (started ??= shared(read())) };
}
/**
 * A read several steps await, each handling its failure its own way (a warning, or failing
 * closed). Marked handled, so that a failure no step came to await is no unhandled rejection.
 */
function shared(read) {
    read.catch(() => undefined);
    return read;
}
/**
 * The target, its type and the catalogue (target-info.ts), read while the run is awaited: they
 * do not change with it, and the collection needs them first. For gatherFacts.
 */
function readTargetInfoEarly(deps, config, run) {
    const call = { signal: deps.signal, deadline: (0,budget/* gatherDeadline */.Sd)(run.deadline, deps.clock.now()) };
    const warnings = [];
    const info = fetchTargetInfo(deps.client, config.workspaceId, run.targetId, warnings, call);
    return { info: shared(info.then((i) => ({ info: i, warnings }))) };
}

;// CONCATENATED MODULE: ./src/scan/run/open-check.ts
/**
 * Opens the check on the commit once the test run exists (in progress, with the run's link):
 * the target's name is read for the check's title; neither that read nor the check can fail
 * the scan (R11), each failure is a warning.
 */
async function openCheck(deps, config, run) {
    if (!deps.check)
        return;
    let targetName = null;
    try {
        const target = await deps.client.getTarget(config.workspaceId, run.targetId, {
            signal: deps.signal,
        });
        targetName = target.settings?.name ?? null;
    }
    catch {
        // The name is only a title: the check opens with the target id instead.
    }
    try {
        await deps.check.started({
            targetId: run.targetId,
            targetName,
            testRunId: run.testRunId,
            url: run.url,
        });
    }
    catch (err) {
        deps.log.warn(`Could not open the check run (the verdict stands): ${err instanceof Error ? err.message : String(err)}`);
    }
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
;// CONCATENATED MODULE: ./src/scan/collect/read-ahead.ts
/**
 * Probe runs read while the run is awaited: each probe run the status endpoint shows final
 * (its entry breaks no invariant: evidence/status-entries.ts) has its detail read once, beside
 * the polls. The collection (collect.ts) takes such a read as its first read of that probe run
 * only when every status answer from its request to the final one showed the very entry it was
 * read for; any other probe run, or one whose entry changed in any field meanwhile, is read at
 * the end as if nothing had been read. The detail taken is checked against the final entry
 * exactly as a read at the end would be, so a read made early can change when a probe run was
 * read, never what the verdict accepts.
 *
 * A scan that wants the AI analysis uses an early read only when the analysis was finished in
 * it: the platform adds the analysis, and suggestions to the remediation, after the probe run
 * ends. So a probe run seen turning final during the wait is read {@link ANALYSIS_WAIT_MS}
 * after that (one final at the scan's first status answer may have ended long before: it is
 * read at once); a read still without the analysis is read again at the end.
 */



/**
 * Why: what is read early is held to the end, and the collection's lanes hold at most
 * budget.ts `CASES_IN_FLIGHT`; past this many test cases (by the entries' counts) nothing more
 * is read early and the rest is read at the end.
 */
const AHEAD_MAX_CASES = 20_000;
/** Why 2: the wait is in no hurry; the reads only need to be done by the run's end. */
const AHEAD_LANES = 2;
/**
 * Why: the sandbox models the analysis as ready 15 s after its probe run ends; a read made
 * sooner would only be made again at the end.
 */
const ANALYSIS_WAIT_MS = 20_000;
class ProbeRunsAhead {
    #held = new Map();
    /** When each probe run was first seen final (-Infinity: at the scan's first answer). */
    #finalSince = new Map();
    #lanes = (0,p_limit/* default */.A)(AHEAD_LANES);
    #o;
    /** Whether no status answer has been seen yet. */
    #first = true;
    #cases = 0;
    constructor(o) {
        this.#o = o;
    }
    /** A status answer while the run is going: reads the probe runs it shows final. */
    see(status) {
        const first = this.#first;
        this.#first = false;
        for (const entry of uniqueProbeRuns(status)) {
            const id = entry.probeRunId;
            if (typeof id !== 'number')
                continue;
            const held = this.#held.get(id);
            if (held && (0,external_node_util_.isDeepStrictEqual)(held.entry, entry))
                continue;
            // Changed since it was read (final or not): that read is not given.
            if (held)
                this.#drop(id, held);
            if (!entryIsFinal(entry) || !this.#due(id, first))
                continue;
            const cases = typeof entry.totalCount === 'number' ? entry.totalCount : Infinity;
            if (this.#cases + cases > (this.#o.maxCases ?? AHEAD_MAX_CASES))
                continue;
            this.#read(id, structuredClone(entry), cases);
        }
    }
    /** Whether a final probe run is to be read now (see the file's comment). */
    #due(id, first) {
        if (!this.#finalSince.has(id))
            this.#finalSince.set(id, first ? -Infinity : this.#o.clock.now());
        if (!this.#o.analysis)
            return true;
        return this.#o.clock.now() - this.#finalSince.get(id) >= ANALYSIS_WAIT_MS;
    }
    #read(id, entry, cases) {
        const { client, workspaceId, signal, deadline } = this.#o;
        const held = { entry, read: Promise.resolve(null), cases, started: false };
        held.read = this.#lanes(async () => {
            // Taken, or replaced, before its turn came: the collection reads it in its own lanes.
            if (this.#held.get(id) !== held)
                return null;
            held.started = true;
            const detail = await client.getProbeRunFindings(workspaceId, id, { signal, deadline });
            return !this.#o.analysis || detail.isAiAnalysisFinished === true ? detail : null;
        });
        // Failing here only means reading it at the end.
        held.read.catch(() => undefined);
        this.#cases += cases;
        this.#held.set(id, held);
    }
    take(ref) {
        const id = ref.probeRunId;
        const held = id === null ? undefined : this.#held.get(id);
        if (id === null || !held)
            return undefined;
        this.#drop(id, held);
        if (!held.started || !(0,external_node_util_.isDeepStrictEqual)(held.entry, ref.entry))
            return undefined;
        return held.read;
    }
    #drop(id, held) {
        this.#held.delete(id);
        this.#cases -= held.cases;
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(32794);
// EXTERNAL MODULE: ./src/report/junit.ts + 2 modules
var junit = __webpack_require__(30013);
// EXTERNAL MODULE: ./src/report/markdown/markdown-details.ts
var markdown_details = __webpack_require__(64814);
;// CONCATENATED MODULE: ./src/report/write/ahead.ts
/**
 * A huge run's parts made as it downloads: each probe run handed over as it is collected and
 * shaped has its JSON object, JUnit `<testsuite>` and Markdown block rendered while the scan's
 * thread would otherwise wait on the wire, and appended to one scratch file per format. At the
 * end a report copies a part in place of its section (format.ts `Section`) only when the
 * section is of that very probe run object and of the same key; any other section is rendered
 * where it stands.
 * Scratch files live in a private folder (mode 0700), hold only redacted text (the probe runs
 * are shaped, and so redacted, before they are handed over) and are removed by `dispose`.
 */









/** Runs of fewer test cases render every report at the end: making parts ahead costs more. */
const AHEAD_FROM_CASES = 20_000;
/** How long the loop is watched before a probe run's parts are made. */
const WATCH_MS = 10;
/** Above this share of that time busy, the loop has no idle time to give: parts wait. */
const BUSY_SHARE = 0.5;
/** The formats whose parts depend on the probe run (and a key) alone. */
const AHEAD_FORMATS = ['json', 'junit', 'md'];
class PartsAhead {
    #dir;
    #o;
    #scratch = new Map();
    #queue = [];
    #draining = null;
    #disposed = null;
    /** Set by a failure or by `settle`: nothing more is made. */
    #stopped = false;
    constructor(dir, o) {
        this.#dir = dir;
        this.#o = o;
    }
    /** Opens the scratch files; null when they cannot be made (every part renders at the end). */
    static async open(o) {
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'probe-gate-parts-')).catch(() => null);
        if (dir === null)
            return null;
        const ahead = new PartsAhead(dir, o);
        try {
            for (const format of o.formats) {
                // Written here, read back by the reports: created exclusively, never through a link.
                const file = await (0,promises_.open)((0,external_node_path_.join)(dir, format), 'wx+', 0o600);
                ahead.#scratch.set(format, { key: o.keys[format], file, size: 0, parts: new WeakMap() });
            }
            return ahead;
        }
        catch {
            await ahead.dispose();
            return null;
        }
    }
    /** Queues a collected, shaped probe run: its parts are made at a later turn of the loop. */
    add(run) {
        if (this.#stopped)
            return;
        this.#queue.push(run);
        this.#draining ??= this.#drain().finally(() => (this.#draining = null));
    }
    async #drain() {
        for (let run = this.#queue.shift(); run && !this.#stopped; run = this.#queue.shift()) {
            await this.#idle();
            for (const [format, scratch] of this.#scratch) {
                if (this.#stopped)
                    return;
                await this.#make(format, scratch, run).catch(() => void (this.#stopped = true));
            }
        }
    }
    /**
     * Returns once the loop was mostly idle for a while (waiting on the wire), or the writer
     * stopped: while answers keep the scan's thread busy, collecting goes first, and what is
     * not made by the end is rendered there.
     */
    async #idle() {
        while (!this.#stopped) {
            const before = external_node_perf_hooks_.performance.eventLoopUtilization();
            await (0,external_node_timers_promises_.setTimeout)(WATCH_MS);
            if (external_node_perf_hooks_.performance.eventLoopUtilization(before).utilization < BUSY_SHARE)
                return;
        }
    }
    async #make(format, scratch, run) {
        let bytes;
        try {
            const pieces = this.#o.render[format](run);
            if (pieces === null)
                return;
            bytes = Buffer.from((0,report_format/* piecesText */.BW)(pieces), 'utf8');
        }
        catch {
            // An invalid probe run: its section is rendered at the end, which says what is wrong.
            return;
        }
        const offset = scratch.size;
        scratch.size += bytes.length;
        const { bytesWritten } = await scratch.file.write(bytes, 0, bytes.length, offset);
        if (bytesWritten !== bytes.length)
            throw new Error('short write to a scratch file');
        scratch.parts.set(run, { offset, size: bytes.length });
    }
    /** Makes no more parts (the rest render at the end) once those being made are done. */
    async settle() {
        this.#stopped = true;
        this.#queue.length = 0;
        await this.#draining;
    }
    /**
     * The bytes of the part made for this very section, or undefined: none was made, or it was
     * made from another object or with another key, or it cannot be read back whole.
     */
    async bytesOf(section) {
        const scratch = this.#scratch.get(section.section);
        const part = scratch?.parts.get(section.run);
        if (!scratch || !part || scratch.key !== section.key)
            return undefined;
        const bytes = Buffer.allocUnsafe(part.size);
        const read = await scratch.file.read(bytes, 0, part.size, part.offset).catch(() => null);
        return read?.bytesRead === part.size ? bytes : undefined;
    }
    /** Closes and removes the scratch files; every call after the first waits on the first. */
    dispose() {
        this.#disposed ??= this.#dispose();
        return this.#disposed;
    }
    async #dispose() {
        this.#stopped = true;
        this.#queue.length = 0;
        await this.#draining;
        for (const { file } of this.#scratch.values())
            await file.close().catch(() => undefined);
        this.#scratch.clear();
        await (0,promises_.rm)(this.#dir, { recursive: true, force: true });
    }
}
/** Parts made as the run downloads, or null: a run too small, or no such format asked for. */
async function openAhead(plan) {
    const formats = AHEAD_FORMATS.filter((f) => plan.formats.includes(f));
    if (formats.length === 0 || plan.total < (plan.fromCases ?? AHEAD_FROM_CASES))
        return null;
    const timestamp = (0,report_format/* suiteTimestamp */.Z_)(plan.startedAt);
    return PartsAhead.open({
        formats,
        render: {
            json: (run) => (0,json/* probeRunPieces */.RG)(run, 0),
            junit: (run) => (0,junit/* probeSuiteChunks */.zp)(run, timestamp),
            // Made only where the file's block is the probe run's whole list of test cases.
            md: (run) => (run.failedTestCases.length > 0 ? (0,markdown_details/* fileCasesBlock */.P1)(run) : null),
        },
        keys: { junit: timestamp ?? '' },
    });
}

// EXTERNAL MODULE: ./src/scan/run/run-list.ts
var run_list = __webpack_require__(47211);
;// CONCATENATED MODULE: ./src/scan/run/trend.ts
/**
 * The trend: the target's last completed runs from its test run list (docs/platform.md 4.7), oldest
 * first, ending with this run, each with its fail rate (and the run score where this report has
 * it), a Unicode sparkline of the fail rate, and the failures new, fixed and persistent
 * against the previous run (from the baseline comparison). Reading it can fail without
 * changing anything else: a failure is a warning and the report has no trend (R11).
 */


/** Blocks of the sparkline, lowest first. */
const BLOCKS = '▁▂▃▄▅▆▇█';
/** A sparkline of values (null: a gap, shown as a space); scaled from the lowest to the highest. */
function sparkline(values) {
    const known = values.filter((v) => v !== null && Number.isFinite(v));
    const lo = Math.min(...known);
    const hi = Math.max(...known);
    return values
        .map((v) => {
        if (v === null || !Number.isFinite(v))
            return ' ';
        if (hi === lo)
            return BLOCKS[0];
        return BLOCKS[Math.round(((v - lo) / (hi - lo)) * (BLOCKS.length - 1))];
    })
        .join('');
}
const rate = (passed, failed) => passed + failed > 0 ? Math.round((failed / (passed + failed)) * 10_000) / 10_000 : null;
/** The trend of `report` from the target's run list (pure); `scores`: earlier runs' known scores. */
function buildTrend(report, list, count, scores = new Map()) {
    const current = report.testRun.id;
    // Retry runs (retry-failed) are pooled into their scan's point, not runs of their own.
    const retries = new Set(report.retries?.runs.map((r) => r.testRunId) ?? []);
    const earlier = (0,run_list/* completedScans */.o)(list, new Set([current, ...retries]))
        .filter((r) => typeof r.id === 'number')
        .sort((a, b) => (0,run_list/* runTime */.F)(a) - (0,run_list/* runTime */.F)(b) || a.id - b.id)
        .slice(-(count - 1))
        .map((r) => ({
        testRunId: r.id,
        executedAt: r.executionDate ?? null,
        total: r.totalCount ?? 0,
        failed: r.failedCount ?? 0,
        failRate: rate(r.passedCount ?? 0, r.failedCount ?? 0),
        score: scores.get(r.id) ?? null,
    }));
    const t = report.totals;
    const runs = current === null || count < 1
        ? earlier
        : [
            ...(count > 1 ? earlier : []),
            {
                testRunId: current,
                executedAt: report.testRun.startedAt,
                total: t.total,
                failed: t.failed,
                failRate: rate(t.passed, t.failed),
                score: report.scores.overall,
            },
        ];
    const b = report.baseline;
    const changes = b &&
        b.newFailures !== null &&
        typeof b.fixedCount === 'number' &&
        typeof b.persistentCount === 'number'
        ? {
            new: b.newFailures.length,
            fixed: b.fixedCount,
            persistent: b.persistentCount,
            since: b.testRunId,
        }
        : null;
    const scored = runs.filter((r) => r.score !== null).length;
    return {
        runs,
        sparkline: sparkline(runs.map((r) => r.failRate)),
        scoreSparkline: scored >= 2 ? sparkline(runs.map((r) => r.score)) : null,
        changes,
    };
}
/**
 * Earlier runs' scores that saved reports have (the platform keeps no historic scores): the
 * baseline's, and those of the trend kept in a `baseline-report` file. A file that cannot be
 * read again gives only the baseline's (its problem was already a warning).
 */
async function knownScores(report) {
    const out = new Map();
    const b = report.baseline;
    if (b?.source === 'file' && b.reference)
        for (const [id, score] of await scoresInFile(b.reference, report.platform.targetId))
            out.set(id, score);
    if (b && b.testRunId !== null && b.overallScore !== null)
        out.set(b.testRunId, b.overallScore);
    return out;
}
/**
 * The scores of the trend of a saved report file, when it is the same target's (a foreign
 * file's scores are not this trend's); none when it cannot be read (already warned when the
 * baseline was read).
 */
async function scoresInFile(reference, targetId) {
    try {
        const { FILE_CAPS, readCapped } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 54423));
        const { parseReportJson } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 32794));
        const text = readCapped(reference, 'baseline-report', FILE_CAPS.baselineReport);
        const saved = parseReportJson(text.toString('utf8'), reference);
        if (saved.platform.targetId !== targetId)
            return [];
        return (saved.trend?.runs ?? []).flatMap((p) => p.score === null ? [] : [[p.testRunId, p.score]]);
    }
    catch {
        return [];
    }
}
/** Reads the run list and builds the trend; null (with a warning) when it cannot be read. */
async function readTrend(deps, count, report, 
/** The run list read once for the scan (collect/gather.ts); absent: read here. */
targetRuns) {
    if (count <= 0)
        return null;
    try {
        const { workspaceId, targetId } = report.platform;
        const list = await (targetRuns ??
            deps.client.listTestRuns(workspaceId, targetId, { signal: deps.signal }));
        return buildTrend(report, list, count, await knownScores(report));
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        report.warnings.push(`The trend could not be read (${err.message}).`);
        return null;
    }
}

// EXTERNAL MODULE: ./src/report/model.ts + 3 modules
var model = __webpack_require__(81872);
// EXTERNAL MODULE: ./src/scan/verdict/gate.ts + 1 modules
var verdict_gate = __webpack_require__(3959);
;// CONCATENATED MODULE: ./src/scan/retry/causes.ts



/**
 * Verdicts a retry may change: a failing gate, and `inconclusive` (too few samples), which more
 * test cases can settle. `error` and `timeout` are never retried: invalid or missing data fails
 * closed (R10), and a timed-out scan has no time left.
 */
const RETRIED_VERDICTS = new Set(['fail', 'inconclusive']);
/** Whether a verdict is one that retry-failed retries. */
const retriable = (verdict) => RETRIED_VERDICTS.has(verdict);
/**
 * The probes a retry runs again after a failing or inconclusive verdict: never only the probes
 * that failed (a probe with a lucky result would keep it, and the pooled evidence would be
 * selected), but every probe the failed check judges:
 * - `category-min-score:<c>` and `min-samples:<c>`: every probe of that category (the check
 *   reads the category's mean, so all of its probes are measured again);
 * - any other failing check (min-score, max-failed, max-fail-rate, max-error-rate, the
 *   regression checks, the evidence rule, an open check (inconclusive under `gate-on: bound`,
 *   also of a category) and checks added later): every probe of the run.
 * A failed `warn-only` check causes nothing: it does not fail the build. An `inconclusive`
 * verdict with no failing check retries every probe of the run. Only probes with an id can be
 * triggered again. Pure.
 */
function causingProbes(gate, probeRuns, 
// Kept for callers: which probes failed no longer narrows the retry (see above).
_baseline, _countAcceptedRisk) {
    const failing = gate.checks.filter((c) => (0,model/* checkStatus */.dO)(c) === 'fail' && c.warnOnly !== true);
    const picked = new Set();
    for (const check of failing)
        for (const p of probeRuns)
            if (causes(check, p))
                picked.add(p);
    if (failing.length === 0 && gate.verdict === 'inconclusive')
        for (const p of probeRuns)
            picked.add(p);
    return probeRuns.filter((p) => picked.has(p) && p.probeId !== null);
}
/** Whether probe `p` is one that the failed `check` judges (the rules above). */
function causes(check, p) {
    const inCategory = (c) => (0,verdict_gate/* categoryKey */.au)(p.category ?? '') === (0,verdict_gate/* categoryKey */.au)(c);
    // An open check (bound) retries every probe: the whole run's evidence is what is short.
    if (check.inconclusive === true)
        return true;
    if (check.id.startsWith('category-min-score:'))
        return inCategory(check.id.slice('category-min-score:'.length));
    if (check.input === 'min-samples' && check.id.startsWith('min-samples:')) {
        const evidence = check.id.slice('min-samples:'.length);
        return evidence === 'errors' || inCategory(evidence);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/scan/retry/pool.ts


/** A probe's identity across runs: its id, else its name. */
const probeKey = (p) => p.probeId !== null ? `id:${p.probeId}` : `name:${p.name}`;
/** The least settled of two probe run states: a pooled probe is completed only when all were. */
function pooledStatus(a, b) {
    return a === 'completed' ? b : a;
}
/**
 * One probe's counts summed over runs: rates and interval recomputed from the sums; the
 * failed test cases of every run kept (each carries its own id); the first run's links,
 * analysis and remediation.
 */
function poolProbe(first, more, accepted) {
    const sum = { ...first };
    for (const p of more) {
        for (const f of verdict_counts/* COUNT_FIELDS */.mY)
            sum[f] += p[f];
        sum.status = pooledStatus(sum.status, p.status);
        sum.failedTestCases = [...sum.failedTestCases, ...p.failedTestCases];
    }
    return { ...sum, ...(0,verdict_counts/* computeRates */.po)(sum, accepted, first.failRateInterval?.confidence) };
}
/**
 * The facts the gate judges after retries (retry-failed): every probe of the first run, with
 * the counts of each retried probe summed over all runs (current plus retries), so the fail
 * rate, counts, category and overall scores are recomputed on the pooled counts. The score is
 * this scan's own (R20): no platform score reflects several runs. Invalid data of any run
 * fails closed (R21). Pure.
 */
function poolFacts(first, retries) {
    const accepted = first.config.gate.countAcceptedRisk;
    const later = new Map();
    for (const r of retries)
        for (const p of r.probeRuns)
            later.set(probeKey(p), [...(later.get(probeKey(p)) ?? []), p]);
    const probeRuns = first.probeRuns.map((p) => {
        const more = later.get(probeKey(p));
        return more ? poolProbe(p, more, accepted) : p;
    });
    const own = runScore(probeRuns);
    const pooledRuns = retries.length + 1;
    const problem = own.overall === null
        ? `The score pooled over ${pooledRuns} runs could not be computed (no judged test case): failing closed.`
        : null;
    const last = retries[retries.length - 1] ?? first;
    return {
        ...first,
        probeRuns,
        finishedAt: last.finishedAt,
        invalid: [...first.invalid, ...retries.flatMap((r) => r.invalid)],
        scoreProblem: problem,
        retryRunIds: retries.flatMap((r) => (r.testRunId === null ? [] : [r.testRunId])),
        scores: {
            ...first.scores,
            overall: own.overall,
            categories: own.categories,
            source: {
                gated: problem ? null : 'run',
                requested: first.config.gate.scoreSource,
                reason: `This scan's own score was gated, computed with the platform's formula from the counts of each probe pooled over ${pooledRuns} runs (retry-failed).`,
                run: own,
                platform: first.scores.source?.platform ?? { overall: null, categories: {} },
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/scan/retry/retry.ts





const secs = (ms) => `${Math.max(0, Math.round(ms / 1000))} s`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A run's line in the report: its ids, link, own counts and the verdict after it. */
function scanRun(attempt, a, probes, verdict) {
    const s = a.waited.snapshot;
    return {
        attempt,
        testRunId: a.run.testRunId,
        name: a.run.runName ?? s.summary?.name ?? null,
        url: a.run.url,
        status: s.state,
        timedOut: a.waited.timedOut,
        probes,
        counts: {
            total: s.total,
            processed: s.processed,
            passed: s.passed,
            failed: s.failed,
            errors: s.errors,
        },
        verdict,
    };
}
/**
 * Why a retry is not started now, or null: the retry must fit in the same deadline. Its length
 * is estimated from the first run's, scaled by the share of its test cases being retried.
 */
function noTimeFor(first, cases, now) {
    const left = first.run.deadline - now;
    const took = first.waited.finishedAt - first.run.startedAt;
    const share = first.facts.probeRuns.reduce((n, p) => n + p.total, 0);
    const need = share > 0 ? (took * cases) / share : took;
    return left < need
        ? `${secs(left)} were left before the deadline and a retry of these probes takes about ${secs(need)}`
        : null;
}
/**
 * Step 7b, `retry-failed: N`: after a run whose verdict is fail (or inconclusive), triggers
 * one more test run with every probe the failing checks judge (causes.ts), up to N times,
 * within the same deadline, and judges the counts of each probe pooled over all runs
 * (pool.ts), each look at its share of the error rate (sequential.ts). Every
 * retry is triggered exactly once through start-run (unique name, found by name after an
 * ambiguous trigger, saved for the post step, R3, R9, R23) and followed by await-run
 * (cancelled on abort and on timeout, R8, R9). A retry that does not complete is not pooled:
 * the verdict stands on the runs before it.
 */
async function retryFailed(deps, config, first, decided, decide) {
    const firstProbes = first.facts.perProbeDetail ? first.facts.probeRuns.map((p) => p.name) : null;
    const runs = [scanRun(0, first, firstProbes, decided.gate.verdict)];
    const gathered = [];
    const pooled = new Set();
    let current = decided;
    let stop = null;
    // Runs of this scan, final before each retry starts: never that retry's neighbours (R20).
    const ours = new Set([...first.run.finalBefore, first.run.testRunId]);
    for (let attempt = 1; attempt <= config.retryFailed && retriable(current.gate.verdict); attempt++) {
        const found = retryCauses(config, first, current, deps.clock.now());
        if ('stop' in found) {
            stop = found.stop;
            break;
        }
        const names = found.causes.map((p) => p.name);
        // Probe names are the platform's text: through the logger's untrusted channel (R13, R27).
        deps.log.untrusted(`Verdict ${current.gate.verdict}: retry ${attempt} of ${config.retryFailed} with the ${plural(names.length, 'probe')} the failing checks judge:`, names.map((n) => `  ${n.slice(0, 80)}`).join('\n'));
        const { run, waited, facts } = await runRetry(deps, config, first, {
            attempt,
            probeIds: found.causes.map((p) => p.probeId),
            finalBefore: ours,
        });
        if (!facts?.perProbeDetail) {
            runs.push(scanRun(attempt, { run, waited }, names, null));
            stop = notPooled(attempt, run.testRunId, waited);
            break;
        }
        gathered.push(facts);
        for (const n of names)
            pooled.add(n);
        current = await decide(poolFacts(first.facts, gathered), first.waited);
        runs.push(scanRun(attempt, { run, waited }, names, current.gate.verdict));
    }
    const retries = {
        allowed: config.retryFailed,
        runs,
        pooledProbes: [...pooled],
        decision: decision(runs, current.gate.verdict, pooled.size, stop),
    };
    return { ...current, retries };
}
/**
 * The probe runs a retry would run again (those the failing checks judge), or why no retry
 * is made: no per-probe detail, no cause with an id, or too little time before the deadline.
 */
function retryCauses(config, first, current, now) {
    if (!first.facts.perProbeDetail)
        return { stop: 'without per-probe detail, the probes that caused it are unknown' };
    const { probeRuns, baseline } = current.redacted;
    const causes = causingProbes(current.gate, probeRuns, baseline, config.gate.countAcceptedRisk);
    const cases = causes.reduce((n, p) => n + p.total, 0);
    const stop = causes.length === 0 ? 'no probe run with an id caused it' : noTimeFor(first, cases, now);
    return stop ? { stop } : { causes };
}
/**
 * Triggers one retry run, waits for it and, when it completed, gathers its facts; the retry's
 * warnings join the first run's, named by the retry's test run.
 */
async function runRetry(deps, config, first, start) {
    const warnings = [];
    const { targetId, startedAt } = first.run;
    const started = await (0,start_run/* startRun */.A)(deps, config, targetId, startedAt, warnings, start);
    const waitLine = `Retry ${start.attempt}: waiting for test run ${started.testRunId}`;
    deps.log.phase?.(waitLine, { live: true });
    const { run, waited } = await awaitRun(deps, config, started);
    start.finalBefore.add(run.testRunId);
    deps.signal?.throwIfAborted();
    const complete = !waited.timedOut && waited.snapshot.state === 'completed';
    const facts = complete ? await gatherFacts(deps, config, run, waited) : null;
    deps.signal?.throwIfAborted();
    first.run.warnings.push(...warnings.map((w) => `Retry run ${run.testRunId}: ${w}`));
    return { run, waited, facts };
}
/** Why a retry's counts are not pooled: it did not complete, or has no per-probe detail. */
function notPooled(attempt, testRunId, waited) {
    const how = waited.timedOut
        ? 'did not finish before the deadline'
        : waited.snapshot.state === 'completed'
            ? 'has no per-probe detail'
            : `ended ${waited.snapshot.state}`;
    return `retry ${attempt} (test run ${testRunId}) ${how}, so its counts are not pooled`;
}
/** How the verdict was decided, in a sentence or two. */
function decision(runs, verdict, pooled, stop) {
    const first = runs[0]?.verdict ?? verdict;
    const judged = runs.filter((r) => r.verdict !== null).length;
    const head = !retriable(first)
        ? `The first run's verdict is ${first}: nothing to retry (only fail and inconclusive are retried).`
        : judged === 1
            ? `The first run's verdict is ${first}; it was not retried${stop ? ` (${stop})` : ''}.`
            : `The first run's verdict was ${first}; ${judged - 1} ${judged === 2 ? 'retry' : 'retries'} of the probes the failing checks judge ran and the verdict ${verdict} was judged on the counts of ${plural(pooled, 'probe')} pooled over ${plural(judged, 'run')}, each look at its share of the error rate (the other probes' counts come from the first run).`;
    return judged > 1 && stop ? `${head} No further retry: ${stop}.` : head;
}

// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
// EXTERNAL MODULE: ./src/compliance/data/index.ts + 7 modules
var data = __webpack_require__(64848);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(75217);
// EXTERNAL MODULE: ./src/compliance/types.ts
var types = __webpack_require__(49942);
;// CONCATENATED MODULE: ./src/compliance/verdicts.ts



/** More errored than judged test cases: the judged ones are not a fair sample (the gate's rule). */
const MAX_ERROR_SHARE = 0.5;
/** The note every framework of a report carries. */
const MAPPING_NOTE = "probe-gate's own mapping of probes to this edition: a mapped probe tests for the item; a verdict here is evidence from this run, not proof of compliance.";
/** Item verdicts of every mapped framework edition for this run's probe runs. Pure. */
function complianceOf(probes, rules, frameworks = data/* FRAMEWORKS */.i) {
    return frameworks.map((f) => {
        const mapped = probes.map((p) => ({ probe: p, items: (0,map/* itemsFor */.gK)(f, p) }));
        return {
            key: (0,types/* frameworkKey */.G)(f),
            framework: f.framework,
            edition: f.edition,
            title: f.title,
            mappingVersion: f.mappingVersion,
            note: MAPPING_NOTE,
            items: f.items.map((item) => itemVerdict(item, mapped.filter((m) => m.items.includes(item.id)).map((m) => m.probe), rules)),
            unmapped: [...new Set(mapped.filter((m) => m.items.length === 0).map((m) => m.probe.name))],
        };
    });
}
function itemVerdict(item, probes, rules) {
    let judged = 0;
    let failed = 0;
    let errors = 0;
    for (const p of probes) {
        judged += p.passed + p.failed;
        errors += p.errors;
        failed += Math.max(0, p.failed - p.ignored - (rules.countAcceptedRisk ? 0 : p.accepted));
    }
    const names = [...new Set(probes.map((p) => p.name))];
    const { verdict, reason } = decide(names.length, judged, failed, errors, rules);
    return { id: item.id, name: item.name, verdict, reason, probes: names, judged, failed, errors };
}
function decide(probes, judged, failed, errors, rules) {
    if (probes === 0)
        return { verdict: 'not-tested', reason: 'No mapped probe ran in this run.' };
    if (!rules.judgeable)
        return {
            verdict: 'inconclusive',
            reason: 'The run did not complete with valid results, so it cannot tell.',
        };
    if (failed > 0)
        return {
            verdict: 'non-compliant',
            reason: `${failed} counted failure${failed === 1 ? '' : 's'} in ${judged} judged test cases of mapped probes.`,
        };
    if (rules.minSamples > 0 && judged < rules.minSamples)
        return {
            verdict: 'inconclusive',
            reason: `${judged} judged test case${judged === 1 ? '' : 's'}, fewer than min-samples ${rules.minSamples}.`,
        };
    if (rules.minSamples > 0 && errors > 0 && errors / (errors + judged) > MAX_ERROR_SHARE)
        return {
            verdict: 'inconclusive',
            reason: `${errors} errored against ${judged} judged test cases: the judged ones may not represent the attacks.`,
        };
    return {
        verdict: 'compliant',
        reason: `No counted failure in ${judged} judged test cases of mapped probes.`,
    };
}

;// CONCATENATED MODULE: ./src/scan/verdict/build-report.ts



/** Totals from per-probe detail when available, else from the run-level counts of the last poll. */
function totalsFor(facts) {
    const { countAcceptedRisk: countAccepted, confidence } = facts.config.gate;
    if (facts.perProbeDetail && facts.probeRuns.length > 0)
        return (0,verdict_counts/* sumCounts */.W_)(facts.probeRuns, countAccepted, confidence);
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
    return { ...raw, ...(0,verdict_counts/* computeRates */.po)(raw, countAccepted, confidence) };
}
/** The report's `testRun.startedAt`: the platform's execution date, else when the scan started it. */
function runStartedAt(executionDate, startedAt) {
    return executionDate ?? new Date(startedAt).toISOString();
}
/** Assembles the versioned Report from the scan's facts and the gate's verdict. */
function buildReport(facts, gate, totals) {
    const c = facts.config;
    return {
        schemaVersion: risk_band/* REPORT_SCHEMA_VERSION */.WI,
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
            startedAt: runStartedAt(facts.executionDate, facts.startedAt),
            finishedAt: facts.finishedAt === null ? null : new Date(facts.finishedAt).toISOString(),
            durationSeconds: facts.finishedAt === null ? null : Math.round((facts.finishedAt - facts.startedAt) / 1000),
        },
        scores: presentedScores(facts.scores, gate),
        totals,
        perProbeDetail: facts.perProbeDetail,
        // Shaped as collected (triage/shape.ts): intervals at the `confidence` input already.
        probeRuns: facts.probeRuns,
        gate,
        baseline: facts.baseline,
        benchmarks: facts.benchmarks,
        compliance: complianceOf(facts.probeRuns, {
            minSamples: c.gate.minSamples,
            countAcceptedRisk: c.gate.countAcceptedRisk,
            judgeable: gate.verdict !== 'error' && gate.verdict !== 'timeout',
        }),
        warnings: facts.warnings,
        links: { run: facts.runUrl, artifact: null },
        ...(c.profile ? { profile: c.profile } : {}),
    };
}
/**
 * The scores as the report presents them: an `error` or `timeout` verdict shows no score as
 * this run's result (the record of both scores stays in `source`).
 */
function presentedScores(scores, gate) {
    if ((0,risk_band/* stoppedVerdict */.lZ)(gate.verdict))
        return { ...scores, overall: null, categories: {}, band: null };
    return { ...scores, band: (0,risk_band/* riskBand */.vD)(scores.overall) };
}

;// CONCATENATED MODULE: ./src/scan/retry/sequential.ts
/**
 * `retry-failed: N` as a sequential design fixed before the first run: up to N + 1 looks at
 * counts pooled over every run so far (every probe of the causing category, or every probe,
 * runs again: causes.ts), each look judged at a level that spends the error rate across the
 * looks, so that stopping at the first pass cannot buy a pass.
 * - `gate-on: bound`: the one-sided level 1 - confidence over 2 is split equally over the
 *   N + 1 looks (Bonferroni: valid whatever the correlation of pooled looks, a little stricter
 *   than Pocock's constant boundary), so the chance that a target at the limit passes at any
 *   look stays at most the level of a single look.
 * - `gate-on: point`: the first look is the configured point estimate, as without retries;
 *   a retry look passes only when the pooled pessimistic bound clears the bar, at a one-sided
 *   level of RETRY_FALSE_PASS / N per look (judged as `bound`: pass, fail when even the
 *   optimistic bound misses, inconclusive between). A target that misses the bar thus gains at
 *   most RETRY_FALSE_PASS in pass rate over no retry.
 * Pure.
 */
/** Why 0.01: retries may raise the pass rate of a target that misses the bar by at most 1 point. */
const RETRY_FALSE_PASS = 0.01;
/** How the gate judges look `look` (0: the first run) of a scan allowed `retries` retries. */
function lookGate(gate, retries, look) {
    if (retries <= 0)
        return gate;
    if (gate.gateOn === 'bound') {
        const alpha = (1 - gate.confidence) / 2 / (retries + 1);
        return { ...gate, confidence: 1 - 2 * alpha };
    }
    if (look === 0)
        return gate;
    return { ...gate, gateOn: 'bound', confidence: 1 - (2 * RETRY_FALSE_PASS) / retries };
}

;// CONCATENATED MODULE: ./src/scan/verdict/judge.ts





/** Step 6 of the scan: the gate's input from the triaged facts, and its verdict. Pure. */
function judge(facts, waited, config) {
    const totals = totalsFor(facts);
    // Each look of retry-failed is judged at its share of the error rate (retry/sequential.ts).
    const look = facts.retryRunIds?.length ?? 0;
    const gateConfig = lookGate(config.gate, config.retryFailed, look);
    const gate = (0,verdict_gate/* evaluateGate */.DR)({
        runState: waited.snapshot.state,
        timedOut: waited.timedOut,
        budgetStop: waited.budgetStop ?? null,
        overallScore: facts.scores.overall,
        categories: facts.scores.categories,
        scoreProblem: facts.scoreProblem,
        scoreUnproven: facts.scoreUnproven ?? null,
        invalid: facts.invalid,
        processed: totals.processed,
        passed: totals.passed,
        failed: totals.failed,
        errors: totals.errors,
        accepted: totals.accepted,
        ignored: totals.ignored,
        baseline: facts.baseline
            ? {
                scoreDelta: facts.baseline.scoreDelta,
                newFailures: facts.baseline.newFailures?.length ?? null,
                newFailureProbes: facts.baseline.newFailures?.map((f) => f.probe) ?? [],
                probeTests: facts.baseline.probeTests ?? null,
                ...(facts.baseline.skipReason ? { skipReason: facts.baseline.skipReason } : {}),
            }
            : null,
        ...evidenceOf(facts, totals, gateConfig.confidence),
        compliance: facts.perProbeDetail
            ? complianceOf(facts.probeRuns, {
                minSamples: gateConfig.minSamples,
                countAcceptedRisk: gateConfig.countAcceptedRisk,
                judgeable: !waited.timedOut && facts.invalid.length === 0,
            })
            : null,
    }, gateConfig);
    return { gate, totals };
}
/**
 * Judged test cases per category and the scores at their pessimistic bound. With
 * per-probe detail both come from the probe runs; without it only the overall score can be
 * bounded, by the run's own fail-rate margin, and no category is known.
 */
function evidenceOf(facts, totals, confidence) {
    if (facts.perProbeDetail && facts.probeRuns.length > 0) {
        const categoryJudged = {};
        for (const p of facts.probeRuns) {
            const name = p.category ?? UNCATEGORISED;
            categoryJudged[name] = (categoryJudged[name] ?? 0) + p.passed + p.failed;
        }
        return {
            categoryJudged,
            boundScores: boundRunScore(facts.probeRuns, confidence),
            optimisticScores: optimisticRunScore(facts.probeRuns, confidence),
            errorFailScores: errorsAsFailuresScore(facts.probeRuns),
        };
    }
    const overall = facts.scores.overall;
    const i = totals.failRateInterval;
    const judged = totals.passed + totals.failed;
    // Rounded toward failing, like every pessimistic bound.
    const margin = i && judged > 0 ? 100 * (i.high - totals.failRate) : null;
    return {
        categoryJudged: null,
        boundScores: {
            overall: overall === null || margin === null
                ? null
                : Math.max(0, Math.floor((overall - margin) * 10) / 10),
            categories: {},
        },
    };
}

;// CONCATENATED MODULE: ./src/scan/later-steps.ts
/**
 * Steps 3 to 10 of the pipeline (engine.ts), loaded once the run exists: the Action and the
 * CLI send their first request without compiling them (start-up, docs/performance.md).
 */















/***/ }),

/***/ 47211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runTime),
/* harmony export */   o: () => (/* binding */ completedScans)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58638);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64311);
/**
 * Reading the target's test run list (docs/platform.md 4.7) for earlier scans: the baseline
 * (triage/baseline.ts) and the trend (trend.ts) pick from the same runs, in the same time order.
 */


/** When a run of the list ran (its executionDate, ms); -Infinity when unknown, so it sorts first. */
function runTime(r) {
    const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
    return Number.isFinite(t) ? t : -Infinity;
}
/**
 * The completed runs of the list that are scans of their own: none of `exclude` (this scan's
 * run and its retry runs), and no retry run of another scan (retry-failed: it ran only some
 * probes, so it is neither a baseline nor a point of the trend).
 */
function completedScans(list, exclude) {
    return list.filter((r) => !exclude.has(r.id) && !(0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .isRetryRunName */ .VO)(r.name) && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
}


/***/ })

};
