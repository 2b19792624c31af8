/**
 * writeReports: each format goes to a side file, written in pieces while the next piece is
 * rendered, and renamed into place; a renderer that throws half-way leaves neither the file
 * nor its side file behind. The files equal the one-string renderings byte for byte.
 */
import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_FILE_NAMES, REPORT_FORMATS, renderFormat } from '../../src/report/formats.js';
import type { Report } from '../../src/report/model.js';
import { writeReports } from '../../src/scan/publish.js';
import type { OpenFile } from '../../src/report/write/pour.js';
import { piecesText, section } from '../../src/report/format.js';
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

  it('writes the formats at once, and lists them in the order asked whichever ends first', async () => {
    const report = bigReport(6, 1_500);
    const dir = tempDir();
    const events: string[] = [];
    // The Markdown file's close waits for the three others (a slow disk): it ends last when
    // the files are written at once. One after the other, it would wait for files not yet
    // opened: it gives up after 2 s and ends first.
    let othersClosed = (): void => undefined;
    const others = new Promise<void>((ok) => (othersClosed = ok));
    const tracked: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      const name = basename(path, '.partial');
      events.push(`open ${name}`);
      const close = handle.close.bind(handle);
      Object.assign(handle, {
        close: async () => {
          if (name === REPORT_FILE_NAMES.md)
            await Promise.race([others, new Promise((ok) => setTimeout(ok, 2_000))]);
          events.push(`close ${name}`);
          if (events.filter((e) => e.startsWith('close ')).length === 3) othersClosed();
          return close();
        },
      });
      return handle;
    };
    const asked = ['md', 'json', 'sarif', 'junit'] as const;
    const files = await writeReports(report, dir, [...asked], { openFile: tracked });
    // Every file was open before the first was done: one renders while another waits.
    expect(events.slice(0, 4).every((e) => e.startsWith('open '))).toBe(true);
    expect(events.at(-1)).toBe(`close ${REPORT_FILE_NAMES.md}`);
    expect(Object.keys(files)).toEqual([...asked]);
    for (const format of asked)
      expect(readFileSync(files[format]!, 'utf8')).toBe(renderFormat(report, format));
  });

  it('leaves no file behind when a renderer throws after writing part of it', async () => {
    const report = bigReport(6, 1_500);
    // The JSON renderer validates each probe run as it comes: the last one is not valid.
    (report.probeRuns[5] as unknown as { failed: string }).failed = 'many';
    const dir = tempDir();
    await expect(writeReports(report, dir, ['json'])).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a disk that fills mid-file (short writes, then ENOSPC): no truncated report left in place', async () => {
    const report = bigReport(6, 1_500);
    const dir = tempDir();
    // The previous scan's report is in place: it must survive a failed write whole.
    writeFileSync(join(dir, REPORT_FILE_NAMES.json), '{"previous":true}');
    let budget = 300_000;
    const fullDisk: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      const write = handle.write.bind(handle) as (
        ...a: unknown[]
      ) => Promise<{ bytesWritten: number }>;
      Object.assign(handle, {
        // Accepts part of each buffer (a short write) until the disk is full, then ENOSPC.
        write: async (buf: Uint8Array, offset: number, length: number) => {
          if (budget <= 0)
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          const n = Math.min(length, Math.ceil(length / 2), budget);
          budget -= n;
          return write(buf, offset, n);
        },
      });
      return handle;
    };
    await expect(writeReports(report, dir, ['json'], { openFile: fullDisk })).rejects.toThrow(
      /ENOSPC/,
    );
    expect(readdirSync(dir)).toEqual([REPORT_FILE_NAMES.json]);
    expect(readFileSync(join(dir, REPORT_FILE_NAMES.json), 'utf8')).toBe('{"previous":true}');
  });

  it('short writes that the disk does take: every byte lands, the report is whole', async () => {
    const report = bigReport(3, 500);
    const dir = tempDir();
    const halfWrites: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      const write = handle.write.bind(handle) as (
        ...a: unknown[]
      ) => Promise<{ bytesWritten: number }>;
      Object.assign(handle, {
        write: (buf: Uint8Array, offset: number, length: number) =>
          write(buf, offset, Math.max(1, Math.floor(length / 2))),
      });
      return handle;
    };
    const files = await writeReports(report, dir, ['json'], { openFile: halfWrites });
    expect(readFileSync(files.json!, 'utf8')).toBe(renderFormat(report, 'json'));
  });

  it('a close that fails (an error the write-back kept): that report is not placed, the previous one stays whole, the next one is written', async () => {
    const report = bigReport(3, 200);
    const dir = tempDir();
    writeFileSync(join(dir, REPORT_FILE_NAMES.json), '{"previous":true}');
    const failingClose: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      const close = handle.close.bind(handle);
      if (path.includes(REPORT_FILE_NAMES.json))
        Object.assign(handle, {
          close: async () => {
            // As NFS reports a full disk that the writes did not see.
            await close();
            throw Object.assign(new Error('ENOSPC: no space left on device, close'), {
              code: 'ENOSPC',
            });
          },
        });
      return handle;
    };
    const failures: string[] = [];
    const files = await writeReports(report, dir, ['json', 'md'], {
      openFile: failingClose,
      onError: (format, err) => failures.push(`${format}: ${(err as Error).message}`),
    });
    expect(failures).toEqual(['json: ENOSPC: no space left on device, close']);
    expect(Object.keys(files)).toEqual(['md']);
    expect(readFileSync(files.md!, 'utf8')).toBe(renderFormat(report, 'md'));
    // The previous report stays whole; no side file is left.
    expect(readFileSync(join(dir, REPORT_FILE_NAMES.json), 'utf8')).toBe('{"previous":true}');
    expect(readdirSync(dir).sort()).toEqual([REPORT_FILE_NAMES.json, REPORT_FILE_NAMES.md].sort());
  });

  it('without onError, a failed close is thrown once the other reports are written', async () => {
    const dir = tempDir();
    const failingClose: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      const close = handle.close.bind(handle);
      if (path.includes(REPORT_FILE_NAMES.md))
        Object.assign(handle, {
          close: async () => {
            await close();
            throw new Error('EIO: i/o error, close');
          },
        });
      return handle;
    };
    await expect(
      writeReports(bigReport(2, 50), dir, ['md', 'json'], { openFile: failingClose }),
    ).rejects.toThrow(/EIO/);
    expect(readdirSync(dir)).toEqual([REPORT_FILE_NAMES.json]);
  });

  it('a write that makes no progress is a failure, not a silent truncation', async () => {
    const dir = tempDir();
    const stuck: OpenFile = async (path, flags) => {
      const handle = await open(path, flags);
      Object.assign(handle, { write: async () => ({ bytesWritten: 0 }) });
      return handle;
    };
    await expect(writeReports(bigReport(1, 10), dir, ['md'], { openFile: stuck })).rejects.toThrow(
      /short write/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('writeReports never writes through a symbolic link (R25)', () => {
  it('a link planted as the side file: removed, the file it points to untouched', async () => {
    const dir = tempDir();
    const victim = join(tempDir(), 'victim.txt');
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, join(dir, `${REPORT_FILE_NAMES.json}.partial`));
    const files = await writeReports(bigReport(1, 5), dir, ['json']);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(files.json!).isSymbolicLink()).toBe(false);
    expect(readdirSync(dir)).toEqual([REPORT_FILE_NAMES.json]);
  });

  it('a link planted as the report file: replaced by the report, the file it points to untouched', async () => {
    const dir = tempDir();
    const victim = join(tempDir(), 'victim.txt');
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, join(dir, REPORT_FILE_NAMES.sarif));
    const report = bigReport(1, 5);
    const files = await writeReports(report, dir, ['sarif']);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(files.sarif!).isSymbolicLink()).toBe(false);
    expect(readFileSync(files.sarif!, 'utf8')).toBe(renderFormat(report, 'sarif'));
  });

  it('a report folder that is a link: refused unless allowed', async () => {
    const real = tempDir();
    const link = join(tempDir(), 'reports');
    symlinkSync(real, link);
    const problems: string[] = [];
    const files = await writeReports(bigReport(1, 5), link, ['md'], {
      onError: (f, e) => problems.push(`${f}: ${(e as Error).message}`),
    });
    expect(files).toEqual({});
    expect(problems).toEqual([expect.stringMatching(/^md: .*symbolic link/)]);
    expect(readdirSync(real)).toEqual([]);
    await writeReports(bigReport(1, 5), link, ['md'], { allowLinkedDir: true });
    expect(readdirSync(real)).toEqual([REPORT_FILE_NAMES.md]);
  });
});

describe("a probe run's part (a section)", () => {
  it('is rendered in place where a text is joined', () => {
    const part = section('md', makeProbeRun(), () => ['b', 'c']);
    expect(piecesText(['a', part, 'd'])).toBe('abcd');
  });
});
