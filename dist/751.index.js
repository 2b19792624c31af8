export const id = 751;
export const ids = [751];
export const modules = {

/***/ 50751:
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
// EXTERNAL MODULE: ./src/report/model.ts + 2 modules
var model = __webpack_require__(28439);
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
    out.push(`Failed share, oldest to this run: \`${trend.sparkline}\``);
    // Earlier scores come only from saved reports: gaps are spaces.
    if (trend.scoreSparkline)
        out.push('', `Score, oldest to this run: \`${trend.scoreSparkline}\``);
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
    // Rows made ahead have the summary's text limits: used for that variant alone.
    const memo = new markdown_context/* LadderMemo */.$W(limit, variant === 'summary' ? options.aheadRows : undefined);
    for (const plan of (0,size_budget/* planLadder */.ib)()) {
        let md;
        if (plan.kind === 'full') {
            // Skip renders whose case rows alone cannot fit: a cheap bound first, then the rows.
            if (caseRowsShown(report, plan.detail) * size_budget/* MIN_CASE_ROW_CHARS */.n$ > limit)
                continue;
            const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], plan.detail, null, memo);
            if ((0,markdown_details.caseRowsExceed)(ctx, limit))
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
    ctx.aheadCases = variant === 'file' ? (options.aheadCases ?? null) : null;
    const blocks = [
        ...topBlocks(ctx),
        () => notice(ctx, budget),
        ...bodyBlocks(ctx),
        () => (0,markdown_details.footer)(ctx),
    ];
    let separator = '';
    for (const block of blocks) {
        const text = block();
        if (text === null || text === '')
            continue;
        let written = false;
        for (const piece of typeof text === 'string' ? [text] : text) {
            // A section still being kept is never empty: a probe's block has its heading.
            if (!(0,format/* isLater */.d8)(piece) && ((0,format/* isKept */.t8)(piece) ? piece.size : piece.length) === 0)
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
    const blocks = [...top, notice(ctx, budget), ...body, (0,markdown_details.footer)(ctx)];
    return `${blocks.filter((b) => b !== null && b !== '').join('\n\n')}\n`;
}
/** Heading, reason and run line: the blocks above the notice. */
function topBlocks(ctx) {
    return [() => (0,markdown_sections/* headingLine */.F5)(ctx.report), () => (0,markdown_sections/* reasonLine */.$E)(ctx), () => (0,markdown_sections/* runLine */.u_)(ctx)];
}
/** The sections under the notice, in order; each renders when called. */
function bodyBlocks(ctx) {
    return [
        () => (0,markdown_sections/* gateSection */.Tx)(ctx),
        () => retriesSection(ctx),
        () => (0,markdown_sections/* ignoredSection */.cB)(ctx),
        () => (0,markdown_sections/* probesSection */.fX)(ctx),
        () => (0,markdown_sections/* baselineSection */.d_)(ctx),
        () => trendSection(ctx),
        () => (0,markdown_details.analysisSection)(ctx),
        () => (0,markdown_details.remediationSection)(ctx),
        () => (0,markdown_details.failedCasesPieces)(ctx),
        () => (0,markdown_details.benchmarkSection)(ctx),
        () => (0,markdown_details.warningsSection)(ctx),
    ];
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
    blocks.push((0,markdown_details.footer)(ctx));
    return `${blocks.join('\n\n')}\n`;
}
/** The heading and one sentence: fits any budget of at least 1,000 (only our own text). */
function renderMinimal(report, variant, artifactUrl, budget) {
    const base = `${(0,markdown_sections/* headingLine */.F5)(report)}\n\nThe ${VARIANT_NOUN[variant]} did not fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}).`;
    const ctx = new markdown_context/* MdContext */.pX(report, variant, size_budget/* TEXT_LIMITS */.Pc.comment, FULL, artifactUrl);
    const withLinks = `${base} ${fullReportPointer(ctx)}\n`;
    return (0,size_budget/* fits */.lA)(withLinks, budget) ? withLinks : `${base}\n`;
}


/***/ }),

/***/ 28439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z7: () => (/* binding */ FailedTestCaseSchema),
  TS: () => (/* binding */ ProbeRunReportSchema),
  WI: () => (/* reexport */ risk_band/* REPORT_SCHEMA_VERSION */.WI),
  M9: () => (/* binding */ ReportSchema),
  dO: () => (/* binding */ checkStatus)
});

// UNUSED EXPORTS: AiAnalysisSchema, AnalysisClusterSchema, BaselineSchema, BenchmarkComparisonSchema, CheckStatusSchema, CountsSchema, DeltaSchema, GateCheckSchema, GateSchema, GateSettingsSchema, ProbeTestSchema, ProfileSchema, RemediationTaskSchema, RetriesSchema, RiskBandSchema, RunStateSchema, ScanRunSchema, ScoreSourceSchema, SourceScoresSchema, TrendPointSchema, TrendSchema, VerdictSchema, riskBand

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(64131);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
;// CONCATENATED MODULE: ./src/report/schema/baseline-pool.ts

/**
 * The record of a pooled baseline in the Report: the earlier runs pooled per probe (newest
 * first) and how far they spread, so a reader can see what the regression checks compared with.
 */
const BaselinePoolSchema = schemas/* object */.Ikc({
    /** The branch whose runs were pooled; null: any completed scan of the target. */
    branch: schemas/* string */.YjP().nullable(),
    runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        testRunId: schemas/* number */.aig(),
        name: schemas/* string */.YjP().nullable(),
        overallScore: schemas/* number */.aig().nullable(),
    })),
    /** Lowest and highest overall score among the pooled runs; null when none is known. */
    scoreRange: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).nullable(),
    /** Each probe's lowest and highest fail rate among the pooled runs (0..1). */
    probeSpread: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), low: schemas/* number */.aig(), high: schemas/* number */.aig() })),
});

;// CONCATENATED MODULE: ./src/report/schema/baseline.ts
/** The baseline part of the Report model (model.ts): deltas, rise tests, the pooled runs. */


const nullableString = schemas/* string */.YjP().nullable();
const nullableNumber = schemas/* number */.aig().nullable();
const DeltaSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: nullableNumber,
    current: nullableNumber,
    delta: nullableNumber,
});
/** One probe's counts on one side of a regression test. */
const ProbeTestSideSchema = schemas/* object */.Ikc({ failed: schemas/* number */.aig(), judged: schemas/* number */.aig() });
/**
 * A probe's fail rate against the baseline's, by the two-proportion test (`regression-test:
 * significance`). `worse`: a significant rise (Holm over the run's probes); `new probe`: absent
 * from the baseline with failures now (counted as a rise: fail closed); `not compared`: no judged
 * case on a side.
 */
const ProbeTestSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: ProbeTestSideSchema.nullable(),
    current: ProbeTestSideSchema,
    /** Two-sided p-value of the change; null when not tested. */
    pValue: nullableNumber,
    decision: schemas/* enum */.k5n(['worse', 'better', 'no significant change', 'new probe', 'not compared']),
    /** Whether this probe counts as a significant rise for the regression checks. */
    significantRise: schemas/* boolean */.zMY(),
});
const BaselineSchema = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['run', 'file']),
    testRunId: nullableNumber,
    reference: nullableString,
    overallScore: nullableNumber,
    scoreDelta: nullableNumber,
    /** Attacks that fail now and passed or were absent in the baseline; null: not comparable. */
    newFailures: schemas/* array */.YOg(schemas/* object */.Ikc({ probe: schemas/* string */.YjP(), attackId: schemas/* string */.YjP() })).nullable(),
    /** Attacks that failed in the baseline and no longer fail; null when not comparable. */
    fixedCount: nullableNumber.optional(),
    /** Attacks that fail in both; null when not comparable. */
    persistentCount: nullableNumber.optional(),
    /** Failed counts per probe. */
    probeDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Scores per category. */
    categoryDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Per-probe rise tests at `confidence`; absent in older reports, null without counts. */
    probeTests: schemas/* array */.YOg(ProbeTestSchema).nullable().optional(),
    /** The confidence of `probeTests`. */
    testConfidence: schemas/* number */.aig().optional(),
    /** Why the regression checks are skipped though a baseline was looked for (too few runs). */
    skipReason: schemas/* string */.YjP().optional(),
    /** A pooled baseline: the runs pooled and their between-run spread (baseline-pool.ts). */
    pool: BaselinePoolSchema.optional(),
});

;// CONCATENATED MODULE: ./src/report/model.ts





/**
 * The one Report model. Every format (JSON, Markdown file, job summary, PR comment, SARIF,
 * JUnit) is rendered from it, so `probe-gate report` can re-render any format from a saved
 * JSON. Bump `REPORT_SCHEMA_VERSION` (src/report/risk-band.ts) on any breaking change.
 */
/**
 * Verdict of the gate; worst first when several apply: error/timeout/budget > fail >
 * inconclusive (too little evidence: never a pass, exit 5) > warn (only `warn-only` checks
 * failed, exit 0) > pass. `budget`: the run crossed `max-test-cases` or `max-minutes` and was
 * cancelled (exit 6, never a pass).
 */
const VerdictSchema = schemas/* enum */.k5n([
    'pass',
    'warn',
    'inconclusive',
    'fail',
    'error',
    'timeout',
    'budget',
]);
/** Normalised run state (raw platform strings are kept beside it). */
const RunStateSchema = schemas/* enum */.k5n([
    'queued',
    'running',
    'completed',
    'failed',
    'cancelled',
    'unknown',
]);
/**
 * Risk band of the overall score (docs/platform.md: CRITICAL < 30 <= HIGH < 60 <= MEDIUM < 80 <=
 * LOW).
 */
const RiskBandSchema = schemas/* enum */.k5n(risk_band/* RISK_BANDS */.HN);
const model_nullableString = schemas/* string */.YjP().nullable();
const model_nullableNumber = schemas/* number */.aig().nullable();
/** A test case that failed (or errored), with the platform's untrusted text. */
const FailedTestCaseSchema = schemas/* object */.Ikc({
    /** Test case id on the platform. */
    id: schemas/* number */.aig().nullable(),
    /** Attack id: stable across runs for the same attack. */
    attackId: model_nullableString,
    attempt: model_nullableNumber,
    /** Normalised: failed or error. */
    outcome: schemas/* enum */.k5n(['failed', 'error']),
    /** The platform's raw status string. */
    status: model_nullableString,
    strategy: model_nullableString,
    redTeamer: model_nullableString,
    variation: model_nullableString,
    redTeamerLabels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
    riskAccepted: schemas/* boolean */.zMY(),
    /** Suppressed by an entry of the ignore file. */
    ignored: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), expires: model_nullableString }).nullable(),
});
/** One cluster or method of the AI analysis. */
const AnalysisClusterSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    description: model_nullableString,
    failRate: model_nullableNumber,
    failedTestCaseCount: model_nullableNumber,
    totalTestCaseCount: model_nullableNumber,
});
const AiAnalysisSchema = schemas/* object */.Ikc({
    overview: model_nullableString,
    clusters: schemas/* array */.YOg(AnalysisClusterSchema),
});
const RemediationTaskSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    details: model_nullableString,
    completed: schemas/* boolean */.zMY(),
    type: model_nullableString,
});
/** Counts shared by probe runs, totals and categories. */
const CountsSchema = schemas/* object */.Ikc({
    total: schemas/* number */.aig().int().nonnegative(),
    processed: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases whose risk was accepted on the platform. */
    accepted: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases suppressed by the ignore file. */
    ignored: schemas/* number */.aig().int().nonnegative(),
    /** failed / (passed + failed), accepted and ignored risks excluded unless counted. 0 when nothing ran. */
    failRate: schemas/* number */.aig().min(0).max(1),
    /** errors / processed. 0 when nothing ran. */
    errorRate: schemas/* number */.aig().min(0).max(1),
    /**
     * Wilson score interval of the fail rate at `confidence`: LLM judgements are noisy,
     * so a rate from few cases is shown with its plausible range. Absent in reports written
     * before it existed; [0, 1] when nothing was judged.
     */
    failRateInterval: schemas/* object */.Ikc({
        low: schemas/* number */.aig().min(0).max(1),
        high: schemas/* number */.aig().min(0).max(1),
        confidence: schemas/* number */.aig().gt(0).lt(1),
    })
        .optional(),
});
const ProbeRunReportSchema = CountsSchema.extend({
    probeRunId: schemas/* number */.aig().nullable(),
    probeId: schemas/* number */.aig().nullable(),
    name: schemas/* string */.YjP(),
    category: model_nullableString,
    /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
    weight: model_nullableString,
    status: RunStateSchema,
    rawStatus: model_nullableString,
    url: model_nullableString,
    aiAnalysis: AiAnalysisSchema.nullable(),
    remediation: schemas/* array */.YOg(RemediationTaskSchema),
    /** Failed and errored test cases; every one is kept in the JSON. */
    failedTestCases: schemas/* array */.YOg(FailedTestCaseSchema),
});
/** Outcome of one gate check. */
const CheckStatusSchema = schemas/* enum */.k5n(['pass', 'fail', 'skip']);
const GateCheckSchema = schemas/* object */.Ikc({
    /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
    id: schemas/* string */.YjP(),
    /** The input that set it, e.g. `min-score`. */
    input: schemas/* string */.YjP(),
    threshold: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    actual: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    /** True only for status pass (a skipped check did not pass). */
    passed: schemas/* boolean */.zMY(),
    /**
     * pass, fail, or skip: asked for but could not run (no baseline, the run did not complete),
     * never counted as passed (R22). Absent in reports written before it existed.
     */
    status: CheckStatusSchema.optional(),
    message: schemas/* string */.YjP(),
    /** Listed in `warn-only`: a failure is reported and annotated but does not fail the build. */
    warnOnly: schemas/* boolean */.zMY().optional(),
    /** Open: the evidence decides neither way (bound, or errors that could hide failures); the
     * verdict is inconclusive, and status stays `fail` so no reader sees a pass. */
    inconclusive: schemas/* boolean */.zMY().optional(),
});
/** A check's status, also for reports written before `status` existed. */
function checkStatus(c) {
    return c.status ?? (c.passed ? 'pass' : 'fail');
}
/** Scores by one source, kept in the report whichever was gated. */
const SourceScoresSchema = schemas/* object */.Ikc({
    overall: model_nullableNumber,
    categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
});
/** Which score the gate judged and why (R20). */
const ScoreSourceSchema = schemas/* object */.Ikc({
    /**
     * run: this run's own probe runs; platform: the target's score (docs/platform.md 4.6); null: none
     * could be used.
     */
    gated: schemas/* enum */.k5n(['run', 'platform']).nullable(),
    /** The score-source input: auto, platform or run. */
    requested: schemas/* enum */.k5n(['auto', 'platform', 'run']),
    /** One sentence: why this score was gated. */
    reason: schemas/* string */.YjP(),
    /** This run's score from its own probe runs; null without per-probe detail. */
    run: SourceScoresSchema.nullable(),
    /** The target's score as the platform gave it (docs/platform.md 4.6). */
    platform: SourceScoresSchema,
});
/** How the gate judged; absent in reports written before it existed. */
const GateSettingsSchema = schemas/* object */.Ikc({
    /** Confidence level of every interval in the report. */
    confidence: schemas/* number */.aig().gt(0).lt(1),
    /** point: the measured rate and scores were judged; bound: the pessimistic end of their interval. */
    gateOn: schemas/* enum */.k5n(['point', 'bound']),
    /** Fewest judged test cases for a verdict (run and each gated category); 0: off. */
    minSamples: schemas/* number */.aig().int().nonnegative(),
    /** Checks, by input name, that only warn. */
    warnOnly: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const GateSchema = schemas/* object */.Ikc({
    verdict: VerdictSchema,
    /** One line: why this verdict. */
    reason: schemas/* string */.YjP(),
    checks: schemas/* array */.YOg(GateCheckSchema),
    settings: GateSettingsSchema.optional(),
});
/** One completed run of the target in the trend. */
const TrendPointSchema = schemas/* object */.Ikc({
    testRunId: schemas/* number */.aig(),
    executedAt: model_nullableString,
    total: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    /** failed / (passed + failed), 0..1; null when nothing was judged. */
    failRate: model_nullableNumber,
    /**
     * The run score: this run's; an earlier run's where a saved report has it (the baseline's
     * score, and the trend kept in a `baseline-report` file); else null.
     */
    score: model_nullableNumber,
});
/** The target's last completed runs (docs/platform.md 4.7), oldest first, this run last. */
const TrendSchema = schemas/* object */.Ikc({
    runs: schemas/* array */.YOg(TrendPointSchema),
    /** Unicode sparkline of the fail rate, one block per run. */
    sparkline: schemas/* string */.YjP(),
    /** Sparkline of the run score (a space where unknown); null unless 2+ runs have one. */
    scoreSparkline: model_nullableString.optional(),
    /** Failures against the previous run (from the baseline); null when not comparable. */
    changes: schemas/* object */.Ikc({ new: schemas/* number */.aig(), fixed: schemas/* number */.aig(), persistent: schemas/* number */.aig(), since: model_nullableNumber })
        .nullable(),
});
const BenchmarkComparisonSchema = schemas/* object */.Ikc({
    benchmarkType: model_nullableString,
    models: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* number */.aig(), name: schemas/* string */.YjP(), provider: model_nullableString, score: model_nullableNumber })),
});
/** Raw test case counts of one test run. */
const RunCountsSchema = CountsSchema.pick({
    total: true,
    processed: true,
    passed: true,
    failed: true,
    errors: true,
});
/** One test run of the scan: the first, or a retry of the probes that failed it (retry-failed). */
const ScanRunSchema = schemas/* object */.Ikc({
    /** 0: the first run; 1..3: the retries. */
    attempt: schemas/* number */.aig().int().nonnegative(),
    testRunId: model_nullableNumber,
    name: model_nullableString,
    url: model_nullableString,
    status: RunStateSchema,
    /** The run did not finish by the deadline (it was cancelled unless cancel-on-timeout is false). */
    timedOut: schemas/* boolean */.zMY(),
    /** Probes the run was asked for; null: the target's configured probes. */
    probes: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** The run's own counts (not pooled). */
    counts: RunCountsSchema.nullable(),
    /** The verdict on the counts pooled up to and including this run; null when not judged. */
    verdict: VerdictSchema.nullable(),
});
/** retry-failed: every run of the scan and how the verdict was decided. */
const RetriesSchema = schemas/* object */.Ikc({
    /** The retry-failed input: most retries allowed. */
    allowed: schemas/* number */.aig().int().nonnegative(),
    runs: schemas/* array */.YOg(ScanRunSchema),
    /** Probes whose counts are summed over several runs in probeRuns, totals and scores. */
    pooledProbes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** How the verdict was decided, in one or two sentences. */
    decision: schemas/* string */.YjP(),
});
/** Which profile of the config file applied: the event and its source. */
const ProfileSchema = schemas/* object */.Ikc({
    /** The CI event the scan ran for, e.g. pull_request; null when unknown. */
    event: model_nullableString,
    /** Where the event came from: GITHUB_EVENT_NAME, --event, CI_PIPELINE_SOURCE=..., ... */
    eventSource: model_nullableString,
    /** The profiles applied, the event's own first, then default; [] when none matched. */
    applied: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(risk_band/* REPORT_SCHEMA_VERSION */.WI),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('probe-gate'), version: schemas/* string */.YjP() }),
    generatedAt: schemas/* string */.YjP(),
    platform: schemas/* object */.Ikc({
        baseUrl: schemas/* string */.YjP(),
        platformUrl: model_nullableString,
        workspaceId: schemas/* number */.aig(),
        targetId: schemas/* number */.aig(),
        targetName: model_nullableString,
    }),
    testRun: schemas/* object */.Ikc({
        id: model_nullableNumber,
        name: model_nullableString,
        status: RunStateSchema,
        rawStatus: model_nullableString,
        url: model_nullableString,
        startedAt: model_nullableString,
        finishedAt: model_nullableString,
        durationSeconds: model_nullableNumber,
    }),
    scores: schemas/* object */.Ikc({
        /** The gated score; null when missing, invalid, or when the run did not complete (error, timeout). */
        overall: model_nullableNumber,
        band: RiskBandSchema.nullable(),
        categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
        latestExecutionDate: model_nullableString,
        simulatedAttacks: model_nullableNumber,
        successfulAttacks: model_nullableNumber,
        /** Which score was gated and why, with both scores. Absent in reports written before it existed. */
        source: ScoreSourceSchema.optional(),
    }),
    totals: CountsSchema,
    /** False when the server had no status endpoint: only run-level counts are known. */
    perProbeDetail: schemas/* boolean */.zMY(),
    probeRuns: schemas/* array */.YOg(ProbeRunReportSchema),
    gate: GateSchema,
    baseline: BaselineSchema.nullable(),
    benchmarks: BenchmarkComparisonSchema.nullable(),
    /** The last completed runs of the target; absent in reports from before it existed. */
    trend: TrendSchema.nullable().optional(),
    /** With profiles in the config file: which applied; absent or null otherwise. */
    profile: ProfileSchema.nullable().optional(),
    /** With retry-failed above 0: every run of the scan and how the verdict was decided. */
    retries: RetriesSchema.nullable().optional(),
    /** What could not be fetched or was degraded, one sentence each. */
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    links: schemas/* object */.Ikc({ run: model_nullableString, artifact: model_nullableString }),
});


/***/ })

};
