export const id = 814;
export const ids = [814];
export const modules = {

/***/ 31391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ LadderMemo),
/* harmony export */   L$: () => (/* binding */ BudgetExceeded),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   pX: () => (/* binding */ MdContext),
/* harmony export */   sN: () => (/* binding */ ProbeRows),
/* harmony export */   tb: () => (/* binding */ MdText),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* unused harmony export tableRow */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91211);
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
        this.#ordered ??= (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .orderedCases */ .Rb)(this.cases);
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
        if (limit !== undefined && (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanText */ .X5)(text, { lineBreaks }).length > limit)
            this.truncated += 1;
        return limit ?? Infinity;
    }
    /** Untrusted text as a code span, cut at the cell limit. */
    code(text) {
        return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(text, { maxLength: this.count(text, this.limits.cell, 'space') });
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
        return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(text, { maxLength: this.count(text, this.limits.cell, 'space') });
    }
    /** Untrusted prose on one line (list items, table cells: pipes are escaped too). */
    line(text) {
        const maxLength = this.count(text, this.limits.line, 'space');
        return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(text, { singleLine: true, maxLength });
    }
    /** Untrusted prose with paragraphs. */
    paragraph(text) {
        return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(text, { maxLength: this.count(text, this.limits.paragraph, 'keep') });
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
        return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLinkUrl */ .Hp)(this.report.links.run ?? this.report.testRun.url);
    }
    /** A link to one of our URLs, or the bare text when the URL is missing or invalid. */
    link(text, url) {
        const href = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLinkUrl */ .Hp)(url);
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
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(n)} ${n === 1 ? word : pluralWord}`;
}


/***/ }),

/***/ 64814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ remediationSection),
/* harmony export */   Im: () => (/* binding */ failedCasesPieces),
/* harmony export */   P1: () => (/* binding */ fileCasesBlock),
/* harmony export */   Qm: () => (/* binding */ analysisSection),
/* harmony export */   Z1: () => (/* binding */ benchmarkSection),
/* harmony export */   ek: () => (/* binding */ caseRowsExceed),
/* harmony export */   qr: () => (/* binding */ footer),
/* harmony export */   xd: () => (/* binding */ warningsSection)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/* harmony import */ var _markdown_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31391);
/* harmony import */ var _size_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62987);
/* harmony import */ var _markdown_sections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58530);
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
    const probes = (0,_markdown_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .shownProbes */ .bB)(ctx).filter(hasAnalysis);
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
                ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(c.failedTestCaseCount)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(c.totalTestCaseCount)} failed)`
                : '';
            const rate = c.failRate === null ? '' : ` — fail rate ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(c.failRate)}${counts}`;
            const desc = c.description ? `: ${ctx.line(c.description)}` : '';
            return `- ${ctx.code(c.name)}${rate}${desc}`;
        });
        if (items.length > 0)
            parts.push(`**Attack clusters**\n\n${items.join('\n')}`);
        return parts.join('\n\n');
    });
    return `### AI analysis\n\n${ctx.fold(`AI analysis of ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}
/** Per probe: remediation tasks, each with its details as indented paragraphs. */
function remediationSection(ctx) {
    const probes = (0,_markdown_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .shownProbes */ .bB)(ctx).filter((p) => p.remediation.length > 0);
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
    return `### Remediation\n\n${ctx.fold(`${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(tasks, 'remediation task')} for ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(probes.length, 'probe')}`, blocks.join('\n\n'))}`;
}
function triageCell(ctx, tc) {
    switch ((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .caseTriage */ .Dd)(tc)) {
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
        `${howCell(ctx, tc)} | ${ctx.cell((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .labelsText */ .Ht)(tc.redTeamerLabels))} | ${triageCell(ctx, tc)} |`);
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
const CASES_HEADER = (0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(CASE_HEADERS, []);
/** A probe's test cases in reading order, with the rows made of them (once per ladder). */
function probeRows(ctx, p) {
    let rows = ctx.memo?.probes.get(p);
    if (!rows) {
        rows = new _markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .ProbeRows */ .sN(p.failedTestCases);
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
    const shown = (0,_markdown_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .shownProbes */ .bB)(ctx).map((p) => probeRows(ctx, p));
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
    const shown = new Set((0,_markdown_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .shownProbes */ .bB)(ctx));
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
        const items = probes.map((p) => `- ${ctx.code(p.name)}: ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(p.failedTestCases.length, 'test case')}`);
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
    const summary = `${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, 'failed or errored test case')} in ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(probes.length, 'probe')}${listed < total ? `, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(listed)} shown` : ''}`;
    const [open, close] = ctx.foldParts(summary);
    yield `### Failed test cases\n\n${open}`;
    let rowChars = 0;
    const counted = (line) => {
        // The rows alone are a lower bound of the document's length.
        rowChars += line.length + 1;
        if (ctx.memo !== null && rowChars > ctx.memo.maxChars)
            throw new _markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .BudgetExceeded */ .L$();
    };
    for (const [i, p] of probes.entries()) {
        const k = Math.min(p.failedTestCases.length, cap);
        if (i > 0)
            yield '\n\n';
        const render = () => probeCases(ctx, p, k, counted);
        // Every case of the probe in the file (no budget there): the probe run's part of it.
        if (k === p.failedTestCases.length && ctx.variant === 'file')
            yield (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .section */ .uW)('md', p, render);
        else
            yield* render();
    }
    yield close;
}
/** A probe's block of the failed-case tables: its heading, then its first `k` rows. */
function* probeCases(ctx, p, k, counted) {
    const n = p.failedTestCases.length;
    yield `#### ${ctx.code(p.name)}: ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(n, 'test case')}${k < n ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(k)} shown)` : ''}`;
    if (k > 0) {
        yield `\n\n${CASES_HEADER}`;
        // Rows gathered into longer pieces: a huge run has tens of thousands.
        const rows = probeRows(ctx, p);
        const gather = new _format_js__WEBPACK_IMPORTED_MODULE_0__/* .TextGatherer */ ._n();
        yield* gather.gathered(k, (i) => {
            const line = rankLine(ctx, rows, i - 1);
            counted?.(line);
            return `\n${line}`;
        });
        yield* gather.last();
    }
    if (k < n)
        yield `\n\n${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(n - k, 'more test case is', 'more test cases are')} in the full report.`;
}
/**
 * What the Markdown file writes for a probe's failed test cases (all of them), from the probe
 * run alone: its part of the file (format.ts `Section`).
 */
function fileCasesBlock(p) {
    const ctx = Object.assign(new _markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .MdText */ .tb(_size_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .TEXT_LIMITS */ .Pc.file), { memo: null });
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
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(m.score),
        overall === null || m.score === null ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtDelta */ .OJ)(overall - m.score),
    ]);
    const type = b.benchmarkType ? `Benchmark ${ctx.code(b.benchmarkType)}.\n\n` : '';
    return `### Benchmark comparison\n\n${type}${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['Model', 'Provider', 'Score', 'This target vs model'], rows)}`;
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

/***/ 58530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ reasonLine),
/* harmony export */   F5: () => (/* binding */ headingLine),
/* harmony export */   Tx: () => (/* binding */ gateSection),
/* harmony export */   bB: () => (/* binding */ shownProbes),
/* harmony export */   cB: () => (/* binding */ ignoredSection),
/* harmony export */   d_: () => (/* binding */ baselineSection),
/* harmony export */   fX: () => (/* binding */ probesSection),
/* harmony export */   sX: () => (/* binding */ totalsLine),
/* harmony export */   u_: () => (/* binding */ runLine)
/* harmony export */ });
/* unused harmony exports FAIL_RATE_NOTE, failingProbeCount */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/* harmony import */ var _rates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8029);
/* harmony import */ var _markdown_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31391);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81872);
/**
 * The top half of the Markdown report: heading with the verdict, the target and run line,
 * the gate checks, the probe table with totals, and the baseline comparison.
 */




/**
 * `## ❌ probe-gate: FAIL — score 34/100 (HIGH risk)`: only numbers and our own words. An
 * error or timeout says the run did not complete instead of showing a score (R10).
 */
function headingLine(report) {
    const v = _format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABELS */ .W4[report.gate.verdict];
    const score = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .judgedRun */ .V4)(report.gate.verdict)
        ? `score ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .scorePhrase */ .Oy)(report)}`
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
    if (!source || !(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .judgedRun */ .V4)(ctx.report.gate.verdict))
        return why;
    return `${why}

**Score:** ${ctx.line(source.reason)}`;
}
const IGNORED_ROWS = 50;
/** Every finding the ignore file suppressed, with the entry's reason and expiry (visible, never silent). */
function ignoredSection(ctx) {
    const found = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoredFindings */ .nq)(ctx.report);
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
    return `### Ignored findings (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(found.length)})\n\nSuppressed by the ignore file; not counted against the gate.\n\n${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Ignored in probe', 'Attack', 'Reason', 'Expires'], rows)}${more}`;
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
    const duration = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtDuration */ .c5)(testRun.durationSeconds);
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
        return RATE_INPUTS.has(check.input) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(value) : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(value);
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
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLabel */ .v8)(c).icon,
    ]);
    return `### Gate checks\n\n${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Check', 'Threshold', 'Actual', 'Result'], rows)}`;
}
/** The probes shown under the current plan (passed ones may be left out). */
function shownProbes(ctx) {
    if (ctx.plan.passedProbes)
        return ctx.report.probeRuns;
    return ctx.report.probeRuns.filter((p) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .probeOutcome */ .tB)(p) !== 'passed');
}
function probeDelta(report, probe) {
    const d = report.baseline?.probeDeltas.find((x) => x.name === probe.name);
    return d ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtDelta */ .OJ)(d.delta) : '—';
}
/** The fail rate's definition, stated once under the probe table. */
const FAIL_RATE_NOTE = '*Fail rate*: failed test cases that count against the gate (ignored ones never, accepted ones only with `count-accepted-risk`) over passed and failed test cases.';
/**
 * A probe's status: when the gate passed, a probe with findings is not shown as a failure
 * (a red mark under a green verdict reads as a contradiction), only as its count.
 */
function statusCell(report, p) {
    if (report.gate.verdict === 'pass' && (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .probeOutcome */ .tB)(p) === 'failed')
        return (0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(p.failed, 'finding');
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .probeOutcomeLabel */ .TW)(p);
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
            const row = [name, ctx.cell(p.category), statusCell(report, p), (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(p.passed)];
            row.push((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(p.failed), (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(p.errors), `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(p.accepted)} / ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(p.ignored)}`);
            row.push((0,_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtRateCi */ .cO)(p));
            if (report.baseline)
                row.push(probeDelta(report, p));
            return row;
        });
        out.push((0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(headers, rows));
        out.push(FAIL_RATE_NOTE);
    }
    if (left > 0)
        out.push(`${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(left, 'passed probe is', 'passed probes are')} not listed.`);
    out.push(totalsLine(report));
    return out.join('\n\n');
}
/** `**Totals:** 100 test cases · 86 passed · 11 failed (1 accepted, 1 ignored) · ...`. */
function totalsLine(report) {
    const t = report.totals;
    const triage = t.accepted + t.ignored > 0
        ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(t.accepted)} accepted, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(t.ignored)} ignored)`
        : '';
    return [
        `**Totals:** ${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.total, 'test case')}`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(t.processed)} processed`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(t.passed)} passed`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(t.failed)} failed${triage}`,
        `${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.errors, 'error')}`,
        `fail rate ${(0,_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtRateCi */ .cO)(t)}`,
        `error rate ${(0,_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtErrorRate */ .GM)(t)}`,
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
        : `score ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(b.overallScore)} → ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(ctx.report.scores.overall)} (**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtDelta */ .OJ)(b.scoreDelta)}**)`;
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
        const shown = cap < n ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(cap)} shown)` : '';
        out.push(`**${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'new failure')}**${shown}: attacks that fail now and passed or were absent in the baseline.`);
        if (cap > 0) {
            const rows = b.newFailures
                .slice(0, cap)
                .map((f) => [ctx.cell(f.probe), ctx.cell(f.attackId)]);
            out.push((0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Probe', 'Attack'], rows));
        }
    }
    if (b.categoryDeltas.length > 0) {
        const rows = b.categoryDeltas.map((d) => [
            ctx.cell(d.name),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(d.baseline),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(d.current),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtDelta */ .OJ)(d.delta),
        ]);
        out.push((0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Category', 'Baseline', 'Now', 'Δ'], rows));
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
    const runs = p.runs.map((r) => `${r.testRunId} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(r.overallScore)})`).join(', ');
    const range = p.scoreRange
        ? `; scores ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(p.scoreRange[0])}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtScore */ .M8)(p.scoreRange[1])}`
        : '';
    const widest = [...p.probeSpread].sort((x, y) => y.high - y.low - (x.high - x.low))[0];
    const spread = widest
        ? `; widest spread ${ctx.code(widest.name)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(widest.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtPct */ .pT)(widest.high)} fail rate`
        : '';
    return `Baseline runs${where} (run id and score): ${runs}${range}${spread}.`;
}
const side = (s) => s === null
    ? '—'
    : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(s.failed)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtInt */ .L5)(s.judged)}${s.judged > 0 ? ` (${(0,_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtRatio */ .lj)(s.failed, s.judged)})` : ''}`;
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
    return `${head}\n\n${(0,_markdown_context_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Probe', 'Baseline', 'Now', 'p', 'Change'], rows)}`;
}
/** Probes with active failures, for the short summary. */
function failingProbeCount(report) {
    return report.probeRuns.filter((p) => activeFailures(p) > 0).length;
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
