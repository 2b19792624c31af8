/**
 * Scenario controls that change which state of a probe run a view shows (sim/quirks.ts names
 * them): a probe run cut short while its run says COMPLETED, and a lagging replica's read.
 */
import type { ProbeRunRecord, Store, TestRunRecord } from '../store.js';
import type { ProbeRunState } from './simulation.js';
import { countsAt } from './test-cases.js';
import type { TargetQuirks } from './quirks.js';

/** The state after `processed` test cases, with the given status word. */
function after(
  store: Store,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  state: ProbeRunState,
  processed: number,
  status: string,
): ProbeRunState {
  const counts =
    processed > 0
      ? countsAt(store.outcomes(run, pr), processed)
      : { passed: 0, failed: 0, errors: 0, accepted: 0 };
  const progress = state.total === 0 ? 0 : Math.floor((10_000 * processed) / state.total) / 100;
  return { ...state, ...counts, processed, progress, status };
}

/**
 * The state a view shows under the target's quirks: `cancelProbeRunsAfter` ends every probe
 * run CANCELLED after N cases; `lagging` (a lagging replica's read) shows a finished probe run
 * RUNNING, half processed.
 */
export function shownState(
  store: Store,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  state: ProbeRunState,
  q: TargetQuirks | undefined,
  lagging = false,
): ProbeRunState {
  const n = q?.cancelProbeRunsAfter;
  if (n !== undefined && state.terminal && state.processed > n)
    return after(store, run, pr, state, n, 'CANCELLED');
  if (lagging && state.terminal && state.processed > 1)
    return {
      ...after(store, run, pr, state, Math.floor(state.processed / 2), 'RUNNING'),
      terminal: false,
    };
  return state;
}
