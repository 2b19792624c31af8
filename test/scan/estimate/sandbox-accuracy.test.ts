/**
 * The benchmark fallback against the sandbox's own sizing, over many seeds: the estimate a
 * fresh target gets from two benchmark models (as readEstimate reads them) is held against
 * the run the sandbox then plans for it. The e2e form over HTTP is budget-sandbox.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Benchmarks, BENCHMARK_TYPES } from '../../../src/sandbox/data/benchmarks.js';
import { PROBES } from '../../../src/sandbox/data/catalogue.js';
import { defaultCaseCount } from '../../../src/sandbox/store.js';
import { estimateRun, type ProbeCounts } from '../../../src/scan/estimate/estimate.js';

const SEEDS = 2000;
const MODELS_READ = [1, 2];
const TARGETS = [101, 102, 103];

function benchmarkCounts(seed: number): ProbeCounts[] {
  const bench = new Benchmarks(seed, Date.UTC(2026, 0, 1));
  const byProbe = new Map<number, ProbeCounts>();
  for (const type of BENCHMARK_TYPES)
    for (const model of MODELS_READ)
      for (const r of bench.probeRuns(model, type.id)) {
        const entry = byProbe.get(r.probeId) ?? { probeId: r.probeId, name: null, counts: [] };
        entry.counts.push(r.totalCount);
        byProbe.set(r.probeId, entry);
      }
  return [...byProbe.values()];
}

describe('the estimate from benchmark runs, on the sandbox', () => {
  it(`is within 20% of a fresh target's run over ${SEEDS} seeds and runs of 1 to 5 probes`, () => {
    const ids = PROBES.filter((p) => p.active).map((p) => p.id);
    let worst = 0;
    let runs = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const counts = benchmarkCounts(seed);
      for (const target of TARGETS) {
        const size = 1 + ((seed + target) % 5);
        const start = (seed * 7 + target) % ids.length;
        const probeIds = [...ids, ...ids].slice(start, start + size);
        const e = estimateRun(probeIds, [], counts, { rateLimit: null, concurrentRequests: null });
        if (e.unknownProbes > 0) continue;
        const actual = probeIds.reduce((a, p) => a + defaultCaseCount(seed, target, p), 0);
        worst = Math.max(worst, Math.abs(e.testCases.expected - actual) / actual);
        runs++;
      }
    }
    expect(runs).toBeGreaterThan(SEEDS * 2);
    expect(worst).toBeLessThanOrEqual(0.2);
  });
});
