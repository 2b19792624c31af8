import type { GateConfig } from '../../config/config.js';

/**
 * `retry-failed: N` as a sequential design fixed before the first run: up to N + 1 looks at
 * counts pooled over every run so far (every probe of the causing category, or every probe,
 * runs again: causes.ts), each look judged at a level that spends the error rate across the
 * looks, so that stopping at the first pass cannot buy a pass.
 * - `gate-on: bound`: the one-sided level 1 - confidence over 2 is split equally over the
 *   N + 1 looks (Bonferroni: valid whatever the correlation of pooled looks, a little stricter
 *   than Pocock's constant boundary), so the chance that a target at the limit passes at any
 *   look stays at most the level of a single look.
 * - `gate-on: point`: the first look is the configured point estimate, as without retries;
 *   a retry look passes only when the pooled pessimistic bound clears the bar, at a one-sided
 *   level of RETRY_FALSE_PASS / N per look (judged as `bound`: pass, fail when even the
 *   optimistic bound misses, inconclusive between). A target that misses the bar thus gains at
 *   most RETRY_FALSE_PASS in pass rate over no retry.
 * Pure.
 */

/** Why 0.01: retries may raise the pass rate of a target that misses the bar by at most 1 point. */
export const RETRY_FALSE_PASS = 0.01;

/** How the gate judges look `look` (0: the first run) of a scan allowed `retries` retries. */
export function lookGate(gate: GateConfig, retries: number, look: number): GateConfig {
  if (retries <= 0) return gate;
  if (gate.gateOn === 'bound') {
    const alpha = (1 - gate.confidence) / 2 / (retries + 1);
    return { ...gate, confidence: 1 - 2 * alpha };
  }
  if (look === 0) return gate;
  return { ...gate, gateOn: 'bound', confidence: 1 - (2 * RETRY_FALSE_PASS) / retries };
}
