/**
 * SARIF results made ahead: the bodies laid out while the run downloads, each joined at the
 * end (by the writer) after its run's lead (rule and level), give the same bytes as the results
 * laid out whole at the end; and ResultRoom, which bounds how many bodies are made, never makes
 * fewer than the cap keeps (else the writer lays the results out at the end: the same bytes,
 * none of the time saved).
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FailedTestCase, ProbeRunReport, Report, RiskBand } from '../../src/report/model.js';
import {
  joinedResults,
  resultBodyBytes,
  ResultRoom,
  type AheadBodies,
  type BodyBounds,
} from '../../src/report/write/sarif-bodies.js';
import {
  renderSarif,
  renderSarifChunks,
  sarifLocationUri,
  type SarifOptions,
} from '../../src/report/sarif/sarif.js';
import { isSection, piecesText } from '../../src/report/format.js';
import {
  countsOf,
  makeFailedTestCase,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { hostileText, propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

/** The bodies made of a probe run's cases of one kind, or none. */
type AheadResults = (probe: ProbeRunReport, accepted: boolean) => AheadBodies | undefined;

/** The SARIF log as the writer writes it: each run of results joined from bodies where made. */
function joinedSarif(report: Report, options: SarifOptions, ahead: AheadResults): string {
  const out = { bytes: new Uint8Array(0) };
  let text = '';
  for (const piece of renderSarifChunks(report, options)) {
    const results = isSection(piece) ? piece.results : undefined;
    const made = results && isSection(piece) ? ahead(piece.run, results.accepted) : undefined;
    if (results && made && made.starts.length >= results.count)
      for (const bytes of joinedResults(results, made, out))
        text += Buffer.from(bytes).toString('utf8');
    else text += piecesText([piece]);
  }
  return text;
}

const WEIGHTS = [null, 'CRITICAL', 'HIGH', 'MEDIUM', 'LOW', ' low ', 'unknown'] as const;
const BANDS: (RiskBand | null)[] = [null, 'CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];

const caseArb = fc.record({
  kind: fc.constantFrom('active', 'active', 'accepted', 'ignored', 'error'),
  text: fc.oneof(hostileText(), fc.constant(null)),
  attackId: fc.oneof(hostileText(12), fc.constant(null)),
});
const probeArb = fc.record({
  weight: fc.constantFrom(...WEIGHTS),
  cases: fc.array(caseArb, { maxLength: 40 }),
});
type ProbeShape = typeof probeArb extends fc.Arbitrary<infer T> ? T : never;

function build(probes: ProbeShape[], band: RiskBand | null): Report {
  let id = 0;
  const probeRuns = probes.map((p, n) => {
    const failedTestCases: FailedTestCase[] = p.cases.map((c) => {
      id += 1;
      return makeFailedTestCase({
        id,
        attackId: c.attackId,
        status: c.text,
        strategy: c.text,
        outcome: c.kind === 'error' ? 'error' : 'failed',
        riskAccepted: c.kind === 'accepted',
        ignored: c.kind === 'ignored' ? { reason: 'known', expires: null } : null,
      });
    });
    const accepted = failedTestCases.filter((c) => c.riskAccepted).length;
    return makeProbeRun({
      ...countsOf({ passed: 1, failed: failedTestCases.length, errors: 0, accepted }),
      probeRunId: 900 + n,
      // Two probe runs of one probe share a rule.
      probeId: (n % 4) + 1,
      name: `Probe ${n % 4} ü`,
      weight: p.weight,
      failedTestCases,
    });
  });
  const report = makeReport({ probeRuns });
  return { ...report, scores: { ...report.scores, band } };
}

/**
 * Bodies made as the scan makes them: each probe run in `arrival` order is seen, then every
 * one waiting whose predecessors have all been seen gets its bodies, laid out and kept in
 * memory. Those still waiting at the end get none (their results are laid out at the end).
 */
function madeAhead(report: Report, arrival: number[], max: number) {
  const location = sarifLocationUri(undefined);
  const room = new ResultRoom(
    report.probeRuns.map((p) => p.probeRunId),
    max,
  );
  type Made = Record<'active' | 'accepted', { bytes: Buffer; bounds: BodyBounds }>;
  const made = new Map<ProbeRunReport, Made>();
  const waiting: ProbeRunReport[] = [];
  let bodies = 0;
  for (const i of arrival) {
    const arrived = report.probeRuns[i] as ProbeRunReport;
    room.see(arrived);
    waiting.push(arrived);
    for (let next; (next = waiting.findIndex((w) => room.ready(w))) >= 0;) {
      const [run] = waiting.splice(next, 1) as [ProbeRunReport];
      const limits = room.room(run);
      const entry = {} as Made;
      for (const kind of ['active', 'accepted'] as const) {
        const bounds: BodyBounds = { starts: [], ends: [] };
        const pieces = resultBodyBytes(run, kind === 'accepted', limits[kind], location, bounds);
        entry[kind] = { bytes: Buffer.concat([...pieces]), bounds };
        bodies += bounds.starts.length;
      }
      made.set(run, entry);
    }
  }
  const ahead: AheadResults = (probe, accepted) => {
    const kind = made.get(probe)?.[accepted ? 'accepted' : 'active'];
    if (kind === undefined) return undefined;
    return {
      starts: kind.bounds.starts,
      ends: kind.bounds.ends,
      read: (from, to) => kind.bytes.subarray(from, to),
    };
  };
  return { ahead, bodies, made };
}

/** A shuffle of 0..n-1 from fast-check's random numbers. */
const orderArb = (n: number) =>
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }).map((keys) =>
    keys
      .map((k, i) => [k, i] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, i]) => i),
  );

describe('SARIF results made ahead', () => {
  it('join to the same bytes as results laid out at the end, in any order of arrival (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(probeArb, { minLength: 1, maxLength: 7 })
          .chain((probes) =>
            fc.tuple(
              fc.constant(probes),
              orderArb(probes.length),
              fc.constantFrom(...BANDS),
              fc.integer({ min: 0, max: 60 }),
            ),
          ),
        ([probes, arrival, band, max]) => {
          const report = build(probes, band);
          const expected = renderSarif(report, { maxResults: max });
          const { ahead } = madeAhead(report, arrival, max);
          expect(joinedSarif(report, { maxResults: max }, ahead)).toBe(expected);
        },
      ),
      { numRuns: sized(120, 1_200), seed: propertySeed('sarif ahead') },
    );
  });

  it('never makes fewer bodies than the cap keeps of a probe run (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(probeArb, { minLength: 1, maxLength: 7 })
          .chain((probes) =>
            fc.tuple(
              fc.constant(probes),
              orderArb(probes.length),
              fc.constantFrom(...BANDS),
              fc.integer({ min: 0, max: 60 }),
            ),
          ),
        ([probes, arrival, band, max]) => {
          const report = build(probes, band);
          const { made } = madeAhead(report, arrival, max);
          const kept = keptPerKind(report, max);
          for (const [run, kinds] of made)
            for (const kind of ['active', 'accepted'] as const)
              expect(kinds[kind].bounds.starts.length).toBeGreaterThanOrEqual(
                kept.get(run)?.[kind] ?? 0,
              );
        },
      ),
      { numRuns: sized(120, 1_200), seed: propertySeed('sarif room') },
    );
  });

  it('makes about as many bodies as the cap keeps when probe runs arrive in order', () => {
    // 30 probe runs of 100 active cases each, one class: the cap of 250 is met by the third,
    // which has room for 50; the 27 after it for none.
    const probes: ProbeShape[] = Array.from({ length: 30 }, () => ({
      weight: null,
      cases: Array.from({ length: 100 }, () => ({
        kind: 'active' as const,
        text: 's',
        attackId: null,
      })),
    }));
    const report = build(probes, 'HIGH');
    const { bodies, ahead } = madeAhead(report, [...probes.keys()], 250);
    expect(bodies).toBe(250);
    expect(joinedSarif(report, { maxResults: 250 }, ahead)).toBe(
      renderSarif(report, { maxResults: 250 }),
    );
  });

  it('lays out at the end the results of a probe run with fewer bodies than the cap keeps', () => {
    const cases = ['a1', 'a2', 'a3'].map((attackId) => ({
      kind: 'active' as const,
      text: 's',
      attackId,
    }));
    const report = build([{ weight: null, cases }], 'HIGH');
    const run = report.probeRuns[0] as ProbeRunReport;
    const location = sarifLocationUri(undefined);
    const bounds: BodyBounds = { starts: [], ends: [] };
    // One body made where three results are kept: the writer must not join from it.
    const bytes = Buffer.concat([...resultBodyBytes(run, false, 1, location, bounds)]);
    const ahead: AheadResults = (probe, accepted) =>
      probe === run && !accepted
        ? { ...bounds, read: (from, to) => bytes.subarray(from, to) }
        : undefined;
    expect(bounds.starts).toHaveLength(1);
    expect(joinedSarif(report, {}, ahead)).toBe(renderSarif(report));
  });
});

/** How many active and accepted results the renderer keeps of each probe run. */
function keptPerKind(report: Report, max: number) {
  const sarif = JSON.parse(renderSarif(report, { maxResults: max })) as {
    runs: { results: { properties: { probeRunId: number; riskAccepted: boolean } }[] }[];
  };
  const byId = new Map<number, { active: number; accepted: number }>();
  for (const r of sarif.runs[0]?.results ?? []) {
    const entry = byId.get(r.properties.probeRunId) ?? { active: 0, accepted: 0 };
    entry[r.properties.riskAccepted ? 'accepted' : 'active'] += 1;
    byId.set(r.properties.probeRunId, entry);
  }
  return new Map(report.probeRuns.map((p) => [p, byId.get(p.probeRunId as number)]));
}
