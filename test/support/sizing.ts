/**
 * How much work the slow tests do. `npm test` runs the quick size so the suite stays fast on
 * a busy 2-core machine; `npm run test:thorough` (PROBE_GATE_THOROUGH=1) runs the long one.
 * A replayable seed is printed by each property test either way.
 */
export const THOROUGH = process.env.PROBE_GATE_THOROUGH === '1';

/** `quick` in the default run, `thorough` in the long one. */
export function sized(quick: number, thorough: number): number {
  return THOROUGH ? thorough : quick;
}
