export const id = 470;
export const ids = [470];
export const modules = {

/***/ 41521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ scoreProbes)
/* harmony export */ });
/* unused harmony export probeScore */
/**
 * The platform's scoring formula (4.6), one implementation for the sandbox (which serves
 * target scores with it) and for the gate (which scores this run with it, R20): a probe's
 * score is 100 x passed / (passed + counted failures), errors excluded; a category's score
 * is the mean of its probes' scores, rounded to one decimal; the overall score is the
 * rounded mean of the categories. Pure; no I/O.
 */
/** 100 x passed / (passed + failures); null when nothing was judged. */
function probeScore(passed, failures) {
    const judged = passed + failures;
    return judged > 0 ? (100 * passed) / judged : null;
}
const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
/** Category and overall scores from per-probe tallies. */
function scoreProbes(tallies) {
    const byCategory = new Map();
    for (const t of tallies) {
        const score = probeScore(t.passed, t.failures);
        if (score === null)
            continue;
        const list = byCategory.get(t.category) ?? [];
        list.push(score);
        byCategory.set(t.category, list);
    }
    const categories = {};
    for (const [name, list] of byCategory)
        categories[name] = Math.round(mean(list) * 10) / 10;
    const values = Object.values(categories);
    return { overall: values.length === 0 ? null : Math.round(mean(values)), categories };
}


/***/ }),

/***/ 89946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XG: () => (/* binding */ collectProbeRuns),
  Zi: () => (/* binding */ toProbeRunReport)
});

// UNUSED EXPORTS: labelReader

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/api/index.ts + 15 modules
var api = __webpack_require__(60337);
// EXTERNAL MODULE: ./src/scan/run/redact-facts.ts
var redact_facts = __webpack_require__(50112);
;// CONCATENATED MODULE: ./src/scan/run/ai-analysis.ts
/**
 * A probe run's AI analysis: from its detail (4.15) when finished, else read (4.17) and, when
 * nobody asked for it yet, requested (4.16), polling until ready or out of time.
 */

/** Why: the analysis usually lands within a minute or two of the run; past this it is reported missing. */
const AI_ANALYSIS_WAIT_MS = 180_000;
const AI_ANALYSIS_POLL_MS = 3_000;
/** The analysis (overview and attack clusters) as the report holds it. */
function fromMethods(overview, items) {
    return {
        overview: overview ?? null,
        clusters: (items ?? [])
            .filter((i) => typeof i?.name === 'string')
            .map((i) => ({
            name: i.name,
            description: typeof i.description === 'string' ? i.description : null,
            failRate: typeof i.data?.failRate === 'number' ? i.data.failRate : null,
            failedTestCaseCount: typeof i.data?.failedTestCaseCount === 'number' ? i.data.failedTestCaseCount : null,
            totalTestCaseCount: typeof i.data?.totalTestCaseCount === 'number' ? i.data.totalTestCaseCount : null,
        })),
    };
}
const ready = (a) => a !== null && typeof a.overview === 'string' && a.overview.trim() !== '';
/** Reads the analysis (4.17), triggering it (4.16) when nobody asked yet, polling until ready or out of time. */
async function fetchAnalysis(ctx, probeRunId) {
    const until = Math.min(ctx.deadline, ctx.clock.now() + AI_ANALYSIS_WAIT_MS);
    let triggered = ctx.analysisRequested;
    // The probe run's detail (4.15) has just said the analysis is not finished: when it was
    // asked for already, reading it (4.17) at once would only say so again.
    if (triggered) {
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
    for (;;) {
        let analysis = null;
        try {
            analysis = await ctx.client.getAiAnalysis(ctx.workspaceId, probeRunId, {
                signal: ctx.signal,
                deadline: until,
            });
        }
        catch (err) {
            if (!(err instanceof api/* NotFoundError */.m_)) {
                ctx.log.debug(`AI analysis of probe run ${probeRunId}: ${err.message}`);
            }
        }
        if (ready(analysis))
            return fromMethods(analysis?.overview, analysis?.attackClusters);
        if (!triggered) {
            triggered = true;
            try {
                await ctx.client.triggerAiAnalysis(ctx.workspaceId, probeRunId, {
                    signal: ctx.signal,
                    deadline: until,
                });
            }
            catch (err) {
                ctx.log.debug(`Could not request the AI analysis of probe run ${probeRunId}: ${err.message}`);
                return null;
            }
        }
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
}

// EXTERNAL MODULE: ./src/scan/verdict/counts.ts
var counts = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/scan/budget.ts
var budget = __webpack_require__(61392);
;// CONCATENATED MODULE: ./src/scan/verdict/cross-check.ts
/** The count fields of a probe run as the platform names them (4.15, status endpoint). */
const PLATFORM_COUNT_FIELDS = [
    'totalCount',
    'processedCount',
    'passedCount',
    'failedCount',
    'errorCount',
    'acceptedCount',
];
/** Counts without which a probe run cannot be judged: missing or null is invalid data. */
const REQUIRED = new Set(['passedCount', 'failedCount']);
/**
 * Reads the count fields: a missing or null optional count is 0; a missing required one, or
 * a negative, fractional or non-numeric count, is invalid data, recorded in `invalid` naming
 * the probe run and the field (fails closed).
 */
function readCounts(source, where, invalid) {
    const out = {};
    for (const field of PLATFORM_COUNT_FIELDS) {
        const v = source[field];
        if ((v === null || v === undefined) && REQUIRED.has(field)) {
            invalid.push(`${where}: ${field} is missing (invalid data, failing closed).`);
            out[field] = 0;
        }
        else if (v === null || v === undefined)
            out[field] = 0;
        else if (typeof v === 'number' && Number.isInteger(v) && v >= 0)
            out[field] = v;
        else {
            invalid.push(`${where}: ${field} is ${JSON.stringify(v)}, not a whole number of test cases (invalid data, failing closed).`);
            out[field] = 0;
        }
    }
    return out;
}
/**
 * Counts that the test cases do not contradict: failed >= FAILED cases seen, errors >= ERROR
 * cases seen, processed >= passed + failed + errors, total >= processed. `notes` gets one
 * warning per count raised.
 */
function reconcile(c, seen, where, notes) {
    const failed = Math.max(c.failedCount, seen.failed);
    const errors = Math.max(c.errorCount, seen.errors);
    if (failed > c.failedCount)
        notes.push(`${where}: failedCount says ${c.failedCount} but ${seen.failed} test cases are FAILED; counting ${failed}.`);
    if (errors > c.errorCount)
        notes.push(`${where}: errorCount says ${c.errorCount} but ${seen.errors} test cases are ERROR; counting ${errors}.`);
    const passed = c.passedCount;
    const processed = Math.max(c.processedCount, passed + failed + errors);
    const accepted = Math.min(failed, Math.max(c.acceptedCount, seen.accepted));
    return { total: Math.max(c.totalCount, processed), processed, passed, failed, errors, accepted };
}
/** One warning naming each unknown test-case status word of a probe run. */
function unknownStatusNote(where, unknown) {
    if (unknown.size === 0)
        return null;
    const words = [...unknown].map(([w, n]) => `"${w}" (${n})`).join(', ');
    return `${where}: unknown test case status ${words}; those test cases are neither passed nor failed in the counts.`;
}

;// CONCATENATED MODULE: ./src/scan/run/collect.ts








/**
 * Fetches every probe run's detail (4.15) with bounded concurrency, plus its AI analysis when
 * asked. Only failed and errored test cases are read whole and kept (getProbeRunFindings).
 * Where the budget allows (freeLaneOnArrival), a lane is free again once its answer's body
 * has arrived: the next request goes out before that body is parsed, so the wire is busy
 * while the bodies that came are read (issue 14). Memory still follows the lanes, not the run.
 */
async function collectProbeRuns(ctx, refs, warnings) {
    const totals = refs.map((r) => r.entry?.totalCount);
    const lanes = (0,budget/* probeRunConcurrency */.hs)(totals);
    const wire = (0,p_limit/* default */.A)(lanes);
    const early = (0,budget/* freeLaneOnArrival */.Dj)(totals);
    const analyses = (0,p_limit/* default */.A)(lanes);
    const missingAnalysis = [];
    const allRequested = (0,budget/* besideLastAnswers */.aT)(totals) ? ctx.onAllRequested : undefined;
    let unrequested = refs.filter((r) => r.probeRunId !== null).length;
    const requested = () => {
        if (--unrequested === 0)
            allRequested?.();
    };
    if (unrequested === 0)
        allRequested?.();
    const one = async (ref) => {
        if (ref.probeRunId === null)
            return null;
        const detail = await readDetail(ctx, ref.probeRunId, { wire, early, requested });
        if ('error' in detail) {
            // Dropping the probe run would undercount failures (R10): keep its status counts.
            const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
            warnings.push(`Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${detail.error.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`);
            return stand;
        }
        ctx.onDetail?.(detail.ok);
        const report = toProbeRunReport(detail.ok, ref, ctx, warnings);
        if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
            const id = ref.probeRunId;
            report.aiAnalysis = await analyses(() => fetchAnalysis(ctx, id));
            if (report.aiAnalysis === null)
                missingAnalysis.push(report.name);
        }
        ctx.onProbeRun?.(report);
        return report;
    };
    const results = await Promise.all(refs.map(one));
    if (missingAnalysis.length > 0) {
        warnings.push(`AI analysis was not available in time for ${missingAnalysis.length} probe run(s): ${missingAnalysis.slice(0, 5).join(', ')}${missingAnalysis.length > 5 ? ', ...' : ''}.`);
    }
    return results.filter((r) => r !== null);
}
/**
 * One probe run's detail, holding a lane of `wire` from the request until it is read; with
 * `early`, only until its body has arrived, and then a turn of the event loop lets the next
 * request go out before this body is parsed. `requested` is told once the request is sent. A
 * failed read is returned, not thrown, unless it stops the scan.
 */
async function readDetail(ctx, probeRunId, lane) {
    const { wire, early } = lane;
    let read;
    await wire(() => new Promise((arrived) => {
        read = ctx.client.getProbeRunFindings(ctx.workspaceId, probeRunId, {
            signal: ctx.signal,
            deadline: ctx.deadline,
            onBody: early
                ? async () => {
                    arrived();
                    await (0,promises_.setImmediate)();
                }
                : undefined,
        });
        read.then(() => arrived(), () => arrived());
        lane.requested();
    }));
    try {
        return { ok: await read };
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        // Interrupted: the scan stops; this is no "detail unavailable" (R29).
        if (ctx.signal?.aborted)
            throw ctx.signal.reason;
        return { error: err };
    }
}
const str = (v) => (typeof v === 'string' ? v : null);
/** Identity (R21): a probe run of another test run (or another probe run) is refused, naming both ids. */
function checkIdentity(detail, ref, probeRunId, ctx, where) {
    if (probeRunId !== ref.probeRunId)
        ctx.invalid.push(`${where}: the platform answered for probe run ${probeRunId ?? 'with no id'} when asked for probe run ${ref.probeRunId}.`);
    if (typeof detail.scanRunId === 'number' && detail.scanRunId !== ctx.testRunId)
        ctx.invalid.push(`${where} belongs to test run ${detail.scanRunId}, not to test run ${ctx.testRunId}: refused.`);
}
/**
 * One copy of each repeated text: JSON.parse gives every case its own copy of its strategy,
 * red teamer, variation and labels, and a huge run keeps hundreds of thousands of findings
 * (issue 14). Per probe run, so the table never outlives it. `fresh` is told each text the
 * first time it is seen.
 */
function interner(fresh) {
    const seen = new Map();
    return (v) => {
        if (typeof v !== 'string')
            return null;
        const kept = seen.get(v);
        if (kept !== undefined)
            return kept;
        fresh(v);
        seen.set(v, v);
        return v;
    };
}
/** The failed and errored test cases, kept whole, and what all the cases show (R21). */
function readCases(results, redactor) {
    const failedTestCases = [];
    const seen = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
    const secrets = new redact_facts/* SecretWatch */.sJ(redactor);
    const one = interner(secrets.look);
    const labels = labelReader(one);
    for (const tc of results) {
        const outcome = (0,api/* normalizeCaseStatus */.C3)(tc.status);
        if (outcome === 'unknown') {
            const word = str(tc.status) ?? '(none)';
            seen.unknown.set(word, (seen.unknown.get(word) ?? 0) + 1);
        }
        if (outcome !== 'failed' && outcome !== 'error')
            continue;
        if (outcome === 'failed')
            seen.failed++;
        else
            seen.errors++;
        const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
        if (accepted)
            seen.accepted++;
        // Frozen, and so is the list: nothing changes a collected case (later steps copy what
        // they change), so the redaction can trust a list it found clean (Redactor's memory of
        // clean arrays, issue 14).
        const attackId = str(tc.attackId);
        secrets.look(attackId);
        failedTestCases.push(Object.freeze({
            id: typeof tc.id === 'number' ? tc.id : null,
            attackId,
            attempt: typeof tc.attempt === 'number' ? tc.attempt : null,
            outcome,
            status: one(tc.status),
            strategy: one(tc.strategy),
            redTeamer: one(tc.redTeamer),
            variation: one(tc.variation),
            redTeamerLabels: labels(tc.redTeamerLabels),
            riskAccepted: accepted,
            ignored: null,
        }));
    }
    const list = Object.freeze(failedTestCases);
    secrets.vouch(list);
    return { failedTestCases: list, seen };
}
/** Maps a probe run (4.15) onto the report model, keeping only failed and errored test cases. */
function toProbeRunReport(detail, ref, ctx, warnings = []) {
    const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
    const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
    const where = `Probe run ${probeRunId ?? '?'} (${str(detail.probeName) ?? ref.probeName ?? 'unnamed'})`;
    checkIdentity(detail, ref, probeRunId, ctx, where);
    const { failedTestCases, seen } = readCases(detail.testCaseResults ?? [], ctx.redactor);
    // Counts are never trusted over the test cases that contradict them (R21).
    const counted = reconcile(readCounts(detail, where, ctx.invalid), seen, where, warnings);
    const { total, processed, passed, failed, errors, accepted } = counted;
    const unknownNote = unknownStatusNote(where, seen.unknown);
    if (unknownNote)
        warnings.push(unknownNote);
    const remediation = [
        ...(detail.remediation?.tasks ?? []),
        ...(detail.remediation?.dynamicTasks ?? []),
    ]
        .filter((t) => typeof t?.name === 'string')
        .map((t) => ({
        name: t.name,
        details: str(t.details),
        completed: t.completed === true,
        type: str(t.type),
    }));
    const analysis = ctx.aiAnalysis && detail.isAiAnalysisFinished === true && detail.aiAnalysis
        ? fromMethods(detail.aiAnalysis.overview, detail.aiAnalysis.methods)
        : null;
    const catalogued = probeId !== null ? ctx.catalogue.get(probeId) : undefined;
    return {
        probeRunId,
        probeId,
        name: str(detail.probeName) ?? ref.probeName ?? catalogued?.name ?? `probe ${probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: probeId !== null ? (ctx.weights.get(probeId) ?? null) : null,
        status: (0,api/* normalizeRunStatus */.vI)(detail.status),
        rawStatus: str(detail.status),
        url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
        total,
        processed,
        passed,
        failed,
        errors,
        accepted,
        ignored: 0,
        ...(0,counts/* computeRates */.po)({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
        aiAnalysis: analysis,
        remediation,
        failedTestCases,
    };
}
/** A probe run known only from the status endpoint: counts, no test cases. */
function fromStatusEntry(entry, ref, ctx) {
    const where = `Probe run ${ref.probeRunId ?? '?'} (${ref.probeName ?? 'unnamed'})`;
    const none = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
    const c = reconcile(readCounts(entry, where, ctx.invalid), none, where, []);
    const { passed, failed, errors, processed } = c;
    const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
    return {
        probeRunId: ref.probeRunId,
        probeId: ref.probeId,
        name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
        status: (0,api/* normalizeRunStatus */.vI)(entry.status),
        rawStatus: str(entry.status),
        url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
        total: c.total,
        processed,
        passed,
        failed,
        errors,
        // Unknown without the detail: 0 counts every failure against the gate (fails closed).
        accepted: 0,
        ignored: 0,
        ...(0,counts/* computeRates */.po)({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
        aiAnalysis: null,
        remediation: [],
        failedTestCases: [],
    };
}
function stringMap(v) {
    if (!v || typeof v !== 'object')
        return {};
    const out = {};
    for (const [k, val] of Object.entries(v))
        if (typeof val === 'string')
            out[k] = val;
    return out;
}
/** The node after `text`, made when new. */
function step(node, text) {
    let next = node.next.get(text);
    if (next === undefined)
        node.next.set(text, (next = { next: new Map() }));
    return next;
}
/**
 * Labels as stringMap reads them, one frozen object per distinct set in a probe run: the
 * cases of a probe run share a few sets (issue 14). Frozen, so that no one changes them all.
 * Two sets are one when their string entries are the same, in the same order (the order
 * shows in the reports): they are looked up entry by entry, key then value, in a tree of
 * maps. A key made of the entries' text (a string built, then hashed, for every case) cost
 * 0.17 s of a 250,000-case run on loopback.
 */
function labelReader(one) {
    const root = { next: new Map() };
    return (v) => {
        let node = root;
        if (v && typeof v === 'object')
            for (const k of Object.keys(v)) {
                const value = v[k];
                if (typeof value === 'string')
                    node = step(step(node, k), value);
            }
        if (node.set !== undefined)
            return node.set;
        const labels = stringMap(v);
        for (const k of Object.keys(labels)) {
            // A key is a text of the set too: `one` sees it (and keeps one copy of it).
            one(k);
            labels[k] = one(labels[k]);
        }
        return (node.set = Object.freeze(labels));
    };
}


/***/ }),

/***/ 50112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ scanRedactor),
/* harmony export */   sJ: () => (/* binding */ SecretWatch),
/* harmony export */   tN: () => (/* binding */ redactFacts)
/* harmony export */ });
/* harmony import */ var _api_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22799);

/**
 * The redaction step (R26): every secret the tool knows (config.secrets: the API key, the
 * GitHub token, the target file's secrets), in its plain, URL-encoded and base64 forms, is
 * replaced in all platform text the scan collected (names, test cases, AI analysis,
 * remediation, baseline, benchmarks, warnings) before the gate and any renderer see it, so
 * every output (files, summary, comment, tracking issue, outputs, log lines) inherits it.
 * The configuration itself is kept as it is: it is ours, and holds the secrets.
 */
function redactFacts(facts) {
    const redactor = scanRedactor(facts.config.secrets);
    if (redactor.empty)
        return facts;
    const { config, ...platformText } = facts;
    return { ...redactor.scrubDeep(platformText), config };
}
let last = null;
/**
 * The scan's redactor for these secrets: one for the collection, rendering ahead and the
 * redaction step, so that a frozen list of cases found clean by one (read as it was collected,
 * or walked) the others need not walk again (Redactor's memory of clean frozen lists, issue 14). Keyed by the secrets themselves: a
 * list that changed gets a new one.
 */
function scanRedactor(secrets) {
    const key = JSON.stringify(secrets);
    if (last?.key !== key)
        last = { key, redactor: new _api_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO(secrets) };
    return last.redactor;
}
/**
 * Whether any text shown to it holds one of the scan's secrets: the collection reads every
 * text of a probe run's cases once (a repeated one once per probe run), so that a list found
 * clean is trusted by the redaction step (R26) instead of walked again, case by case: 55-80 ms
 * of a 250k run (issue 14).
 */
class SecretWatch {
    redactor;
    seen = false;
    constructor(redactor) {
        this.redactor = redactor;
    }
    look = (text) => {
        if (text !== null && !this.seen && this.redactor?.holds(text))
            this.seen = true;
    };
    /** Tells the redactor that `list` (frozen) holds no secret, when nothing was seen. */
    vouch(list) {
        const { redactor } = this;
        if (redactor === undefined || this.seen)
            return;
        // The keys of a case are texts of the list too (every case has the same ones).
        if (list.length > 0 && Object.keys(list[0]).some((key) => redactor.holds(key)))
            return;
        redactor.trust(list);
    }
}


/***/ }),

/***/ 47211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runTime),
/* harmony export */   o: () => (/* binding */ completedScans)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60337);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64311);
/**
 * Reading the target's test run list (4.7) for earlier scans: the baseline (triage/baseline.ts)
 * and the trend (trend.ts) pick from the same runs, in the same time order.
 */


/** When a run of the list ran (its executionDate, ms); -Infinity when unknown, so it sorts first. */
function runTime(r) {
    const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
    return Number.isFinite(t) ? t : -Infinity;
}
/**
 * The completed runs of the list that are scans of their own: none of `exclude` (this scan's
 * run and its retry runs), and no retry run of another scan (retry-failed: it ran only some
 * probes, so it is neither a baseline nor a point of the trend).
 */
function completedScans(list, exclude) {
    return list.filter((r) => !exclude.has(r.id) && !(0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .isRetryRunName */ .VO)(r.name) && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
}


/***/ }),

/***/ 76597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ testProbes),
/* harmony export */   sd: () => (/* binding */ smallestP)
/* harmony export */ });
/* unused harmony export risenProbes */
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4879);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73888);


const key = (name) => name.trim().toLowerCase();
/** Sums the sides of probes run more than once in a run (case-insensitive names). */
function byName(sides) {
    const out = new Map();
    for (const s of sides) {
        const k = key(s.name);
        const had = out.get(k);
        out.set(k, had
            ? { name: had.name, failed: had.failed + s.failed, judged: had.judged + s.judged }
            : { ...s });
    }
    return out;
}
/**
 * Tests every probe of the current run against the baseline at `confidence`: two-sided
 * p-values, alpha = 1 - confidence. `better`: the rate fell with p < alpha. `worse` (a
 * significant rise, which fails the regression checks): the rate rose and Holm's procedure
 * over the probes of the run keeps it significant at alpha.
 * - A probe with no judged case on either side: `not compared` (no evidence either way).
 * - A probe absent from the baseline with counted failures now: `new probe`, treated as a
 *   significant rise (nothing shows it was failing before: fail closed).
 * Probes only in the baseline are left out: they were not run, so nothing rose.
 */
function testProbes(current, baseline, confidence) {
    const before = byName(baseline);
    const alpha = 1 - confidence;
    const out = [];
    /** The p-value of each tested probe whose rate rose (1 when it fell), for Holm's procedure. */
    const family = [];
    for (const now of byName(current).values()) {
        const b = before.get(key(now.name)) ?? null;
        const base = { name: now.name, current: { failed: now.failed, judged: now.judged } };
        if (b === null) {
            const rise = now.failed > 0;
            const decision = rise ? 'new probe' : 'not compared';
            out.push({ ...base, baseline: null, pValue: null, decision, significantRise: rise });
            continue;
        }
        const counts = { ...base, baseline: { failed: b.failed, judged: b.judged } };
        if (b.judged === 0 || now.judged === 0) {
            out.push({ ...counts, pValue: null, decision: 'not compared', significantRise: false });
            continue;
        }
        const t = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .twoProportionTest */ .jQ)(b.failed, b.judged, now.failed, now.judged);
        const better = t.z < 0 && t.pTwoSided < alpha;
        const test = {
            ...counts,
            pValue: (0,_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .round4 */ .XP)(t.pTwoSided),
            decision: better ? 'better' : 'no significant change',
            significantRise: false,
        };
        out.push(test);
        family.push([test, t.z > 0 ? t.pTwoSided : 1]);
    }
    holm(family, alpha);
    return out;
}
/**
 * Holm (1979) step-down over the family of tested probes: sorted by p-value, the k-th smallest
 * (0-based) of m is a significant rise while p < alpha / (m - k); the first that is not
 * stops it. A rise significant alone but not for the family stays "no significant change".
 */
function holm(family, alpha) {
    const sorted = [...family].sort((a, b) => a[1] - b[1]);
    const m = sorted.length;
    for (let k = 0; k < m; k++) {
        const [test, p] = sorted[k];
        if (!(p < alpha / (m - k)))
            break;
        test.significantRise = true;
        test.decision = 'worse';
    }
}
/** Probes whose fail rate rose significantly (or that are new with failures). */
const risenProbes = (tests) => tests.filter((t) => t.significantRise).map((t) => t.name);
/** The smallest p-value of the tests, or null when none was computed. */
function smallestP(tests) {
    const ps = tests.map((t) => t.pValue).filter((p) => p !== null);
    return ps.length === 0 ? null : Math.min(...ps);
}


/***/ }),

/***/ 70370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
