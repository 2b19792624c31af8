/**
 * Issue 17's property: for random probe-run data whose own results fail the gate, no answer
 * the platform can give about scores (overall, categories, latestExecutionDate, overlapping
 * runs), statuses (run, probe runs, counts that contradict the test cases, foreign ids) or
 * ordering (shuffled, duplicated, missing probe runs) yields PASS. The real pieces run in
 * the scan's order: finality, the probe-run cross-checks, the score choice, the gate.
 * PROBE_GATE_PROPERTY_RUNS sets the number of runs (default 300; 20,000 when thorough).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreProbes } from '../../../src/api/score-formula.js';
import type { ProbeRun, TestRunStatus } from '../../../src/api/index.js';
import type { GateConfig } from '../../../src/config/config.js';
import { statusBreaches, uniqueProbeRuns } from '../../../src/scan/evidence/status-entries.js';
import { toProbeRunReport } from '../../../src/scan/collect/collect.js';
import { sumCounts } from '../../../src/scan/verdict/counts.js';
import { evaluateGate } from '../../../src/scan/verdict/gate.js';
import { chooseScore, runScore } from '../../../src/scan/verdict/score-source.js';
import { sized } from '../../support/sizing.js';

/** PROBE_GATE_PROPERTY_RUNS when set; else quick in `npm test`, long in `npm run test:thorough`. */
const RUNS = Number(process.env['PROBE_GATE_PROPERTY_RUNS'] ?? '') || sized(300, 20_000);
const TEST_RUN = 500;
const START = Date.parse('2026-11-23T10:00:00Z');
const END = START + 3_600_000;
const CATEGORIES = ['Jailbreak', 'Prompt Injection', 'Data Leakage'] as const;
const RUN_WORDS = ['COMPLETED', 'FINISHED', 'RUNNING', 'FAILED', 'CANCELLED', 'WEIRD', 'PENDING'];

/** What this run's probe runs truly hold: passed and FAILED test cases, by category. */
const truthArb = fc.array(
  fc.record({
    category: fc.constantFrom(...CATEGORIES),
    passed: fc.nat({ max: 30 }),
    failed: fc.nat({ max: 30 }),
  }),
  { minLength: 1, maxLength: 5 },
);

/** `honest` most of the time, else anything from `other`: liars that look honest find the holes. */
const mostly = <T>(honest: T, other: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constant(honest), weight: 3 }, { arbitrary: other, weight: 1 });

/** Everything the platform may say, honest or not. */
const platformArb = (n: number) =>
  fc.record({
    runStatus: mostly('COMPLETED', fc.constantFrom(...RUN_WORDS)),
    timedOut: mostly(false, fc.boolean()),
    requested: fc.constantFrom('auto' as const, 'platform' as const, 'run' as const),
    overall: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    categories: fc.dictionary(fc.constantFrom(...CATEGORIES), fc.integer({ min: 0, max: 100 })),
    /** Minutes from the end of this run's window (60 minutes long). */
    latestOffsetMin: fc.option(fc.integer({ min: -90, max: 30 }), { nil: null }),
    overlapping: mostly<number[] | null>(
      [],
      fc.option(fc.array(fc.integer({ min: 1, max: 999 }), { maxLength: 2 }), { nil: null }),
    ),
    /** Per probe run: its claimed failedCount (null: the truth), foreign scanRunId, status. */
    claims: fc.array(
      fc.record({
        failedCount: mostly<number | null>(null, fc.integer({ min: -3, max: 40 })),
        foreign: mostly(false, fc.boolean()),
        status: mostly('FINISHED', fc.constantFrom('RUNNING', 'FAILED', 'ODD')),
      }),
      { minLength: n, maxLength: n },
    ),
    order: mostly(
      Array.from({ length: n }, (_, i) => i),
      fc.array(fc.nat({ max: n - 1 }), { minLength: 1, maxLength: n + 2 }),
    ),
  });

const at = (ms: number) => new Date(ms).toISOString();

describe('no platform answer turns a failing run into a PASS', () => {
  it('holds for random probe runs and platform answers', () => {
    fc.assert(
      fc.property(
        truthArb.chain((truth) =>
          fc.tuple(fc.constant(truth), platformArb(truth.length), fc.integer({ min: 1, max: 100 })),
        ),
        ([truth, p, minScore]) => {
          const own = scoreProbes(truth.map((t) => ({ ...t, failures: t.failed })));
          // Only runs whose own results fail the gate.
          fc.pre(own.overall !== null && own.overall < minScore);

          const ids = truth.map((_, i) => 1000 + i);
          const entries = p.order.map((i) => ({
            probeRunId: ids[i],
            probeId: i + 1,
            probeName: `probe ${i + 1}`,
            status: p.claims[i]?.status,
            totalCount: (truth[i]?.passed ?? 0) + (truth[i]?.failed ?? 0),
            processedCount: (truth[i]?.passed ?? 0) + (truth[i]?.failed ?? 0),
            passedCount: truth[i]?.passed,
            failedCount: p.claims[i]?.failedCount ?? truth[i]?.failed,
            errorCount: 0,
          }));
          const status: TestRunStatus = {
            testRunId: TEST_RUN,
            status: p.runStatus,
            executionDate: at(START),
            probeRuns: entries,
          };
          const invalid: string[] = [];
          const breaches = statusBreaches(status, { ids: truth.map((_, i) => i + 1) });
          if (breaches.length > 0) invalid.push(breaches.map((b) => b.message).join('; '));
          const catalogue = new Map(
            truth.map((t, i) => [
              i + 1,
              { id: i + 1, name: `probe ${i + 1}`, category: t.category, active: true },
            ]),
          );
          const ctx = {
            catalogue,
            weights: new Map<number, string>(),
            probeRunUrl: () => '',
            aiAnalysis: false,
            testRunId: TEST_RUN,
            invalid,
          };
          const probeRuns = uniqueProbeRuns(status).map((e) => {
            const i = (e.probeId as number) - 1;
            const t = truth[i] as (typeof truth)[number];
            const detail: ProbeRun = {
              ...e,
              scanRunId: p.claims[i]?.foreign ? TEST_RUN + 1 : TEST_RUN,
              testCaseResults: Array.from({ length: t.failed }, (_, k) => ({
                id: k,
                attackId: `a-${k}`,
                status: 'FAILED',
              })),
            };
            const ref = { probeRunId: e.probeRunId ?? null, probeId: i + 1, probeName: null };
            return toProbeRunReport(detail, ref, ctx);
          });
          const choice = chooseScore({
            requested: p.requested,
            run: runScore(probeRuns),
            platform: {
              overall: p.overall,
              categories: p.categories,
              latestExecutionDate:
                p.latestOffsetMin === null ? null : at(END + p.latestOffsetMin * 60_000 - 1),
            },
            window: { start: at(START), end: at(END) },
            overlapping: p.overlapping,
            measured: probeRuns.map((r) => r.category ?? ''),
          });
          const totals = sumCounts(probeRuns, false);
          const config: GateConfig = {
            failOnFramework: [],
            minScore,
            maxFailed: null,
            maxFailRate: null,
            maxErrorRate: null,
            categoryMinScores: {},
            maxScoreDrop: null,
            failOnNewFailures: false,
            countAcceptedRisk: false,
            regressionTest: 'significance',
            scoreSource: p.requested,
            confidence: 0.95,
            gateOn: 'point',
            minSamples: 20,
            warnOnly: [],
          };
          const state = p.runStatus === 'FINISHED' ? 'completed' : p.runStatus.toLowerCase();
          const gate = evaluateGate(
            {
              runState: (['completed', 'failed', 'cancelled', 'running'].includes(state)
                ? state
                : 'unknown') as 'completed',
              timedOut: p.timedOut,
              overallScore: choice.overall,
              categories: choice.categories,
              scoreProblem: choice.problem,
              ...totals,
              baseline: null,
              invalid,
            },
            config,
          );
          expect(gate.verdict).not.toBe('pass');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
