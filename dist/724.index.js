export const id = 724;
export const ids = [724];
export const modules = {

/***/ 9724:
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
// EXTERNAL MODULE: ./src/report/junit.ts + 2 modules
var junit = __webpack_require__(30013);
// EXTERNAL MODULE: ./src/report/markdown/markdown.ts + 3 modules
var markdown = __webpack_require__(74740);
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
    junit: (report) => (0,junit/* renderJunitChunks */.Zo)(report),
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
