import type { Verdict } from '../../report/model.js';

/**
 * Exit codes of the README: 0 passed (also `warn`: only warn-only checks failed), 1 gate
 * failed, 2 bad input, 3 platform error, 4 timed out, 5 inconclusive (too little evidence to
 * judge: never a pass), 6 stopped by a budget (`max-test-cases`, `max-minutes`: never a pass).
 */
export const EXIT = {
  pass: 0,
  warn: 0,
  fail: 1,
  config: 2,
  error: 3,
  timeout: 4,
  inconclusive: 5,
  budget: 6,
} as const;

export function exitCodeFor(verdict: Verdict): number {
  return EXIT[verdict];
}
