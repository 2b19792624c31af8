export const id = 916;
export const ids = [916];
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


/***/ })

};
