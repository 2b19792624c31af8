export const id = 760;
export const ids = [760];
export const modules = {

/***/ 50760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XG: () => (/* binding */ collectProbeRuns),
  Zi: () => (/* reexport */ toProbeRunReport)
});

// UNUSED EXPORTS: REREAD_WINDOW_MS, labelReader

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/api/index.ts + 16 modules
var api = __webpack_require__(58638);
;// CONCATENATED MODULE: ./src/scan/collect/ai-analysis.ts
/**
 * A probe run's AI analysis: from its detail (docs/platform.md 4.15) when finished, else read
 * (4.17) and, when nobody asked for it yet, requested (4.16), polling until ready or out of time.
 */

/** Why: the analysis usually lands within a minute or two of the run; past this it is reported missing. */
const AI_ANALYSIS_WAIT_MS = 180_000;
const AI_ANALYSIS_POLL_MS = 3_000;
/** The analysis (overview and attack clusters) as the report holds it. */
function fromMethods(overview, items) {
    return {
        overview: overview ?? null,
        clusters: (items ?? [])
            .filter((i) => typeof i?.name === 'string')
            .map((i) => ({
            name: i.name,
            description: typeof i.description === 'string' ? i.description : null,
            failRate: typeof i.data?.failRate === 'number' ? i.data.failRate : null,
            failedTestCaseCount: typeof i.data?.failedTestCaseCount === 'number' ? i.data.failedTestCaseCount : null,
            totalTestCaseCount: typeof i.data?.totalTestCaseCount === 'number' ? i.data.totalTestCaseCount : null,
            ...criticalOf(i),
        })),
    };
}
/** The cluster's critical test case ids, when it names any. */
function criticalOf(i) {
    const ids = (i.data?.criticalTestCaseIds ?? []).filter((n) => Number.isInteger(n));
    return ids.length > 0 ? { criticalTestCaseIds: ids } : {};
}
const ready = (a) => a !== null && typeof a.overview === 'string' && a.overview.trim() !== '';
/**
 * Reads the analysis (docs/platform.md 4.17), triggering it (4.16) when nobody asked yet, polling
 * until ready or out of time.
 */
async function fetchAnalysis(ctx, probeRunId, o = {}) {
    const until = Math.min(ctx.deadline, ctx.clock.now() + AI_ANALYSIS_WAIT_MS);
    let triggered = ctx.analysisRequested;
    // The probe run's detail (docs/platform.md 4.15) has just said the analysis is not finished: when
    // it was asked for already, reading it (4.17) at once would only say so again. A detail read
    // while the run was awaited (read-ahead.ts) said so long ago: the analysis is read at once.
    if (triggered && !o.readEarly) {
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
    for (;;) {
        let analysis = null;
        try {
            analysis = await ctx.client.getAiAnalysis(ctx.workspaceId, probeRunId, {
                signal: ctx.signal,
                deadline: until,
            });
        }
        catch (err) {
            if (!(err instanceof api/* NotFoundError */.m_)) {
                ctx.log.debug(`AI analysis of probe run ${probeRunId}: ${err.message}`);
            }
        }
        if (ready(analysis))
            return fromMethods(analysis?.overview, analysis?.attackClusters);
        if (!triggered) {
            triggered = true;
            try {
                await ctx.client.triggerAiAnalysis(ctx.workspaceId, probeRunId, {
                    signal: ctx.signal,
                    deadline: until,
                });
            }
            catch (err) {
                ctx.log.debug(`Could not request the AI analysis of probe run ${probeRunId}: ${err.message}`);
                return null;
            }
        }
        if (ctx.clock.now() + AI_ANALYSIS_POLL_MS > until)
            return null;
        await ctx.clock.sleep(AI_ANALYSIS_POLL_MS, ctx.signal);
    }
}

// EXTERNAL MODULE: ./src/scan/budget.ts
var budget = __webpack_require__(61392);
// EXTERNAL MODULE: ./src/scan/evidence/invariants.ts
var invariants = __webpack_require__(43586);
// EXTERNAL MODULE: ./src/scan/evidence/counts.ts
var evidence_counts = __webpack_require__(13483);
;// CONCATENATED MODULE: ./src/scan/evidence/probe-run.ts
/**
 * One probe run's detail checked against itself, its listed test cases and the status entry
 * that made the run final. The counts it returns are the platform's own: nothing downstream
 * raises, lowers or re-derives them; a contradiction is a breach instead.
 */



const num = (v) => (typeof v === 'number' ? v : null);
function identityBreaches(d, asked, where, out) {
    const probeRunId = num(d.probeRunId);
    if (probeRunId !== asked.probeRunId)
        out.push((0,invariants/* broken */.mw)('ids-agree', `${where}: the platform answered for probe run ${probeRunId ?? 'with no id'} when asked for probe run ${asked.probeRunId}`));
    const scanRunId = num(d.scanRunId);
    if (scanRunId !== null && scanRunId !== asked.testRunId)
        out.push((0,invariants/* broken */.mw)('run-identity', `${where} belongs to test run ${scanRunId}, not to test run ${asked.testRunId}`));
    const probeId = num(d.probeId);
    if (probeId !== null && asked.probeId !== null && probeId !== asked.probeId)
        out.push((0,invariants/* broken */.mw)('ids-agree', `${where} is of probe ${probeId}, but the status list named probe ${asked.probeId}`));
}
/** passed, failed and errors each equal to the listed cases of that status. */
function caseBreaches(c, cases, where, out) {
    if (cases.unknown.size > 0) {
        const words = [...cases.unknown].map(([w, n]) => `"${w}" (${n})`).join(', ');
        out.push((0,invariants/* transient */["do"])('case-status-known', `${where}: unknown test case status ${words}; such a case is neither passed nor failed`));
    }
    if (cases.listed === null)
        return;
    const pairs = [
        ['passedCount', c.passed, cases.passed],
        ['failedCount', c.failed, cases.failed],
        ['errorCount', c.errors, cases.errors],
    ];
    for (const [field, count, seen] of pairs)
        if (count !== seen)
            out.push((0,invariants/* transient */["do"])('counts-match-cases', `${where}: ${field} says ${count} but ${seen} of the ${cases.listed} listed test cases have that status`));
}
/** The detail against the status entry that made the run final: never behind it. */
function lagBreaches(c, entry, where, out) {
    const pairs = [
        ['processed', c.processed, entry.processedCount],
        ['passed', c.passed, entry.passedCount],
        ['failed', c.failed, entry.failedCount],
        ['errors', c.errors, entry.errorCount],
    ];
    for (const [field, mine, theirs] of pairs)
        if (typeof theirs === 'number' && mine < theirs)
            out.push((0,invariants/* transient */["do"])('detail-not-behind', `${where}: its detail shows ${mine} ${field} where the final status showed ${theirs} (a lagging read)`));
}
/**
 * Checks one probe run's detail; returns its counts and every breach. The counts are usable
 * only when there is no breach.
 */
function checkProbeRun(d, cases, asked) {
    // Every message here starts with the probe run.
    const where = (0,evidence_counts/* capital */.Nx)((0,invariants/* probeRunLabel */.IV)(num(d.probeRunId) ?? asked.probeRunId, d.probeName ?? null));
    const out = [];
    identityBreaches(d, asked, where, out);
    const raw = (0,evidence_counts/* readCounts */.ZQ)(d, where, out);
    const sum = raw.passedCount + raw.failedCount + raw.errorCount;
    const counts = {
        total: raw.totalCount,
        processed: (0,evidence_counts/* processedOf */._H)(raw),
        passed: raw.passedCount,
        failed: raw.failedCount,
        errors: raw.errorCount,
        // A risk is accepted only where the count and the listed cases both say so: accepted
        // risks lighten the count checks, so the smaller of the two fails closed.
        accepted: cases.listed === null ? raw.acceptedCount : Math.min(raw.acceptedCount, cases.accepted),
    };
    const state = (0,api/* normalizeRunStatus */.vI)(d.status);
    if (!(0,api/* isTerminal */.Hd)(state))
        out.push((0,invariants/* transient */["do"])('probe-run-final', `${where}: its detail says ${d.status ?? 'no status'}`));
    else if (state !== 'completed')
        out.push((0,invariants/* broken */.mw)('probe-run-completed', `${where} ended ${d.status} after ${counts.processed} of ${counts.total} test cases: the rest never ran`));
    if (counts.processed > counts.total || counts.accepted > counts.failed)
        out.push((0,invariants/* broken */.mw)('counts-within-total', `${where} counts ${counts.passed} passed + ${counts.failed} failed + ${counts.errors} errors (processed ${counts.processed}, accepted ${counts.accepted}) against a total of ${counts.total}`));
    else if ((0,api/* isTerminal */.Hd)(state) && counts.processed < counts.total)
        out.push((0,invariants/* transient */["do"])('processed-equals-total', `${where} processed ${counts.processed} of ${counts.total} test cases`));
    else if (sum !== counts.processed)
        out.push((0,evidence_counts/* unbalanced */.gw)(where, sum, counts.processed));
    caseBreaches(counts, cases, where, out);
    if (asked.entry)
        lagBreaches(counts, asked.entry, where, out);
    return { counts, breaches: out };
}

// EXTERNAL MODULE: ./src/scan/verdict/counts.ts
var verdict_counts = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/scan/run/redact-facts.ts
var redact_facts = __webpack_require__(50112);
;// CONCATENATED MODULE: ./src/scan/evidence/probe-run-report.ts
/**
 * A probe run's detail as the report model holds it: its failed and errored test cases kept
 * whole (text interned, labels shared), its counts checked by the evidence invariants.
 */







const str = (v) => (typeof v === 'string' ? v : null);
/**
 * One copy of each repeated text: JSON.parse gives every case its own copy of its strategy,
 * red teamer, variation and labels, and a huge run keeps hundreds of thousands of findings. Per
 * probe run, so the table never outlives it. `fresh` is told each text the first time it is seen.
 */
function interner(fresh) {
    const seen = new Map();
    return (v) => {
        if (typeof v !== 'string')
            return null;
        const kept = seen.get(v);
        if (kept !== undefined)
            return kept;
        fresh(v);
        seen.set(v, v);
        return v;
    };
}
/**
 * The failed and errored test cases, kept whole, and what all the listed cases show: `listed`
 * is how many the answer listed (the passed ones are counted by the schema, not kept).
 */
function readCases(results, listed, redactor) {
    const failedTestCases = [];
    const seen = {
        listed,
        passed: 0,
        failed: 0,
        errors: 0,
        accepted: 0,
        unknown: new Map(),
    };
    const secrets = new redact_facts/* SecretWatch */.sJ(redactor);
    const one = interner(secrets.look);
    const labels = labelReader(one);
    let unknown = 0;
    for (const tc of results) {
        const outcome = (0,api/* normalizeCaseStatus */.C3)(tc.status);
        if (outcome === 'unknown') {
            const word = str(tc.status) ?? '(none)';
            seen.unknown.set(word, (seen.unknown.get(word) ?? 0) + 1);
            unknown++;
        }
        if (outcome !== 'failed' && outcome !== 'error')
            continue;
        if (outcome === 'failed')
            seen.failed++;
        else
            seen.errors++;
        const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
        if (accepted)
            seen.accepted++;
        // Frozen, and so is the list: nothing changes a collected case (later steps copy what
        // they change), so the redaction can trust a list it found clean.
        const attackId = str(tc.attackId);
        secrets.look(attackId);
        failedTestCases.push(Object.freeze({
            id: typeof tc.id === 'number' ? tc.id : null,
            attackId,
            attempt: typeof tc.attempt === 'number' ? tc.attempt : null,
            outcome,
            status: one(tc.status),
            strategy: one(tc.strategy),
            redTeamer: one(tc.redTeamer),
            variation: one(tc.variation),
            redTeamerLabels: labels(tc.redTeamerLabels),
            riskAccepted: accepted,
            ignored: null,
        }));
    }
    if (seen.listed !== null)
        seen.passed = seen.listed - seen.failed - seen.errors - unknown;
    const list = Object.freeze(failedTestCases);
    secrets.vouch(list);
    return { failedTestCases: list, seen };
}
/**
 * Maps a probe run (docs/platform.md 4.15) onto the report model, keeping only failed and
 * errored test cases, with every breach of the evidence invariants (evidence/probe-run.ts).
 * The counts are the platform's own: with a breach, the report is not to be judged.
 */
function checkedProbeRunReport(detail, ref, ctx) {
    const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
    const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
    const listed = typeof detail.listedCaseCount === 'number' ? detail.listedCaseCount : null;
    const { failedTestCases, seen } = readCases(detail.testCaseResults ?? [], listed, ctx.redactor);
    const asked = { testRunId: ctx.testRunId, probeRunId: ref.probeRunId, probeId: ref.probeId };
    const { counts, breaches } = checkProbeRun(detail, seen, { ...asked, entry: ref.entry });
    const { total, processed, passed, failed, errors, accepted } = counts;
    const catalogued = probeId !== null ? ctx.catalogue.get(probeId) : undefined;
    const report = {
        probeRunId,
        probeId,
        name: str(detail.probeName) ?? ref.probeName ?? catalogued?.name ?? `probe ${probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        ...(catalogued?.tags?.length ? { tags: [...catalogued.tags] } : {}),
        weight: probeId !== null ? (ctx.weights.get(probeId) ?? null) : null,
        status: (0,api/* normalizeRunStatus */.vI)(detail.status),
        rawStatus: str(detail.status),
        url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
        total,
        processed,
        passed,
        failed,
        errors,
        accepted,
        ignored: 0,
        ...(0,verdict_counts/* computeRates */.po)({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
        aiAnalysis: analysisOf(detail, ctx.aiAnalysis),
        remediation: remediationOf(detail),
        ...auditOf(detail.testCaseResults ?? []),
        failedTestCases,
    };
    return { report, breaches };
}
/** Most review entries kept per probe run: the platform's reviews are made by hand. */
const MAX_AUDIT_ENTRIES = 10_000;
/** Who accepted a risk or edited a status on the platform, case by case, when any did. */
function auditOf(results) {
    const audit = [];
    for (const tc of results) {
        if (audit.length >= MAX_AUDIT_ENTRIES)
            break;
        const base = {
            testCaseId: typeof tc.id === 'number' ? tc.id : null,
            attackId: str(tc.attackId),
        };
        if (tc.isRiskAccepted === true || str(tc.riskAcceptedBy) !== null)
            audit.push({
                ...base,
                action: 'risk-accepted',
                by: str(tc.riskAcceptedBy),
                at: str(tc.riskAcceptedDate),
            });
        if (str(tc.editedStatusBy) !== null || str(tc.editedStatusDate) !== null)
            audit.push({
                ...base,
                action: 'status-edited',
                by: str(tc.editedStatusBy),
                at: str(tc.editedStatusDate),
            });
    }
    return audit.length > 0 ? { audit } : {};
}
/** {@link checkedProbeRunReport} whose breaches, transient or not, go to `ctx.invalid`. */
function toProbeRunReport(detail, ref, ctx) {
    const { report, breaches } = checkedProbeRunReport(detail, ref, ctx);
    ctx.invalid.push(...breaches.map((b) => (0,invariants/* breachSentence */.NS)(b, false)));
    return report;
}
function remediationOf(detail) {
    return [...(detail.remediation?.tasks ?? []), ...(detail.remediation?.dynamicTasks ?? [])]
        .filter((t) => typeof t?.name === 'string')
        .map((t) => ({
        name: t.name,
        details: str(t.details),
        completed: t.completed === true,
        type: str(t.type),
        ...(str(t.appliedBy) !== null ? { appliedBy: str(t.appliedBy) } : {}),
        ...(str(t.appliedDate) !== null ? { appliedDate: str(t.appliedDate) } : {}),
    }));
}
function analysisOf(detail, wanted) {
    return wanted && detail.isAiAnalysisFinished === true && detail.aiAnalysis
        ? fromMethods(detail.aiAnalysis.overview, detail.aiAnalysis.methods)
        : null;
}
/**
 * A probe run known only from the status endpoint (its detail could not be read): counts, no
 * test cases. Its entry passed the status list's invariants before the wait ended.
 */
function fromStatusEntry(entry, ref, ctx) {
    const where = (0,invariants/* probeRunLabel */.IV)(ref.probeRunId, ref.probeName);
    const c = (0,evidence_counts/* readCounts */.ZQ)(entry, where, []);
    const passed = c.passedCount;
    const failed = c.failedCount;
    const errors = c.errorCount;
    const processed = (0,evidence_counts/* processedOf */._H)(c);
    const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
    return {
        probeRunId: ref.probeRunId,
        probeId: ref.probeId,
        name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
        category: catalogued?.category ?? null,
        ...(catalogued?.tags?.length ? { tags: [...catalogued.tags] } : {}),
        weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
        status: (0,api/* normalizeRunStatus */.vI)(entry.status),
        rawStatus: str(entry.status),
        url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
        total: c.totalCount,
        processed,
        passed,
        failed,
        errors,
        // Unknown without the detail: 0 counts every failure against the gate (fails closed).
        accepted: 0,
        ignored: 0,
        ...(0,verdict_counts/* computeRates */.po)({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
        aiAnalysis: null,
        remediation: [],
        failedTestCases: [],
    };
}
function stringMap(v) {
    if (!v || typeof v !== 'object')
        return {};
    const out = {};
    for (const [k, val] of Object.entries(v))
        if (typeof val === 'string')
            out[k] = val;
    return out;
}
/** The node after `text`, made when new. */
function step(node, text) {
    let next = node.next.get(text);
    if (next === undefined)
        node.next.set(text, (next = { next: new Map() }));
    return next;
}
/**
 * Labels as stringMap reads them, one frozen object per distinct set in a probe run: the
 * cases of a probe run share a few sets. Frozen, so that no one changes them all.
 * Two sets are one when their string entries are the same, in the same order (the order
 * shows in the reports): they are looked up entry by entry, key then value, in a tree of
 * maps. A key made of the entries' text (a string built, then hashed, for every case) cost
 * 0.17 s of a 250,000-case run on loopback.
 */
function labelReader(one) {
    const root = { next: new Map() };
    return (v) => {
        let node = root;
        if (v && typeof v === 'object')
            for (const k of Object.keys(v)) {
                const value = v[k];
                if (typeof value === 'string')
                    node = step(step(node, k), value);
            }
        if (node.set !== undefined)
            return node.set;
        const labels = stringMap(v);
        for (const k of Object.keys(labels)) {
            // A key is a text of the set too: `one` sees it (and keeps one copy of it).
            one(k);
            labels[k] = one(labels[k]);
        }
        return (node.set = Object.freeze(labels));
    };
}

;// CONCATENATED MODULE: ./src/scan/collect/collect.ts








/** First pause before a probe run's detail is read again after a transient breach. */
const REREAD_FIRST_MS = 1_000;
/** Longest pause between two reads of one probe run's detail. */
const REREAD_MAX_MS = 8_000;
/**
 * Why 30 s: a lagging replica catches up in seconds; a contradiction still there after this
 * long is the platform's answer, and the scan fails closed instead of waiting for its deadline.
 */
const REREAD_WINDOW_MS = 30_000;
/**
 * Fetches every probe run's detail (docs/platform.md 4.15) with bounded concurrency, plus its AI
 * analysis when asked. Only failed and errored test cases are read whole and kept
 * (getProbeRunFindings). Where the budget allows (freeLaneOnArrival), a lane is free again once its
 * answer's body has arrived: the next request goes out before that body is parsed, so the wire is
 * busy while the bodies that came are read. Memory still follows the lanes, not the run.
 */
async function collectProbeRuns(ctx, refs, warnings) {
    const totals = refs.map((r) => r.entry?.totalCount);
    const lanes = (0,budget/* probeRunConcurrency */.hs)(totals);
    const wire = (0,p_limit/* default */.A)(lanes);
    const early = (0,budget/* freeLaneOnArrival */.Dj)(totals);
    const shape = ctx.shape ?? ((run) => run);
    const analyses = (0,p_limit/* default */.A)(lanes);
    const missingAnalysis = [];
    const allRequested = (0,budget/* besideLastAnswers */.aT)(totals) ? ctx.onAllRequested : undefined;
    let unrequested = refs.filter((r) => r.probeRunId !== null).length;
    const requested = () => {
        if (--unrequested === 0)
            allRequested?.();
    };
    if (unrequested === 0)
        allRequested?.();
    const one = async (ref) => {
        if (ref.probeRunId === null)
            return null;
        const read = await readChecked(ctx, { ...ref, probeRunId: ref.probeRunId }, { wire, early, requested });
        if ('error' in read) {
            // Dropping the probe run would undercount failures (R10): keep its status counts.
            const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
            warnings.push(`Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${read.error.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`);
            return stand && shape(stand);
        }
        const { report, detail, readEarly } = read;
        ctx.onDetail?.(detail);
        if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
            const id = ref.probeRunId;
            report.aiAnalysis = await analyses(() => fetchAnalysis(ctx, id, { readEarly }));
            if (report.aiAnalysis === null)
                missingAnalysis.push(report.name);
        }
        const shaped = shape(report);
        ctx.onProbeRun?.(shaped);
        return shaped;
    };
    const results = await Promise.all(refs.map(one));
    if (missingAnalysis.length > 0) {
        warnings.push(`AI analysis was not available in time for ${missingAnalysis.length} probe run(s): ${missingAnalysis.slice(0, 5).join(', ')}${missingAnalysis.length > 5 ? ', ...' : ''}.`);
    }
    return results.filter((r) => r !== null);
}
/**
 * One probe run's detail, checked (evidence/probe-run.ts). A transient breach (a lagging
 * replica, a probe run still finishing) is read again, with growing pauses, for
 * {@link REREAD_WINDOW_MS} or until the deadline; then, or at once for any other breach,
 * every breach goes to `ctx.invalid`.
 */
async function readChecked(ctx, ref, lane) {
    let pause = REREAD_FIRST_MS;
    let first = true;
    const until = Math.min(ctx.deadline, ctx.clock.now() + REREAD_WINDOW_MS);
    for (;;) {
        const requested = first ? lane.requested : () => undefined;
        const early = first ? await earlyRead(ctx, ref) : undefined;
        const readEarly = early !== undefined;
        first = false;
        if (early)
            requested();
        const detail = early ?? (await readDetail(ctx, ref.probeRunId, { ...lane, requested }));
        if ('error' in detail)
            return detail;
        const { report, breaches } = checkedProbeRunReport(detail.ok, ref, ctx);
        // An early read that breaks anything is not judged: the probe run is read again now.
        if (readEarly && breaches.length > 0)
            continue;
        const retryable = breaches.length > 0 && breaches.every((b) => b.transient);
        const atDeadline = ctx.clock.now() + pause > until;
        if (!retryable || atDeadline) {
            ctx.invalid.push(...breaches.map((b) => (0,invariants/* breachSentence */.NS)(b, atDeadline)));
            return { report, detail: detail.ok, readEarly };
        }
        ctx.log.info(`${breaches[0]?.message ?? 'A probe run is not final yet'}: reading it again in ${pause / 1000} s.`);
        await ctx.clock.sleep(pause, ctx.signal);
        pause = Math.min(REREAD_MAX_MS, pause * 2);
    }
}
/** The detail read during the wait for this very entry, when that read succeeded. */
async function earlyRead(ctx, ref) {
    const held = ctx.early?.take(ref);
    if (!held)
        return undefined;
    try {
        const ok = await held;
        return ok ? { ok } : undefined;
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        if (ctx.signal?.aborted)
            throw ctx.signal.reason;
        return undefined;
    }
}
/**
 * One probe run's detail, holding a lane of `wire` from the request until it is read; with
 * `early`, only until its body has arrived, and then a turn of the event loop lets the next
 * request go out before this body is parsed. `requested` is told once the request is sent. A
 * failed read is returned, not thrown, unless it stops the scan.
 */
async function readDetail(ctx, probeRunId, lane) {
    const { wire, early } = lane;
    let read;
    await wire(() => new Promise((arrived) => {
        read = ctx.client.getProbeRunFindings(ctx.workspaceId, probeRunId, {
            signal: ctx.signal,
            deadline: ctx.deadline,
            onBody: early
                ? async () => {
                    arrived();
                    await (0,promises_.setImmediate)();
                }
                : undefined,
        });
        read.then(() => arrived(), () => arrived());
        lane.requested();
    }));
    try {
        return { ok: await read };
    }
    catch (err) {
        if ((0,api/* isCredentialError */._j)(err))
            throw err;
        // Interrupted: the scan stops; this is no "detail unavailable" (R29).
        if (ctx.signal?.aborted)
            throw ctx.signal.reason;
        return { error: err };
    }
}


/***/ }),

/***/ 13483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nx: () => (/* binding */ capital),
/* harmony export */   ZQ: () => (/* binding */ readCounts),
/* harmony export */   _H: () => (/* binding */ processedOf),
/* harmony export */   gw: () => (/* binding */ unbalanced)
/* harmony export */ });
/* unused harmony export PLATFORM_COUNT_FIELDS */
/* harmony import */ var _invariants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43586);
/** A probe run's count fields as the platform sends them (status entry or detail), read once. */

/** The count fields of a probe run as the platform names them (docs/platform.md 2.6). */
const PLATFORM_COUNT_FIELDS = [
    'totalCount',
    'processedCount',
    'passedCount',
    'failedCount',
    'errorCount',
    'acceptedCount',
];
/** Counts without which a probe run cannot be judged: missing or null is invalid data. */
const REQUIRED = new Set(['passedCount', 'failedCount']);
/**
 * Reads the count fields: a missing or null optional count is 0; a missing required one, or
 * a negative, fractional or non-numeric count, is a `counts-valid` breach in `breaches`,
 * naming the probe run and the field.
 */
function readCounts(source, where, breaches) {
    const out = {};
    for (const field of PLATFORM_COUNT_FIELDS) {
        const v = source[field];
        out[field] = 0;
        if (v === null || v === undefined) {
            if (REQUIRED.has(field))
                breaches.push((0,_invariants_js__WEBPACK_IMPORTED_MODULE_0__/* .broken */ .mw)('counts-valid', `${capital(where)}: ${field} is missing`));
        }
        else if (typeof v === 'number' && Number.isInteger(v) && v >= 0)
            out[field] = v;
        else
            breaches.push((0,_invariants_js__WEBPACK_IMPORTED_MODULE_0__/* .broken */ .mw)('counts-valid', `${capital(where)}: ${field} is ${JSON.stringify(v)}, not a whole number of test cases`));
    }
    return out;
}
/**
 * Test cases processed: `processedCount` when the platform gives it, never fewer than the
 * cases counted passed, failed or errored (a platform may leave processedCount out).
 */
function processedOf(c) {
    return Math.max(c.processedCount, c.passedCount + c.failedCount + c.errorCount);
}
/** passed + failed + errors short of or beyond processed: a count left out or counted twice. */
const unbalanced = (where, sum, processed) => (0,_invariants_js__WEBPACK_IMPORTED_MODULE_0__/* .transient */ ["do"])('processed-equals-total', `${where}: passed + failed + errors is ${sum}, processed is ${processed}`);
/** Starts a sentence with a capital letter. */
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);


/***/ }),

/***/ 43586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IV: () => (/* binding */ probeRunLabel),
/* harmony export */   NS: () => (/* binding */ breachSentence),
/* harmony export */   "do": () => (/* binding */ transient),
/* harmony export */   lC: () => (/* binding */ BREACH_ADVICE),
/* harmony export */   mw: () => (/* binding */ broken)
/* harmony export */ });
/* unused harmony export INVARIANTS */
/**
 * The invariants a run must satisfy before the gate judges it: the one catalogue of what the
 * platform's answers have to agree on. Each check in this folder reports a breach of one of
 * these, naming the probe run, the field and both values; docs/verdict.md lists them.
 *
 * A breach is transient when a later read may clear it (a run still finishing, a lagging
 * replica): the scan reads again until its deadline, and only then fails closed. Any other
 * breach fails closed at once: the verdict is `error`, never a pass.
 */
const INVARIANTS = {
    'run-identity': 'The run followed is the one this scan created: its id is listed for the target under the unique name the scan gave it, and every answer (status, probe run) names that id.',
    'probe-run-listed': 'Every probe run of the run is listed with its probeRunId and probeId.',
    'probe-coverage': 'Every requested probe has exactly one probe run, matched by probe id, and no probe run is of a probe that was not requested.',
    'probe-run-final': 'Every probe run has ended: its status is final, in the status list and in its detail.',
    'probe-run-completed': 'Every probe run ended completed: a probe run that ended cancelled, failed or in error ran only part of its test cases.',
    'processed-equals-total': 'Every probe run processed all of its planned test cases, and passed + failed + errors = processed.',
    'counts-valid': 'Every count is a whole number of test cases (passedCount and failedCount given).',
    'counts-within-total': 'No count exceeds the planned total: passed + failed + errors <= total, accepted <= failed.',
    'counts-match-cases': 'When test cases are listed, passed, failed and errors each equal the listed cases of that status (accepted risks count only where the count and the cases agree).',
    'case-status-known': 'Every listed test case has a status word the tool knows.',
    'detail-not-behind': "A probe run's detail is never behind the final status entry: no fewer processed, passed, failed or errored cases.",
    'ids-agree': 'The detail answers for the probe run asked for, of the probe the status list named.',
};
/** A breach that a later read may clear. */
const transient = (invariant, message) => ({
    invariant,
    transient: true,
    message,
});
/** A breach no later read can clear. */
const broken = (invariant, message) => ({
    invariant,
    transient: false,
    message,
});
/** The sentence for a breach in a final verdict: what broke, and what to do. */
function breachSentence(b, atDeadline) {
    const tail = atDeadline && b.transient ? ' (still so at the deadline)' : '';
    return `${b.message}${tail} (invariant ${b.invariant}).`;
}
/** The last sentence of a verdict that breaches broke: what to do about it. */
const BREACH_ADVICE = "The platform's answers about this run contradict each other, so it cannot be judged: re-run the scan; if it happens again, send these lines to the platform's support.";
/** How to read a probe run in a message: `probe run 1815 (Jailbreak)`. */
function probeRunLabel(id, name, index) {
    const which = id !== null ? String(id) : index !== undefined ? `entry ${index + 1}` : '?';
    return `probe run ${which} (${name ?? 'unnamed'})`;
}


/***/ }),

/***/ 50112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ scanRedactor),
/* harmony export */   sJ: () => (/* binding */ SecretWatch),
/* harmony export */   tN: () => (/* binding */ redactFacts)
/* harmony export */ });
/* harmony import */ var _api_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22799);

/**
 * The redaction step (R26): every secret the tool knows (config.secrets: the API key, the
 * GitHub token, the target file's secrets), in its plain, URL-encoded and base64 forms, is
 * replaced in all platform text the scan collected (names, scores, baseline, benchmarks,
 * warnings) before the gate and any renderer see it, so every output (files, summary, comment,
 * tracking issue, outputs, log lines) inherits it. The probe runs (test cases, AI analysis,
 * remediation) were redacted as each was collected (triage/shape.ts) and are kept as they are;
 * so is the configuration: it is ours, and holds the secrets.
 */
function redactFacts(facts) {
    const redactor = scanRedactor(facts.config.secrets);
    if (redactor.empty)
        return facts;
    const { config, probeRuns, ...platformText } = facts;
    return { ...redactor.scrubDeep(platformText), probeRuns, config };
}
let last = null;
/**
 * The scan's redactor for these secrets: one for the collection, the probe-run steps
 * (triage/shape.ts) and the redaction step, so that a frozen list of cases found clean by one
 * (read as it was collected, or walked) the others need not walk again (Redactor's memory of
 * clean frozen lists). Keyed by the secrets themselves: a list that changed gets a new one.
 */
function scanRedactor(secrets) {
    const key = JSON.stringify(secrets);
    if (last?.key !== key)
        last = { key, redactor: new _api_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO(secrets) };
    return last.redactor;
}
/**
 * Whether any text shown to it holds one of the scan's secrets: the collection reads every
 * text of a probe run's cases once (a repeated one once per probe run), so that a list found
 * clean is trusted by the redaction step (R26) instead of walked again, case by case: 55-80 ms
 * of a 250k run.
 */
class SecretWatch {
    redactor;
    seen = false;
    constructor(redactor) {
        this.redactor = redactor;
    }
    look = (text) => {
        if (text !== null && !this.seen && this.redactor?.holds(text))
            this.seen = true;
    };
    /** Tells the redactor that `list` (frozen) holds no secret, when nothing was seen. */
    vouch(list) {
        const { redactor } = this;
        if (redactor === undefined || this.seen)
            return;
        // The keys of a case are texts of the list too (every case has the same ones).
        if (list.length > 0 && Object.keys(list[0]).some((key) => redactor.holds(key)))
            return;
        redactor.trust(list);
    }
}


/***/ }),

/***/ 70370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
