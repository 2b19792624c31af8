export const id = 971;
export const ids = [971,779];
export const modules = {

/***/ 13779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   renderComment: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony exports COMMENT_MARKER, defaultCommentKey */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74196);
/* harmony import */ var _size_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62987);
/**
 * The PR comment: a hidden marker line, then the comment variant of the Markdown report.
 * The marker carries a key (default `target-<targetId>`) so matrix jobs that scan different
 * targets keep one comment each, found again and updated in place (R15).
 */


/** Name inside every probe-gate marker: `<!-- probe-gate:comment:<key> -->`. */
const COMMENT_MARKER = 'probe-gate:comment';
/** Longest marker key kept. */
const MAX_KEY_LENGTH = 100;
/** Default key: one comment per target. */
function defaultCommentKey(report) {
    return `target-${report.platform.targetId}`;
}
/**
 * The hidden marker line for `key`. The key is reduced to `[A-Za-z0-9._:-]` (others become
 * `-`, runs of `-` one), so it can never close the HTML comment; empty becomes `default`.
 */
function commentMarker(key) {
    const safe = key
        .replace(/[^A-Za-z0-9._:-]/g, '-')
        .replace(/-{2,}/g, '-')
        .slice(0, MAX_KEY_LENGTH);
    return `<!-- ${COMMENT_MARKER}:${safe === '' || safe === '-' ? 'default' : safe} -->`;
}
/** The PR comment body: marker line, then the comment Markdown; always < 65,536 characters. */
function renderComment(report, options = {}) {
    const marker = commentMarker(options.key ?? defaultCommentKey(report));
    const total = Math.min(options.maxChars ?? _size_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MAX_CHARS */ .dq, _size_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_COMMENT_LIMIT_CHARS */ .Sj - 1);
    const md = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMarkdown */ .G)(report, {
        variant: 'comment',
        maxChars: total - marker.length - 1,
        artifactUrl: options.artifactUrl,
    });
    return `${marker}\n${md}`;
}


/***/ }),

/***/ 8029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ fmtErrorRate),
/* harmony export */   _j: () => (/* binding */ fmtFailRate),
/* harmony export */   cO: () => (/* binding */ fmtRateCi),
/* harmony export */   lj: () => (/* binding */ fmtRatio)
/* harmony export */ });
/* unused harmony export countedOf */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
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


/***/ })

};
