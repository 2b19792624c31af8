/** Which probes a retry runs again, and how their counts are pooled (pure; retry-failed). */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/config.js';
import type { Gate, GateCheck } from '../../../src/report/model.js';
import { causingProbes } from '../../../src/scan/retry/causes.js';
import { poolFacts } from '../../../src/scan/retry/pool.js';
import type { ScanFacts } from '../../../src/scan/verdict/build-report.js';
import { makeProbeRun } from '../../fixtures/report/factories.js';

const probes = [
  makeProbeRun({ probeId: 1, name: 'a', category: 'Jailbreak', failed: 3, passed: 7 }),
  makeProbeRun({ probeId: 2, name: 'b', category: 'Prompt Injection', failed: 2, passed: 8 }),
  makeProbeRun({ probeId: 3, name: 'c', category: 'Jailbreak', errors: 4, passed: 6 }),
  makeProbeRun({ probeId: null, name: 'd', category: 'Jailbreak', failed: 5, passed: 5 }),
  makeProbeRun({ probeId: 5, name: 'e', category: 'Jailbreak', passed: 10 }),
];
const check = (id: string, status: GateCheck['status'] = 'fail'): GateCheck => ({
  id,
  input: id.split(':')[0] as string,
  threshold: 0,
  actual: 0,
  passed: status === 'pass',
  status,
  message: '',
});
const gate = (checks: GateCheck[], verdict = 'fail'): Gate =>
  ({ verdict, reason: '', checks }) as Gate;
const names = (
  g: Gate,
  baseline: { newFailures: { probe: string; attackId: string }[] } | null = null,
) => causingProbes(g, probes, baseline, false).map((p) => p.name);

describe('causingProbes', () => {
  // Never only the failing probes: a lucky probe would keep its result (selection).
  it('a category check: every probe of that category (with an id), failures or not', () => {
    expect(names(gate([check('category-min-score:jailbreak')]))).toEqual(['a', 'c', 'e']);
  });
  it('min-score, max-failed, max-fail-rate: every probe of the run', () => {
    expect(names(gate([check('min-score')]))).toEqual(['a', 'b', 'c', 'e']);
    expect(names(gate([check('max-fail-rate'), check('max-failed', 'pass')]))).toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
  });
  it('max-error-rate and fail-on-new-failures: every probe of the run', () => {
    expect(names(gate([check('max-error-rate')]))).toEqual(['a', 'b', 'c', 'e']);
    const baseline = { newFailures: [{ probe: 'b', attackId: 'x' }] };
    expect(names(gate([check('fail-on-new-failures')]), baseline)).toEqual(['a', 'b', 'c', 'e']);
  });
  it('an open check (inconclusive under bound): every probe of the run', () => {
    const open = { ...check('category-min-score:jailbreak'), inconclusive: true };
    expect(names(gate([open], 'inconclusive'))).toEqual(['a', 'b', 'c', 'e']);
  });
  it('passing and skipped checks cause nothing; inconclusive with no failing check: all probes', () => {
    expect(names(gate([check('min-score', 'pass'), check('max-failed', 'skip')]))).toEqual([]);
    expect(names(gate([], 'inconclusive'))).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('causingProbes with the gate of issue 15 (min-samples, warn-only)', () => {
  it('a category short of test cases: every probe of it, failures or not', () => {
    const g = gate([check('min-samples:jailbreak')], 'inconclusive');
    expect(names(g)).toEqual(['a', 'c', 'e']);
  });
  it('the run short of test cases, or too many errors: every probe', () => {
    expect(names(gate([check('min-samples')], 'inconclusive'))).toEqual(['a', 'b', 'c', 'e']);
    expect(names(gate([check('min-samples:errors')], 'inconclusive'))).toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
  });
  it('a failed warn-only check causes nothing', () => {
    const warned = { ...check('max-error-rate'), warnOnly: true };
    expect(names(gate([warned, check('category-min-score:prompt injection')]))).toEqual(['b']);
    expect(names(gate([warned]))).toEqual([]);
  });
});

describe('poolFacts', () => {
  const config = parseConfig({
    'api-key': 'k',
    'base-url': 'https://api.probe.splx.ai',
    'workspace-id': '1',
    'target-id': '2',
    'score-source': 'run',
  });
  const facts = (id: number, runs: typeof probes): ScanFacts =>
    ({
      config,
      testRunId: id,
      probeRuns: runs,
      invalid: [],
      finishedAt: id,
      scores: { overall: 1, categories: {}, band: null },
    }) as unknown as ScanFacts;
  it('sums each retried probe over the runs and recomputes rates and scores', () => {
    const first = facts(10, [probes[0]!, probes[4]!]);
    const retry = facts(11, [
      makeProbeRun({ probeId: 1, name: 'a', category: 'Jailbreak', failed: 0, passed: 10 }),
    ]);
    const pooled = poolFacts(first, [retry]);
    expect(pooled.probeRuns[0]).toMatchObject({ passed: 17, failed: 3, total: 20, failRate: 0.15 });
    expect(pooled.probeRuns[1]).toBe(probes[4]);
    // Jailbreak: mean of 85 and 100.
    expect(pooled.scores.categories).toEqual({ Jailbreak: 92.5 });
    expect(pooled.scores.overall).toBe(93);
    expect(pooled.scores.source?.gated).toBe('run');
    expect(pooled.retryRunIds).toEqual([11]);
    expect(pooled.finishedAt).toBe(11);
  });
  it('invalid data of a retry fails closed', () => {
    const bad = { ...facts(11, []), invalid: ['foreign probe run'] };
    expect(poolFacts(facts(10, [probes[0]!]), [bad]).invalid).toEqual(['foreign probe run']);
  });
});
