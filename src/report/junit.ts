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
 *
 * The document is written with xmlbuilder2's callback builder, which serialises each element
 * as it is added instead of building a tree: a run of hundreds of thousands of test cases is
 * written in pieces, never held whole. The counts of `<testsuites>` and of each suite are
 * computed first, since attributes are written with their start tag.
 */
import { createCB } from 'xmlbuilder2';
import { activeFailures, caseTriage, fmtPct, labelsText } from './format.js';
import type { Counts, FailedTestCase, ProbeRunReport, Report } from './model.js';
import { cleanText, truncate } from './text-clean.js';

type XmlWriter = ReturnType<typeof createCB>;

/**
 * Most placeholder test cases (passed, or failed without detail) written per suite: a saved
 * report claiming billions of cases must not exhaust memory. Beyond it the suite's counts
 * still hold and `<system-out>` says how many were counted but not listed.
 */
export const MAX_PLACEHOLDERS_PER_SUITE = 100_000;

/** Characters gathered before a piece is handed out: few writes, little held at a time. */
const PIECE_CHARS = 1 << 16;

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
    failures: report.gate.checks.filter((c) => !c.passed).length,
    errors: stopped,
    skipped: 0,
  };
}

function countAttributes(n: SuiteCounts): Record<string, string> {
  return {
    tests: String(n.tests),
    failures: String(n.failures),
    errors: String(n.errors),
    skipped: String(n.skipped),
  };
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

function writeCase(xml: XmlWriter, probe: ProbeRunReport, tc: FailedTestCase, cls: string): void {
  const name = tc.attackId ?? (tc.id === null ? 'test case without id' : `test case ${tc.id}`);
  xml.ele('testcase', { name: attr(`attack ${name}`), classname: cls });
  const strategy = tc.strategy ? ` (strategy ${tc.strategy})` : '';
  switch (caseTriage(tc)) {
    case 'error':
      xml
        .ele('error', {
          message: attr(`The test case could not be executed: ${tc.status ?? 'error'}`),
          type: 'execution-error',
        })
        .txt(caseDetails(probe, tc));
      break;
    case 'accepted':
      xml.ele('skipped', {
        message: attr(`Attack succeeded${strategy}; risk accepted on the platform.`),
      });
      break;
    case 'ignored':
      xml.ele('skipped', {
        message: attr(
          `Attack succeeded${strategy}; ignored: ${tc.ignored?.reason ?? ''}${tc.ignored?.expires ? ` (until ${tc.ignored.expires})` : ''}`,
        ),
      });
      break;
    default:
      xml
        .ele('failure', {
          message: attr(`Attack succeeded against the target${strategy}.`),
          type: 'attack-succeeded',
        })
        .txt(caseDetails(probe, tc));
  }
  xml.up().up();
}

/** Collects the builder's output; hands it out in pieces of about {@link PIECE_CHARS}. */
class Pieces {
  private parts: string[] = [];
  private size = 0;

  readonly push = (chunk: string): void => {
    this.parts.push(chunk);
    this.size += chunk.length;
  };

  get full(): boolean {
    return this.size >= PIECE_CHARS;
  }

  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return text;
  }
}

/** Up to `budget.left` test cases without detail, each written by `write`; returns those not written. */
function* placeholders(
  count: number,
  budget: { left: number },
  out: Pieces,
  write: (k: number) => void,
): Generator<string, number> {
  const written = Math.min(count, budget.left);
  budget.left -= written;
  for (let k = 1; k <= written; k += 1) {
    write(k);
    if (out.full) yield out.take();
  }
  return count - written;
}

function* probeSuite(
  xml: XmlWriter,
  out: Pieces,
  { probe, counts, missing }: ProbeSuitePlan,
  timestamp: string | undefined,
): Generator<string> {
  xml.ele('testsuite', {
    name: attr(probe.name),
    ...countAttributes(counts),
    ...(timestamp ? { timestamp } : {}),
  });
  xml.ele('properties');
  const prop = (name: string, value: string | number | null): void => {
    if (value !== null) xml.ele('property', { name, value: attr(String(value)) }).up();
  };
  prop('probeId', probe.probeId);
  prop('probeRunId', probe.probeRunId);
  prop('category', probe.category);
  prop('weight', probe.weight);
  prop('status', probe.status);
  prop('failRate', fmtPct(probe.failRate));
  xml.up();
  const cls = attr(probe.name);
  for (const tc of probe.failedTestCases) {
    writeCase(xml, probe, tc, cls);
    if (out.full) yield out.take();
  }
  const budget = { left: MAX_PLACEHOLDERS_PER_SUITE };
  let notListed = 0;
  notListed += yield* placeholders(missing.failures, budget, out, (k) => {
    xml
      .ele('testcase', { name: `failed test case ${k} (no detail in the report)`, classname: cls })
      .ele('failure', {
        message: 'Attack succeeded; the report has no detail of this test case.',
        type: 'attack-succeeded',
      })
      .up()
      .up();
  });
  notListed += yield* placeholders(missing.errors, budget, out, (k) => {
    xml
      .ele('testcase', { name: `errored test case ${k} (no detail in the report)`, classname: cls })
      .ele('error', { message: 'The test case could not be executed.', type: 'execution-error' })
      .up()
      .up();
  });
  notListed += yield* placeholders(missing.skipped, budget, out, (k) => {
    xml
      .ele('testcase', {
        name: `accepted or ignored test case ${k} (no detail in the report)`,
        classname: cls,
      })
      .ele('skipped', { message: 'Attack succeeded; risk accepted or ignored.' })
      .up()
      .up();
  });
  notListed += yield* placeholders(probe.passed, budget, out, (k) => {
    xml.ele('testcase', { name: `passed test case ${k} of ${probe.passed}`, classname: cls }).up();
  });
  if (notListed > 0) {
    xml
      .ele('system-out')
      .txt(
        `${notListed} test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`,
      )
      .up();
  }
  xml.up();
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

function gateSuite(xml: XmlWriter, report: Report, counts: SuiteCounts): void {
  xml.ele('testsuite', { name: 'probe-gate gate', ...countAttributes(counts) });
  for (const check of report.gate.checks) {
    xml.ele('testcase', { name: attr(check.id), classname: 'probe-gate.gate' });
    if (!check.passed)
      xml.ele('failure', { message: attr(check.message), type: 'gate-check' }).up();
    xml.up();
  }
  const { verdict, reason } = report.gate;
  if (verdict === 'error' || verdict === 'timeout') {
    xml
      .ele('testcase', { name: 'verdict', classname: 'probe-gate.gate' })
      .ele('error', { message: attr(reason), type: verdict })
      .up()
      .up();
  }
  xml.up();
}

/**
 * The JUnit XML document of {@link renderJunit}, in pieces to write one after the other:
 * suite by suite, at most about 64 KiB of text at a time. Rendering happens as the pieces
 * are taken.
 */
export function* renderJunitChunks(report: Report): Generator<string> {
  const out = new Pieces();
  const xml = createCB({
    prettyPrint: true,
    data: out.push,
    error: (err: Error) => {
      throw err;
    },
  });
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
  xml.dec({ version: '1.0', encoding: 'UTF-8' });
  xml.ele('testsuites', {
    name: attr(`probe-gate: ${report.platform.targetName ?? `target ${report.platform.targetId}`}`),
    ...countAttributes({
      tests: sum('tests'),
      failures: sum('failures'),
      errors: sum('errors'),
      skipped: sum('skipped'),
    }),
    ...(seconds !== null && Number.isFinite(seconds) && seconds >= 0
      ? { time: String(seconds) }
      : {}),
  });
  gateSuite(xml, report, gate);
  for (const plan of plans) yield* probeSuite(xml, out, plan, timestamp);
  xml.up().end();
  yield `${out.take()}\n`;
}

/** The JUnit XML document (UTF-8, pretty-printed, trailing newline). */
export function renderJunit(report: Report): string {
  return [...renderJunitChunks(report)].join('');
}
