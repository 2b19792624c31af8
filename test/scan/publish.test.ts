/**
 * writeReports: each format goes to a side file, written in pieces while the next piece is
 * rendered, and renamed into place; a renderer that throws half-way leaves neither the file
 * nor its side file behind. The files equal the one-string renderings byte for byte.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_FILE_NAMES, REPORT_FORMATS, renderFormat } from '../../src/report/formats.js';
import type { Report } from '../../src/report/model.js';
import { writeReports } from '../../src/scan/publish.js';
import { makeFailedTestCase, makeProbeRun, makeReport } from '../fixtures/report/make-report.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pg-write-'));
  dirs.push(d);
  return d;
}

/** A report of `probes` probe runs with `cases` failed test cases each: megabytes of reports. */
function bigReport(probes: number, cases: number): Report {
  const probeRuns = Array.from({ length: probes }, (_, p) =>
    makeProbeRun({
      probeId: 500 + p,
      probeRunId: 9_500 + p,
      name: `Probe ${p}`,
      passed: 10,
      failed: cases,
      errors: 0,
      accepted: 0,
      total: cases + 10,
      processed: cases + 10,
      failedTestCases: Array.from({ length: cases }, (_, i) =>
        makeFailedTestCase({ id: p * 100_000 + i, attackId: `atk-${p}-${i}` }),
      ),
    }),
  );
  return makeReport({ probeRuns });
}

describe('writeReports', () => {
  it('writes every format equal to its one-string rendering, and no side file', async () => {
    const report = bigReport(6, 1_500);
    const dir = tempDir();
    const files = await writeReports(report, dir, [...REPORT_FORMATS]);
    expect(readdirSync(dir).sort()).toEqual(Object.values(REPORT_FILE_NAMES).sort());
    for (const format of ['md', 'json', 'sarif', 'junit'] as const) {
      const text = readFileSync(files[format]!, 'utf8');
      // Several writes of 256 KiB each, in order.
      if (format !== 'md') expect(text.length).toBeGreaterThan(1 << 19);
      expect(text).toBe(renderFormat(report, format));
    }
  });

  it('leaves no file behind when a renderer throws after writing part of it', async () => {
    const report = bigReport(6, 1_500);
    // The JSON renderer validates each probe run as it comes: the last one is not valid.
    (report.probeRuns[5] as unknown as { failed: string }).failed = 'many';
    const dir = tempDir();
    await expect(writeReports(report, dir, ['json'])).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });
});
