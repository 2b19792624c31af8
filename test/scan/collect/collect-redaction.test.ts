/**
 * The collection reads every text of a probe run's test cases once; a list in which it saw
 * none of the scan's secrets is trusted by the redactor (issue 14), so the redaction step
 * (R26) does not walk it again. A secret anywhere in the list, in any form, keeps it walked
 * and redacted.
 */
import { describe, expect, it, vi } from 'vitest';
import { REDACTED, Redactor, type ProbeRun } from '../../../src/api/index.js';
import { toProbeRunReport } from '../../../src/scan/collect/collect.js';

const SECRET = 'sk-live-0123456789abcdef';
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

function collected(cases: Record<string, unknown>[], redactor: Redactor) {
  const ctx = {
    catalogue: new Map(),
    weights: new Map(),
    probeRunUrl: (id: number) => `https://platform.example.test/probe/${id}`,
    aiAnalysis: false,
    testRunId: 5,
    invalid: [] as string[],
    redactor,
  };
  const detail = {
    probeRunId: 77,
    scanRunId: 5,
    probeId: 11,
    probeName: 'Probe',
    status: 'FINISHED',
    totalCount: cases.length,
    processedCount: cases.length,
    failedCount: cases.length,
    passedCount: 0,
    errorCount: 0,
    testCaseResults: cases,
  } as ProbeRun;
  return toProbeRunReport(detail, { probeRunId: 77, probeId: 11, probeName: 'Probe' }, ctx);
}

const plainCase = (i: number): Record<string, unknown> => ({
  id: i,
  attackId: `atk-${i}`,
  attempt: 1,
  status: 'FAILED',
  strategy: 'Role Play',
  redTeamer: 'Iterative',
  variation: 'Base64',
  redTeamerLabels: { category: 'Prompt Injection', language: 'en' },
});

/** How many texts the redaction step scrubs when it is given the list. */
function scrubbedTexts(redactor: Redactor, list: unknown): { texts: number; out: unknown } {
  const scrub = vi.spyOn(redactor, 'scrub');
  const out = redactor.scrubDeep({ failedTestCases: list });
  const texts = scrub.mock.calls.length;
  scrub.mockRestore();
  return { texts, out };
}

describe('the collection and the redaction step', () => {
  it('a list without a secret is trusted: the redaction step gives it back unwalked', () => {
    const redactor = new Redactor([SECRET]);
    const run = collected([plainCase(1), plainCase(2), plainCase(3)], redactor);
    const { texts, out } = scrubbedTexts(redactor, run.failedTestCases);
    // Only the key of the wrapper object: not one text of the list.
    expect(texts).toBe(1);
    expect((out as { failedTestCases: unknown }).failedTestCases).toBe(run.failedTestCases);
  });

  // (A status holding a secret is no status the collection knows: such a case is not kept.)
  const hiding: [string, (c: Record<string, unknown>) => Record<string, unknown>][] = [
    ['the attack id', (c) => ({ ...c, attackId: `atk ${SECRET}` })],
    ['the strategy', (c) => ({ ...c, strategy: `Role Play ${encodeURIComponent(SECRET)}` })],
    ['the red teamer', (c) => ({ ...c, redTeamer: `x ${b64(`ab${SECRET}`)}` })],
    ['the variation', (c) => ({ ...c, variation: SECRET })],
    ['a label value', (c) => ({ ...c, redTeamerLabels: { category: `c ${SECRET}` } })],
    ['a label key', (c) => ({ ...c, redTeamerLabels: { [`k${SECRET}`]: 'v' } })],
  ];
  it.each(hiding)('a secret in %s keeps the list walked, and redacted', (_where, hide) => {
    const redactor = new Redactor([SECRET]);
    const run = collected([plainCase(1), hide(plainCase(2)), plainCase(3)], redactor);
    const { texts, out } = scrubbedTexts(redactor, run.failedTestCases);
    expect(texts).toBeGreaterThan(10);
    const text = JSON.stringify(out);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(b64(`ab${SECRET}`).slice(4, -4));
    expect(text).toContain(REDACTED);
  });

  it('a secret that is one of the case keys keeps the list walked', () => {
    // A (silly) secret equal to a key: the redaction step rewrites keys too.
    const redactor = new Redactor(['attackId']);
    const run = collected([plainCase(1)], redactor);
    const { out } = scrubbedTexts(redactor, run.failedTestCases);
    expect(JSON.stringify(out)).toContain(`"${REDACTED}":`);
  });

  it('a secret learned after the collection is looked for in a trusted list again', () => {
    const redactor = new Redactor([SECRET]);
    const late = 'ghp_late0123456789token';
    const run = collected([{ ...plainCase(1), strategy: `s ${late}` }], redactor);
    redactor.add(late);
    const { out } = scrubbedTexts(redactor, run.failedTestCases);
    expect(JSON.stringify(out)).not.toContain(late);
  });

  it('without secrets nothing is trusted or walked', () => {
    const redactor = new Redactor([]);
    const run = collected([plainCase(1)], redactor);
    expect(redactor.scrubDeep(run.failedTestCases)).toBe(run.failedTestCases);
  });
});
