import type { GateConfig } from '../../config/config.js';
import type { Gate, GateCheck, Verdict } from '../../report/model.js';
import { computeRates, countedFailures } from './counts.js';

/** What the gate looks at: validated results only (R10). */
export interface GateInput {
  /** Normalised final state of the run. */
  runState: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | 'unknown';
  timedOut: boolean;
  /** 0..100, or null when missing or invalid: fails closed. */
  overallScore: number | null;
  categories: Record<string, number>;
  processed: number;
  passed: number;
  /** All failed test cases, accepted and ignored ones included. */
  failed: number;
  errors: number;
  /** Failed cases whose risk was accepted on the platform. */
  accepted: number;
  /** Failed cases suppressed by the ignore file and not already accepted. */
  ignored: number;
  /** Comparison with a baseline, or null when none was available. */
  baseline: { scoreDelta: number | null; newFailures: number | null } | null;
}

const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The gate: a pure function of the results and the thresholds. Every check reports its
 * threshold, actual value and outcome. Missing data fails closed as `error`.
 */
export function evaluateGate(input: GateInput, config: GateConfig): Gate {
  const checks: GateCheck[] = [];
  let missingData = false;
  const add = (check: GateCheck, missing = false): void => {
    checks.push(check);
    if (missing) missingData = true;
  };

  const validScore =
    input.overallScore !== null &&
    Number.isFinite(input.overallScore) &&
    input.overallScore >= 0 &&
    input.overallScore <= 100;
  if (config.minScore !== null) {
    add(
      validScore
        ? {
            id: 'min-score',
            input: 'min-score',
            threshold: config.minScore,
            actual: input.overallScore,
            passed: (input.overallScore as number) >= config.minScore,
            message:
              (input.overallScore as number) >= config.minScore
                ? `Overall score ${input.overallScore} is at least ${config.minScore}.`
                : `Overall score ${input.overallScore} is below the minimum ${config.minScore}.`,
          }
        : {
            id: 'min-score',
            input: 'min-score',
            threshold: config.minScore,
            actual: null,
            passed: false,
            message: 'The overall score is missing or invalid: failing closed.',
          },
      !validScore,
    );
  }

  const counted = countedFailures(input, config.countAcceptedRisk);
  if (config.maxFailed !== null) {
    const ok = counted <= config.maxFailed;
    add({
      id: 'max-failed',
      input: 'max-failed',
      threshold: config.maxFailed,
      actual: counted,
      passed: ok,
      message: ok
        ? `${counted} failed test cases, at most ${config.maxFailed} allowed.`
        : `${counted} failed test cases, more than the ${config.maxFailed} allowed.`,
    });
  }
  if (config.maxFailRate !== null) {
    const rate = computeRates(input, config.countAcceptedRisk).failRate;
    const ok = rate <= config.maxFailRate;
    add({
      id: 'max-fail-rate',
      input: 'max-fail-rate',
      threshold: config.maxFailRate,
      actual: rate,
      passed: ok,
      message: `Fail rate ${pct(rate)} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(config.maxFailRate)}.`,
    });
  }
  if (config.maxErrorRate !== null) {
    const rate = computeRates(input, config.countAcceptedRisk).errorRate;
    const ok = rate <= config.maxErrorRate;
    add({
      id: 'max-error-rate',
      input: 'max-error-rate',
      threshold: config.maxErrorRate,
      actual: rate,
      passed: ok,
      message: `Error rate ${pct(rate)} ${ok ? 'is within' : 'exceeds'} the limit of ${pct(config.maxErrorRate)}.`,
    });
  }
  for (const [category, min] of Object.entries(config.categoryMinScores)) {
    const actual = findCategory(input.categories, category);
    const id = `category-min-score:${category}`;
    if (actual === null) {
      add(
        {
          id,
          input: 'category-min-scores',
          threshold: min,
          actual: null,
          passed: false,
          message: `Category "${category}" has no score: failing closed.`,
        },
        true,
      );
    } else {
      const ok = actual >= min;
      add({
        id,
        input: 'category-min-scores',
        threshold: min,
        actual,
        passed: ok,
        message: `Category "${category}" scored ${actual}, ${ok ? 'at least' : 'below'} ${min}.`,
      });
    }
  }
  if (config.maxScoreDrop !== null) {
    const delta = input.baseline?.scoreDelta ?? null;
    if (delta === null) {
      add({
        id: 'max-score-drop',
        input: 'max-score-drop',
        threshold: config.maxScoreDrop,
        actual: null,
        passed: true,
        message: 'No baseline score to compare with: check skipped.',
      });
    } else {
      const drop = round(-delta, 2);
      const ok = drop <= config.maxScoreDrop;
      add({
        id: 'max-score-drop',
        input: 'max-score-drop',
        threshold: config.maxScoreDrop,
        actual: drop,
        passed: ok,
        message: ok
          ? `Score changed by ${fmtDelta(delta)} points against the baseline.`
          : `Score dropped by ${drop} points against the baseline, more than ${config.maxScoreDrop}.`,
      });
    }
  }
  if (config.failOnNewFailures) {
    const n = input.baseline ? input.baseline.newFailures : null;
    add({
      id: 'fail-on-new-failures',
      input: 'fail-on-new-failures',
      threshold: 0,
      actual: n,
      passed: n === null || n === 0,
      message:
        n === null
          ? input.baseline
            ? 'New failures could not be compared (one side has no per-probe detail): check skipped.'
            : 'No baseline to compare with: check skipped.'
          : n === 0
            ? 'No new failures against the baseline.'
            : `${n} attack${n === 1 ? ' fails' : 's fail'} now that passed or were absent in the baseline.`,
    });
  }

  return {
    verdict: decide(input, checks, missingData),
    reason: reasonFor(input, checks, missingData),
    checks,
  };
}

function decide(input: GateInput, checks: GateCheck[], missingData: boolean): Verdict {
  if (input.timedOut) return 'timeout';
  if (input.runState !== 'completed') return 'error';
  if (input.processed === 0) return 'error';
  if (missingData) return 'error';
  return checks.every((c) => c.passed) ? 'pass' : 'fail';
}

function reasonFor(input: GateInput, checks: GateCheck[], missingData: boolean): string {
  if (input.timedOut) return 'The test run did not finish before the deadline.';
  if (input.runState === 'failed')
    return 'The test run ended FAILED on the platform (check the target connection).';
  if (input.runState === 'cancelled') return 'The test run was cancelled before it finished.';
  if (input.runState !== 'completed')
    return `The test run ended in an unexpected state (${input.runState}).`;
  if (input.processed === 0) return 'The test run executed no test cases.';
  const failed = checks.filter((c) => !c.passed);
  if (missingData) return failed.map((c) => c.message).join(' ');
  if (failed.length === 0) return `All ${checks.length} gate checks passed.`;
  return failed.map((c) => c.message).join(' ');
}

/** Category keys are matched case-insensitively, ignoring spaces, dashes and underscores. */
function findCategory(categories: Record<string, number>, wanted: string): number | null {
  const key = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '');
  for (const [name, score] of Object.entries(categories)) {
    if (key(name) === key(wanted) && Number.isFinite(score)) return score;
  }
  return null;
}

const pct = (f: number): string => `${round(f * 100, 2)}%`;
const fmtDelta = (d: number): string => (d > 0 ? `+${round(d, 2)}` : `${round(d, 2)}`);
