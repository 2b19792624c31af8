export const id = 497;
export const ids = [497];
export const modules = {

/***/ 46497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runActionSelftest: () => (/* binding */ runActionSelftest)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3894);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/* harmony import */ var _config_file_config_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99766);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65446);




/**
 * The Action with `selftest: true` (a scheduled job): the selftest of its inputs and
 * config-file instead of a scan; nothing is sent to the platform. The step fails (exit 2)
 * when a profile cannot fail or a check is inert.
 */
async function runActionSelftest() {
    const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readActionInputs */ .U)();
    const path = inputs['config-file'];
    let file = _config_file_config_file_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_CONFIG_FILE */ .c9;
    if (typeof path === 'string')
        file = await (0,_config_file_config_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readConfigFile */ .RG)(path, 'the config-file input');
    if (file.problems.length > 0)
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(file.problems);
    const { runSelftest } = await Promise.all(/* import() */[__webpack_require__.e(131), __webpack_require__.e(175), __webpack_require__.e(794), __webpack_require__.e(951), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 18677));
    const result = await runSelftest(file, inputs, true);
    for (const line of result.lines)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    if (result.exitCode !== 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('probe-gate selftest: the configuration has checks that cannot fail (above).');
    process.exitCode = result.exitCode;
}


/***/ })

};
