export const id = 559;
export const ids = [559,29];
export const modules = {

/***/ 29:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ fmtErrorRate),
/* harmony export */   _j: () => (/* binding */ fmtFailRate),
/* harmony export */   cO: () => (/* binding */ fmtRateCi),
/* harmony export */   lj: () => (/* binding */ fmtRatio)
/* harmony export */ });
/* unused harmony export countedOf */
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
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.errorRate);
    if (round4(Math.min(1, c.errors / c.processed)) !== c.errorRate)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.errorRate);
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


/***/ })

};
