/**
 * A SARIF result written by its template (result-text.ts) is the text `JSON.stringify` with
 * indentation gives the result's objects (results.ts `resultObject`, the contract), at the
 * results' depth and at others: on the fixture report, on hostile text in every field
 * (property), on shared frozen label sets, numbers JSON cannot hold, with and without a link.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemsText } from '../../src/report/json-pieces.js';
import type { FailedTestCase, ProbeRunReport, Report } from '../../src/report/model.js';
import { resultWriter } from '../../src/report/sarif/result-text.js';
import {
  resultObject,
  resultTexts,
  selectResults,
  type Rule,
  type SarifLocation,
} from '../../src/report/sarif/results.js';
import {
  makeFailedTestCase,
  makeMixedProbeRun,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { fillUntrusted, hostileText, propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

const LOCATIONS: SarifLocation[] = [
  { uri: '.probe-gate/target.yml' },
  { uri: 'a%20b/"q"\\.yml', uriBaseId: '%SRCROOT%' },
];

/** Every kept result of `report`, written both ways at `depth`. */
function both(report: Report, location: SarifLocation, depth: number): [string, string] {
  const ruleOf = new Map<ProbeRunReport, Rule>(
    report.probeRuns.map((p, i) => [p, { ruleId: `rule-${i}/"x"`, ruleIndex: i }]),
  );
  const { kept } = selectResults(report, ruleOf, 25_000);
  const write = resultWriter(depth, location, resultTexts());
  const texts = resultTexts();
  const want = itemsText(
    kept.map((c) => resultObject(c, location, texts)),
    depth,
  );
  return [kept.map(write).join(','), want];
}

function same(report: Report): void {
  for (const location of LOCATIONS) {
    for (const depth of [3, 0, 5]) {
      const [got, want] = both(report, location, depth);
      expect(got).toBe(want);
    }
  }
}

describe('a SARIF result by its template', () => {
  it('on the fixture report, accepted risks and cases without ids', () => {
    const cases: FailedTestCase[] = [
      makeFailedTestCase({}),
      makeFailedTestCase({ attackId: null, id: null, attempt: null, strategy: null }),
      makeFailedTestCase({ attackId: null, id: 7, status: null, redTeamer: null }),
      makeFailedTestCase({ riskAccepted: true, variation: null }),
      makeFailedTestCase({ id: 1e21, attempt: -0, redTeamerLabels: { b: 'x', '1': 'y' } }),
    ];
    const withLink = makeProbeRun({ failedTestCases: cases });
    const noLink = makeProbeRun({ failedTestCases: cases, url: null, probeRunId: null });
    const report = makeReport({ probeRuns: [withLink, noLink] });
    expect(both(report, LOCATIONS[0] as SarifLocation, 3)[0]).toContain('"suppressions"');
    same(report);
  });

  it('numbers JSON cannot hold are written as JSON writes them (null)', () => {
    const tc = makeFailedTestCase({});
    const report = makeReport({ probeRuns: [makeProbeRun({ failedTestCases: [tc] })] });
    // Past the schema, as a collected case could be: the model allows any number.
    report.probeRuns[0]!.failedTestCases = [{ ...tc, id: Infinity, attempt: NaN }];
    same(report);
  });

  it('on shared frozen label sets, cleaned once and written as often as they are carried', () => {
    const labels = Object.freeze({ 'k\u202E': 'v\u0000', __proto__x: '"' });
    const cases = Array.from({ length: 40 }, (_, i) =>
      makeFailedTestCase({ attackId: `a-${i}`, redTeamerLabels: i % 3 ? labels : {} }),
    );
    same(makeReport({ probeRuns: [makeProbeRun({ failedTestCases: cases })] }));
  });

  it('on hostile text in every field (property)', () => {
    const base = makeReport({ probeRuns: [makeMixedProbeRun()] });
    fc.assert(
      fc.property(fc.array(hostileText(40), { minLength: 1, maxLength: 60 }), (strings) => {
        let k = 0;
        same(fillUntrusted(base, () => strings[k++ % strings.length] ?? ''));
      }),
      { numRuns: sized(60, 400), seed: propertySeed('sarif result text') },
    );
  });
});
