/**
 * Whether a scan's verdict changed against the target's previous run (docs/operating.md).
 * The previous run's state comes from the trend the scan already read (the target's completed
 * runs): its counts judged by this scan's count and score thresholds, the score being its
 * saved run score or, when unknown, its pass rate. Pure.
 */
import type { GateConfig } from '../../config/config.js';
import type { Report, TrendPoint } from '../../report/model.js';

/** A scan's outcome, as notifications compare it. */
export type NotifyState = 'passing' | 'failing' | 'inconclusive' | 'stopped';
/** Why a notification goes out under `notify-on: change`. */
export type ChangeKind = 'new-failure' | 'regression' | 'recovery' | 'inconclusive';

/** The state of this scan's verdict. */
export function stateOf(verdict: Report['gate']['verdict']): NotifyState {
  if (verdict === 'pass' || verdict === 'warn') return 'passing';
  if (verdict === 'fail') return 'failing';
  if (verdict === 'inconclusive') return 'inconclusive';
  return 'stopped';
}

/** The previous completed run of the trend (not this scan's), or null. */
export function previousPoint(report: Report): TrendPoint | null {
  const runs = report.trend?.runs ?? [];
  const earlier = runs.filter((r) => r.testRunId !== report.testRun.id);
  return earlier.at(-1) ?? null;
}

/** The state of an earlier run from its counts, judged by this scan's thresholds. */
export function stateOfPoint(p: TrendPoint, gate: GateConfig): NotifyState {
  if (p.failRate === null) return 'inconclusive';
  if (gate.minSamples > 0 && p.total < gate.minSamples) return 'inconclusive';
  const score = p.score ?? (1 - p.failRate) * 100;
  const failing =
    (gate.minScore !== null && score < gate.minScore) ||
    (gate.maxFailed !== null && p.failed > gate.maxFailed) ||
    (gate.maxFailRate !== null && p.failRate > gate.maxFailRate);
  return failing ? 'failing' : 'passing';
}

/** The regression checks (against the baseline) that failed. */
const REGRESSION_INPUTS = new Set(['max-score-drop', 'fail-on-new-failures']);

/**
 * The change of this scan against the previous run, or null when nothing changed. No previous
 * run: a scan that does not pass is a new failure (or inconclusive); a passing one is no change.
 */
export function changeOf(report: Report, gate: GateConfig): ChangeKind | null {
  const now = stateOf(report.gate.verdict);
  const point = previousPoint(report);
  const before = point ? stateOfPoint(point, gate) : null;
  if (now === 'passing') return before !== null && before !== 'passing' ? 'recovery' : null;
  if (now === 'inconclusive') return before === 'inconclusive' ? null : 'inconclusive';
  if (before === 'failing' || before === 'stopped') return null;
  const regressed = report.gate.checks.some(
    (c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail' && REGRESSION_INPUTS.has(c.input),
  );
  return regressed ? 'regression' : 'new-failure';
}

/** Whether `notify-on` sends a message for this scan; the change kind goes with it. */
export function notifyDecision(
  on: 'change' | 'always' | 'fail',
  report: Report,
  gate: GateConfig,
): { send: boolean; change: ChangeKind | null } {
  const change = changeOf(report, gate);
  if (on === 'always') return { send: true, change };
  if (on === 'fail') return { send: stateOf(report.gate.verdict) !== 'passing', change };
  return { send: change !== null, change };
}
