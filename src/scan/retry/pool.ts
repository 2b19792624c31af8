import type { ProbeRunReport } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';
import { COUNT_FIELDS, computeRates } from '../verdict/counts.js';
import { runScore } from '../verdict/score-source.js';

/** A probe's identity across runs: its id, else its name. */
export const probeKey = (p: Pick<ProbeRunReport, 'probeId' | 'name'>): string =>
  p.probeId !== null ? `id:${p.probeId}` : `name:${p.name}`;

/** The least settled of two probe run states: a pooled probe is completed only when all were. */
function pooledStatus(a: ProbeRunReport['status'], b: ProbeRunReport['status']) {
  return a === 'completed' ? b : a;
}

/**
 * One probe's counts summed over runs: rates and interval recomputed from the sums; the
 * failed test cases of every run kept (each carries its own id); the first run's links,
 * analysis and remediation.
 */
function poolProbe(first: ProbeRunReport, more: ProbeRunReport[], accepted: boolean) {
  const sum = { ...first };
  for (const p of more) {
    for (const f of COUNT_FIELDS) sum[f] += p[f];
    sum.status = pooledStatus(sum.status, p.status);
    sum.failedTestCases = [...sum.failedTestCases, ...p.failedTestCases];
  }
  return { ...sum, ...computeRates(sum, accepted, first.failRateInterval?.confidence) };
}

/**
 * The facts the gate judges after retries (retry-failed): every probe of the first run, with
 * the counts of each retried probe summed over all runs (current plus retries), so the fail
 * rate, counts, category and overall scores are recomputed on the pooled counts. The score is
 * this scan's own (R20): no platform score reflects several runs. Invalid data of any run
 * fails closed (R21). Pure.
 */
export function poolFacts(first: ScanFacts, retries: ScanFacts[]): ScanFacts {
  const accepted = first.config.gate.countAcceptedRisk;
  const later = new Map<string, ProbeRunReport[]>();
  for (const r of retries)
    for (const p of r.probeRuns) later.set(probeKey(p), [...(later.get(probeKey(p)) ?? []), p]);
  const probeRuns = first.probeRuns.map((p) => {
    const more = later.get(probeKey(p));
    return more ? poolProbe(p, more, accepted) : p;
  });
  const own = runScore(probeRuns);
  const pooledRuns = retries.length + 1;
  const problem =
    own.overall === null
      ? `The score pooled over ${pooledRuns} runs could not be computed (no judged test case): failing closed.`
      : null;
  const last = retries[retries.length - 1] ?? first;
  return {
    ...first,
    probeRuns,
    finishedAt: last.finishedAt,
    invalid: [...first.invalid, ...retries.flatMap((r) => r.invalid)],
    scoreProblem: problem,
    retryRunIds: retries.flatMap((r) => (r.testRunId === null ? [] : [r.testRunId])),
    scores: {
      ...first.scores,
      overall: own.overall,
      categories: own.categories,
      source: {
        gated: problem ? null : 'run',
        requested: first.config.gate.scoreSource,
        reason: `This scan's own score was gated, computed with the platform's formula from the counts of each probe pooled over ${pooledRuns} runs (retry-failed).`,
        run: own,
        platform: first.scores.source?.platform ?? { overall: null, categories: {} },
      },
    },
  };
}
