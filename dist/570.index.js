export const id = 570;
export const ids = [570];
export const modules = {

/***/ 35570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyIgnores: () => (/* binding */ applyIgnores)
/* harmony export */ });
/* harmony import */ var _verdict_counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);

/** Whether an entry names this probe: by id (digits) or by name, case-insensitively. */
function matchesProbe(entry, run) {
    if (/^\d+$/.test(entry.probe) && run.probeId !== null && Number(entry.probe) === run.probeId)
        return true;
    return entry.probe.toLowerCase() === run.name.trim().toLowerCase();
}
/**
 * Marks the failed test cases that an entry matches as ignored and recounts. Only cases with
 * outcome `failed` are findings (errors are not). `ignored` counts the ignored cases that the
 * gate would otherwise count: not risk-accepted ones, plus accepted ones when
 * `countAcceptedRisk` is true (accepted ones are already excluded otherwise), so no case is
 * subtracted twice. Rates are recomputed. Pure: returns new probe runs.
 */
function applyIgnores(probeRuns, entries, countAcceptedRisk) {
    return probeRuns.map((run) => {
        const relevant = entries.filter((e) => matchesProbe(e, run));
        const cases = run.failedTestCases;
        let ignored = 0;
        // Unchanged cases are shared, not copied, and so is the list when none changed (the
        // redaction then knows it): a huge run keeps hundreds of thousands. The list
        // is copied from the first case that changes.
        let marked = null;
        for (let i = 0; i < cases.length; i++) {
            const tc = cases[i];
            const hit = relevant.length > 0 && tc.outcome === 'failed'
                ? relevant.find((e) => e.attackId === null || (tc.attackId !== null && e.attackId === tc.attackId))
                : undefined;
            if (hit && (!tc.riskAccepted || countAcceptedRisk))
                ignored++;
            if (!hit && tc.ignored === null) {
                marked?.push(tc);
                continue;
            }
            marked ??= cases.slice(0, i);
            marked.push({ ...tc, ignored: hit ? { reason: hit.reason, expires: hit.expires } : null });
        }
        const failedTestCases = marked ?? cases;
        const room = Math.max(0, run.failed - (countAcceptedRisk ? 0 : run.accepted));
        const counts = { ...run, ignored: Math.min(ignored, room) };
        return { ...counts, ...(0,_verdict_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .computeRates */ .po)(counts, countAcceptedRisk), failedTestCases };
    });
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
