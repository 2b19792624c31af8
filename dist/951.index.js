export const id = 951;
export const ids = [951];
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

/***/ 78865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ CHECKS),
  a: () => (/* binding */ categoryKey)
});

// EXTERNAL MODULE: ./src/scan/verdict/counts.ts
var counts = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/scan/verdict/stats.ts
var stats = __webpack_require__(73888);
;// CONCATENATED MODULE: ./src/scan/verdict/framework-check.ts
/**
 * `fail-on-framework`: one check per listed item. Fails when the item is non-compliant; open
 * (inconclusive, never a pass) when it is inconclusive or was not tested; passes only when
 * compliant. Without item verdicts (no per-probe detail) every listed item is open.
 */
function frameworkCheck(i, c) {
    return c.failOnFramework.flatMap((group) => group.items.map((itemId) => {
        const id = `fail-on-framework:${group.key}:${itemId}`;
        const framework = (i.compliance ?? []).find((f) => f.key === group.key);
        const item = framework?.items.find((x) => x.id === itemId);
        const label = `${itemId}:${group.key.split('@')[1] ?? ''}${item ? ` ${item.name}` : ''}`;
        if (!item)
            return {
                id,
                threshold: 'compliant',
                actual: null,
                status: 'fail',
                inconclusive: true,
                message: `${label} has no item verdict (no per-probe results): it cannot be told.`,
            };
        const base = { id, threshold: 'compliant', actual: item.verdict };
        if (item.verdict === 'compliant')
            return { ...base, status: 'pass', message: `${label} is compliant: ${item.reason}` };
        if (item.verdict === 'non-compliant')
            return { ...base, status: 'fail', message: `${label} is non-compliant: ${item.reason}` };
        return {
            ...base,
            status: 'fail',
            inconclusive: true,
            message: `${label} is ${item.verdict}: ${item.reason}`,
        };
    }));
}

// EXTERNAL MODULE: ./src/scan/verdict/probe-tests.ts + 1 modules
var probe_tests = __webpack_require__(87188);
;// CONCATENATED MODULE: ./src/scan/verdict/regression-checks.ts

const round2 = (n) => Math.round(n * 100) / 100;
const fmtDelta = (d) => (d > 0 ? `+${round2(d)}` : `${round2(d)}`);
const fmtP = (p) => (p < 0.0001 ? 'p < 0.0001' : `p = ${p}`);
const pctConf = (c) => `${round2((c.confidence ?? 0.95) * 100)}%`;
const key = (s) => s.trim().toLowerCase();
/** "A (p = 0.001), B (new probe)": the probes that rose, with their evidence. */
function namedRises(tests, only) {
    return tests
        .filter((t) => t.significantRise && (!only || only.has(key(t.name))))
        .map((t) => `${t.name} (${t.pValue === null ? 'new probe' : fmtP(t.pValue)})`);
}
/** Why a change is not significant: "no probe's fail rate rose significantly (lowest p = …)". */
function noRise(tests, c) {
    const p = (0,probe_tests/* smallestP */.sd)(tests);
    const lowest = p === null ? '' : `, lowest ${fmtP(p)}`;
    return `no probe's fail rate rose significantly at ${pctConf(c)} confidence (${tests.length} tested${lowest}): no significant change`;
}
/** The tests to judge by, or null when strict applies (asked for, or nothing to test). */
function testsFor(i, c) {
    if (c.regressionTest === 'strict')
        return null;
    return i.baseline?.probeTests ?? null;
}
/** `max-score-drop`: the score fell by more than the limit (and, under significance, a probe rose). */
function scoreDropCheck(i, c) {
    const max = c.maxScoreDrop;
    if (max === null)
        return [];
    const id = 'max-score-drop';
    const delta = i.baseline?.scoreDelta ?? null;
    if (delta === null) {
        const message = i.baseline?.skipReason ?? `No baseline score to compare with: check skipped.`;
        return [{ id, threshold: max, actual: null, status: 'skip', message }];
    }
    const drop = round2(-delta);
    const base = { id, threshold: max, actual: drop };
    if (drop <= max) {
        const message = `Score changed by ${fmtDelta(delta)} points against the baseline.`;
        return [{ ...base, status: 'pass', message }];
    }
    const dropped = `Score dropped by ${drop} points against the baseline, more than ${max}`;
    const tests = testsFor(i, c);
    if (tests === null) {
        const why = c.regressionTest === 'strict' ? '' : ' (no per-probe counts to test for significance)';
        return [{ ...base, status: 'fail', message: `${dropped}${why}.` }];
    }
    const risen = namedRises(tests);
    if (risen.length === 0) {
        return [{ ...base, status: 'pass', message: `${dropped}, but ${noRise(tests, c)}.` }];
    }
    const message = `${dropped}, and the fail rate rose significantly in: ${risen.join(', ')}.`;
    return [{ ...base, status: 'fail', message }];
}
/** `fail-on-new-failures`: attacks fail that did not (and, under significance, their probe rose). */
function newFailuresCheck(i, c) {
    if (!c.failOnNewFailures)
        return [];
    const id = 'fail-on-new-failures';
    const n = i.baseline ? i.baseline.newFailures : null;
    if (n === null) {
        const message = i.baseline?.skipReason
            ? i.baseline.skipReason
            : i.baseline
                ? 'New failures could not be compared (one side has no per-probe detail): check skipped.'
                : 'No baseline to compare with: check skipped.';
        return [{ id, threshold: 0, actual: null, status: 'skip', message }];
    }
    const base = { id, threshold: 0, actual: n };
    if (n === 0) {
        return [{ ...base, status: 'pass', message: 'No new failures against the baseline.' }];
    }
    const some = `${n} attack${n === 1 ? ' fails' : 's fail'} now that passed or were absent in the baseline`;
    const tests = testsFor(i, c);
    if (tests === null) {
        const why = c.regressionTest === 'strict' ? '' : ' (no per-probe counts to test for significance)';
        return [{ ...base, status: 'fail', message: `${some}${why}.` }];
    }
    const named = i.baseline?.newFailureProbes;
    const probes = named ? new Set(named.map(key)) : undefined;
    const risen = namedRises(tests, probes);
    if (risen.length === 0) {
        return [{ ...base, status: 'pass', message: `${some}, but ${noRise(tests, c)}.` }];
    }
    const message = `${some}, and the fail rate rose significantly in: ${risen.join(', ')}.`;
    return [{ ...base, status: 'fail', message }];
}

;// CONCATENATED MODULE: ./src/scan/verdict/gate-checks.ts




const round = (n, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (f) => `${round(f * 100, 2)}%`;
/** A percentage with as many digits as it takes to differ from its rounding (up to 8). */
const exactPct = (f) => `${round(f * 100, 8)}%`;
const gate_checks_status = (ok) => (ok ? 'pass' : 'fail');
/** `95%` for a confidence level. */
const confWord = (c) => `${round(c.confidence * 100, 1)}%`;
/**
 * The fail rate's interval under `gate-on: bound`: the upper Wilson bound with errored test
 * cases counted as failures, the lower one with them counted as passes.
 */
function failRateBounds(i, c) {
    const counted = (0,counts/* countedFailures */.Yi)(i, c.countAcceptedRisk);
    const judged = i.passed + i.failed;
    const n = judged + i.errors;
    if (n === 0)
        return { low: 0, high: 1 };
    const failed = Math.min(counted, judged);
    return {
        low: (0,stats/* wilson */.rF)(failed, n, c.confidence).low,
        high: (0,stats/* wilson */.rF)(failed + i.errors, n, c.confidence).high,
    };
}
/**
 * A rate check: fails when the rate exceeds the limit. The fail rate, the one rate with an
 * interval ({@link failRateBounds}): under `gate-on: bound` it passes when the upper bound at
 * `confidence` is within the limit, fails when the lower bound exceeds it, and is inconclusive
 * between.
 */
const rateCheck = (input, label, limitOf, rateOf) => ({
    input,
    evaluate(i, c) {
        const limit = limitOf(c);
        if (limit === null)
            return [];
        // Judged unrounded: a rate just over the limit never rounds down onto it (fails closed).
        const rates = (0,counts/* exactRates */.$m)(i, c.countAcceptedRisk, c.confidence);
        const point = rateOf(rates);
        const onBound = input === 'max-fail-rate' && c.gateOn === 'bound';
        const b = onBound ? failRateBounds(i, c) : null;
        const rate = b ? b.high : point;
        const ok = rate <= limit;
        const open = b !== null && !ok && b.low <= limit;
        const show = (f) => (!ok && pct(f) === pct(limit) ? exactPct(f) : pct(f));
        const shown = b
            ? `${pct(point)} (${confWord(c)} bounds ${pct(b.low)} to ${show(rate)})`
            : show(rate);
        const verb = ok
            ? 'is within'
            : open
                ? 'leaves open, needing more test cases to decide,'
                : 'exceeds';
        const message = `${label} ${shown} ${verb} the limit of ${pct(limit)}.`;
        const actual = ok || round(rate) !== limit ? round(rate) : round(rate, 8);
        const e = { id: input, threshold: limit, actual, status: gate_checks_status(ok), message };
        return [open ? { ...e, inconclusive: true } : e];
    },
});
/**
 * The score a score check judges. Under `gate-on: point` the gated score. Under `bound`: the
 * pessimistic score (lower bound of each probe's pass rate, errors as failures) decides a pass,
 * the optimistic one (upper bound, errors as passes; the point score when absent) a fail, and
 * between them the check is inconclusive. Value null: no bound can be had (fails closed).
 */
function judgedScore(c, point, bound, optimistic) {
    if (c.gateOn !== 'bound' || point === null)
        return { value: point, shown: `${point}`, high: null };
    if (bound === null)
        return { value: null, shown: `${point}`, high: null };
    const high = Math.max(optimistic ?? point, bound);
    const range = `${confWord(c)} bounds ${bound} to ${high}`;
    return { value: bound, shown: `${point} (${range})`, high };
}
/** A score check's outcome: pass, fail, or (under bound, the bar inside the interval) open. */
function scoreOutcome(j, min) {
    if (j.value >= min)
        return { status: 'pass' };
    if (j.high !== null && j.high >= min)
        return { status: 'fail', inconclusive: true };
    return { status: 'fail' };
}
const validScore = (s) => s !== null && Number.isFinite(s) && s >= 0 && s <= 100;
/** A score check that cannot be judged: open (inconclusive), never a pass. */
function unprovenCheck(id, min, why) {
    const message = `${why}: the check cannot be judged (inconclusive).`;
    return { id, threshold: min, actual: null, status: 'fail', inconclusive: true, message };
}
const NO_BOUND = 'has no per-probe counts to bound its score (gate-on: bound)';
/** The checks, in report order: a new check is one entry here. */
const CHECKS = [
    {
        input: 'min-score',
        evaluate(i, c) {
            const min = c.minScore;
            if (min === null)
                return [];
            if (i.scoreUnproven)
                return [unprovenCheck('min-score', min, i.scoreUnproven)];
            const s = i.overallScore;
            const j = judgedScore(c, validScore(s) ? s : null, i.boundScores?.overall ?? null, i.optimisticScores?.overall ?? null);
            if (i.scoreProblem || !validScore(s) || j.value === null) {
                const why = i.scoreProblem ??
                    (validScore(s)
                        ? `The overall score ${NO_BOUND}`
                        : 'The overall score is missing or invalid');
                const message = `${why.replace(/\.$/, '')}: failing closed.`;
                return [
                    { id: 'min-score', threshold: min, actual: null, status: 'fail', message, missing: true },
                ];
            }
            const o = scoreOutcome({ value: j.value, high: j.high }, min);
            const message = o.status === 'pass'
                ? `Overall score ${j.shown} is at least ${min}.`
                : o.inconclusive === true
                    ? `Overall score ${j.shown}: the minimum ${min} lies inside the interval, so more test cases are needed to decide.`
                    : `Overall score ${j.shown} is below the minimum ${min}.`;
            const out = { id: 'min-score', threshold: min, actual: j.value, ...o, message };
            return [out];
        },
    },
    {
        input: 'max-failed',
        evaluate(i, c) {
            if (c.maxFailed === null)
                return [];
            const n = (0,counts/* countedFailures */.Yi)(i, c.countAcceptedRisk);
            const ok = n <= c.maxFailed;
            const message = `${n} failed test cases, ${ok ? 'at most' : 'more than the'} ${c.maxFailed} allowed.`;
            return [{ id: 'max-failed', threshold: c.maxFailed, actual: n, status: gate_checks_status(ok), message }];
        },
    },
    rateCheck('max-fail-rate', 'Fail rate', (c) => c.maxFailRate, (r) => r.failRate),
    rateCheck('max-error-rate', 'Error rate', (c) => c.maxErrorRate, (r) => r.errorRate),
    {
        input: 'category-min-scores',
        evaluate: (i, c) => Object.entries(c.categoryMinScores).map(([category, min]) => {
            const id = `category-min-score:${category}`;
            if (i.scoreUnproven)
                return unprovenCheck(id, min, i.scoreUnproven);
            const point = i.scoreProblem ? null : findCategory(i.categories, category);
            const bound = findCategory(i.boundScores?.categories ?? {}, category);
            const high = findCategory(i.optimisticScores?.categories ?? {}, category);
            const j = judgedScore(c, point, bound, high);
            if (j.value === null) {
                const message = point === null
                    ? `Category "${category}" has no score${i.scoreProblem ? ' that reflects this run' : ''}: failing closed.`
                    : `Category "${category}" ${NO_BOUND}: failing closed.`;
                return { id, threshold: min, actual: null, status: 'fail', message, missing: true };
            }
            const o = scoreOutcome({ value: j.value, high: j.high }, min);
            const word = o.status === 'pass'
                ? `at least ${min}`
                : o.inconclusive === true
                    ? `with ${min} inside the interval: more test cases are needed to decide`
                    : `below ${min}`;
            const message = `Category "${category}" scored ${j.shown}, ${word}.`;
            return { id, threshold: min, actual: j.value, ...o, message };
        }),
    },
    // Judged under `regression-test`: see regression-checks.ts.
    { input: 'max-score-drop', evaluate: scoreDropCheck },
    { input: 'fail-on-new-failures', evaluate: newFailuresCheck },
    { input: 'fail-on-framework', evaluate: frameworkCheck },
];
/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
const categoryKey = (s) => s.toLowerCase().replace(/[\s_-]+/g, '');
function findCategory(categories, wanted) {
    for (const [name, score] of Object.entries(categories)) {
        if (categoryKey(name) === categoryKey(wanted) && Number.isFinite(score))
            return score;
    }
    return null;
}


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  au: () => (/* reexport */ gate_checks/* categoryKey */.a),
  DR: () => (/* binding */ evaluateGate)
});

// UNUSED EXPORTS: CHECKS

// EXTERNAL MODULE: ./src/scan/verdict/gate-checks.ts + 2 modules
var gate_checks = __webpack_require__(78865);
;// CONCATENATED MODULE: ./src/scan/verdict/hidden-failures.ts
/**
 * Errored test cases are not missing at random: a target often errors exactly on the attacks
 * it cannot handle. So every check is judged a second time with each errored test case counted
 * as a failed one (scores from `errorFailScores`, the failed count and fail rate with the
 * errors added). A check that passes but fails that way is open: the errors could hide the
 * failures that decide it, and the verdict is inconclusive (never a pass). Pure.
 */
function hiddenFailures(input, config, evaluated, checks) {
    const n = input.errors;
    if (n <= 0)
        return [];
    const worst = {
        ...input,
        failed: input.failed + n,
        errors: 0,
        // Without per-probe detail the scores cannot be recomputed: they stand as measured.
        ...(input.errorFailScores
            ? {
                overallScore: input.errorFailScores.overall,
                categories: input.errorFailScores.categories,
            }
            : {}),
    };
    const again = new Map(checks.flatMap((d) => d.evaluate(worst, config)).map((e) => [e.id, e]));
    const out = [];
    for (const e of evaluated) {
        if (e.status !== 'pass' || e.warnOnly)
            continue;
        const w = again.get(e.id);
        if (!w || w.status !== 'fail' || w.missing)
            continue;
        const cases = `${n} errored test case${n === 1 ? '' : 's'}`;
        out.push({
            id: `errors-hide:${e.id}`,
            threshold: e.threshold,
            actual: w.actual,
            status: 'fail',
            inconclusive: true,
            message: `${e.id} passes only if the ${cases} passed: counted as failures, ${lowerFirst(w.message)} Fix what makes the target error, or re-run, so that they are judged.`,
        });
    }
    return out;
}
const lowerFirst = (s) => s.charAt(0).toLowerCase() + s.slice(1);

;// CONCATENATED MODULE: ./src/scan/verdict/gate.ts



/**
 * More errored than judged test cases: the judged ones are not a fair sample of the attacks
 * (the target may error exactly where it would fail), so no verdict is drawn from them.
 */
const MAX_ERROR_SHARE = 0.5;
/** Why the run itself cannot be judged (before any check), or null. */
function runProblem(input) {
    const invalid = input.invalid ?? [];
    if (input.budgetStop)
        return {
            verdict: 'budget',
            reason: `The test run was stopped by a budget: ${input.budgetStop}`,
        };
    if (input.timedOut)
        return { verdict: 'timeout', reason: 'The test run did not finish before the deadline.' };
    if (input.runState === 'failed')
        return {
            verdict: 'error',
            reason: 'The test run ended FAILED on the platform (check the target connection).',
        };
    if (input.runState === 'cancelled')
        return { verdict: 'error', reason: 'The test run was cancelled before it finished.' };
    if (input.runState !== 'completed')
        return {
            verdict: 'error',
            reason: `The test run ended in an unexpected state (${input.runState}).`,
        };
    if (invalid.length > 0)
        return { verdict: 'error', reason: invalid.join(' ') };
    if (input.processed === 0)
        return { verdict: 'error', reason: 'The test run executed no test cases.' };
    return null;
}
/**
 * The evidence rule (`min-samples`): too few judged test cases in the run or in a
 * category that `category-min-scores` gates, or more errored than judged test cases. Each
 * shortfall is a failed check of input `min-samples`; alone they make the verdict
 * `inconclusive` (never a pass). Listed only when short, so reports with enough evidence keep
 * their checks.
 */
function evidence(i, c) {
    if (c.minSamples <= 0)
        return [];
    const out = [];
    const min = c.minSamples;
    const short = (id, actual, message) => {
        out.push({ id, threshold: min, actual, status: 'fail', message });
    };
    const judged = i.passed + i.failed;
    if (judged < min)
        short('min-samples', judged, `The run judged ${judged} test case${judged === 1 ? '' : 's'}, fewer than min-samples ${min}: too few to judge.`);
    if (i.errors > 0 && i.errors / (i.errors + judged) > MAX_ERROR_SHARE)
        short('min-samples:errors', i.errors, `${i.errors} test cases errored against ${judged} judged: the judged ones may not represent the attacks.`);
    for (const category of Object.keys(c.categoryMinScores)) {
        const n = categoryJudged(i.categoryJudged ?? null, category);
        if (n === null)
            short(`min-samples:${category}`, null, `Category "${category}" has no per-probe counts, so its evidence cannot be weighed.`);
        else if (n < min)
            short(`min-samples:${category}`, n, `Category "${category}" judged ${n} test case${n === 1 ? '' : 's'}, fewer than min-samples ${min}.`);
    }
    return out;
}
function categoryJudged(counts, wanted) {
    if (counts === null)
        return null;
    let n = 0;
    for (const [name, judged] of Object.entries(counts))
        if ((0,gate_checks/* categoryKey */.a)(name) === (0,gate_checks/* categoryKey */.a)(wanted))
            n += judged;
    return n;
}
/**
 * The gate: a pure function of the results and the thresholds, one loop over the table of
 * checks. Every check reports its threshold, actual value and status. Missing data fails
 * closed as `error`; a check that could not run is `skip`, never counted as passed (R22).
 * When the run cannot be judged (timeout, not completed, invalid data), every check is
 * `skip`: no score or passing check is presented as this run's result.
 *
 * Verdicts, worst first: error/timeout > fail > inconclusive > warn > pass. A failed check
 * decides `fail` even on little evidence (failing closed); too little evidence decides
 * `inconclusive` over checks that passed or only warn; `warn-only` checks never fail the build.
 */
function evaluateGate(input, config) {
    const warnSet = new Set(config.warnOnly);
    const evaluated = gate_checks/* CHECKS */.u.flatMap((def) => def
        .evaluate(input, config)
        .map((e) => ({ ...e, input: def.input, warnOnly: warnSet.has(def.input) })));
    const settings = {
        confidence: config.confidence,
        gateOn: config.gateOn,
        minSamples: config.minSamples,
        warnOnly: [...config.warnOnly],
    };
    const problem = runProblem(input);
    if (problem) {
        const checks = evaluated.map((e) => ({
            id: e.id,
            input: e.input,
            threshold: e.threshold,
            actual: null,
            passed: false,
            status: 'skip',
            message: 'Not judged: the test run did not complete with valid results.',
            ...(e.warnOnly ? { warnOnly: true } : {}),
        }));
        return { verdict: problem.verdict, reason: problem.reason, checks, settings };
    }
    const short = [
        ...evidence(input, config),
        ...hiddenFailures(input, config, evaluated, gate_checks/* CHECKS */.u),
    ].map((e) => ({ ...e, input: 'min-samples', warnOnly: false }));
    const all = [...evaluated, ...short];
    const checks = all.map(({ missing: _missing, warnOnly, ...e }) => ({
        ...e,
        passed: e.status === 'pass',
        ...(warnOnly ? { warnOnly: true } : {}),
    }));
    const missing = evaluated.some((e) => e.missing);
    // A score that cannot be gated fails closed even when no check reads it (R20).
    if (input.scoreProblem && !missing)
        return { verdict: 'error', reason: input.scoreProblem, checks, settings };
    const failed = evaluated.filter((e) => e.status === 'fail');
    const blocking = failed.filter((e) => !e.warnOnly && !e.inconclusive);
    const open = [...failed.filter((e) => e.inconclusive && !softOpen(e)), ...short];
    const warned = failed.filter((e) => e.warnOnly && !(e.inconclusive && !softOpen(e)));
    const verdict = missing
        ? 'error'
        : blocking.length > 0
            ? 'fail'
            : open.length > 0
                ? 'inconclusive'
                : warned.length > 0
                    ? 'warn'
                    : 'pass';
    return { verdict, reason: reasonFor(verdict, evaluated, open), checks, settings };
}
/**
 * An open check that `warn-only` turns into a warning. An item of `fail-on-framework` that
 * cannot be told stays open even then: it never gives exit 0.
 */
const softOpen = (e) => e.warnOnly && e.input !== 'fail-on-framework';
const messages = (xs) => xs.map((c) => c.message).join(' ');
/** What to do about an inconclusive verdict: more evidence, or fewer errors (said in the check). */
function adviceFor(open) {
    if (open.some((e) => e.id.startsWith('min-samples')))
        return ' Run more test cases (more probes or a larger run) or lower min-samples.';
    if (open.some((e) => !e.id.startsWith('errors-hide:')))
        return ' Run more test cases (more probes, a larger run, or retry-failed) to decide.';
    return '';
}
function reasonFor(verdict, evaluated, short) {
    const failed = evaluated.filter((e) => e.status === 'fail');
    const warned = failed.filter((e) => e.warnOnly);
    const blocking = failed.filter((e) => !e.warnOnly && !e.inconclusive);
    const warnNote = warned.length > 0 ? ` Warn-only (not failing the build): ${messages(warned)}` : '';
    if (verdict === 'error')
        return messages(failed);
    if (verdict === 'fail')
        return `${messages(blocking)}${warnNote}`;
    if (verdict === 'inconclusive')
        return `Inconclusive, not a pass: ${messages(short)}${adviceFor(short)}${warnNote}`;
    if (verdict === 'warn')
        return `Only warn-only checks failed: ${messages(warned)}`;
    const passed = evaluated.filter((e) => e.status === 'pass').length;
    const skipped = evaluated.filter((e) => e.status === 'skip');
    if (skipped.length === 0)
        return `All ${passed} gate checks passed.`;
    const why = skipped.map((s) => s.message.replace(/: check skipped\.$/, '')).join('; ');
    return `All ${passed} gate checks that ran passed; ${skipped.length} skipped (${why}).`;
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
