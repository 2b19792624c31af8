import { categoryOf, findProbe, type Probe } from '../data/catalogue.js';
import type { ProbeRunState } from './simulation.js';
import type { ProbeRunRecord, Store, TestRunRecord } from '../store.js';
import { FAILED, STRATEGIES, strategyIndex, testCaseId } from './test-cases.js';

/**
 * AI analysis and remediation of a probe run, derived from its test cases:
 * failed cases are clustered by attack strategy.
 */

/** Most critical test case ids listed per cluster. */
const CRITICAL_IDS_PER_CLUSTER = 5;
/** Dynamic (AI-suggested) remediation tasks per probe run. */
const DYNAMIC_TASKS = 2;

export interface AttackCluster {
  id: number;
  name: string;
  description: string;
  data: {
    /** Share of this strategy's test cases that failed, 0..1. */
    failRate: number;
    criticalTestCaseIds: number[];
    failedTestCaseCount: number;
    totalTestCaseCount: number;
  };
}

export interface Analysis {
  id: number;
  overview: string;
  attackClusters: AttackCluster[];
}

/** Stable id of the analysis of a probe run. */
export function analysisId(probeRunId: number): number {
  return 900_000 + probeRunId;
}

function requireProbe(probeId: number): Probe {
  const probe = findProbe(probeId);
  if (!probe) throw new Error(`unknown probe ${probeId}`);
  return probe;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** The finished analysis of the processed test cases of a probe run. */
export function buildAnalysis(
  store: Store,
  run: TestRunRecord,
  pr: ProbeRunRecord,
  state: ProbeRunState,
): Analysis {
  const probe = requireProbe(pr.probeId);
  const id = analysisId(pr.id);
  if (state.processed === 0) {
    return {
      id,
      overview: `${probe.name}: no test cases were executed, so there is nothing to analyse.`,
      attackClusters: [],
    };
  }
  const outcomes = store.outcomes(run, pr);
  const buckets = STRATEGIES.map(() => ({ total: 0, failed: 0, critical: [] as number[] }));
  for (let i = 0; i < state.processed; i++) {
    const b = buckets[strategyIndex(probe.id, i)];
    if (!b) continue;
    b.total++;
    if (outcomes.kinds[i] === FAILED) {
      b.failed++;
      if (outcomes.accepted[i] !== 1 && b.critical.length < CRITICAL_IDS_PER_CLUSTER) {
        b.critical.push(testCaseId(pr.id, i));
      }
    }
  }
  const clusters: AttackCluster[] = buckets
    .map((b, k) => ({ b, k }))
    .filter(({ b }) => b.failed > 0)
    .sort((x, y) => y.b.failed / y.b.total - x.b.failed / x.b.total || x.k - y.k)
    .map(({ b, k }) => ({
      id: pr.id * 10 + k + 1,
      name: STRATEGIES[k] as string,
      description: `${b.failed} of ${b.total} ${STRATEGIES[k]} attacks succeeded against the target in ${probe.name}.`,
      data: {
        failRate: Math.round((b.failed / b.total) * 10_000) / 10_000,
        criticalTestCaseIds: b.critical,
        failedTestCaseCount: b.failed,
        totalTestCaseCount: b.total,
      },
    }));
  const top = clusters[0];
  const overview = top
    ? `${probe.name}: ${state.failed} of ${state.processed} test cases failed (${pct(state.failed / state.processed)}). ` +
      `The most effective strategy was ${top.name} (${pct(top.data.failRate)} success); ` +
      `${clusters.length} of ${STRATEGIES.length} strategies produced at least one successful attack.`
    : `${probe.name}: none of the ${state.processed} test cases failed; no attack strategy succeeded.`;
  return { id, overview, attackClusters: clusters };
}

/** A remediation task (docs/platform.md 2.6). */
export interface RemediationTask {
  id: number;
  name: string;
  details: string;
  completed: boolean;
  type: string;
  appliedBy: string | null;
  appliedDate: string | null;
}

/**
 * Remediation of a probe run: the category's standard tasks when anything
 * failed, and AI-suggested tasks from the top clusters once the analysis is ready.
 */
export function buildRemediation(
  pr: ProbeRunRecord,
  state: ProbeRunState,
  analysis: Analysis | null,
): { tasks: RemediationTask[]; dynamicTasks: RemediationTask[] } {
  const probe = requireProbe(pr.probeId);
  const task = (id: number, name: string, details: string, type: string): RemediationTask => ({
    id,
    name,
    details,
    completed: false,
    type,
    appliedBy: null,
    appliedDate: null,
  });
  const tasks =
    state.failed > 0
      ? categoryOf(probe).remediation.map((r, i) =>
          task(pr.id * 10 + i + 1, r.name, r.details, r.type),
        )
      : [];
  const dynamicTasks = (analysis?.attackClusters ?? [])
    .slice(0, DYNAMIC_TASKS)
    .map((c, i) =>
      task(
        pr.id * 10 + 5 + i,
        `Mitigate ${c.name} attacks`,
        `${c.data.failedTestCaseCount} ${c.name} attacks succeeded (${pct(c.data.failRate)}). ` +
          'Add examples of this pattern to the guardrail block list and to the refusal rules of the system prompt.',
        'AI_SUGGESTION',
      ),
    );
  return { tasks, dynamicTasks };
}
