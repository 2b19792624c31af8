/** The PR comment reads right: no failure mark under a passing verdict, narrow case tables, one fail-rate definition. */
import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { FAIL_RATE_NOTE } from '../../src/report/markdown/markdown-sections.js';
import { makeReport } from '../fixtures/report/make-report.js';
import { nodesOfType, parseGfm } from '../fixtures/report/gfm.js';

const failing = makeReport();
const passing = makeReport({ gate: { ...failing.gate, verdict: 'pass' } });

/** Rows of the probe table (the one whose header starts with Probe). */
function probeRows(md: string): string[] {
  const start = md.indexOf('| Probe |');
  return md.slice(start).split('\n\n')[0]!.split('\n').slice(2);
}

describe('PR comment', () => {
  it('a passing gate shows probes with findings as a neutral count, never a failure mark', () => {
    const rows = probeRows(renderComment(passing));
    const withFindings = rows.filter((r) => /\d+ findings? \|/.test(r));
    expect(withFindings.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).not.toContain('❌');
  });

  it('a failing gate still marks the failed probes', () => {
    expect(probeRows(renderComment(failing)).some((r) => r.includes('❌ failed'))).toBe(true);
  });

  it('states the fail-rate definition once, naming what is left out', () => {
    const md = renderComment(failing);
    expect(md.split(FAIL_RATE_NOTE)).toHaveLength(2);
    expect(FAIL_RATE_NOTE).toMatch(
      /ignored ones never, accepted ones only with `count-accepted-risk`/,
    );
  });

  it('failed test case tables have four columns (they fit an 880 px comment)', () => {
    const tables = nodesOfType(parseGfm(renderComment(failing)), 'table') as unknown as {
      children: { children: unknown[] }[];
    }[];
    const caseTables = tables.filter((t) => t.children[0]!.children.length === 4);
    expect(caseTables.length).toBeGreaterThan(0);
    expect(renderComment(failing)).toContain(
      '| Attack | Strategy · red teamer · variation | Labels | Triage |',
    );
    for (const t of tables) expect(t.children[0]!.children.length).toBeLessThanOrEqual(9);
  });
});
