export const id = 230;
export const ids = [230];
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

/***/ 29:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _j: () => (/* binding */ fmtFailRate),
/* harmony export */   cO: () => (/* binding */ fmtRateCi)
/* harmony export */ });
/* unused harmony exports fmtRatio, countedOf, fmtErrorRate */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
/**
 * Rates as the renderers show them: one decimal of a percentage, rounded once, half up, from
 * the exact fraction of the counts when the report holds them (the stored rates have four
 * decimals, and rounding those again can move the shown digit). Pure.
 */

/**
 * `num / den` as a percentage with one decimal, rounded once, half up, from the exact fraction
 * (12 of 22 is 54.5%, never 54.6% by way of a stored 0.5455); `n/a` when `den` is 0.
 */
function fmtRatio(num, den) {
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0 || num < 0)
        return 'n/a';
    const tenths = Math.floor((2000 * num + den) / (2 * den));
    return `${tenths / 10}%`;
}
const round4 = (n) => Math.round(n * 10_000) / 10_000;
/**
 * Counted failures of stored counts, with the count-accepted-risk they were gated with (read
 * back from the stored four-decimal fail rate); null when the counts are not there.
 */
function countedOf(t) {
    const { passed, failed, accepted = 0, ignored = 0 } = t;
    if (passed === undefined || failed === undefined)
        return null;
    const judged = passed + failed;
    const withoutAccepted = Math.max(0, failed - ignored - accepted);
    const withAccepted = Math.max(0, failed - ignored);
    if (judged > 0 &&
        withAccepted !== withoutAccepted &&
        Math.min(1, round4(withAccepted / judged)) === t.failRate)
        return withAccepted;
    return withoutAccepted;
}
/** A fail rate, from the exact fraction of its counts when they are there (rounded once). */
function fmtFailRate(c) {
    const counted = countedOf(c);
    const judged = (c.passed ?? 0) + (c.failed ?? 0);
    if (counted === null || judged === 0 || round4(Math.min(1, counted / judged)) !== c.failRate)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.failRate);
    return fmtRatio(Math.min(counted, judged), judged);
}
/** An error rate, from errors over processed when they are there (rounded once). */
function fmtErrorRate(c) {
    if (c.errors === undefined || c.processed === undefined || c.processed === 0)
        return fmtPct(c.errorRate);
    if (round4(Math.min(1, c.errors / c.processed)) !== c.errorRate)
        return fmtPct(c.errorRate);
    return fmtRatio(Math.min(c.errors, c.processed), c.processed);
}
/**
 * A fail rate with its Wilson interval: `9.3% (95% CI 4.1–16.2%)`; the bare rate
 * when the report has no interval (reports written before intervals existed).
 */
function fmtRateCi(c) {
    const i = c.failRateInterval;
    if (!i)
        return fmtFailRate(c);
    const conf = `${Math.round(i.confidence * 1000) / 10}%`;
    return `${fmtFailRate(c)} (${conf} CI ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(i.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(i.high)})`;
}


/***/ }),

/***/ 211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ safeLinkUrl),
/* harmony export */   X5: () => (/* reexport safe */ _text_clean_js__WEBPACK_IMPORTED_MODULE_0__.X5),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   xR: () => (/* binding */ tableCell)
/* harmony export */ });
/* unused harmony exports codeBlock, escapeTablePipes, link, sanitizeLogText, jsonForLog, documentForLog, withStopCommands */
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(579);
/**
 * Untrusted text in Markdown and logs (R12, R13). Probe names, attack ids, strategies, AI
 * analysis and remediation text come from the platform and, through it, from attackers; a
 * saved JSON report given to `probe-gate report --input` may be hostile as a whole. Every
 * renderer puts such text on the page through exactly one of these functions.
 *
 * Choices, each proven with a real GFM parser in test/report:
 * - code spans and fences are longer than any backtick run inside, so they always close;
 * - in tables `|` is escaped even inside code spans (GFM splits cells before inline parsing);
 * - outside code, ASCII punctuation with a Markdown meaning is backslash-escaped (no link,
 *   image, HTML, emphasis or block syntax survives) and a zero-width space (`&#8203;`, as Renovate
 *   does) is put after `@`, inside `#123`, `GH-123`, `www.` and `://`, so GitHub makes no
 *   mention, issue reference or autolink of it.
 */


/**
 * A Markdown code span showing `text` literally: line breaks become spaces, invisible and
 * control characters are shown (see `cleanText`), the fence is one backtick longer than the
 * longest backtick run inside, and the content is padded with a space when it starts or ends
 * with a backtick (or starts and ends with a space), which CommonMark strips again.
 */
function inlineCode(text, options = {}) {
    const s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(text, { lineBreaks: 'space' }), options.maxLength);
    if (s === '')
        return '` `';
    const fence = '`'.repeat((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .longestRun */ .Q_)(s, '`') + 1);
    const pad = s.startsWith('`') || s.endsWith('`') || (s.startsWith(' ') && s.endsWith(' ') && s.trim())
        ? ' '
        : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A fenced code block showing `text` literally (line breaks kept). The backtick fence is
 * longer than any backtick run inside (and at least 3), so no line of the text can close it.
 * `lang` is reduced to `[A-Za-z0-9_+.-]`. The parsed block's value is exactly the cleaned text.
 */
function codeBlock(text, lang = '') {
    const s = cleanText(text, { lineBreaks: 'keep', keepTabs: true });
    const fence = '`'.repeat(Math.max(3, longestRun(s, '`') + 1));
    const info = lang.replace(/[^A-Za-z0-9_+.-]/g, '');
    return `${fence}${info}\n${s}\n${fence}`;
}
/**
 * Escapes every `|` for a GFM table row. GFM splits a row on unescaped pipes before inline
 * parsing, even inside code spans, and micromark reads `\\` as an escaped backslash first:
 * so each pipe gets an odd number of backslashes in front (one more than it had, or two when
 * it already had an odd number). Both cmark-gfm (GitHub) and micromark keep the cell intact;
 * a pipe that followed an odd run of backslashes shows one extra backslash.
 */
function escapeTablePipes(markdown) {
    if (!markdown.includes('|'))
        return markdown;
    return markdown.replace(/(\\*)\|/g, (_m, slashes) => slashes.length % 2 === 0 ? `${slashes}\\|` : `${slashes}\\\\|`);
}
/** A GFM table cell: the text as a code span (see {@link inlineCode}) with pipes escaped. */
function tableCell(text, options = {}) {
    return escapeTablePipes(inlineCode(text, options));
}
/**
 * The ASCII punctuation that means something somewhere in GFM (emphasis, code, links,
 * images, HTML, entities, headings, lists, quotes, tables, strikethrough, math, footnotes),
 * plus `.` after a digit (`1.` starts an ordered list). `" % ' , . / : ; ?` mean nothing once
 * these are escaped, and stay readable.
 */
const MARKDOWN_PUNCTUATION = /[!#$&()*+\-<=>@[\\\]^_`{|}~]|(?<=\d)\./g;
/** Zero-width space, as an entity (visible in the raw Markdown, invisible on the page). */
const ZWSP_ENTITY = '&#8203;';
/** Placeholder for the ZWSP while escaping: `cleanText` shows every real U+200B as text. */
const ZWSP = '\u200B';
/**
 * Untrusted prose outside code (AI overview, descriptions, remediation, warnings): Markdown
 * punctuation is backslash-escaped and mentions, issue references and autolinks are
 * broken with a zero-width space. Multi-line text keeps its paragraphs: each line is trimmed
 * (no indented code, no hard breaks) and runs of blank lines become one.
 */
function plainText(text, options = {}) {
    let s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(text, { lineBreaks: options.singleLine ? 'space' : 'keep' });
    s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s, options.maxLength);
    if (options.singleLine) {
        s = s.trim();
    }
    else {
        s = s
            .split('\n')
            .map((line) => line.trim())
            .join('\n')
            .replace(/\n{3,}/g, '\n\n')
            .trim();
    }
    s = s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\b(gh)-(?=\d)/gi, `$1-${ZWSP}`)
        .replace(/(www)(?=\.)/gi, `$1${ZWSP}`)
        .replace(/:(?=\/\/)/g, `:${ZWSP}`);
    s = s.replace(MARKDOWN_PUNCTUATION, '\\$&');
    return s.replace(/\u200B/g, ZWSP_ENTITY);
}
/**
 * A link destination for a URL from our own configuration (platform URL, artifact URL), or
 * null when it is not an absolute http(s) URL without credentials. Everything after the
 * origin that Markdown or a table could read as syntax is percent-encoded.
 */
function safeLinkUrl(url) {
    if (!url)
        return null;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return null;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return null;
    if (parsed.username || parsed.password)
        return null;
    const rest = parsed.href
        .slice(parsed.origin.length)
        .replace(/[^A-Za-z0-9\-._~:/?#@!$&+,;=%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    const href = parsed.origin + rest;
    return href.length > 2048 ? null : href;
}
/** A Markdown link with our own words as text and a URL from our configuration. */
function link(text, url) {
    const href = safeLinkUrl(url);
    return href === null ? null : `[${plainText(text, { singleLine: true })}](${href})`;
}
/** A line the GitHub runner would read as a workflow command: `::cmd::`, after leading whitespace. */
const COMMAND_LINE = /^(\s*)(::)/;
/**
 * Log commands other CI systems act on anywhere in a line (R27): Azure Pipelines' `##vso[`
 * and its formatting commands `##[` (also the GitHub runner's legacy syntax), TeamCity's
 * service messages `##teamcity[`. Matched without regard to case, to be safe.
 */
const CI_COMMAND = /##(vso|teamcity)?\[/gi;
/**
 * Text for a CI log, inert in every CI the README documents (R13, R27): terminal control
 * sequences (CSI, OSC, ...), control and format characters (bidi, zero-width) are removed,
 * line breaks normalised to `\n`, a backslash is put in front of a line that begins with `::`
 * (after whitespace, which the runner trims: GitHub workflow commands) and before the `[` of
 * every `##[`, `##vso[` and `##teamcity[` (Azure Pipelines, TeamCity), so no line is a
 * command to any of them.
 */
function sanitizeLogText(text) {
    return stripForLog(text)
        .split('\n')
        .map((line) => line
        .replace(COMMAND_LINE, '$1\\$2')
        .replace(CI_COMMAND, (_m, kind) => `##${kind ?? ''}\\[`))
        .join('\n');
}
/**
 * What JSON.stringify leaves as it is but a terminal or a CI agent may act on: DEL, the C1
 * controls (NEL, 8-bit CSI and OSC), the Unicode line separators and the format characters
 * (bidi, zero-width, tags). Written as `\uXXXX` escapes, the JSON value is unchanged.
 */
const JSON_UNESCAPED_CONTROLS = /[\u007F-\u009F\u2028\u2029]|\p{Cf}/gu;
/**
 * JSON for a CI log (the `--json` output of the CLI): the same value, with the `#` of every CI
 * command prefix written as `\u0023`, which every JSON parser reads back as `#` and no CI
 * reads as a command, and every control or format character escaped (R27). A JSON line
 * never begins with `::`.
 */
function jsonForLog(value) {
    return jsonTextForLog(JSON.stringify(value) ?? 'null');
}
/** JSON text made inert as jsonForLog makes it: `#` and controls can only be in strings. */
function jsonTextForLog(json) {
    return json
        .replace(/##(?=(?:vso|teamcity)?\[)/gi, '\\u0023\\u0023')
        .replace(JSON_UNESCAPED_CONTROLS, (c) => 
    // Code unit by code unit: a tag character (outside the BMP) becomes its surrogate pair.
    c
        .split('')
        .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .join(''));
}
/** XML text made inert with character references, which leave its value as it was. */
function xmlTextForLog(xml) {
    return xml
        .split('\n')
        .map((line) => line.replace(COMMAND_LINE, '$1&#58;:'))
        .join('\n')
        .replace(/##(?=(?:vso|teamcity)?\[)/gi, '&#35;#')
        .replace(JSON_UNESCAPED_CONTROLS, (c) => `&#x${c.codePointAt(0).toString(16)};`);
}
/**
 * A rendered document for a CI log (R27): what `probe-gate report` and `merge` print on
 * stdout, where the platform's text must not become a command of any CI. Markdown goes through
 * {@link sanitizeLogText}: its backslashes are Markdown escapes, so the document reads the
 * same. JSON and XML keep their exact value: a CI command's `#` becomes `\u0023` or `&#35;`, a
 * line that begins with `::` (XML text) starts with `&#58;`, and control and format characters
 * become escapes of the format.
 */
function documentForLog(text, kind) {
    if (kind === 'json')
        return jsonTextForLog(text);
    if (kind === 'xml')
        return xmlTextForLog(text);
    return sanitizeLogText(text);
}
/** A stop-commands token: letters, digits, `_` and `-`, 8 to 128 of them (e.g. a UUID). */
const STOP_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;
/**
 * Wraps log text between `::stop-commands::TOKEN` and `::TOKEN::` so the runner processes no
 * workflow command inside (R13); the text is passed through {@link sanitizeLogText} as well,
 * so it cannot contain the closing `::TOKEN::` line. Throws a TypeError on a bad token.
 */
function withStopCommands(text, token) {
    if (!STOP_TOKEN.test(token)) {
        throw new TypeError('withStopCommands: the token must be 8-128 letters, digits, _ or -.');
    }
    return `::stop-commands::${token}\n${sanitizeLogText(text)}\n::${token}::`;
}


/***/ }),

/***/ 147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tc: () => (/* binding */ resultWriter),
/* harmony export */   Z0: () => (/* binding */ resultHeadWriter),
/* harmony export */   tt: () => (/* binding */ resultBodyWriter)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(406);
/**
 * A SARIF result's text by one template: the same bytes as `itemsText` of
 * `resultObject` (results.ts, the contract), without building the result's objects and
 * without `JSON.stringify` with indentation, which has no fast path in V8. What results
 * share is laid out once: the location, a frozen label set, the suppression of an accepted
 * risk; a string is quoted by `jsonString`. test/report/sarif-text.test.ts
 * holds it, and the bodies written by its second half, to the contract on hostile text.
 */



/**
 * Results as `itemsText(results, depth)` writes them, one at a time: each is
 * `\n<indent>{...}`, and a batch's text is its results joined by commas.
 */
function resultWriter(depth, location, texts) {
    const head = resultHeadWriter(depth);
    const body = resultBodyWriter(depth, location, texts);
    return (c) => `${head(c)}${body(c)}`;
}
/**
 * A result's text before its body: `\n<indent>{`, its rule and its level (see `resultHead`,
 * results.ts), each on its line: the lead of a run of results (results-array.ts).
 */
function resultHeadWriter(depth) {
    const item = `\n${'  '.repeat(depth + 1)}`;
    const f = `${item}  `;
    return (c) => {
        const head = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .resultHead */ .Kf)(c);
        return (`${item}{${f}"ruleId": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonString */ .I)(head.ruleId)},${f}"ruleIndex": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonNumber */ .qj)(head.ruleIndex)},` +
            `${f}"level": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonString */ .I)(head.level)},\n`);
    };
}
/**
 * A result's body as it stands in the file (see `resultBody`, results.ts): from the indent of
 * its `"message"` line to its closing brace. What the result's head (rule and level) is
 * followed by; a writer may keep these and join them after a run's lead (results-array.ts).
 */
function resultBodyWriter(depth, location, texts) {
    const item = `\n${'  '.repeat(depth + 1)}`;
    const f = `${item}  `;
    const g = `${f}  `;
    const indent = f.slice(1);
    const locations = (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .nested */ .cY)((0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .resultLocations */ .Kc)(location), depth + 2);
    const suppressions = (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .nested */ .cY)(_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ACCEPTED_SUPPRESSIONS */ .bx, depth + 2);
    const labels = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .perFrozen */ .wE)((set) => (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .nested */ .cY)((0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanLabels */ .JI)(set), depth + 3));
    // texts.viewerOf checks each probe run's link once.
    const viewerField = (probe) => {
        const viewer = texts.viewerOf(probe);
        return viewer ? `,${f}"hostedViewerUri": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonString */ .I)(viewer)}` : '';
    };
    const quoted = (text, clean) => text === null ? 'null' : (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonString */ .I)(clean(text));
    return ({ probe, tc, accepted }) => {
        const fingerprint = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .attackFingerprint */ .Vh)(probe, tc);
        return (`${indent}"message": {${g}"text": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonString */ .I)((0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .resultMessage */ .FV)(probe, tc, accepted))}${f}},` +
            `${f}"locations": ${locations},` +
            `${f}"partialFingerprints": {${g}"${_results_js__WEBPACK_IMPORTED_MODULE_1__/* .LINE_HASH_KEY */ .k$}": "${(0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .lineHashOf */ .sA)(fingerprint)}",` +
            `${g}"${_results_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_KEY */ .XG}": "${fingerprint}"${f}},` +
            `${f}"properties": {${g}"attackId": ${quoted(tc.attackId, texts.attackId)},` +
            `${g}"testCaseId": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonNumber */ .qj)(tc.id)},${g}"attempt": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonNumber */ .qj)(tc.attempt)},` +
            `${g}"status": ${quoted(tc.status, texts.short)},` +
            `${g}"strategy": ${quoted(tc.strategy, texts.long)},` +
            `${g}"redTeamer": ${quoted(tc.redTeamer, texts.long)},` +
            `${g}"variation": ${quoted(tc.variation, texts.long)},` +
            `${g}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
            `${g}"probeRunId": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonNumber */ .qj)(probe.probeRunId)},${g}"riskAccepted": ${tc.riskAccepted}${f}}` +
            `${viewerField(probe)}${accepted ? `,${f}"suppressions": ${suppressions}` : ''}${item}}`);
    };
}


/***/ }),

/***/ 230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resultsArrayPieces),
/* harmony export */   r: () => (/* binding */ RESULTS_DEPTH)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
/* harmony import */ var _result_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(147);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(406);
/**
 * The results array of the SARIF log, in runs of one probe run and one kind of case (the cap
 * keeps a prefix of each): each run is a probe run's part of the log (format.ts `Section`),
 * laid out here result by result, or given whole by a writer that made its bodies already.
 */



/** Depth of the results array in the log (log, runs, run, results). */
const RESULTS_DEPTH = 3;
/** Results laid out per piece. */
const RESULTS_PER_PIECE = 16;
function* segmentsOf(kept) {
    let segment = null;
    for (const c of kept) {
        if (segment === null || segment.probe !== c.probe || segment.accepted !== c.accepted) {
            if (segment !== null)
                yield segment;
            segment = { probe: c.probe, accepted: c.accepted, kept: [] };
        }
        segment.kept.push(c);
    }
    if (segment !== null)
        yield segment;
}
/** A segment's results laid out, `open` first, a piece per {@link RESULTS_PER_PIECE}. */
function* laidOut(segment, open, write) {
    const count = segment.kept.length;
    for (let i = 0; i < count; i += RESULTS_PER_PIECE) {
        let text = i === 0 ? open : ',';
        const end = Math.min(count, i + RESULTS_PER_PIECE);
        for (let j = i; j < end; j += 1)
            text += `${j === i ? '' : ','}${write(segment.kept[j])}`;
        yield text;
    }
}
/** The results array of the log at {@link RESULTS_DEPTH}: a section per segment. */
function* resultsArrayPieces(kept, location, depth = RESULTS_DEPTH) {
    // The heads and bodies are laid out for this depth only.
    if (depth !== RESULTS_DEPTH)
        throw new Error(`SARIF results laid out at depth ${depth}`);
    const write = (0,_result_text_js__WEBPACK_IMPORTED_MODULE_1__/* .resultWriter */ .Tc)(RESULTS_DEPTH, location, (0,_results_js__WEBPACK_IMPORTED_MODULE_2__/* .resultTexts */ .CE)());
    const head = (0,_result_text_js__WEBPACK_IMPORTED_MODULE_1__/* .resultHeadWriter */ .Z0)(RESULTS_DEPTH);
    let open = '[';
    for (const segment of segmentsOf(kept)) {
        const at = open;
        // Every result of a segment has its first one's rule and level.
        const lead = `,${head(segment.kept[0])}`;
        const results = { accepted: segment.accepted, count: segment.kept.length, lead, open: at };
        yield (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .section */ .uW)('sarif', segment.probe, () => laidOut(segment, at, write), results);
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(RESULTS_DEPTH)}]`;
}


/***/ }),

/***/ 406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ selectResults),
/* harmony export */   CE: () => (/* binding */ resultTexts),
/* harmony export */   FV: () => (/* binding */ resultMessage),
/* harmony export */   JI: () => (/* binding */ cleanLabels),
/* harmony export */   Kc: () => (/* binding */ resultLocations),
/* harmony export */   Kf: () => (/* binding */ resultHead),
/* harmony export */   NH: () => (/* binding */ attackLineHash),
/* harmony export */   Vh: () => (/* binding */ attackFingerprint),
/* harmony export */   XG: () => (/* binding */ FINGERPRINT_KEY),
/* harmony export */   bx: () => (/* binding */ ACCEPTED_SUPPRESSIONS),
/* harmony export */   eT: () => (/* binding */ candidateCounts),
/* harmony export */   k$: () => (/* binding */ LINE_HASH_KEY),
/* harmony export */   sA: () => (/* binding */ lineHashOf)
/* harmony export */ });
/* unused harmony exports resultBody, resultObject */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(211);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(759);
/**
 * SARIF results: which failed cases become results under GitHub's cap (selectResults), each
 * result's content (resultHead and resultBody), and the attack fingerprints code scanning
 * keys alerts on.
 */




/** Key of the partial fingerprint: bump the version if its inputs ever change. */
const FINGERPRINT_KEY = 'probeGate/v1';
/** The partial fingerprint code scanning keys alerts on. */
const LINE_HASH_KEY = 'primaryLocationLineHash';
/** The attack's identity across runs: attack id, else test case id, else its fields. */
function attackKey(tc) {
    if (tc.attackId !== null)
        return tc.attackId;
    if (tc.id !== null)
        return `test-case:${tc.id}`;
    return `fields:${tc.strategy ?? ''}|${tc.redTeamer ?? ''}|${tc.variation ?? ''}`;
}
/**
 * sha256 in hex. Node's one-shot `crypto.hash` (Node 20.12 and 21.7 on) where there is one:
 * 25,000 results hash in 6-9 ms with it, 20-80 ms with a Hash object each.
 */
const sha256Hex = typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function'
    ? (text) => node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash('sha256', text, 'hex')
    : (text) => node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(text, 'utf8').digest('hex');
/** sha256 of `probeId|attackId` (probe name when the id is unknown): stable across runs. */
function attackFingerprint(probe, tc) {
    const probeKey = probe.probeId === null ? `name:${probe.name}` : String(probe.probeId);
    return sha256Hex(`${probeKey}|${attackKey(tc)}`);
}
/**
 * The attack's `primaryLocationLineHash`: its fingerprint in the shape code scanning uses
 * (16 hex digits, `:` and the occurrence), so each attack is one alert of its own.
 */
function attackLineHash(probe, tc) {
    return lineHashOf(attackFingerprint(probe, tc));
}
const lineHashOf = (fingerprint) => `${fingerprint.slice(0, 16)}:1`;
/**
 * {@link sarifText} of a value that repeats from case to case (strategy, status...), made
 * once per distinct value for one SARIF file; at most 4,096 values are kept.
 */
function repeatedText(maxLength) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perText */ .Vp)((text) => (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifText */ .BC)(text, maxLength), 4_096);
}
/**
 * A case's labels with keys and values cleaned; a frozen set (the collection shares one per
 * distinct set) is cleaned once for all the cases that carry it.
 */
const cleanLabels = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perFrozen */ .wE)((labels) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [(0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifText */ .BC)(k, 200), (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifText */ .BC)(v, 500)])));
/**
 * A result's content after its rule and level (those depend on the whole run: the rules'
 * order, the risk band), from the probe run and the case alone. The contract of the bodies
 * written by template (result-text.ts `resultBodyWriter`).
 */
function resultBody(probe, tc, accepted, location, texts) {
    // One hash per attack for both fingerprints (each result's costliest part).
    const fingerprint = attackFingerprint(probe, tc);
    const result = {
        message: { text: resultMessage(probe, tc, accepted) },
        locations: resultLocations(location),
        partialFingerprints: {
            [LINE_HASH_KEY]: lineHashOf(fingerprint),
            [FINGERPRINT_KEY]: fingerprint,
        },
        properties: {
            attackId: tc.attackId === null ? null : texts.attackId(tc.attackId),
            testCaseId: tc.id,
            attempt: tc.attempt,
            status: tc.status === null ? null : texts.short(tc.status),
            strategy: tc.strategy === null ? null : texts.long(tc.strategy),
            redTeamer: tc.redTeamer === null ? null : texts.long(tc.redTeamer),
            variation: tc.variation === null ? null : texts.long(tc.variation),
            redTeamerLabels: cleanLabels(tc.redTeamerLabels),
            probeRunId: probe.probeRunId,
            riskAccepted: tc.riskAccepted,
        },
    };
    const viewer = texts.viewerOf(probe);
    if (viewer)
        result.hostedViewerUri = viewer;
    if (accepted)
        result.suppressions = ACCEPTED_SUPPRESSIONS;
    return result;
}
/** Where a result points: the one location every result has. */
const resultLocations = (location) => [
    { physicalLocation: { artifactLocation: location, region: { startLine: 1 } } },
];
/** What an accepted risk's result carries. */
const ACCEPTED_SUPPRESSIONS = [
    {
        kind: 'external',
        status: 'accepted',
        justification: 'Risk reviewed and accepted on the platform.',
    },
];
/** A result's message: the attack, its probe, how it was made, whether its risk was accepted. */
function resultMessage(probe, tc, accepted) {
    const detail = [
        tc.strategy ? `strategy ${tc.strategy}` : '',
        tc.redTeamer ? `red teamer ${tc.redTeamer}` : '',
        tc.variation ? `variation ${tc.variation}` : '',
    ].filter(Boolean);
    const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
    const text = `Attack ${attack} of probe ${probe.name} succeeded against the target${detail.length ? ` (${detail.join(', ')})` : ''}${accepted ? '; the risk was accepted on the platform' : ''}.`;
    return (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifMessage */ .Jy)(text, 2_000);
}
/** The fields a result starts with, in their order: its rule and its level. */
function resultHead(c) {
    return {
        ruleId: c.ruleId,
        ruleIndex: c.ruleIndex,
        level: c.accepted ? 'note' : (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .severityLevel */ .KI)(c.severity),
    };
}
/** The texts a SARIF file cleans once per distinct value (see {@link repeatedText}). */
function resultTexts() {
    // Each probe run's link is checked once, not once per result.
    const viewers = new Map();
    const viewerOf = (probe) => {
        let viewer = viewers.get(probe);
        if (viewer === undefined)
            viewers.set(probe, (viewer = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .safeLinkUrl */ .Hp)(probe.url)));
        return viewer;
    };
    return {
        attackId: (text) => (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifText */ .BC)(text, 500),
        short: repeatedText(100),
        long: repeatedText(500),
        viewerOf,
    };
}
/**
 * A kept candidate's result: its head (rule and level), then its body. The contract of the
 * result's text: the file writes it by template (result-text.ts `resultWriter`), held to
 * this by test/report/sarif-text.test.ts, as are the bodies alone (`resultBodyWriter`).
 */
function resultObject(c, location, texts) {
    return { ...resultHead(c), ...resultBody(c.probe, c.tc, c.accepted, location, texts) };
}
/** How many of a probe run's cases can become results: its active ones and accepted ones. */
function candidateCounts(probe) {
    let active = 0;
    let accepted = 0;
    for (const tc of probe.failedTestCases) {
        const triage = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .caseTriage */ .Dd)(tc);
        if (triage === 'active')
            active += 1;
        else if (triage === 'accepted')
            accepted += 1;
    }
    return { active, accepted };
}
/** Candidates compete by kind (accepted after active) and severity: one class per pair. */
const classKey = (accepted, severity) => `${Number(accepted)}|${severity}`;
/**
 * The results written: every failed case that becomes a result (active or accepted), in the
 * report's order, at most `max` of them: active before accepted, most severe first, earlier
 * first among equals, then written in the report's order. Severity is the probe's, so the
 * choice is made per class (kind, severity) from counts, without holding or sorting every
 * candidate of a huge run: the first `quota` candidates of each class are kept,
 * where the classes, best first, take what is left of `max`.
 */
function selectResults(report, ruleOf, max) {
    // A probe's candidates are in two classes: its active cases, then its accepted ones.
    const probes = report.probeRuns.map((probe) => ({
        probe,
        severity: (0,_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .probeSeverity */ .wM)(probe, report.scores.band),
        ...candidateCounts(probe),
    }));
    const counts = new Map();
    let total = 0;
    for (const { severity, active, accepted } of probes) {
        for (const [isAccepted, n] of [[false, active], [true, accepted]]) {
            const key = classKey(isAccepted, severity);
            const entry = counts.get(key) ?? { accepted: isAccepted, severity, n: 0 };
            entry.n += n;
            counts.set(key, entry);
            total += n;
        }
    }
    const quota = new Map();
    let left = Math.max(0, max);
    const classes = [...counts.entries()].sort(([, a], [, b]) => Number(a.accepted) - Number(b.accepted) || b.severity - a.severity);
    for (const [key, { n }] of classes) {
        quota.set(key, Math.min(n, left));
        left -= Math.min(n, left);
    }
    // Written in the report's order: each probe's active cases, then its accepted ones (the
    // reading order of orderedCases), as many of each as its class has room for.
    const kept = [];
    for (const { probe, severity } of probes) {
        const { ruleId, ruleIndex } = ruleOf.get(probe);
        for (const accepted of [false, true]) {
            const key = classKey(accepted, severity);
            let room = quota.get(key) ?? 0;
            for (let i = 0; room > 0 && i < probe.failedTestCases.length; i += 1) {
                const tc = probe.failedTestCases[i];
                if ((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .caseTriage */ .Dd)(tc) !== (accepted ? 'accepted' : 'active'))
                    continue;
                kept.push({ probe, tc, ruleId, ruleIndex, severity, accepted });
                room -= 1;
            }
            quota.set(key, room);
        }
    }
    return { kept, total };
}
/** The run's invocation: success, times, and the report's warnings as notifications. */


/***/ }),

/***/ 759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ sarifText),
/* harmony export */   JR: () => (/* binding */ probeRule),
/* harmony export */   Jy: () => (/* binding */ sarifMessage),
/* harmony export */   KI: () => (/* binding */ severityLevel),
/* harmony export */   WN: () => (/* binding */ severityBeforeBand),
/* harmony export */   wM: () => (/* binding */ probeSeverity),
/* harmony export */   zO: () => (/* binding */ ruleIdBase)
/* harmony export */ });
/* unused harmony export ruleHelpUri */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
/* harmony import */ var _rates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(211);
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(579);
/**
 * SARIF rules: one per probe, with a severity from the probe's weight (or, when unknown, the
 * run's risk band) and help text in sanitised Markdown (AI analysis and remediation).
 */




/** GitHub's security-severity scale (0-10): >= 9 critical, >= 7 high, >= 4 medium, else low. */
const WEIGHT_SEVERITY = { CRITICAL: 9.5, HIGH: 8.0, MEDIUM: 5.5, LOW: 3.0 };
/** Fallback when the probe has no known weight: the run's overall risk band. */
const BAND_SEVERITY = { CRITICAL: 9.0, HIGH: 7.5, MEDIUM: 5.0, LOW: 3.0 };
/** Neither weight nor band known. */
const DEFAULT_SEVERITY = 5.0;
const weightSeverity = (probe) => probe.weight === null ? undefined : WEIGHT_SEVERITY[probe.weight.trim().toUpperCase()];
/** Security severity of a probe's findings: its weight, else the run's risk band, else 5.0. */
function probeSeverity(probe, band) {
    return weightSeverity(probe) ?? (band === null ? DEFAULT_SEVERITY : BAND_SEVERITY[band]);
}
/**
 * What is known of a probe's severity before the run's risk band is: its weight's, or `band`
 * (the same unknown value for every probe without a known weight), with the lowest and
 * highest it can be.
 */
function severityBeforeBand(probe) {
    const byWeight = weightSeverity(probe);
    if (byWeight !== undefined)
        return { key: byWeight, low: byWeight, high: byWeight };
    const possible = [...Object.values(BAND_SEVERITY), DEFAULT_SEVERITY];
    return { key: 'band', low: Math.min(...possible), high: Math.max(...possible) };
}
/** `error` from 7.0 (high, critical), `warning` from 4.0 (medium), else `note`. */
function severityLevel(severity) {
    if (severity >= 7)
        return 'error';
    if (severity >= 4)
        return 'warning';
    return 'note';
}
/** Plain text for SARIF strings: one line, cleaned (see `cleanText`), cut to `maxLength`. */
function sarifText(text, maxLength = 1_000) {
    return (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanText */ .X5)(text), maxLength);
}
/** Text for a SARIF `message`: like {@link sarifText}, `[` and `]` escaped (no embedded links). */
function sarifMessage(text, maxLength = 1_000) {
    return sarifText(text, maxLength).replace(/[[\]]/g, '\\$&');
}
/** `prompt-injection-v2` from any name; `probe` when nothing is left. */
function slug(name) {
    const s = name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60);
    return s === '' ? 'probe' : s;
}
/** The probe's rule id: `probe-gate/<probeId>`, or `probe-gate/<slug of name>` without one. */
function ruleIdBase(probe) {
    return probe.probeId === null ? `probe-gate/${slug(probe.name)}` : `probe-gate/${probe.probeId}`;
}
const MAX_TASKS = 20;
function helpMarkdown(probe) {
    const parts = [];
    const category = probe.category
        ? ` in category ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .inlineCode */ .ti)(probe.category, { maxLength: 200 })}`
        : '';
    const weight = probe.weight ? `, weight ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .inlineCode */ .ti)(probe.weight, { maxLength: 50 })}` : '';
    parts.push(`AI red-teaming probe ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .inlineCode */ .ti)(probe.name, { maxLength: 200 })}${category}${weight}. A result is an attack that succeeded against the target.`);
    parts.push(`This run: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(probe.passed)} passed, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(probe.failed)} failed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(probe.accepted)} accepted, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(probe.ignored)} ignored), ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(probe.errors)} errors; fail rate ${(0,_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtRateCi */ .cO)(probe)}.`);
    const overview = probe.aiAnalysis?.overview;
    if (overview)
        parts.push(`**AI analysis**\n\n${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(overview, { maxLength: 5_000 })}`);
    if (probe.remediation.length > 0) {
        const items = probe.remediation.slice(0, MAX_TASKS).map((t) => {
            const details = t.details
                ? `: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(t.details, { singleLine: true, maxLength: 2_000 })}`
                : '';
            return `- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(t.name, { singleLine: true, maxLength: 300 }) || 'Unnamed task'}${details}`;
        });
        parts.push(`**Remediation**\n\n${items.join('\n')}`);
    }
    return parts.join('\n\n');
}
function helpText(probe) {
    const lines = [`AI red-teaming probe ${sarifText(probe.name, 200)}.`];
    if (probe.aiAnalysis?.overview)
        lines.push(sarifText(probe.aiAnalysis.overview, 5_000));
    for (const t of probe.remediation.slice(0, MAX_TASKS)) {
        lines.push(`Remediation: ${sarifText(t.name, 300)}${t.details ? `: ${sarifText(t.details, 2_000)}` : ''}`);
    }
    return lines.join('\n');
}
/** Where a rule's help lives: the probe's page of this run on the platform, else the tool's. */
function ruleHelpUri(probe, informationUri) {
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .safeLinkUrl */ .Hp)(probe.url) ?? informationUri;
}
/** A SARIF reportingDescriptor for one probe. */
function probeRule(probe, id, report, informationUri = null) {
    const helpUri = ruleHelpUri(probe, informationUri);
    const severity = probeSeverity(probe, report.scores.band);
    const tags = ['security', 'ai-red-teaming'];
    const category = probe.category === null ? '' : (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanText */ .X5)(probe.category).trim(), 100);
    if (category !== '' && !tags.includes(category))
        tags.push(category);
    const name = sarifText(probe.name, 200);
    return {
        id,
        name,
        shortDescription: { text: `AI red-teaming probe: ${name}` },
        fullDescription: {
            text: `Attacks of the ${name} probe${category ? ` (category ${sarifText(category)})` : ''} that succeeded against the AI target.`,
        },
        help: { text: helpText(probe), markdown: helpMarkdown(probe) },
        ...(helpUri ? { helpUri } : {}),
        defaultConfiguration: { level: severityLevel(severity) },
        properties: {
            tags,
            'security-severity': severity.toFixed(1),
            precision: 'high',
            probeId: probe.probeId,
            weight: probe.weight,
        },
    };
}


/***/ })

};
