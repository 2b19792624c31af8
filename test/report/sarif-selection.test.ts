/**
 * SARIF's bounded result selection: the results kept under the cap are chosen per class
 * (accepted or active, severity) from counts, instead of holding and sorting every candidate
 * of a huge run. The renderer must write the same bytes as the one that sorted them all
 * (kept as a fixture, sarif-sort-reference.ts), for any mix of probes, weights, triage and cap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FailedTestCase, ProbeRunReport, Report } from '../../src/report/model.js';
import { renderSarif } from '../../src/report/sarif/sarif.js';
import {
  countsOf,
  makeFailedTestCase,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import * as reference from '../fixtures/report/sarif-sort-reference.js';
import { propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

type Kind = 'active' | 'accepted' | 'ignored' | 'error';

function testCase(kind: Kind, n: number): FailedTestCase {
  return makeFailedTestCase({
    id: n,
    attackId: `atk-${n}`,
    outcome: kind === 'error' ? 'error' : 'failed',
    status: kind === 'error' ? 'ERROR' : 'FAILED',
    riskAccepted: kind === 'accepted',
    ignored: kind === 'ignored' ? { reason: 'known', expires: null } : null,
  });
}

const probeArb = fc.record({
  weight: fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'high ', 'unheard-of', null),
  probeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  kinds: fc.array(fc.constantFrom<Kind>('active', 'active', 'accepted', 'ignored', 'error'), {
    maxLength: 25,
  }),
});

const reportArb: fc.Arbitrary<Shape> = fc.record({
  probes: fc.array(probeArb, { maxLength: 8 }),
  band: fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', null),
  max: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(25_000), fc.constant(-3)),
});

interface Shape {
  probes: { weight: string | null; probeId: number | null; kinds: Kind[] }[];
  band: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW' | null;
  max: number;
}

function build(r: Shape): Report {
  let n = 0;
  const probeRuns: ProbeRunReport[] = r.probes.map((p, i) => {
    const cases = p.kinds.map((k) => testCase(k, (n += 1)));
    const failed = cases.filter((c) => c.outcome === 'failed').length;
    return makeProbeRun({
      ...countsOf({
        passed: 3,
        failed,
        errors: cases.length - failed,
        accepted: cases.filter((c) => c.riskAccepted).length,
        ignored: cases.filter((c) => c.ignored !== null && !c.riskAccepted).length,
      }),
      probeRunId: 9000 + i,
      probeId: p.probeId,
      name: `Probe ${i % 3}`,
      weight: p.weight,
      failedTestCases: cases,
    });
  });
  const base = makeReport();
  return makeReport({ probeRuns, scores: { ...base.scores, band: r.band } });
}

describe('SARIF results under the cap: chosen per class, the same bytes as sorting them all', () => {
  it('for any probes, weights, triage and cap (property)', () => {
    fc.assert(
      fc.property(reportArb, (r) => {
        const report = build(r);
        const options = { maxResults: r.max, locationPath: 'ci/target.yml' };
        expect(renderSarif(report, options)).toBe(reference.renderSarif(report, options));
      }),
      { numRuns: sized(300, 3_000), seed: propertySeed('sarif selection') },
    );
  });

  it('keeps active before accepted and the most severe first, written in report order', () => {
    const report = build({
      band: 'LOW',
      max: 3,
      probes: [
        { weight: 'LOW', probeId: 1, kinds: ['active', 'active'] },
        { weight: 'CRITICAL', probeId: 2, kinds: ['accepted', 'active'] },
        { weight: 'HIGH', probeId: 3, kinds: ['active', 'ignored', 'active'] },
      ],
    });
    const sarif = JSON.parse(renderSarif(report, { maxResults: 3 })) as {
      runs: { results: { properties: { attackId: string } }[]; properties: unknown }[];
    };
    // CRITICAL active (atk-4), then HIGH actives (atk-5, atk-7); LOW and accepted left out.
    expect(sarif.runs[0]?.results.map((x) => x.properties.attackId)).toEqual([
      'atk-4',
      'atk-5',
      'atk-7',
    ]);
    expect(sarif.runs[0]?.properties).toMatchObject({ resultsLeftOut: 3 });
  });

  it('on the fixture report, with and without a cap', () => {
    for (const maxResults of [undefined, 0, 1, 2, 5]) {
      const report = makeReport();
      expect(renderSarif(report, { maxResults })).toBe(
        reference.renderSarif(report, { maxResults }),
      );
    }
  });
});
