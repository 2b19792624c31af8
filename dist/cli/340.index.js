export const id = 340;
export const ids = [340];
export const modules = {

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

/***/ 70340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DOTENV_FILE: () => (/* binding */ DOTENV_FILE),
/* harmony export */   dotenvName: () => (/* binding */ dotenvName),
/* harmony export */   dotenvText: () => (/* binding */ dotenvText),
/* harmony export */   gitlabProvider: () => (/* binding */ gitlabProvider),
/* harmony export */   mergeRequestProjectUrl: () => (/* binding */ mergeRequestProjectUrl)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64131);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48978);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14605);
/* harmony import */ var _sticky_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48436);
/**
 * GitLab CI/CD (GITLAB_CI=true): a sticky merge-request note through the REST API when a
 * token is given (GITLAB_TOKEN: a project, group or personal access token with `api` scope;
 * CI_JOB_TOKEN cannot write notes), and a dotenv file of the outputs (`probe-gate.env` in the
 * report folder) that `artifacts: reports: dotenv:` hands to later jobs. The Code Quality
 * widget reads the `codequality` report format (src/report/codequality.ts).
 *
 * API (GitLab REST v4, "Notes" and "Users"): GET /user; GET, POST
 * /projects/:id/merge_requests/:iid/notes; PUT .../notes/:note_id; auth header PRIVATE-TOKEN.
 */






/** Notes listed per page (GitLab's maximum) and pages read at most (10,000 notes). */
const PER_PAGE = 100;
const MAX_PAGES = 100;
/** Dotenv file written into the report folder. */
const DOTENV_FILE = 'probe-gate.env';
const UserSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), username: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional() });
const NoteSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(),
    body: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    system: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    author: zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() }).nullable().optional(),
});
/**
 * The web address of the merge request's project, for the note's URL (`comment-url`): GitLab
 * sets CI_MERGE_REQUEST_PROJECT_URL in merge request pipelines; without it, the project's
 * own URL, or the server's URL and the project's path (same project unless from a fork).
 */
function mergeRequestProjectUrl(env) {
    const given = env.CI_MERGE_REQUEST_PROJECT_URL?.trim() || env.CI_PROJECT_URL?.trim();
    if (given)
        return given.replace(/\/+$/, '');
    const server = env.CI_SERVER_URL?.trim();
    const path = env.CI_MERGE_REQUEST_PROJECT_PATH?.trim() || env.CI_PROJECT_PATH?.trim();
    return server && path ? `${server.replace(/\/+$/, '')}/${path}` : null;
}
/** `PROBE_GATE_FAILED_COUNT` from `failed-count`. */
function dotenvName(output) {
    return `PROBE_GATE_${output.replace(/-/g, '_').toUpperCase()}`;
}
/**
 * The outputs as dotenv lines GitLab accepts: `NAME=value`, one line each; a value with a
 * line break (never expected) is left out rather than cut into a second variable.
 */
function dotenvText(outputs) {
    const lines = Object.entries(outputs)
        .filter(([, v]) => v !== undefined && !/[\r\n]/.test(v))
        .map(([k, v]) => `${dotenvName(k)}=${v}`);
    return `${lines.join('\n')}\n`;
}
function mergeRequestNotes(ctx, token) {
    const { env } = ctx;
    const project = env.CI_PROJECT_ID ?? '';
    const iid = env.CI_MERGE_REQUEST_IID ?? '';
    const baseUrl = env.CI_API_V4_URL ?? `${env.CI_SERVER_URL ?? 'https://gitlab.com'}/api/v4`;
    const api = (0,_http_js__WEBPACK_IMPORTED_MODULE_2__/* .apiClient */ .uE)({
        baseUrl,
        headers: { 'PRIVATE-TOKEN': token },
        service: 'GitLab API',
        dispatcher: ctx.dispatcher,
        signal: ctx.signal,
    });
    const notes = `/projects/${encodeURIComponent(project)}/merge_requests/${encodeURIComponent(iid)}/notes`;
    const projectUrl = mergeRequestProjectUrl(env);
    const mrUrl = projectUrl ? `${projectUrl}/-/merge_requests/${iid}` : null;
    const noteUrl = (id) => (mrUrl ? `${mrUrl}#note_${id}` : null);
    return {
        target: () => ({ ok: true, label: `merge request !${iid}` }),
        upsert: (marker, body) => (0,_sticky_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertSticky */ .$)({
            self: async () => (await api.call('GET', '/user', UserSchema)).id,
            list: async () => {
                const all = [];
                for (let page = 1; page <= MAX_PAGES; page += 1) {
                    const batch = await api.call('GET', `${notes}?per_page=${PER_PAGE}&page=${page}&sort=asc&order_by=created_at`, zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(NoteSchema));
                    for (const n of batch) {
                        if (n.system)
                            continue;
                        all.push({ id: n.id, body: n.body ?? '', author: n.author?.id ?? null });
                    }
                    if (batch.length < PER_PAGE)
                        break;
                }
                return all;
            },
            create: async (text) => noteUrl((await api.call('POST', notes, NoteSchema, { body: text })).id),
            update: async (item, text) => noteUrl((await api.call('PUT', `${notes}/${item.id}`, NoteSchema, { body: text })).id),
        }, marker, body),
    };
}
/** The GitLab module. */
function gitlabProvider(ctx) {
    const { env } = ctx;
    const token = env.GITLAB_TOKEN?.trim() || null;
    return {
        name: 'GitLab CI/CD',
        pipelineFile: env.CI_CONFIG_PATH?.trim() || '.gitlab-ci.yml',
        comment() {
            if (!env.CI_MERGE_REQUEST_IID || !env.CI_PROJECT_ID) {
                return (0,_contract_js__WEBPACK_IMPORTED_MODULE_5__/* .unavailable */ .h)('this pipeline is not a merge request pipeline.');
            }
            if (!token)
                return (0,_contract_js__WEBPACK_IMPORTED_MODULE_5__/* .unavailable */ .h)('no GITLAB_TOKEN was given (CI_JOB_TOKEN cannot write notes).');
            return mergeRequestNotes(ctx, token);
        },
        async finish(outcome, config) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(config.reportDir), DOTENV_FILE);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, dotenvText(outcome.outputs));
            ctx.log.info(`Outputs written for later jobs to ${path} (artifacts: reports: dotenv).`);
        },
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


/***/ })

};
