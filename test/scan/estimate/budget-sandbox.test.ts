import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PlatformClient } from '../../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { readEstimate } from '../../../src/scan/estimate/read-estimate.js';
import { crossedBudget } from '../../../src/scan/estimate/estimate.js';
import { describeFailure } from '../../../src/runtime/failure.js';
import { BudgetRefusedError } from '../../../src/config/errors.js';
import { EXIT, exitCodeFor } from '../../../src/scan/verdict/exit-codes.js';
import { evaluateGate } from '../../../src/scan/verdict/gate.js';
import { renderJson } from '../../../src/report/json.js';
import { renderMarkdown } from '../../../src/report/markdown/markdown.js';
import { checkConclusion } from '../../../src/github/check-run.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 5 });
});
afterAll(() => sb.close());

const PROBES = '11,12,13';
const writes = (s: SandboxHandle): string[] =>
  s.stats.log.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`);

describe('the estimate, against the sandbox', () => {
  it("is within 20% of the run's totalCount from the target's previous runs", async () => {
    const first = await scanSandbox(
      sb,
      sandboxConfig(sb, 'hardened', { probes: PROBES, 'ai-analysis': 'false' }),
    );
    const actual = first.report.totals.total;
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const e = await readEstimate(client, {
      workspaceId: sb.workspaceId,
      targetId: sb.targets.hardened as number,
      probeIds: [11, 12, 13],
    });
    expect(e.probes.every((p) => p.source === 'previous-runs')).toBe(true);
    expect(Math.abs(e.testCases.expected - actual) / actual).toBeLessThanOrEqual(0.2);
    expect(e.testCases.low).toBeLessThanOrEqual(actual);
    expect(e.testCases.high).toBeGreaterThanOrEqual(actual);
  });

  it("falls back to the benchmark runs' totalCount for a target without runs", async () => {
    // A target of the sandbox's own sizing (no fixed count): the benchmark runs are the only
    // source, and the run it then gets is what the estimate is held against.
    const id = sb.control.addTarget({ role: 'hardened' });
    const probeIds = [11, 12, 13, 21, 22];
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const e = await readEstimate(client, { workspaceId: sb.workspaceId, targetId: id, probeIds });
    expect(e.probes.every((p) => p.source === 'benchmarks')).toBe(true);
    const config = sandboxConfig(sb, 'hardened', {
      probes: probeIds.join(','),
      'target-id': String(id),
      'ai-analysis': 'false',
    });
    const run = await scanSandbox(sb, config);
    const actual = run.report.totals.total;
    expect(Math.abs(e.testCases.expected - actual) / actual).toBeLessThanOrEqual(0.2);
    expect(e.testCases.low).toBeLessThanOrEqual(actual);
    expect(e.testCases.high).toBeGreaterThanOrEqual(actual);
    for (const probe of run.report.probeRuns) {
      const guess = e.probes.find((p) => p.probeId === probe.probeId)?.testCases.expected ?? 0;
      expect(Math.abs(guess - probe.total) / probe.total).toBeLessThanOrEqual(0.2);
    }
    expect(e.minutes.low).toBeGreaterThan(0);
    expect(e.minutes.high).toBeGreaterThan(e.minutes.low);
  });
});

describe('budgets', () => {
  it('refuses to trigger when the lower end is over max-test-cases: exit 2 with the numbers, GETs only', async () => {
    sb.stats.reset();
    const config = sandboxConfig(sb, 'vulnerable', { probes: PROBES, 'max-test-cases': '5' });
    const err = await scanSandbox(sb, config).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BudgetRefusedError);
    const failure = describeFailure(err);
    expect(failure.exitCode).toBe(2);
    expect(failure.lines[0]).toMatch(/over max-test-cases 5/);
    expect(failure.lines[0]).toMatch(/at least \d+ test cases \(estimate \d+-\d+/);
    expect(writes(sb)).toEqual([]);
    expect(sb.stats.testRunsCreated).toHaveLength(0);
  });

  it('a run that plans more than max-test-cases is cancelled once and ends budget (exit 6)', async () => {
    // The estimate's lower end is under the budget (no runs, benchmarks); the run plans more.
    const id = sb.control.addTarget({ role: 'big', testCasesPerProbe: 200 });
    sb.targets.big = id;
    sb.stats.reset();
    const config = sandboxConfig(sb, 'big', { probes: PROBES, 'max-test-cases': '100' });
    const out = await scanSandbox(sb, config);
    expect(out.verdict).toBe('budget');
    expect(out.exitCode).toBe(EXIT.budget);
    expect(out.exitCode).toBe(6);
    const runId = sb.stats.testRunsCreated[0]?.id as number;
    expect(sb.stats.cancels[runId]).toBe(1);
    expect(out.outputs.verdict).toBe('budget');
    expect(JSON.parse(renderJson(out.report)).gate.verdict).toBe('budget');
    expect(out.report.gate.reason).toMatch(/over max-test-cases 100/);
    // The job summary and the check run say budget (the title is VERDICT: reason).
    expect(renderMarkdown(out.report)).toMatch(/BUDGET/);
    expect(checkConclusion(out.report)).toBe('failure');
  });
});

describe('property: a budget-stopped run never exits 0', () => {
  it('holds for any counts, elapsed time and budgets', () => {
    const opt = fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null });
    fc.assert(
      fc.property(
        opt,
        fc.option(fc.double({ min: 0.05, max: 600, noNaN: true }), { nil: null }),
        fc.nat(20_000),
        fc.nat(20_000),
        fc.nat(100_000_000),
        fc.constantFrom('completed', 'running', 'cancelled', 'failed', 'unknown' as const),
        fc.boolean(),
        (maxTestCases, maxMinutes, total, processed, elapsedMs, runState, timedOut) => {
          const stop = crossedBudget({ maxTestCases, maxMinutes }, { total, processed, elapsedMs });
          if (stop === null) return;
          const gate = evaluateGate(
            {
              runState,
              timedOut,
              budgetStop: stop,
              overallScore: 100,
              categories: {},
              baseline: null,
              processed,
              passed: processed,
              failed: 0,
              errors: 0,
              accepted: 0,
              ignored: 0,
            },
            sandboxConfig(sb, 'hardened').gate,
          );
          expect(gate.verdict).toBe('budget');
          expect(exitCodeFor(gate.verdict)).not.toBe(0);
        },
      ),
    );
  });
});
