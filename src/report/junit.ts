/**
 * JUnit XML for CI systems that show test results (GitLab, Jenkins, Azure, test reporters).
 *
 * One `<testsuite>` per probe run whose counts equal the probe run's: `tests` = passed +
 * failed + errors, `failures` = failed cases that count (not accepted, not ignored),
 * `errors` = errored cases, `skipped` = accepted + ignored. Each failed or errored case of
 * the report is a `<testcase>` (`<failure>`, `<error>`, or `<skipped>` with the reason). The
 * report keeps no detail of passed cases, so each is an empty `<testcase>` named `passed test
 * case k of n`; when the report lists fewer failed cases than the counts say, the rest are
 * named `... (no detail in the report)`. A first suite, `probe-gate gate`, has one test case
 * per gate check, so the consumer sees why the build failed.
 * Untrusted text is cleaned, invalid XML characters dropped, and escaped by the XML builder.
 *
 * The document is serialised by fast-xml-builder (the builder of fast-xml-parser) in pieces:
 * the `<testsuites>` envelope, then each suite in batches of {@link CASES_PER_PIECE} test
 * cases, so a run of hundreds of thousands of test cases is never held whole. The counts of
 * `<testsuites>` and of each suite are computed first, since attributes are written with
 * their start tag.
 */
import XMLBuilder from 'fast-xml-builder';
import { activeFailures, caseTriage, fmtPct, fmtRateCi, labelsText } from './format.js';
import type { Counts, FailedTestCase, ProbeRunReport, Report } from './model.js';
import { checkStatus } from './model.js';
import { cleanText, truncate } from './text-clean.js';

/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
export const MAX_PLACEHOLDERS_PER_SUITE = 100_000;

/** Test cases serialised per piece: pieces of a few hundred KiB, few builder calls. */
const CASES_PER_PIECE = 1_000;

/** Characters XML 1.0 does not allow (after `cleanText`, only U+FFFE and U+FFFF remain). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Stands for the children of an element whose start and end tags are serialised apart (see
 * {@link Serializer.split}). U+0000 cannot occur in the document: {@link literal} drops it.
 */
const CHILDREN = '\u0000';

/** The builder escapes `&`, `<`, `>`, `"` and `'` in every text and attribute value. */
function literal(text: string): string {
  return text.replace(INVALID_XML, '');
}

/** Text for an attribute: one line (parsers fold line breaks in attributes), cleaned. */
function attr(text: string, maxLength = 1_000): string {
  return literal(truncate(cleanText(text), maxLength));
}

/** Text for element content: line breaks kept, cleaned. */
function body(text: string): string {
  return literal(cleanText(text, { lineBreaks: 'keep', keepTabs: true }));
}

/** An element as fast-xml-builder takes it: `@name` attributes, `#text`, child elements. */
type Node = { [key: string]: string | Node | Node[] };

/**
 * fast-xml-builder turns one object into one string. A suite of many test cases is therefore
 * serialised in pieces at its depth in the document: each piece is built inside `depth`
 * wrapper elements (so its indentation is right) whose own lines are then cut off.
 */
class Serializer {
  private readonly builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
    // Otherwise an attribute whose value is "true" is written without a value (not XML).
    suppressBooleanAttributes: false,
    // Matcher objects instead of path strings for callbacks (there are none): no string per node.
    jPath: false,
  } as ConstructorParameters<typeof XMLBuilder>[0]);

  /** `element` (one key: its name) serialised at `depth`, ending with a line break. */
  piece(element: Node, depth: number): string {
    let wrapped: Node = element;
    for (let i = 0; i < depth; i += 1) wrapped = { w: wrapped };
    const text = this.builder.build(wrapped);
    if (depth === 0) return text;
    // The first `depth` lines open the wrappers, the last `depth` lines close them.
    let start = 0;
    for (let i = 0; i < depth; i += 1) start = text.indexOf('\n', start) + 1;
    let end = text.length - 1;
    for (let i = 0; i < depth; i += 1) end = text.lastIndexOf('\n', end - 1);
    return text.slice(start, end + 1);
  }

  /**
   * The start of `element` (its start tag and the children it has) and its end, apart, so
   * that more children can be written in between. `element` is the tag name's value.
   */
  split(name: string, element: Node, depth: number): [string, string] {
    const text = this.piece({ [name]: { ...element, '#text': CHILDREN } }, depth);
    const at = text.indexOf(CHILDREN);
    const head = text.slice(0, at);
    return [head.endsWith('\n') ? head : `${head}\n`, text.slice(at + CHILDREN.length)];
  }
}

interface SuiteCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

/** A probe run's suite counts, and how many cases of each kind have no detail in the report. */
interface ProbeSuitePlan {
  probe: ProbeRunReport;
  counts: SuiteCounts;
  missing: { failures: number; errors: number; skipped: number };
}

/** The counts a probe run's suite declares: its cases as listed, completed from its counts. */
function planProbeSuite(probe: ProbeRunReport): ProbeSuitePlan {
  const listed = { failures: 0, errors: 0, skipped: 0 };
  for (const tc of probe.failedTestCases) {
    const triage = caseTriage(tc);
    if (triage === 'error') listed.errors += 1;
    else if (triage === 'active') listed.failures += 1;
    else listed.skipped += 1;
  }
  const missing = {
    failures: Math.max(0, activeFailures(probe) - listed.failures),
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

function gateCounts(report: Report): SuiteCounts {
  const stopped = report.gate.verdict === 'error' || report.gate.verdict === 'timeout' ? 1 : 0;
  return {
    tests: report.gate.checks.length + stopped,
    failures: report.gate.checks.filter((c) => checkStatus(c) === 'fail').length,
    errors: stopped,
    skipped: report.gate.checks.filter((c) => checkStatus(c) === 'skip').length,
  };
}

function countAttributes(n: SuiteCounts): Node {
  return {
    '@tests': String(n.tests),
    '@failures': String(n.failures),
    '@errors': String(n.errors),
    '@skipped': String(n.skipped),
  };
}

/** Seconds as the schema's SUREFIRE_TIME takes them: plain digits, at most 3 decimals. */
function surefireTime(seconds: number): string {
  return String(Math.round(seconds * 1000) / 1000);
}

function caseDetails(probe: ProbeRunReport, tc: FailedTestCase): string {
  const lines = [
    `Probe: ${probe.name}`,
    `Attack id: ${tc.attackId ?? 'n/a'}`,
    `Test case id: ${tc.id ?? 'n/a'}`,
    `Attempt: ${tc.attempt ?? 'n/a'}`,
    `Platform status: ${tc.status ?? 'n/a'}`,
    `Strategy: ${tc.strategy ?? 'n/a'}`,
    `Red teamer: ${tc.redTeamer ?? 'n/a'}`,
    `Variation: ${tc.variation ?? 'n/a'}`,
    `Labels: ${labelsText(tc.redTeamerLabels) || 'none'}`,
  ];
  return body(lines.join('\n'));
}

/** A `<testcase>` of a listed failed, errored, accepted or ignored test case. */
function caseElement(probe: ProbeRunReport, tc: FailedTestCase, cls: string): Node {
  const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
  const testcase: Node = { '@name': attr(`attack ${name}`), '@classname': cls };
  const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
  switch (caseTriage(tc)) {
    case 'error':
      testcase.error = {
        '@message': attr(`The test case could not be executed: ${tc.status ?? 'error'}`),
        '@type': 'execution-error',
        '#text': caseDetails(probe, tc),
      };
      break;
    case 'accepted':
      testcase.skipped = {
        '@message': attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
      };
      break;
    case 'ignored':
      testcase.skipped = {
        '@message': attr(
          `Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`,
        ),
      };
      break;
    default:
      testcase.failure = {
        '@message': attr(`Attack succeeded against the target${strategy}.`),
        '@type': 'attack-succeeded',
        '#text': caseDetails(probe, tc),
      };
  }
  return testcase;
}

/** The `<testcase>` elements of a suite, in the order written. */
function* suiteCases(
  { probe, missing }: ProbeSuitePlan,
  cls: string,
  notListed: { count: number },
): Generator<Node> {
  for (const tc of probe.failedTestCases) yield caseElement(probe, tc, cls);
  let budget = MAX_PLACEHOLDERS_PER_SUITE;
  function* placeholders(count: number, make: (k: number) => Node): Generator<Node> {
    const written = Math.min(count, budget);
    budget -= written;
    notListed.count += count - written;
    for (let k = 1; k <= written; k += 1) yield make(k);
  }
  yield* placeholders(missing.failures, (k) => ({
    '@name': `failed test case ${k} (no detail in the report)`,
    '@classname': cls,
    failure: {
      '@message': 'Attack succeeded; the report has no detail of this test case.',
      '@type': 'attack-succeeded',
    },
  }));
  yield* placeholders(missing.errors, (k) => ({
    '@name': `errored test case ${k} (no detail in the report)`,
    '@classname': cls,
    error: { '@message': 'The test case could not be executed.', '@type': 'execution-error' },
  }));
  yield* placeholders(missing.skipped, (k) => ({
    '@name': `accepted or ignored test case ${k} (no detail in the report)`,
    '@classname': cls,
    skipped: { '@message': 'Attack succeeded; risk accepted or ignored.' },
  }));
  yield* placeholders(probe.passed, (k) => ({
    '@name': `passed test case ${k} of ${probe.passed}`,
    '@classname': cls,
  }));
}

function* probeSuite(
  xml: Serializer,
  plan: ProbeSuitePlan,
  timestamp: string | undefined,
): Generator<string> {
  const { probe, counts } = plan;
  const properties: Node[] = [];
  const prop = (name: string, value: string | number | null): void => {
    if (value !== null) properties.push({ '@name': name, '@value': attr(String(value)) });
  };
  prop('probeId', probe.probeId);
  prop('probeRunId', probe.probeRunId);
  prop('category', probe.category);
  prop('weight', probe.weight);
  prop('status', probe.status);
  prop('failRate', fmtPct(probe.failRate));
  prop('failRateCi', probe.failRateInterval ? fmtRateCi(probe) : null);
  const [head, tail] = xml.split(
    'testsuite',
    {
      '@name': attr(probe.name),
      ...countAttributes(counts),
      ...(timestamp ? { '@timestamp': timestamp } : {}),
      properties: { property: properties },
    },
    1,
  );
  yield head;
  const cls = attr(probe.name);
  const notListed = { count: 0 };
  let batch: Node[] = [];
  for (const testcase of suiteCases(plan, cls, notListed)) {
    batch.push(testcase);
    if (batch.length < CASES_PER_PIECE) continue;
    yield xml.piece({ testcase: batch }, 2);
    batch = [];
  }
  if (batch.length > 0) yield xml.piece({ testcase: batch }, 2);
  if (notListed.count > 0) {
    yield xml.piece(
      {
        'system-out': `${notListed.count} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`,
      },
      2,
    );
  }
  yield tail;
}

/** Without per-probe detail: one suite from the run's totals. */
function totalsAsProbe(totals: Counts): ProbeRunReport {
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

function gateSuite(report: Report, counts: SuiteCounts): Node {
  const testcase: Node[] = report.gate.checks.map((check) => ({
    '@name': attr(check.id),
    '@classname': 'probe-gate.gate',
    ...(checkStatus(check) === 'pass'
      ? {}
      : checkStatus(check) === 'skip'
        ? { skipped: { '@message': attr(check.message) } }
        : { failure: { '@message': attr(check.message), '@type': 'gate-check' } }),
  }));
  const { verdict, reason } = report.gate;
  if (verdict === 'error' || verdict === 'timeout') {
    testcase.push({
      '@name': 'verdict',
      '@classname': 'probe-gate.gate',
      error: { '@message': attr(reason), '@type': verdict },
    });
  }
  // The report's warnings (what could not be fetched, plain http allowed, ...) go with the gate.
  const out: Node =
    report.warnings.length > 0 ? { 'system-out': body(report.warnings.join('\n')) } : {};
  return {
    testsuite: { '@name': 'probe-gate gate', ...countAttributes(counts), testcase, ...out },
  };
}

/**
 * The JUnit XML document of {@link renderJunit}, in pieces to write one after the other: the
 * envelope, then suite by suite, at most {@link CASES_PER_PIECE} test cases at a time.
 * Rendering happens as the pieces are taken.
 */
export function* renderJunitChunks(report: Report): Generator<string> {
  const xml = new Serializer();
  const started = report.testRun.startedAt;
  const timestamp =
    started !== null && Number.isFinite(Date.parse(started))
      ? new Date(Date.parse(started)).toISOString()
      : undefined;
  const probes =
    report.probeRuns.length > 0 || report.perProbeDetail
      ? report.probeRuns
      : [totalsAsProbe(report.totals)];
  const gate = gateCounts(report);
  const plans = probes.map(planProbeSuite);
  const sum = (k: keyof SuiteCounts): number => plans.reduce((n, p) => n + p.counts[k], gate[k]);
  const seconds = report.testRun.durationSeconds;
  const [head, tail] = xml.split(
    'testsuites',
    {
      '@name': attr(
        `probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`,
      ),
      // No `skipped` on <testsuites>: the Jenkins xunit schema (junit-10.xsd) rejects it;
      // each <testsuite> carries its own.
      '@tests': String(sum('tests')),
      '@failures': String(sum('failures')),
      '@errors': String(sum('errors')),
      ...(seconds !== null && Number.isFinite(seconds) && seconds >= 0
        ? { '@time': surefireTime(seconds) }
        : {}),
    },
    0,
  );
  yield xml.piece({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' } }, 0) + head;
  yield xml.piece(gateSuite(report, gate), 1);
  for (const plan of plans) yield* probeSuite(xml, plan, timestamp);
  yield tail;
}

/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
export function renderJunit(report: Report): string {
  return [...renderJunitChunks(report)].join('');
}
