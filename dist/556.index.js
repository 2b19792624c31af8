export const id = 556;
export const ids = [556];
export const modules = {

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
        () => (0,_file_cap_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBaselineSize */ .Tn)(values['baseline-report'] ?? null),
        () => prepareReportDir(values['report-dir'] ?? 'probe-gate-reports', env, values['report-dir-outside-workspace'] ?? false),
    ];
}


/***/ })

};
