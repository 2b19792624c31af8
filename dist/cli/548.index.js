export const id = 548;
export const ids = [548];
export const modules = {

/***/ 60548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AZURE_SUMMARY_FILE: () => (/* binding */ AZURE_SUMMARY_FILE),
  azureCommands: () => (/* binding */ azureCommands),
  azureProvider: () => (/* binding */ azureProvider),
  warnOnly: () => (/* binding */ warnOnly)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(64131);
// EXTERNAL MODULE: ./src/config/ignore-default.ts
var ignore_default = __webpack_require__(19578);
// EXTERNAL MODULE: ./src/runtime/check-origin.ts
var check_origin = __webpack_require__(57111);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
;// CONCATENATED MODULE: ./src/cli/ci/azure-log.ts
/**
 * Azure Pipelines logging commands (`##vso[area.action props]message`), escaped as the agent
 * unescapes them, and made inert when the text came from the platform (R27): the agent acts on
 * `##vso[` anywhere in a line, so a line break or a nested command in a message must never
 * survive. Properties escape `;` and `]` too.
 */

/** The agent's escapes, `%` first (it is the escape character itself). */
function escapeData(text) {
    return text.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/]/g, '%5D').replace(/;/g, '%3B');
}
/** Untrusted text for one command: no control characters, no command prefix, one line. */
function inertText(text, maxLength = 4_000) {
    return (0,sanitize/* sanitizeLogText */.fu)(text)
        .replace(/##(vso|teamcity)?\[/gi, (_m, kind) => `##${kind ?? ''}\\[`)
        .replace(/\s*\n\s*|\t/g, ' ')
        .slice(0, maxLength);
}
/** `##vso[area.action k=v;...]message`, every part escaped. */
function vso(command, properties, message = '') {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${escapeProperty(inertText(String(v), 1_000))}`)
        .join(';');
    return `##vso[${command}${props ? ` ${props}` : ''}]${escapeData(inertText(message))}`;
}

// EXTERNAL MODULE: ./src/cli/ci/http.ts + 1 modules
var http = __webpack_require__(48978);
// EXTERNAL MODULE: ./src/cli/ci/contract.ts
var contract = __webpack_require__(14605);
// EXTERNAL MODULE: ./src/cli/ci/sticky.ts
var sticky = __webpack_require__(48436);
;// CONCATENATED MODULE: ./src/cli/ci/azure.ts
/**
 * Azure Pipelines (TF_BUILD=True): a `##vso[task.logissue]` per failed gate check (warnings
 * for warn-only checks), `##vso[task.complete result=SucceededWithIssues]` when only warn-only
 * checks failed, the Markdown summary attached to the run with `##vso[task.uploadsummary]`,
 * and a sticky pull request thread through the Azure DevOps REST API when a token is given
 * (SYSTEM_ACCESSTOKEN, mapped from `$(System.AccessToken)`). No log command is written outside
 * Azure Pipelines, and none carries raw platform text (azure-log.ts).
 *
 * API (Azure DevOps REST 7.1, "Pull Request Threads", "Pull Request Thread Comments" and the
 * connection data of the organisation): GET {org}_apis/connectionData; GET, POST
 * {org}{project}/_apis/git/repositories/{repo}/pullRequests/{id}/threads; PATCH
 * .../threads/{threadId}/comments/{commentId}; Bearer authentication.
 */









const API_VERSION = 'api-version=7.1';
/** Summary file attached to the run. */
const AZURE_SUMMARY_FILE = 'probe-gate-summary.md';
const ConnectionDataSchema = schemas/* looseObject */._H3({
    authenticatedUser: schemas/* looseObject */._H3({ id: schemas/* string */.YjP() }),
});
const CommentSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    content: schemas/* string */.YjP().nullable().optional(),
    author: schemas/* looseObject */._H3({ id: schemas/* string */.YjP() }).nullable().optional(),
    isDeleted: schemas/* boolean */.zMY().optional(),
});
const ThreadSchema = schemas/* looseObject */._H3({
    id: schemas/* number */.aig(),
    comments: schemas/* array */.YOg(CommentSchema).nullable().optional(),
    isDeleted: schemas/* boolean */.zMY().optional(),
});
const ThreadListSchema = schemas/* looseObject */._H3({ value: schemas/* array */.YOg(ThreadSchema) });
/** Whether a failed check only warns (`warn-only`): a check that does not say so counts. */
function warnOnly(check) {
    return check.warnOnly === true;
}
/** The log commands of a finished scan, in order. */
function azureCommands(report, pipelineFile, summaryPath, locate = () => null) {
    const lines = [];
    const failed = report.gate.checks.filter((c) => !c.passed);
    for (const check of failed) {
        // Where the check was set (check-origin.ts), else line 1 of the configuring file.
        const at = locate(check.input) ?? (pipelineFile ? { path: pipelineFile, line: 1 } : null);
        lines.push(vso('task.logissue', {
            type: warnOnly(check) ? 'warning' : 'error',
            sourcepath: at?.path,
            linenumber: at?.line,
            code: `probe-gate/${check.id}`,
        }, `probe-gate ${check.input}: ${check.message}`));
    }
    const verdict = report.gate.verdict;
    if (verdict !== 'pass' && failed.length === 0) {
        lines.push(vso('task.logissue', { type: 'error' }, `probe-gate ${verdict}: ${report.gate.reason}`));
    }
    if (summaryPath)
        lines.push(`##vso[task.uploadsummary]${summaryPath.replace(/[\r\n]/g, '')}`);
    // The gate's `warn` verdict: only warn-only checks failed (exit 0, the build goes on).
    if (verdict === 'warn') {
        lines.push(vso('task.complete', { result: 'SucceededWithIssues' }, 'Only warn-only gate checks failed.'));
    }
    return lines;
}
function pullRequestThread(ctx, token) {
    const { env } = ctx;
    const org = (env.SYSTEM_COLLECTIONURI ?? '').replace(/\/?$/, '/');
    const project = encodeURIComponent(env.SYSTEM_TEAMPROJECTID ?? env.SYSTEM_TEAMPROJECT ?? '');
    const repo = encodeURIComponent(env.BUILD_REPOSITORY_ID ?? '');
    const pr = env.SYSTEM_PULLREQUEST_PULLREQUESTID ?? '';
    const api = (0,http/* apiClient */.uE)({
        baseUrl: org.replace(/\/$/, ''),
        headers: { authorization: `Bearer ${token}` },
        service: 'Azure DevOps API',
        dispatcher: ctx.dispatcher,
        signal: ctx.signal,
    });
    const threads = `/${project}/_apis/git/repositories/${repo}/pullRequests/${encodeURIComponent(pr)}/threads`;
    const prUrl = env.BUILD_REPOSITORY_URI ? `${env.BUILD_REPOSITORY_URI}/pullrequest/${pr}` : null;
    const threadUrl = (id) => (prUrl ? `${prUrl}?discussionId=${id}` : null);
    const ops = threadOps(api, threads, threadUrl);
    return {
        target: () => ({ ok: true, label: `pull request ${pr}` }),
        upsert: (marker, body) => (0,sticky/* upsertSticky */.$)(ops, marker, body),
    };
}
/** Reads, opens and edits the pull request's threads (`threads`: their API path). */
function threadOps(api, threads, threadUrl) {
    return {
        self: async () => (await api.call('GET', `/_apis/connectionData`, ConnectionDataSchema)).authenticatedUser.id,
        list: async () => (await api.call('GET', `${threads}?${API_VERSION}`, ThreadListSchema)).value.flatMap((t) => {
            const first = t.comments?.[0];
            if (t.isDeleted || !first || first.isDeleted)
                return [];
            const author = first.author?.id ?? null;
            return [{ id: t.id, commentId: first.id, body: first.content ?? '', author }];
        }),
        create: async (text) => {
            const t = await api.call('POST', `${threads}?${API_VERSION}`, ThreadSchema, {
                comments: [{ parentCommentId: 0, content: text, commentType: 1 }],
                status: 1,
            });
            return threadUrl(t.id);
        },
        update: async (item, text) => {
            const path = `${threads}/${item.id}/comments/${item.commentId}?${API_VERSION}`;
            await api.call('PATCH', path, CommentSchema, { content: text });
            return threadUrl(item.id);
        },
    };
}
/** The Azure Pipelines module. */
function azureProvider(ctx) {
    const { env } = ctx;
    const write = ctx.write ?? ((line) => void process.stdout.write(`${line}\n`));
    const token = env.SYSTEM_ACCESSTOKEN?.trim() || null;
    return {
        name: 'Azure Pipelines',
        pipelineFile: env.BUILD_DEFINITIONFILE?.trim() || 'azure-pipelines.yml',
        comment() {
            if (!env.SYSTEM_PULLREQUEST_PULLREQUESTID)
                return (0,contract/* unavailable */.h)('this build is not a pull request build.');
            if (!token)
                return (0,contract/* unavailable */.h)('no SYSTEM_ACCESSTOKEN was given (map it from $(System.AccessToken)).');
            if (!env.SYSTEM_COLLECTIONURI || !env.BUILD_REPOSITORY_ID) {
                return (0,contract/* unavailable */.h)('SYSTEM_COLLECTIONURI or BUILD_REPOSITORY_ID is not set.');
            }
            return pullRequestThread(ctx, token);
        },
        async finish(outcome, config) {
            let summaryPath = (0,external_node_path_.join)((0,external_node_path_.resolve)(config.reportDir), AZURE_SUMMARY_FILE);
            try {
                const { renderSummary } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 19198));
                await (0,promises_.writeFile)(summaryPath, renderSummary(outcome.report));
            }
            catch (err) {
                summaryPath = null;
                ctx.log.warn(`Could not write the run summary (the verdict stands): ${err.message}`);
            }
            const where = (0,ignore_default/* configuringFile */.mB)(config, this.pipelineFile);
            const locate = (0,check_origin/* checkOrigins */.Q)({
                workflow: this.pipelineFile,
                configFile: config.configFile ?? null,
                fallback: where,
            });
            for (const line of azureCommands(outcome.report, where, summaryPath, locate))
                write(line);
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

/***/ 48436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ upsertSticky)
/* harmony export */ });
/* unused harmony export isOurs */
/**
 * The sticky comment rule of every CI (R15, R28), written once: the one item (GitLab note,
 * Azure DevOps thread comment, ...) that starts with the hidden marker AND was written by the
 * identity of the token in use is updated in place; otherwise a new one is created. A marker
 * copied into someone else's comment is never edited; the GitHub comment follows the same rule.
 */
/** Whether `item` is ours: it starts with `marker` and our identity wrote it. */
function isOurs(item, marker, self) {
    return (item.body.startsWith(marker) &&
        item.author !== null &&
        String(item.author).toLowerCase() === String(self).toLowerCase());
}
/** Updates our marked comment, or creates one; returns its URL (when known) and whether it is new. */
async function upsertSticky(ops, marker, body) {
    const [self, items] = await Promise.all([ops.self(), ops.list()]);
    const mine = items.find((item) => isOurs(item, marker, self));
    if (mine)
        return { url: await ops.update(mine, body), created: false };
    return { url: await ops.create(body), created: true };
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
