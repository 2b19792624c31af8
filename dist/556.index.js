export const id = 556;
export const ids = [556,423];
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


/***/ }),

/***/ 50556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prepareOutputFiles: () => (/* binding */ prepareOutputFiles)
/* harmony export */ });
/* unused harmony exports workspaceOf, prepareReportDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37827);
/* harmony import */ var _file_cap_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54423);
/**
 * report-dir is made ready before any request (R25): created, checked writable, and refused
 * when it is a symbolic link or resolves outside the CI workspace, unless the user opted in with
 * `report-dir-outside-workspace`. A report-dir that cannot be used is bad input (exit 2).
 */





/** Where each CI checks the repository out. */
const WORKSPACE_VARIABLES = [
    'GITHUB_WORKSPACE',
    'CI_PROJECT_DIR',
    'BUILD_SOURCESDIRECTORY',
    'BITBUCKET_CLONE_DIR',
];
/**
 * The CI workspace report files must stay in, or null outside CI: a person at a terminal
 * names their own folders, while on a runner a path from the repository's config could
 * point anywhere the job can write.
 */
function workspaceOf(env) {
    for (const name of WORKSPACE_VARIABLES) {
        const v = env[name]?.trim();
        if (v)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(v);
    }
    return null;
}
const code = (err) => err.code ?? 'error';
/** Creates `dir` if needed and checks it can take the reports; throws ConfigError if not. */
async function prepareReportDir(dir, env, allowOutside) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
    const fix = 'choose another folder, or set report-dir-outside-workspace: true if this is intended';
    const link = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => null);
    if (link?.isSymbolicLink() && !allowOutside)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`report-dir: "${dir}" is a symbolic link, and reports are never written through one; ${fix}.`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(path, { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`report-dir: "${dir}" cannot be used as the report folder (${code(err)}: ${code(err) === 'ENOTDIR' || code(err) === 'EEXIST' ? 'a file is in the way' : 'not creatable or not writable'}); choose a writable folder.`);
    }
    const ws = workspaceOf(env);
    if (allowOutside || ws === null)
        return;
    const [real, workspace] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(ws).catch(() => ws)]);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(workspace, real);
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`report-dir: "${dir}" resolves to ${real}, outside the workspace ${workspace}; ${fix}.`);
}
/** The checks parseConfigAndFiles runs before any request: the baseline's size, report-dir. */
function prepareOutputFiles(values, env) {
    return [
        () => (0,_file_cap_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBaselineSize */ .T)(values['baseline-report'] ?? null),
        () => prepareReportDir(values['report-dir'] ?? 'probe-gate-reports', env, values['report-dir-outside-workspace'] ?? false),
    ];
}


/***/ })

};
