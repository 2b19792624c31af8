import { parse, type TestCase, type TestSuite } from 'junit2json';
import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { renderJunit } from '../../src/report/junit.js';
import { mergeReports } from '../../src/report/merge.js';
import { ReportSchema, type Report, type Verdict } from '../../src/report/model.js';
import { renderSarif } from '../../src/report/sarif/sarif.js';
import { makeReport } from '../fixtures/report/make-report.js';

// The issue 15 verdicts in the pure renderers: `warn` (the yellow state) and `inconclusive`.

/** The fixture with `min-score` failed as a warn-only check: the gate's `warn`. */
function warnReport(): Report {
  const r = makeReport();
  r.gate = {
    verdict: 'warn',
    reason: 'Only warn-only checks failed: Overall score 34 is below the minimum 60.',
    checks: r.gate.checks
      .filter((c) => c.id === 'min-score' || c.passed)
      .map((c) => (c.id === 'min-score' ? { ...c, status: 'fail', warnOnly: true } : c)),
    settings: { confidence: 0.95, gateOn: 'point', minSamples: 20, warnOnly: ['min-score'] },
  };
  return ReportSchema.parse(r);
}

/** The fixture with every check passed but too few judged test cases. */
function inconclusiveReport(): Report {
  const r = makeReport();
  const short = {
    id: 'min-samples',
    input: 'min-samples',
    threshold: 20,
    actual: 9,
    passed: false,
    status: 'fail' as const,
    message: 'The run judged 9 test cases, fewer than min-samples 20: too few to judge.',
  };
  r.gate = {
    verdict: 'inconclusive',
    reason: `Inconclusive, not a pass: ${short.message}`,
    checks: [...r.gate.checks.filter((c) => c.passed), short],
  };
  return ReportSchema.parse(r);
}

async function gateSuite(report: Report): Promise<TestSuite> {
  const root = await parse(renderJunit(report));
  return ((root as { testsuite?: TestSuite[] }).testsuite ?? [])[0] as TestSuite;
}
const byName = (s: TestSuite, name: string) =>
  (s.testcase ?? []).find((c: TestCase) => c.name === name) as TestCase & Record<string, unknown>;

describe('warn: only warn-only checks failed', () => {
  it('the comment shows the yellow state, the check as warn, not fail', () => {
    const md = renderComment(warnReport());
    expect(md).toContain('## 🟡 probe-gate: WARN');
    expect(md).toMatch(/\| `min-score` \| 60 \| 34 \| 🟡 warn \|/);
    expect(md).not.toContain('| ❌ fail |');
  });

  it('JUnit keeps the check visible as skipped, never a failure', async () => {
    const suite = await gateSuite(warnReport());
    expect(suite.failures).toBe(0);
    expect(byName(suite, 'min-score').skipped).toBeDefined();
    expect(byName(suite, 'min-score').failure).toBeUndefined();
  });
});

describe('inconclusive: never reads as a pass', () => {
  it('comment heading and the shortfall as a failed check', () => {
    const md = renderComment(inconclusiveReport());
    expect(md).toContain('## ❔ probe-gate: INCONCLUSIVE');
    expect(md).toMatch(/\| `min-samples` \| 20 \| 9 \| ❌ fail \|/);
  });

  it('JUnit fails the shortfall; SARIF says so in an error notification and keeps the verdict', async () => {
    const suite = await gateSuite(inconclusiveReport());
    // The shortfall and the verdict itself: an inconclusive JUnit file never reads as green.
    expect(suite.failures).toBe(2);
    expect(byName(suite, 'min-samples').failure).toBeDefined();
    expect(byName(suite, 'verdict').failure).toBeDefined();
    const sarif = JSON.parse(renderSarif(inconclusiveReport())) as {
      runs: {
        properties: { verdict: string };
        invocations: {
          executionSuccessful: boolean;
          toolExecutionNotifications: { level: string; message: { text: string } }[];
        }[];
      }[];
    };
    const run = sarif.runs[0]!;
    expect(run.properties.verdict).toBe('inconclusive');
    expect(run.invocations[0]!.executionSuccessful).toBe(true);
    expect(run.invocations[0]!.toolExecutionNotifications).toContainEqual({
      level: 'error',
      message: { text: expect.stringMatching(/^Verdict inconclusive \(exit 5\): Inconclusive/) },
    });
  });
});

describe('merge: the worst verdict wins', () => {
  const withVerdict = (v: Verdict, targetId: number): Report => {
    const r = makeReport();
    r.gate = { ...r.gate, verdict: v };
    r.platform = { ...r.platform, targetId };
    return r;
  };
  it.each([
    [['pass', 'warn'], 'warn'],
    [['warn', 'inconclusive'], 'inconclusive'],
    [['inconclusive', 'timeout'], 'timeout'],
    [['inconclusive', 'fail'], 'fail'],
  ] as [Verdict[], Verdict][])('%j merges to %s', (verdicts, worst) => {
    expect(
      mergeReports(
        verdicts.map((v, i) => withVerdict(v, i + 1)),
        0,
      ).verdict,
    ).toBe(worst);
  });
});
