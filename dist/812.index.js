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

/***/ 74740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ renderMarkdown),
  W: () => (/* binding */ renderMarkdownChunks)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/markdown/markdown-context.ts
var markdown_context = __webpack_require__(31391);
// EXTERNAL MODULE: ./src/report/markdown/markdown-details.ts
var markdown_details = __webpack_require__(64814);
// EXTERNAL MODULE: ./src/report/markdown/markdown-sections.ts
var markdown_sections = __webpack_require__(58530);
// EXTERNAL MODULE: ./src/report/model.ts + 3 modules
var model = __webpack_require__(81872);
;// CONCATENATED MODULE: ./src/report/markdown/retries.ts
/**
 * The retries section (retry-failed): every test run of the scan, with its link,
 * probes, own counts and the verdict on the counts pooled up to it, then how the verdict was
 * decided. Run and probe names are untrusted text: code spans and escaped cells only (R12).
 */


function runCell(ctx, r) {
    const id = r.testRunId === null ? 'not started' : ctx.link(`run ${r.testRunId}`, r.url);
    return r.attempt === 0 ? `${id} (first)` : `${id} (retry ${r.attempt})`;
}
function countsCell(r) {
    const c = r.counts;
    if (c === null)
        return '—';
    return `${(0,format/* fmtInt */.L5)(c.failed)} failed, ${(0,format/* fmtInt */.L5)(c.passed)} passed, ${(0,format/* fmtInt */.L5)(c.errors)} errors of ${(0,format/* fmtInt */.L5)(c.total)}`;
}
/** `### Retries` with one row per run and the decision; null when retry-failed is off. */
function retriesSection(ctx) {
    const retries = ctx.report.retries;
    if (!retries)
        return null;
    const rows = retries.runs.map((r) => [
        runCell(ctx, r),
        ctx.cell(r.name),
        r.probes === null ? 'configured probes' : ctx.cell(r.probes.join(', ')),
        r.timedOut ? `${r.status} (deadline passed)` : r.status,
        countsCell(r),
        r.verdict === null ? 'not pooled' : `**${r.verdict}**`,
    ]);
    const head = `### Retries (retry-failed ${retries.allowed})`;
    const grid = (0,markdown_context/* table */.tp)(['Run', 'Name', 'Probes', 'State', 'Own counts', 'Verdict after it'], rows);
    return `${head}\n\n${ctx.line(retries.decision)}\n\n${grid}`;
}

;// CONCATENATED MODULE: ./src/report/markdown/compliance.ts

/** The words and marks of the item verdicts, worst first. */
const ITEM_VERDICTS = [
    { verdict: 'non-compliant', label: 'Non-compliant', mark: '❌' },
    { verdict: 'inconclusive', label: 'Inconclusive', mark: '❓' },
    { verdict: 'not-tested', label: 'Not tested', mark: '➖' },
    { verdict: 'compliant', label: 'Compliant', mark: '✅' },
];
const MARK = new Map(ITEM_VERDICTS.map((v) => [v.verdict, `${v.mark} ${v.label}`]));
/** Items of a framework with this verdict. */
const countOf = (f, v) => f.items.filter((i) => i.verdict === v).length;
/**
 * The framework matrix (one row per edition, items counted by verdict) and, folded in the
 * summary and comment, every item with its verdict, probes and reason. Every text of the
 * report is untrusted (a saved report can be edited): it goes through the sanitisers.
 */
function complianceSection(ctx) {
    const frameworks = ctx.report.compliance ?? [];
    if (frameworks.length === 0)
        return null;
    const rows = frameworks.map((f) => [
        ctx.cell(f.key),
        ...ITEM_VERDICTS.map((v) => String(countOf(f, v.verdict))),
        nonCompliantIds(ctx, f),
    ]);
    const out = [
        '### Framework items',
        '',
        "Probe-gate's own mapping of this run's probes to framework items, versioned per edition: a mapped probe **tests for** an item; a verdict is evidence from this run, **not proof of compliance**.",
        '',
        (0,markdown_context/* table */.tp)(['Framework', ...ITEM_VERDICTS.map((v) => `${v.mark} ${v.label}`), 'Non-compliant items'], rows),
    ];
    for (const f of frameworks) {
        // Only an edition key's own characters go into the HTML summary: a saved report can hold
        // anything there.
        const key = f.key.replace(/[^A-Za-z0-9@._-]/g, '').slice(0, 60) || 'framework';
        const title = `${key}: every item (mapping v${f.mappingVersion})`;
        out.push('', ctx.fold(title, itemsTable(ctx, f)));
    }
    return out.join('\n');
}
function nonCompliantIds(ctx, f) {
    const ids = f.items.filter((i) => i.verdict === 'non-compliant').map((i) => i.id);
    return ids.length === 0 ? '—' : ctx.line(ids.join(', '));
}
function itemsTable(ctx, f) {
    const blocks = [];
    if (!ctx.collapsible)
        blocks.push(`#### ${ctx.line(f.title)} (${ctx.code(f.key)}, mapping v${f.mappingVersion})`);
    blocks.push((0,markdown_context/* table */.tp)(['Item', 'Verdict', 'Probes', 'Why'], f.items.map((i) => [
        `${ctx.cell(i.id)} ${ctx.line(i.name)}`,
        MARK.get(i.verdict) ?? i.verdict,
        i.probes.length === 0 ? '—' : i.probes.map((p) => ctx.cell(p)).join(', '),
        ctx.line(i.reason),
    ])));
    if (f.unmapped.length > 0)
        blocks.push(`Unmapped in this edition (tested, but for no item of it): ${f.unmapped.map((p) => ctx.cell(p)).join(', ')}.`);
    return blocks.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/markdown/trend.ts
/**
 * The trend section: the target's last completed runs as a Unicode sparkline of their failed
 * share (and of the score where saved reports have earlier scores) and a small table (run,
 * date, failed, failed share, score), then the failures new, fixed and persistent against the
 * previous run. Only numbers and dates: nothing of the platform's text.
 */

/** What the trend's rate is, said where it is shown (the report's fail rate is another). */
const FAILED_SHARE_NOTE = '*Failed share*: every failed test case over passed and failed ones, accepted risks and ignored findings included (as the platform counts earlier runs); the *fail rate* above counts only failures against the gate.';
/** A date as `2026-11-23`, or `n/a`. */
function day(value) {
    const ms = value === null ? NaN : Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : 'n/a';
}
/** `### Trend` with the sparkline, the table and the changes; null without a trend. */
function trendSection(ctx) {
    const trend = ctx.report.trend;
    if (!trend || trend.runs.length === 0)
        return null;
    const n = trend.runs.length;
    const out = [`### Trend (last ${n} completed ${n === 1 ? 'run' : 'runs'})`];
    // Not the fail rate of the probes and totals: earlier runs' accepted risks and ignored
    // findings are unknown, so every run is shown by what the platform counts for it.
    out.push(`Failed share, oldest to this run: ${ctx.code(trend.sparkline)}`);
    // Earlier scores come only from saved reports: gaps are spaces.
    if (trend.scoreSparkline)
        out.push('', `Score, oldest to this run: ${ctx.code(trend.scoreSparkline)}`);
    out.push('', '| Run | Date | Failed | Failed share | Score |', '| ---: | --- | ---: | ---: | ---: |');
    const last = trend.runs.length - 1;
    for (const [i, r] of trend.runs.entries()) {
        const id = i === last ? `**${r.testRunId}** (this run)` : String(r.testRunId);
        out.push(`| ${id} | ${day(r.executedAt)} | ${(0,format/* fmtInt */.L5)(r.failed)} of ${(0,format/* fmtInt */.L5)(r.total)} | ${(0,format/* fmtPct */.pT)(r.failRate)} | ${(0,format/* fmtScore */.M8)(r.score)} |`);
    }
    out.push('', FAILED_SHARE_NOTE);
    const c = trend.changes;
    if (c) {
        const since = c.since === null ? 'the previous run' : `run ${c.since}`;
        out.push('', `Against ${since}: **${(0,format/* fmtInt */.L5)(c.new)} new**, ${(0,format/* fmtInt */.L5)(c.fixed)} fixed, ${(0,format/* fmtInt */.L5)(c.persistent)} persistent failures.`);
    }
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/report/markdown/size-budget.ts
var size_budget = __webpack_require__(62987);
;// CONCATENATED MODULE: ./src/report/markdown/markdown.ts
/**
 * The Markdown report in three variants: the file (everything), the job summary (< 1 MiB)
 * and the PR comment (< 65,536 characters). The summary and the comment fold long sections,
 * cut long texts, and degrade step by step to fit their budget (R14), saying what was left out.
 */










const FULL = { casesPerProbe: Infinity, passedProbes: true, details: true };
const VARIANT_NOUN = {
    file: 'report',
    summary: 'job summary',
    comment: 'comment',
};
/**
 * Renders the report as GFM Markdown. Untrusted text only appears through the sanitisers
 * (R12). With a budget, the first plan of the size ladder that fits is used (R14).
 * Throws a RangeError on a budget under 1,000.
 */
function renderMarkdown(report, options = {}) {
    const { variant, budget, artifactUrl } = setup(report, options);
    if (!(0,size_budget/* isLimited */.lU)(budget))
        return renderFull(report, variant, FULL, artifactUrl, budget);
    const limit = Math.min(budget.maxChars ?? Infinity, budget.maxBytes ?? Infinity);
    // UTF-8 bytes >= UTF-16 units: more units than the limit cannot fit either budget.
    const memo = new markdown_context/* LadderMemo */.$W(limit);
    for (const plan of (0,size_budget/* planLadder */.ib)()) {
        let md;
        if (plan.kind === 'full') {
            // Skip renders whose case rows alone cannot fit: a cheap bound first, then the rows.
            if (caseRowsShown(report, plan.detail) * size_budget/* MIN_CASE_ROW_CHARS */.n$ > limit)
                continue;
            const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], plan.detail, null, memo);
            if ((0,markdown_details/* caseRowsExceed */.ek)(ctx, limit))
                continue;
            try {
                md = renderFull(report, variant, plan.detail, artifactUrl, budget, memo);
            }
            catch (err) {
                if (err instanceof markdown_context/* BudgetExceeded */.L$)
                    continue;
                throw err;
            }
        }
        else if (plan.kind === 'short') {
            md = renderShort(report, variant, artifactUrl, budget);
        }
        else {
            return renderMinimal(report, variant, artifactUrl, budget);
        }
        if ((0,size_budget/* fits */.lA)(md, budget))
            return md;
    }
    return renderMinimal(report, variant, artifactUrl, budget);
}
/** The variant, its budget (checked) and the artifact URL of a render. */
function setup(report, options) {
    const variant = options.variant ?? 'file';
    const budget = { ...(0,size_budget/* defaultBudget */.ZJ)(variant) };
    if (options.maxChars !== undefined)
        budget.maxChars = options.maxChars;
    if (options.maxBytes !== undefined)
        budget.maxBytes = options.maxBytes;
    (0,size_budget/* checkBudget */.Ik)(budget);
    const artifactUrl = (0,sanitize/* safeLinkUrl */.Hp)(options.artifactUrl === undefined ? report.links.artifact : options.artifactUrl);
    return { variant, budget, artifactUrl };
}
/**
 * The same text as {@link renderMarkdown}, in pieces: without a budget (the report file) the
 * failed test case tables come row by row, so a huge run's file is never held as one
 * string; a render with a budget is small and comes whole. Rendering happens as the pieces
 * are taken.
 */
function* renderMarkdownChunks(report, options = {}) {
    const { variant, budget, artifactUrl } = setup(report, options);
    if ((0,size_budget/* isLimited */.lU)(budget)) {
        yield renderMarkdown(report, options);
        return;
    }
    // Unlimited: the plan is FULL and the text limits of an unlimited variant are none (the
    // file's), so nothing is left out nor cut and the notice at the top is always empty;
    // it can be written before the sections are rendered.
    const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], FULL, artifactUrl);
    const blocks = [
        ...topBlocks(ctx),
        () => notice(ctx, budget),
        ...bodyBlocks(ctx),
        () => (0,markdown_details/* footer */.qr)(ctx),
    ];
    let separator = '';
    for (const block of blocks) {
        const text = block();
        if (text === null || text === '')
            continue;
        let written = false;
        for (const piece of typeof text === 'string' ? [text] : text) {
            // A probe run's part is never empty: its block has its heading.
            if (!(0,format/* isSection */.EP)(piece) && piece.length === 0)
                continue;
            if (!written && separator !== '')
                yield separator;
            yield piece;
            written = true;
        }
        if (written)
            separator = '\n\n';
    }
    yield '\n';
}
function caseRowsShown(report, plan) {
    const ctx = new markdown_context/* MdContext */.pX(report, 'file', {}, plan, null);
    return (0,markdown_sections/* shownProbes */.bB)(ctx).reduce((n, p) => n + Math.min(p.failedTestCases.length, plan.casesPerProbe), 0);
}
function renderFull(report, variant, plan, artifactUrl, budget, memo) {
    const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], plan, artifactUrl, memo);
    const top = topBlocks(ctx).map((b) => b());
    // The notice says what the sections left out or cut: it is rendered after them.
    const body = bodyBlocks(ctx).map((b) => blockText(b()));
    const blocks = [...top, notice(ctx, budget), ...body, (0,markdown_details/* footer */.qr)(ctx)];
    return `${blocks.filter((b) => b !== null && b !== '').join('\n\n')}\n`;
}
/** Heading, reason and run line: the blocks above the notice. */
function topBlocks(ctx) {
    return [() => (0,markdown_sections/* headingLine */.F5)(ctx.report), () => (0,markdown_sections/* reasonLine */.$E)(ctx), () => (0,markdown_sections/* runLine */.u_)(ctx)];
}
/** The sections under the notice, in order; each renders when called. */
function bodyBlocks(ctx) {
    const sections = [
        markdown_sections/* gateSection */.Tx,
        retriesSection,
        markdown_sections/* ignoredSection */.cB,
        markdown_sections/* probesSection */.fX,
        complianceSection,
        markdown_sections/* baselineSection */.d_,
        trendSection,
        markdown_details/* analysisSection */.Qm,
        markdown_details/* remediationSection */.Bq,
        markdown_details/* failedCasesPieces */.Im,
        markdown_details/* benchmarkSection */.Z1,
        markdown_details/* warningsSection */.xd,
    ];
    return sections.map((section) => () => section(ctx));
}
function blockText(block) {
    return block === null || typeof block === 'string' ? block : (0,format/* piecesText */.BW)(block);
}
/** Where the full report is: the artifact and the run, or the job's report files. */
function fullReportPointer(ctx) {
    const links = [];
    if (ctx.artifactUrl)
        links.push(ctx.link('report artifact', ctx.artifactUrl));
    if (ctx.runUrl)
        links.push(ctx.link('test run', ctx.runUrl));
    return links.length > 0
        ? `Full report: ${links.join(' · ')}.`
        : 'The full report is in the report files of this job (probe-gate-report.md, probe-gate-report.json).';
}
/** The blockquote at the top that says what was left out or shortened, or null. */
function notice(ctx, budget) {
    const left = [];
    const o = ctx.omitted;
    if (o.cases > 0) {
        const cap = ctx.plan.casesPerProbe;
        const how = cap === 0 ? 'no test case tables' : `at most ${(0,format/* fmtInt */.L5)(cap)} shown per probe`;
        left.push(`${(0,markdown_context/* plural */.LS)(o.cases, 'failed or errored test case')} (${how})`);
    }
    if (o.passedProbes > 0)
        left.push((0,markdown_context/* plural */.LS)(o.passedProbes, 'passed probe'));
    if (o.newFailures > 0)
        left.push(`${(0,markdown_context/* plural */.LS)(o.newFailures, 'new failure')} against the baseline`);
    if (o.detailSections > 0)
        left.push('the AI analysis and remediation sections');
    const lines = [];
    if (left.length > 0) {
        lines.push(`**This ${VARIANT_NOUN[ctx.variant]} was shortened to fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}).** Left out: ${left.join('; ')}.`);
    }
    if (ctx.truncated > 0) {
        lines.push(`${(0,markdown_context/* plural */.LS)(ctx.truncated, 'long text was', 'long texts were')} cut short (marked …).`);
    }
    if (lines.length === 0)
        return null;
    lines.push(fullReportPointer(ctx));
    return lines.map((l) => `> ${l}`).join('\n>\n');
}
const SHORT_CHECKS = 10;
/** Heading, reason, run, totals, failed checks and where the full report is. */
function renderShort(report, variant, artifactUrl, budget) {
    const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc.comment, FULL, artifactUrl);
    const blocks = [(0,markdown_sections/* headingLine */.F5)(report), (0,markdown_sections/* reasonLine */.$E)(ctx), (0,markdown_sections/* runLine */.u_)(ctx)];
    blocks.push(`> **The full ${VARIANT_NOUN[variant]} did not fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}): this is a summary.** ${fullReportPointer(ctx)}`);
    blocks.push((0,markdown_sections/* totalsLine */.sX)(report));
    const ignored = (0,format/* ignoredFindings */.nq)(report).length;
    if (ignored > 0)
        blocks.push(`**Ignored findings:** ${(0,markdown_context/* plural */.LS)(ignored, 'finding')} suppressed by the ignore file (reasons and expiry in the full report).`);
    const failed = report.gate.checks.filter((c) => (0,model/* checkStatus */.dO)(c) === 'fail');
    if (failed.length > 0) {
        const items = failed
            .slice(0, SHORT_CHECKS)
            .map((c) => `- ${ctx.code(c.id)}${c.warnOnly ? ' (warn-only)' : ''}: ${ctx.line(c.message)}`);
        if (failed.length > SHORT_CHECKS)
            items.push(`- and ${(0,markdown_context/* plural */.LS)(failed.length - SHORT_CHECKS, 'more failed check')}`);
        blocks.push(`**Failed checks**\n\n${items.join('\n')}`);
    }
    blocks.push((0,markdown_details/* footer */.qr)(ctx));
    return `${blocks.join('\n\n')}\n`;
}
/** The heading and one sentence: fits any budget of at least 1,000 (only our own text). */
function renderMinimal(report, variant, artifactUrl, budget) {
    const base = `${(0,markdown_sections/* headingLine */.F5)(report)}\n\nThe ${VARIANT_NOUN[variant]} did not fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}).`;
    const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc.comment, FULL, artifactUrl);
    const withLinks = `${base} ${fullReportPointer(ctx)}\n`;
    return (0,size_budget/* fits */.lA)(withLinks, budget) ? withLinks : `${base}\n`;
}


/***/ })

};
