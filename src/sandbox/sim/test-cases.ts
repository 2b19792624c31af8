import type { Probe } from '../data/catalogue.js';
import { hashUnit, pick } from './prng.js';

/**
 * Test case generation. Every outcome is a pure function of (seed, target,
 * probe, attempt, index), so any case can be computed on its own and two
 * sandboxes with the same seed agree. Outcomes are computed once per probe
 * run (a compact Uint8Array plus prefix sums) and cached, so counts at any
 * processed position are O(1) even for 5,000-case probe runs.
 */

/** How a target behaves under attack; copied into each run when it starts. */
export interface RunProfile {
  /** Mean probability that an attack succeeds (the test case fails). */
  vulnerability: number;
  /** Per-probe variation around `vulnerability` (+/-). */
  spread: number;
  /** Probability that a test case ends in an execution error. */
  errorRate: number;
  /** Share of failed cases whose risk was reviewed and accepted. */
  riskAcceptRate: number;
  /** Seeded run-to-run noise (control.setNoise); absent: outcomes barely drift between runs. */
  noise?: NoiseSettings;
}

/**
 * Seeded noise: every run of the target draws each attack's outcome afresh (from the seed,
 * target, probe, attempt and case), failing with the probe's fail probability exactly (no
 * strategy factor), so the same target's scores move a few points from run to run as an
 * LLM's answers do.
 */
export interface NoiseSettings {
  /** Fail probability (0..1) per probe id; other probes: vulnerability +/- spread as usual. */
  failRates: Record<number, number>;
}

export const PASSED = 0;
export const FAILED = 1;
export const ERRORED = 2;

/** Test case status words (the spec documents only FAILED; the rest are ours). */
export const CASE_STATUS = ['PASSED', 'FAILED', 'ERROR'] as const;

export const STRATEGIES = [
  'Direct Request',
  'Role Play',
  'Context Switching',
  'Encoding Obfuscation',
  'Multi-turn Escalation',
  'Payload Splitting',
] as const;
/** How much each strategy raises or lowers the chance that an attack succeeds. */
const STRATEGY_FACTOR = [0.7, 1.2, 1.0, 1.1, 1.3, 0.8] as const;
export const RED_TEAMERS = ['Persona Red Teamer', 'Iterative Red Teamer', 'Static Red Teamer'];
export const VARIATIONS = ['Base', 'Base64', 'Leetspeak', 'Translation (fr)', 'Typos', 'Synonyms'];

/** Drift: share of outcomes re-rolled on a later attempt of the same probe on the same target. */
const DRIFT = 0.04;
const SALT = {
  probe: 1,
  outcome: 2,
  drift: 3,
  reroll: 4,
  error: 5,
  accept: 6,
  strategy: 7,
  noise: 8,
} as const;

/** Outcomes of all planned test cases of one probe run. */
export interface CaseOutcomes {
  /** PASSED, FAILED or ERRORED per case. */
  kinds: Uint8Array;
  /** 1 where a failed case's risk is accepted. */
  accepted: Uint8Array;
  /** failPrefix[k] = failed cases among the first k. */
  failPrefix: Uint32Array;
  errorPrefix: Uint32Array;
  acceptedPrefix: Uint32Array;
}

/** Probability that an attack of this probe succeeds against this target. */
export function failProbability(
  seed: number,
  targetId: number,
  probeId: number,
  profile: RunProfile,
): number {
  const jitter = (hashUnit(seed, targetId, probeId, SALT.probe) * 2 - 1) * profile.spread;
  return Math.min(1, Math.max(0, profile.vulnerability + jitter));
}

/**
 * Test cases of one run of a probe: the probe's size (10..25, fixed per seed and probe: the
 * platform generates about as many attacks for a probe whatever it attacks), varied by up to
 * 5 % per subject (a target, or a benchmark model) and probe, as generated attacks vary.
 * `subject` and `salt` keep targets and benchmark models apart.
 */
export function probeCaseCount(seed: number, probeId: number, subject: number, salt = 0): number {
  const size = 10 + Math.floor(hashUnit(seed, probeId, 97) * 16);
  const spread = (hashUnit(seed, subject, probeId, 99, salt) * 2 - 1) * 0.05;
  return Math.max(1, Math.round(size * (1 + spread)));
}

/** Index into STRATEGIES of a case: part of the attack library, independent of the seed. */
export function strategyIndex(probeId: number, index: number): number {
  return Math.floor(hashUnit(probeId, index, SALT.strategy) * STRATEGIES.length);
}

/** Compute (not yet cache) the outcomes of a probe run. */
export function buildOutcomes(
  seed: number,
  targetId: number,
  probeId: number,
  attempt: number,
  total: number,
  profile: RunProfile,
): CaseOutcomes {
  const kinds = new Uint8Array(total);
  const accepted = new Uint8Array(total);
  const failPrefix = new Uint32Array(total + 1);
  const errorPrefix = new Uint32Array(total + 1);
  const acceptedPrefix = new Uint32Array(total + 1);
  const noise = profile.noise;
  const p = noise?.failRates[probeId] ?? failProbability(seed, targetId, probeId, profile);
  for (let i = 0; i < total; i++) {
    let u = hashUnit(seed, targetId, probeId, i, SALT.outcome);
    if (noise) u = hashUnit(seed, targetId, probeId, i, attempt, SALT.noise);
    else if (attempt > 1 && hashUnit(seed, targetId, probeId, i, attempt, SALT.drift) < DRIFT) {
      u = hashUnit(seed, targetId, probeId, i, attempt, SALT.reroll);
    }
    const errored = hashUnit(seed, targetId, probeId, i, attempt, SALT.error) < profile.errorRate;
    const factor = noise ? 1 : (STRATEGY_FACTOR[strategyIndex(probeId, i)] ?? 1);
    const kind = errored ? ERRORED : u < Math.min(1, p * factor) ? FAILED : PASSED;
    kinds[i] = kind;
    if (
      kind === FAILED &&
      hashUnit(seed, targetId, probeId, i, SALT.accept) < profile.riskAcceptRate
    ) {
      accepted[i] = 1;
    }
    failPrefix[i + 1] = (failPrefix[i] as number) + (kind === FAILED ? 1 : 0);
    errorPrefix[i + 1] = (errorPrefix[i] as number) + (kind === ERRORED ? 1 : 0);
    acceptedPrefix[i + 1] = (acceptedPrefix[i] as number) + (accepted[i] as number);
  }
  return { kinds, accepted, failPrefix, errorPrefix, acceptedPrefix };
}

/** Outcomes where every case has the same kind (a flaky probe's runs, sim/quirks.ts). */
export function uniformOutcomes(total: number, kind: typeof PASSED | typeof FAILED): CaseOutcomes {
  const kinds = new Uint8Array(total).fill(kind);
  const failPrefix = Uint32Array.from({ length: total + 1 }, (_, i) => (kind === FAILED ? i : 0));
  const zeros = new Uint32Array(total + 1);
  return {
    kinds,
    accepted: new Uint8Array(total),
    failPrefix,
    errorPrefix: zeros,
    acceptedPrefix: zeros,
  };
}

/** Outcomes of a fixed shape: `failed` FAILED cases, then `errors` ERROR, then PASSED. */
export function fixedOutcomes(total: number, failed: number, errors: number): CaseOutcomes {
  const kinds = new Uint8Array(total);
  const failPrefix = new Uint32Array(total + 1);
  const errorPrefix = new Uint32Array(total + 1);
  for (let i = 0; i < total; i++) {
    kinds[i] = i < failed ? FAILED : i < failed + errors ? ERRORED : PASSED;
    failPrefix[i + 1] = failPrefix[i]! + (kinds[i] === FAILED ? 1 : 0);
    errorPrefix[i + 1] = errorPrefix[i]! + (kinds[i] === ERRORED ? 1 : 0);
  }
  const zeros = new Uint32Array(total + 1);
  return { kinds, accepted: new Uint8Array(total), failPrefix, errorPrefix, acceptedPrefix: zeros };
}

/** Counts among the first `processed` cases. */
export function countsAt(outcomes: CaseOutcomes, processed: number) {
  const failed = outcomes.failPrefix[processed] ?? 0;
  const errors = outcomes.errorPrefix[processed] ?? 0;
  return {
    passed: processed - failed - errors,
    failed,
    errors,
    accepted: outcomes.acceptedPrefix[processed] ?? 0,
  };
}

/** Ids of test cases: unique across probe runs (probe runs have < 100,000 cases). */
export const MAX_CASES_PER_PROBE_RUN = 99_999;
export function testCaseId(probeRunId: number, index: number): number {
  return probeRunId * (MAX_CASES_PER_PROBE_RUN + 1) + index + 1;
}

/** Who accepts risks in the seeded workspace. */
const RISK_ACCEPTER = 'security-lead@example.com';

/** One item of testCaseResults (docs/platform.md 2.6). `detectionTime` is an ISO date-time. */
export function testCaseView(
  probe: Probe,
  categoryName: string,
  probeRunId: number,
  attempt: number,
  outcomes: CaseOutcomes,
  index: number,
  detectionTime: string,
) {
  const strategy = STRATEGIES[strategyIndex(probe.id, index)] as string;
  const variation = pick(VARIATIONS, hashUnit(probe.id, index, 11));
  const redTeamer = pick(RED_TEAMERS, hashUnit(probe.id, index, 12));
  const accepted = outcomes.accepted[index] === 1;
  return {
    id: testCaseId(probeRunId, index),
    attackId: `${probe.slug}-${String(index + 1).padStart(4, '0')}`,
    attempt,
    status: CASE_STATUS[outcomes.kinds[index] ?? PASSED],
    strategy,
    redTeamer,
    variation,
    detectionTime,
    redTeamerLabels: { category: categoryName, technique: strategy, language: 'en' },
    isRiskAccepted: accepted,
    riskAcceptedBy: accepted ? RISK_ACCEPTER : null,
    riskAcceptedDate: accepted ? detectionTime : null,
    editedStatusBy: null,
    editedStatusDate: null,
    isIncludedInReport: true,
  };
}
