/**
 * Simulated scans for `npm run simulate`: seeded draws of probe runs, judged by the shipped
 * decision functions (judge, causingProbes, poolFacts, lookGate, testProbes), with nothing of
 * the platform around them.
 */
import { parseConfig, type RawConfig, type ScanConfig } from '../../src/config/config.js';
import type { Gate, ProbeRunReport } from '../../src/report/model.js';
import { causingProbes, retriable } from '../../src/scan/retry/causes.js';
import { poolFacts } from '../../src/scan/retry/pool.js';
import type { ScanFacts } from '../../src/scan/verdict/build-report.js';
import { atConfidence } from '../../src/scan/verdict/counts.js';
import { judge } from '../../src/scan/verdict/judge.js';
import { runScore } from '../../src/scan/verdict/score-source.js';

/** Mulberry32: a small seeded generator, enough for simulation (not for secrets). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Successes of n draws at probability p. */
export function binomial(r: () => number, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (r() < p) k++;
  return k;
}

/** One simulated probe: its category, cases per run and per-case outcome probabilities. */
export interface ProbeSpec {
  id: number;
  category: string;
  cases: number;
  /** Probability an attack succeeds against the target (a failure when judged). */
  fail: number;
  /** Probability a case errors instead of being judged, for a failing and a passing attack. */
  errorIfFail?: number;
  errorIfPass?: number;
}

/** One run of a probe: passed / failed / errored counts drawn from its spec. */
export function drawProbe(r: () => number, s: ProbeSpec, confidence = 0.95): ProbeRunReport {
  let passed = 0;
  let failed = 0;
  let errors = 0;
  for (let i = 0; i < s.cases; i++) {
    const fails = r() < s.fail;
    if (r() < ((fails ? s.errorIfFail : s.errorIfPass) ?? 0)) errors++;
    else if (fails) failed++;
    else passed++;
  }
  const counts = {
    total: s.cases,
    processed: s.cases,
    passed,
    failed,
    errors,
    accepted: 0,
    ignored: 0,
  };
  return {
    ...atConfidence(counts, false, confidence),
    probeRunId: s.id,
    probeId: s.id,
    name: `probe ${s.id}`,
    category: s.category,
    weight: null,
    status: 'completed',
    rawStatus: 'COMPLETED',
    url: null,
    aiAnalysis: null,
    remediation: [],
    failedTestCases: [],
  };
}

const BASE: RawConfig = {
  'api-key': 'k',
  'base-url': 'https://api.example.test',
  'workspace-id': '1',
  'target-id': '1',
  'score-source': 'run',
  'max-error-rate': '1',
};

/** A scan configuration from input names, as the Action would parse it. */
export const configOf = (raw: RawConfig): ScanConfig => parseConfig({ ...BASE, ...raw });

/** The facts the gate sees for some probe runs (per-probe detail, this run's own score). */
export function factsOf(config: ScanConfig, probeRuns: ProbeRunReport[]): ScanFacts {
  const s = runScore(probeRuns);
  return {
    config,
    probeRuns,
    perProbeDetail: true,
    snapshot: null,
    scores: { overall: s.overall, categories: s.categories, band: null },
    scoreProblem: s.overall === null ? 'no score' : null,
    invalid: [],
    baseline: null,
    testRunId: 1,
    finishedAt: 0,
    warnings: [],
  } as unknown as ScanFacts;
}

const COMPLETED = { snapshot: { state: 'completed' }, timedOut: false } as Parameters<
  typeof judge
>[1];

/** The shipped gate on some facts. */
export const gateOf = (facts: ScanFacts): Gate => judge(facts, COMPLETED, facts.config).gate;

/**
 * A scan with `retry-failed` as shipped: the first run judged, then up to N retries of the
 * probes causingProbes picks, each pooled with poolFacts and judged at its look's level.
 */
export function scanWithRetries(
  r: () => number,
  config: ScanConfig,
  specs: ProbeSpec[],
): Gate['verdict'] {
  const first = factsOf(
    config,
    specs.map((s) => drawProbe(r, s)),
  );
  let gate = gateOf(first);
  const retries: ScanFacts[] = [];
  for (let look = 1; look <= config.retryFailed && retriable(gate.verdict); look++) {
    const pooled = retries.length === 0 ? first : poolFacts(first, retries);
    const causes = causingProbes(gate, pooled.probeRuns);
    const ids = new Set(causes.map((p) => p.probeId));
    const runs = specs.filter((s) => ids.has(s.id)).map((s) => drawProbe(r, s));
    retries.push({ ...factsOf(config, runs), testRunId: look + 1 } as ScanFacts);
    gate = gateOf(poolFacts(first, retries));
  }
  return gate.verdict;
}
