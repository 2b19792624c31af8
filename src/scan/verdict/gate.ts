import type { GateConfig } from '../../config/config.js';
import type { Gate, GateCheck, Verdict } from '../../report/model.js';
import { CHECKS, categoryKey, type Evaluated, type GateInput } from './gate-checks.js';
import { hiddenFailures } from './hidden-failures.js';

export { CHECKS, categoryKey, type GateInput } from './gate-checks.js';

/**
 * More errored than judged test cases: the judged ones are not a fair sample of the attacks
 * (the target may error exactly where it would fail), so no verdict is drawn from them.
 */
const MAX_ERROR_SHARE = 0.5;

/** Why the run itself cannot be judged (before any check), or null. */
function runProblem(input: GateInput): { verdict: Verdict; reason: string } | null {
  const invalid = input.invalid ?? [];
  if (input.budgetStop)
    return {
      verdict: 'budget',
      reason: `The test run was stopped by a budget: ${input.budgetStop}`,
    };
  if (input.timedOut)
    return { verdict: 'timeout', reason: 'The test run did not finish before the deadline.' };
  if (input.runState === 'failed')
    return {
      verdict: 'error',
      reason: 'The test run ended FAILED on the platform (check the target connection).',
    };
  if (input.runState === 'cancelled')
    return { verdict: 'error', reason: 'The test run was cancelled before it finished.' };
  if (input.runState !== 'completed')
    return {
      verdict: 'error',
      reason: `The test run ended in an unexpected state (${input.runState}).`,
    };
  if (invalid.length > 0) return { verdict: 'error', reason: invalid.join(' ') };
  if (input.processed === 0)
    return { verdict: 'error', reason: 'The test run executed no test cases.' };
  return null;
}

/**
 * The evidence rule (`min-samples`): too few judged test cases in the run or in a
 * category that `category-min-scores` gates, or more errored than judged test cases. Each
 * shortfall is a failed check of input `min-samples`; alone they make the verdict
 * `inconclusive` (never a pass). Listed only when short, so reports with enough evidence keep
 * their checks.
 */
function evidence(i: GateInput, c: GateConfig): Evaluated[] {
  if (c.minSamples <= 0) return [];
  const out: Evaluated[] = [];
  const min = c.minSamples;
  const short = (id: string, actual: number | null, message: string): void => {
    out.push({ id, threshold: min, actual, status: 'fail', message });
  };
  const judged = i.passed + i.failed;
  if (judged < min)
    short(
      'min-samples',
      judged,
      `The run judged ${judged} test case${judged === 1 ? '' : 's'}, fewer than min-samples ${min}: too few to judge.`,
    );
  if (i.errors > 0 && i.errors / (i.errors + judged) > MAX_ERROR_SHARE)
    short(
      'min-samples:errors',
      i.errors,
      `${i.errors} test cases errored against ${judged} judged: the judged ones may not represent the attacks.`,
    );
  for (const category of Object.keys(c.categoryMinScores)) {
    const n = categoryJudged(i.categoryJudged ?? null, category);
    if (n === null)
      short(
        `min-samples:${category}`,
        null,
        `Category "${category}" has no per-probe counts, so its evidence cannot be weighed.`,
      );
    else if (n < min)
      short(
        `min-samples:${category}`,
        n,
        `Category "${category}" judged ${n} test case${n === 1 ? '' : 's'}, fewer than min-samples ${min}.`,
      );
  }
  return out;
}

function categoryJudged(counts: Record<string, number> | null, wanted: string): number | null {
  if (counts === null) return null;
  let n = 0;
  for (const [name, judged] of Object.entries(counts))
    if (categoryKey(name) === categoryKey(wanted)) n += judged;
  return n;
}

type Tagged = Evaluated & { input: string; warnOnly: boolean };

/**
 * The gate: a pure function of the results and the thresholds, one loop over the table of
 * checks. Every check reports its threshold, actual value and status. Missing data fails
 * closed as `error`; a check that could not run is `skip`, never counted as passed (R22).
 * When the run cannot be judged (timeout, not completed, invalid data), every check is
 * `skip`: no score or passing check is presented as this run's result.
 *
 * Verdicts, worst first: error/timeout > fail > inconclusive > warn > pass. A failed check
 * decides `fail` even on little evidence (failing closed); too little evidence decides
 * `inconclusive` over checks that passed or only warn; `warn-only` checks never fail the build.
 */
export function evaluateGate(input: GateInput, config: GateConfig): Gate {
  const warnSet = new Set<string>(config.warnOnly);
  const evaluated: Tagged[] = CHECKS.flatMap((def) =>
    def
      .evaluate(input, config)
      .map((e) => ({ ...e, input: def.input, warnOnly: warnSet.has(def.input) })),
  );
  const settings = {
    confidence: config.confidence,
    gateOn: config.gateOn,
    minSamples: config.minSamples,
    warnOnly: [...config.warnOnly],
  };
  const problem = runProblem(input);
  if (problem) {
    const checks = evaluated.map((e): GateCheck => ({
      id: e.id,
      input: e.input,
      threshold: e.threshold,
      actual: null,
      passed: false,
      status: 'skip',
      message: 'Not judged: the test run did not complete with valid results.',
      ...(e.warnOnly ? { warnOnly: true } : {}),
    }));
    return { verdict: problem.verdict, reason: problem.reason, checks, settings };
  }
  const short = [
    ...evidence(input, config),
    ...hiddenFailures(input, config, evaluated, CHECKS),
  ].map((e) => ({ ...e, input: 'min-samples', warnOnly: false }));
  const all = [...evaluated, ...short];
  const checks = all.map(({ missing: _missing, warnOnly, ...e }): GateCheck => ({
    ...e,
    passed: e.status === 'pass',
    ...(warnOnly ? { warnOnly: true } : {}),
  }));
  const missing = evaluated.some((e) => e.missing);
  // A score that cannot be gated fails closed even when no check reads it (R20).
  if (input.scoreProblem && !missing)
    return { verdict: 'error', reason: input.scoreProblem, checks, settings };
  const failed = evaluated.filter((e) => e.status === 'fail');
  const blocking = failed.filter((e) => !e.warnOnly && !e.inconclusive);
  const open = [...failed.filter((e) => e.inconclusive && !softOpen(e)), ...short];
  const warned = failed.filter((e) => e.warnOnly && !(e.inconclusive && !softOpen(e)));
  const verdict: Verdict = missing
    ? 'error'
    : blocking.length > 0
      ? 'fail'
      : open.length > 0
        ? 'inconclusive'
        : warned.length > 0
          ? 'warn'
          : 'pass';
  return { verdict, reason: reasonFor(verdict, evaluated, open), checks, settings };
}

/**
 * An open check that `warn-only` turns into a warning. An item of `fail-on-framework` that
 * cannot be told stays open even then: it never gives exit 0.
 */
const softOpen = (e: Tagged): boolean => e.warnOnly && e.input !== 'fail-on-framework';

const messages = (xs: Evaluated[]): string => xs.map((c) => c.message).join(' ');

/** What to do about an inconclusive verdict: more evidence, or fewer errors (said in the check). */
function adviceFor(open: Evaluated[]): string {
  if (open.some((e) => e.id.startsWith('min-samples')))
    return ' Run more test cases (more probes or a larger run) or lower min-samples.';
  if (open.some((e) => !e.id.startsWith('errors-hide:')))
    return ' Run more test cases (more probes, a larger run, or retry-failed) to decide.';
  return '';
}

function reasonFor(verdict: Verdict, evaluated: Tagged[], short: Evaluated[]): string {
  const failed = evaluated.filter((e) => e.status === 'fail');
  const warned = failed.filter((e) => e.warnOnly);
  const blocking = failed.filter((e) => !e.warnOnly && !e.inconclusive);
  const warnNote =
    warned.length > 0 ? ` Warn-only (not failing the build): ${messages(warned)}` : '';
  if (verdict === 'error') return messages(failed);
  if (verdict === 'fail') return `${messages(blocking)}${warnNote}`;
  if (verdict === 'inconclusive')
    return `Inconclusive, not a pass: ${messages(short)}${adviceFor(short)}${warnNote}`;
  if (verdict === 'warn') return `Only warn-only checks failed: ${messages(warned)}`;
  const passed = evaluated.filter((e) => e.status === 'pass').length;
  const skipped = evaluated.filter((e) => e.status === 'skip');
  if (skipped.length === 0) return `All ${passed} gate checks passed.`;
  const why = skipped.map((s) => s.message.replace(/: check skipped\.$/, '')).join('; ');
  return `All ${passed} gate checks that ran passed; ${skipped.length} skipped (${why}).`;
}
