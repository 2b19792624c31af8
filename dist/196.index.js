export const id = 196;
export const ids = [196];
export const modules = {

/***/ 74196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ renderMarkdown),
  W: () => (/* binding */ renderMarkdownChunks)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
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
    /**
     * Per probe: its test cases in reading order, and the table rows made so far, by rank, with
     * the number of texts cut while making each. Arrays by rank, not a map by test case: the
     * rows are made and read rank by rank.
     */
    probes = new Map();
    constructor(
    /** Length (UTF-16 units) no attempt may exceed: the tightest limit, or Infinity. */
    maxChars = Infinity) {
        this.maxChars = maxChars;
    }
}
/** A probe's failed test cases, and the rows of the first ones in reading order made so far. */
class ProbeRows {
    cases;
    #ordered = null;
    lines = [];
    truncated = [];
    constructor(cases) {
        this.cases = cases;
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
class markdown_context_MdText {
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
class MdContext extends markdown_context_MdText {
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
function table(headers, rows) {
    return [tableRow(headers), tableRow(headers.map(() => '---')), ...rows.map(tableRow)].join('\n');
}
/** One GFM table row; cells must already be sanitised. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** `1 probe` / `2 probes`. */
function plural(n, word, pluralWord = `${word}s`) {
    return `${(0,format/* fmtInt */.L5)(n)} ${n === 1 ? word : pluralWord}`;
}

// EXTERNAL MODULE: ./src/report/markdown/size-budget.ts
var size_budget = __webpack_require__(62987);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/report/model.ts + 3 modules
var model = __webpack_require__(27842);
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
    const v = format/* VERDICT_LABELS */.W4[report.gate.verdict];
    const score = (0,format/* judgedRun */.V4)(report.gate.verdict)
        ? `score ${(0,format/* scorePhrase */.Oy)(report)}`
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
    if (!source || !(0,format/* judgedRun */.V4)(ctx.report.gate.verdict))
        return why;
    return `${why}

**Score:** ${ctx.line(source.reason)}`;
}
const IGNORED_ROWS = 50;
/** Every finding the ignore file suppressed, with the entry's reason and expiry (visible, never silent). */
function ignoredSection(ctx) {
    const found = (0,format/* ignoredFindings */.nq)(ctx.report);
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
    return `### Ignored findings (${(0,format/* fmtInt */.L5)(found.length)})\n\nSuppressed by the ignore file; not counted against the gate.\n\n${table(['Ignored in probe', 'Attack', 'Reason', 'Expires'], rows)}${more}`;
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
    const duration = (0,format/* fmtDuration */.c5)(testRun.durationSeconds);
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
        return RATE_INPUTS.has(check.input) ? (0,format/* fmtPct */.pT)(value) : (0,format/* fmtInt */.L5)(value);
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
        (0,format/* checkLabel */.v8)(c).icon,
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
    return d ? (0,format/* fmtDelta */.OJ)(d.delta) : '—';
}
/** The fail rate's definition, stated once under the probe table. */
const FAIL_RATE_NOTE = '*Fail rate*: failed test cases that count against the gate (ignored ones never, accepted ones only with `count-accepted-risk`) over passed and failed test cases.';
/**
 * A probe's status: when the gate passed, a probe with findings is not shown as a failure
 * (a red mark under a green verdict reads as a contradiction), only as its count.
 */
function statusCell(report, p) {
    if (report.gate.verdict === 'pass' && (0,format/* probeOutcome */.tB)(p) === 'failed')
        return plural(p.failed, 'finding');
    return (0,format/* probeOutcomeLabel */.TW)(p);
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
            const row = [name, ctx.cell(p.category), statusCell(report, p), (0,format/* fmtInt */.L5)(p.passed)];
            row.push((0,format/* fmtInt */.L5)(p.failed), (0,format/* fmtInt */.L5)(p.errors), `${(0,format/* fmtInt */.L5)(p.accepted)} / ${(0,format/* fmtInt */.L5)(p.ignored)}`);
            row.push((0,rates/* fmtRateCi */.cO)(p));
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
        ? ` (${(0,format/* fmtInt */.L5)(t.accepted)} accepted, ${(0,format/* fmtInt */.L5)(t.ignored)} ignored)`
        : '';
    return [
        `**Totals:** ${plural(t.total, 'test case')}`,
        `${(0,format/* fmtInt */.L5)(t.processed)} processed`,
        `${(0,format/* fmtInt */.L5)(t.passed)} passed`,
        `${(0,format/* fmtInt */.L5)(t.failed)} failed${triage}`,
        `${plural(t.errors, 'error')}`,
        `fail rate ${(0,rates/* fmtRateCi */.cO)(t)}`,
        `error rate ${(0,rates/* fmtErrorRate */.GM)(t)}`,
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
        : `score ${(0,format/* fmtScore */.M8)(b.overallScore)} → ${(0,format/* fmtScore */.M8)(ctx.report.scores.overall)} (**${(0,format/* fmtDelta */.OJ)(b.scoreDelta)}**)`;
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
        const shown = cap < n ? ` (${(0,format/* fmtInt */.L5)(cap)} shown)` : '';
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
            (0,format/* fmtScore */.M8)(d.baseline),
            (0,format/* fmtScore */.M8)(d.current),
            (0,format/* fmtDelta */.OJ)(d.delta),
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
    const runs = p.runs.map((r) => `${r.testRunId} (${(0,format/* fmtScore */.M8)(r.overallScore)})`).join(', ');
    const range = p.scoreRange
        ? `; scores ${(0,format/* fmtScore */.M8)(p.scoreRange[0])}–${(0,format/* fmtScore */.M8)(p.scoreRange[1])}`
        : '';
    const widest = [...p.probeSpread].sort((x, y) => y.high - y.low - (x.high - x.low))[0];
    const spread = widest
        ? `; widest spread ${ctx.code(widest.name)} ${(0,format/* fmtPct */.pT)(widest.low)}–${(0,format/* fmtPct */.pT)(widest.high)} fail rate`
        : '';
    return `Baseline runs${where} (run id and score): ${runs}${range}${spread}.`;
}
const side = (s) => s === null
    ? '—'
    : `${(0,format/* fmtInt */.L5)(s.failed)}/${(0,format/* fmtInt */.L5)(s.judged)}${s.judged > 0 ? ` (${(0,rates/* fmtRatio */.lj)(s.failed, s.judged)})` : ''}`;
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
    return `### AI analysis\n\n${ctx.fold(`AI analysis of ${plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
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
    return `### Remediation\n\n${ctx.fold(`${plural(tasks, 'remediation task')} for ${plural(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
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
const CASES_HEADER = table(CASE_HEADERS, []);
/** A probe's test cases in reading order, with the rows made of them (once per ladder). */
function probeRows(ctx, p) {
    let rows = ctx.memo?.probes.get(p);
    if (!rows) {
        rows = new ProbeRows(p.failedTestCases);
        ctx.memo?.probes.set(p, rows);
    }
    return rows;
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
        const items = probes.map((p) => `- ${ctx.code(p.name)}: ${plural(p.failedTestCases.length, 'test case')}`);
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
    const summary = `${plural(total, 'failed or errored test case')} in ${plural(probes.length, 'probe')}${listed < total ? `, ${(0,format/* fmtInt */.L5)(listed)} shown` : ''}`;
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
    yield `#### ${ctx.code(p.name)}: ${plural(n, 'test case')}${k < n ? ` (${(0,format/* fmtInt */.L5)(k)} shown)` : ''}`;
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
        yield `\n\n${plural(n - k, 'more test case is', 'more test cases are')} in the full report.`;
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
    return `### Benchmark comparison\n\n${type}${table(['Model', 'Provider', 'Score', 'This target vs model'], rows)}`;
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
    const grid = table(['Run', 'Name', 'Probes', 'State', 'Own counts', 'Verdict after it'], rows);
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
        table(['Framework', ...ITEM_VERDICTS.map((v) => `${v.mark} ${v.label}`), 'Non-compliant items'], rows),
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
    blocks.push(table(['Item', 'Verdict', 'Probes', 'Why'], f.items.map((i) => [
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
    const memo = new LadderMemo(limit);
    for (const plan of (0,size_budget/* planLadder */.ib)()) {
        let md;
        if (plan.kind === 'full') {
            // Skip renders whose case rows alone cannot fit: a cheap bound first, then the rows.
            if (caseRowsShown(report, plan.detail) * size_budget/* MIN_CASE_ROW_CHARS */.n$ > limit)
                continue;
            const ctx = new MdContext(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], plan.detail, null, memo);
            if (caseRowsExceed(ctx, limit))
                continue;
            try {
                md = renderFull(report, variant, plan.detail, artifactUrl, budget, memo);
            }
            catch (err) {
                if (err instanceof BudgetExceeded)
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
    const ctx = new MdContext(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], FULL, artifactUrl);
    const blocks = [
        ...topBlocks(ctx),
        () => notice(ctx, budget),
        ...bodyBlocks(ctx),
        () => footer(ctx),
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
    const ctx = new MdContext(report, 'file', {}, plan, null);
    return shownProbes(ctx).reduce((n, p) => n + Math.min(p.failedTestCases.length, plan.casesPerProbe), 0);
}
function renderFull(report, variant, plan, artifactUrl, budget, memo) {
    const ctx = new MdContext(report, variant, size_budget/* TEXT_LIMITS */.Pc[variant], plan, artifactUrl, memo);
    const top = topBlocks(ctx).map((b) => b());
    // The notice says what the sections left out or cut: it is rendered after them.
    const body = bodyBlocks(ctx).map((b) => blockText(b()));
    const blocks = [...top, notice(ctx, budget), ...body, footer(ctx)];
    return `${blocks.filter((b) => b !== null && b !== '').join('\n\n')}\n`;
}
/** Heading, reason and run line: the blocks above the notice. */
function topBlocks(ctx) {
    return [() => headingLine(ctx.report), () => reasonLine(ctx), () => runLine(ctx)];
}
/** The sections under the notice, in order; each renders when called. */
function bodyBlocks(ctx) {
    const sections = [
        gateSection,
        retriesSection,
        ignoredSection,
        probesSection,
        complianceSection,
        baselineSection,
        trendSection,
        analysisSection,
        remediationSection,
        failedCasesPieces,
        benchmarkSection,
        warningsSection,
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
        left.push(`${plural(o.cases, 'failed or errored test case')} (${how})`);
    }
    if (o.passedProbes > 0)
        left.push(plural(o.passedProbes, 'passed probe'));
    if (o.newFailures > 0)
        left.push(`${plural(o.newFailures, 'new failure')} against the baseline`);
    if (o.detailSections > 0)
        left.push('the AI analysis and remediation sections');
    const lines = [];
    if (left.length > 0) {
        lines.push(`**This ${VARIANT_NOUN[ctx.variant]} was shortened to fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}).** Left out: ${left.join('; ')}.`);
    }
    if (ctx.truncated > 0) {
        lines.push(`${plural(ctx.truncated, 'long text was', 'long texts were')} cut short (marked …).`);
    }
    if (lines.length === 0)
        return null;
    lines.push(fullReportPointer(ctx));
    return lines.map((l) => `> ${l}`).join('\n>\n');
}
const SHORT_CHECKS = 10;
/** Heading, reason, run, totals, failed checks and where the full report is. */
function renderShort(report, variant, artifactUrl, budget) {
    const ctx = new MdContext(report, variant, size_budget/* TEXT_LIMITS */.Pc.comment, FULL, artifactUrl);
    const blocks = [headingLine(report), reasonLine(ctx), runLine(ctx)];
    blocks.push(`> **The full ${VARIANT_NOUN[variant]} did not fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}): this is a summary.** ${fullReportPointer(ctx)}`);
    blocks.push(totalsLine(report));
    const ignored = (0,format/* ignoredFindings */.nq)(report).length;
    if (ignored > 0)
        blocks.push(`**Ignored findings:** ${plural(ignored, 'finding')} suppressed by the ignore file (reasons and expiry in the full report).`);
    const failed = report.gate.checks.filter((c) => (0,model/* checkStatus */.dO)(c) === 'fail');
    if (failed.length > 0) {
        const items = failed
            .slice(0, SHORT_CHECKS)
            .map((c) => `- ${ctx.code(c.id)}${c.warnOnly ? ' (warn-only)' : ''}: ${ctx.line(c.message)}`);
        if (failed.length > SHORT_CHECKS)
            items.push(`- and ${plural(failed.length - SHORT_CHECKS, 'more failed check')}`);
        blocks.push(`**Failed checks**\n\n${items.join('\n')}`);
    }
    blocks.push(footer(ctx));
    return `${blocks.join('\n\n')}\n`;
}
/** The heading and one sentence: fits any budget of at least 1,000 (only our own text). */
function renderMinimal(report, variant, artifactUrl, budget) {
    const base = `${headingLine(report)}\n\nThe ${VARIANT_NOUN[variant]} did not fit its size limit (${(0,size_budget/* budgetPhrase */.bn)(budget)}).`;
    const ctx = new MdContext(report, variant, size_budget/* TEXT_LIMITS */.Pc.comment, FULL, artifactUrl);
    const withLinks = `${base} ${fullReportPointer(ctx)}\n`;
    return (0,size_budget/* fits */.lA)(withLinks, budget) ? withLinks : `${base}\n`;
}


/***/ }),

/***/ 62987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ik: () => (/* binding */ checkBudget),
/* harmony export */   Pc: () => (/* binding */ TEXT_LIMITS),
/* harmony export */   Sj: () => (/* binding */ GITHUB_COMMENT_LIMIT_CHARS),
/* harmony export */   ZJ: () => (/* binding */ defaultBudget),
/* harmony export */   bn: () => (/* binding */ budgetPhrase),
/* harmony export */   d4: () => (/* binding */ GITHUB_SUMMARY_LIMIT_BYTES),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   eR: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   ib: () => (/* binding */ planLadder),
/* harmony export */   lA: () => (/* binding */ fits),
/* harmony export */   lU: () => (/* binding */ isLimited),
/* harmony export */   n$: () => (/* binding */ MIN_CASE_ROW_CHARS)
/* harmony export */ });
/* unused harmony exports MIN_BUDGET, CASES_PER_PROBE_STEPS */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
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
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(budget.maxChars)} characters`);
    if (budget.maxBytes !== undefined)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(budget.maxBytes)} bytes`);
    return parts.join(' and ');
}
/** Long texts are cut in the summary and the comment; the file keeps everything. */
const TEXT_LIMITS = {
    file: {},
    summary: { cell: 300, line: 1_000, paragraph: 10_000 },
    comment: { cell: 120, line: 300, paragraph: 2_000 },
};
/** The failed-test-case caps tried, in order, once passed probes are dropped. */
const CASES_PER_PROBE_STEPS = [
    5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 1, 0,
];
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


/***/ })

};
