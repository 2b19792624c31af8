export const id = 423;
export const ids = [423];
export const modules = {

/***/ 54423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FILE_CAPS: () => (/* binding */ FILE_CAPS),
/* harmony export */   T: () => (/* binding */ checkBaselineSize),
/* harmony export */   readCapped: () => (/* binding */ readCapped)
/* harmony export */ });
/* unused harmony export checkFileSize */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/**
 * Size caps on the files a user names (R29): a 30 MB ignore file must end in one clear line,
 * not a V8 out-of-memory abort. Reads stop one byte past the cap, so a device or a FIFO that
 * never ends is caught too.
 */


const MiB = 1024 * 1024;
/** Caps by input: YAML files stay small; a baseline report or an upload can be large. */
const FILE_CAPS = {
    /** Config, ignore and target files: hand-written YAML; 1 MiB is thousands of entries. */
    yaml: 1 * MiB,
    /** A previous report.json: a huge run's failed test cases take tens of MiB. */
    baselineReport: 64 * MiB,
    /** Knowledge files and datasets a target file uploads. */
    upload: 100 * MiB,
};
const size = (bytes) => bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
/** The refusal of a file over its cap: one line naming the input, the size and the cap. */
function tooLarge(input, path, cap, bytes) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${input}: "${path}" is ${bytes === null ? `over ${size(cap)}` : size(bytes)}, more than the ${size(cap)} this input accepts; check that it is the right file.`);
}
/** Throws a ConfigError when `path` is a regular file larger than `cap`; other errors pass. */
function checkFileSize(path, input, cap) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    if (st.isFile() && st.size > cap)
        throw tooLarge(input, path, cap, st.size);
}
/** Reads at most `cap` bytes of `path`; a longer file is a ConfigError. fs errors pass as they are. */
function readCapped(path, input, cap) {
    checkFileSize(path, input, cap);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const buf = Buffer.alloc(Math.min(cap + 1, 1 * MiB));
        const parts = [];
        let total = 0;
        for (;;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, null);
            if (n === 0)
                break;
            total += n;
            if (total > cap)
                throw tooLarge(input, path, cap, null);
            parts.push(Buffer.from(buf.subarray(0, n)));
        }
        return Buffer.concat(parts, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** A baseline report over its cap is bad input; one that cannot be read is left to the baseline step. */
function checkBaselineSize(path) {
    if (!path)
        return;
    try {
        checkFileSize(path, 'baseline-report', FILE_CAPS.baselineReport);
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL)
            throw err;
    }
}


/***/ })

};
