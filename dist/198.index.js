export const id = 198;
export const ids = [198];
export const modules = {

/***/ 19198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderSummary: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74196);
/* harmony import */ var _size_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62987);
/**
 * The job summary (GITHUB_STEP_SUMMARY): the summary variant of the Markdown report, kept
 * under 1 MiB of UTF-8 (GitHub's limit per step), degraded step by step when larger (R14).
 */


/** The job summary Markdown; always under 1 MiB of UTF-8. */
function renderSummary(report, options = {}) {
    const maxBytes = Math.min(options.maxBytes ?? _size_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_MAX_BYTES */ .eR, _size_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_SUMMARY_LIMIT_BYTES */ .d4 - 1);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMarkdown */ .G)(report, { variant: 'summary', maxBytes, artifactUrl: options.artifactUrl });
}


/***/ })

};
