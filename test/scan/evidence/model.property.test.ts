/**
 * The evidence model, model-based: a true run (probes and the status of each of their test
 * cases) and its verdict under a random gate, then the platform's view of it with any
 * combination of corruptions from a catalogue (docs/verdict.md, "Corruptions the property
 * test applies"). The view goes through the scan's own checks in the scan's order (the
 * status list's invariants, each probe run's detail, the run score, the gate).
 *
 * Properties: an honest view (reordered or with an entry repeated verbatim, which a platform
 * may do) gives the true verdict; whenever the true verdict is not pass, no view is a pass.
 * PROBE_GATE_PROPERTY_RUNS sets the number of runs (default 2,000; 20,000 when thorough).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProbeRun, TestRunStatus } from '../../../src/api/index.js';
import type { GateConfig } from '../../../src/config/config.js';
import type { ProbeRunReport } from '../../../src/report/model.js';
import { breachSentence } from '../../../src/scan/evidence/invariants.js';
import { statusBreaches, uniqueProbeRuns } from '../../../src/scan/evidence/status-entries.js';
import { checkedProbeRunReport } from '../../../src/scan/evidence/probe-run-report.js';
import { computeRates, sumCounts } from '../../../src/scan/verdict/counts.js';
import { evaluateGate } from '../../../src/scan/verdict/gate.js';
import { runScore } from '../../../src/scan/verdict/score-source.js';
import { propertySeed } from '../../fixtures/report/untrusted.js';
import { sized } from '../../support/sizing.js';

const RUNS = Number(process.env['PROBE_GATE_PROPERTY_RUNS'] ?? '') || sized(2_000, 20_000);
const TEST_RUN = 700;
const CATEGORIES = ['Jailbreak', 'Prompt Injection', 'Data Leakage'] as const;
type CaseWord = 'PASSED' | 'FAILED' | 'ERROR';

/** The truth: probes, each with the status of every one of its test cases. */
const truthArb = fc.array(
  fc.record({
    category: fc.constantFrom(...CATEGORIES),
    cases: fc.array(fc.constantFrom<CaseWord>('PASSED', 'PASSED', 'PASSED', 'FAILED', 'ERROR'), {
      minLength: 1,
      maxLength: 30,
    }),
  }),
  { minLength: 1, maxLength: 4 },
);
type Truth = typeof truthArb extends fc.Arbitrary<infer T> ? T : never;

const gateArb = fc.record({
  minScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  maxFailed: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
  maxFailRate: fc.option(fc.double({ min: 0, max: 0.6, noNaN: true }), { nil: null }),
  minSamples: fc.constantFrom(0, 10),
});

/**
 * The catalogue of corruptions. Each is a lie a platform can tell about a finished run:
 * counts, statuses, ids, duplication, omission, lag, foreign runs.
 */
const CORRUPTIONS = [
  'inflate-passed', // passed, processed and total raised together (a count of attempts)
  'passed-over-total', // passed raised alone: passed + failed + errors > total
  'deflate-failed', // failedCount lowered in the status list and the detail
  'deflate-errors', // errorCount lowered
  'cancelled-early', // the probe run ended CANCELLED after a prefix of its cases
  'lagging-detail', // the detail is a lagging replica's: RUNNING, half processed
  'lagging-counts', // the detail is an earlier moment's, consistent in itself
  'replaced-entry', // one entry of the status list replaced by a copy of another
  'omitted-entry', // one entry missing from the status list
  'foreign-scan-run', // the detail is another test run's (every case passed)
  'wrong-probe-run', // the detail answers for another probe run of the run
  'foreign-probe', // an extra probe run, all passed, of a probe that was not requested
  'unknown-case-status', // failed cases carry an unknown word, the counts lowered to match
  'hidden-cases', // failed cases left out of the listed cases, counts intact
  'missing-probe-run-id', // an entry without its probeRunId
  'swapped-counts', // passedCount and failedCount swapped in the detail
  'foreign-run-entry', // entry and detail of another test run's probe run, all passed
  'misaddressed-clean', // a clean entry, and a clean detail that names another probe run
  'relabelled-failures', // failures counted as passes in both views, the cases still FAILED
  'unlisted-over-total', // a detail with no case list whose passed count exceeds the total
] as const;
type Corruption = (typeof CORRUPTIONS)[number];

const corruptionArb = fc.record({
  kind: fc.constantFrom(...CORRUPTIONS),
  at: fc.nat(),
  by: fc.integer({ min: 1, max: 5 }),
});

interface View {
  entries: Record<string, unknown>[];
  details: Map<number, ProbeRun>;
}

const count = (cases: CaseWord[], w: CaseWord) => cases.filter((c) => c === w).length;

function entryOf(i: number, cases: CaseWord[], total = cases.length): Record<string, unknown> {
  return {
    probeRunId: 1000 + i,
    probeId: i + 1,
    probeName: `probe ${i + 1}`,
    status: 'FINISHED',
    totalCount: total,
    processedCount: cases.length,
    passedCount: count(cases, 'PASSED'),
    failedCount: count(cases, 'FAILED'),
    errorCount: count(cases, 'ERROR'),
  };
}

function detailOf(entry: Record<string, unknown>, cases: string[]): ProbeRun {
  return {
    ...entry,
    scanRunId: TEST_RUN,
    acceptedCount: 0,
    testCaseResults: cases.map((status, k) => ({ id: k, attackId: `a-${k}`, status })),
    listedCaseCount: cases.length,
  } as ProbeRun;
}

/** The honest view of the truth. */
function honestView(truth: Truth): View {
  const entries = truth.map((p, i) => entryOf(i, p.cases));
  const details = new Map(
    entries.map((e, i) => [e.probeRunId as number, detailOf(e, truth[i]?.cases ?? [])]),
  );
  return { entries, details };
}

/** Applies one corruption to probe run `i` (of the truth) in the view. */
function corrupt(view: View, truth: Truth, c: { kind: Corruption; at: number; by: number }) {
  const i = c.at % truth.length;
  const cases = truth[i]?.cases ?? [];
  const id = 1000 + i;
  const entry = view.entries.find((e) => e.probeRunId === id);
  const d = view.details.get(id);
  const both = (f: (o: Record<string, unknown>) => void) => {
    if (entry) f(entry);
    if (d) f(d as Record<string, unknown>);
  };
  const prefix = cases.slice(0, Math.floor(cases.length / 2));
  switch (c.kind) {
    case 'inflate-passed':
      return both((o) => {
        for (const k of ['passedCount', 'processedCount', 'totalCount'])
          o[k] = (o[k] as number) + c.by;
      });
    case 'passed-over-total':
      return both((o) => void (o.passedCount = (o.passedCount as number) + c.by));
    case 'deflate-failed':
      return both((o) => void (o.failedCount = Math.max(0, (o.failedCount as number) - c.by)));
    case 'deflate-errors':
      return both((o) => void (o.errorCount = Math.max(0, (o.errorCount as number) - c.by)));
    case 'cancelled-early': {
      // The status list says CANCELLED; the detail knows only the cases that ran.
      if (entry) Object.assign(entry, { ...entryOf(i, prefix, cases.length), status: 'CANCELLED' });
      return void view.details.set(id, detailOf(entryOf(i, prefix), prefix));
    }
    case 'lagging-detail':
      return void view.details.set(
        id,
        detailOf({ ...entryOf(i, prefix, cases.length), status: 'RUNNING' }, prefix),
      );
    case 'lagging-counts':
      // A replica's consistent snapshot of an earlier moment: behind the final status entry.
      return void view.details.set(id, detailOf(entryOf(i, prefix), prefix));
    case 'replaced-entry': {
      const j = (i + 1) % truth.length;
      const k = view.entries.findIndex((e) => e.probeRunId === 1000 + j);
      if (k >= 0 && entry && j !== i) view.entries[k] = { ...entry };
      return;
    }
    case 'omitted-entry':
      view.entries = view.entries.filter((e) => e.probeRunId !== id);
      return;
    case 'foreign-scan-run': {
      // Another run's probe run of the same probe, every case passed.
      const clean = cases.map((): CaseWord => 'PASSED');
      const foreign = detailOf(entryOf(i, clean), clean);
      return void view.details.set(id, { ...foreign, scanRunId: TEST_RUN + c.by });
    }
    case 'wrong-probe-run': {
      const other = view.details.get(1000 + ((i + 1) % truth.length));
      if (other && truth.length > 1) view.details.set(id, { ...other });
      return;
    }
    case 'foreign-probe': {
      // An extra probe run, every case passed, of a probe this scan did not request.
      const clean = cases.map((): CaseWord => 'PASSED');
      const extra = { ...entryOf(i, clean), probeRunId: 2000 + c.by, probeId: 90 + c.by };
      view.entries.push(extra);
      return void view.details.set(2000 + c.by, detailOf(extra, clean));
    }
    case 'unknown-case-status': {
      // Failed cases carry an unknown word; the counts, in the status list and the detail
      // alike, leave them out: only the word itself tells.
      const words = cases.map((w) => (w === 'FAILED' ? 'UNDECIDED' : w));
      const hidden = count(cases, 'FAILED');
      const lower = (o: Record<string, unknown>) => {
        for (const k of ['failedCount', 'processedCount', 'totalCount'])
          o[k] = (o[k] as number) - hidden;
      };
      if (entry) lower(entry);
      if (d) {
        const lied = { ...d } as Record<string, unknown>;
        lower(lied);
        view.details.set(id, detailOf(lied, words));
      }
      return;
    }
    case 'hidden-cases':
      // Composes with what the view already shows: a case list rebuilt from the truth could
      // erase the trace of an earlier corruption (an unknown word whose counts were lowered to
      // match) and leave a view that an honest platform gives for a smaller run.
      // The rebuilt detail keeps the run it names: another run's (foreign-scan-run) stays one.
      if (d)
        view.details.set(id, {
          ...detailOf(
            { ...d },
            (d.testCaseResults ?? []).map((t) => String(t.status)).filter((w) => w !== 'FAILED'),
          ),
          scanRunId: d.scanRunId,
        });
      return;
    case 'missing-probe-run-id':
      if (entry) delete entry.probeRunId;
      return;
    case 'foreign-run-entry': {
      // The status list and the detail agree on another run's probe run of this probe.
      const clean = cases.map((): CaseWord => 'PASSED');
      const other = { ...entryOf(i, clean), probeRunId: 3000 + i };
      const k = view.entries.findIndex((e) => e.probeRunId === id);
      if (k >= 0) view.entries[k] = other;
      return void view.details.set(3000 + i, {
        ...detailOf(other, clean),
        scanRunId: TEST_RUN + c.by,
      });
    }
    case 'misaddressed-clean': {
      // A clean status entry of ours, answered by a clean detail of another probe run.
      const clean = cases.map((): CaseWord => 'PASSED');
      if (entry) Object.assign(entry, entryOf(i, clean));
      return void view.details.set(id, {
        ...detailOf(entryOf(i, clean), clean),
        probeRunId: 4000 + i,
      });
    }
    case 'relabelled-failures':
      return both((o) => {
        const k = Math.min(c.by, o.failedCount as number);
        o.failedCount = (o.failedCount as number) - k;
        o.passedCount = (o.passedCount as number) + k;
      });
    case 'unlisted-over-total':
      if (d)
        view.details.set(id, {
          ...d,
          passedCount: (d.passedCount as number) + c.by,
          testCaseResults: null,
          listedCaseCount: null,
        } as ProbeRun);
      return;
    case 'swapped-counts':
      if (d) [d.passedCount, d.failedCount] = [d.failedCount, d.passedCount];
      return;
  }
}

/**
 * `unknown-case-status` lowers the counts in both views alike, so its only trace is the word in
 * the detail's case list; a later `lagging-counts`, a consistent snapshot rebuilt from the
 * truth, removes the word and leaves a view identical to an honest, smaller run, which no
 * client can tell apart. Such sequences are outside what the property can demand. (The other
 * rebuilds leave a trace of their own: a RUNNING or CANCELLED status, another id.)
 */
function erasesItsOwnTrace(truth: Truth, corruptions: { kind: Corruption; at: number }[]): boolean {
  const lowered = new Set<number>();
  for (const c of corruptions) {
    const i = c.at % truth.length;
    if (c.kind === 'unknown-case-status') lowered.add(i);
    else if (c.kind === 'lagging-counts' && lowered.has(i)) return true;
  }
  return false;
}

function gateConfig(g: typeof gateArb extends fc.Arbitrary<infer T> ? T : never): GateConfig {
  return {
    failOnFramework: [],
    minScore: g.minScore,
    maxFailed: g.maxFailed,
    maxFailRate: g.maxFailRate,
    maxErrorRate: null,
    categoryMinScores: {},
    maxScoreDrop: null,
    failOnNewFailures: false,
    countAcceptedRisk: false,
    regressionTest: 'significance',
    scoreSource: 'run',
    confidence: 0.95,
    gateOn: 'point',
    minSamples: g.minSamples,
    warnOnly: [],
  };
}

function verdictOf(reports: ProbeRunReport[], invalid: string[], config: GateConfig) {
  const score = runScore(reports);
  return evaluateGate(
    {
      runState: 'completed',
      timedOut: false,
      overallScore: score.overall,
      categories: score.categories,
      scoreProblem: null,
      ...sumCounts(reports, false),
      baseline: null,
      invalid,
    },
    config,
  ).verdict;
}

/** The true verdict, from the truth alone (no platform answer involved). */
function trueVerdict(truth: Truth, config: GateConfig) {
  const reports = truth.map((p, i): ProbeRunReport => {
    const passed = count(p.cases, 'PASSED');
    const failed = count(p.cases, 'FAILED');
    const errors = count(p.cases, 'ERROR');
    const c = { passed, failed, errors, processed: p.cases.length, accepted: 0, ignored: 0 };
    return {
      ...{ probeRunId: 1000 + i, probeId: i + 1, name: `probe ${i + 1}`, weight: null },
      ...{ category: p.category, status: 'completed', rawStatus: 'FINISHED', url: null },
      total: p.cases.length,
      ...c,
      ...computeRates(c, false),
      ...{ aiAnalysis: null, remediation: [], failedTestCases: [] },
    };
  });
  return verdictOf(reports, [], config);
}

/** The verdict the scan's own checks reach on a view, as at its deadline. */
function scannedVerdict(truth: Truth, view: View, config: GateConfig) {
  const status: TestRunStatus = {
    testRunId: TEST_RUN,
    status: 'COMPLETED',
    probeRuns: view.entries,
  };
  const ids = truth.map((_, i) => i + 1);
  const invalid = statusBreaches(status, { ids }).map((b) => breachSentence(b, true));
  const catalogue = new Map(
    truth.map((t, i) => [
      i + 1,
      { id: i + 1, name: `probe ${i + 1}`, category: t.category, active: true },
    ]),
  );
  const ctx = {
    catalogue,
    weights: new Map(),
    probeRunUrl: () => '',
    aiAnalysis: false,
    testRunId: TEST_RUN,
  };
  const reports = uniqueProbeRuns(status).flatMap((e) => {
    const id = typeof e.probeRunId === 'number' ? e.probeRunId : null;
    const d = id === null ? undefined : view.details.get(id);
    if (id === null || !d) return [];
    const ref = { probeRunId: id, probeId: e.probeId ?? null, probeName: null, entry: e };
    const { report, breaches } = checkedProbeRunReport(d, ref, ctx);
    invalid.push(...breaches.map((b) => breachSentence(b, true)));
    return [report];
  });
  return verdictOf(reports, invalid, config);
}

describe('the evidence model: no corrupted view earns a PASS the truth does not', () => {
  it('an honest view, reordered or with an entry repeated verbatim, gives the true verdict', () => {
    fc.assert(
      fc.property(truthArb, gateArb, fc.nat(), fc.boolean(), (truth, g, seed, repeat) => {
        const config = gateConfig(g);
        const view = honestView(truth);
        view.entries = [...view.entries].sort(
          (a, b) =>
            (((a.probeRunId as number) * (seed + 7)) % 13) -
            (((b.probeRunId as number) * (seed + 7)) % 13),
        );
        if (repeat && view.entries[0]) view.entries.push({ ...view.entries[0] });
        expect(scannedVerdict(truth, view, config)).toBe(trueVerdict(truth, config));
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: propertySeed('evidence honest view') },
    );
  });

  it('whenever the true verdict is not pass, no combination of corruptions yields pass', () => {
    fc.assert(
      fc.property(
        truthArb,
        gateArb,
        fc.array(corruptionArb, { minLength: 1, maxLength: 3 }),
        (truth, g, corruptions) => {
          const config = gateConfig(g);
          fc.pre(trueVerdict(truth, config) !== 'pass');
          fc.pre(!erasesItsOwnTrace(truth, corruptions));
          const view = honestView(truth);
          for (const c of corruptions) corrupt(view, truth, c);
          expect(scannedVerdict(truth, view, config)).not.toBe('pass');
        },
      ),
      {
        numRuns: 1,
        seed: propertySeed('evidence corrupted view'),
        examples: [
          [
            [{ category: 'Jailbreak', cases: ['FAILED', 'PASSED'] }],
            { minScore: null, maxFailed: null, maxFailRate: 0, minSamples: 0 },
            [
              { kind: 'foreign-scan-run', at: 0, by: 1 },
              { kind: 'relabelled-failures', at: 0, by: 1 },
              { kind: 'hidden-cases', at: 0, by: 1 },
            ],
          ],
        ] as never,
      },
    );
  });
});
