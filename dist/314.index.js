export const id = 314;
export const ids = [314,413,556];
export const modules = {

/***/ 47314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_REPORT_FORMATS: () => (/* reexport */ format_names/* DEFAULT_REPORT_FORMATS */.Eu),
  REPORT_FILE_NAMES: () => (/* reexport */ format_names/* REPORT_FILE_NAMES */.Hj),
  REPORT_FORMATS: () => (/* reexport */ format_names/* REPORT_FORMATS */.EL),
  isReportFormat: () => (/* reexport */ format_names/* isReportFormat */._S),
  renderFormat: () => (/* binding */ renderFormat),
  renderFormatChunks: () => (/* binding */ renderFormatChunks),
  reportFormatOf: () => (/* reexport */ format_names/* reportFormatOf */.zX)
});

// EXTERNAL MODULE: ./src/report/format.ts
var report_format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/json-pieces.ts
var json_pieces = __webpack_require__(76044);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
;// CONCATENATED MODULE: ./src/report/sarif/rules.ts
/**
 * SARIF rules: one per probe, with a severity from the probe's weight (or, when unknown, the
 * run's risk band) and help text in sanitised Markdown (AI analysis and remediation).
 */




/** GitHub's security-severity scale (0-10): >= 9 critical, >= 7 high, >= 4 medium, else low. */
const WEIGHT_SEVERITY = { CRITICAL: 9.5, HIGH: 8.0, MEDIUM: 5.5, LOW: 3.0 };
/** Fallback when the probe has no known weight: the run's overall risk band. */
const BAND_SEVERITY = { CRITICAL: 9.0, HIGH: 7.5, MEDIUM: 5.0, LOW: 3.0 };
/** Neither weight nor band known. */
const DEFAULT_SEVERITY = 5.0;
const weightSeverity = (probe) => probe.weight === null ? undefined : WEIGHT_SEVERITY[probe.weight.trim().toUpperCase()];
/** Security severity of a probe's findings: its weight, else the run's risk band, else 5.0. */
function probeSeverity(probe, band) {
    return weightSeverity(probe) ?? (band === null ? DEFAULT_SEVERITY : BAND_SEVERITY[band]);
}
/**
 * What is known of a probe's severity before the run's risk band is: its weight's, or `band`
 * (the same unknown value for every probe without a known weight), with the lowest and
 * highest it can be.
 */
function severityBeforeBand(probe) {
    const byWeight = weightSeverity(probe);
    if (byWeight !== undefined)
        return { key: byWeight, low: byWeight, high: byWeight };
    const possible = [...Object.values(BAND_SEVERITY), DEFAULT_SEVERITY];
    return { key: 'band', low: Math.min(...possible), high: Math.max(...possible) };
}
/** `error` from 7.0 (high, critical), `warning` from 4.0 (medium), else `note`. */
function severityLevel(severity) {
    if (severity >= 7)
        return 'error';
    if (severity >= 4)
        return 'warning';
    return 'note';
}
/** Plain text for SARIF strings: one line, cleaned (see `cleanText`), cut to `maxLength`. */
function sarifText(text, maxLength = 1_000) {
    return (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(text), maxLength);
}
/** Text for a SARIF `message`: like {@link sarifText}, `[` and `]` escaped (no embedded links). */
function sarifMessage(text, maxLength = 1_000) {
    return sarifText(text, maxLength).replace(/[[\]]/g, '\\$&');
}
/** `prompt-injection-v2` from any name; `probe` when nothing is left. */
function slug(name) {
    const s = name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60);
    return s === '' ? 'probe' : s;
}
/** The probe's rule id: `probe-gate/<probeId>`, or `probe-gate/<slug of name>` without one. */
function ruleIdBase(probe) {
    return probe.probeId === null ? `probe-gate/${slug(probe.name)}` : `probe-gate/${probe.probeId}`;
}
const MAX_TASKS = 20;
function helpMarkdown(probe) {
    const parts = [];
    const category = probe.category
        ? ` in category ${(0,sanitize/* inlineCode */.ti)(probe.category, { maxLength: 200 })}`
        : '';
    const weight = probe.weight ? `, weight ${(0,sanitize/* inlineCode */.ti)(probe.weight, { maxLength: 50 })}` : '';
    parts.push(`AI red-teaming probe ${(0,sanitize/* inlineCode */.ti)(probe.name, { maxLength: 200 })}${category}${weight}. A result is an attack that succeeded against the target.`);
    parts.push(`This run: ${(0,report_format/* fmtInt */.L5)(probe.passed)} passed, ${(0,report_format/* fmtInt */.L5)(probe.failed)} failed (${(0,report_format/* fmtInt */.L5)(probe.accepted)} accepted, ${(0,report_format/* fmtInt */.L5)(probe.ignored)} ignored), ${(0,report_format/* fmtInt */.L5)(probe.errors)} errors; fail rate ${(0,rates/* fmtRateCi */.cO)(probe)}.`);
    const overview = probe.aiAnalysis?.overview;
    if (overview)
        parts.push(`**AI analysis**\n\n${(0,sanitize/* plainText */.wh)(overview, { maxLength: 5_000 })}`);
    if (probe.remediation.length > 0) {
        const items = probe.remediation.slice(0, MAX_TASKS).map((t) => {
            const details = t.details
                ? `: ${(0,sanitize/* plainText */.wh)(t.details, { singleLine: true, maxLength: 2_000 })}`
                : '';
            return `- ${(0,sanitize/* plainText */.wh)(t.name, { singleLine: true, maxLength: 300 }) || 'Unnamed task'}${details}`;
        });
        parts.push(`**Remediation**\n\n${items.join('\n')}`);
    }
    return parts.join('\n\n');
}
function helpText(probe) {
    const lines = [`AI red-teaming probe ${sarifText(probe.name, 200)}.`];
    if (probe.aiAnalysis?.overview)
        lines.push(sarifText(probe.aiAnalysis.overview, 5_000));
    for (const t of probe.remediation.slice(0, MAX_TASKS)) {
        lines.push(`Remediation: ${sarifText(t.name, 300)}${t.details ? `: ${sarifText(t.details, 2_000)}` : ''}`);
    }
    return lines.join('\n');
}
/** Where a rule's help lives: the probe's page of this run on the platform, else the tool's. */
function ruleHelpUri(probe, informationUri) {
    return (0,sanitize/* safeLinkUrl */.Hp)(probe.url) ?? informationUri;
}
/** A SARIF reportingDescriptor for one probe. */
function probeRule(probe, id, report, informationUri = null) {
    const helpUri = ruleHelpUri(probe, informationUri);
    const severity = probeSeverity(probe, report.scores.band);
    const tags = ['security', 'ai-red-teaming'];
    const category = probe.category === null ? '' : (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(probe.category).trim(), 100);
    if (category !== '' && !tags.includes(category))
        tags.push(category);
    const name = sarifText(probe.name, 200);
    return {
        id,
        name,
        shortDescription: { text: `AI red-teaming probe: ${name}` },
        fullDescription: {
            text: `Attacks of the ${name} probe${category ? ` (category ${sarifText(category)})` : ''} that succeeded against the AI target.`,
        },
        help: { text: helpText(probe), markdown: helpMarkdown(probe) },
        ...(helpUri ? { helpUri } : {}),
        defaultConfiguration: { level: severityLevel(severity) },
        properties: {
            tags,
            'security-severity': severity.toFixed(1),
            precision: 'high',
            probeId: probe.probeId,
            weight: probe.weight,
        },
    };
}

;// CONCATENATED MODULE: ./src/report/sarif/results.ts
/**
 * SARIF results: which failed cases become results under GitHub's cap (selectResults), each
 * result's content (resultHead and resultBody), and the attack fingerprints code scanning
 * keys alerts on.
 */




/** Key of the partial fingerprint: bump the version if its inputs ever change. */
const FINGERPRINT_KEY = 'probeGate/v1';
/** The partial fingerprint code scanning keys alerts on. */
const LINE_HASH_KEY = 'primaryLocationLineHash';
/** The attack's identity across runs: attack id, else test case id, else its fields. */
function attackKey(tc) {
    if (tc.attackId !== null)
        return tc.attackId;
    if (tc.id !== null)
        return `test-case:${tc.id}`;
    return `fields:${tc.strategy ?? ''}|${tc.redTeamer ?? ''}|${tc.variation ?? ''}`;
}
/**
 * sha256 in hex. Node's one-shot `crypto.hash` (Node 20.12 and 21.7 on) where there is one:
 * 25,000 results hash in 6-9 ms with it, 20-80 ms with a Hash object each.
 */
const sha256Hex = typeof external_node_crypto_.hash === 'function'
    ? (text) => external_node_crypto_.hash('sha256', text, 'hex')
    : (text) => external_node_crypto_.createHash('sha256').update(text, 'utf8').digest('hex');
/** sha256 of `probeId|attackId` (probe name when the id is unknown): stable across runs. */
function attackFingerprint(probe, tc) {
    const probeKey = probe.probeId === null ? `name:${probe.name}` : String(probe.probeId);
    return sha256Hex(`${probeKey}|${attackKey(tc)}`);
}
/**
 * The attack's `primaryLocationLineHash`: its fingerprint in the shape code scanning uses
 * (16 hex digits, `:` and the occurrence), so each attack is one alert of its own.
 */
function attackLineHash(probe, tc) {
    return lineHashOf(attackFingerprint(probe, tc));
}
const lineHashOf = (fingerprint) => `${fingerprint.slice(0, 16)}:1`;
/**
 * {@link sarifText} of a value that repeats from case to case (strategy, status...), made
 * once per distinct value for one SARIF file; at most 4,096 values are kept.
 */
function repeatedText(maxLength) {
    return (0,report_format/* perText */.Vp)((text) => sarifText(text, maxLength), 4_096);
}
/**
 * A case's labels with keys and values cleaned; a frozen set (the collection shares one per
 * distinct set) is cleaned once for all the cases that carry it.
 */
const cleanLabels = (0,report_format/* perFrozen */.wE)((labels) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [sarifText(k, 200), sarifText(v, 500)])));
/**
 * A result's content after its rule and level (those depend on the whole run: the rules'
 * order, the risk band), from the probe run and the case alone.
 */
function resultBody(probe, tc, accepted, location, texts) {
    // One hash per attack for both fingerprints (each result's costliest part).
    const fingerprint = attackFingerprint(probe, tc);
    const result = {
        message: { text: resultMessage(probe, tc, accepted) },
        locations: resultLocations(location),
        partialFingerprints: {
            [LINE_HASH_KEY]: lineHashOf(fingerprint),
            [FINGERPRINT_KEY]: fingerprint,
        },
        properties: {
            attackId: tc.attackId === null ? null : texts.attackId(tc.attackId),
            testCaseId: tc.id,
            attempt: tc.attempt,
            status: tc.status === null ? null : texts.short(tc.status),
            strategy: tc.strategy === null ? null : texts.long(tc.strategy),
            redTeamer: tc.redTeamer === null ? null : texts.long(tc.redTeamer),
            variation: tc.variation === null ? null : texts.long(tc.variation),
            redTeamerLabels: cleanLabels(tc.redTeamerLabels),
            probeRunId: probe.probeRunId,
            riskAccepted: tc.riskAccepted,
        },
    };
    const viewer = texts.viewerOf(probe);
    if (viewer)
        result.hostedViewerUri = viewer;
    if (accepted)
        result.suppressions = ACCEPTED_SUPPRESSIONS;
    return result;
}
/** Where a result points: the one location every result has. */
const resultLocations = (location) => [
    { physicalLocation: { artifactLocation: location, region: { startLine: 1 } } },
];
/** What an accepted risk's result carries. */
const ACCEPTED_SUPPRESSIONS = [
    {
        kind: 'external',
        status: 'accepted',
        justification: 'Risk reviewed and accepted on the platform.',
    },
];
/** A result's message: the attack, its probe, how it was made, whether its risk was accepted. */
function resultMessage(probe, tc, accepted) {
    const detail = [
        tc.strategy ? `strategy ${tc.strategy}` : '',
        tc.redTeamer ? `red teamer ${tc.redTeamer}` : '',
        tc.variation ? `variation ${tc.variation}` : '',
    ].filter(Boolean);
    const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
    const text = `Attack ${attack} of probe ${probe.name} succeeded against the target${detail.length ? ` (${detail.join(', ')})` : ''}${accepted ? '; the risk was accepted on the platform' : ''}.`;
    return sarifMessage(text, 2_000);
}
/** The fields a result starts with, in their order: its rule and its level. */
function resultHead(c) {
    return {
        ruleId: c.ruleId,
        ruleIndex: c.ruleIndex,
        level: c.accepted ? 'note' : severityLevel(c.severity),
    };
}
/** The texts a SARIF file cleans once per distinct value (see {@link repeatedText}). */
function resultTexts() {
    // Each probe run's link is checked once, not once per result.
    const viewers = new Map();
    const viewerOf = (probe) => {
        let viewer = viewers.get(probe);
        if (viewer === undefined)
            viewers.set(probe, (viewer = (0,sanitize/* safeLinkUrl */.Hp)(probe.url)));
        return viewer;
    };
    return {
        attackId: (text) => sarifText(text, 500),
        short: repeatedText(100),
        long: repeatedText(500),
        viewerOf,
    };
}
/**
 * A kept candidate's result: its head (rule and level), then its body. The contract of the
 * result's text: the file writes it by template (result-text.ts `resultWriter`), held to
 * this by test/report/sarif-text.test.ts.
 */
function resultObject(c, location, texts) {
    return { ...resultHead(c), ...resultBody(c.probe, c.tc, c.accepted, location, texts) };
}
/** How many of a probe run's cases can become results: its active ones and accepted ones. */
function candidateCounts(probe) {
    let active = 0;
    let accepted = 0;
    for (const tc of probe.failedTestCases) {
        const triage = (0,report_format/* caseTriage */.Dd)(tc);
        if (triage === 'active')
            active += 1;
        else if (triage === 'accepted')
            accepted += 1;
    }
    return { active, accepted };
}
/** Candidates compete by kind (accepted after active) and severity: one class per pair. */
const classKey = (accepted, severity) => `${Number(accepted)}|${severity}`;
/**
 * The results written: every failed case that becomes a result (active or accepted), in the
 * report's order, at most `max` of them: active before accepted, most severe first, earlier
 * first among equals, then written in the report's order. Severity is the probe's, so the
 * choice is made per class (kind, severity) from counts, without holding or sorting every
 * candidate of a huge run: the first `quota` candidates of each class are kept,
 * where the classes, best first, take what is left of `max`.
 */
function selectResults(report, ruleOf, max) {
    // A probe's candidates are in two classes: its active cases, then its accepted ones.
    const probes = report.probeRuns.map((probe) => ({
        probe,
        severity: probeSeverity(probe, report.scores.band),
        ...candidateCounts(probe),
    }));
    const counts = new Map();
    let total = 0;
    for (const { severity, active, accepted } of probes) {
        for (const [isAccepted, n] of [[false, active], [true, accepted]]) {
            const key = classKey(isAccepted, severity);
            const entry = counts.get(key) ?? { accepted: isAccepted, severity, n: 0 };
            entry.n += n;
            counts.set(key, entry);
            total += n;
        }
    }
    const quota = new Map();
    let left = Math.max(0, max);
    const classes = [...counts.entries()].sort(([, a], [, b]) => Number(a.accepted) - Number(b.accepted) || b.severity - a.severity);
    for (const [key, { n }] of classes) {
        quota.set(key, Math.min(n, left));
        left -= Math.min(n, left);
    }
    // Written in the report's order: each probe's active cases, then its accepted ones (the
    // reading order of orderedCases), as many of each as its class has room for.
    const kept = [];
    for (const { probe, severity } of probes) {
        const { ruleId, ruleIndex } = ruleOf.get(probe);
        for (const accepted of [false, true]) {
            const key = classKey(accepted, severity);
            let room = quota.get(key) ?? 0;
            for (let i = 0; room > 0 && i < probe.failedTestCases.length; i += 1) {
                const tc = probe.failedTestCases[i];
                if ((0,report_format/* caseTriage */.Dd)(tc) !== (accepted ? 'accepted' : 'active'))
                    continue;
                kept.push({ probe, tc, ruleId, ruleIndex, severity, accepted });
                room -= 1;
            }
            quota.set(key, room);
        }
    }
    return { kept, total };
}
/** The run's invocation: success, times, and the report's warnings as notifications. */

;// CONCATENATED MODULE: ./src/report/sarif/result-text.ts
/**
 * A SARIF result's text by one template: the same bytes as `itemsText` of
 * `resultObject` (results.ts, the contract), without building the result's objects and
 * without `JSON.stringify` with indentation, which has no fast path in V8. What results
 * share is laid out once: the location, a frozen label set, the suppression of an accepted
 * risk; a string is quoted by `jsonString`. test/report/sarif-text.test.ts
 * holds it, and the bodies written by its second half, to the contract on hostile text.
 */



/**
 * Results as `itemsText(results, depth)` writes them, one at a time: each is
 * `\n<indent>{...}`, and a batch's text is its results joined by commas.
 */
function resultWriter(depth, location, texts) {
    const head = resultHeadWriter(depth);
    const body = resultBodyWriter(depth, location, texts);
    return (c) => `${head(c)}${body(c)}`;
}
/**
 * A result's text before its body: `\n<indent>{`, its rule and its level (see `resultHead`,
 * results.ts), each on its line.
 */
function resultHeadWriter(depth) {
    const item = `\n${'  '.repeat(depth + 1)}`;
    const f = `${item}  `;
    return (c) => {
        const head = resultHead(c);
        return (`${item}{${f}"ruleId": ${(0,json_pieces/* jsonString */.I)(head.ruleId)},${f}"ruleIndex": ${(0,json_pieces/* jsonNumber */.qj)(head.ruleIndex)},` +
            `${f}"level": ${(0,json_pieces/* jsonString */.I)(head.level)},\n`);
    };
}
/**
 * A result's body as it stands in the file (see `resultBody`, results.ts): from the indent of
 * its `"message"` line to its closing brace, after the result's head (rule and level).
 */
function resultBodyWriter(depth, location, texts) {
    const item = `\n${'  '.repeat(depth + 1)}`;
    const f = `${item}  `;
    const g = `${f}  `;
    const indent = f.slice(1);
    const locations = (0,json_pieces/* nested */.cY)(resultLocations(location), depth + 2);
    const suppressions = (0,json_pieces/* nested */.cY)(ACCEPTED_SUPPRESSIONS, depth + 2);
    const labels = (0,report_format/* perFrozen */.wE)((set) => (0,json_pieces/* nested */.cY)(cleanLabels(set), depth + 3));
    // texts.viewerOf checks each probe run's link once.
    const viewerField = (probe) => {
        const viewer = texts.viewerOf(probe);
        return viewer ? `,${f}"hostedViewerUri": ${(0,json_pieces/* jsonString */.I)(viewer)}` : '';
    };
    const quoted = (text, clean) => text === null ? 'null' : (0,json_pieces/* jsonString */.I)(clean(text));
    return ({ probe, tc, accepted }) => {
        const fingerprint = attackFingerprint(probe, tc);
        return (`${indent}"message": {${g}"text": ${(0,json_pieces/* jsonString */.I)(resultMessage(probe, tc, accepted))}${f}},` +
            `${f}"locations": ${locations},` +
            `${f}"partialFingerprints": {${g}"${LINE_HASH_KEY}": "${lineHashOf(fingerprint)}",` +
            `${g}"${FINGERPRINT_KEY}": "${fingerprint}"${f}},` +
            `${f}"properties": {${g}"attackId": ${quoted(tc.attackId, texts.attackId)},` +
            `${g}"testCaseId": ${(0,json_pieces/* jsonNumber */.qj)(tc.id)},${g}"attempt": ${(0,json_pieces/* jsonNumber */.qj)(tc.attempt)},` +
            `${g}"status": ${quoted(tc.status, texts.short)},` +
            `${g}"strategy": ${quoted(tc.strategy, texts.long)},` +
            `${g}"redTeamer": ${quoted(tc.redTeamer, texts.long)},` +
            `${g}"variation": ${quoted(tc.variation, texts.long)},` +
            `${g}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
            `${g}"probeRunId": ${(0,json_pieces/* jsonNumber */.qj)(probe.probeRunId)},${g}"riskAccepted": ${tc.riskAccepted}${f}}` +
            `${viewerField(probe)}${accepted ? `,${f}"suppressions": ${suppressions}` : ''}${item}}`);
    };
}

;// CONCATENATED MODULE: ./src/report/sarif/results-array.ts
/**
 * The results array of the SARIF log, in runs of one probe run and one kind of case (the cap
 * keeps a prefix of each): each run is a probe run's part of the log (format.ts `Section`),
 * laid out result by result.
 */



/** Depth of the results array in the log (log, runs, run, results). */
const RESULTS_DEPTH = 3;
/** Results laid out per piece. */
const RESULTS_PER_PIECE = 16;
function* segmentsOf(kept) {
    let segment = null;
    for (const c of kept) {
        if (segment === null || segment.probe !== c.probe || segment.accepted !== c.accepted) {
            if (segment !== null)
                yield segment;
            segment = { probe: c.probe, accepted: c.accepted, kept: [] };
        }
        segment.kept.push(c);
    }
    if (segment !== null)
        yield segment;
}
/** A segment's results laid out, `open` first, a piece per {@link RESULTS_PER_PIECE}. */
function* laidOut(segment, open, write) {
    const count = segment.kept.length;
    for (let i = 0; i < count; i += RESULTS_PER_PIECE) {
        let text = i === 0 ? open : ',';
        const end = Math.min(count, i + RESULTS_PER_PIECE);
        for (let j = i; j < end; j += 1)
            text += `${j === i ? '' : ','}${write(segment.kept[j])}`;
        yield text;
    }
}
/** The results array of the log at {@link RESULTS_DEPTH}: a section per segment. */
function* resultsArrayPieces(kept, location, depth = RESULTS_DEPTH) {
    // The heads and bodies are laid out for this depth only.
    if (depth !== RESULTS_DEPTH)
        throw new Error(`SARIF results laid out at depth ${depth}`);
    const write = resultWriter(RESULTS_DEPTH, location, resultTexts());
    let open = '[';
    for (const segment of segmentsOf(kept)) {
        const at = open;
        yield (0,report_format/* section */.uW)('sarif', segment.probe, () => laidOut(segment, at, write));
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(RESULTS_DEPTH)}]`;
}

// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(75217);
;// CONCATENATED MODULE: ./src/report/sarif/taxonomies.ts


function taxonomiesOf(report) {
    const editions = (report.compliance ?? []).flatMap((c) => {
        const file = (0,map/* findFramework */.yF)(c.key);
        return file ? [{ key: c.key, file }] : [];
    });
    const taxonomies = editions.map(({ key, file }) => ({
        name: key,
        version: file.edition,
        organization: sarifText(file.title.split(' ')[0] ?? file.framework, 100),
        informationUri: file.source,
        isComprehensive: false,
        shortDescription: {
            text: `${file.title}: probe-gate's own mapping v${file.mappingVersion} (tests for, not proof of compliance).`,
        },
        taxa: file.items.map((item) => ({
            id: item.id,
            name: item.name,
            shortDescription: { text: `${item.id} ${item.name} (${key})` },
        })),
    }));
    return {
        taxonomies,
        relationshipsOf(probe) {
            return editions.flatMap(({ key, file }, componentIndex) => (0,map/* itemsFor */.gK)(file, probe).map((id) => ({
                target: {
                    id,
                    index: file.items.findIndex((i) => i.id === id),
                    toolComponent: { name: key, index: componentIndex },
                },
                kinds: ['relevant'],
                description: { text: `Tests for ${id} of ${key}.` },
            })));
        },
    };
}

;// CONCATENATED MODULE: ./src/report/sarif/sarif.ts
/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer): one rule per probe, one result
 * per failed test case that counts or was accepted as a risk (accepted ones are `note`s with
 * an external suppression; ignored ones and execution errors are left out).
 *
 * Location: code scanning rejects results without a location, and an AI target has no source
 * line. Every result points at line 1 of the file that configures the scan (`locationPath`:
 * the target config file, else the ignore file, else the workflow file, else
 * `.probe-gate/target.yml`, the conventional place next to `.probe-gate/ignore.yml`).
 *
 * Identity: code scanning keys alerts on `partialFingerprints.primaryLocationLineHash`, and
 * upload-sarif computes it from the line's text only when the result has none. Every result
 * therefore carries its own, a hash of the probe and the attack: two runs of the same failing
 * attack give the same alert, two attacks on the same line stay apart, and an invented line
 * per attack (an annotation on an unrelated line of the user's file) is not needed. The run's
 * category (`automationDetails.id`) is per target, `probe-gate/target-<id>/`, unless the
 * caller names one or none (SarifOptions `category`).
 */








/** Where results point when no target config path is given. */
const SARIF_FALLBACK_LOCATION = '.probe-gate/target.yml';
/** GitHub keeps at most 25,000 results per run. */
const SARIF_MAX_RESULTS = 25_000;
/** `tool.driver.informationUri` default. */
const PROBE_GATE_INFORMATION_URI = 'https://github.com/probe-gate/probe-gate';

/** The run's `automationDetails`, or nothing when the category is left to the uploader. */
function automationDetails(report, category) {
    if (category?.toLowerCase() === 'none')
        return {};
    return {
        automationDetails: {
            id: sarifText(category || `probe-gate/target-${report.platform.targetId}/`, 200),
        },
    };
}
/** Percent-encodes each path segment; a relative path keeps no `:` (it would read as a scheme). */
function encodePath(path, absolute = false) {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return absolute ? encoded.replace(/%3A/g, ':') : encoded;
}
/** The artifact location of every result (see the module comment). */
function sarifLocationUri(path) {
    const p = (path?.trim() || SARIF_FALLBACK_LOCATION).replace(/\\/g, '/');
    if (/^[A-Za-z]:\//.test(p))
        return { uri: `file:///${encodePath(p, true)}` };
    if (p.startsWith('/'))
        return { uri: `file://${encodePath(p, true)}` };
    return { uri: encodePath(p.replace(/^(\.\/)+/, '')), uriBaseId: '%SRCROOT%' };
}
function isoOrUndefined(value) {
    if (value === null)
        return undefined;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
/** The SARIF log as pretty-printed JSON with a trailing newline. */
function renderSarif(report, options = {}) {
    return piecesText(renderSarifChunks(report, options));
}
/**
 * The same text as {@link renderSarif}, in pieces: the results are built and written one by
 * one, so a run of tens of thousands of findings is never held as one log object nor one
 * string. Rendering happens as the pieces are taken.
 */
function* renderSarifChunks(report, options = {}) {
    const informationUri = (0,sanitize/* safeLinkUrl */.Hp)(options.informationUri ?? PROBE_GATE_INFORMATION_URI);
    const taxa = taxonomiesOf(report);
    const { rules, ruleOf } = rulesOf(report, informationUri, taxa);
    const max = Math.max(0, options.maxResults ?? SARIF_MAX_RESULTS);
    const { kept, total } = selectResults(report, ruleOf, max);
    const location = sarifLocationUri(options.locationPath);
    const invocation = invocationOf(report, total - kept.length, total, max);
    const run = {
        tool: {
            driver: {
                name: 'probe-gate',
                version: sarifText(report.tool.version, 100),
                ...(informationUri ? { informationUri } : {}),
                rules,
            },
        },
        ...(taxa.taxonomies.length > 0 ? { taxonomies: taxa.taxonomies } : {}),
        ...automationDetails(report, options.category),
        invocations: [invocation],
        columnKind: 'utf16CodeUnits',
        // Built one by one as they are written.
        results: new json_pieces/* JsonPieces */.EZ((depth) => resultsArrayPieces(kept, location, depth)),
        properties: {
            verdict: report.gate.verdict,
            overallScore: report.scores.overall,
            riskBand: report.scores.band,
            testRunId: report.testRun.id,
            targetId: report.platform.targetId,
            workspaceId: report.platform.workspaceId,
            runUrl: (0,sanitize/* safeLinkUrl */.Hp)(report.links.run ?? report.testRun.url),
            resultsLeftOut: total - kept.length,
        },
    };
    yield* (0,json_pieces/* objectPieces */.Pr)({
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: new json_pieces/* JsonPieces */.EZ((depth) => (0,json_pieces/* arrayPieces */.xQ)([new json_pieces/* JsonPieces */.EZ((d) => (0,json_pieces/* objectPieces */.Pr)(run, d))], depth)),
    });
    yield '\n';
}
/** One rule per probe (the same probe id, or without one the same name, shares a rule). */
function rulesOf(report, informationUri, taxa) {
    const rules = [];
    // Different probes whose slugs collide get `-2`, `-3`, ...
    const ruleByProbe = new Map();
    const ruleOf = new Map();
    const usedIds = new Set();
    for (const probe of report.probeRuns) {
        const identity = probe.probeId === null ? `name:${probe.name}` : `id:${probe.probeId}`;
        let rule = ruleByProbe.get(identity);
        if (rule === undefined) {
            const base = ruleIdBase(probe);
            let ruleId = base;
            for (let n = 2; usedIds.has(ruleId); n += 1)
                ruleId = `${base}-${n}`;
            rule = { ruleId, ruleIndex: rules.length };
            const relationships = taxa.relationshipsOf(probe);
            rules.push({
                ...probeRule(probe, ruleId, report, informationUri),
                ...(relationships.length > 0 ? { relationships } : {}),
            });
            ruleByProbe.set(identity, rule);
            usedIds.add(ruleId);
        }
        ruleOf.set(probe, rule);
    }
    return { rules, ruleOf };
}
function invocationOf(report, leftOut, total, max) {
    const notifications = report.warnings.map((w) => ({
        level: 'warning',
        message: { text: sarifMessage(w) },
    }));
    if (report.gate.verdict === 'inconclusive')
        notifications.push({
            level: 'error',
            message: { text: sarifMessage(`Verdict inconclusive (exit 5): ${report.gate.reason}`) },
        });
    if (leftOut > 0) {
        notifications.push({
            level: 'warning',
            message: {
                text: `${leftOut} of ${total} results were left out (at most ${max} per run, highest severity kept); the JSON report has them all.`,
            },
        });
    }
    const invocation = {
        // The tool ran and judged (inconclusive and warn included); error and timeout did not.
        executionSuccessful: !(0,risk_band/* stoppedVerdict */.lZ)(report.gate.verdict),
        toolExecutionNotifications: notifications,
    };
    const start = isoOrUndefined(report.testRun.startedAt);
    const end = isoOrUndefined(report.testRun.finishedAt);
    if (start)
        invocation.startTimeUtc = start;
    if (end)
        invocation.endTimeUtc = end;
    return invocation;
}

;// CONCATENATED MODULE: ./src/report/gitlab/codequality.ts
/**
 * GitLab Code Quality: the subset of Code Climate's JSON that GitLab reads from
 * `artifacts: reports: codequality:` and shows in the merge request's widget (every tier)
 * and, on higher tiers, in the diff and the pipeline's Code Quality tab.
 *
 * One issue per failed attack that counts (accepted and ignored ones are triaged, errors are
 * no finding), with the fields GitLab documents: `description`, `check_name` (the probe's SARIF
 * rule id), `fingerprint` (the attack's, shared with SARIF: stable across runs, so GitLab
 * shows new and fixed findings between the branch and its target), `severity` (info, minor,
 * major, critical, blocker) and `location` (`path` and `lines.begin`: line 1 of the file that
 * configures the scan, as in SARIF). Text is the platform's, cleaned to one line and cut.
 */



/** GitLab's severities, lowest first. */
const CODE_QUALITY_SEVERITIES = (/* unused pure expression or super */ null && (['info', 'minor', 'major', 'critical', 'blocker']));
/** GitHub-style security severity (0-10) to GitLab's words: 9+ blocker, 7+ critical, ... */
function codeQualitySeverity(securitySeverity) {
    if (securitySeverity >= 9)
        return 'blocker';
    if (securitySeverity >= 7)
        return 'critical';
    if (securitySeverity >= 4)
        return 'major';
    return 'minor';
}
/** A repository-relative path with forward slashes and no leading `./`. */
function relativePath(path) {
    const p = (path?.trim() || SARIF_FALLBACK_LOCATION).replace(/\\/g, '/').replace(/^(\.\/)+/, '');
    return p === '' ? SARIF_FALLBACK_LOCATION : p;
}
function issueOf(probe, tc, report, path) {
    const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
    const how = [tc.strategy, tc.redTeamer, tc.variation].filter(Boolean).join(', ');
    return {
        type: 'issue',
        description: sarifText(`AI red-teaming: attack ${attack} of probe ${probe.name} succeeded against the target${how ? ` (${how})` : ''}.`, 1_000),
        check_name: ruleIdBase(probe),
        fingerprint: attackFingerprint(probe, tc),
        severity: codeQualitySeverity(probeSeverity(probe, report.scores.band)),
        categories: ['Security'],
        location: { path, lines: { begin: 1 } },
    };
}
/** The issues of a report: one per failed attack that counts, in reading order. */
function* codeQualityIssues(report, options = {}) {
    const path = relativePath(options.locationPath);
    const seen = new Set();
    for (const probe of report.probeRuns) {
        for (const tc of (0,report_format/* orderedCases */.Rb)(probe.failedTestCases)) {
            if ((0,report_format/* caseTriage */.Dd)(tc) !== 'active')
                continue;
            const issue = issueOf(probe, tc, report, path);
            // GitLab keeps one issue per fingerprint: a retried attempt of the same attack is one.
            if (seen.has(issue.fingerprint))
                continue;
            seen.add(issue.fingerprint);
            yield issue;
        }
    }
}
/** The report as a JSON array, one issue at a time (a large run is never one string). */
function* renderCodeQualityChunks(report, options = {}) {
    let first = true;
    for (const issue of codeQualityIssues(report, options)) {
        yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(issue)}`;
        first = false;
    }
    yield first ? '[]\n' : '\n]\n';
}
/** The Code Quality JSON (an array; `[]` when nothing failed). */
function renderCodeQuality(report, options = {}) {
    return [...renderCodeQualityChunks(report, options)].join('');
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(32794);
// EXTERNAL MODULE: ./src/compliance/data/index.ts + 7 modules
var data = __webpack_require__(64848);
// EXTERNAL MODULE: ./src/compliance/types.ts
var types = __webpack_require__(49942);
;// CONCATENATED MODULE: ./src/report/xml.ts
/**
 * XML text and elements as the JUnit file writes them (junit.ts): text cleaned, characters XML
 * 1.0 does not allow dropped, the five markup characters escaped, in content and attributes
 * alike; elements with two-space indentation, empty ones self-closed, text inline.
 */

/** Characters XML 1.0 does not allow (after `cleanText`, only U+FFFE and U+FFFF remain). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
/** Text that escapeXml leaves as it is: tab, line breaks, printable ASCII but `"&'<>`. */
const PLAIN_XML = /^[\t\n\r\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
/** Text valid in XML 1.0 with the five markup characters escaped, for content and attributes. */
function escapeXml(text) {
    // Most of a huge run's text needs nothing: one test instead of two passes.
    if (PLAIN_XML.test(text))
        return text;
    return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITY[c]);
}
/** Text cleanText and escapeXml leave as it is (tab, line feed where kept): one test. */
const PLAIN_ATTR = /^[\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
const PLAIN_BODY = /^[\t\n\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
/** Text for an attribute: one line (parsers fold line breaks in attributes), cleaned. */
function attr(text, maxLength = 1_000) {
    if (text.length <= maxLength && PLAIN_ATTR.test(text))
        return text;
    return escapeXml((0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(text), maxLength));
}
/** Text for element content: line breaks kept, cleaned. */
function body(text) {
    if (PLAIN_BODY.test(text))
        return text;
    return escapeXml((0,text_clean/* cleanText */.X5)(text, { lineBreaks: 'keep', keepTabs: true }));
}
function attrText(attrs) {
    let out = '';
    // Own keys only (never an inherited one), without an array of entries per element.
    for (const name of Object.keys(attrs)) {
        const value = attrs[name];
        if (value !== undefined)
            out += ` ${name}="${value}"`;
    }
    return out;
}
const INDENTS = ['', '  ', '    ', '      '];
const indent = (depth) => INDENTS[depth] ?? '  '.repeat(depth);
/** An element without children: self-closed, or with its (escaped) text inline. */
function leaf(depth, name, attrs, text = '') {
    return leafEnd(leafStart(depth, name, attrs), name, text);
}
/** What {@link leaf} writes before its end: the start tag without its closing `>`. */
function leafStart(depth, name, attrs) {
    return `${indent(depth)}<${name}${attrText(attrs)}`;
}
/** {@link leaf} from its start (see {@link leafStart}): self-closed, or its text and end tag. */
function leafEnd(start, name, text = '') {
    return text === '' ? `${start}/>\n` : `${start}>${text}</${name}>\n`;
}
/** An element with child elements (already written one level deeper), or self-closed without. */
function xml_parent(depth, name, attrs, children) {
    if (children === '')
        return leaf(depth, name, attrs);
    return `${indent(depth)}<${name}${attrText(attrs)}>\n${children}${indent(depth)}</${name}>\n`;
}

;// CONCATENATED MODULE: ./src/report/compliance/properties.ts




/**
 * Name-value pairs of the item verdicts (`compliance:owasp-llm@2026:LLM08` = `non-compliant`),
 * for formats that carry properties (JUnit's gate suite).
 */
function complianceProperties(report) {
    return (report.compliance ?? []).flatMap((f) => f.items.map((i) => [`compliance:${f.key}:${i.id}`, i.verdict]));
}
/**
 * The items each framework edition maps a probe to (`framework:owasp-llm@2025` = `LLM07`), or
 * `unmapped`: the mapping of this version, read from the probe alone.
 */
function probeFrameworkProperties(probe) {
    return data/* FRAMEWORKS */.i.map((f) => {
        const items = (0,map/* itemsFor */.gK)(f, probe);
        return [`framework:${(0,types/* frameworkKey */.G)(f)}`, items.length > 0 ? items.join(',') : 'unmapped'];
    });
}
/** The gate suite's `<properties>` of the item verdicts, or nothing without them. */
function complianceXml(report) {
    const props = complianceProperties(report).map(([name, value]) => leaf(3, 'property', { name: attr(name), value: attr(value) }));
    return props.length > 0 ? xml_parent(2, 'properties', {}, props.join('')) : '';
}

;// CONCATENATED MODULE: ./src/report/junit.ts
/**
 * JUnit XML for CI systems that show test results (GitLab, Jenkins, Azure, test reporters).
 *
 * One `<testsuite>` per probe run whose counts equal the probe run's: `tests` = passed +
 * failed + errors, `failures` = failed cases that count (not accepted, not ignored),
 * `errors` = errored cases, `skipped` = accepted + ignored. Each failed or errored case of
 * the report is a `<testcase>` (`<failure>`, `<error>`, or `<skipped>` with the reason). The
 * report keeps no detail of passed cases, so each is an empty `<testcase>` named `passed test
 * case k of n`; when the report lists fewer failed cases than the counts say, the rest are
 * named `... (no detail in the report)`. A first suite, `probe-gate gate`, has a test case
 * per gate check, and one for an error, timeout or inconclusive verdict, so the consumer sees
 * why the build failed. Untrusted text is cleaned, invalid XML characters dropped, and escaped.
 *
 * Written by string templates, in pieces (envelope, then each suite case by case), so a huge
 * run is never held whole; counts are computed first. The layout (two-space indentation,
 * self-closed empty elements, text inline) is held by test/report/junit-templates.test.ts.
 */






/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
const MAX_PLACEHOLDERS_PER_SUITE = 100_000;
/** The counts a probe run's suite declares: its cases as listed, completed from its counts. */
function planProbeSuite(probe) {
    const listed = { failures: 0, errors: 0, skipped: 0 };
    for (const tc of probe.failedTestCases) {
        const triage = (0,report_format/* caseTriage */.Dd)(tc);
        if (triage === 'error')
            listed.errors += 1;
        else if (triage === 'active')
            listed.failures += 1;
        else
            listed.skipped += 1;
    }
    const missing = {
        failures: Math.max(0, (0,report_format/* activeFailures */.mC)(probe) - listed.failures),
        errors: Math.max(0, probe.errors - listed.errors),
        skipped: Math.max(0, probe.accepted + probe.ignored - listed.skipped),
    };
    const failures = listed.failures + missing.failures;
    const errors = listed.errors + missing.errors;
    const skipped = listed.skipped + missing.skipped;
    return {
        probe,
        counts: { tests: failures + errors + skipped + probe.passed, failures, errors, skipped },
        missing,
    };
}
function gateCounts(report) {
    const v = report.gate.verdict;
    const [stopped, open] = [(0,risk_band/* stoppedVerdict */.lZ)(v) ? 1 : 0, v === 'inconclusive' ? 1 : 0];
    return {
        tests: report.gate.checks.length + stopped + open,
        failures: report.gate.checks.filter((c) => (0,report_format/* buildStatus */.Bg)(c) === 'fail').length + open,
        errors: stopped,
        skipped: report.gate.checks.filter((c) => (0,report_format/* buildStatus */.Bg)(c) === 'skip').length,
    };
}
function countAttributes(n) {
    return {
        tests: String(n.tests),
        failures: String(n.failures),
        errors: String(n.errors),
        skipped: String(n.skipped),
    };
}
/** Seconds as the schema's SUREFIRE_TIME takes them: plain digits, at most 3 decimals. */
function surefireTime(seconds) {
    return String(Math.round(seconds * 1000) / 1000);
}
/**
 * Content text (`body`) of a field that a line break follows. Field by field is `body` of the
 * whole details exactly: cleaning and escaping change each character alone, but for a CR at
 * the field's end, which with the line break after it is one CRLF (one line break, not two).
 */
function fieldBody(text) {
    return text.endsWith('\r') ? body(text.slice(0, -1)) : body(text);
}
/** A label set's line in a case's details, made once per frozen set. */
const labelsBody = (0,report_format/* perFrozen */.wE)((labels) => body((0,report_format/* labelsText */.Ht)(labels) || 'none'));
function caseDetails(probe, tc, tags) {
    // One template, field by field: made for every failed test case, it was cleaned and
    // escaped whole, some 250 characters a case. Numbers need neither; the texts a
    // suite's cases repeat are made once.
    const { field } = tags;
    return (`Probe: ${field(probe.name)}\nAttack id: ${fieldBody(tc.attackId ?? 'n/a')}\n` +
        `Test case id: ${tc.id ?? 'n/a'}\nAttempt: ${tc.attempt ?? 'n/a'}\n` +
        `Platform status: ${field(tc.status ?? 'n/a')}\n` +
        `Strategy: ${field(tc.strategy ?? 'n/a')}\nRed teamer: ${field(tc.redTeamer ?? 'n/a')}\n` +
        `Variation: ${field(tc.variation ?? 'n/a')}\nLabels: ${labelsBody(tc.redTeamerLabels)}`);
}
/** A `<testcase>` start tag at depth 2 (`name` and `cls` already escaped), and its end tag. */
const caseOpen = (name, cls) => `${indent(2)}<testcase name="${name}" classname="${cls}">\n`;
const CASE_CLOSE = `${indent(2)}</testcase>\n`;
/** Distinct texts of each kind (strategies, statuses, detail fields) one suite keeps. */
const CASE_TAGS_KEPT = 1_024;
/**
 * The start tags of a suite's failed and errored cases' children, and its accepted cases'
 * `<skipped>`, each made once per strategy or status: a huge run's cases repeat a few, and
 * made per case, the message was built, escaped and laid out 80,000 times. So are
 * the detail fields its cases repeat (`field`: probe, status, strategy, red teamer, variation).
 */
function caseTags() {
    return {
        field: (0,report_format/* perText */.Vp)(fieldBody, CASE_TAGS_KEPT),
        failure: (0,report_format/* perText */.Vp)((strategy) => leafStart(3, 'failure', {
            message: attr(`Attack succeeded against the target${strategy}.`),
            type: 'attack-succeeded',
        }), CASE_TAGS_KEPT),
        error: (0,report_format/* perText */.Vp)((status) => leafStart(3, 'error', {
            message: attr(`The test case could not be executed: ${status}`),
            type: 'execution-error',
        }), CASE_TAGS_KEPT),
        accepted: (0,report_format/* perText */.Vp)((strategy) => leaf(3, 'skipped', {
            message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
        }), CASE_TAGS_KEPT),
    };
}
/** A `<testcase>` of a listed failed, errored, accepted or ignored test case, at depth 2. */
function caseElement(probe, tc, cls, tags) {
    const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
    const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
    let child;
    switch ((0,report_format/* caseTriage */.Dd)(tc)) {
        case 'error':
            child = leafEnd(tags.error(tc.status ?? 'error'), 'error', caseDetails(probe, tc, tags));
            break;
        case 'accepted':
            child = tags.accepted(strategy);
            break;
        case 'ignored':
            child = leaf(3, 'skipped', {
                message: attr(`Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`),
            });
            break;
        default:
            child = leafEnd(tags.failure(strategy), 'failure', caseDetails(probe, tc, tags));
    }
    // parent(2, 'testcase', ...) written out: the element always has a child.
    return `${caseOpen(attr(`attack ${name}`), cls)}${child}${CASE_CLOSE}`;
}
/** The `<testcase>` elements of a suite, in the order written. */
function* suiteCases({ probe, missing }, cls, notListed) {
    // Test cases gathered into longer pieces: a huge run has hundreds of thousands.
    const gather = new report_format/* TextGatherer */._n();
    const cases = probe.failedTestCases;
    const tags = caseTags();
    yield* gather.gathered(cases.length, (k) => caseElement(probe, cases[k - 1], cls, tags));
    let budget = MAX_PLACEHOLDERS_PER_SUITE;
    function* placeholders(count, make) {
        const written = Math.min(count, budget);
        budget -= written;
        notListed.count += count - written;
        yield* gather.gathered(written, make);
    }
    /**
     * `count` cases of which the report has no detail: `what` names their kind, and each holds a
     * `<failure>`, `<error>` or `<skipped>` element (`outcome`) with the attributes `attrs`.
     */
    const undetailed = (count, what, outcome, attrs) => {
        const child = leaf(3, outcome, attrs);
        return placeholders(count, (k) => `${caseOpen(`${what} test case ${k} (no detail in the report)`, cls)}${child}${CASE_CLOSE}`);
    };
    yield* undetailed(missing.failures, 'failed', 'failure', {
        message: 'Attack succeeded; the report has no detail of this test case.',
        type: 'attack-succeeded',
    });
    yield* undetailed(missing.errors, 'errored', 'error', {
        message: 'The test case could not be executed.',
        type: 'execution-error',
    });
    yield* undetailed(missing.skipped, 'accepted or ignored', 'skipped', {
        message: 'Attack succeeded; risk accepted or ignored.',
    });
    // What surrounds the number, made once: a huge run has hundreds of thousands.
    const passedBefore = `${indent(2)}<testcase name="passed test case `;
    const passedAfter = ` of ${probe.passed}" classname="${cls}"/>\n`;
    yield* placeholders(probe.passed, (k) => `${passedBefore}${k}${passedAfter}`);
    yield* gather.last();
}
/** A probe run's `<testsuite>` as {@link renderJunitChunks} writes it, in pieces. */
function probeSuiteChunks(probe, timestamp) {
    return probeSuite(planProbeSuite(probe), timestamp);
}
function* probeSuite(plan, timestamp) {
    const { probe, counts } = plan;
    let properties = '';
    const prop = (name, value) => {
        if (value !== null)
            properties += leaf(3, 'property', { name, value: attr(String(value)) });
    };
    prop('probeId', probe.probeId);
    prop('probeRunId', probe.probeRunId);
    prop('category', probe.category);
    prop('weight', probe.weight);
    prop('status', probe.status);
    prop('failRate', (0,rates/* fmtFailRate */._j)(probe));
    prop('failRateCi', probe.failRateInterval ? (0,rates/* fmtRateCi */.cO)(probe) : null);
    for (const [name, value] of probeFrameworkProperties(probe))
        prop(name, value);
    const attrs = { name: attr(probe.name), ...countAttributes(counts), timestamp };
    yield `${indent(1)}<testsuite${attrText(attrs)}>\n${xml_parent(2, 'properties', {}, properties)}`;
    const cls = attr(probe.name);
    const notListed = { count: 0 };
    yield* suiteCases(plan, cls, notListed);
    if (notListed.count > 0) {
        yield leaf(2, 'system-out', {}, `${notListed.count} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`);
    }
    yield `${indent(1)}</testsuite>\n`;
}
/** Without per-probe detail: one suite from the run's totals. */
function totalsAsProbe(totals) {
    return {
        ...totals,
        probeRunId: null,
        probeId: null,
        name: 'test run (no per-probe detail)',
        category: null,
        weight: null,
        status: 'completed',
        rawStatus: null,
        url: null,
        aiAnalysis: null,
        remediation: [],
        failedTestCases: [],
    };
}
/** The first suite, at depth 1: one test case per gate check, and the report's warnings. */
function gateSuite(report, counts) {
    const cls = 'probe-gate.gate';
    let cases = '';
    for (const check of report.gate.checks) {
        const status = (0,report_format/* buildStatus */.Bg)(check);
        const message = attr(check.message);
        const type = check.inconclusive === true ? 'inconclusive' : 'gate-check';
        const child = status === 'pass'
            ? ''
            : status === 'skip'
                ? leaf(3, 'skipped', { message })
                : leaf(3, 'failure', { message, type });
        cases += xml_parent(2, 'testcase', { name: attr(check.id), classname: cls }, child);
    }
    const { verdict, reason } = report.gate;
    const stop = (0,risk_band/* stoppedVerdict */.lZ)(verdict); // an error; inconclusive is a failure (never a pass)
    if (stop || verdict === 'inconclusive') {
        const message = attr(stop ? reason : `Verdict inconclusive (exit 5), not a pass: ${reason}`);
        const child = leaf(3, stop ? 'error' : 'failure', { message, type: verdict });
        cases += xml_parent(2, 'testcase', { name: 'verdict', classname: cls }, child);
    }
    // The report's warnings (what could not be fetched, plain http allowed, ...) go with the gate.
    const out = report.warnings.length > 0 ? body(report.warnings.join('\n')) : null;
    const attrs = { name: 'probe-gate gate', ...countAttributes(counts) };
    const tail = out === null ? '' : leaf(2, 'system-out', {}, out);
    return xml_parent(1, 'testsuite', attrs, complianceXml(report) + cases + tail);
}
/**
 * The JUnit XML document of {@link renderJunit}, in pieces to write one after the other: the
 * envelope, then suite by suite, its test cases gathered into pieces of about 16,000 code
 * units (TextGatherer: neither a piece per test case nor one of a thousand).
 * Rendering happens as the pieces are taken.
 */
function* renderJunitChunks(report) {
    const timestamp = (0,report_format/* suiteTimestamp */.Z_)(report.testRun.startedAt);
    const probes = report.probeRuns.length > 0 || report.perProbeDetail
        ? report.probeRuns
        : [totalsAsProbe(report.totals)];
    const gate = gateCounts(report);
    const plans = probes.map(planProbeSuite);
    const sum = (k) => String(plans.reduce((n, p) => n + p.counts[k], gate[k]));
    const seconds = report.testRun.durationSeconds;
    const attrs = {
        name: attr(`probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`),
        // No `skipped` on <testsuites>: the Jenkins xunit schema (junit-10.xsd) rejects it;
        // each <testsuite> carries its own.
        tests: sum('tests'),
        failures: sum('failures'),
        errors: sum('errors'),
        time: seconds !== null && Number.isFinite(seconds) && seconds >= 0
            ? surefireTime(seconds)
            : undefined,
    };
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrText(attrs)}>\n`;
    yield gateSuite(report, gate);
    for (const plan of plans)
        yield (0,report_format/* section */.uW)('junit', plan.probe, () => probeSuite(plan, timestamp));
    yield '</testsuites>\n';
}
/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
function renderJunit(report) {
    return piecesText(renderJunitChunks(report));
}

// EXTERNAL MODULE: ./src/report/markdown/markdown.ts + 6 modules
var markdown = __webpack_require__(74196);
;// CONCATENATED MODULE: ./src/report/html/escape.ts


/** Longest untrusted text shown in one place of the audit report. */
const HTML_TEXT_MAX = 2_000;
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/**
 * Untrusted text as HTML text or attribute value: cleaned (controls, bidi and zero-width
 * characters shown as visible stand-ins, text-clean.ts), cut at `max`, and every character
 * that HTML reads as markup (`& < > " '`) escaped, so no element, attribute or entity comes
 * from it.
 */
function esc(text, max = HTML_TEXT_MAX) {
    if (text === null || text === undefined)
        return '';
    return (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(text), max).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
/** Untrusted multi-line text: {@link esc} with line breaks kept (shown by `white-space`). */
function escLines(text, max = HTML_TEXT_MAX) {
    if (text === null || text === undefined)
        return '';
    return truncate(cleanText(text, { lineBreaks: 'keep' }), max).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
/**
 * A link with our own words as text to an http(s) URL (safeLinkUrl: no credentials, no other
 * scheme, so never `javascript:`), or the bare text when the URL is not one.
 */
function htmlLink(text, url) {
    const href = (0,sanitize/* safeLinkUrl */.Hp)(url);
    return href === null
        ? esc(text)
        : `<a href="${esc(href, 4_096)}" rel="noopener noreferrer">${esc(text)}</a>`;
}
/** A table: header cells and rows of cells already escaped. */
function htmlTable(headers, rows) {
    const head = headers.map((h) => `<th scope="col">${h}</th>`).join('');
    const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
    return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

;// CONCATENATED MODULE: ./src/report/html/sections.ts
/**
 * The sections of the audit report. Every string of the report is untrusted (platform text,
 * or a saved report someone edited): it reaches the page only through esc/htmlLink.
 */



/**
 * A `<section>` of the report: its start tag with `id`, its `<h2>` heading `title` (both
 * trusted text of this file), then `parts`, one line each (an empty part an empty line).
 */
function section(id, title, ...parts) {
    return [`<section id="${id}">`, `<h2>${title}</h2>`, ...parts, `</section>`].join('\n');
}
/** The table of `rows` under `headers`, or the paragraph `none` (trusted text) without rows. */
function tableOr(headers, rows, none) {
    return rows.length > 0 ? htmlTable(headers, rows) : `<p>${none}</p>`;
}
const ITEM_WORDS = {
    'non-compliant': 'Non-compliant',
    inconclusive: 'Inconclusive',
    'not-tested': 'Not tested',
    compliant: 'Compliant',
};
/** Verdict, reason, run and score, and every gate check. */
function verdictSection(report) {
    const v = report_format/* VERDICT_LABELS */.W4[report.gate.verdict];
    const checks = report.gate.checks.map((c) => [
        `<code>${esc(c.id, 200)}</code>`,
        esc((0,report_format/* checkLabel */.v8)(c).word),
        esc(c.message),
    ]);
    return section('verdict', 'Verdict and reasons', `<p class="verdict v-${esc(report.gate.verdict)}">Verdict: ${esc(v.word)}</p>`, `<p>${esc(report.gate.reason)}</p>`, `<p>Score: ${esc((0,report_format/* scorePhrase */.Oy)(report))}. Test cases: ${(0,report_format/* fmtInt */.L5)(report.totals.total)} planned, ${(0,report_format/* fmtInt */.L5)(report.totals.passed)} passed, ${(0,report_format/* fmtInt */.L5)(report.totals.failed)} failed, ${(0,report_format/* fmtInt */.L5)(report.totals.errors)} errored.</p>`, tableOr(['Check', 'Status', 'Why'], checks, 'No gate checks.'));
}
/** Categories with their scores, and each probe's fail rate with its interval. */
function categoriesSection(report, caps) {
    const byCategory = new Map();
    for (const p of report.probeRuns) {
        const key = p.category ?? 'Uncategorised';
        byCategory.set(key, [...(byCategory.get(key) ?? []), p]);
    }
    const rows = [...byCategory].flatMap(([category, probes]) => probes.map((p, i) => [
        i === 0 ? esc(category, caps.cell) : '',
        i === 0 ? esc((0,report_format/* fmtScore */.M8)(report.scores.categories[category] ?? null)) : '',
        esc(p.name, caps.cell),
        (0,report_format/* fmtInt */.L5)(p.passed + p.failed),
        esc((0,rates/* fmtFailRate */._j)(p)),
        esc(p.failRateInterval ? (0,rates/* fmtRateCi */.cO)(p) : 'n/a'),
    ]));
    return section('categories', 'Categories and fail rates with intervals', tableOr(['Category', 'Score', 'Probe', 'Judged', 'Fail rate', 'Interval'], rows, 'No per-probe results.'));
}
/** The framework matrix and every item of every edition. */
function frameworkSection(report, caps) {
    const frameworks = report.compliance ?? [];
    const count = (f, v) => String(f.items.filter((i) => i.verdict === v).length);
    const matrix = frameworks.map((f) => [
        `<code>${esc(f.key, 100)}</code>`,
        ...Object.keys(ITEM_WORDS).map((v) => count(f, v)),
    ]);
    const details = frameworks.map((f) => [
        `<h3>${esc(f.title, 200)} (<code>${esc(f.key, 100)}</code>, mapping v${esc(String(f.mappingVersion))})</h3>`,
        htmlTable(['Item', 'Verdict', 'Probes', 'Why'], f.items.map((i) => [
            `<code>${esc(i.id, 100)}</code> ${esc(i.name, 200)}`,
            `<span class="i-${esc(i.verdict)}">${esc(ITEM_WORDS[i.verdict] ?? i.verdict)}</span>`,
            esc(i.probes.join(', '), caps.cell),
            esc(i.reason, caps.cell),
        ])),
        f.unmapped.length > 0
            ? `<p class="note">Unmapped in this edition: ${esc(f.unmapped.join(', '), caps.cell * 4)}.</p>`
            : '',
    ].join('\n'));
    return section('frameworks', 'Framework matrix', `<p class="note">Probe-gate's own mapping, versioned per edition: a mapped probe tests for an item; a verdict is evidence from this run, not proof of compliance.</p>`, tableOr(['Framework', ...Object.values(ITEM_WORDS)], matrix, 'No framework items in this report.'), ...details);
}
/** The target's last completed runs. */
function trendSection(report) {
    const runs = report.trend?.runs ?? [];
    const rows = runs.map((r) => [
        esc(String(r.testRunId)),
        esc(r.executedAt ?? '—', 40),
        `${(0,report_format/* fmtInt */.L5)(r.failed)} of ${(0,report_format/* fmtInt */.L5)(r.total)}`,
        esc(r.failRate === null ? '—' : `${(r.failRate * 100).toFixed(1)}%`),
        esc((0,report_format/* fmtScore */.M8)(r.score)),
    ]);
    return section('trend', 'Trend', tableOr(['Run', 'Date', 'Failed', 'Failed share', 'Score'], rows, 'No trend in this report.'));
}
/** Every probe run's failed test cases: the analysis's critical ones first, then the rest. */
function attackOrder(report) {
    const critical = [];
    const rest = [];
    for (const probe of report.probeRuns) {
        const ids = new Set((probe.aiAnalysis?.clusters ?? []).flatMap((c) => c.criticalTestCaseIds ?? []));
        for (const tc of (0,report_format/* orderedCases */.Rb)(probe.failedTestCases)) {
            if ((0,report_format/* caseTriage */.Dd)(tc) !== 'active')
                continue;
            const isCritical = tc.id !== null && ids.has(tc.id);
            (isCritical ? critical : rest).push({ probe, tc, critical: isCritical });
        }
    }
    return critical.concat(rest);
}
/** Failing attacks, critical first, at most `caps.attacks`. */
function attacksSection(report, caps) {
    const all = attackOrder(report);
    const rows = all
        .slice(0, caps.attacks)
        .map(({ probe, tc, critical }) => [
        critical ? '<strong>critical</strong>' : '',
        esc(probe.name, caps.cell),
        `<code>${esc(tc.attackId ?? '—', caps.cell)}</code>`,
        esc(tc.strategy ?? '—', caps.cell),
        esc(tc.redTeamer ?? '—', caps.cell),
        esc(tc.variation ?? '—', caps.cell),
    ]);
    const left = all.length - rows.length;
    return section('attacks', 'Failing attacks', tableOr(['AI analysis', 'Probe', 'Attack', 'Strategy', 'Red teamer', 'Variation'], rows, 'No attack counted as a failure.'), left > 0
        ? `<p class="note">${(0,report_format/* fmtInt */.L5)(left)} more failing attacks are in the JSON report.</p>`
        : '');
}
/** Remediation tasks with their state on the platform. */
function remediationSection(report, caps) {
    const rows = report.probeRuns.flatMap((p) => p.remediation.map((t) => [
        esc(p.name, caps.cell),
        esc(t.name, caps.cell),
        t.completed ? 'completed' : 'open',
        esc(t.appliedBy ?? '—', caps.cell),
        esc(t.appliedDate ?? '—', 40),
        esc(t.details ?? '', caps.cell),
    ]));
    return section('remediation', 'Remediation tasks', tableOr(['Probe', 'Task', 'State', 'Applied by', 'Applied', 'Details'], rows, 'No remediation tasks.'));
}
/** Who accepted or edited which finding on the platform and when, and the ignore file's entries. */
function auditSection(report, caps) {
    const entries = report.probeRuns.flatMap((p) => (p.audit ?? []).map((a) => [
        esc(p.name, caps.cell),
        `<code>${esc(a.attackId ?? (a.testCaseId === null ? '—' : String(a.testCaseId)), caps.cell)}</code>`,
        a.action === 'risk-accepted' ? 'risk accepted' : 'status edited',
        esc(a.by ?? 'unknown', caps.cell),
        esc(a.at ?? '—', 40),
    ]));
    const ignored = report.probeRuns.flatMap((p) => p.failedTestCases
        .filter((tc) => tc.ignored !== null)
        .map((tc) => [
        esc(p.name, caps.cell),
        `<code>${esc(tc.attackId ?? '—', caps.cell)}</code>`,
        'ignored (ignore file)',
        esc(tc.ignored?.reason ?? '', caps.cell),
        esc(tc.ignored?.expires ?? '—', 40),
    ]));
    const rows = [...entries, ...ignored];
    const shown = rows.slice(0, caps.audit);
    return section('audit', 'Audit trail', tableOr(['Probe', 'Finding', 'Action', 'By (or reason)', 'When (or expiry)'], shown, 'No finding was accepted, edited or ignored.'), rows.length > shown.length
        ? `<p class="note">${(0,report_format/* fmtInt */.L5)(rows.length - shown.length)} more entries are in the JSON report.</p>`
        : '');
}
/** The run's header line: target, run and links (our URLs only). */
function runLine(report) {
    const target = report.platform.targetName ?? `target ${report.platform.targetId}`;
    const run = report.testRun.id === null ? 'no test run' : `test run ${report.testRun.id}`;
    return `<p>${esc(target, 200)} · ${htmlLink(run, report.links.run ?? report.testRun.url)} · ${esc(report.generatedAt, 40)}</p>`;
}

;// CONCATENATED MODULE: ./src/report/html/style.ts
/**
 * The audit report's style sheet, inline (the file is opened offline and printed): screen and
 * print (A4, no colour needed to read a verdict, tables kept from breaking mid-row).
 */
const AUDIT_CSS = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
h2 { font-size: 1.2rem; border-bottom: 1px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1rem; margin-top: 1.2rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: 13px; }
th, td { border: 1px solid #d0d7de; padding: .25rem .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f6f8fa; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 0 .2rem; }
.verdict { font-size: 1.4rem; font-weight: 700; padding: .5rem .75rem; border: 3px solid; display: inline-block; margin: .5rem 0; }
.v-pass, .v-warn, .i-compliant { color: #116329; }
.v-fail, .v-error, .v-timeout, .i-non-compliant { color: #a40e26; }
.v-inconclusive, .i-inconclusive { color: #7d4e00; }
.i-not-tested { color: #57606a; }
.note { color: #57606a; font-size: 12px; }
.pre { white-space: pre-wrap; }
footer { margin-top: 2rem; border-top: 1px solid #d0d7de; padding-top: .5rem; font-size: 12px; color: #57606a; overflow-wrap: anywhere; }
@media print {
  @page { size: A4; margin: 15mm; }
  body { margin: 0; max-width: none; font-size: 11px; }
  a { color: inherit; text-decoration: none; }
  h2 { break-after: avoid; }
  tr { break-inside: avoid; }
  .verdict { border-width: 2px; }
}
`;

;// CONCATENATED MODULE: ./src/report/html/html.ts



/**
 * The audit report: one self-contained HTML file that auditors open and print. Inline CSS, no
 * script, a content security policy that forbids scripts (and every other fetch but inline
 * style and data images), print styles. Bounded by {@link HTML_MAX_BYTES}: long tables are cut
 * (the JSON report keeps every row) until it fits.
 */
/** The byte cap of the audit report, whatever the run's size. */
const HTML_MAX_BYTES = 4 * 1024 * 1024;
/** The policy in the page's meta tag: nothing runs, nothing is fetched. */
const AUDIT_CSP = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
const LADDER = [
    { attacks: 500, audit: 1_000, cell: 300 },
    { attacks: 100, audit: 200, cell: 120 },
    { attacks: 20, audit: 50, cell: 60 },
];
/** The audit report; the first row caps of the ladder whose page fits the byte cap. */
function renderHtml(report, options = {}) {
    let page = '';
    for (const caps of LADDER) {
        page = renderPage(report, caps, options.jsonSha256 ?? null);
        if (Buffer.byteLength(page, 'utf8') <= HTML_MAX_BYTES)
            return page;
    }
    return page;
}
function renderPage(report, caps, sha) {
    const target = report.platform.targetName ?? `target ${report.platform.targetId}`;
    const title = `probe-gate audit report: ${target}`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${AUDIT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>probe-gate audit report: target ${esc(String(report.platform.targetId))}</title>
<style>${AUDIT_CSS}</style>
</head>
<body>
<header>
<h1>${esc(title, 200)}</h1>
${runLine(report)}
</header>
<main>
${verdictSection(report)}
${categoriesSection(report, caps)}
${frameworkSection(report, caps)}
${trendSection(report)}
${attacksSection(report, caps)}
${remediationSection(report, caps)}
${auditSection(report, caps)}
</main>
<footer>
<p>probe-gate ${esc(report.tool.version, 40)}, report schema ${esc(String(report.schemaVersion))}. ${sha === null ? 'No JSON report was written with this file.' : `SHA-256 of the JSON report (probe-gate-report.json): <code id="json-sha256">${esc(sha, 64)}</code>`}</p>
</footer>
</body>
</html>
`;
}

// EXTERNAL MODULE: ./src/report/format-names.ts
var format_names = __webpack_require__(57806);
;// CONCATENATED MODULE: ./src/report/formats.ts
/**
 * The report formats written to the report folder, their file names, and one entry point to
 * render any of them from a Report (used by the scan and by `probe-gate report`).
 */








/** The renderer of each format, in pieces (a row, a result, a suite at a time). */
const RENDERERS = {
    md: (report, o) => (0,markdown/* renderMarkdownChunks */.W)(report, { ...o.markdown, variant: 'file' }),
    json: (report) => (0,json/* renderJsonChunks */.rR)(report),
    sarif: (report, o) => renderSarifChunks(report, o.sarif),
    junit: (report) => renderJunitChunks(report),
    codequality: (report, o) => renderCodeQualityChunks(report, { locationPath: o.sarif?.locationPath }),
    html: (report, o) => [renderHtml(report, o.html)],
};
/** Renders one format: the Markdown file, the JSON report, SARIF or JUnit XML. */
function renderFormat(report, format, options = {}) {
    return (0,report_format/* piecesText */.BW)(renderFormatChunks(report, format, options));
}
/**
 * The same text as {@link renderFormat}, in pieces to write one after the other: large runs
 * are never held as one string (the JSON report comes probe run by probe run, SARIF result
 * by result, JUnit suite by suite, the Markdown file row by row). Rendering happens as the
 * pieces are taken.
 */
function renderFormatChunks(report, format, options = {}) {
    return RENDERERS[format](report, options);
}


/***/ }),

/***/ 76044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ JsonPieces),
/* harmony export */   I: () => (/* binding */ jsonString),
/* harmony export */   Ir: () => (/* binding */ itemsText),
/* harmony export */   Pr: () => (/* binding */ objectPieces),
/* harmony export */   cY: () => (/* binding */ nested),
/* harmony export */   qj: () => (/* binding */ jsonNumber),
/* harmony export */   sz: () => (/* binding */ batchedArrayPieces),
/* harmony export */   xQ: () => (/* binding */ arrayPieces)
/* harmony export */ });
/* unused harmony export batchesOf */
/**
 * `JSON.stringify(value, null, 2)` as it reads `depth` levels down in a document: the value
 * is stringified inside `depth` arrays (so JSON.stringify indents it) and cut back out.
 */
function nested(value, depth) {
    let wrapped = value;
    let prefix = '';
    let suffix = '';
    for (let level = 1; level <= depth; level++) {
        wrapped = [wrapped];
        prefix += `[\n${'  '.repeat(level)}`;
        suffix = `\n${'  '.repeat(level - 1)}]${suffix}`;
    }
    const text = JSON.stringify(wrapped, null, 2);
    return text.slice(prefix.length, text.length - suffix.length);
}
/** Text that JSON.stringify writes between quotes as it is: printable ASCII but `"` and `\\`. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5B\x5D-\x7E]*$/;
/** `JSON.stringify` of a string or null, for templates: plain text is quoted without it. */
const jsonString = (s) => s === null ? 'null' : PLAIN_JSON.test(s) ? `"${s}"` : JSON.stringify(s);
/** `JSON.stringify` of a number or null, for templates (NaN and infinities are `null`). */
const jsonNumber = (n) => n !== null && Number.isFinite(n) ? String(n) : 'null';
/** A value written in pieces where it stands in a document (see {@link objectPieces}). */
class JsonPieces {
    pieces;
    constructor(
    /** The value's text at `depth`, in pieces (UTF-8 bytes where already encoded). */
    pieces) {
        this.pieces = pieces;
    }
}
/** A value's text at `depth`: in pieces when it is {@link JsonPieces}, else in one. */
function* valuePieces(value, depth) {
    if (value instanceof JsonPieces)
        yield* value.pieces(depth);
    else
        yield nested(value, depth);
}
/** Whether JSON.stringify leaves the key out of an object. */
function leftOut(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
/**
 * An object's text at `depth`, key by key; a value may be {@link JsonPieces}. Keys whose
 * value JSON.stringify leaves out (undefined) are left out.
 */
function* objectPieces(entries, depth = 0) {
    const inner = '  '.repeat(depth + 1);
    let open = '{';
    for (const [key, value] of Object.entries(entries)) {
        if (leftOut(value))
            continue;
        yield `${open}\n${inner}${JSON.stringify(key)}: `;
        yield* valuePieces(value, depth + 1);
        open = ',';
    }
    yield open === '{' ? '{}' : `\n${'  '.repeat(depth)}}`;
}
/** An array's text at `depth`, item by item as `items` gives them. */
function* arrayPieces(items, depth = 0) {
    const inner = '  '.repeat(depth + 1);
    let open = '[';
    for (const item of items) {
        yield `${open}\n${inner}`;
        yield* valuePieces(item, depth + 1);
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}
/**
 * An array's text at `depth` from its items' text a batch at a time, each batch as
 * {@link itemsText} writes it: one `JSON.stringify` per batch instead of one per item (25,000
 * SARIF results), or a template (the JSON report's test cases). A batch should stay
 * under about 100 KB of text: a longer string goes to V8's large-object space, a fresh mapping
 * each. Empty batches ('') are skipped.
 */
function* batchedArrayPieces(batches, depth = 0) {
    let open = '[';
    for (const text of batches) {
        if (text === '')
            continue;
        yield `${open}${text}`;
        open = ',';
    }
    yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}
/**
 * The items of an array at `depth`, each on its own lines (`\n<indent><item>` joined by
 * commas), without the brackets: an array's text is `[`, then these, then its closing line.
 */
function itemsText(items, depth) {
    // `[\n<items>\n<indent>]`: the items without the brackets.
    const text = nested(items, depth);
    return text.slice(1, text.lastIndexOf('\n'));
}
/** `items` in arrays of `size` (the last one shorter), as they are taken. */
function* batchesOf(items, size) {
    let batch = [];
    for (const item of items) {
        batch.push(item);
        if (batch.length >= size) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0)
        yield batch;
}


/***/ }),

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseReportJson: () => (/* binding */ parseReportJson),
/* harmony export */   rR: () => (/* binding */ renderJsonChunks)
/* harmony export */ });
/* unused harmony exports renderJson, probeRunPieces, caseItemsText, caseAsParsed, ReportFileError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(961);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76044);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27842);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _text_clean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63579);
/**
 * The JSON report: the Report model itself, validated before it is written, and read back
 * (validated again) by `probe-gate report --input` to re-render any other format.
 */





/**
 * The report as pretty-printed JSON with a trailing newline. Validates with ReportSchema
 * first (unknown keys are dropped) and throws a ZodError when the report is not valid.
 */
function renderJson(report) {
    return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}
const ReportHeadSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.omit({ probeRuns: true });
const ProbeRunsSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.shape.probeRuns;
/** Parses `value`; a ZodError names paths from the report's root. */
function parseAt(schema, value, path) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodError */ .G(parsed.error.issues.map((i) => ({ ...i, path: [...path, ...i.path] })));
}
const ProbeRunHeadSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.omit({ failedTestCases: true });
const CasesSchema = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.shape.failedTestCases;
/**
 * Test cases validated and written at a time: a probe run of a huge run has tens of thousands.
 * Why 100: a piece of 100 test cases (about 50 KB) stays an ordinary young string; one of
 * 500 (about 260 KB) went to V8's large-object space, a fresh mapping each, and the 250k run
 * took 0.2 s longer with a peak 20 MB higher (docs/performance.md).
 */
const CASES_PER_PIECE = 100;
/**
 * A probe run's text at depth 2 (as `nested(run, 2)` writes it): its fields in the schema's
 * order, its test cases validated and written {@link CASES_PER_PIECE} at a time, so that no
 * copy of a whole probe run's test cases is made at once.
 */
function probeRunPieces(run, i) {
    const at = ['probeRuns', i];
    const { failedTestCases: cases, ...rest } = run;
    const head = parseAt(ProbeRunHeadSchema, rest, at);
    const where = [...at, 'failedTestCases'];
    const entries = {};
    for (const key of Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeRunReportSchema */ .TS.shape))
        entries[key] =
            key !== 'failedTestCases'
                ? head[key]
                : Array.isArray(cases)
                    ? new _json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonPieces */ .EZ((depth) => casePieces(cases, where, depth))
                    : parseAt(CasesSchema, cases, where);
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .objectPieces */ .Pr)(entries, 2);
}
/** Test cases as `nested(cases, depth)` writes them, validated a batch at a time. */
function casePieces(cases, where, depth) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .batchedArrayPieces */ .sz)(validBatches(cases, where, depth), depth);
}
/**
 * The test cases {@link CASES_PER_PIECE} at a time, each batch's text as `itemsText` writes
 * it: by the template when every case is already what zod would make of it, else zod's.
 */
function* validBatches(cases, where, depth) {
    const asParsed = caseItemsText(depth);
    for (let from = 0; from < cases.length; from += CASES_PER_PIECE) {
        const batch = cases.slice(from, from + CASES_PER_PIECE);
        if (batch.every(caseAsParsed)) {
            yield asParsed(batch);
            continue;
        }
        const parsed = CasesSchema.safeParse(batch);
        if (!parsed.success)
            throw new zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodError */ .G(parsed.error.issues.map((issue) => {
                const [j, ...path] = issue.path;
                return { ...issue, path: [...where, from + j, ...path] };
            }));
        yield (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .itemsText */ .Ir)(parsed.data, depth);
    }
}
/** Most distinct values of a field remembered as JSON (statuses, strategies: a few each). */
const QUOTED_KEPT = 256;
/**
 * Test cases that {@link caseAsParsed} accepted, as `itemsText(cases, depth)` writes them,
 * by one template per case: JSON.stringify with indentation has no fast path in V8, and a
 * case's fields are known. The values a probe run's cases share (statuses, strategies, red
 * teamers, variations, a frozen label set) are written once and remembered. 82,152 cases of
 * a 250k run: 94-136 ms against 158-188 ms. test/report/json-case-check.test.ts
 * holds it to `itemsText` on arbitrary cases.
 */
function caseItemsText(depth) {
    const open = `\n${'  '.repeat(depth + 1)}{`;
    const f = `\n${'  '.repeat(depth + 2)}`;
    const close = `\n${'  '.repeat(depth + 1)}}`;
    const quoted = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perText */ .Vp)(_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonString */ .I, QUOTED_KEPT);
    const shared = (s) => (s === null ? 'null' : quoted(s));
    const labels = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perFrozen */ .wE)((set) => (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(set, depth + 2));
    return (cases) => {
        let out = '';
        for (let i = 0; i < cases.length; i += 1) {
            const tc = cases[i];
            const ignored = tc.ignored === null ? 'null' : (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(tc.ignored, depth + 2);
            out +=
                `${i === 0 ? '' : ','}${open}${f}"id": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonNumber */ .qj)(tc.id)},` +
                    `${f}"attackId": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonString */ .I)(tc.attackId)},${f}"attempt": ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonNumber */ .qj)(tc.attempt)},` +
                    `${f}"outcome": "${tc.outcome}",${f}"status": ${shared(tc.status)},` +
                    `${f}"strategy": ${shared(tc.strategy)},${f}"redTeamer": ${shared(tc.redTeamer)},` +
                    `${f}"variation": ${shared(tc.variation)},` +
                    `${f}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
                    `${f}"riskAccepted": ${tc.riskAccepted},${f}"ignored": ${ignored}${close}`;
        }
        return out;
    };
}
const CASE_KEYS = Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .FailedTestCaseSchema */ .Z7.shape);
const IGNORED_KEYS = ['reason', 'expires'];
const isNullableString = (v) => v === null || typeof v === 'string';
const isNullableNumber = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
/**
 * A plain object whose keys, as JSON.stringify writes them (own, enumerable, strings), are
 * exactly `keys`, in that order. Read by `for...in`, which sees those same keys in that same
 * order and copies nothing: `Reflect.ownKeys` made an array per test case, 47-62 ms of a
 * 250k run against 3-6 ms. A symbol or a key that is not enumerable is in neither
 * the object's JSON nor zod's copy of it; an enumerable key inherited from a polluted
 * `Object.prototype` is seen, and sends the case through zod.
 */
function hasKeys(v, keys) {
    if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype)
        return false;
    let i = 0;
    for (const key in v) {
        if (key !== keys[i])
            return false;
        i += 1;
    }
    return i === keys.length;
}
/**
 * Labels zod's record keeps whole: plain, string keys and values only, no `__proto__`. A
 * frozen set (the collection shares one per distinct set) is checked once: it cannot change.
 */
function labelsAsParsed(v) {
    return typeof v === 'object' && v !== null && plainLabels(v);
}
const plainLabels = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .perFrozen */ .wE)((v) => {
    if (Object.getPrototypeOf(v) !== Object.prototype)
        return false;
    for (const k of Reflect.ownKeys(v)) {
        if (typeof k !== 'string' || k === '__proto__')
            return false;
        const d = Object.getOwnPropertyDescriptor(v, k);
        if (!d?.enumerable || typeof d.value !== 'string')
            return false;
    }
    return true;
});
/**
 * Whether FailedTestCaseSchema would give back a case equal to this one: the same keys in
 * the same order, the same values. Then its JSON is the parsed case's JSON, and the zod
 * pass over every case of a huge run (7 % of its time) is skipped; anything else
 * goes through zod, for the same output or the same error. test/report/json-case-check.test.ts
 * holds this to zod on arbitrary cases.
 */
function caseAsParsed(tc) {
    if (!hasKeys(tc, CASE_KEYS))
        return false;
    const { ignored } = tc;
    return (isNullableNumber(tc.id) &&
        isNullableString(tc.attackId) &&
        isNullableNumber(tc.attempt) &&
        (tc.outcome === 'failed' || tc.outcome === 'error') &&
        isNullableString(tc.status) &&
        isNullableString(tc.strategy) &&
        isNullableString(tc.redTeamer) &&
        isNullableString(tc.variation) &&
        labelsAsParsed(tc.redTeamerLabels) &&
        typeof tc.riskAccepted === 'boolean' &&
        (ignored === null ||
            (hasKeys(ignored, IGNORED_KEYS) &&
                typeof ignored.reason === 'string' &&
                isNullableString(ignored.expires))));
}
/**
 * The same text as {@link renderJson}, in pieces: the report is validated without its probe
 * runs, then each probe run when its turn comes, so that a report of hundreds of thousands
 * of test cases is never copied whole nor held as one string. Throws a ZodError (paths from
 * the report's root) at the first invalid part; a writer must then discard what it wrote.
 */
function* renderJsonChunks(report) {
    const { probeRuns, ...rest } = report;
    const head = parseAt(ReportHeadSchema, rest, []);
    let pending = '{';
    let separator = '\n';
    for (const name of Object.keys(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.shape)) {
        if (name === 'probeRuns' && Array.isArray(probeRuns) && probeRuns.length > 0) {
            yield `${pending}${separator}  "probeRuns": [`;
            for (const [i, run] of probeRuns.entries()) {
                yield `${i === 0 ? '\n' : ',\n'}    `;
                yield (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .section */ .uW)('json', run, () => probeRunPieces(run, i));
            }
            pending = '\n  ]';
        }
        else {
            const value = name === 'probeRuns' ? parseAt(ProbeRunsSchema, probeRuns, [name]) : head[name];
            // JSON.stringify leaves out keys whose value is undefined.
            if (value === undefined)
                continue;
            pending += `${separator}  ${JSON.stringify(name)}: ${(0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_4__/* .nested */ .cY)(value, 1)}`;
        }
        separator = ',\n';
    }
    yield `${pending}\n}\n`;
}
/** A file that is not a (supported) probe-gate report. */
class ReportFileError extends Error {
    path;
    problem;
    name = 'ReportFileError';
    constructor(
    /** The file that was read. */
    path, 
    /** What is wrong with it, one line. */
    problem) {
        super(`The report file is not a probe-gate report: ${path}: ${problem}`);
        this.path = path;
        this.problem = problem;
    }
}
const MAX_ISSUES = 5;
function describeIssues(error) {
    const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => {
        const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
        return `${where}: ${issue.message}`;
    });
    const more = error.issues.length - MAX_ISSUES;
    return `${issues.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`;
}
/**
 * Parses and validates a saved JSON report. Throws a {@link ReportFileError} (`The report
 * file is not a probe-gate report: <path>: <problem>`) when the text is not JSON, not a
 * probe-gate report, of another schema version, or does not fit the schema (JSON paths named).
 */
function parseReportJson(text, path = '<input>') {
    let data;
    try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        // The parser's message quotes the input: shown on one line and cut short.
        const why = (0,_text_clean_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_text_clean_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanText */ .X5)(error.message), 200);
        throw new ReportFileError(path, `invalid JSON (${why})`);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new ReportFileError(path, 'the JSON is not an object');
    }
    const record = data;
    const tool = record.tool;
    if (typeof tool !== 'object' || tool === null || tool.name !== 'probe-gate') {
        throw new ReportFileError(path, 'tool.name is not "probe-gate"');
    }
    if (record.schemaVersion !== _model_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA_VERSION */ .WI) {
        throw new ReportFileError(path, `schemaVersion ${JSON.stringify(record.schemaVersion) ?? 'is missing'}; this probe-gate reads version ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA_VERSION */ .WI}`);
    }
    const result = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9.safeParse(data);
    if (!result.success)
        throw new ReportFileError(path, describeIssues(result.error));
    return result.data;
}


/***/ })

};
