/**
 * Parts made as a huge run downloads (src/report/write/ahead.ts): the reports keep the bytes
 * they have when every part is rendered at the end, whatever the probe runs hold (property);
 * a part stands in only for its very probe run object and key; the scratch folder goes with
 * the writer. And the engine hands over each probe run the report holds, the very object.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProbeRunReport, Report } from '../../src/report/model.js';
import { suiteTimestamp } from '../../src/report/format.js';
import { openAhead, PartsAhead } from '../../src/report/write/ahead.js';
import { writeReports } from '../../src/report/write/files.js';
import { REPORT_FILE_NAMES } from '../../src/report/formats.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import {
  makeFailedTestCase,
  makeMixedProbeRun,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import { fillUntrusted, hostileText, propertySeed } from '../fixtures/report/untrusted.js';
import { sized } from '../support/sizing.js';
import { newTarget } from '../scan/verdict/verdict-support.js';
import { scanSandbox } from '../support/scan-harness.js';

const FORMATS = ['json', 'junit', 'md'] as const;
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-parts-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Each format's bytes, written with the parts of `ahead` (or none). */
async function written(report: Report, ahead: PartsAhead | null): Promise<Buffer[]> {
  const dir = tempDir();
  const partOf = ahead
    ? { partOf: (s: Parameters<PartsAhead['bytesOf']>[0]) => ahead.bytesOf(s) }
    : {};
  await writeReports(report, dir, [...FORMATS], partOf);
  return FORMATS.map((f) => readFileSync(join(dir, REPORT_FILE_NAMES[f])));
}

/** Parts of every probe run of `report` (as the engine hands them over), settled. */
async function partsOf(
  report: Report,
  startedAt = report.testRun.startedAt ?? '',
): Promise<PartsAhead> {
  const ahead = await openAhead({ formats: FORMATS, total: 1, startedAt, fromCases: 0 });
  if (!ahead) throw new Error('no parts');
  for (const run of report.probeRuns) ahead.add(run);
  // The parts are made while this thread waits (bounded: 5 s); every probe run has a suite.
  const key = suiteTimestamp(startedAt) ?? '';
  const made = (run: ProbeRunReport) =>
    ahead.bytesOf({ section: 'junit', run, key, render: () => [] });
  for (let i = 0; i < 500; i += 1) {
    const all = await Promise.all(report.probeRuns.map(made));
    if (all.every((b) => b !== undefined)) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await ahead.settle();
  return ahead;
}

const baseReport = (): Report =>
  makeReport({
    probeRuns: [
      makeMixedProbeRun(),
      makeProbeRun({ failedTestCases: [] }),
      makeProbeRun({ failedTestCases: [makeFailedTestCase({ attackId: 'é\u{1f600}' })] }),
    ],
  });

describe('parts made as the run downloads', () => {
  it('give the bytes of rendering at the end, on hostile text in every field (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileText(40), { minLength: 1, maxLength: 40 }),
        async (strings) => {
          let k = 0;
          const report = fillUntrusted(baseReport(), () => strings[k++ % strings.length] ?? '');
          const ahead = await partsOf(report);
          const used = vi.spyOn(ahead, 'bytesOf');
          try {
            expect(await written(report, ahead)).toEqual(await written(report, null));
            // The check can fail: parts were copied in.
            const results = await Promise.all(used.mock.results.map((r) => r.value));
            expect(results.some((b) => b !== undefined)).toBe(true);
          } finally {
            await ahead.dispose();
          }
        },
      ),
      { numRuns: sized(15, 100), seed: propertySeed('parts ahead') },
    );
  });

  it('stand in only for their very probe run object, and with the same key', async () => {
    const report = baseReport();
    const copy: Report = { ...report, probeRuns: report.probeRuns.map((p) => ({ ...p })) };
    const ahead = await partsOf(report);
    const other = await partsOf(report, '2001-01-01T00:00:00.000Z');
    try {
      const [json, junit, md] = FORMATS.map((f) => ({
        section: f,
        run: report.probeRuns[0]!,
        render: () => [],
      }));
      expect(await ahead.bytesOf(json!)).toBeDefined();
      expect(await ahead.bytesOf({ ...junit!, key: 'another timestamp' })).toBeUndefined();
      expect(await ahead.bytesOf({ ...md!, run: copy.probeRuns[0]! })).toBeUndefined();
      // A part made with another timestamp is never the JUnit file's.
      expect(await written(report, other)).toEqual(await written(report, null));
      expect(await written(copy, ahead)).toEqual(await written(copy, null));
    } finally {
      await ahead.dispose();
      await other.dispose();
    }
  });

  it('are not made for a run below the size, and their folder goes with the writer', async () => {
    expect(await openAhead({ formats: FORMATS, total: 19_999, startedAt: '' })).toBeNull();
    expect(
      await openAhead({ formats: ['sarif'], total: 1, startedAt: '', fromCases: 0 }),
    ).toBeNull();
    // Only this file's tests make scratch folders, one at a time; other files make their own.
    const scratch = () => readdirSync(tmpdir()).filter((d) => d.startsWith('probe-gate-parts-'));
    const before = new Set(scratch());
    const ahead = await partsOf(baseReport());
    const made = scratch().filter((d) => !before.has(d));
    expect(made).toHaveLength(1);
    // One removal, however often it is asked for (the engine asks twice).
    const disposed = ahead.dispose();
    expect(ahead.dispose()).toBe(disposed);
    await disposed;
    expect(existsSync(join(tmpdir(), made[0]!))).toBe(false);
  });
});

describe('a scan of a run at or above the size', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 5 });
  });
  afterAll(async () => sb?.close());

  it('hands over the very probe runs the report holds, and writes the bytes of the end', async () => {
    const t = newTarget(sb, { vulnerability: 0.4, testCasesPerProbe: 60 });
    const reportDir = tempDir();
    const raw = { probes: '11,21,23', formats: 'json,junit,md,sarif', 'report-dir': reportDir };
    const added = vi.spyOn(PartsAhead.prototype, 'add');
    const r = await scanSandbox(sb, t.config(raw), { aheadFromCases: 1 });
    const handed = added.mock.calls.map(([run]) => run);
    added.mockRestore();
    // What a part is made of is what the reports render: the same objects, each once.
    expect(new Set(handed)).toEqual(new Set(r.report.probeRuns));
    expect(handed).toHaveLength(r.report.probeRuns.length);
    const plain = tempDir();
    await writeReports(r.report, plain, [...FORMATS]);
    for (const f of FORMATS)
      expect(readFileSync(join(reportDir, REPORT_FILE_NAMES[f]))).toEqual(
        readFileSync(join(plain, REPORT_FILE_NAMES[f])),
      );
  });
});
