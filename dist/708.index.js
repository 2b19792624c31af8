export const id = 708;
export const ids = [708];
export const modules = {

/***/ 41521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ scoreRates),
/* harmony export */   I4: () => (/* binding */ scoreProbes)
/* harmony export */ });
/* unused harmony exports probeScore, roundRatio */
/**
 * The platform's scoring formula (docs/platform.md 4.6), one implementation for the sandbox (which
 * serves target scores with it), the baseline and the gate (which scores this run with it, R20): a
 * probe's score is 100 x passed / (passed + counted failures), errors excluded; a category's
 * score is the mean of its probes' scores, rounded to one decimal; the overall score is the
 * mean of the categories' one-decimal scores, rounded to a whole number.
 *
 * Arithmetic: from whole counts the means are exact rationals (BigInt), rounded once at each
 * published precision, half up; the result never depends on the order of the probe runs.
 * Bounds (rates that are not whole counts) are rounded in a stated direction instead: a
 * pessimistic score toward failing (down), an optimistic one toward passing (up). Pure.
 */
/** 100 x passed / (passed + failures); null when nothing was judged. */
function probeScore(passed, failures) {
    const judged = passed + failures;
    return judged > 0 ? (100 * passed) / judged : null;
}
const gcd = (a, b) => {
    while (b !== 0n)
        [a, b] = [b, a % b];
    return a < 0n ? -a : a;
};
const add = (a, b) => {
    const num = a.num * b.den + b.num * a.den;
    const den = a.den * b.den;
    const g = gcd(num, den) || 1n;
    return { num: num / g, den: den / g };
};
/** num / den (both >= 0, den > 0) to a whole number in the given direction. */
function roundRatio(num, den, mode) {
    if (mode === 'down')
        return num / den;
    if (mode === 'up')
        return (num + den - 1n) / den;
    return (2n * num + den) / (2n * den);
}
/** A float to a whole number in the given direction (for bounds, already inexact). */
function roundFloat(x, mode) {
    if (mode === 'down')
        return Math.floor(x);
    if (mode === 'up')
        return Math.ceil(x);
    return Math.floor(x + 0.5);
}
/** The overall score from categories' whole tenths: their mean, rounded once. */
function overallOf(tenths, mode) {
    if (tenths.length === 0)
        return null;
    const sum = tenths.reduce((a, t) => a + t, 0n);
    return Number(roundRatio(sum, 10n * BigInt(tenths.length), mode));
}
const wholeCount = (n) => Number.isSafeInteger(n) && n >= 0;
/** Category and overall scores from per-probe tallies of whole counts: exact, rounded half up. */
function scoreProbes(tallies) {
    const byCategory = new Map();
    for (const t of tallies) {
        if (!wholeCount(t.passed) || !wholeCount(t.failures)) {
            throw new RangeError(`scoreProbes needs whole counts, got ${t.passed} passed and ${t.failures} failures; bounds go through scoreRates.`);
        }
        const judged = t.passed + t.failures;
        if (judged === 0)
            continue;
        const had = byCategory.get(t.category) ?? { sum: { num: 0n, den: 1n }, k: 0 };
        const score = { num: 100n * BigInt(t.passed), den: BigInt(judged) };
        byCategory.set(t.category, { sum: add(had.sum, score), k: had.k + 1 });
    }
    const categories = {};
    const tenths = [];
    for (const [name, { sum, k }] of byCategory) {
        const t = roundRatio(10n * sum.num, sum.den * BigInt(k), 'half-up');
        categories[name] = Number(t) / 10;
        tenths.push(t);
    }
    return { overall: overallOf(tenths, 'half-up'), categories };
}
/**
 * The formula on pass rates that are not whole counts (a bound): each category's mean
 * rounded to tenths and the overall mean rounded to units, both in the direction `mode`
 * (`down` for a pessimistic score: toward failing; `up` for an optimistic one).
 */
function scoreRates(rates, mode) {
    const byCategory = new Map();
    for (const r of rates) {
        const list = byCategory.get(r.category) ?? [];
        list.push(Math.min(1, Math.max(0, r.passRate)));
        byCategory.set(r.category, list);
    }
    const categories = {};
    const tenths = [];
    for (const [name, list] of byCategory) {
        const mean = list.reduce((a, x) => a + x, 0) / list.length;
        // 1000 x mean is tenths of a score; a float a hair off a whole tenth is read as that tenth.
        const t = roundFloat(Math.round(mean * 1000 * 1e6) / 1e6, mode);
        categories[name] = t / 10;
        tenths.push(BigInt(t));
    }
    return { overall: overallOf(tenths, mode), categories };
}


/***/ }),

/***/ 47211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runTime),
/* harmony export */   o: () => (/* binding */ completedScans)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58638);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64311);
/**
 * Reading the target's test run list (docs/platform.md 4.7) for earlier scans: the baseline
 * (triage/baseline.ts) and the trend (trend.ts) pick from the same runs, in the same time order.
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

/***/ 6099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   VX: () => (/* binding */ scoreFromProbeRuns),
/* harmony export */   oC: () => (/* binding */ pickPreviousRun)
/* harmony export */ });
/* harmony import */ var _api_score_formula_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41521);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58638);
/* harmony import */ var _verdict_probe_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87188);
/* harmony import */ var _run_run_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47211);




const round1 = (n) => Math.round(n * 10) / 10;
const key = (name) => name.trim().toLowerCase();
const delta = (current, baseline) => current === null || baseline === null ? null : round1(current - baseline);
/** Whether every probe run lists all its failed test cases (not filled in from counts only). */
function hasCaseDetail(run) {
    return run.probeRuns.every((p) => p.failedTestCases.filter((c) => c.outcome === 'failed').length >= p.failed);
}
/** Attack ids (probe name, case-insensitive, + attack id) of a run's failed cases that `keep`. */
function failedAttacks(run, keep) {
    const out = new Map();
    for (const r of run.probeRuns) {
        for (const tc of r.failedTestCases) {
            if (tc.outcome !== 'failed' || tc.attackId === null || !keep(tc))
                continue;
            const id = `${key(r.name)}\u0000${tc.attackId}`;
            if (!out.has(id))
                out.set(id, { probe: r.name, attackId: tc.attackId });
        }
    }
    return out;
}
/**
 * New, fixed and persistent failures (see {@link compareWithBaseline}); all null when either
 * side lacks per-case detail. Fixed: no failed case of the attack now at all (an ignored or
 * accepted one is not fixed); persistent: it fails now, counted, and failed before.
 */
function failureChanges(current, baseline, countAccepted) {
    const comparable = current.perProbeDetail &&
        baseline.perProbeDetail &&
        hasCaseDetail(current) &&
        hasCaseDetail(baseline);
    if (!comparable)
        return { newFailures: null, fixedCount: null, persistentCount: null };
    const before = failedAttacks(baseline, () => true);
    const counted = failedAttacks(current, (tc) => tc.ignored === null && (!tc.riskAccepted || countAccepted));
    const failingNow = failedAttacks(current, () => true);
    const newFailures = [...counted].filter(([id]) => !before.has(id)).map(([, a]) => a);
    return {
        newFailures,
        fixedCount: [...before.keys()].filter((id) => !failingNow.has(id)).length,
        persistentCount: [...counted.keys()].filter((id) => before.has(id)).length,
    };
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
 * - `probeTests`: each probe's fail rate against the baseline's, two-proportion test at
 *   `confidence` (default 0.95, see verdict/probe-tests.ts); null when either side has no per-probe
 *   detail.
 */
function compareWithBaseline(current, baseline, options = {}) {
    const confidence = options.confidence ?? 0.95;
    const sides = (run) => run.probeRuns.map((r) => ({ name: r.name, failed: r.failed, judged: r.passed + r.failed }));
    const probeTests = current.perProbeDetail && baseline.perProbeDetail
        ? (0,_verdict_probe_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .testProbes */ ._1)(sides(current), sides(baseline), confidence)
        : null;
    const { newFailures, fixedCount, persistentCount } = failureChanges(current, baseline, options.countAcceptedRisk ?? false);
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
        fixedCount,
        persistentCount,
        probeDeltas,
        categoryDeltas,
        probeTests,
        testConfidence: confidence,
    };
}
/**
 * Scores from one run's probe runs, the way the sandbox models the platform's docs/platform.md 4.6
 * (no formula is published): a probe's score is 100 * passed / (passed + failed), a category's the
 * mean of its probes (one decimal), the overall score the rounded mean of the categories. Only
 * completed probe runs with judged cases count. Null when a probe's category is unknown or
 * nothing was judged: a partial score would be a wrong score.
 */
function scoreFromProbeRuns(probeRuns) {
    const tallies = [];
    for (const run of probeRuns) {
        if (run.status !== 'completed' || run.passed + run.failed === 0)
            continue;
        if (run.category === null)
            return { overall: null, categories: {} };
        tallies.push({ category: run.category, passed: run.passed, failures: run.failed });
    }
    // The one formula of the platform (R20), shared with the sandbox and the gate.
    return (0,_api_score_formula_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreProbes */ .I4)(tallies);
}
/** The newest completed run of the target other than this one (before it, when its id is known). */
function pickPreviousRun(runs, currentId) {
    const done = runs.filter((r) => r.id !== currentId && (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRunStatus */ .vI)(r.status) === 'completed');
    const earlier = currentId === null ? done : done.filter((r) => r.id < currentId);
    const pool = earlier.length > 0 ? earlier : done;
    return pool.reduce((best, r) => best === null ||
        (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(r) > (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(best) ||
        ((0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(r) === (0,_run_run_list_js__WEBPACK_IMPORTED_MODULE_1__/* .runTime */ .F)(best) && r.id > best.id)
        ? r
        : best, null);
}


/***/ }),

/***/ 48708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveBaseline: () => (/* binding */ resolveBaseline)
/* harmony export */ });
/* harmony import */ var _config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54423);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6099);
/**
 * Where the baseline of a scan comes from: a saved report, the pooled earlier runs of the base
 * branch, or none; the comparison itself is baseline.ts.
 */


const NO_SCOPE = { baseBranch: null, pullRequest: false };
/**
 * The baseline of this scan, compared with the current results, or null. `none`: null.
 * `auto`: the `baseline-report` file when given, else `pooled`. `pooled`: the last
 * `baseline-runs` completed runs with the same probes, pooled per probe (baseline-runs.ts);
 * fewer than `min-baseline-runs`: a baseline whose `skipReason` skips the regression checks.
 * `previous-run`: the newest such run alone. On a pull request or in a merge queue only the
 * base branch's runs count. Never fails the scan: every problem is a warning and gives null.
 */
async function resolveBaseline(client, config, facts, warnings, scope = NO_SCOPE) {
    if (config.baseline === 'none')
        return null;
    const current = {
        overallScore: facts.scores.overall,
        categories: facts.scores.categories,
        probeRuns: facts.probeRuns,
        perProbeDetail: facts.perProbeDetail,
    };
    const { countAcceptedRisk, confidence } = config.gate;
    if (config.baselineReport && config.baseline !== 'auto') {
        warnings.push(`baseline-report "${config.baselineReport}" was not used: baseline is ${config.baseline} (use auto to compare with the file).`);
    }
    const fromFile = config.baselineReport !== null && config.baseline === 'auto';
    const { earlierRuns } = await Promise.all(/* import() */[__webpack_require__.e(760), __webpack_require__.e(194)]).then(__webpack_require__.bind(__webpack_require__, 84194));
    const base = fromFile
        ? await readBaselineFile(config.baselineReport, facts, warnings)
        : await earlierRuns(client, config, facts, warnings, scope);
    if (!base)
        return null;
    if ('skip' in base)
        return base.skip;
    if (!current.perProbeDetail || !base.run.perProbeDetail) {
        warnings.push('New failures against the baseline could not be determined: per-probe detail is missing on one side.');
    }
    return {
        ...base.meta,
        overallScore: base.run.overallScore,
        ...(0,_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .compareWithBaseline */ .$_)(current, base.run, { countAcceptedRisk, confidence }),
        ...(base.pool ? { pool: base.pool } : {}),
    };
}
async function readBaselineFile(path, facts, warnings) {
    let report;
    try {
        // Loaded only when a baseline report is given: the JSON report's schema is not needed before.
        const { parseReportJson } = await Promise.all(/* import() */[__webpack_require__.e(131), __webpack_require__.e(872), __webpack_require__.e(413)]).then(__webpack_require__.bind(__webpack_require__, 32794));
        const text = (0,_config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.readCapped)(path, 'baseline-report', _config_file_cap_js__WEBPACK_IMPORTED_MODULE_0__.FILE_CAPS.baselineReport).toString('utf8');
        report = parseReportJson(text, path);
    }
    catch (err) {
        const why = err.code === 'ENOENT'
            ? 'it does not exist'
            : err.message;
        warnings.push(`baseline-report "${path}" could not be used (${why}): the baseline checks are skipped.`);
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


/***/ }),

/***/ 4879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ exactRates),
/* harmony export */   W_: () => (/* binding */ sumCounts),
/* harmony export */   XP: () => (/* binding */ round4),
/* harmony export */   Yi: () => (/* binding */ countedFailures),
/* harmony export */   mY: () => (/* binding */ COUNT_FIELDS),
/* harmony export */   po: () => (/* binding */ computeRates),
/* harmony export */   q: () => (/* binding */ atConfidence)
/* harmony export */ });
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73888);

/** The count fields of probe runs and totals, once: sums, the gate and validation loop over it. */
const COUNT_FIELDS = [
    'total',
    'processed',
    'passed',
    'failed',
    'errors',
    'accepted',
    'ignored',
];
/** Four decimals: how rates and p-values are stored in the report. */
const round4 = (n) => Math.round(n * 10_000) / 10_000;
/** Failed test cases that count against the gate: ignored ones never, accepted ones only when asked. */
function countedFailures(c, countAcceptedRisk) {
    return Math.max(0, c.failed - c.ignored - (countAcceptedRisk ? 0 : c.accepted));
}
/**
 * Fail rate (counted failures over judged cases), its Wilson interval at `confidence` and error
 * rate (errors over processed).
 */
function computeRates(c, countAcceptedRisk, confidence = 0.95) {
    const e = exactRates(c, countAcceptedRisk, confidence);
    return {
        failRate: round4(e.failRate),
        errorRate: round4(e.errorRate),
        failRateInterval: { low: round4(e.failLow), high: round4(e.failHigh), confidence },
    };
}
/**
 * The same rates unrounded: what the gate judges, so that a rate just over a limit is never
 * rounded down onto it (20,001 failed of 100,000 exceeds 20%).
 */
function exactRates(c, countAcceptedRisk, confidence = 0.95) {
    const counted = countedFailures(c, countAcceptedRisk);
    const judged = c.passed + c.failed;
    const w = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .rF)(Math.min(counted, judged), judged, confidence);
    return {
        failRate: judged === 0 ? 0 : Math.min(1, counted / judged),
        errorRate: c.processed === 0 ? 0 : Math.min(1, c.errors / c.processed),
        failLow: w.low,
        failHigh: w.high,
    };
}
/** Sums probe-run counts into totals, with the interval at `confidence`. */
function sumCounts(items, countAcceptedRisk, confidence = 0.95) {
    const raw = Object.fromEntries(COUNT_FIELDS.map((f) => [f, 0]));
    for (const i of items)
        for (const f of COUNT_FIELDS)
            raw[f] += i[f];
    return { ...raw, ...computeRates(raw, countAcceptedRisk, confidence) };
}
/** The same counts with their rates and interval at `confidence` (the `confidence` input). */
function atConfidence(c, countAcceptedRisk, confidence) {
    return { ...c, ...computeRates(c, countAcceptedRisk, confidence) };
}


/***/ }),

/***/ 87188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sd: () => (/* binding */ smallestP),
  _1: () => (/* binding */ testProbes)
});

// UNUSED EXPORTS: risenProbes

// EXTERNAL MODULE: ./src/scan/verdict/counts.ts
var verdict_counts = __webpack_require__(4879);
;// CONCATENATED MODULE: ./src/scan/verdict/exact-test.ts
/**
 * The exact conditional test of a rise in a fail rate, for small or unequal cells where the
 * normal approximation is anti-conservative. Given both runs' counts, the number of failures
 * in the second run is hypergeometric under "no change" (Fisher 1935); the mid-p value (Lancaster
 * 1961) counts half the probability of the observed table, which keeps the size close to the
 * nominal level instead of far below it. Pure; the distribution is enumerated exactly.
 */
/** Expected cell counts below this make the z-test unreliable (Cochran's rule). */
const MIN_EXPECTED_CELL = 5;
/**
 * The hypergeometric distribution of the failures among `draws` of `total` cases when
 * `failures` of them failed: [lowest value, probabilities from there up].
 */
function hypergeometric(total, failures, draws) {
    const lo = Math.max(0, draws - (total - failures));
    const hi = Math.min(failures, draws);
    // Ratios of successive probabilities, summed in logs so that large runs never underflow.
    const logs = [0];
    for (let x = lo; x < hi; x++) {
        const ratio = ((failures - x) * (draws - x)) / ((x + 1) * (total - failures - draws + x + 1));
        logs.push(logs[logs.length - 1] + Math.log(ratio));
    }
    const max = Math.max(...logs);
    const w = logs.map((l) => Math.exp(l - max));
    const sum = w.reduce((a, x) => a + x, 0);
    return { lo, p: w.map((x) => x / sum) };
}
/** Whether some expected cell of the 2x2 table (run x failed/passed) is below 5. */
function smallCell(x1, n1, x2, n2) {
    const n = n1 + n2;
    const failed = x1 + x2;
    const passed = n - failed;
    return Math.min(n1, n2) * Math.min(failed, passed) < MIN_EXPECTED_CELL * n;
}
/**
 * One-sided mid-p values of the exact conditional test that the fail rate rose (`pRise`) or
 * fell (`pFall`) from x1 of n1 to x2 of n2, and the two-sided one (twice the smaller, at most 1).
 */
function midP(x1, n1, x2, n2) {
    const { lo, p } = hypergeometric(n1 + n2, x1 + x2, n2);
    let above = 0;
    let below = 0;
    for (let i = 0; i < p.length; i++) {
        const x = lo + i;
        if (x > x2)
            above += p[i];
        else if (x < x2)
            below += p[i];
    }
    const at = p[x2 - lo] ?? 0;
    const pRise = Math.min(1, above + at / 2);
    const pFall = Math.min(1, below + at / 2);
    const pTwoSided = Math.min(1, 2 * Math.min(pRise, pFall));
    return {
        pRise,
        pFall,
        pTwoSided,
        pRiseExact: Math.min(1, above + at),
        pFallExact: Math.min(1, below + at),
    };
}
/**
 * Did the fail rate rise from x1 of n1 to x2 of n2? The conditional test on the hypergeometric
 * distribution: Fisher's exact p-values when an expected cell count is below 5 (where the
 * mid-p would exceed its level), mid-p values otherwise (near the level, more power). One
 * failed case is never a rise: whatever the baseline, it is no evidence of a trend.
 */
function riseTest(x1, n1, x2, n2) {
    const m = midP(x1, n1, x2, n2);
    const rose = x2 >= 2 && x2 * n1 > x1 * n2;
    if (smallCell(x1, n1, x2, n2)) {
        const pTwoSided = Math.min(1, 2 * Math.min(m.pRiseExact, m.pFallExact));
        return { method: 'fisher', pRise: m.pRiseExact, pTwoSided, rose };
    }
    return { method: 'mid-p', pRise: m.pRise, pTwoSided: m.pTwoSided, rose };
}

;// CONCATENATED MODULE: ./src/scan/verdict/probe-tests.ts


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
        const t = riseTest(b.failed, b.judged, now.failed, now.judged);
        const fell = now.failed * b.judged < b.failed * now.judged;
        const better = fell && t.pTwoSided < alpha;
        const test = {
            ...counts,
            pValue: (0,verdict_counts/* round4 */.XP)(t.pTwoSided),
            decision: better ? 'better' : 'no significant change',
            significantRise: false,
        };
        out.push(test);
        family.push([test, t.rose ? t.pTwoSided : 1]);
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

/***/ 73888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rF: () => (/* binding */ wilson)
/* harmony export */ });
/* unused harmony exports normalCdf, normalQuantile, zFor, twoProportionTest */
/**
 * Statistics for noisy LLM results: pure, no I/O. A fail rate from n judged cases
 * is a binomial proportion; the gate shows it with a Wilson score interval and compares two
 * runs with a pooled two-proportion z-test. Approximations are named with their accuracy.
 */
/**
 * Standard normal CDF via erfc (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7),
 * enough for p-values printed to four significant places.
 */
function normalCdf(z) {
    if (Number.isNaN(z))
        return Number.NaN;
    return 0.5 * erfc(-z / Math.SQRT2);
}
function erfc(x) {
    const t = 1 / (1 + 0.5 * Math.abs(x));
    const poly = -x * x -
        1.26551223 +
        t *
            (1.00002368 +
                t *
                    (0.37409196 +
                        t *
                            (0.09678418 +
                                t *
                                    (-0.18628806 +
                                        t *
                                            (0.27886807 +
                                                t *
                                                    (-1.13520398 +
                                                        t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
    const r = t * Math.exp(poly);
    return x >= 0 ? r : 2 - r;
}
/**
 * Inverse standard normal CDF (Acklam's rational approximation, relative error < 1.15e-9).
 * `p` must lie strictly between 0 and 1.
 */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}.`);
    const a = [-39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269];
    const a4 = -30.66479806614716;
    const a5 = 2.506628277459239;
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972];
    const b4 = -13.28068155288572;
    const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734];
    const c4 = 4.374664141464968;
    const c5 = 2.938163982698783;
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const lowTail = 0.02425;
    const tail = (q) => (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c4) * q + c5) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p < lowTail)
        return tail(Math.sqrt(-2 * Math.log(p)));
    if (p > 1 - lowTail)
        return -tail(Math.sqrt(-2 * Math.log(1 - p)));
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a4) * r + a5) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b4) * r + 1));
}
/** The two-sided critical value for `confidence` (0.95 -> 1.959964). */
function zFor(confidence) {
    if (!(confidence > 0 && confidence < 1)) {
        throw new RangeError(`confidence must lie strictly between 0 and 1, got ${confidence}.`);
    }
    return normalQuantile(1 - (1 - confidence) / 2);
}
/**
 * Wilson score interval (Wilson 1927) for `failed` of `n`. With no cases there is no
 * information: the interval is the whole [0, 1] around a rate of 0.
 */
function wilson(failed, n, confidence = 0.95) {
    if (!Number.isInteger(failed) || !Number.isInteger(n) || failed < 0 || n < 0 || failed > n) {
        throw new RangeError(`wilson needs whole counts 0 <= failed <= n, got ${failed} of ${n}.`);
    }
    if (n === 0)
        return { rate: 0, low: 0, high: 1, n, confidence };
    const z = zFor(confidence);
    const p = failed / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denom;
    const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    // At the edges the exact bound is 0 or 1; rounding must not move it or let it exclude p.
    const low = failed === 0 ? 0 : Math.min(p, Math.max(0, centre - half));
    const high = failed === n ? 1 : Math.max(p, Math.min(1, centre + half));
    return { rate: p, low, high, n, confidence };
}
/**
 * Pooled two-proportion z-test: did the fail rate rise from `before` (x1 of n1) to `after`
 * (x2 of n2)? With no cases on either side, or no variance in the pooled rate (all failed or
 * none failed), there is no evidence of change: z = 0, p = 1.
 */
function twoProportionTest(x1, n1, x2, n2) {
    for (const [x, n] of [
        [x1, n1],
        [x2, n2],
    ]) {
        if (!Number.isInteger(x) || !Number.isInteger(n) || x < 0 || n < 0 || x > n) {
            throw new RangeError(`twoProportionTest needs whole counts 0 <= x <= n, got ${x} of ${n}.`);
        }
    }
    if (n1 === 0 || n2 === 0)
        return { z: 0, pRise: 1, pTwoSided: 1 };
    const pooled = (x1 + x2) / (n1 + n2);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
    if (se === 0)
        return { z: 0, pRise: 1, pTwoSided: 1 };
    const z = (x2 / n2 - x1 / n1) / se;
    const pRise = normalCdf(-z);
    const pTwoSided = Math.min(1, 2 * normalCdf(-Math.abs(z)));
    return { z, pRise, pTwoSided };
}


/***/ })

};
