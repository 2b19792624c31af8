/**
 * The JUnit renderer writes its XML by string templates; it replaced a renderer that built
 * an object per test case and serialised it with fast-xml-builder (kept as a test fixture,
 * junit-builder-reference.ts). The two must write the same bytes on every report: the
 * fixtures, hostile strings in every field, arbitrary text (property), long text, unicode,
 * placeholder-heavy suites, the totals-only suite, every verdict.
 */
import { renderedPieces } from '../../src/report/format.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderJunit, renderJunitChunks } from '../../src/report/junit.js';
import type { Report } from '../../src/report/model.js';
import { CI_HOSTILE } from '../fixtures/report/ci-hostile-strings.js';
import { HOSTILE_STRINGS } from '../fixtures/report/hostile-strings.js';
import * as reference from '../fixtures/report/junit-builder-reference.js';
import {
  makeFailedTestCase,
  makeLargeReport,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { fillUntrusted, hostileText, propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

const BASE = makeReport();

function same(report: Report): void {
  const want = reference.renderJunit(report);
  const got = renderJunit(report);
  if (got !== want) {
    // The first difference, not two whole documents.
    let at = 0;
    while (at < want.length && got[at] === want[at]) at += 1;
    expect(got.slice(Math.max(0, at - 80), at + 80)).toBe(
      want.slice(Math.max(0, at - 80), at + 80),
    );
  }
  expect(got).toBe(want);
}

/** Every shown string of the fixture replaced by `strings[k % n]`, slot by slot. */
function filled(strings: readonly string[], base: Report = BASE): Report {
  let k = 0;
  return fillUntrusted(base, () => strings[k++ % strings.length] ?? '');
}

describe('JUnit by string templates: the same bytes as the fast-xml-builder renderer', () => {
  it('on the fixture report, its verdicts and without per-probe detail', () => {
    same(BASE);
    for (const verdict of ['pass', 'fail', 'error', 'timeout'] as const)
      same(makeReport({ gate: { ...BASE.gate, verdict, reason: `the verdict is <${verdict}>` } }));
    same(makeReport({ probeRuns: [], perProbeDetail: false }));
    same(makeReport({ probeRuns: [], perProbeDetail: true }));
    same(makeReport({ warnings: [] }));
    same(makeReport({ gate: { ...BASE.gate, checks: [] }, warnings: [] }));
    same(makeReport({ testRun: { ...BASE.testRun, startedAt: null, durationSeconds: null } }));
    same(
      makeReport({
        testRun: { ...BASE.testRun, startedAt: 'not a date', durationSeconds: 1.23456 },
      }),
    );
  });

  it('on every hostile and CI-hostile string in every field', () => {
    const all = [...HOSTILE_STRINGS, ...Object.values(CI_HOSTILE).flat()];
    for (const [name, value] of all) {
      try {
        same(filled([value]));
        same(filled([value, 'x', '', value.repeat(3)]));
      } catch (err) {
        throw new Error(`${name}: ${(err as Error).message}`, { cause: err });
      }
    }
  });

  it('on arbitrary text: any code unit, lone surrogates, controls, graphemes (property)', () => {
    fc.assert(
      fc.property(fc.array(hostileText(60), { minLength: 1, maxLength: 140 }), (strings) => {
        same(filled(strings));
      }),
      { numRuns: sized(120, 800), seed: propertySeed('junit templates') },
    );
  });

  it('on long text, unicode outside the BMP, markup and entity-like text', () => {
    const long = `${'<&>"\''.repeat(500)}${'\u{1F600}é\u00A0\uFFFE\uFFFF\u0000'.repeat(300)}`;
    same(filled([long, 'tab\there\r\nline\u2028sep', '&#64;&amp;&lt;', ']]>', 'true', '']));
    same(makeLargeReport(1_500, 2_000));
  });

  it('on fields that end where a line break follows: CR, CRLF, halves of a pair', () => {
    // A case's details are cleaned field by field: a CR at a field's end and the line break
    // after it are one CRLF in the whole text.
    const ends = ['a\r', '\r', 'a\r\r', '\r\n', 'a\n\r', '\ud83d', '\ude00b', 'x\r\u2028', '&\r'];
    for (const end of ends) {
      const tc = makeFailedTestCase({
        attackId: end,
        status: end,
        strategy: end,
        redTeamer: end,
        variation: end,
        redTeamerLabels: { [end]: end },
      });
      same(makeReport({ probeRuns: [makeProbeRun({ name: end, failedTestCases: [tc] })] }));
      same(
        makeReport({ probeRuns: [makeProbeRun({ name: `p${end}`, failedTestCases: [tc, tc] })] }),
      );
    }
  });

  it('on placeholder-heavy suites, missing ids, accepted and ignored cases', () => {
    const cases = [
      makeFailedTestCase({ attackId: null, id: null }),
      makeFailedTestCase({ attackId: null, id: 7, strategy: null }),
      makeFailedTestCase({ outcome: 'error', status: 'ERROR', riskAccepted: false }),
      makeFailedTestCase({ riskAccepted: true }),
      makeFailedTestCase({ ignored: { reason: 'known <issue> & "quoted"', expires: null } }),
      makeFailedTestCase({ ignored: { reason: '', expires: '2030-01-01' } }),
    ];
    const probe = makeProbeRun({
      passed: 2_345,
      failed: 40,
      errors: 9,
      accepted: 3,
      ignored: 4,
      failedTestCases: cases,
    });
    same(makeReport({ probeRuns: [probe, makeProbeRun({ name: 'empty', failedTestCases: [] })] }));
    const absurd = makeProbeRun({ passed: 150_000, failed: 0, errors: 0, failedTestCases: [] });
    same(makeReport({ probeRuns: [absurd] }));
  });

  it('in pieces of at most about a thousand test cases', () => {
    const probe = makeProbeRun({ passed: 20_000, failedTestCases: [] });
    const pieces = [...renderedPieces(renderJunitChunks(makeReport({ probeRuns: [probe] })))];
    expect(pieces.length).toBeGreaterThan(20);
    expect(
      Math.max(...pieces.map((p) => (typeof p === 'string' ? p.length : Infinity))),
    ).toBeLessThan(200_000);
  });
});
