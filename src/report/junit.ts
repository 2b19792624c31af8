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
import { activeFailures, buildStatus, caseTriage } from './format.js';
import { fmtFailRate, fmtRateCi } from './rates.js';
import {
  section,
  labelsText,
  perFrozen,
  perText,
  piecesText,
  suiteTimestamp,
  TextGatherer,
  type DocPiece,
} from './format.js';
import type { Counts, FailedTestCase, ProbeRunReport, Report } from './model.js';
import { stoppedVerdict } from './risk-band.js';
import { complianceXml, probeFrameworkProperties } from './compliance/properties.js';
import {
  attr,
  attrText,
  body,
  indent,
  leaf,
  leafEnd,
  leafStart,
  parent,
  type Attrs,
} from './xml.js';

/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
export const MAX_PLACEHOLDERS_PER_SUITE = 100_000;

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
  const v = report.gate.verdict;
  const [stopped, open] = [stoppedVerdict(v) ? 1 : 0, v === 'inconclusive' ? 1 : 0];
  return {
    tests: report.gate.checks.length + stopped + open,
    failures: report.gate.checks.filter((c) => buildStatus(c) === 'fail').length + open,
    errors: stopped,
    skipped: report.gate.checks.filter((c) => buildStatus(c) === 'skip').length,
  };
}

function countAttributes(n: SuiteCounts): Attrs {
  return {
    tests: String(n.tests),
    failures: String(n.failures),
    errors: String(n.errors),
    skipped: String(n.skipped),
  };
}

/** Seconds as the schema's SUREFIRE_TIME takes them: plain digits, at most 3 decimals. */
function surefireTime(seconds: number): string {
  return String(Math.round(seconds * 1000) / 1000);
}

/**
 * Content text (`body`) of a field that a line break follows. Field by field is `body` of the
 * whole details exactly: cleaning and escaping change each character alone, but for a CR at
 * the field's end, which with the line break after it is one CRLF (one line break, not two).
 */
function fieldBody(text: string): string {
  return text.endsWith('\r') ? body(text.slice(0, -1)) : body(text);
}

/** A label set's line in a case's details, made once per frozen set. */
const labelsBody = perFrozen((labels: Record<string, string>): string =>
  body(labelsText(labels) || 'none'),
);

function caseDetails(probe: ProbeRunReport, tc: FailedTestCase, tags: CaseTags): string {
  // One template, field by field: made for every failed test case, it was cleaned and
  // escaped whole, some 250 characters a case. Numbers need neither; the texts a
  // suite's cases repeat are made once.
  const { field } = tags;
  return (
    `Probe: ${field(probe.name)}\nAttack id: ${fieldBody(tc.attackId ?? 'n/a')}\n` +
    `Test case id: ${tc.id ?? 'n/a'}\nAttempt: ${tc.attempt ?? 'n/a'}\n` +
    `Platform status: ${field(tc.status ?? 'n/a')}\n` +
    `Strategy: ${field(tc.strategy ?? 'n/a')}\nRed teamer: ${field(tc.redTeamer ?? 'n/a')}\n` +
    `Variation: ${field(tc.variation ?? 'n/a')}\nLabels: ${labelsBody(tc.redTeamerLabels)}`
  );
}

/** A `<testcase>` start tag at depth 2 (`name` and `cls` already escaped), and its end tag. */
const caseOpen = (name: string, cls: string): string =>
  `${indent(2)}<testcase name="${name}" classname="${cls}">\n`;
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
    field: perText(fieldBody, CASE_TAGS_KEPT),
    failure: perText(
      (strategy) =>
        leafStart(3, 'failure', {
          message: attr(`Attack succeeded against the target${strategy}.`),
          type: 'attack-succeeded',
        }),
      CASE_TAGS_KEPT,
    ),
    error: perText(
      (status) =>
        leafStart(3, 'error', {
          message: attr(`The test case could not be executed: ${status}`),
          type: 'execution-error',
        }),
      CASE_TAGS_KEPT,
    ),
    accepted: perText(
      (strategy) =>
        leaf(3, 'skipped', {
          message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
        }),
      CASE_TAGS_KEPT,
    ),
  };
}

type CaseTags = ReturnType<typeof caseTags>;

/** A `<testcase>` of a listed failed, errored, accepted or ignored test case, at depth 2. */
function caseElement(
  probe: ProbeRunReport,
  tc: FailedTestCase,
  cls: string,
  tags: CaseTags,
): string {
  const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
  const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
  let child: string;
  switch (caseTriage(tc)) {
    case 'error':
      child = leafEnd(tags.error(tc.status ?? 'error'), 'error', caseDetails(probe, tc, tags));
      break;
    case 'accepted':
      child = tags.accepted(strategy);
      break;
    case 'ignored':
      child = leaf(3, 'skipped', {
        message: attr(
          `Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`,
        ),
      });
      break;
    default:
      child = leafEnd(tags.failure(strategy), 'failure', caseDetails(probe, tc, tags));
  }
  // parent(2, 'testcase', ...) written out: the element always has a child.
  return `${caseOpen(attr(`attack ${name}`), cls)}${child}${CASE_CLOSE}`;
}

/** The `<testcase>` elements of a suite, in the order written. */
function* suiteCases(
  { probe, missing }: ProbeSuitePlan,
  cls: string,
  notListed: { count: number },
): Generator<string> {
  // Test cases gathered into longer pieces: a huge run has hundreds of thousands.
  const gather = new TextGatherer();
  const cases = probe.failedTestCases;
  const tags = caseTags();
  yield* gather.gathered(cases.length, (k) =>
    caseElement(probe, cases[k - 1] as FailedTestCase, cls, tags),
  );
  let budget = MAX_PLACEHOLDERS_PER_SUITE;
  function* placeholders(count: number, make: (k: number) => string): Generator<string> {
    const written = Math.min(count, budget);
    budget -= written;
    notListed.count += count - written;
    yield* gather.gathered(written, make);
  }
  /**
   * `count` cases of which the report has no detail: `what` names their kind, and each holds a
   * `<failure>`, `<error>` or `<skipped>` element (`outcome`) with the attributes `attrs`.
   */
  const undetailed = (
    count: number,
    what: string,
    outcome: string,
    attrs: Attrs,
  ): Generator<string> => {
    const child = leaf(3, outcome, attrs);
    return placeholders(
      count,
      (k) =>
        `${caseOpen(`${what} test case ${k} (no detail in the report)`, cls)}${child}${CASE_CLOSE}`,
    );
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
export function probeSuiteChunks(
  probe: ProbeRunReport,
  timestamp: string | undefined,
): Generator<string> {
  return probeSuite(planProbeSuite(probe), timestamp);
}

function* probeSuite(plan: ProbeSuitePlan, timestamp: string | undefined): Generator<string> {
  const { probe, counts } = plan;
  let properties = '';
  const prop = (name: string, value: string | number | null): void => {
    if (value !== null) properties += leaf(3, 'property', { name, value: attr(String(value)) });
  };
  prop('probeId', probe.probeId);
  prop('probeRunId', probe.probeRunId);
  prop('category', probe.category);
  prop('weight', probe.weight);
  prop('status', probe.status);
  prop('failRate', fmtFailRate(probe));
  prop('failRateCi', probe.failRateInterval ? fmtRateCi(probe) : null);
  for (const [name, value] of probeFrameworkProperties(probe)) prop(name, value);
  const attrs = { name: attr(probe.name), ...countAttributes(counts), timestamp };
  yield `${indent(1)}<testsuite${attrText(attrs)}>\n${parent(2, 'properties', {}, properties)}`;
  const cls = attr(probe.name);
  const notListed = { count: 0 };
  yield* suiteCases(plan, cls, notListed);
  if (notListed.count > 0) {
    yield leaf(
      2,
      'system-out',
      {},
      `${notListed.count} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`,
    );
  }
  yield `${indent(1)}</testsuite>\n`;
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

/** The first suite, at depth 1: one test case per gate check, and the report's warnings. */
function gateSuite(report: Report, counts: SuiteCounts): string {
  const cls = 'probe-gate.gate';
  let cases = '';
  for (const check of report.gate.checks) {
    const status = buildStatus(check);
    const message = attr(check.message);
    const type = check.inconclusive === true ? 'inconclusive' : 'gate-check';
    const child =
      status === 'pass'
        ? ''
        : status === 'skip'
          ? leaf(3, 'skipped', { message })
          : leaf(3, 'failure', { message, type });
    cases += parent(2, 'testcase', { name: attr(check.id), classname: cls }, child);
  }
  const { verdict, reason } = report.gate;
  const stop = stoppedVerdict(verdict); // an error; inconclusive is a failure (never a pass)
  if (stop || verdict === 'inconclusive') {
    const message = attr(stop ? reason : `Verdict inconclusive (exit 5), not a pass: ${reason}`);
    const child = leaf(3, stop ? 'error' : 'failure', { message, type: verdict });
    cases += parent(2, 'testcase', { name: 'verdict', classname: cls }, child);
  }
  // The report's warnings (what could not be fetched, plain http allowed, ...) go with the gate.
  const out = report.warnings.length > 0 ? body(report.warnings.join('\n')) : null;
  const attrs = { name: 'probe-gate gate', ...countAttributes(counts) };
  const tail = out === null ? '' : leaf(2, 'system-out', {}, out);
  return parent(1, 'testsuite', attrs, complianceXml(report) + cases + tail);
}

/**
 * The JUnit XML document of {@link renderJunit}, in pieces to write one after the other: the
 * envelope, then suite by suite, its test cases gathered into pieces of about 16,000 code
 * units (TextGatherer: neither a piece per test case nor one of a thousand).
 * Rendering happens as the pieces are taken.
 */
export function* renderJunitChunks(report: Report): Generator<DocPiece> {
  const timestamp = suiteTimestamp(report.testRun.startedAt);
  const probes =
    report.probeRuns.length > 0 || report.perProbeDetail
      ? report.probeRuns
      : [totalsAsProbe(report.totals)];
  const gate = gateCounts(report);
  const plans = probes.map(planProbeSuite);
  const sum = (k: keyof SuiteCounts): string =>
    String(plans.reduce((n, p) => n + p.counts[k], gate[k]));
  const seconds = report.testRun.durationSeconds;
  const attrs = {
    name: attr(`probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`),
    // No `skipped` on <testsuites>: the Jenkins xunit schema (junit-10.xsd) rejects it;
    // each <testsuite> carries its own.
    tests: sum('tests'),
    failures: sum('failures'),
    errors: sum('errors'),
    time:
      seconds !== null && Number.isFinite(seconds) && seconds >= 0
        ? surefireTime(seconds)
        : undefined,
  };
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrText(attrs)}>\n`;
  yield gateSuite(report, gate);
  for (const plan of plans)
    yield section('junit', plan.probe, () => probeSuite(plan, timestamp), timestamp ?? '');
  yield '</testsuites>\n';
}

/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
export function renderJunit(report: Report): string {
  return piecesText(renderJunitChunks(report));
}
