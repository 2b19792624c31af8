import { describe, expect, it } from 'vitest';
import { parseReportJson, renderJson, ReportFileError } from '../../src/report/json.js';
import { ReportSchema } from '../../src/report/model.js';
import { makeReport } from '../fixtures/report/make-report.js';

describe('renderJson', () => {
  it('writes the validated report, pretty-printed, with a trailing newline', () => {
    const report = makeReport();
    const json = renderJson(report);
    expect(
      json.startsWith('{\n  "schemaVersion": 1,\n  "tool": {\n    "name": "probe-gate",'),
    ).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(report);
  });

  it('drops unknown keys and refuses an invalid report', () => {
    const report = { ...makeReport(), extra: 'x' } as ReturnType<typeof makeReport>;
    expect(JSON.parse(renderJson(report))).not.toHaveProperty('extra');
    const bad = { ...makeReport(), totals: { ...makeReport().totals, failRate: 2 } };
    expect(() => renderJson(bad)).toThrow();
  });

  it('round-trips lone surrogates and control characters exactly', () => {
    const report = makeReport({ warnings: ['\uD800 lone', 'nul \u0000 and \u202E'] });
    expect(parseReportJson(renderJson(report)).warnings).toEqual(report.warnings);
  });
});

describe('parseReportJson', () => {
  const fail = (text: string): ReportFileError => {
    try {
      parseReportJson(text, 'reports/old.json');
    } catch (error) {
      expect(error).toBeInstanceOf(ReportFileError);
      return error as ReportFileError;
    }
    throw new Error('expected a ReportFileError');
  };

  it('reads back a saved report (and a BOM)', () => {
    const report = makeReport();
    expect(parseReportJson(`\uFEFF${renderJson(report)}`)).toEqual(ReportSchema.parse(report));
  });

  it('names the file and the problem', () => {
    expect(fail('{not json').message).toMatch(
      /^The report file is not a probe-gate report: reports\/old\.json: invalid JSON \(/,
    );
    expect(fail('[1]').message).toBe(
      'The report file is not a probe-gate report: reports/old.json: the JSON is not an object',
    );
    expect(fail('{"tool":{"name":"other"}}').problem).toBe('tool.name is not "probe-gate"');
    const v2 = { ...makeReport(), schemaVersion: 2 };
    expect(fail(JSON.stringify(v2)).problem).toBe(
      'schemaVersion 2; this probe-gate reads version 1',
    );
    const noVersion: Record<string, unknown> = { ...makeReport() };
    delete noVersion.schemaVersion;
    expect(fail(JSON.stringify(noVersion)).problem).toBe(
      'schemaVersion is missing; this probe-gate reads version 1',
    );
  });

  it('lists the schema problems by JSON path', () => {
    const broken = makeReport() as unknown as {
      gate: { verdict: string };
      probeRuns: Array<{ failedTestCases: Array<{ outcome: string }> }>;
    };
    broken.gate.verdict = 'maybe';
    broken.probeRuns[0]!.failedTestCases[0]!.outcome = 'exploded';
    const e = fail(JSON.stringify(broken));
    expect(e.name).toBe('ReportFileError');
    expect(e.problem).toContain('probeRuns.0.failedTestCases.0.outcome: ');
    expect(e.problem).toContain('gate.verdict: ');
    expect(e.message.split('\n')).toHaveLength(1);
  });
});
