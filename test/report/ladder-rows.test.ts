/**
 * The size ladder skips a plan whose failed-case rows alone exceed the budget without
 * rendering it (caseRowsExceed, issue 14): exactly the plans whose render would have stopped
 * with BudgetExceeded. The job summary and the comment must be the same text as the ladder
 * that renders every plan: held to it here (the same module loaded with the check turned
 * off), for reports whose rows differ in length, at budgets on and next to the sizes where
 * one plan gives way to the next.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FailedTestCase, Report } from '../../src/report/model.js';
import {
  countsOf,
  makeFailedTestCase,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';

type Render = typeof import('../../src/report/markdown/markdown.js').renderMarkdown;
let real: Render;
let everyPlan: Render;

beforeAll(async () => {
  real = (await import('../../src/report/markdown/markdown.js')).renderMarkdown;
  vi.resetModules();
  vi.doMock('../../src/report/markdown/markdown-details.js', async (actual) => ({
    ...(await actual<typeof import('../../src/report/markdown/markdown-details.js')>()),
    caseRowsExceed: () => false,
  }));
  everyPlan = (await import('../../src/report/markdown/markdown.js')).renderMarkdown;
  vi.doUnmock('../../src/report/markdown/markdown-details.js');
});

/** Probes of 0-150 failed cases, each case's text 1-120 characters long (rows of any length). */
const reportArb = fc
  .array(fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 150, size: 'max' }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((probes): Report => {
    let n = 0;
    const probeRuns = probes.map((lengths, p) => {
      const cases: FailedTestCase[] = lengths.map((len) =>
        makeFailedTestCase({
          id: (n += 1),
          attackId: `atk-${n}-${'x'.repeat(len)}`,
          strategy: 's'.repeat((len * 7) % 41),
          riskAccepted: len % 9 === 0,
        }),
      );
      const accepted = cases.filter((c) => c.riskAccepted).length;
      return makeProbeRun({
        ...countsOf({ passed: 2, failed: cases.length, errors: 0, accepted }),
        probeRunId: 500 + p,
        probeId: p + 1,
        name: `Probe ${p}`,
        failedTestCases: cases,
      });
    });
    return makeReport({ probeRuns });
  });

describe('the size ladder with rows checked before rendering', () => {
  it('gives the same text as rendering every plan, on every plan boundary (property)', () => {
    fc.assert(
      fc.property(
        reportArb,
        fc.constantFrom('summary' as const, 'comment' as const),
        (report, variant) => {
          // Walk down the ladder: a budget one character under the last text's length gives
          // the next plan that fits, and the length itself sits on the boundary (the texts
          // differ from budget to budget: a shortened one names its limit).
          let budget = 1_000_000;
          for (let steps = 0; budget >= 1_000 && steps < 40; steps += 1) {
            const md = everyPlan(report, { variant, maxChars: budget });
            expect(real(report, { variant, maxChars: budget })).toBe(md);
            const edge = Math.max(1_000, md.length);
            expect(real(report, { variant, maxChars: edge })).toBe(
              everyPlan(report, { variant, maxChars: edge }),
            );
            budget = md.length - 1;
          }
        },
      ),
      { numRuns: sized(25, 400), seed: propertySeed('ladder rows') },
    );
  });

  it('skips the plans that cannot fit: a budget between two plans gives the smaller', () => {
    const report = makeReport({
      probeRuns: [
        makeProbeRun({
          ...countsOf({ passed: 1, failed: 300, errors: 0 }),
          failedTestCases: Array.from({ length: 300 }, (_, i) =>
            makeFailedTestCase({ id: i, attackId: `atk-${i}` }),
          ),
        }),
      ],
    });
    const md = real(report, { variant: 'summary', maxChars: 20_000 });
    expect(md).toBe(everyPlan(report, { variant: 'summary', maxChars: 20_000 }));
    expect(md.length).toBeLessThanOrEqual(20_000);
    expect(md).toMatch(/\(\d+ shown\)/);
  });
});
