export const id = 988;
export const ids = [988,916];
export const modules = {

/***/ 92916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadTargetConfig: () => (/* binding */ loadTargetConfig)
/* harmony export */ });
/* unused harmony exports TargetSettingsSchema, TargetFileSchema, isSecretKey */
/* harmony import */ var _file_cap_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54423);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _yaml_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32434);





/**
 * Targets as code: a YAML file describes the target (connection and settings, docs/platform.md
 * 2.1); the scan creates or updates it before triggering. Secrets never live in the file: a
 * `<field>Env: NAME` key in `connection.config` is read from env NAME into `<field>`.
 */
const text = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().trim().min(1, 'is empty');
const uuid = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().trim().min(1, 'is empty; give the id (a UUID)');
/** Settings of docs/platform.md 2.1 (request body); unknown keys are refused to catch typos. */
const TargetSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: text.optional(),
    environment: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    language: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    rateLimit: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int('must be a whole number').min(0).optional(),
    supportedModes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    concurrentRequests: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    multiStepAttacks: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    systemPromptConfigurations: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        systemPromptConfidential: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullish(),
        systemPromptNotConfidential: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullish(),
        systemPromptTools: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullish(),
    })
        .optional(),
    ragFileId: uuid.nullish(),
    predefinedResponses: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })).optional(),
    ragFileNumberOfFacts: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int('must be a whole number').min(0).nullish(),
    targetPresetId: uuid.nullish(),
    workerPoolId: uuid.nullish(),
});
/** The target file. */
const TargetFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** Existing target to update; absent: create one (or use the target-id input). */
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int('must be a whole number').positive().max(2_147_483_647).optional(),
    /** Create a throwaway target for this scan and delete it afterwards. */
    ephemeral: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    connection: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        type: text,
        config: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).nullish(),
    })
        .optional(),
    settings: TargetSettingsSchema,
    /**
     * Knowledge file uploaded with docs/platform.md 4.18; its id becomes settings.ragFileId. Relative
     * to the target file.
     */
    knowledgeFile: text.optional(),
    /**
     * CSV dataset for a custom probe, validated locally and uploaded with docs/platform.md 4.19.
     * Relative to the target file.
     */
    dataset: text.optional(),
});
// Security: keys whose literal value would be a credential (checked at any depth of connection.config).
const SECRET_KEY = /(api[-_]?key|secret|password|passwd|token|access[-_]?key|private[-_]?key|credentials?|authorization|connection[-_]?string)$/i;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Whether a connection config key names a credential (apiKey, password, token, ...). */
function isSecretKey(key) {
    return SECRET_KEY.test(key);
}
/** Resolves `*Env` keys from the environment and refuses literal secrets, at every depth. */
function resolveSecrets(value, path, env, problems, secrets) {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
        const at = `${path}.${k}`;
        if (k.length > 3 && k.endsWith('Env')) {
            const field = k.slice(0, -3);
            if (typeof v !== 'string' || !ENV_NAME.test(v)) {
                problems.push(`${at}: must name an environment variable (e.g. ${field.toUpperCase()}); write ${k}: NAME.`);
            }
            else if (Object.hasOwn(value, field)) {
                problems.push(`${path}: has both ${field} and ${k}; keep only ${k}.`);
            }
            else if (!env[v]) {
                problems.push(`${at}: environment variable ${v} is not set; set it from your CI secret store.`);
            }
            else {
                out[field] = env[v];
                secrets.push(env[v]);
            }
            continue;
        }
        if (isSecretKey(k) && typeof v === 'string' && v.trim() !== '') {
            problems.push(`${at}: holds a literal secret, which is refused; put it in an environment variable from your CI secret store and write ${k}Env: NAME instead.`);
            continue;
        }
        out[k] =
            v !== null && typeof v === 'object' && !Array.isArray(v)
                ? resolveSecrets(v, at, env, problems, secrets)
                : v;
    }
    return out;
}
function readLocal(file, raw, what) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), raw);
    try {
        return {
            path,
            name: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path),
            data: new Uint8Array((0,_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.readCapped)(path, `target-config ${what}`, _file_cap_js__WEBPACK_IMPORTED_MODULE_0__.FILE_CAPS.upload)),
        };
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`target-config: ${what} "${raw}" cannot be read (looked for ${path}); paths are relative to the target file.`);
    }
}
/**
 * Reads and validates a target file; every problem at once as a ConfigError naming
 * `target-config`, the field and the fix. No request is made. Files are read, the dataset
 * is checked with the sandbox's own rules (validateDatasetCsv), secrets come from `env`.
 * The YAML and CSV parsers are loaded only when there is a file to parse.
 */
async function loadTargetConfig(file, env, targetIdInput = null) {
    const t = await readTargetFile(file);
    const problems = planProblems(t, file, targetIdInput);
    const secrets = [];
    const ephemeral = t.ephemeral === true;
    const id = ephemeral ? null : (t.id ?? targetIdInput);
    const config = t.connection?.config
        ? resolveSecrets(t.connection.config, 'connection.config', env, problems, secrets)
        : t.connection?.config;
    const knowledge = t.knowledgeFile
        ? tryRead(file, t.knowledgeFile, 'knowledgeFile', problems)
        : null;
    const dataset = t.dataset ? await readDataset(file, t.dataset, problems) : null;
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(problems.map((p) => (p.startsWith('target-config') ? p : `target-config: ${p}`)));
    const body = { settings: { ...t.settings } };
    if (t.connection)
        body.connection = { type: t.connection.type, ...(config === undefined ? {} : { config }) };
    return { file, id, ephemeral, body, knowledge, dataset, secrets };
}
/** A target file as its schema reads it: read, parsed as YAML, validated; every problem at once. */
async function readTargetFile(file) {
    const text = (0,_file_cap_js__WEBPACK_IMPORTED_MODULE_0__/* .readUserText */ .nD)(file, 'target-config', _file_cap_js__WEBPACK_IMPORTED_MODULE_0__.FILE_CAPS.yaml, 'check the path.');
    const doc = await (0,_yaml_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlFile */ .B)(text, 'target-config', file);
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`target-config: "${file}" must be a mapping with connection and settings (see examples/target.yml).`);
    }
    const parsed = TargetFileSchema.safeParse(doc);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(parsed.error.issues.map((i) => issueLine(file, i)));
    }
    return parsed.data;
}
/**
 * What the file and the target-id input say together that cannot be applied: two ids, an id
 * with ephemeral, a new target without a connection or a name, two knowledge files.
 */
function planProblems(t, file, targetIdInput) {
    const problems = [];
    const ephemeral = t.ephemeral === true;
    if (t.id !== undefined && targetIdInput !== null && t.id !== targetIdInput) {
        problems.push(`target-config: id ${t.id} in "${file}" differs from the target-id input ${targetIdInput}; remove one of them.`);
    }
    const id = ephemeral ? null : (t.id ?? targetIdInput);
    if (ephemeral && (t.id !== undefined || targetIdInput !== null)) {
        problems.push(`target-config: ephemeral: true always creates a new target; remove ${t.id !== undefined ? 'id from the file' : 'the target-id input'}.`);
    }
    if (id === null && !t.connection)
        problems.push(`target-config: connection is required to create a target; add connection.type and connection.config to "${file}".`);
    if (id === null && !t.settings.name)
        problems.push(`target-config: settings.name is required to create a target; add it to "${file}".`);
    if (t.knowledgeFile && t.settings.ragFileId)
        problems.push('target-config: settings.ragFileId and knowledgeFile both set the knowledge file; keep one of them.');
    return problems;
}
/** The dataset file, read and checked with the sandbox's own rules; null with a problem when not valid. */
async function readDataset(file, raw, problems) {
    const local = tryRead(file, raw, 'dataset', problems);
    if (!local)
        return null;
    const { validateDatasetCsv } = await Promise.all(/* import() */[__webpack_require__.e(175), __webpack_require__.e(829)]).then(__webpack_require__.bind(__webpack_require__, 96829));
    const check = validateDatasetCsv(local.data);
    if (check.ok)
        return { ...local, rows: check.rows };
    problems.push(`target-config: dataset "${raw}" is not a valid dataset: ${check.message}.`);
    return null;
}
function tryRead(file, raw, what, problems) {
    try {
        return readLocal(file, raw, what);
    }
    catch (err) {
        problems.push(err.problems[0]);
        return null;
    }
}
function issueLine(file, i) {
    const path = i.path.map(String).join('.') || 'file';
    if (i.code === 'unrecognized_keys') {
        return `target-config: ${path === 'file' ? 'top level' : path} of "${file}" has unknown key(s) ${i.keys.join(', ')}; check the spelling (see examples/target.yml).`;
    }
    return `target-config: ${path} in "${file}": ${i.message}; fix the value.`;
}


/***/ }),

/***/ 85988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanupEphemeralTarget: () => (/* binding */ cleanupEphemeralTarget),
/* harmony export */   prepareTarget: () => (/* binding */ prepareTarget)
/* harmony export */ });
/* unused harmony exports ephemeralName, applyTargetPlan */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22799);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58638);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _config_target_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92916);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23185);






/** `<name>-ephemeral-<time>-<random>`: unique, so parallel jobs never share a throwaway target. */
function ephemeralName(name, now) {
    return `${name}-ephemeral-${now.toString(36)}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
}
/**
 * Applies the target file before the scan: uploads the knowledge file (docs/platform.md 4.18, its
 * id becomes settings.ragFileId) and the dataset (4.19), then updates (4.2) or creates (4.1) the
 * target. An ephemeral target's id is saved to the state at once, so the post step deletes it even
 * when this step dies. Returns the target to scan. Never logs the connection secrets.
 */
async function prepareTarget(client, log, state, config, env) {
    const plan = await (0,_config_target_file_js__WEBPACK_IMPORTED_MODULE_3__.loadTargetConfig)(config.targetConfig, env, config.targetId);
    const ws = config.workspaceId;
    try {
        const target = await applyTargetPlan(client, log, ws, plan, (created) => {
            if (!plan.ephemeral)
                return;
            // Saved before anything else can fail, so the post step can delete it (R9).
            state.save(_ports_js__WEBPACK_IMPORTED_MODULE_4__/* .STATE_KEYS */ .LU.workspaceId, String(ws));
            state.save(_ports_js__WEBPACK_IMPORTED_MODULE_4__/* .STATE_KEYS */ .LU.ephemeralTargetId, String(created.id));
        });
        if (!plan.ephemeral && plan.id === null) {
            log.warn(`Created target ${target.id} from ${plan.file}: add "id: ${target.id}" to the file (or set target-id) so the next scan updates it instead of creating another.`);
        }
        return { targetId: target.id, ephemeral: plan.ephemeral };
    }
    catch (err) {
        throw new _api_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .Redactor */ .pO(plan.secrets).scrubError(err);
    }
}
/**
 * Uploads the plan's files and creates or updates the target; shared by the scan and the
 * `target apply` command. `onCreated` runs right after a create, before anything else.
 */
async function applyTargetPlan(client, log, ws, plan, onCreated = () => undefined) {
    const body = { ...plan.body, settings: { ...plan.body.settings } };
    if (plan.knowledge) {
        const up = await client.uploadFile(ws, {
            name: plan.knowledge.name,
            data: plan.knowledge.data,
        });
        if (!up.fileId)
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ScanError */ .sC(`The platform accepted the knowledge file ${plan.knowledge.name} but returned no fileId; set settings.ragFileId by hand.`);
        body.settings = { ...body.settings, ragFileId: up.fileId };
        log.info(`Uploaded knowledge file ${plan.knowledge.name} (file id ${up.fileId}).`);
    }
    if (plan.dataset) {
        const up = await client.uploadDataset(ws, { name: plan.dataset.name, data: plan.dataset.data });
        log.info(`Uploaded dataset ${plan.dataset.name}: ${up.entriesRowCount ?? plan.dataset.rows} rows (file id ${up.fileId}).`);
    }
    if (plan.id !== null) {
        const target = await client.updateTarget(ws, plan.id, body);
        log.info(`Updated target ${target.id} from ${plan.file}.`);
        return target;
    }
    if (plan.ephemeral) {
        body.settings = {
            ...body.settings,
            name: ephemeralName(body.settings?.name ?? 'probe-gate', Date.now()),
        };
    }
    const target = await client.createTarget(ws, body);
    onCreated(target);
    log.info(`Created ${plan.ephemeral ? 'ephemeral ' : ''}target ${target.id} ("${target.settings?.name ?? body.settings?.name}") from ${plan.file}.`);
    return target;
}
/** Why 5 s: the clean-up runs after an interrupt too, before the runner's SIGKILL. */
const CLEANUP_TIMEOUT_MS = 5_000;
/**
 * Deletes an ephemeral target (docs/platform.md 4.4) and clears its state key so it is not deleted
 * twice; a target already gone (404) counts as deleted. Never throws: a failure is a warning, and
 * the key stays so that the post step tries again.
 */
async function cleanupEphemeralTarget(client, log, state, ws, targetId) {
    if (state.get(_ports_js__WEBPACK_IMPORTED_MODULE_4__/* .STATE_KEYS */ .LU.ephemeralTargetId) !== String(targetId)) {
        log.debug(`Ephemeral target ${targetId} was already deleted.`);
        return;
    }
    try {
        // Outside the scan's scope (it also runs after SIGINT/SIGTERM), bounded on its own.
        await client.deleteTarget(ws, targetId, {
            signal: AbortSignal.timeout(CLEANUP_TIMEOUT_MS),
            deadline: Date.now() + CLEANUP_TIMEOUT_MS,
            detached: true,
        });
        log.info(`Deleted ephemeral target ${targetId}.`);
    }
    catch (err) {
        if (!(err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .NotFoundError */ .m_)) {
            log.warn(`Could not delete ephemeral target ${targetId} (${err.message}); delete it in the web UI.`);
            return;
        }
        log.info(`Ephemeral target ${targetId} was already gone.`);
    }
    state.save(_ports_js__WEBPACK_IMPORTED_MODULE_4__/* .STATE_KEYS */ .LU.ephemeralTargetId, '');
}


/***/ })

};
