export const id = 529;
export const ids = [529];
export const modules = {

/***/ 529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analysisSection: () => (/* binding */ analysisSection),
  benchmarkSection: () => (/* binding */ benchmarkSection),
  caseRowsExceed: () => (/* binding */ caseRowsExceed),
  failedCasesPieces: () => (/* binding */ failedCasesPieces),
  fileCasesBlock: () => (/* binding */ fileCasesBlock),
  footer: () => (/* binding */ footer),
  remediationSection: () => (/* binding */ remediationSection),
  summaryRowsOf: () => (/* binding */ summaryRowsOf),
  warningsSection: () => (/* binding */ warningsSection)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(11);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(211);
;// CONCATENATED MODULE: ./src/report/markdown/markdown-context.ts
/**
 * What every Markdown section needs: the variant, its text limits and detail plan, our own
 * links, and sanitisers that apply the limits and count what they cut (so the document can
 * say so). Also the small block builders (tables, collapsible blocks).
 */


/**
 * Work shared by the attempts of one size ladder (one renderMarkdown call, one variant, so
 * one set of text limits): each failed test case's table row is sanitised once, and an
 * attempt whose rows alone exceed the budget stops early ({@link BudgetExceeded}).
 */
class LadderMemo {
    maxChars;
    known;
    /**
     * Per probe: its test cases in reading order, and the table rows made so far, by rank, with
     * the number of texts cut while making each. Arrays by rank, not a map by test case: the
     * rows are made and read rank by rank.
     */
    probes = new Map();
    constructor(
    /** Length (UTF-16 units) no attempt may exceed: the tightest limit, or Infinity. */
    maxChars = Infinity, 
    /** A probe's first rows made already, at this ladder's text limits (see KnownRows). */
    known) {
        this.maxChars = maxChars;
        this.known = known;
    }
}
/**
 * A probe's failed test cases, and the rows of the first ones in reading order made so far.
 * The cases are put in reading order only when a row past those is asked for: a job summary
 * whose rows were made already reads none past them for most probes.
 */
class ProbeRows {
    cases;
    lines;
    truncated;
    #ordered = null;
    constructor(cases, lines = [], truncated = []) {
        this.cases = cases;
        this.lines = lines;
        this.truncated = truncated;
    }
    /** How many rows the probe has: one per failed case. */
    get count() {
        return this.cases.length;
    }
    /** The cases in reading order. */
    get ordered() {
        this.#ordered ??= (0,format/* orderedCases */.Rb)(this.cases);
        return this.#ordered;
    }
}
/** Distinct cell texts one attempt remembers (see MdContext.cell). */
const CELL_MEMO_MAX = 4096;
/** Thrown while rendering an attempt that already cannot fit its budget. */
class BudgetExceeded extends Error {
    name = 'BudgetExceeded';
}
/**
 * Untrusted text made safe for Markdown at a variant's limits, counting what was cut. All a
 * failed-case table row needs: the Markdown file's rows are also rendered from a probe run
 * alone (its part of the file, format.ts `Section`), without the report.
 */
class MdText {
    limits;
    /** How many untrusted texts were cut to their variant's limit. */
    truncated = 0;
    constructor(
    /** Length limits of untrusted texts in this variant. */
    limits) {
        this.limits = limits;
    }
    count(text, limit, lineBreaks) {
        if (limit !== undefined && (0,sanitize/* cleanText */.X5)(text, { lineBreaks }).length > limit)
            this.truncated += 1;
        return limit ?? Infinity;
    }
    /** Untrusted text as a code span, cut at the cell limit. */
    code(text) {
        return (0,sanitize/* inlineCode */.ti)(text, { maxLength: this.count(text, this.limits.cell, 'space') });
    }
    /**
     * Each distinct cell text of this attempt, made once: a huge run's rows repeat a few
     * strategies, red teamers, variations and label sets. Bounded; a text that was
     * cut still counts as cut each time it is shown.
     */
    cells = new Map();
    /** Untrusted text as a table cell (code span, pipes escaped), cut at the cell limit. */
    cell(text) {
        if (text === null || text === undefined || text === '')
            return '—';
        const known = this.cells.get(text);
        if (known !== undefined) {
            if (known.cut)
                this.truncated += 1;
            return known.out;
        }
        const before = this.truncated;
        const out = this.uniqueCell(text);
        if (this.cells.size < CELL_MEMO_MAX)
            this.cells.set(text, { out, cut: this.truncated !== before });
        return out;
    }
    /**
     * {@link cell} of a text that does not repeat (an attack id): made without the memo, which
     * would only hash it and fill up with texts never seen again.
     */
    uniqueCell(text) {
        if (text === null || text === undefined || text === '')
            return '—';
        return (0,sanitize/* tableCell */.xR)(text, { maxLength: this.count(text, this.limits.cell, 'space') });
    }
    /** Untrusted prose on one line (list items, table cells: pipes are escaped too). */
    line(text) {
        const maxLength = this.count(text, this.limits.line, 'space');
        return (0,sanitize/* plainText */.wh)(text, { singleLine: true, maxLength });
    }
    /** Untrusted prose with paragraphs. */
    paragraph(text) {
        return (0,sanitize/* plainText */.wh)(text, { maxLength: this.count(text, this.limits.paragraph, 'keep') });
    }
}
/** Rendering state of one attempt of the size ladder. */
class MdContext extends MdText {
    report;
    variant;
    plan;
    artifactUrl;
    memo;
    /** What the plan left out, for the notice at the top. */
    omitted = { cases: 0, passedProbes: 0, newFailures: 0, detailSections: 0 };
    constructor(
    /** The report rendered; every string in it is untrusted. */
    report, 
    /** Which document: file, job summary or PR comment. */
    variant, 
    /** Length limits of untrusted texts in this variant. */
    limits, 
    /** How much detail this attempt of the size ladder shows. */
    plan, 
    /** The artifact's URL (option or report.links.artifact), validated. */
    artifactUrl, 
    /** Work shared with the other attempts of the same ladder; null for a single render. */
    memo = null) {
        super(limits);
        this.report = report;
        this.variant = variant;
        this.plan = plan;
        this.artifactUrl = artifactUrl;
        this.memo = memo;
    }
    /** Whether long sections are folded in `<details>` (summary and comment). */
    get collapsible() {
        return this.variant !== 'file';
    }
    /** The test run's page in the web UI, validated. */
    get runUrl() {
        return (0,sanitize/* safeLinkUrl */.Hp)(this.report.links.run ?? this.report.testRun.url);
    }
    /** A link to one of our URLs, or the bare text when the URL is missing or invalid. */
    link(text, url) {
        const href = (0,sanitize/* safeLinkUrl */.Hp)(url);
        return href === null ? text : `[${text}](${href})`;
    }
    /** Wraps a block in `<details>` (summary and comment) with our own summary text. */
    fold(summary, body) {
        const [open, close] = this.foldParts(summary);
        return `${open}${body}${close}`;
    }
    /** What {@link fold} puts before and after the block (empty in the file). */
    foldParts(summary) {
        if (!this.collapsible)
            return ['', ''];
        // Only our own words go into the HTML: no untrusted text, no `<`, `&` or `#123`.
        const safe = summary.replace(/[<>&]/g, '');
        return [`<details>\n<summary>${safe}</summary>\n\n`, '\n\n</details>'];
    }
}
/** A GFM table; cells must already be sanitised (no line breaks, pipes escaped). */
function markdown_context_table(headers, rows) {
    return [tableRow(headers), tableRow(headers.map(() => '---')), ...rows.map(tableRow)].join('\n');
}
/** One GFM table row; cells must already be sanitised. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** `1 probe` / `2 probes`. */
function markdown_context_plural(n, word, pluralWord = `${word}s`) {
    return `${(0,format/* fmtInt */.L5)(n)} ${n === 1 ? word : pluralWord}`;
}

;// CONCATENATED MODULE: ./src/report/markdown/size-budget.ts
/**
 * Size budgets of the Markdown variants (R14) and the ladder of plans that degrade a report
 * step by step until it fits, in R14's order: no passed probes, then fewer failed test cases
 * per probe, then no AI analysis and remediation, then a short summary with links, then a
 * minimal notice.
 */

/** GitHub rejects an issue or PR comment body over 65,536 characters. */
const GITHUB_COMMENT_LIMIT_CHARS = 65_536;
/** GitHub rejects a job summary (GITHUB_STEP_SUMMARY of one step) over 1 MiB. */
const GITHUB_SUMMARY_LIMIT_BYTES = 1_048_576;
/** Default comment budget: leaves room under GitHub's limit for the marker line. */
const COMMENT_MAX_CHARS = 65_000;
/** Default summary budget in UTF-8 bytes: under 1 MiB with room for other steps' lines. */
const SUMMARY_MAX_BYTES = 1_000_000;
/** Smallest budget accepted: the short summary must always fit. */
const MIN_BUDGET = 1_000;
/** Default budget of each variant: the file is unlimited. */
function defaultBudget(variant) {
    if (variant === 'comment')
        return { maxChars: COMMENT_MAX_CHARS };
    if (variant === 'summary')
        return { maxBytes: SUMMARY_MAX_BYTES };
    return {};
}
/** Throws a RangeError when a limit is set below {@link MIN_BUDGET} or is not a number. */
function checkBudget(budget) {
    for (const [name, value] of Object.entries(budget)) {
        if (value !== undefined && !(typeof value === 'number' && value >= MIN_BUDGET)) {
            throw new RangeError(`${name} must be a number of at least ${MIN_BUDGET}.`);
        }
    }
}
/** Whether the budget limits anything. */
function isLimited(budget) {
    return budget.maxChars !== undefined || budget.maxBytes !== undefined;
}
/** Whether `text` fits the budget. */
function fits(text, budget) {
    if (budget.maxChars !== undefined && text.length > budget.maxChars)
        return false;
    // UTF-8 bytes >= UTF-16 units, so the cheap check first.
    if (budget.maxBytes !== undefined && text.length > budget.maxBytes)
        return false;
    if (budget.maxBytes !== undefined && Buffer.byteLength(text, 'utf8') > budget.maxBytes) {
        return false;
    }
    return true;
}
/** The tightest limit as a phrase: `65,000 characters` or `1,000,000 bytes`. */
function budgetPhrase(budget) {
    const parts = [];
    if (budget.maxChars !== undefined)
        parts.push(`${fmtInt(budget.maxChars)} characters`);
    if (budget.maxBytes !== undefined)
        parts.push(`${fmtInt(budget.maxBytes)} bytes`);
    return parts.join(' and ');
}
/** Long texts are cut in the summary and the comment; the file keeps everything. */
const TEXT_LIMITS = {
    file: {},
    summary: { cell: 300, line: 1_000, paragraph: 10_000 },
    comment: { cell: 120, line: 300, paragraph: 2_000 },
};
/** The failed-test-case caps tried, in order, once passed probes are dropped. */
const CASES_PER_PROBE_STEPS = (/* unused pure expression or super */ null && ([
    5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 1, 0,
]));
/** The plans tried in order; the first whose rendering fits the budget wins. */
function planLadder() {
    const all = { casesPerProbe: Infinity, passedProbes: true, details: true };
    const failedOnly = { ...all, passedProbes: false };
    return [
        { kind: 'full', detail: all },
        { kind: 'full', detail: failedOnly },
        ...CASES_PER_PROBE_STEPS.map((n) => ({
            kind: 'full',
            detail: { ...failedOnly, casesPerProbe: n },
        })),
        { kind: 'full', detail: { casesPerProbe: 0, passedProbes: false, details: false } },
        { kind: 'short' },
        { kind: 'minimal' },
    ];
}
/**
 * A lower bound of the size of one failed-test-case table row (7 cells, each at least one
 * character, with separators): lets the ladder skip renders that cannot fit.
 */
const MIN_CASE_ROW_CHARS = 20;

// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(29);
// EXTERNAL MODULE: ./src/report/model.ts + 3 modules
var model = __webpack_require__(842);
;// CONCATENATED MODULE: ./src/report/markdown/markdown-sections.ts
/**
 * The top half of the Markdown report: heading with the verdict, the target and run line,
 * the gate checks, the probe table with totals, and the baseline comparison.
 */




/**
 * `## ❌ probe-gate: FAIL — score 34/100 (HIGH risk)`: only numbers and our own words. An
 * error or timeout says the run did not complete instead of showing a score (R10).
 */
function headingLine(report) {
    const v = VERDICT_LABELS[report.gate.verdict];
    const score = judgedRun(report.gate.verdict)
        ? `score ${scorePhrase(report)}`
        : 'the test run did not complete with valid results (no score)';
    return `## ${v.emoji} probe-gate: ${v.word} — ${score}`;
}
/**
 * The one-line reason of the verdict and which score was gated and why (R20); both quote
 * probe and category names: untrusted.
 */
function reasonLine(ctx) {
    const why = `**Why:** ${ctx.line(ctx.report.gate.reason)}`;
    const source = ctx.report.scores.source;
    if (!source || !judgedRun(ctx.report.gate.verdict))
        return why;
    return `${why}

**Score:** ${ctx.line(source.reason)}`;
}
const IGNORED_ROWS = 50;
/** Every finding the ignore file suppressed, with the entry's reason and expiry (visible, never silent). */
function ignoredSection(ctx) {
    const found = ignoredFindings(ctx.report);
    if (found.length === 0)
        return null;
    const rows = found
        .slice(0, IGNORED_ROWS)
        .map(({ probe, tc }) => [
        ctx.cell(probe),
        tc.attackId === null ? '—' : ctx.cell(tc.attackId),
        ctx.cell(tc.ignored?.reason ?? ''),
        tc.ignored?.expires ? ctx.cell(tc.ignored.expires) : 'never',
    ]);
    const more = found.length > IGNORED_ROWS
        ? `\n\n…and ${found.length - IGNORED_ROWS} more in the JSON report.`
        : '';
    return `### Ignored findings (${fmtInt(found.length)})\n\nSuppressed by the ignore file; not counted against the gate.\n\n${table(['Ignored in probe', 'Attack', 'Reason', 'Expires'], rows)}${more}`;
}
/** Target, test run (linked to the web UI), state and duration. */
function runLine(ctx) {
    const { platform, testRun } = ctx.report;
    const target = platform.targetName === null ? '' : `${ctx.code(platform.targetName)} `;
    const parts = [
        `**Target:** ${target}(id ${platform.targetId}, workspace ${platform.workspaceId})`,
    ];
    const runName = testRun.name === null ? '' : ` ${ctx.code(testRun.name)}`;
    const runId = testRun.id === null ? 'not started' : ctx.link(`run ${testRun.id}`, ctx.runUrl);
    parts.push(`**Test run:** ${runId}${runName}`);
    const raw = testRun.rawStatus && testRun.rawStatus.toLowerCase() !== testRun.status;
    parts.push(`**State:** ${testRun.status}${raw ? ` (${ctx.code(testRun.rawStatus ?? '')})` : ''}`);
    const duration = fmtDuration(testRun.durationSeconds);
    if (duration)
        parts.push(`**Duration:** ${duration}`);
    const profile = ctx.report.profile;
    if (profile)
        parts.push(`**Profile:** ${profileText(ctx, profile)}`);
    return parts.join(' · ');
}
/** Which profile applied and why: `pull_request` (+ `default`), from the event's source. */
function profileText(ctx, p) {
    const applied = p.applied.length === 0 ? 'none' : p.applied.map((a) => ctx.code(a)).join(' + ');
    const event = p.event === null ? 'no known event' : `event ${ctx.code(p.event)}`;
    const from = p.eventSource === null ? '' : ` from ${ctx.code(p.eventSource)}`;
    return `${applied} (${event}${from})`;
}
const RATE_INPUTS = new Set(['max-fail-rate', 'max-error-rate']);
function checkValue(ctx, check, value) {
    if (value === null)
        return '—';
    if (typeof value === 'boolean')
        return value ? 'yes' : 'no';
    if (typeof value === 'number')
        return RATE_INPUTS.has(check.input) ? fmtPct(value) : fmtInt(value);
    return ctx.cell(value);
}
/** The gate checks table: check, threshold, actual value, result. */
function gateSection(ctx) {
    const { checks } = ctx.report.gate;
    if (checks.length === 0)
        return '### Gate checks\n\nNo gate checks were configured.';
    const rows = checks.map((c) => [
        ctx.cell(c.id),
        checkValue(ctx, c, c.threshold),
        checkValue(ctx, c, c.actual),
        checkLabel(c).icon,
    ]);
    return `### Gate checks\n\n${table(['Check', 'Threshold', 'Actual', 'Result'], rows)}`;
}
/** The probes shown under the current plan (passed ones may be left out). */
function shownProbes(ctx) {
    if (ctx.plan.passedProbes)
        return ctx.report.probeRuns;
    return ctx.report.probeRuns.filter((p) => (0,format/* probeOutcome */.tB)(p) !== 'passed');
}
function probeDelta(report, probe) {
    const d = report.baseline?.probeDeltas.find((x) => x.name === probe.name);
    return d ? fmtDelta(d.delta) : '—';
}
/** The fail rate's definition, stated once under the probe table. */
const FAIL_RATE_NOTE = '*Fail rate*: failed test cases that count against the gate (ignored ones never, accepted ones only with `count-accepted-risk`) over passed and failed test cases.';
/**
 * A probe's status: when the gate passed, a probe with findings is not shown as a failure
 * (a red mark under a green verdict reads as a contradiction), only as its count.
 */
function statusCell(report, p) {
    if (report.gate.verdict === 'pass' && probeOutcome(p) === 'failed')
        return plural(p.failed, 'finding');
    return probeOutcomeLabel(p);
}
/** The probe table, the passed probes left out (if any) and the totals line. */
function probesSection(ctx) {
    const { report } = ctx;
    const out = ['### Probes'];
    const probes = shownProbes(ctx);
    const left = report.probeRuns.length - probes.length;
    ctx.omitted.passedProbes = left;
    if (report.probeRuns.length === 0) {
        out.push(report.perProbeDetail
            ? 'The test run has no probe runs.'
            : 'Per-probe detail was unavailable: only run-level counts are known.');
    }
    else if (probes.length > 0) {
        const headers = ['Probe', 'Category', 'Status', 'Passed', 'Failed', 'Errors'];
        headers.push('Accepted / ignored', 'Fail rate');
        if (report.baseline)
            headers.push('Δ failed vs baseline');
        const rows = probes.map((p) => {
            const name = p.url ? `${ctx.cell(p.name)} ${ctx.link('↗', p.url)}` : ctx.cell(p.name);
            const row = [name, ctx.cell(p.category), statusCell(report, p), fmtInt(p.passed)];
            row.push(fmtInt(p.failed), fmtInt(p.errors), `${fmtInt(p.accepted)} / ${fmtInt(p.ignored)}`);
            row.push(fmtRateCi(p));
            if (report.baseline)
                row.push(probeDelta(report, p));
            return row;
        });
        out.push(table(headers, rows));
        out.push(FAIL_RATE_NOTE);
    }
    if (left > 0)
        out.push(`${plural(left, 'passed probe is', 'passed probes are')} not listed.`);
    out.push(totalsLine(report));
    return out.join('\n\n');
}
/** `**Totals:** 100 test cases · 86 passed · 11 failed (1 accepted, 1 ignored) · ...`. */
function totalsLine(report) {
    const t = report.totals;
    const triage = t.accepted + t.ignored > 0
        ? ` (${fmtInt(t.accepted)} accepted, ${fmtInt(t.ignored)} ignored)`
        : '';
    return [
        `**Totals:** ${plural(t.total, 'test case')}`,
        `${fmtInt(t.processed)} processed`,
        `${fmtInt(t.passed)} passed`,
        `${fmtInt(t.failed)} failed${triage}`,
        `${plural(t.errors, 'error')}`,
        `fail rate ${fmtRateCi(t)}`,
        `error rate ${fmtErrorRate(t)}`,
    ].join(' · ');
}
/** New failures listed even when the plan shows no test cases. */
const NEW_FAILURES_FLOOR = 20;
/** Score delta, new failures (capped like test cases) and category deltas. */
function baselineSection(ctx) {
    const b = ctx.report.baseline;
    if (!b)
        return null;
    const out = ['### Baseline'];
    const pool = poolLine(ctx, b);
    if (b.skipReason) {
        out.push(ctx.line(b.skipReason));
        if (pool)
            out.push(pool);
        return out.join('\n\n');
    }
    const what = b.pool && b.pool.runs.length > 1
        ? `${b.pool.runs.length} pooled runs`
        : b.testRunId === null
            ? `a saved ${b.source === 'file' ? 'report' : 'run'}`
            : `run ${b.testRunId}`;
    const ref = b.reference ? ` ${ctx.code(b.reference)}` : '';
    const score = b.overallScore === null
        ? 'no baseline score'
        : `score ${fmtScore(b.overallScore)} → ${fmtScore(ctx.report.scores.overall)} (**${fmtDelta(b.scoreDelta)}**)`;
    out.push(`Compared with ${what}${b.pool && b.pool.runs.length > 1 ? '' : ref}: ${score}.`);
    if (pool)
        out.push(pool);
    const n = b.newFailures?.length ?? 0;
    if (b.newFailures === null) {
        out.push('New failures could not be compared: one side has no per-probe detail.');
    }
    else if (n === 0) {
        out.push('No new failures against the baseline.');
    }
    else {
        // New failures are what a PR broke: a few stay even when test case tables go.
        const cap = Math.min(n, Math.max(ctx.plan.casesPerProbe, NEW_FAILURES_FLOOR));
        ctx.omitted.newFailures = n - cap;
        const shown = cap < n ? ` (${fmtInt(cap)} shown)` : '';
        out.push(`**${plural(n, 'new failure')}**${shown}: attacks that fail now and passed or were absent in the baseline.`);
        if (cap > 0) {
            const rows = b.newFailures
                .slice(0, cap)
                .map((f) => [ctx.cell(f.probe), ctx.cell(f.attackId)]);
            out.push(table(['Probe', 'Attack'], rows));
        }
    }
    if (b.categoryDeltas.length > 0) {
        const rows = b.categoryDeltas.map((d) => [
            ctx.cell(d.name),
            fmtScore(d.baseline),
            fmtScore(d.current),
            fmtDelta(d.delta),
        ]);
        out.push(table(['Category', 'Baseline', 'Now', 'Δ'], rows));
    }
    const tests = probeTestsTable(ctx, b);
    if (tests)
        out.push(tests);
    return out.join('\n\n');
}
/** The runs a pooled baseline used and their between-run spread; null for other baselines. */
function poolLine(ctx, b) {
    const p = b.pool;
    if (!p || p.runs.length === 0)
        return null;
    const where = p.branch === null ? '' : ` of branch ${ctx.code(p.branch)}`;
    const runs = p.runs.map((r) => `${r.testRunId} (${fmtScore(r.overallScore)})`).join(', ');
    const range = p.scoreRange
        ? `; scores ${fmtScore(p.scoreRange[0])}–${fmtScore(p.scoreRange[1])}`
        : '';
    const widest = [...p.probeSpread].sort((x, y) => y.high - y.low - (x.high - x.low))[0];
    const spread = widest
        ? `; widest spread ${ctx.code(widest.name)} ${fmtPct(widest.low)}–${fmtPct(widest.high)} fail rate`
        : '';
    return `Baseline runs${where} (run id and score): ${runs}${range}${spread}.`;
}
const side = (s) => s === null
    ? '—'
    : `${fmtInt(s.failed)}/${fmtInt(s.judged)}${s.judged > 0 ? ` (${fmtRatio(s.failed, s.judged)})` : ''}`;
/** The per-probe significance tests: counts, p-value and decision of each probe. */
function probeTestsTable(ctx, b) {
    const tests = b.probeTests;
    if (!tests || tests.length === 0)
        return null;
    const conf = `${Math.round((b.testConfidence ?? 0.95) * 1000) / 10}%`;
    const rows = tests.map((t) => [
        ctx.cell(t.name),
        side(t.baseline),
        side(t.current),
        t.pValue === null ? '—' : t.pValue < 0.0001 ? '< 0.0001' : String(t.pValue),
        t.significantRise ? `**${t.decision}**` : t.decision,
    ]);
    const head = `Failed share per probe against the baseline (every failed test case over passed and failed ones, accepted and ignored included; exact conditional test at ${conf} confidence, Holm over the probes):`;
    return `${head}\n\n${table(['Probe', 'Baseline', 'Now', 'p', 'Change'], rows)}`;
}
/** Probes with active failures, for the short summary. */
function failingProbeCount(report) {
    return report.probeRuns.filter((p) => activeFailures(p) > 0).length;
}

;// CONCATENATED MODULE: ./src/report/markdown/markdown-details.ts
/**
 * The bottom half of the Markdown report: AI analysis and attack clusters, remediation tasks,
 * failed test cases (capped per probe by the plan), benchmark comparison, warnings, footer.
 */




function hasAnalysis(p) {
    const a = p.aiAnalysis;
    return a !== null && ((a.overview !== null && a.overview.trim() !== '') || a.clusters.length > 0);
}
/** Per probe: the AI overview (prose) and its attack clusters (a list). */
function analysisSection(ctx) {
    const probes = shownProbes(ctx).filter(hasAnalysis);
    if (probes.length === 0)
        return null;
    if (!ctx.plan.details) {
        ctx.omitted.detailSections += 1;
        return null;
    }
    const blocks = probes.map((p) => {
        const parts = [`#### ${ctx.code(p.name)}`];
        const overview = p.aiAnalysis?.overview ? ctx.paragraph(p.aiAnalysis.overview) : '';
        if (overview)
            parts.push(overview);
        const items = (p.aiAnalysis?.clusters ?? []).map((c) => {
            const counts = c.failedTestCaseCount !== null && c.totalTestCaseCount !== null
                ? ` (${(0,format/* fmtInt */.L5)(c.failedTestCaseCount)} of ${(0,format/* fmtInt */.L5)(c.totalTestCaseCount)} failed)`
                : '';
            const rate = c.failRate === null ? '' : ` — fail rate ${(0,format/* fmtPct */.pT)(c.failRate)}${counts}`;
            const desc = c.description ? `: ${ctx.line(c.description)}` : '';
            return `- ${ctx.code(c.name)}${rate}${desc}`;
        });
        if (items.length > 0)
            parts.push(`**Attack clusters**\n\n${items.join('\n')}`);
        return parts.join('\n\n');
    });
    return `### AI analysis\n\n${ctx.fold(`AI analysis of ${markdown_context_plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}
/** Per probe: remediation tasks, each with its details as indented paragraphs. */
function remediationSection(ctx) {
    const probes = shownProbes(ctx).filter((p) => p.remediation.length > 0);
    if (probes.length === 0)
        return null;
    if (!ctx.plan.details) {
        ctx.omitted.detailSections += 1;
        return null;
    }
    const blocks = probes.map((p) => {
        const items = p.remediation.map((t) => {
            const name = ctx.line(t.name) || 'Unnamed task';
            const type = t.type ? ` (${ctx.code(t.type)})` : '';
            const details = t.details ? ctx.paragraph(t.details) : '';
            // Indented by the list item's content offset: the details stay inside the item.
            const body = details ? `\n\n${details.replace(/^(?=.)/gm, '  ')}` : '';
            return `- ${t.completed ? '✅' : '☐'} **${name}**${type}${body}`;
        });
        return `#### ${ctx.code(p.name)}\n\n${items.join('\n')}`;
    });
    const tasks = probes.reduce((n, p) => n + p.remediation.length, 0);
    return `### Remediation\n\n${ctx.fold(`${markdown_context_plural(tasks, 'remediation task')} for ${markdown_context_plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}
function triageCell(ctx, tc) {
    switch ((0,format/* caseTriage */.Dd)(tc)) {
        case 'accepted':
            return 'risk accepted';
        case 'ignored': {
            const until = tc.ignored?.expires ? ` (until ${ctx.cell(tc.ignored.expires)})` : '';
            return `ignored: ${ctx.line(tc.ignored?.reason ?? '')}${until}`;
        }
        default:
            return '—';
    }
}
/**
 * A test case in four columns, so the table fits an 880 px PR comment: the section already
 * says these cases failed, so only errors are marked; strategy, red teamer and variation
 * share one cell.
 */
function caseRow(ctx, tc) {
    const attack = tc.attackId ?? (tc.id === null ? null : `test case ${tc.id}`);
    // As `tableRow` writes the four cells: not arrays filtered, mapped and joined per case.
    return (`| ${ctx.uniqueCell(attack)}${tc.outcome === 'error' ? ' ⚠️ error' : ''} | ` +
        `${howCell(ctx, tc)} | ${ctx.cell((0,format/* labelsText */.Ht)(tc.redTeamerLabels))} | ${triageCell(ctx, tc)} |`);
}
/** Strategy, red teamer and variation (those given) in one cell, or `—`. */
function howCell(ctx, tc) {
    let out = '';
    for (const text of [tc.strategy, tc.redTeamer, tc.variation]) {
        if (typeof text !== 'string' || text.trim() === '')
            continue;
        out += `${out === '' ? '' : ' · '}${ctx.cell(text)}`;
    }
    return out === '' ? '—' : out;
}
const CASE_HEADERS = ['Attack', 'Strategy · red teamer · variation', 'Labels', 'Triage'];
const CASES_HEADER = markdown_context_table(CASE_HEADERS, []);
/** A probe's test cases in reading order, with the rows made of them (once per ladder). */
function probeRows(ctx, p) {
    let rows = ctx.memo?.probes.get(p);
    if (!rows) {
        const known = ctx.memo?.known?.(p);
        // Rows made already are taken only as many as the probe has cases (they were made from
        // this probe run: no more).
        const fits = known !== undefined && known.lines.length <= p.failedTestCases.length;
        rows = fits
            ? new ProbeRows(p.failedTestCases, [...known.lines], [...known.truncated])
            : new ProbeRows(p.failedTestCases);
        ctx.memo?.probes.set(p, rows);
    }
    return rows;
}
/**
 * The job summary's table rows of a probe's first test cases in reading order, made before the
 * ladder (see KnownRows): about as many as the size ladder reads of a run of `probes` probe runs,
 * whose rows it reads rank by rank across the probes until they pass the budget. The ladder
 * makes any further row itself.
 */
function summaryRowsOf(p, probes) {
    const ctx = new MdText(TEXT_LIMITS.summary);
    const rows = new ProbeRows(p.failedTestCases);
    // This probe's share of the budget, and half as much again: probes differ in row lengths.
    const chars = (1.5 * SUMMARY_MAX_BYTES) / Math.max(1, probes);
    for (let made = 0; rows.lines.length < rows.count && made <= chars;)
        made += nextRow(ctx, rows).length + 1;
    return { lines: rows.lines, truncated: rows.truncated };
}
/** Makes the row of the probe's next case in reading order, kept with the texts it cut. */
function nextRow(ctx, rows) {
    const before = ctx.truncated;
    const line = caseRow(ctx, rows.ordered[rows.lines.length]);
    rows.lines.push(line);
    rows.truncated.push(ctx.truncated - before);
    return line;
}
/**
 * The table row (as `table` writes it) of the probe's test case at `rank` in reading order,
 * made once per ladder: the rows of a probe are made in rank order, the first ones first.
 */
function rankLine(ctx, rows, rank) {
    if (ctx.memo === null)
        return caseRow(ctx, rows.ordered[rank]);
    if (rank < rows.lines.length) {
        ctx.truncated += rows.truncated[rank];
        return rows.lines[rank];
    }
    return nextRow(ctx, rows);
}
/**
 * Whether the failed-case rows of the context's plan alone are longer than `limit`: exactly
 * when its render would stop with BudgetExceeded (see `counted` below), found without
 * rendering it. The rows are made rank by rank across the probes (every probe's first case,
 * then every probe's second...) and kept in the ladder's memo: the ones made before the sum
 * passes the limit are the first ones of every probe, which the smaller plans after it show
 * too. Trying the plans top down made each probe's rows past the next plan's cap only to
 * throw them away: about 9,000 rows of the 14,000 made for a 250k run's job summary.
 */
function caseRowsExceed(ctx, limit) {
    const cap = ctx.plan.casesPerProbe;
    const shown = shownProbes(ctx).map((p) => probeRows(ctx, p));
    const deepest = Math.max(0, ...shown.map((rows) => Math.min(cap, rows.count)));
    let chars = 0;
    for (let rank = 0; rank < deepest; rank += 1) {
        for (const rows of shown) {
            if (rank >= rows.count)
                continue;
            chars += rankLine(ctx, rows, rank).length + 1;
            if (chars > limit)
                return true;
        }
    }
    return false;
}
/**
 * Per probe: its failed and errored test cases, at most `plan.casesPerProbe` of them. In
 * pieces, row by row (none when the section is left out), so the Markdown file of a huge
 * run is written without holding its tables as one string.
 */
function* failedCasesPieces(ctx) {
    const shown = new Set(shownProbes(ctx));
    for (const p of ctx.report.probeRuns) {
        if (!shown.has(p))
            ctx.omitted.cases += p.failedTestCases.length;
    }
    const probes = [...shown].filter((p) => p.failedTestCases.length > 0);
    if (probes.length === 0)
        return;
    const cap = ctx.plan.casesPerProbe;
    if (cap === 0) {
        // No tables at all: one line per probe with its count.
        const items = probes.map((p) => `- ${ctx.code(p.name)}: ${markdown_context_plural(p.failedTestCases.length, 'test case')}`);
        for (const p of probes)
            ctx.omitted.cases += p.failedTestCases.length;
        yield `### Failed test cases\n\n${items.join('\n')}\n\nThey are listed in the full report.`;
        return;
    }
    let total = 0;
    let listed = 0;
    for (const p of probes) {
        const n = p.failedTestCases.length;
        total += n;
        listed += Math.min(n, cap);
        ctx.omitted.cases += n - Math.min(n, cap);
    }
    const summary = `${markdown_context_plural(total, 'failed or errored test case')} in ${markdown_context_plural(probes.length, 'probe')}${listed < total ? `, ${(0,format/* fmtInt */.L5)(listed)} shown` : ''}`;
    const [open, close] = ctx.foldParts(summary);
    yield `### Failed test cases\n\n${open}`;
    let rowChars = 0;
    const counted = (line) => {
        // The rows alone are a lower bound of the document's length.
        rowChars += line.length + 1;
        if (ctx.memo !== null && rowChars > ctx.memo.maxChars)
            throw new BudgetExceeded();
    };
    for (const [i, p] of probes.entries()) {
        const k = Math.min(p.failedTestCases.length, cap);
        if (i > 0)
            yield '\n\n';
        const render = () => probeCases(ctx, p, k, counted);
        // Every case of the probe in the file (no budget there): the probe run's part of it.
        if (k === p.failedTestCases.length && ctx.variant === 'file')
            yield (0,format/* section */.uW)('md', p, render);
        else
            yield* render();
    }
    yield close;
}
/** A probe's block of the failed-case tables: its heading, then its first `k` rows. */
function* probeCases(ctx, p, k, counted) {
    const n = p.failedTestCases.length;
    yield `#### ${ctx.code(p.name)}: ${markdown_context_plural(n, 'test case')}${k < n ? ` (${(0,format/* fmtInt */.L5)(k)} shown)` : ''}`;
    if (k > 0) {
        yield `\n\n${CASES_HEADER}`;
        // Rows gathered into longer pieces: a huge run has tens of thousands.
        const rows = probeRows(ctx, p);
        const gather = new format/* TextGatherer */._n();
        yield* gather.gathered(k, (i) => {
            const line = rankLine(ctx, rows, i - 1);
            counted?.(line);
            return `\n${line}`;
        });
        yield* gather.last();
    }
    if (k < n)
        yield `\n\n${markdown_context_plural(n - k, 'more test case is', 'more test cases are')} in the full report.`;
}
/**
 * What the Markdown file writes for a probe's failed test cases (all of them), from the probe
 * run alone: its part of the file (format.ts `Section`).
 */
function fileCasesBlock(p) {
    const ctx = Object.assign(new MdText(TEXT_LIMITS.file), { memo: null });
    return probeCases(ctx, p, p.failedTestCases.length);
}
/** The target's score against public benchmark models. */
function benchmarkSection(ctx) {
    const b = ctx.report.benchmarks;
    if (!b || b.models.length === 0)
        return null;
    const overall = ctx.report.scores.overall;
    const rows = b.models.map((m) => [
        ctx.cell(m.name),
        ctx.cell(m.provider),
        (0,format/* fmtScore */.M8)(m.score),
        overall === null || m.score === null ? '—' : (0,format/* fmtDelta */.OJ)(overall - m.score),
    ]);
    const type = b.benchmarkType ? `Benchmark ${ctx.code(b.benchmarkType)}.\n\n` : '';
    return `### Benchmark comparison\n\n${type}${markdown_context_table(['Model', 'Provider', 'Score', 'This target vs model'], rows)}`;
}
/** What could not be fetched or was degraded. */
function warningsSection(ctx) {
    const lines = ctx.report.warnings.map((w) => `- ${ctx.line(w) || '(empty warning)'}`);
    if (!ctx.report.perProbeDetail) {
        lines.unshift('- Per-probe detail was unavailable: only run-level counts are known.');
    }
    return lines.length === 0 ? null : `### Warnings\n\n${lines.join('\n')}`;
}
/** Tool version, generation time, links to the full report and the run. */
function footer(ctx) {
    const { tool, generatedAt } = ctx.report;
    const parts = [`Generated by probe-gate ${ctx.code(tool.version)} at ${ctx.code(generatedAt)}`];
    if (ctx.artifactUrl)
        parts.push(ctx.link('Full report (artifact)', ctx.artifactUrl));
    const audit = ctx.report.links.auditReport;
    if (audit)
        parts.push(`${ctx.link('Audit report', ctx.artifactUrl)} ${ctx.code(audit)}${ctx.artifactUrl ? ' in the artifact' : ' in the report folder'}`);
    if (ctx.runUrl)
        parts.push(ctx.link('Test run', ctx.runUrl));
    return `---\n\n${parts.join(' · ')}`;
}


/***/ }),

/***/ 29:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _j: () => (/* binding */ fmtFailRate),
/* harmony export */   cO: () => (/* binding */ fmtRateCi)
/* harmony export */ });
/* unused harmony exports fmtRatio, countedOf, fmtErrorRate */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11);
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
        return fmtPct(c.errorRate);
    if (round4(Math.min(1, c.errors / c.processed)) !== c.errorRate)
        return fmtPct(c.errorRate);
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


/***/ }),

/***/ 211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ safeLinkUrl),
/* harmony export */   X5: () => (/* reexport safe */ _text_clean_js__WEBPACK_IMPORTED_MODULE_0__.X5),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   xR: () => (/* binding */ tableCell)
/* harmony export */ });
/* unused harmony exports codeBlock, escapeTablePipes, link, sanitizeLogText, jsonForLog, documentForLog, withStopCommands */
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(579);
/**
 * Untrusted text in Markdown and logs (R12, R13). Probe names, attack ids, strategies, AI
 * analysis and remediation text come from the platform and, through it, from attackers; a
 * saved JSON report given to `probe-gate report --input` may be hostile as a whole. Every
 * renderer puts such text on the page through exactly one of these functions.
 *
 * Choices, each proven with a real GFM parser in test/report:
 * - code spans and fences are longer than any backtick run inside, so they always close;
 * - in tables `|` is escaped even inside code spans (GFM splits cells before inline parsing);
 * - outside code, ASCII punctuation with a Markdown meaning is backslash-escaped (no link,
 *   image, HTML, emphasis or block syntax survives) and a zero-width space (`&#8203;`, as Renovate
 *   does) is put after `@`, inside `#123`, `GH-123`, `www.` and `://`, so GitHub makes no
 *   mention, issue reference or autolink of it.
 */


/**
 * A Markdown code span showing `text` literally: line breaks become spaces, invisible and
 * control characters are shown (see `cleanText`), the fence is one backtick longer than the
 * longest backtick run inside, and the content is padded with a space when it starts or ends
 * with a backtick (or starts and ends with a space), which CommonMark strips again.
 */
function inlineCode(text, options = {}) {
    const s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(text, { lineBreaks: 'space' }), options.maxLength);
    if (s === '')
        return '` `';
    const fence = '`'.repeat((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .longestRun */ .Q_)(s, '`') + 1);
    const pad = s.startsWith('`') || s.endsWith('`') || (s.startsWith(' ') && s.endsWith(' ') && s.trim())
        ? ' '
        : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A fenced code block showing `text` literally (line breaks kept). The backtick fence is
 * longer than any backtick run inside (and at least 3), so no line of the text can close it.
 * `lang` is reduced to `[A-Za-z0-9_+.-]`. The parsed block's value is exactly the cleaned text.
 */
function codeBlock(text, lang = '') {
    const s = cleanText(text, { lineBreaks: 'keep', keepTabs: true });
    const fence = '`'.repeat(Math.max(3, longestRun(s, '`') + 1));
    const info = lang.replace(/[^A-Za-z0-9_+.-]/g, '');
    return `${fence}${info}\n${s}\n${fence}`;
}
/**
 * Escapes every `|` for a GFM table row. GFM splits a row on unescaped pipes before inline
 * parsing, even inside code spans, and micromark reads `\\` as an escaped backslash first:
 * so each pipe gets an odd number of backslashes in front (one more than it had, or two when
 * it already had an odd number). Both cmark-gfm (GitHub) and micromark keep the cell intact;
 * a pipe that followed an odd run of backslashes shows one extra backslash.
 */
function escapeTablePipes(markdown) {
    if (!markdown.includes('|'))
        return markdown;
    return markdown.replace(/(\\*)\|/g, (_m, slashes) => slashes.length % 2 === 0 ? `${slashes}\\|` : `${slashes}\\\\|`);
}
/** A GFM table cell: the text as a code span (see {@link inlineCode}) with pipes escaped. */
function tableCell(text, options = {}) {
    return escapeTablePipes(inlineCode(text, options));
}
/**
 * The ASCII punctuation that means something somewhere in GFM (emphasis, code, links,
 * images, HTML, entities, headings, lists, quotes, tables, strikethrough, math, footnotes),
 * plus `.` after a digit (`1.` starts an ordered list). `" % ' , . / : ; ?` mean nothing once
 * these are escaped, and stay readable.
 */
const MARKDOWN_PUNCTUATION = /[!#$&()*+\-<=>@[\\\]^_`{|}~]|(?<=\d)\./g;
/** Zero-width space, as an entity (visible in the raw Markdown, invisible on the page). */
const ZWSP_ENTITY = '&#8203;';
/** Placeholder for the ZWSP while escaping: `cleanText` shows every real U+200B as text. */
const ZWSP = '\u200B';
/**
 * Untrusted prose outside code (AI overview, descriptions, remediation, warnings): Markdown
 * punctuation is backslash-escaped and mentions, issue references and autolinks are
 * broken with a zero-width space. Multi-line text keeps its paragraphs: each line is trimmed
 * (no indented code, no hard breaks) and runs of blank lines become one.
 */
function plainText(text, options = {}) {
    let s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(text, { lineBreaks: options.singleLine ? 'space' : 'keep' });
    s = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s, options.maxLength);
    if (options.singleLine) {
        s = s.trim();
    }
    else {
        s = s
            .split('\n')
            .map((line) => line.trim())
            .join('\n')
            .replace(/\n{3,}/g, '\n\n')
            .trim();
    }
    s = s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\b(gh)-(?=\d)/gi, `$1-${ZWSP}`)
        .replace(/(www)(?=\.)/gi, `$1${ZWSP}`)
        .replace(/:(?=\/\/)/g, `:${ZWSP}`);
    s = s.replace(MARKDOWN_PUNCTUATION, '\\$&');
    return s.replace(/\u200B/g, ZWSP_ENTITY);
}
/**
 * A link destination for a URL from our own configuration (platform URL, artifact URL), or
 * null when it is not an absolute http(s) URL without credentials. Everything after the
 * origin that Markdown or a table could read as syntax is percent-encoded.
 */
function safeLinkUrl(url) {
    if (!url)
        return null;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return null;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return null;
    if (parsed.username || parsed.password)
        return null;
    const rest = parsed.href
        .slice(parsed.origin.length)
        .replace(/[^A-Za-z0-9\-._~:/?#@!$&+,;=%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    const href = parsed.origin + rest;
    return href.length > 2048 ? null : href;
}
/** A Markdown link with our own words as text and a URL from our configuration. */
function link(text, url) {
    const href = safeLinkUrl(url);
    return href === null ? null : `[${plainText(text, { singleLine: true })}](${href})`;
}
/** A line the GitHub runner would read as a workflow command: `::cmd::`, after leading whitespace. */
const COMMAND_LINE = /^(\s*)(::)/;
/**
 * Log commands other CI systems act on anywhere in a line (R27): Azure Pipelines' `##vso[`
 * and its formatting commands `##[` (also the GitHub runner's legacy syntax), TeamCity's
 * service messages `##teamcity[`. Matched without regard to case, to be safe.
 */
const CI_COMMAND = /##(vso|teamcity)?\[/gi;
/**
 * Text for a CI log, inert in every CI the README documents (R13, R27): terminal control
 * sequences (CSI, OSC, ...), control and format characters (bidi, zero-width) are removed,
 * line breaks normalised to `\n`, a backslash is put in front of a line that begins with `::`
 * (after whitespace, which the runner trims: GitHub workflow commands) and before the `[` of
 * every `##[`, `##vso[` and `##teamcity[` (Azure Pipelines, TeamCity), so no line is a
 * command to any of them.
 */
function sanitizeLogText(text) {
    return stripForLog(text)
        .split('\n')
        .map((line) => line
        .replace(COMMAND_LINE, '$1\\$2')
        .replace(CI_COMMAND, (_m, kind) => `##${kind ?? ''}\\[`))
        .join('\n');
}
/**
 * What JSON.stringify leaves as it is but a terminal or a CI agent may act on: DEL, the C1
 * controls (NEL, 8-bit CSI and OSC), the Unicode line separators and the format characters
 * (bidi, zero-width, tags). Written as `\uXXXX` escapes, the JSON value is unchanged.
 */
const JSON_UNESCAPED_CONTROLS = /[\u007F-\u009F\u2028\u2029]|\p{Cf}/gu;
/**
 * JSON for a CI log (the `--json` output of the CLI): the same value, with the `#` of every CI
 * command prefix written as `\u0023`, which every JSON parser reads back as `#` and no CI
 * reads as a command, and every control or format character escaped (R27). A JSON line
 * never begins with `::`.
 */
function jsonForLog(value) {
    return jsonTextForLog(JSON.stringify(value) ?? 'null');
}
/** JSON text made inert as jsonForLog makes it: `#` and controls can only be in strings. */
function jsonTextForLog(json) {
    return json
        .replace(/##(?=(?:vso|teamcity)?\[)/gi, '\\u0023\\u0023')
        .replace(JSON_UNESCAPED_CONTROLS, (c) => 
    // Code unit by code unit: a tag character (outside the BMP) becomes its surrogate pair.
    c
        .split('')
        .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .join(''));
}
/** XML text made inert with character references, which leave its value as it was. */
function xmlTextForLog(xml) {
    return xml
        .split('\n')
        .map((line) => line.replace(COMMAND_LINE, '$1&#58;:'))
        .join('\n')
        .replace(/##(?=(?:vso|teamcity)?\[)/gi, '&#35;#')
        .replace(JSON_UNESCAPED_CONTROLS, (c) => `&#x${c.codePointAt(0).toString(16)};`);
}
/**
 * A rendered document for a CI log (R27): what `probe-gate report` and `merge` print on
 * stdout, where the platform's text must not become a command of any CI. Markdown goes through
 * {@link sanitizeLogText}: its backslashes are Markdown escapes, so the document reads the
 * same. JSON and XML keep their exact value: a CI command's `#` becomes `\u0023` or `&#35;`, a
 * line that begins with `::` (XML text) starts with `&#58;`, and control and format characters
 * become escapes of the format.
 */
function documentForLog(text, kind) {
    if (kind === 'json')
        return jsonTextForLog(text);
    if (kind === 'xml')
        return xmlTextForLog(text);
    return sanitizeLogText(text);
}
/** A stop-commands token: letters, digits, `_` and `-`, 8 to 128 of them (e.g. a UUID). */
const STOP_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;
/**
 * Wraps log text between `::stop-commands::TOKEN` and `::TOKEN::` so the runner processes no
 * workflow command inside (R13); the text is passed through {@link sanitizeLogText} as well,
 * so it cannot contain the closing `::TOKEN::` line. Throws a TypeError on a bad token.
 */
function withStopCommands(text, token) {
    if (!STOP_TOKEN.test(token)) {
        throw new TypeError('withStopCommands: the token must be 8-128 letters, digits, _ or -.');
    }
    return `::stop-commands::${token}\n${sanitizeLogText(text)}\n::${token}::`;
}


/***/ })

};
