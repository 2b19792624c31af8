export const id = 982;
export const ids = [982];
export const modules = {

/***/ 73812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   trackingIssue: () => (/* binding */ trackingIssue)
/* harmony export */ });
/* unused harmony exports TRACKING_LABEL, TRACKING_EVENTS, trackingMarker, trackingBody, trackingTitle */
/* harmony import */ var _report_markdown_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74196);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77369);


/** Label put on (and searched for) tracking issues. */
const TRACKING_LABEL = 'probe-gate';
/** Events on which a tracking issue is kept: scheduled and manual runs, never pull requests. */
const TRACKING_EVENTS = ['schedule', 'workflow_dispatch'];
/** Room left for the marker line under GitHub's 65,536-character body limit. */
const BODY_MAX_CHARS = 65_000;
/** `<!-- probe-gate:tracking:target-<id> -->`: finds the one issue of a target again. */
function trackingMarker(targetId) {
    return `<!-- probe-gate:tracking:target-${Math.trunc(targetId)} -->`;
}
/** The issue body: the hidden marker line, then the PR-comment Markdown of the report. */
function trackingBody(report) {
    const marker = trackingMarker(report.platform.targetId);
    return `${marker}\n${(0,_report_markdown_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMarkdown */ .G)(report, { variant: 'comment', maxChars: BODY_MAX_CHARS - marker.length - 1 })}`;
}
/** The issue title; the target name is platform text, so it is cut and stripped of markup-ish characters. */
function trackingTitle(report) {
    const name = (report.platform.targetName ?? '')
        .replace(/[^\p{L}\p{N} ._()/-]/gu, '')
        .trim()
        .slice(0, 80);
    const what = name
        ? `"${name}" (target ${report.platform.targetId})`
        : `target ${report.platform.targetId}`;
    const verb = report.gate.verdict === 'warn'
        ? 'has warnings from'
        : report.gate.verdict === 'inconclusive'
            ? 'could not be judged by'
            : 'fails';
    return `probe-gate: ${what} ${verb} the AI security gate`;
}
/**
 * The nightly tracking issue (TriageDeps.trackingIssue). Only on `schedule` and
 * `workflow_dispatch` events and with tracking-issue `auto`: finds the open issue of the
 * target by its hidden marker among open issues labelled `probe-gate` created by the token
 * in use (R28, identity.ts); when the verdict is not pass (fail, error, timeout, and also
 * inconclusive and warn: a nightly scan's warnings are worth tracking) creates
 * it or updates its body, and when it passes closes it with a comment. Octokit is imported
 * only when needed.
 */
function trackingIssue(token, env = process.env) {
    return async (report, config, signal) => {
        if (config.trackingIssue !== 'auto')
            return;
        if (!TRACKING_EVENTS.includes(env.GITHUB_EVENT_NAME ?? ''))
            return;
        const { owner, repo, key } = trackedRepo(token, env);
        const { octokit, login } = await (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .githubClient */ .$f)(key, env, signal);
        const at = { octokit, owner, repo };
        const mine = await openTrackingIssue(at, trackingMarker(report.platform.targetId), await login());
        if (report.gate.verdict !== 'pass')
            await keepOpen(at, mine, report);
        else if (mine)
            await closeAsPassed(at, mine, report);
    };
}
/** The repository of the tracking issue and the token; throws when either is missing. */
function trackedRepo(token, env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo)
        throw new Error('GITHUB_REPOSITORY is not set, so there is no repository for the tracking issue.');
    if (!token)
        throw new Error('no github-token was given; pass one with issues: write to keep a tracking issue.');
    return { owner, repo, key: token };
}
/** The open issue labelled `probe-gate` that carries `marker` and that `me` created (R28). */
async function openTrackingIssue({ octokit, owner, repo }, marker, me) {
    const issues = (await octokit.paginate(octokit.rest.issues.listForRepo, {
        owner,
        repo,
        state: 'open',
        labels: TRACKING_LABEL,
        // The creator filter takes user logins; a bot's issues are filtered below.
        ...(me.endsWith('[bot]') ? {} : { creator: me }),
        per_page: 100,
    }));
    return issues.find((i) => !i.pull_request && (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .isOurs */ .MU)(i, marker, me));
}
/** Creates the tracking issue, or updates its title and body to the report's. */
async function keepOpen({ octokit, owner, repo }, mine, report) {
    const body = trackingBody(report);
    const title = trackingTitle(report);
    if (mine)
        await octokit.rest.issues.update({ owner, repo, issue_number: mine.number, body, title });
    else
        await octokit.rest.issues.create({ owner, repo, title, body, labels: [TRACKING_LABEL] });
}
/** Closes the tracking issue with a comment that the run passes the gate. */
async function closeAsPassed({ octokit, owner, repo }, mine, report) {
    const run = report.testRun.id === null ? 'The latest run' : `Test run ${report.testRun.id}`;
    await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: mine.number,
        body: `${run} passes the gate (score ${report.scores.overall ?? 'n/a'}); closing.`,
    });
    await octokit.rest.issues.update({
        owner,
        repo,
        issue_number: mine.number,
        state: 'closed',
        state_reason: 'completed',
    });
}


/***/ }),

/***/ 8029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ fmtErrorRate),
/* harmony export */   _j: () => (/* binding */ fmtFailRate),
/* harmony export */   cO: () => (/* binding */ fmtRateCi),
/* harmony export */   lj: () => (/* binding */ fmtRatio)
/* harmony export */ });
/* unused harmony export countedOf */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/**
 * Rates as the renderers show them: one decimal of a percentage, rounded once, half up, from
 * the exact fraction of the counts when the report holds them (the stored rates have four
 * decimals, and rounding those again can move the shown digit). Pure.
 */

/**
 * `num / den` as a percentage with one decimal, rounded once, half up, from the exact fraction
 * (12 of 22 is 54.5%, never 54.6% by way of a stored 0.5455); `n/a` when `den` is 0.
 */
function fmtRatio(num, den) {
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0 || num < 0)
        return 'n/a';
    const tenths = Math.floor((2000 * num + den) / (2 * den));
    return `${tenths / 10}%`;
}
const round4 = (n) => Math.round(n * 10_000) / 10_000;
/**
 * Counted failures of stored counts, with the count-accepted-risk they were gated with (read
 * back from the stored four-decimal fail rate); null when the counts are not there.
 */
function countedOf(t) {
    const { passed, failed, accepted = 0, ignored = 0 } = t;
    if (passed === undefined || failed === undefined)
        return null;
    const judged = passed + failed;
    const withoutAccepted = Math.max(0, failed - ignored - accepted);
    const withAccepted = Math.max(0, failed - ignored);
    if (judged > 0 &&
        withAccepted !== withoutAccepted &&
        Math.min(1, round4(withAccepted / judged)) === t.failRate)
        return withAccepted;
    return withoutAccepted;
}
/** A fail rate, from the exact fraction of its counts when they are there (rounded once). */
function fmtFailRate(c) {
    const counted = countedOf(c);
    const judged = (c.passed ?? 0) + (c.failed ?? 0);
    if (counted === null || judged === 0 || round4(Math.min(1, counted / judged)) !== c.failRate)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.failRate);
    return fmtRatio(Math.min(counted, judged), judged);
}
/** An error rate, from errors over processed when they are there (rounded once). */
function fmtErrorRate(c) {
    if (c.errors === undefined || c.processed === undefined || c.processed === 0)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.errorRate);
    if (round4(Math.min(1, c.errors / c.processed)) !== c.errorRate)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.errorRate);
    return fmtRatio(Math.min(c.errors, c.processed), c.processed);
}
/**
 * A fail rate with its Wilson interval: `9.3% (95% CI 4.1–16.2%)`; the bare rate
 * when the report has no interval (reports written before intervals existed).
 */
function fmtRateCi(c) {
    const i = c.failRateInterval;
    if (!i)
        return fmtFailRate(c);
    const conf = `${Math.round(i.confidence * 1000) / 10}%`;
    return `${fmtFailRate(c)} (${conf} CI ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(i.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(i.high)})`;
}


/***/ })

};
