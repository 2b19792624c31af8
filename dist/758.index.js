export const id = 758;
export const ids = [758];
export const modules = {

/***/ 76758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithBaseline: () => (/* binding */ compareWithBaseline),
/* harmony export */   pickPreviousRun: () => (/* binding */ pickPreviousRun),
/* harmony export */   resolveBaseline: () => (/* binding */ resolveBaseline),
/* harmony export */   scoreFromProbeRuns: () => (/* binding */ scoreFromProbeRuns)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61417);
/* harmony import */ var _collect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52595);
/* harmony import */ var _probe_selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25168);





const round1 = (n) => Math.round(n * 10) / 10;
const key = (name) => name.trim().toLowerCase();
const delta = (current, baseline) => current === null || baseline === null ? null : round1(current - baseline);
/** Whether every probe run lists all its failed test cases (not filled in from counts only). */
function hasCaseDetail(run) {
    return run.probeRuns.every((p) => p.failedTestCases.filter((c) => c.outcome === 'failed').length >= p.failed);
}
/**
 * Compares a run with its baseline. Pure.
 * - `scoreDelta`: current - baseline overall score (null when either is unknown).
 * - `newFailures`: attacks (probe name, case-insensitive, + attack id) with a failed case now
 *   that counts (not ignored; not risk-accepted unless `countAcceptedRisk`), and no failed case
 *   in the baseline (passed, errored or absent there). Deduplicated across attempts. Null when
 *   either side has no per-probe detail, or a probe run whose failed test cases are not all
 *   listed (its detail could not be read): then nothing can be compared reliably.
 * - `probeDeltas`: the platform's failed count per probe (accepted and ignored included, so
 *   both sides count alike), every probe of either side.
 * - `categoryDeltas`: category scores, every category of either side.
 */
function compareWithBaseline(current, baseline, options = {}) {
    const countAccepted = options.countAcceptedRisk ?? false;
    const failedBefore = new Set();
    for (const run of baseline.probeRuns) {
        for (const tc of run.failedTestCases)
            if (tc.outcome === 'failed' && tc.attackId !== null)
                failedBefore.add(`${key(run.name)}\u0000${tc.attackId}`);
    }
    let newFailures = null;
    if (current.perProbeDetail &&
        baseline.perProbeDetail &&
        hasCaseDetail(current) &&
        hasCaseDetail(baseline)) {
        newFailures = [];
        const seen = new Set();
        for (const run of current.probeRuns) {
            for (const tc of run.failedTestCases) {
                if (tc.outcome !== 'failed' || tc.attackId === null || tc.ignored !== null)
                    continue;
                if (tc.riskAccepted && !countAccepted)
                    continue;
                const id = `${key(run.name)}\u0000${tc.attackId}`;
                if (failedBefore.has(id) || seen.has(id))
                    continue;
                seen.add(id);
                newFailures.push({ probe: run.name, attackId: tc.attackId });
            }
        }
    }
    const probeDeltas = [];
    const before = new Map(baseline.probeRuns.map((r) => [key(r.name), r]));
    const names = new Set();
    for (const run of current.probeRuns) {
        if (names.has(key(run.name)))
            continue;
        names.add(key(run.name));
        const b = before.get(key(run.name));
        const base = b ? b.failed : null;
        probeDeltas.push({
            name: run.name,
            baseline: base,
            current: run.failed,
            delta: delta(run.failed, base),
        });
    }
    for (const run of baseline.probeRuns) {
        if (names.has(key(run.name)))
            continue;
        names.add(key(run.name));
        probeDeltas.push({ name: run.name, baseline: run.failed, current: null, delta: null });
    }
    const categoryDeltas = [];
    const catNames = [
        ...new Set([...Object.keys(current.categories), ...Object.keys(baseline.categories)]),
    ];
    for (const name of catNames) {
        const c = current.categories[name] ?? null;
        const b = baseline.categories[name] ?? null;
        categoryDeltas.push({ name, baseline: b, current: c, delta: delta(c, b) });
    }
    return {
        scoreDelta: delta(current.overallScore, baseline.overallScore),
        newFailures,
        probeDeltas,
        categoryDeltas,
    };
}
/**
 * Scores from one run's probe runs, the way the sandbox models the platform's 4.6 (no formula
 * is published): a probe's score is 100 * passed / (passed + failed), a category's the mean of
 * its probes (one decimal), the overall score the rounded mean of the categories. Only
 * completed probe runs with judged cases count. Null when a probe's category is unknown or
 * nothing was judged: a partial score would be a wrong score.
 */
function scoreFromProbeRuns(probeRuns) {
    const byCategory = new Map();
    for (const run of probeRuns) {
        if (run.status !== 'completed' || run.passed + run.failed === 0)
            continue;
        if (run.category === null)
            return { overall: null, categories: {} };
        const list = byCategory.get(run.category) ?? [];
        list.push((100 * run.passed) / (run.passed + run.failed));
        byCategory.set(run.category, list);
    }
    const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const categories = {};
    for (const [name, list] of byCategory)
        categories[name] = round1(mean(list));
    const values = Object.values(categories);
    return { overall: values.length === 0 ? null : Math.round(mean(values)), categories };
}
/**
 * The baseline of this scan, compared with the current results, or null. `none`: null.
 * `auto`: the `baseline-report` file when given, else the previous run; `previous-run`: the
 * newest completed test run of the target (4.7) before this one, read through the status
 * endpoint and 4.15. Never fails the scan: every problem is a warning and gives null.
 */
async function resolveBaseline(client, config, facts, warnings) {
    if (config.baseline === 'none')
        return null;
    const current = {
        overallScore: facts.scores.overall,
        categories: facts.scores.categories,
        probeRuns: facts.probeRuns,
        perProbeDetail: facts.perProbeDetail,
    };
    const countAcceptedRisk = config.gate.countAcceptedRisk;
    if (config.baselineReport && config.baseline === 'previous-run') {
        warnings.push(`baseline-report "${config.baselineReport}" was not used: baseline is previous-run (use auto to compare with the file).`);
    }
    const fromFile = config.baselineReport !== null && config.baseline === 'auto';
    const base = fromFile
        ? await readBaselineFile(config.baselineReport, facts, warnings)
        : await previousRun(client, config, facts, warnings);
    if (!base)
        return null;
    if (!current.perProbeDetail || !base.run.perProbeDetail) {
        warnings.push('New failures against the baseline could not be determined: per-probe detail is missing on one side.');
    }
    return {
        ...base.meta,
        overallScore: base.run.overallScore,
        ...compareWithBaseline(current, base.run, { countAcceptedRisk }),
    };
}
async function readBaselineFile(path, facts, warnings) {
    let report;
    try {
        // Loaded only when a baseline report is given: the JSON report's schema is not needed before.
        const { parseReportJson } = await __webpack_require__.e(/* import() */ 794).then(__webpack_require__.bind(__webpack_require__, 32794));
        report = parseReportJson((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), path);
    }
    catch (err) {
        const why = err.code === 'ENOENT'
            ? 'it does not exist'
            : err.message;
        warnings.push(`baseline-report "${path}" could not be used (${why}): no baseline comparison.`);
        return null;
    }
    if (report.platform.targetId !== facts.targetId) {
        warnings.push(`baseline-report "${path}" is a report of target ${report.platform.targetId}, not ${facts.targetId}: the comparison may be meaningless.`);
    }
    return {
        meta: { source: 'file', testRunId: report.testRun.id, reference: path },
        run: {
            overallScore: report.scores.overall,
            categories: report.scores.categories,
            probeRuns: report.probeRuns,
            perProbeDetail: report.perProbeDetail,
        },
    };
}
const time = (r) => {
    const t = typeof r.executionDate === 'string' ? Date.parse(r.executionDate) : NaN;
    return Number.isFinite(t) ? t : -Infinity;
};
/** The newest completed run of the target other than this one (before it, when its id is known). */
function pickPreviousRun(runs, currentId) {
    const done = runs.filter((r) => r.id !== currentId && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
    const earlier = currentId === null ? done : done.filter((r) => r.id < currentId);
    const pool = earlier.length > 0 ? earlier : done;
    return pool.reduce((best, r) => best === null || time(r) > time(best) || (time(r) === time(best) && r.id > best.id)
        ? r
        : best, null);
}
async function previousRun(client, config, facts, warnings) {
    const ws = config.workspaceId;
    try {
        const prev = pickPreviousRun(await client.listTestRuns(ws, facts.targetId), facts.testRunId);
        if (!prev) {
            warnings.push('No previous completed test run of this target to compare with: no baseline comparison.');
            return null;
        }
        const [status, categories] = await Promise.all([
            client.getTestRunStatus(prev.id),
            client.listPredefinedProbes().catch(() => null),
        ]);
        const catalogue = new Map((categories ? (0,_probe_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .flattenCatalogue */ .Y)(categories) : []).map((p) => [p.id, p]));
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(_collect_js__WEBPACK_IMPORTED_MODULE_2__/* .PROBE_RUN_CONCURRENCY */ .d5);
        const ctx = {
            catalogue,
            weights: new Map(),
            probeRunUrl: () => '',
            aiAnalysis: false,
        };
        const refs = (status.probeRuns ?? []).filter((p) => typeof p.probeRunId === 'number');
        const probeRuns = await Promise.all(refs.map((p) => limit(async () => {
            const detail = await client.getProbeRunFindings(ws, p.probeRunId);
            const ref = {
                probeRunId: p.probeRunId,
                probeId: p.probeId ?? null,
                probeName: p.probeName ?? null,
            };
            return { ...(0,_collect_js__WEBPACK_IMPORTED_MODULE_2__/* .toProbeRunReport */ .Zi)(detail, ref, ctx), url: null };
        })));
        const scores = scoreFromProbeRuns(probeRuns);
        if (scores.overall === null) {
            warnings.push(`The baseline score of run ${prev.id} could not be computed (the platform keeps no historic scores and the probe categories are unknown): score change not checked.`);
        }
        return {
            meta: { source: 'run', testRunId: prev.id, reference: prev.name ?? null },
            run: {
                overallScore: scores.overall,
                categories: scores.categories,
                probeRuns,
                perProbeDetail: true,
            },
        };
    }
    catch (err) {
        warnings.push(`The previous run could not be read as a baseline (${err.message}): no baseline comparison.`);
        return null;
    }
}


/***/ }),

/***/ 52595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XG: () => (/* binding */ collectProbeRuns),
/* harmony export */   Zi: () => (/* binding */ toProbeRunReport),
/* harmony export */   d5: () => (/* binding */ PROBE_RUN_CONCURRENCY)
/* harmony export */ });
/* unused harmony export AI_ANALYSIS_WAIT_MS */
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61417);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2749);



/** Why 6: enough to hide latency on a 50-probe run without hammering the platform. */
const PROBE_RUN_CONCURRENCY = 6;
/** Why: the analysis usually lands within a minute or two of the run; past this it is reported missing. */
const AI_ANALYSIS_WAIT_MS = 180_000;
const AI_ANALYSIS_POLL_MS = 3_000;
/**
 * Fetches every probe run's detail (4.15) with bounded concurrency, plus its AI analysis when
 * asked. Only failed and errored test cases are read whole and kept (getProbeRunFindings).
 */
async function collectProbeRuns(ctx, refs, warnings) {
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)(PROBE_RUN_CONCURRENCY);
    const missingAnalysis = [];
    const results = await Promise.all(refs.map((ref) => limit(async () => {
        if (ref.probeRunId === null)
            return null;
        let detail;
        try {
            detail = await ctx.client.getProbeRunFindings(ctx.workspaceId, ref.probeRunId, {
                signal: ctx.signal,
                deadline: ctx.deadline,
            });
        }
        catch (err) {
            if (err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .AuthenticationError */ .v3 || err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PermissionError */ .i_)
                throw err;
            // Dropping the probe run would undercount failures (R10): keep its status counts.
            const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
            warnings.push(`Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${err.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`);
            return stand;
        }
        const report = toProbeRunReport(detail, ref, ctx);
        if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
            report.aiAnalysis = await fetchAnalysis(ctx, ref.probeRunId);
            if (report.aiAnalysis === null)
                missingAnalysis.push(report.name);
        }
        return report;
    })));
    if (missingAnalysis.length > 0) {
        warnings.push(`AI analysis was not available in time for ${missingAnalysis.length} probe run(s): ${missingAnalysis.slice(0, 5).join(', ')}${missingAnalysis.length > 5 ? ', ...' : ''}.`);
    }
    return results.filter((r) => r !== null);
}
const num = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
const str = (v) => (typeof v === 'string' ? v : null);
/** Maps a probe run (4.15) onto the report model, keeping only failed and errored test cases. */
function toProbeRunReport(detail, ref, ctx) {
    const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
    const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
    const failedTestCases = [];
    let acceptedFromCases = 0;
    for (const tc of detail.testCaseResults ?? []) {
        const outcome = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeCaseStatus */ .C3)(tc.status);
        if (outcome !== 'failed' && outcome !== 'error')
            continue;
        const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
        if (accepted)
            acceptedFromCases++;
        failedTestCases.push({
            id: typeof tc.id === 'number' ? tc.id : null,
            attackId: str(tc.attackId),
            attempt: typeof tc.attempt === 'number' ? tc.attempt : null,
            outcome,
            status: str(tc.status),
            strategy: str(tc.strategy),
            redTeamer: str(tc.redTeamer),
            variation: str(tc.variation),
            redTeamerLabels: stringMap(tc.redTeamerLabels),
            riskAccepted: accepted,
            ignored: null,
        });
    }
    const passed = num(detail.passedCount);
    const failed = num(detail.failedCount);
    const errors = num(detail.errorCount);
    const processed = Math.max(num(detail.processedCount), passed + failed + errors);
    const accepted = Math.min(failed, Math.max(num(detail.acceptedCount), acceptedFromCases));
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
        status: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(detail.status),
        rawStatus: str(detail.status),
        url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
        total: Math.max(num(detail.totalCount), processed),
        processed,
        passed,
        failed,
        errors,
        accepted,
        ignored: 0,
        ...(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .computeRates */ .po)({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
        aiAnalysis: analysis,
        remediation,
        failedTestCases,
    };
}
/** A probe run known only from the status endpoint: counts, no test cases. */
function fromStatusEntry(entry, ref, ctx) {
    const passed = num(entry.passedCount);
    const failed = num(entry.failedCount);
    const errors = num(entry.errorCount);
    const processed = passed + failed + errors;
    const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
    return {
        probeRunId: ref.probeRunId,
        probeId: ref.probeId,
        name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
        status: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(entry.status),
        rawStatus: str(entry.status),
        url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
        total: Math.max(num(entry.totalCount), processed),
        processed,
        passed,
        failed,
        errors,
        // Unknown without the detail: 0 counts every failure against the gate (fails closed).
        accepted: 0,
        ignored: 0,
        ...(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .computeRates */ .po)({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
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
function fromMethods(overview, items) {
    return {
        overview: overview ?? null,
        clusters: (items ?? [])
            .filter((i) => typeof i?.name === 'string')
            .map((i) => ({
            name: i.name,
            description: str(i.description),
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
            if (!(err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_)) {
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


/***/ }),

/***/ 2749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W_: () => (/* binding */ sumCounts),
/* harmony export */   Yi: () => (/* binding */ countedFailures),
/* harmony export */   po: () => (/* binding */ computeRates)
/* harmony export */ });
const round4 = (n) => Math.round(n * 10_000) / 10_000;
/** Failed test cases that count against the gate: ignored ones never, accepted ones only when asked. */
function countedFailures(c, countAcceptedRisk) {
    return Math.max(0, c.failed - c.ignored - (countAcceptedRisk ? 0 : c.accepted));
}
/** Fail rate (counted failures over judged cases) and error rate (errors over processed). */
function computeRates(c, countAcceptedRisk) {
    const counted = countedFailures(c, countAcceptedRisk);
    const judged = c.passed + c.failed;
    return {
        failRate: judged === 0 ? 0 : Math.min(1, round4(counted / judged)),
        errorRate: c.processed === 0 ? 0 : Math.min(1, round4(c.errors / c.processed)),
    };
}
/** Sums probe-run counts into totals. */
function sumCounts(items, countAcceptedRisk) {
    const raw = { total: 0, processed: 0, passed: 0, failed: 0, errors: 0, accepted: 0, ignored: 0 };
    for (const i of items) {
        raw.total += i.total;
        raw.processed += i.processed;
        raw.passed += i.passed;
        raw.failed += i.failed;
        raw.errors += i.errors;
        raw.accepted += i.accepted;
        raw.ignored += i.ignored;
    }
    return { ...raw, ...computeRates(raw, countAcceptedRisk) };
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
