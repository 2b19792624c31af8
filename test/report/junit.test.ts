import { parse, type TestCase, type TestSuite } from 'junit2json';
import { describe, expect, it } from 'vitest';
import {
  MAX_PLACEHOLDERS_PER_SUITE,
  renderJunit,
  renderJunitChunks,
} from '../../src/report/junit.js';
import type { Report } from '../../src/report/model.js';
import { activeFailures, renderedPieces } from '../../src/report/format.js';
import { makeFailedTestCase, makeProbeRun, makeReport } from '../fixtures/report/make-report.js';
import {
  HAS_JENKINS_XSD,
  JENKINS_XSD_PATH,
  jenkinsXsdErrors,
} from '../fixtures/report/junit-xsd.js';

/** Parses the XML back with junit2json (a real JUnit consumer). */
async function suites(
  report: Report,
): Promise<{ root: Awaited<ReturnType<typeof parse>>; suites: TestSuite[] }> {
  const root = await parse(renderJunit(report));
  const list = (root as { testsuite?: TestSuite[] }).testsuite ?? [];
  return { root, suites: list };
}

const kinds = (cases: TestCase[] | undefined) => ({
  tests: cases?.length ?? 0,
  failures: cases?.filter((c) => c.failure).length ?? 0,
  errors: cases?.filter((c) => c.error).length ?? 0,
  skipped: cases?.filter((c) => c.skipped).length ?? 0,
});

describe('renderJunit', () => {
  it("puts the report's warnings in the gate suite's system-out, and none without warnings", async () => {
    const report = makeReport({ warnings: ['first <warning>', 'second & last'] });
    const gate = (await suites(report)).suites[0] as TestSuite & { 'system-out'?: unknown };
    expect(String(gate['system-out'])).toContain('first <warning>');
    expect(String(gate['system-out'])).toContain('second & last');
    const none = (await suites(makeReport({ warnings: [] }))).suites[0] as Record<string, unknown>;
    expect(none['system-out']).toBeUndefined();
  });

  it('round-trips through junit2json with counts equal to each probe run', async () => {
    const report = makeReport();
    const { root, suites: list } = await suites(report);
    expect(list.map((s) => String(s.name))).toEqual([
      'probe-gate gate',
      ...report.probeRuns.map((p) => p.name),
    ]);
    for (const probe of report.probeRuns) {
      const suite = list.find((s) => s.name === probe.name)!;
      const want = {
        tests: probe.passed + probe.failed + probe.errors,
        failures: activeFailures(probe),
        errors: probe.errors,
        skipped: probe.accepted + probe.ignored,
      };
      expect({
        tests: suite.tests,
        failures: suite.failures,
        errors: suite.errors,
        skipped: suite.skipped,
      }).toEqual(want);
      expect(kinds(suite.testcase)).toEqual(want);
    }
    expect(root).toMatchObject({
      name: 'probe-gate: Customer support bot',
      tests: 105,
      failures: 11,
      errors: 3,
      time: 723,
    });
  });

  it('has one test case per gate check and fails the failed ones', async () => {
    const gate = (await suites(makeReport())).suites[0]!;
    expect(gate.testcase?.map((c) => c.name)).toEqual([
      'min-score',
      'max-failed',
      'max-fail-rate',
      'max-error-rate',
      'category-min-score:Jailbreak',
    ]);
    expect(gate.testcase?.[0]?.failure?.[0]?.message).toBe(
      'Overall score 34 is below the minimum 60.',
    );
    expect(gate).toMatchObject({ tests: 5, failures: 2, errors: 0 });
    const timeout = makeReport({
      gate: {
        verdict: 'timeout',
        reason: 'The test run did not finish before the deadline.',
        checks: [],
      },
    });
    const t = (await suites(timeout)).suites[0]!;
    expect(t.testcase?.[0]).toMatchObject({
      name: 'verdict',
      error: [{ message: 'The test run did not finish before the deadline.', type: 'timeout' }],
    });
  });

  it('writes failures with details, errors, and skipped accepted or ignored cases', async () => {
    const suite = (await suites(makeReport())).suites[1]!;
    const byName = new Map(suite.testcase?.map((c) => [c.name, c]));
    expect(byName.get('attack atk-5001')?.failure?.[0]).toMatchObject({
      message: 'Attack succeeded against the target (strategy Indirect injection).',
      type: 'attack-succeeded',
    });
    expect(byName.get('attack atk-5001')?.failure?.[0]?.inner).toContain(
      'Variation: Quoted e-mail',
    );
    expect(byName.get('attack atk-5007')?.error?.[0]?.message).toBe(
      'The test case could not be executed: ERROR',
    );
    expect(byName.get('attack atk-5005')?.skipped?.[0]?.message).toBe(
      'Attack succeeded (strategy Role play); risk accepted on the platform.',
    );
    expect(byName.get('attack atk-5006')?.skipped?.[0]?.message).toBe(
      'Attack succeeded (strategy Role play); ignored: Known false positive, tracked in SEC-42 (until 2030-01-31)',
    );
    expect(byName.get('passed test case 32 of 32')).toBeDefined();
    expect(suite.properties).toContainEqual({ name: 'category', value: 'Prompt Manipulation' });
  });

  it('fills failed cases the report has no detail of, keeping the counts', async () => {
    const probe = makeProbeRun({
      passed: 3,
      failed: 4,
      errors: 1,
      accepted: 1,
      ignored: 0,
      total: 8,
      processed: 8,
      failedTestCases: [makeFailedTestCase()],
    });
    const suite = (await suites(makeReport({ probeRuns: [probe] }))).suites[1]!;
    expect({
      tests: suite.tests,
      failures: suite.failures,
      errors: suite.errors,
      skipped: suite.skipped,
    }).toEqual({ tests: 8, failures: 3, errors: 1, skipped: 1 });
    expect(kinds(suite.testcase)).toEqual({ tests: 8, failures: 3, errors: 1, skipped: 1 });
    expect(suite.testcase?.map((c) => c.name)).toContain(
      'failed test case 2 (no detail in the report)',
    );
  });

  it('uses the run totals as one suite without per-probe detail', async () => {
    const report = makeReport({ probeRuns: [], perProbeDetail: false });
    const { suites: list } = await suites(report);
    expect(list[1]).toMatchObject({
      name: 'test run (no per-probe detail)',
      tests: 100,
      failures: 9,
      errors: 3,
      skipped: 2,
    });
  });

  it('caps placeholders for absurd counts and says so, counts intact', async () => {
    const n = MAX_PLACEHOLDERS_PER_SUITE + 5;
    const probe = makeProbeRun({ passed: n, total: n, processed: n });
    const xml = renderJunit(makeReport({ probeRuns: [probe] }));
    expect(xml).toContain(
      `<testsuite name="Prompt Injection" tests="${n}" failures="0" errors="0" skipped="0"`,
    );
    expect(xml).toContain(
      `5 test cases are counted in this suite but not listed (more than ${MAX_PLACEHOLDERS_PER_SUITE} without detail).`,
    );
  });

  it('writes a suite of thousands of cases in pieces that parse back whole, indented', async () => {
    const failedTestCases = Array.from({ length: 2_500 }, (_, i) =>
      makeFailedTestCase({ id: i + 1, attackId: `atk-${i + 1}` }),
    );
    const probe = makeProbeRun({
      passed: 1_700,
      failed: 2_500,
      errors: 0,
      accepted: 0,
      total: 4_200,
      processed: 4_200,
      failedTestCases,
    });
    const report = makeReport({ probeRuns: [probe] });
    const pieces = [...renderedPieces(renderJunitChunks(report))];
    expect(pieces.length).toBeGreaterThan(5);
    const xml = pieces.join('');
    expect(xml).toBe(renderJunit(report));
    const suite = ((await parse(xml)) as { testsuite: TestSuite[] }).testsuite[1]!;
    expect(kinds(suite.testcase)).toEqual({ tests: 4_200, failures: 2_500, errors: 0, skipped: 0 });
    expect(suite.testcase?.[2_499]?.name).toBe('attack atk-2500');
    expect(suite.testcase?.[2_500]?.name).toBe('passed test case 1 of 1700');
    // Every piece sits at its depth: suites at two spaces, their test cases at four.
    expect(xml).toMatch(/\n {2}<testsuite name="Prompt Injection"/);
    expect(xml).toMatch(/\n {4}<testcase name="passed test case 1700 of 1700"/);
    expect(xml.endsWith('  </testsuite>\n</testsuites>\n')).toBe(true);
  });

  it('writes attribute values that read like booleans as values', async () => {
    const probe = makeProbeRun({ name: 'true' });
    const xml = renderJunit(makeReport({ probeRuns: [probe] }));
    expect(xml).toContain('<testsuite name="true"');
    const suite = ((await parse(xml)) as { testsuite: TestSuite[] }).testsuite[1]!;
    expect(suite.name).toBe('true');
  });

  it('escapes markup and drops characters XML cannot carry', async () => {
    const nasty = '</failure><x a="1"> ]]> & \u0000\uFFFE\uD800 \u202E';
    const probe = makeProbeRun({
      name: nasty,
      passed: 0,
      failed: 1,
      total: 1,
      processed: 1,
      failRate: 1,
      failedTestCases: [
        makeFailedTestCase({ attackId: nasty, strategy: nasty, variation: 'a\r\nb' }),
      ],
    });
    const xml = renderJunit(makeReport({ probeRuns: [probe] }));
    expect(xml).not.toContain('<x a=');
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000\uFFFE\uD800]/);
    const suite = ((await parse(xml)) as { testsuite: TestSuite[] }).testsuite[1]!;
    expect(suite.name).toBe('</failure><x a="1"> ]]> & ␀\uFFFD [U+202E]');
    expect(suite.testcase?.[0]?.failure?.[0]?.inner).toContain('Variation: a\nb');
  });

  it('keeps entity-like text literal: every `&` is escaped, so `&#64;` does not read back as `@`', () => {
    const probe = makeProbeRun({ name: '&#64;octocat &lt;b&gt; &amp; a & b' });
    const xml = renderJunit(makeReport({ probeRuns: [probe] }));
    expect(xml).toContain(
      '<testsuite name="&amp;#64;octocat &amp;lt;b&amp;gt; &amp;amp; a &amp; b"',
    );
  });
});

describe.skipIf(!HAS_JENKINS_XSD)(
  `renderJunit against the Jenkins xunit schema (${HAS_JENKINS_XSD ? 'present' : `skipped: ${JENKINS_XSD_PATH} is absent`})`,
  () => {
    it('validates for a failing run, a timeout and a run without per-probe detail', async () => {
      const reports = [
        makeReport(),
        makeReport({
          gate: { verdict: 'timeout', reason: 'The run did not finish.', checks: [] },
          testRun: { ...makeReport().testRun, durationSeconds: 12.345678 },
        }),
        makeReport({ probeRuns: [], perProbeDetail: false }),
      ];
      for (const report of reports) {
        const xml = renderJunit(report);
        expect(await jenkinsXsdErrors(xml)).toEqual([]);
        expect(xml).not.toMatch(/<testsuites[^>]*\sskipped=/);
      }
    });

    it('the validator rejects what the schema forbids (a skipped count on <testsuites>)', async () => {
      const bad = renderJunit(makeReport()).replace('<testsuites ', '<testsuites skipped="2" ');
      expect((await jenkinsXsdErrors(bad)).join('\n')).toMatch(/skipped/);
    });
  },
);

describe('renderJunit and the prototype', () => {
  it('writes no attribute inherited from a polluted Object.prototype', () => {
    const expected = renderJunit(makeReport());
    const proto = Object.prototype as Record<string, unknown>;
    proto.injected = 'x" onload="y';
    try {
      expect(renderJunit(makeReport())).toBe(expected);
    } finally {
      delete proto.injected;
    }
  });
});
