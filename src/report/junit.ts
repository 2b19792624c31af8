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
 * Untrusted text is cleaned, escaped by the XML builder, and invalid XML characters dropped.
 */
import { create } from 'xmlbuilder2';
import { activeFailures, caseTriage, fmtPct, labelsText } from './format.js';
import type { Counts, FailedTestCase, ProbeRunReport, Report } from './model.js';
import { cleanText, truncate } from './text-clean.js';

type XMLBuilder = ReturnType<typeof create>;

/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
export const MAX_PLACEHOLDERS_PER_SUITE = 100_000;

/** Characters XML 1.0 does not allow (after `cleanText`, only U+FFFE and U+FFFF remain). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * xmlbuilder2 leaves `&` alone when it starts something like an entity (`&lt;`, `&#64;`),
 * so a literal `&#64;` would be read back as `@`: every `&` is escaped here first.
 */
function literal(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;');
}

/** Text for an attribute: one line (parsers fold line breaks in attributes), cleaned. */
function attr(text: string, maxLength = 1_000): string {
  return literal(truncate(cleanText(text), maxLength));
}

/** Text for element content: line breaks kept, cleaned. */
function body(text: string): string {
  return literal(cleanText(text, { lineBreaks: 'keep', keepTabs: true }));
}

interface SuiteCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
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

function addCase(
  suite: XMLBuilder,
  probe: ProbeRunReport,
  tc: FailedTestCase,
  n: SuiteCounts,
): void {
  const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
  const el = suite.ele('testcase', { name: attr(`attack ${name}`), classname: attr(probe.name) });
  const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
  n.tests += 1;
  switch (caseTriage(tc)) {
    case 'error':
      n.errors += 1;
      el.ele('error', {
        message: attr(`The test case could not be executed: ${tc.status ?? 'error'}`),
        type: 'execution-error',
      }).txt(caseDetails(probe, tc));
      break;
    case 'accepted':
      n.skipped += 1;
      el.ele('skipped', {
        message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
      });
      break;
    case 'ignored':
      n.skipped += 1;
      el.ele('skipped', {
        message: attr(
          `Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`,
        ),
      });
      break;
    default:
      n.failures += 1;
      el.ele('failure', {
        message: attr(`Attack succeeded against the target${strategy}.`),
        type: 'attack-succeeded',
      }).txt(caseDetails(probe, tc));
  }
}

/** Adds up to `budget.left` test cases without detail, built by `fill`; returns those not added. */
function addPlaceholders(
  count: number,
  budget: { left: number },
  fill: (k: number) => void,
): number {
  const added = Math.min(count, budget.left);
  for (let k = 1; k <= added; k += 1) fill(k);
  budget.left -= added;
  return count - added;
}

function addProbeSuite(
  root: XMLBuilder,
  probe: ProbeRunReport,
  timestamp: string | undefined,
): SuiteCounts {
  const n: SuiteCounts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suite = root.ele('testsuite', { name: attr(probe.name) });
  const props = suite.ele('properties');
  const prop = (name: string, value: string | number | null): void => {
    if (value !== null) props.ele('property', { name, value: attr(String(value)) });
  };
  prop('probeId', probe.probeId);
  prop('probeRunId', probe.probeRunId);
  prop('category', probe.category);
  prop('weight', probe.weight);
  prop('status', probe.status);
  prop('failRate', fmtPct(probe.failRate));
  const cls = attr(probe.name);
  for (const tc of probe.failedTestCases) addCase(suite, probe, tc, n);
  const listed = { failures: n.failures, errors: n.errors, skipped: n.skipped };
  const missing = (want: number, have: number): number => Math.max(0, want - have);
  const budget = { left: MAX_PLACEHOLDERS_PER_SUITE };
  let notListed = 0;
  notListed += addPlaceholders(missing(activeFailures(probe), listed.failures), budget, (k) => {
    suite
      .ele('testcase', { name: `failed test case ${k} (no detail in the report)`, classname: cls })
      .ele('failure', {
        message: 'Attack succeeded; the report has no detail of this test case.',
        type: 'attack-succeeded',
      });
  });
  notListed += addPlaceholders(missing(probe.errors, listed.errors), budget, (k) => {
    suite
      .ele('testcase', { name: `errored test case ${k} (no detail in the report)`, classname: cls })
      .ele('error', { message: 'The test case could not be executed.', type: 'execution-error' });
  });
  notListed += addPlaceholders(
    missing(probe.accepted + probe.ignored, listed.skipped),
    budget,
    (k) => {
      suite
        .ele('testcase', {
          name: `accepted or ignored test case ${k} (no detail in the report)`,
          classname: cls,
        })
        .ele('skipped', { message: 'Attack succeeded; risk accepted or ignored.' });
    },
  );
  notListed += addPlaceholders(probe.passed, budget, (k) => {
    suite.ele('testcase', { name: `passed test case ${k} of ${probe.passed}`, classname: cls });
  });
  n.failures += missing(activeFailures(probe), listed.failures);
  n.errors += missing(probe.errors, listed.errors);
  n.skipped += missing(probe.accepted + probe.ignored, listed.skipped);
  n.tests = n.failures + n.errors + n.skipped + probe.passed;
  if (notListed > 0) {
    suite
      .ele('system-out')
      .txt(
        `${notListed} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`,
      );
  }
  suite.att({
    tests: String(n.tests),
    failures: String(n.failures),
    errors: String(n.errors),
    skipped: String(n.skipped),
  });
  if (timestamp) suite.att('timestamp', timestamp);
  return n;
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

function addGateSuite(root: XMLBuilder, report: Report): SuiteCounts {
  const n: SuiteCounts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suite = root.ele('testsuite', { name: 'probe-gate gate' });
  for (const check of report.gate.checks) {
    const el = suite.ele('testcase', { name: attr(check.id), classname: 'probe-gate.gate' });
    n.tests += 1;
    if (!check.passed) {
      n.failures += 1;
      el.ele('failure', { message: attr(check.message), type: 'gate-check' });
    }
  }
  const { verdict, reason } = report.gate;
  if (verdict === 'error' || verdict === 'timeout') {
    n.tests += 1;
    n.errors += 1;
    suite
      .ele('testcase', { name: 'verdict', classname: 'probe-gate.gate' })
      .ele('error', { message: attr(reason), type: verdict });
  }
  suite.att({
    tests: String(n.tests),
    failures: String(n.failures),
    errors: String(n.errors),
    skipped: '0',
  });
  return n;
}

/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
export function renderJunit(report: Report): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele('testsuites', {
    name: attr(`probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`),
  });
  const started = report.testRun.startedAt;
  const timestamp =
    started !== null && Number.isFinite(Date.parse(started))
      ? new Date(Date.parse(started)).toISOString()
      : undefined;
  const all: SuiteCounts[] = [addGateSuite(root, report)];
  const probes =
    report.probeRuns.length > 0 || report.perProbeDetail
      ? report.probeRuns
      : [totalsAsProbe(report.totals)];
  for (const probe of probes) all.push(addProbeSuite(root, probe, timestamp));
  const sum = (k: keyof SuiteCounts): string => String(all.reduce((acc, c) => acc + c[k], 0));
  root.att({
    tests: sum('tests'),
    failures: sum('failures'),
    errors: sum('errors'),
    skipped: sum('skipped'),
  });
  const seconds = report.testRun.durationSeconds;
  if (seconds !== null && Number.isFinite(seconds) && seconds >= 0)
    root.att('time', String(seconds));
  return `${doc.end({ prettyPrint: true })}\n`;
}
