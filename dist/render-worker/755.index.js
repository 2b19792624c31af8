export const id = 755;
export const ids = [755];
export const modules = {

/***/ 848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ FRAMEWORKS)
});

;// CONCATENATED MODULE: ./src/compliance/data/eu-ai-act-2024.ts
/** EU AI Act, Regulation (EU) 2024/1689: the articles on high-risk systems a run tests for. */
const EU_AI_ACT_2024 = {
    framework: 'eu-ai-act',
    edition: '2024',
    title: 'EU AI Act (Regulation (EU) 2024/1689)',
    mappingVersion: 1,
    source: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
    items: [
        { id: 'Art.9', name: 'Risk management system', categories: ['Harmful Content'] },
        { id: 'Art.10', name: 'Data and data governance', categories: ['Bias & Fairness'] },
        { id: 'Art.14', name: 'Human oversight', categories: ['Tool & Agent Misuse'] },
        {
            id: 'Art.15',
            name: 'Accuracy, robustness and cybersecurity',
            categories: [
                'Prompt Injection',
                'Jailbreak',
                'Data Leakage',
                'Hallucination',
                'Tool & Agent Misuse',
            ],
        },
    ],
};

;// CONCATENATED MODULE: ./src/compliance/data/probe-groups.ts
/**
 * Probes of the catalogue that frameworks map as one group: the same probes answer the same
 * question in every edition that asks it.
 */
/** The probes that try to make a target disclose what it holds or has seen. */
const DATA_LEAKAGE_PROBES = [
    'PII Leakage',
    'RAG Context Exfiltration',
    'Credential Disclosure',
    'Training Data Extraction',
    'Cross-session Leakage',
];
/** The probes that make an agent use its tools beyond what it was asked or allowed to. */
const TOOL_MISUSE_PROBES = [
    'Unauthorized Tool Invocation',
    'Excessive Agency',
    'Parameter Tampering',
    'Privilege Escalation via Tools',
];

;// CONCATENATED MODULE: ./src/compliance/data/mitre-atlas-2026-09.ts

/** MITRE ATLAS, data release 2026.09: the techniques a probe of the catalogue attempts. */
const MITRE_ATLAS_2026_09 = {
    framework: 'mitre-atlas',
    edition: '2026.09',
    title: 'MITRE ATLAS 2026.09',
    mappingVersion: 1,
    source: 'https://atlas.mitre.org/',
    items: [
        { id: 'AML.T0051', name: 'LLM Prompt Injection', categories: ['Prompt Injection'] },
        { id: 'AML.T0054', name: 'LLM Jailbreak', categories: ['Jailbreak'] },
        { id: 'AML.T0056', name: 'Extract LLM System Prompt', probes: ['System Prompt Leakage'] },
        {
            id: 'AML.T0057',
            name: 'LLM Data Leakage',
            categories: ['Data Leakage'],
            probes: DATA_LEAKAGE_PROBES,
        },
        {
            id: 'AML.T0077',
            name: 'LLM Response Rendering',
            probes: ['Markdown Image Exfiltration', 'Insecure Output Handling'],
        },
        {
            id: 'AML.T0053',
            name: 'AI Agent Tool Invocation',
            probes: TOOL_MISUSE_PROBES,
        },
        { id: 'AML.T0034', name: 'Cost Harvesting', probes: ['Resource Exhaustion'] },
        {
            id: 'AML.T0048',
            name: 'External Harms',
            categories: ['Harmful Content', 'Bias & Fairness', 'Business Alignment'],
        },
    ],
};

;// CONCATENATED MODULE: ./src/compliance/data/nist-ai-rmf-1-0.ts
/**
 * NIST AI Risk Management Framework 1.0 (NIST AI 100-1): the MEASURE outcomes a red-team run
 * gives evidence for. GOVERN, MAP and MANAGE are about the organisation, not about one run.
 */
const NIST_AI_RMF_1_0 = {
    framework: 'nist-ai-rmf',
    edition: '1.0',
    title: 'NIST AI Risk Management Framework 1.0',
    mappingVersion: 1,
    source: 'https://www.nist.gov/itl/ai-risk-management-framework',
    items: [
        {
            id: 'MEASURE-2.5',
            name: 'Valid and reliable',
            categories: ['Hallucination', 'Business Alignment'],
        },
        { id: 'MEASURE-2.6', name: 'Safe', categories: ['Harmful Content'] },
        {
            id: 'MEASURE-2.7',
            name: 'Secure and resilient',
            categories: ['Prompt Injection', 'Jailbreak', 'Data Leakage', 'Tool & Agent Misuse'],
        },
        { id: 'MEASURE-2.10', name: 'Privacy', categories: ['Data Leakage'] },
        {
            id: 'MEASURE-2.11',
            name: 'Fair, with harmful bias managed',
            categories: ['Bias & Fairness'],
        },
    ],
};

;// CONCATENATED MODULE: ./src/compliance/data/owasp-agentic-2026.ts
/** OWASP Top 10 for Agentic Applications, 2026 edition (items ASI01-ASI10). */
const OWASP_AGENTIC_2026 = {
    framework: 'owasp-agentic',
    edition: '2026',
    title: 'OWASP Top 10 for Agentic Applications 2026',
    mappingVersion: 1,
    source: 'https://genai.owasp.org/resource/owasp-top-10-for-agentic-applications-for-2026/',
    items: [
        {
            id: 'ASI01',
            name: 'Agent Goal Hijack',
            categories: ['Prompt Injection', 'Jailbreak'],
        },
        {
            id: 'ASI02',
            name: 'Tool Misuse and Exploitation',
            probes: ['Unauthorized Tool Invocation', 'Parameter Tampering', 'Resource Exhaustion'],
        },
        {
            id: 'ASI03',
            name: 'Identity and Privilege Abuse',
            probes: ['Privilege Escalation via Tools'],
        },
        { id: 'ASI04', name: 'Agentic Supply Chain Vulnerabilities' },
        { id: 'ASI05', name: 'Unexpected Code Execution', probes: ['Insecure Output Handling'] },
        {
            id: 'ASI06',
            name: 'Memory and Context Poisoning',
            probes: ['Indirect Prompt Injection', 'Cross-session Leakage'],
        },
        { id: 'ASI07', name: 'Insecure Inter-Agent Communication' },
        { id: 'ASI08', name: 'Cascading Failures' },
        { id: 'ASI09', name: 'Human-Agent Trust Exploitation', categories: ['Hallucination'] },
        { id: 'ASI10', name: 'Rogue Agents', probes: ['Excessive Agency'] },
    ],
};

;// CONCATENATED MODULE: ./src/compliance/data/owasp-llm-2025.ts
/**
 * The 2025 items, each with the platform's tag for it (`OWASP <id>`, e.g. `OWASP LLM07`), in
 * front of any other mapping the item has.
 */
function tagged(items) {
    return items.map(({ id, name, ...mapped }) => ({ id, name, tags: [`OWASP ${id}`], ...mapped }));
}
/** OWASP Top 10 for LLM Applications, 2025 edition. The platform's `OWASP LLMnn` tags follow it. */
const OWASP_LLM_2025 = {
    framework: 'owasp-llm',
    edition: '2025',
    title: 'OWASP Top 10 for LLM Applications 2025',
    mappingVersion: 1,
    source: 'https://genai.owasp.org/llm-top-10/',
    items: tagged([
        { id: 'LLM01', name: 'Prompt Injection' },
        { id: 'LLM02', name: 'Sensitive Information Disclosure' },
        { id: 'LLM03', name: 'Supply Chain' },
        { id: 'LLM04', name: 'Data and Model Poisoning' },
        { id: 'LLM05', name: 'Improper Output Handling' },
        { id: 'LLM06', name: 'Excessive Agency', categories: ['Tool & Agent Misuse'] },
        { id: 'LLM07', name: 'System Prompt Leakage' },
        { id: 'LLM08', name: 'Vector and Embedding Weaknesses' },
        { id: 'LLM09', name: 'Misinformation', categories: ['Hallucination'] },
        { id: 'LLM10', name: 'Unbounded Consumption' },
    ]),
};

;// CONCATENATED MODULE: ./src/compliance/data/owasp-llm-2026.ts

/**
 * OWASP Top 10 for LLM Applications, 2026 edition: most items renumbered against 2025, so the
 * platform's undated `OWASP LLMnn` tags are not read here; probes map by name and category.
 */
const OWASP_LLM_2026 = {
    framework: 'owasp-llm',
    edition: '2026',
    title: 'OWASP Top 10 for LLM Applications 2026',
    mappingVersion: 1,
    source: 'https://genai.owasp.org/resource/owasp-genai-llm-top-10-2026/',
    items: [
        { id: 'LLM01', name: 'Prompt Injection', categories: ['Prompt Injection', 'Jailbreak'] },
        {
            id: 'LLM02',
            name: 'Sensitive Information Disclosure',
            categories: ['Data Leakage'],
            probes: [...DATA_LEAKAGE_PROBES, 'Markdown Image Exfiltration'],
        },
        {
            id: 'LLM03',
            name: 'Excessive Agency',
            categories: ['Tool & Agent Misuse'],
            probes: TOOL_MISUSE_PROBES,
        },
        { id: 'LLM04', name: 'Supply Chain' },
        { id: 'LLM05', name: 'Data and Model Poisoning' },
        { id: 'LLM06', name: 'Unbounded Consumption', probes: ['Resource Exhaustion'] },
        {
            id: 'LLM07',
            name: 'Misinformation',
            categories: ['Hallucination'],
            probes: ['Unapproved Medical or Financial Advice'],
        },
        { id: 'LLM08', name: 'Hidden Context Exposure', probes: ['System Prompt Leakage'] },
        { id: 'LLM09', name: 'Vector and Embedding Weaknesses', probes: ['RAG Context Exfiltration'] },
        {
            id: 'LLM10',
            name: 'Improper Output Handling',
            probes: ['Insecure Output Handling', 'Markdown Image Exfiltration'],
        },
    ],
};

;// CONCATENATED MODULE: ./src/compliance/data/index.ts






/** Every framework edition probe-gate maps, in report order. */
const FRAMEWORKS = [
    OWASP_LLM_2025,
    OWASP_LLM_2026,
    OWASP_AGENTIC_2026,
    MITRE_ATLAS_2026_09,
    NIST_AI_RMF_1_0,
    EU_AI_ACT_2024,
];


/***/ }),

/***/ 217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gK: () => (/* binding */ itemsFor),
/* harmony export */   yF: () => (/* binding */ findFramework)
/* harmony export */ });
/* unused harmony export frameworkKeys */
/* harmony import */ var _data_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(848);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(942);


const norm = (s) => s.trim().toLowerCase().replace(/\s+/g, ' ');
/**
 * The items of one framework edition a probe tests for: by the platform's tags where a tag
 * names an item (an item's listed tag, or `ID:edition` such as `LLM08:2026`); else by the
 * probe's name where an item lists it; else by its category. Empty: unmapped in this edition.
 */
function itemsFor(framework, probe) {
    const tags = new Set((probe.tags ?? []).map(norm));
    const byTag = framework.items.filter((i) => (i.tags ?? []).some((t) => tags.has(norm(t))) ||
        tags.has(norm(`${i.id}:${framework.edition}`)));
    if (byTag.length > 0)
        return byTag.map((i) => i.id);
    const name = norm(probe.name);
    const byName = framework.items.filter((i) => (i.probes ?? []).some((p) => norm(p) === name));
    if (byName.length > 0)
        return byName.map((i) => i.id);
    const category = probe.category === null ? null : norm(probe.category);
    if (category === null)
        return [];
    return framework.items
        .filter((i) => (i.categories ?? []).some((c) => norm(c) === category))
        .map((i) => i.id);
}
/** The framework edition with this key (`owasp-llm@2026`), matched case-insensitively. */
function findFramework(key) {
    return _data_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FRAMEWORKS */ .i.find((f) => (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .frameworkKey */ .G)(f).toLowerCase() === key.trim().toLowerCase());
}
/** Every `framework@edition` key, for messages. */
function frameworkKeys() {
    return FRAMEWORKS.map(frameworkKey);
}


/***/ }),

/***/ 942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ frameworkKey)
/* harmony export */ });
/**
 * The shape of a framework mapping file (src/compliance/data/): one framework in one edition,
 * its items, and which probes test for each item. The mappings are probe-gate's own reading of
 * the frameworks, versioned with `mappingVersion`: a probe mapped to an item tests for that item;
 * no mapping proves compliance with it.
 */
/** `framework@edition`, the key the inputs and reports use. */
function frameworkKey(f) {
    return `${f.framework}@${f.edition}`;
}


/***/ }),

/***/ 823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ RISK_BANDS),
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   lZ: () => (/* binding */ stoppedVerdict)
/* harmony export */ });
/* unused harmony export riskBand */
/**
 * The Report's version and the risk band of a score: small enough for the engine to load
 * before the run exists, without the zod model (src/report/model.ts re-exports them).
 */
/** Bump on any breaking change of the Report model. */
const REPORT_SCHEMA_VERSION = 1;
/** Risk bands, most severe first. */
const RISK_BANDS = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
/** The band of a 0..100 score (higher is safer); null when there is no valid score. */
function riskBand(score) {
    if (score === null || score === undefined || !Number.isFinite(score))
        return null;
    if (score < 30)
        return 'CRITICAL';
    if (score < 60)
        return 'HIGH';
    if (score < 80)
        return 'MEDIUM';
    return 'LOW';
}
/** Whether a verdict stopped the run before it was judged (error, timeout, budget): no score is shown. */
const stoppedVerdict = (v) => v === 'error' || v === 'timeout' || v === 'budget';


/***/ }),

/***/ 755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FINGERPRINT_KEY: () => (/* reexport */ results/* FINGERPRINT_KEY */.XG),
  LINE_HASH_KEY: () => (/* reexport */ results/* LINE_HASH_KEY */.k$),
  PROBE_GATE_INFORMATION_URI: () => (/* binding */ PROBE_GATE_INFORMATION_URI),
  SARIF_FALLBACK_LOCATION: () => (/* binding */ SARIF_FALLBACK_LOCATION),
  SARIF_MAX_RESULTS: () => (/* binding */ SARIF_MAX_RESULTS),
  attackFingerprint: () => (/* reexport */ results/* attackFingerprint */.Vh),
  attackLineHash: () => (/* reexport */ results/* attackLineHash */.NH),
  renderSarif: () => (/* binding */ renderSarif),
  renderSarifChunks: () => (/* binding */ renderSarifChunks),
  sarifLocationUri: () => (/* binding */ sarifLocationUri),
  selectResults: () => (/* reexport */ results/* selectResults */.B6)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(11);
// EXTERNAL MODULE: ./src/report/json-pieces.ts
var json_pieces = __webpack_require__(44);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(823);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(211);
// EXTERNAL MODULE: ./src/report/sarif/results-array.ts
var results_array = __webpack_require__(230);
// EXTERNAL MODULE: ./src/report/sarif/results.ts
var results = __webpack_require__(406);
// EXTERNAL MODULE: ./src/report/sarif/rules.ts
var sarif_rules = __webpack_require__(759);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(217);
;// CONCATENATED MODULE: ./src/report/sarif/taxonomies.ts


function taxonomiesOf(report) {
    const editions = (report.compliance ?? []).flatMap((c) => {
        const file = (0,map/* findFramework */.yF)(c.key);
        return file ? [{ key: c.key, file }] : [];
    });
    const taxonomies = editions.map(({ key, file }) => ({
        name: key,
        version: file.edition,
        organization: (0,sarif_rules/* sarifText */.BC)(file.title.split(' ')[0] ?? file.framework, 100),
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
            id: (0,sarif_rules/* sarifText */.BC)(category || `probe-gate/target-${report.platform.targetId}/`, 200),
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
    return (0,format/* piecesText */.BW)(renderSarifChunks(report, options));
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
    const { kept, total } = (0,results/* selectResults */.B6)(report, ruleOf, max);
    const location = sarifLocationUri(options.locationPath);
    const invocation = invocationOf(report, total - kept.length, total, max);
    const run = {
        tool: {
            driver: {
                name: 'probe-gate',
                version: (0,sarif_rules/* sarifText */.BC)(report.tool.version, 100),
                ...(informationUri ? { informationUri } : {}),
                rules,
            },
        },
        ...(taxa.taxonomies.length > 0 ? { taxonomies: taxa.taxonomies } : {}),
        ...automationDetails(report, options.category),
        invocations: [invocation],
        columnKind: 'utf16CodeUnits',
        // Built one by one as they are written.
        results: new json_pieces/* JsonPieces */.EZ((depth) => (0,results_array/* resultsArrayPieces */.Z)(kept, location, depth)),
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
            const base = (0,sarif_rules/* ruleIdBase */.zO)(probe);
            let ruleId = base;
            for (let n = 2; usedIds.has(ruleId); n += 1)
                ruleId = `${base}-${n}`;
            rule = { ruleId, ruleIndex: rules.length };
            const relationships = taxa.relationshipsOf(probe);
            rules.push({
                ...(0,sarif_rules/* probeRule */.JR)(probe, ruleId, report, informationUri),
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
        message: { text: (0,sarif_rules/* sarifMessage */.Jy)(w) },
    }));
    if (report.gate.verdict === 'inconclusive')
        notifications.push({
            level: 'error',
            message: { text: (0,sarif_rules/* sarifMessage */.Jy)(`Verdict inconclusive (exit 5): ${report.gate.reason}`) },
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


/***/ })

};
