import { scoreProbes, type ProbeTally } from '../../api/score-formula.js';
import { categoryOf, findProbe } from '../data/catalogue.js';
import type { SimClock } from './sim-clock.js';
import { PROBE_STATUS, probeRunState, type ProbeRunState } from './simulation.js';
import type { Store, TargetRecord } from '../store.js';

/**
 * Target scores (docs/platform.md 4.6), from the latest FINISHED probe run of each probe on
 * the target, which may be older than the newest test run, scored with the one
 * formula of src/api/score-formula.ts. With no finished probe run at all,
 * overallScore is 0 and latestExecutionDate is null.
 */
export function targetScores(store: Store, clock: SimClock, target: TargetRecord, now: number) {
  // Scenario control: answer as of just before the newest run was created (a stale score).
  const newest = store.runsOfTarget(target.id).at(-1);
  const t = target.quirks?.staleScores && newest ? newest.createdSim - 1 : now;
  const latest = new Map<number, ProbeRunState>();
  for (const run of store.runsOfTarget(target.id)) {
    for (const pr of run.probeRuns) {
      const state = probeRunState(store, run, pr, t);
      if (state.status !== PROBE_STATUS.finished) continue;
      const prev = latest.get(pr.probeId);
      if (!prev || (state.endedSim ?? 0) >= (prev.endedSim ?? 0)) latest.set(pr.probeId, state);
    }
  }
  const tallies: ProbeTally[] = [];
  let simulatedAttacks = 0;
  let successfulAttacks = 0;
  let latestEnd: number | null = null;
  for (const [probeId, s] of latest) {
    const probe = findProbe(probeId);
    simulatedAttacks += s.processed;
    successfulAttacks += s.failed;
    if (s.endedSim !== null && (latestEnd === null || s.endedSim > latestEnd))
      latestEnd = s.endedSim;
    if (probe)
      tallies.push({ category: categoryOf(probe).name, passed: s.passed, failures: s.failed });
  }
  const { overall, categories: scores } = scoreProbes(tallies);
  return {
    simulatedAttacks,
    successfulAttacks,
    overallScore: overall ?? 0,
    scores,
    latestExecutionDate: latestEnd === null ? null : clock.iso(latestEnd),
  };
}
