/**
 * When a run's parts are made as it downloads (render-ahead.ts).
 */

/**
 * Why: below this many test cases a run's reports render at the end in less time than making
 * each probe run's parts as it arrives costs (scratch files, reading them back): such a run
 * takes the plain path (docs/performance.md).
 */
export const AHEAD_FROM_CASES = 20_000;
