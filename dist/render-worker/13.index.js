export const id = 13;
export const ids = [13];
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

/***/ 13:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_PLACEHOLDERS_PER_SUITE: () => (/* binding */ MAX_PLACEHOLDERS_PER_SUITE),
  probeSuiteChunks: () => (/* binding */ probeSuiteChunks),
  renderJunit: () => (/* binding */ renderJunit),
  renderJunitChunks: () => (/* binding */ renderJunitChunks)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(11);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(29);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(823);
// EXTERNAL MODULE: ./src/compliance/data/index.ts + 7 modules
var data = __webpack_require__(848);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(217);
// EXTERNAL MODULE: ./src/compliance/types.ts
var types = __webpack_require__(942);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(579);
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
        const triage = (0,format/* caseTriage */.Dd)(tc);
        if (triage === 'error')
            listed.errors += 1;
        else if (triage === 'active')
            listed.failures += 1;
        else
            listed.skipped += 1;
    }
    const missing = {
        failures: Math.max(0, (0,format/* activeFailures */.mC)(probe) - listed.failures),
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
        failures: report.gate.checks.filter((c) => (0,format/* buildStatus */.Bg)(c) === 'fail').length + open,
        errors: stopped,
        skipped: report.gate.checks.filter((c) => (0,format/* buildStatus */.Bg)(c) === 'skip').length,
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
const labelsBody = (0,format/* perFrozen */.wE)((labels) => body((0,format/* labelsText */.Ht)(labels) || 'none'));
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
        field: (0,format/* perText */.Vp)(fieldBody, CASE_TAGS_KEPT),
        failure: (0,format/* perText */.Vp)((strategy) => leafStart(3, 'failure', {
            message: attr(`Attack succeeded against the target${strategy}.`),
            type: 'attack-succeeded',
        }), CASE_TAGS_KEPT),
        error: (0,format/* perText */.Vp)((status) => leafStart(3, 'error', {
            message: attr(`The test case could not be executed: ${status}`),
            type: 'execution-error',
        }), CASE_TAGS_KEPT),
        accepted: (0,format/* perText */.Vp)((strategy) => leaf(3, 'skipped', {
            message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
        }), CASE_TAGS_KEPT),
    };
}
/** A `<testcase>` of a listed failed, errored, accepted or ignored test case, at depth 2. */
function caseElement(probe, tc, cls, tags) {
    const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
    const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
    let child;
    switch ((0,format/* caseTriage */.Dd)(tc)) {
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
    const gather = new format/* TextGatherer */._n();
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
        const status = (0,format/* buildStatus */.Bg)(check);
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
    const timestamp = (0,format/* suiteTimestamp */.Z_)(report.testRun.startedAt);
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
        yield (0,format/* section */.uW)('junit', plan.probe, () => probeSuite(plan, timestamp));
    yield '</testsuites>\n';
}
/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
function renderJunit(report) {
    return (0,format/* piecesText */.BW)(renderJunitChunks(report));
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


/***/ })

};
