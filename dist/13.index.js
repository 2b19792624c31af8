export const id = 13;
export const ids = [13];
export const modules = {

/***/ 30013:
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
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
// EXTERNAL MODULE: ./src/compliance/data/index.ts + 7 modules
var data = __webpack_require__(64848);
// EXTERNAL MODULE: ./src/compliance/map.ts
var map = __webpack_require__(75217);
// EXTERNAL MODULE: ./src/compliance/types.ts
var types = __webpack_require__(49942);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
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


/***/ })

};
