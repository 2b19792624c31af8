export const id = 779;
export const ids = [779];
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


/***/ })

};
