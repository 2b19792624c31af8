export const id = 812;
export const ids = [812];
export const modules = {

/***/ 73812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   trackingIssue: () => (/* binding */ trackingIssue)
/* harmony export */ });
/* unused harmony exports TRACKING_LABEL, TRACKING_EVENTS, trackingMarker, trackingBody, trackingTitle */
/* harmony import */ var _report_markdown_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74740);
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
        const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
        if (!owner || !repo)
            throw new Error('GITHUB_REPOSITORY is not set, so there is no repository for the tracking issue.');
        if (!token)
            throw new Error('no github-token was given; pass one with issues: write to keep a tracking issue.');
        const { octokit, login } = await (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .githubClient */ .$f)(token, env, signal);
        const marker = trackingMarker(report.platform.targetId);
        const me = await login();
        const issues = (await octokit.paginate(octokit.rest.issues.listForRepo, {
            owner,
            repo,
            state: 'open',
            labels: TRACKING_LABEL,
            // The creator filter takes user logins; a bot's issues are filtered below.
            ...(me.endsWith('[bot]') ? {} : { creator: me }),
            per_page: 100,
        }));
        const mine = issues.find((i) => !i.pull_request && (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .isOurs */ .MU)(i, marker, me));
        if (report.gate.verdict !== 'pass') {
            const body = trackingBody(report);
            if (mine)
                await octokit.rest.issues.update({
                    owner,
                    repo,
                    issue_number: mine.number,
                    body,
                    title: trackingTitle(report),
                });
            else
                await octokit.rest.issues.create({
                    owner,
                    repo,
                    title: trackingTitle(report),
                    body,
                    labels: [TRACKING_LABEL],
                });
            return;
        }
        if (!mine)
            return;
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
    };
}


/***/ })

};
