import type { GateConfig } from '../../config/config.js';
import type { Evaluated, GateInput } from './gate-checks.js';

/**
 * Errored test cases are not missing at random: a target often errors exactly on the attacks
 * it cannot handle. So every check is judged a second time with each errored test case counted
 * as a failed one (scores from `errorFailScores`, the failed count and fail rate with the
 * errors added). A check that passes but fails that way is open: the errors could hide the
 * failures that decide it, and the verdict is inconclusive (never a pass). Pure.
 */
export function hiddenFailures(
  input: GateInput,
  config: GateConfig,
  evaluated: readonly (Evaluated & { warnOnly: boolean })[],
  checks: readonly { evaluate(i: GateInput, c: GateConfig): Evaluated[] }[],
): Evaluated[] {
  const n = input.errors;
  if (n <= 0) return [];
  const worst: GateInput = {
    ...input,
    failed: input.failed + n,
    errors: 0,
    // Without per-probe detail the scores cannot be recomputed: they stand as measured.
    ...(input.errorFailScores
      ? {
          overallScore: input.errorFailScores.overall,
          categories: input.errorFailScores.categories,
        }
      : {}),
  };
  const again = new Map(checks.flatMap((d) => d.evaluate(worst, config)).map((e) => [e.id, e]));
  const out: Evaluated[] = [];
  for (const e of evaluated) {
    if (e.status !== 'pass' || e.warnOnly) continue;
    const w = again.get(e.id);
    if (!w || w.status !== 'fail' || w.missing) continue;
    const cases = `${n} errored test case${n === 1 ? '' : 's'}`;
    out.push({
      id: `errors-hide:${e.id}`,
      threshold: e.threshold,
      actual: w.actual,
      status: 'fail',
      inconclusive: true,
      message: `${e.id} passes only if the ${cases} passed: counted as failures, ${lowerFirst(w.message)} Fix what makes the target error, or re-run, so that they are judged.`,
    });
  }
  return out;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
