import { describe, expect, it } from 'vitest';
import { piecesText, renderedPieces } from '../../src/report/format.js';
import { z } from 'zod';
import { renderJson, renderJsonChunks } from '../../src/report/json.js';
import type { Report } from '../../src/report/model.js';
import {
  fillUntrusted,
  HOSTILE_STRINGS,
  makeLargeReport,
  makeReport,
} from '../fixtures/report/index.js';

const joined = (report: Report): string => piecesText(renderJsonChunks(report));

/** The issues a renderer throws, as comparable values. */
function issuesOf(render: () => unknown): unknown[] {
  try {
    render();
  } catch (error) {
    expect(error).toBeInstanceOf(z.ZodError);
    return (error as z.ZodError).issues.map((i) => ({ path: i.path, code: i.code }));
  }
  throw new Error('expected a ZodError');
}

describe('renderJsonChunks', () => {
  it('writes exactly the text of renderJson, in pieces of at most 100 test cases', () => {
    const reports = [
      makeReport(),
      makeReport({ probeRuns: [], perProbeDetail: false, baseline: null, benchmarks: null }),
      makeLargeReport(300),
      fillUntrusted(
        makeReport(),
        (slot) => HOSTILE_STRINGS[slot.length % HOSTILE_STRINGS.length]?.[1] ?? '',
      ),
      { ...makeReport(), extra: 'dropped' } as Report,
    ];
    for (const report of reports) {
      expect(joined(report)).toBe(renderJson(report));
    }
    // A probe run of 1,250 test cases comes in thirteen batches, each an ordinary young string
    // (a piece of 500 went to V8's large-object space, issue 14).
    const large = makeLargeReport(1_250);
    const pieces = [...renderedPieces(renderJsonChunks(large))];
    const cases = pieces.map((p) => String(p).split('"attackId": "atk-large-').length - 1);
    expect(cases.reduce((a, b) => a + b, 0)).toBe(1_250);
    expect(Math.max(...cases)).toBe(100);
    expect(cases.filter((n) => n > 0)).toHaveLength(13);
  });

  it('refuses an invalid report with the paths renderJson names', () => {
    const good = makeReport();
    const badTotals = { ...good, totals: { ...good.totals, failRate: 2 } };
    expect(issuesOf(() => joined(badTotals))).toEqual(issuesOf(() => renderJson(badTotals)));
    const [first, ...others] = good.probeRuns;
    const badRun = {
      ...good,
      probeRuns: [...others, { ...first, failedTestCases: [{ id: 'x' }] }],
    } as unknown as Report;
    const issues = issuesOf(() => joined(badRun));
    expect(issues).toEqual(issuesOf(() => renderJson(badRun)));
    expect((issues[0] as { path: unknown[] }).path.slice(0, 4)).toEqual([
      'probeRuns',
      others.length,
      'failedTestCases',
      0,
    ]);
  });
});
