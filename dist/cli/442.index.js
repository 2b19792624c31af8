export const id = 442;
export const ids = [442];
export const modules = {

/***/ 62442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bitbucketProvider: () => (/* binding */ bitbucketProvider),
/* harmony export */   insightsAnnotations: () => (/* binding */ insightsAnnotations),
/* harmony export */   insightsReport: () => (/* binding */ insightsReport),
/* harmony export */   pipelinesProxy: () => (/* binding */ pipelinesProxy)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64131);
/* harmony import */ var _report_gitlab_codequality_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94930);
/* harmony import */ var _report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93759);
/* harmony import */ var _config_ignore_default_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19578);
/* harmony import */ var _runtime_check_origin_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57111);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48978);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14605);
/**
 * Bitbucket Pipelines (BITBUCKET_BUILD_NUMBER set): a Code Insights report on the commit
 * (`probe-gate-target-<id>`, replaced on each run) with one annotation per failed gate check
 * and per failed attack that counts, which Bitbucket shows on the pull request and the
 * commit. Inside Pipelines the API is reached through the pipeline's authenticating proxy
 * (`http://api.bitbucket.org` through `localhost:29418`, no credentials); elsewhere a
 * BITBUCKET_ACCESS_TOKEN (repository access token) is sent as a Bearer token.
 *
 * API (Bitbucket Cloud REST 2.0, "Reports" and "Annotations"): DELETE, PUT
 * /2.0/repositories/{workspace}/{repo_slug}/commit/{commit}/reports/{reportId}; POST
 * .../reports/{reportId}/annotations (at most 100 per call, 1,000 per report).
 */








/** Bitbucket's limits: annotations per call and per report, data fields per report. */
const ANNOTATIONS_PER_CALL = 100;
const ANNOTATIONS_PER_REPORT = 1_000;
/** The proxy every Pipelines step has for the Bitbucket API. */
const PIPELINES_PROXY = 'http://localhost:29418';
const Anything = zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J();
const SEVERITY = {
    blocker: 'CRITICAL',
    critical: 'HIGH',
    major: 'MEDIUM',
    minor: 'LOW',
    info: 'LOW',
};
/**
 * The Pipelines proxy, spoken to as curl does (`--proxy`): plain HTTP requests in absolute
 * form, no CONNECT tunnel; the proxy adds the credentials and goes on over HTTPS.
 */
function pipelinesProxy(uri = PIPELINES_PROXY) {
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .ProxyAgent */ .kT({ uri, proxyTunnel: false });
}
/** The report's body: title, details, result and up to 10 data fields. */
function insightsReport(report) {
    const g = report.gate;
    const data = [
        { title: 'Verdict', type: 'TEXT', value: g.verdict.toUpperCase() },
        { title: 'Failed test cases', type: 'NUMBER', value: report.totals.failed },
        { title: 'Test cases', type: 'NUMBER', value: report.totals.total },
    ];
    if (report.scores.overall !== null)
        data.splice(1, 0, { title: 'Score', type: 'NUMBER', value: report.scores.overall });
    const run = report.links.run ?? report.testRun.url;
    if (run && /^https?:\/\//.test(run))
        data.push({ title: 'Test run', type: 'LINK', value: { text: 'Open', href: run } });
    return {
        title: `probe-gate: ${(0,_report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .sarifText */ .BC)(report.platform.targetName ?? `target ${report.platform.targetId}`, 100)}`,
        details: (0,_report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .sarifText */ .BC)(`AI red-teaming gate. ${g.reason}`, 2_000),
        report_type: 'SECURITY',
        reporter: 'probe-gate',
        // warn: only warn-only checks failed, which never fails the build.
        result: g.verdict === 'pass' || g.verdict === 'warn' ? 'PASSED' : 'FAILED',
        data,
    };
}
/**
 * Annotations: failed gate checks first, each where it was set (`locate`, check-origin.ts),
 * then failed attacks; at most 1,000.
 */
function insightsAnnotations(report, path, locate = () => null) {
    const where = path ? { path, line: 1 } : {};
    const out = report.gate.checks
        .filter((c) => !c.passed)
        .map((c) => ({
        ...where,
        ...locate(c.input),
        external_id: (0,_report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .sarifText */ .BC)(`check-${c.id}`, 100),
        annotation_type: 'BUG',
        summary: (0,_report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .sarifText */ .BC)(`Gate check ${c.input} failed: ${c.message}`, 450),
        severity: c.warnOnly ? 'LOW' : 'HIGH',
        result: 'FAILED',
    }));
    for (const issue of (0,_report_gitlab_codequality_js__WEBPACK_IMPORTED_MODULE_1__/* .codeQualityIssues */ .Hp)(report, { locationPath: path ?? undefined })) {
        if (out.length >= ANNOTATIONS_PER_REPORT)
            break;
        out.push({
            external_id: `attack-${issue.fingerprint.slice(0, 40)}`,
            annotation_type: 'VULNERABILITY',
            summary: (0,_report_sarif_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .sarifText */ .BC)(issue.description, 450),
            severity: SEVERITY[issue.severity] ?? 'MEDIUM',
            result: 'FAILED',
            ...where,
        });
    }
    return out.slice(0, ANNOTATIONS_PER_REPORT);
}
/** The Bitbucket module. */
function bitbucketProvider(ctx) {
    const { env } = ctx;
    const token = env.BITBUCKET_ACCESS_TOKEN?.trim() || null;
    return {
        name: 'Bitbucket Pipelines',
        pipelineFile: 'bitbucket-pipelines.yml',
        comment: () => (0,_contract_js__WEBPACK_IMPORTED_MODULE_7__/* .unavailable */ .h)('Bitbucket shows the Code Insights report on the pull request.'),
        async finish(outcome, config) {
            const { BITBUCKET_WORKSPACE: ws, BITBUCKET_REPO_SLUG: slug, BITBUCKET_COMMIT: commit } = env;
            if (!ws || !slug || !commit) {
                ctx.log.warn('No Code Insights report: BITBUCKET_WORKSPACE, BITBUCKET_REPO_SLUG or BITBUCKET_COMMIT is not set.');
                return;
            }
            const api = (0,_http_js__WEBPACK_IMPORTED_MODULE_5__/* .apiClient */ .uE)({
                baseUrl: token ? 'https://api.bitbucket.org/2.0' : 'http://api.bitbucket.org/2.0',
                headers: token ? { authorization: `Bearer ${token}` } : {},
                service: 'Bitbucket API',
                dispatcher: ctx.dispatcher ?? (token ? undefined : pipelinesProxy()),
                signal: ctx.signal,
            });
            const report = outcome.report;
            const id = `probe-gate-target-${report.platform.targetId}`;
            const path = `/repositories/${encodeURIComponent(ws)}/${encodeURIComponent(slug)}/commit/${encodeURIComponent(commit)}/reports/${id}`;
            // Replaced whole: annotations of an earlier run of this commit must not linger.
            await api.call('DELETE', path, Anything).catch((err) => {
                if (!(err instanceof _http_js__WEBPACK_IMPORTED_MODULE_5__/* .CiApiError */ .tX && err.status === 404))
                    throw err;
            });
            await api.call('PUT', path, Anything, insightsReport(report));
            const file = (0,_config_ignore_default_js__WEBPACK_IMPORTED_MODULE_3__/* .configuringFile */ .mB)(config, this.pipelineFile);
            const locate = (0,_runtime_check_origin_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOrigins */ .Q)({
                workflow: this.pipelineFile,
                configFile: config.configFile ?? null,
                fallback: file,
            });
            const annotations = insightsAnnotations(report, file, locate);
            for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_CALL) {
                await api.call('POST', `${path}/annotations`, Anything, annotations.slice(i, i + ANNOTATIONS_PER_CALL));
            }
            ctx.log.info(`Code Insights report "${id}" published with ${annotations.length} annotations.`);
        },
    };
}


/***/ }),

/***/ 14605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ unavailable)
/* harmony export */ });
/** A poster that says why there is nothing to comment on. */
function unavailable(reason) {
    return {
        target: () => ({ ok: false, reason }),
        upsert: () => Promise.reject(new Error(reason)),
    };
}


/***/ }),

/***/ 48978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tX: () => (/* binding */ CiApiError),
  uE: () => (/* binding */ apiClient)
});

// UNUSED EXPORTS: CI_CALL_TIMEOUT_MS

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/cli/ci/errors.ts
/** The message of anything thrown (one helper instead of casts at every catch). */
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}

;// CONCATENATED MODULE: ./src/cli/ci/http.ts
/**
 * A small JSON client for the other CIs' REST APIs (GitLab, Azure DevOps, Bitbucket): one
 * call, a bounded time (R24), the answer parsed by zod at the edge, and errors that name
 * the endpoint and status but never the token or a payload (R5). GETs are retried once on
 * 429, 5xx or a network failure; writes are not retried (a repeated POST would duplicate).
 */


/** Longest a call may take; publishing has its own budget after the verdict (R24). */
const CI_CALL_TIMEOUT_MS = 15_000;
/** Statuses worth one more GET. */
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** An API error: `GitLab API POST /projects/{id}/... answered 403: message`. */
class CiApiError extends Error {
    status;
    name = 'CiApiError';
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** The path without its query, for messages (a query may hold ids, never a secret; kept short). */
const shown = (path) => path.split('?')[0] ?? path;
/** Sends one request within {@link CI_CALL_TIMEOUT_MS}, or until the caller aborts. */
async function sendOnce(opts, url, method, body) {
    const signals = [AbortSignal.timeout(CI_CALL_TIMEOUT_MS)];
    if (opts.signal)
        signals.push(opts.signal);
    const res = await (0,undici/* request */.Em)(url, {
        method: method,
        headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...opts.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any(signals),
        ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
    });
    return { status: res.statusCode, text: await res.body.text() };
}
/** The answer's data as `schema` reads it, or a {@link CiApiError} naming `what` went wrong. */
function parseAnswer(what, answer, schema) {
    if (answer.status < 200 || answer.status > 299) {
        throw new CiApiError(`${what} answered ${answer.status}${serverMessage(answer.text)}`, answer.status);
    }
    let json;
    try {
        json = answer.text === '' ? null : JSON.parse(answer.text);
    }
    catch {
        throw new CiApiError(`${what} answered ${answer.status} with a body that is not JSON.`, answer.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CiApiError(`${what} answered an unexpected shape (at ${issue?.path.join('.') || 'the top'}: ${issue?.message ?? 'invalid'}).`, answer.status);
    }
    return parsed.data;
}
/** Builds a client; `call` resolves with the parsed answer or rejects with a {@link CiApiError}. */
function apiClient(opts) {
    const base = opts.baseUrl.replace(/\/+$/, '');
    const once = (method, path, body) => sendOnce(opts, `${base}${path}`, method, body);
    return {
        async call(method, path, schema, body) {
            const what = `${opts.service} ${method} ${shown(path)}`;
            let answer;
            try {
                answer = await once(method, path, body);
                if (method === 'GET' && RETRY_STATUSES.has(answer.status))
                    answer = await once(method, path, body);
            }
            catch (err) {
                if (opts.signal?.aborted)
                    throw err;
                if (method !== 'GET')
                    throw new CiApiError(`${what} failed: ${errorMessage(err)}`, null);
                try {
                    answer = await once(method, path, body);
                }
                catch (again) {
                    throw new CiApiError(`${what} failed: ${errorMessage(again)}`, null);
                }
            }
            return parseAnswer(what, answer, schema);
        },
    };
}
/** `: <message>` from a JSON error body (`message` or `error`), cut to one short line. */
function serverMessage(text) {
    try {
        const body = JSON.parse(text);
        const m = typeof body.message === 'string'
            ? body.message
            : typeof body.error === 'string'
                ? body.error
                : null;
        return m ? `: ${m.replace(/\s+/g, ' ').slice(0, 200)}` : '.';
    }
    catch {
        return '.';
    }
}


/***/ }),

/***/ 57111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkOrigins)
/* harmony export */ });
/* unused harmony export findKeyLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where a gate check was set, for its annotation: the line of the workflow (or pipeline) file
 * that sets its input, else the line of the config file whose key sets it, else line 1 of the
 * file that configures the scan. Workflow inputs override the config file, so the workflow is
 * looked at first. A line is found by its key (`min-score:` in a step's `with:`, at a config
 * file's top level or in a profile) or by its flag (`--min-score` in a pipeline's script).
 */


const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The 1-based line of the first `key:` (YAML key) or `--key` (CLI flag) in `text`, or null. */
function findKeyLine(text, key) {
    const k = escape(key);
    const pattern = new RegExp(`^\\s*(?:-\\s+)?['"]?${k}['"]?\\s*:|(?:^|\\s)--${k}(?:[=\\s]|$)`);
    const at = text.split(/\r?\n/).findIndex((l) => pattern.test(l));
    return at < 0 ? null : at + 1;
}
/** Where each input was set, by input name; read once per file. */
function checkOrigins(files) {
    const texts = new Map();
    const text = (path) => {
        if (!texts.has(path)) {
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(files.root ?? process.cwd(), path);
            try {
                texts.set(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(full, 'utf8'));
            }
            catch {
                texts.set(path, null);
            }
        }
        return texts.get(path) ?? null;
    };
    return (input) => {
        for (const path of [files.workflow, files.configFile]) {
            const body = path ? text(path) : null;
            const line = body === null ? null : findKeyLine(body, input);
            if (path && line !== null)
                return { path, line };
        }
        return files.fallback ? { path: files.fallback, line: 1 } : null;
    };
}


/***/ })

};
