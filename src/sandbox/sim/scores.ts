import { categoryOf, findProbe } from '../data/catalogue.js';
import type { SimClock } from './sim-clock.js';
import { PROBE_STATUS, probeRunState, type ProbeRunState } from './simulation.js';
import type { Store, TargetRecord } from '../store.js';

/**
 * Target scores (4.6), from the latest FINISHED probe run of each probe on
 * the target, which may be older than the newest test run. A probe's score is
 * 100 * passed / (passed + failed) (errors excluded); a category's score is
 * the mean over its probes; overallScore is the rounded mean of the
 * categories. With no finished probe run at all, overallScore is 0 and
 * latestExecutionDate is null.
 */
export function targetScores(store: Store, clock: SimClock, target: TargetRecord, t: number) {
  const latest = new Map<number, ProbeRunState>();
  for (const run of store.runsOfTarget(target.id)) {
    for (const pr of run.probeRuns) {
      const state = probeRunState(store, run, pr, t);
      if (state.status !== PROBE_STATUS.finished) continue;
      const prev = latest.get(pr.probeId);
      if (!prev || (state.endedSim ?? 0) >= (prev.endedSim ?? 0)) latest.set(pr.probeId, state);
    }
  }
  const byCategory = new Map<string, number[]>();
  let simulatedAttacks = 0;
  let successfulAttacks = 0;
  let latestEnd: number | null = null;
  for (const [probeId, s] of latest) {
    const probe = findProbe(probeId);
    simulatedAttacks += s.processed;
    successfulAttacks += s.failed;
    if (s.endedSim !== null && (latestEnd === null || s.endedSim > latestEnd))
      latestEnd = s.endedSim;
    if (!probe || s.passed + s.failed === 0) continue;
    const name = categoryOf(probe).name;
    const list = byCategory.get(name) ?? [];
    list.push((100 * s.passed) / (s.passed + s.failed));
    byCategory.set(name, list);
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const scores: Record<string, number> = {};
  for (const [name, list] of byCategory) scores[name] = Math.round(mean(list) * 10) / 10;
  const categoryScores = Object.values(scores);
  return {
    simulatedAttacks,
    successfulAttacks,
    overallScore: categoryScores.length === 0 ? 0 : Math.round(mean(categoryScores)),
    scores,
    latestExecutionDate: latestEnd === null ? null : clock.iso(latestEnd),
  };
}
