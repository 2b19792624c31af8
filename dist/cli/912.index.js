export const id = 912;
export const ids = [912,633];
export const modules = {

/***/ 633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ parseIgnoreText),
/* harmony export */   loadIgnoreFile: () => (/* binding */ loadIgnoreFile),
/* harmony export */   wholeProbeWarning: () => (/* binding */ wholeProbeWarning)
/* harmony export */ });
/* unused harmony exports DEFAULT_IGNORE_MAX_DAYS, isExpired */
/* harmony import */ var _file_cap_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54423);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _yaml_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32434);
/* harmony import */ var _ignore_default_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19578);







const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written as YYYY-MM-DD. */
function isCalendarDate(text) {
    const m = DATE.exec(text);
    if (!m)
        return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === text;
}
const scalarText = zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()]).transform((v) => String(v).trim());
const EntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    probe: scalarText.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'is empty; give the probe name or id')),
    'attack-id': scalarText
        .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'is empty; give the attack id or leave the key out'))
        .optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().trim().min(1, 'is empty; say why this finding is accepted'),
    // YAML 1.2 (the yaml package's default) reads 2025-12-31 as a string; a Date is accepted too.
    expires: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .date */ .p6U()])
        .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v.trim()))
        .refine(isCalendarDate, 'is not a date; write YYYY-MM-DD, e.g. 2026-01-31')
        .optional(),
});
const FileSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ ignore: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).nullish() });
const HINTS = {
    attack_id: 'attack-id',
    attackId: 'attack-id',
    attack: 'attack-id',
    expiry: 'expires',
    expire: 'expires',
    expiration: 'expires',
    name: 'probe',
    reasons: 'reason',
    comment: 'reason',
};
/** One line per zod issue, naming the entry, the field and the fix. */
function entryProblems(path, index, raw, error) {
    return error.issues.map((i) => {
        const where = `ignore-file: "${path}" entry ${index + 1}`;
        if (i.code === 'unrecognized_keys') {
            return `${where} has unknown key(s) ${i.keys
                .map((k) => `"${k}"${HINTS[k] ? ` (did you mean "${HINTS[k]}"?)` : ''}`)
                .join(', ')}; allowed keys are probe, attack-id, reason, expires.`;
        }
        const field = String(i.path[0] ?? 'entry');
        const absent = !(field in raw) || raw[field] === null;
        if ((i.code === 'invalid_type' || i.code === 'invalid_union') && absent) {
            const fix = field === 'reason' ? 'say why this finding is accepted' : 'give the probe name or id';
            return `${where}: "${field}" is required; ${fix}.`;
        }
        if (i.code === 'invalid_type' || i.code === 'invalid_union') {
            return `${where}: "${field}" has the wrong type; write ${field === 'expires' ? 'a date YYYY-MM-DD' : 'a text value'}.`;
        }
        return `${where}: "${field}" ${i.message}.`;
    });
}
/** True when the path is the input's default (a missing default file is not an error). */
function isDefaultPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(path) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(_ignore_default_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_IGNORE_FILE */ .Ow);
}
/**
 * Reads and validates the ignore file: `{ignore: [{probe, attack-id?, reason, expires?}]}`.
 * `path` null means the default `.probe-gate/ignore.yml`; a missing default file gives [].
 * A missing file that was asked for, bad YAML or bad entries reject with one ConfigError
 * listing every problem. Entries past their expiry day (UTC, inclusive) are dropped, with one
 * warning. The YAML parser is loaded only when there is a file to parse.
 */
async function loadIgnoreFile(path, now, warnings, maxDays = DEFAULT_IGNORE_MAX_DAYS, o = {}) {
    const file = path ?? _ignore_default_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_IGNORE_FILE */ .Ow;
    let text;
    try {
        text = (0,_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.readCapped)(file, 'ignore-file', _file_cap_js__WEBPACK_IMPORTED_MODULE_0__.FILE_CAPS.yaml).toString('utf8');
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL)
            throw err;
        const code = err.code;
        if (code === 'ENOENT' && isDefaultPath(file))
            return [];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(code === 'ENOENT'
            ? `ignore-file: "${file}" does not exist; fix the path or leave ignore-file empty to use ${_ignore_default_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_IGNORE_FILE */ .Ow} when present.`
            : `ignore-file: cannot read "${file}" (${code ?? err.message}); check the path and its permissions.`);
    }
    return parseIgnoreText(text, file, now, warnings, maxDays, o);
}
/**
 * The live entries of an ignore file's text (`file` names it in messages): a broken file or
 * entry is a ConfigError naming every problem; expired entries and whole-probe entries warn.
 */
async function parseIgnoreText(text, file, now, warnings, maxDays = DEFAULT_IGNORE_MAX_DAYS, o = {}) {
    const doc = await (0,_yaml_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlFile */ .B)(text, 'ignore-file', file);
    if (doc === null || doc === undefined)
        return [];
    const top = FileSchema.safeParse(doc);
    if (!top.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`ignore-file: "${file}" must be a mapping with one key, ignore, holding a list of {probe, attack-id, reason, expires} entries.`);
    }
    const problems = [];
    const entries = [];
    (top.data.ignore ?? []).forEach((raw, index) => {
        const parsed = EntrySchema.safeParse(raw);
        if (!parsed.success) {
            problems.push(...(typeof raw === 'object' && raw !== null && !Array.isArray(raw)
                ? entryProblems(file, index, raw, parsed.error)
                : [
                    `ignore-file: "${file}" entry ${index + 1} is not a mapping; write probe, reason (and optionally attack-id, expires) keys.`,
                ]));
            return;
        }
        const e = parsed.data;
        const where = `ignore-file: "${file}" entry ${index + 1} (${e.probe})`;
        const tooLong = expiryProblem(e.expires ?? null, now, maxDays);
        if (tooLong) {
            problems.push(`${where}: ${tooLong}`);
            return;
        }
        entries.push({
            probe: e.probe,
            attackId: e['attack-id'] ?? null,
            reason: e.reason,
            expires: e.expires ?? null,
        });
    });
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(problems);
    const live = entries.filter((e) => !isExpired(e, now));
    if (o.wholeProbeWarning !== false) {
        const warning = wholeProbeWarning(live, file);
        if (warning && !warnings.includes(warning))
            warnings.push(warning);
    }
    const expired = entries.filter((e) => isExpired(e, now));
    if (expired.length > 0) {
        const list = expired.map((e) => `${e.probe}${e.attackId ? `/${e.attackId}` : ''} (expired ${e.expires})`);
        const warning = `ignore-file: ${expired.length} expired entr${expired.length === 1 ? 'y no longer applies' : 'ies no longer apply'}: ${list.join(', ')}; fix the findings or renew the expiry in "${file}".`;
        if (!warnings.includes(warning))
            warnings.push(warning);
    }
    return live;
}
/** The warning for entries without attack-id (a whole probe silenced); null when none. */
function wholeProbeWarning(entries, file) {
    const whole = entries.filter((e) => e.attackId === null);
    if (whole.length === 0)
        return null;
    return `ignore-file: ${whole.length} entr${whole.length === 1 ? 'y has' : 'ies have'} no attack-id and suppress${whole.length === 1 ? 'es' : ''} every finding of a whole probe: ${whole.map((e) => `${e.probe} (until ${e.expires})`).join(', ')}; name the attack ids in "${file}".`;
}
/** Default of ignore-max-days: an accepted finding is looked at again within a quarter. */
const DEFAULT_IGNORE_MAX_DAYS = 90;
const DAY_MS = 86_400_000;
/** Why an entry's expiry is refused: none, or further ahead than `maxDays` (R22). */
function expiryProblem(expires, now, maxDays) {
    if (expires === null)
        return `has no "expires"; add an expiry date (YYYY-MM-DD) at most ${maxDays} days ahead, so the finding is looked at again.`;
    const m = DATE.exec(expires);
    if (!m)
        return null;
    const end = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
    if (end - now > (maxDays + 1) * DAY_MS)
        return `expires ${expires}, more than ignore-max-days (${maxDays}) ahead; set an earlier date, or raise ignore-max-days.`;
    return null;
}
/** An entry applies through the whole of its expiry day, in UTC. */
function isExpired(entry, now) {
    if (entry.expires === null)
        return false;
    const m = DATE.exec(entry.expires);
    if (!m)
        return false;
    return now >= Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
}


/***/ }),

/***/ 19912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranchIgnores: () => (/* binding */ baseBranchIgnores)
/* harmony export */ });
/* harmony import */ var _config_ignore_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(633);
/**
 * Ignore entries that a change adds do not silence the change. On a pull request or a merge
 * queue, an entry of the ignore file applies only when the base branch's version of the file
 * (read from the base revision, never from the checkout under test) holds the same entry: the
 * same probe and attack. It then applies as the base branch wrote it (its reason and expiry:
 * a change cannot extend one). Entries new in the change are proposed, not applied, and said
 * so in every output; `allow-pr-ignores: true` applies them.
 */

const key = (e) => `${e.probe.trim().toLowerCase()}\u0000${e.attackId ?? ''}`;
const label = (e) => `${e.probe}${e.attackId === null ? ' (whole probe)' : `/${e.attackId}`}`;
/**
 * The entries that apply on a change: those the base branch's file holds (as it holds them).
 * Every other entry goes to `warnings` as proposed, not applied. When the base version cannot
 * be read, no entry applies (failing closed), and the warning says why.
 */
async function baseBranchIgnores(entries, file, base, o) {
    if (entries.length === 0)
        return [];
    let baseEntries;
    try {
        const text = await base.read(file);
        baseEntries = text === null ? [] : await (0,_config_ignore_file_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIgnoreText */ .$t)(text, file, o.now, [], o.maxDays);
    }
    catch (err) {
        o.warnings.push(`ignore-file: the base branch's version of "${file}" (${base.base}) could not be read (${err.message}), so none of its ${entries.length} entries is applied: a change cannot silence its own findings. Fetch the base revision (actions/checkout fetch-depth: 0, or a github-token with contents: read), or set allow-pr-ignores: true.`);
        return [];
    }
    const byKey = new Map(baseEntries.map((e) => [key(e), e]));
    const applied = entries.flatMap((e) => byKey.get(key(e)) ?? []);
    const proposed = entries.filter((e) => !byKey.has(key(e)));
    if (proposed.length > 0)
        o.warnings.push(`ignore-file: ${proposed.length} entr${proposed.length === 1 ? 'y is' : 'ies are'} new in this change and proposed, not applied (not in ${base.base}'s "${file}"): ${proposed.map(label).join(', ')}. They apply once merged, or now with allow-pr-ignores: true.`);
    return applied;
}


/***/ })

};
