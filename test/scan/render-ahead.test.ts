/**
 * Rendering ahead (issue 14): on a platform slow enough to leave the process idle, each probe
 * run's JSON and JUnit sections are rendered while the others download, from what the later
 * steps make of it (ignored findings, redaction, rates at the confidence). The files are the
 * bytes the renderers make of the final report, and a section is used only for an equal probe
 * run.
 */
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { renderFormat } from '../../src/report/formats.js';
import { renderSummary } from '../../src/report/markdown/summary.js';
import type { ProbeRunReport } from '../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { RenderAhead, type RenderAheadOptions } from '../../src/report/write/render-ahead.js';
import { flattenCatalogue } from '../../src/scan/run/probe-selection.js';
import { makeFailedTestCase, makeProbeRun } from '../fixtures/report/index.js';
import { probeRunPieces } from '../../src/report/json.js';
import { section, suiteTimestamp } from '../../src/report/format.js';
import type { Kept as Ahead, KeptBytes } from '../../src/report/write/kept.js';
import { probeSuiteChunks } from '../../src/report/junit.js';
import { fileCasesBlock, summaryRowsOf } from '../../src/report/markdown/markdown-details.js';
import type { LoopMeter } from '../../src/report/write/pace.js';
import { dayAhead, sandboxConfig, scanSandbox } from '../support/scan-harness.js';

const API_KEY = 'pg-ahead/key+Zp2Wx9=Lk4Vb8N';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 11, apiKey: API_KEY });
  sb.control.echoSecrets([]);
});
afterAll(async () => sb?.close());

/**
 * The event loop as measured by rendering ahead: always idle (a platform that keeps the scan
 * waiting) or always busy (one whose answers keep it parsing), whatever else the machine does.
 */
const idleLoop: LoopMeter = { mark: () => null, busySince: () => 0 };
const busyLoop: LoopMeter = { mark: () => null, busySince: () => 1 };

/**
 * A platform whose probe runs come 80 ms apart: the process waits between them, so it renders
 * ahead (all but the last, which comes as the collection ends).
 */
class SlowClient extends PlatformClient {
  #asked = 0;
  override async getProbeRunFindings(
    ...args: Parameters<PlatformClient['getProbeRunFindings']>
  ): ReturnType<PlatformClient['getProbeRunFindings']> {
    this.#asked += 1;
    await new Promise((ok) => setTimeout(ok, 80 * this.#asked));
    return super.getProbeRunFindings(...args);
  }
}

/** A run of `count` SARIF results of a probe run's cases of one kind, as the renderer yields it. */
const sarifPart = (run: ProbeRunReport, accepted: boolean, count: number) =>
  section('sarif', run, () => [], { accepted, count, lead: ',', open: '[' });

describe('rendering ahead in a scan', () => {
  it('writes the bytes of the final report, ignored findings and redaction included', async () => {
    const client = new SlowClient({ baseUrl: sb.baseUrl, apiKey: API_KEY });
    const probes = flattenCatalogue(await client.listPredefinedProbes());
    const dir = mkdtempSync(join(tmpdir(), 'pg-ahead-'));
    const ignoreFile = join(dir, 'ignore.yml');
    // Every other probe ignored: some probe runs change in triage, some do not.
    const ignored = probes.filter((_, i) => i % 2 === 0);
    writeFileSync(
      ignoreFile,
      `ignore:\n${ignored.map((p) => `  - probe: ${p.id}\n    reason: known\n    expires: ${dayAhead()}\n`).join('')}`,
    );
    const config = sandboxConfig(sb, 'vulnerable', {
      'ignore-file': ignoreFile,
      formats: 'json,junit,md,sarif',
      confidence: '0.9',
    });
    const summaries: string[] = [];
    const summary = { write: async (md: string) => void summaries.push(md) };
    const result = await scanSandbox(sb, config, {
      client,
      summary,
      writer: { loop: idleLoop, fromCases: 0 },
    });
    const { report } = result;
    expect(report.probeRuns.length).toBeGreaterThan(2);
    // The job summary, its rows made ahead, is the text rendered from the report.
    expect(summaries).toEqual([renderSummary(report)]);
    expect(report.totals.ignored).toBeGreaterThan(0);
    expect(JSON.stringify(report.probeRuns)).toContain('[REDACTED]');
    const line = result.log.lines.find((l) => l.startsWith('debug: Rendered ahead'));
    // Every section made was used: the report holds the very probe runs the collection shaped.
    const [, made, used, asked, bodies, given, runs] = (
      /: (\d+) probe-run sections made, (\d+) of (\d+) used\. SARIF: (\d+) result bodies made, (\d+) of (\d+) runs of results joined from them\.$/.exec(
        line ?? '',
      ) ?? []
    ).map(Number);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(used).toBe(made);
    // JSON and JUnit ask for every probe run, the Markdown file for each with failed cases.
    const withCases = report.probeRuns.filter((p) => p.failedTestCases.length > 0).length;
    expect(withCases).toBeGreaterThan(0);
    expect(asked).toBe(report.probeRuns.length * 2 + withCases);
    // SARIF: bodies were made (the first probe run's at least: nothing comes before it), and
    // runs of results were joined from them (a probe run's active, then its accepted results:
    // a run each; the cap keeps them all here).
    expect(bodies).toBeGreaterThan(0);
    expect(given).toBeGreaterThan(0);
    expect(runs).toBeGreaterThanOrEqual(given as number);
    for (const [format, output] of [
      ['json', 'report-json'],
      ['junit', 'junit-file'],
      ['md', 'report-markdown'],
      ['sarif', 'sarif-file'],
    ] as const)
      expect(readFileSync(result.outputs[output] as string, 'utf8')).toBe(
        renderFormat(report, format, { sarif: { locationPath: ignoreFile } }),
      );
    // The scratch folder is gone.
    const scratch = /\(in ([^)]+)\)/.exec(line ?? '')?.[1];
    expect(scratch).toBeDefined();
    expect(existsSync(scratch as string)).toBe(false);
  });

  it('where no scratch file can be made, renders everything at the end, the same bytes', async () => {
    const client = new SlowClient({ baseUrl: sb.baseUrl, apiKey: API_KEY });
    const config = sandboxConfig(sb, 'vulnerable', { formats: 'json,junit' });
    const before = process.env.TMPDIR;
    process.env.TMPDIR = join(mkdtempSync(join(tmpdir(), 'pg-ahead-')), 'missing', 'dir');
    let result: Awaited<ReturnType<typeof scanSandbox>>;
    try {
      result = await scanSandbox(sb, config, { client, writer: { fromCases: 0 } });
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    expect(result.verdict).toBe('fail');
    expect(result.log.lines.some((l) => l.startsWith('debug: Rendering ahead stopped: '))).toBe(
      true,
    );
    expect(result.log.lines.find((l) => l.startsWith('debug: Rendered ahead'))).toMatch(
      /: 0 probe-run sections made, 0 of \d+ used\.$/,
    );
    expect(readFileSync(result.outputs['report-json'] as string, 'utf8')).toBe(
      renderFormat(result.report, 'json'),
    );
    expect(readFileSync(result.outputs['junit-file'] as string, 'utf8')).toBe(
      renderFormat(result.report, 'junit'),
    );
  });
});

/** Rendering ahead of the three formats, probe runs as they are, its debug lines kept. */
function aheadOf(
  startedAt: string,
  loop: LoopMeter = idleLoop,
): { ahead: RenderAhead; debug: string[] } {
  const debug: string[] = [];
  const ahead = new RenderAhead({
    formats: ['json', 'junit', 'md'],
    startedAt,
    log: { debug: (m) => void debug.push(m) },
    loop,
  });
  return { ahead, debug };
}

describe('a section rendered ahead', () => {
  const run = (over: Partial<ProbeRunReport> = {}): ProbeRunReport =>
    makeProbeRun({
      failedTestCases: [
        makeFailedTestCase({ attackId: 'a1', redTeamerLabels: { x: '1', y: '2' } }),
        makeFailedTestCase({ attackId: 'a2' }),
      ],
      ...over,
    });

  it('is given for the very probe run it was rendered from, never an equal copy or another start', async () => {
    const { ahead, debug } = aheadOf('2026-01-01T00:00:00.000Z');
    const a = run({ probeRunId: 5 });
    ahead.add(a);
    // The pause finds the process idle: the probe run is rendered.
    await new Promise((ok) => setTimeout(ok, 200));
    await ahead.settle();
    const json = ahead.sections('json', '2026-01-01T00:00:00.000Z');
    const junit = ahead.sections('junit', '2026-01-01T00:00:00.000Z');
    expect(json(a)).toBeDefined();
    expect(junit(a)).toBeDefined();
    expect(json({ ...a, name: 'renamed' })).toBeUndefined();
    // An equal copy is another probe run (one pooled over retries is made anew): rendered then.
    expect(json({ ...a })).toBeUndefined();
    expect(json(structuredClone(a))).toBeUndefined();
    expect(json(run({ probeRunId: 6 }))).toBeUndefined();
    expect(ahead.sections('junit', '2026-01-02T00:00:00.000Z')(a)).toBeUndefined();
    // The writer copies a section from its file, which holds exactly the size given.
    const text = (section: Ahead) => {
      // No worker here: a section is made, or not, by the time the writer asks.
      expect(section).not.toBeInstanceOf(Promise);
      const kept = section as KeptBytes | undefined;
      const bytes = kept ? readFileSync(kept.path) : Buffer.alloc(0);
      expect(bytes.length).toBe(kept?.size ?? 0);
      return bytes.toString('utf8');
    };
    expect(text(json(a))).toBe([...probeRunPieces(a, 0)].join(''));
    const timestamp = suiteTimestamp('2026-01-01T00:00:00.000Z');
    expect(text(junit(a))).toBe([...probeSuiteChunks(a, timestamp)].join(''));
    // The Markdown file's block of the probe run's failed test cases, any start.
    const md = ahead.sections('md', '2026-01-02T00:00:00.000Z');
    expect(text(md(a))).toBe([...fileCasesBlock(a)].join(''));
    expect(text(md(a))).toMatch(/^#### `.+`: 2 test cases\n\n\| Attack \|/);
    await ahead.dispose();
    expect(debug.at(-1)).toMatch(/: 3 probe-run sections made, 6 of 11 used\.$/);
  });

  it("makes the job summary's rows when asked, given only for the probe run made from", async () => {
    const make = async (summaryRows?: RenderAheadOptions['summaryRows']) => {
      const ahead = new RenderAhead({
        formats: ['json'],
        startedAt: '2026-01-01T00:00:00.000Z',
        log: { debug: () => undefined },
        summaryRows,
        loop: idleLoop,
      });
      ahead.add(a);
      // The pause finds the process idle: the probe run is rendered.
      await new Promise((ok) => setTimeout(ok, 200));
      await ahead.settle();
      await ahead.dispose();
      return ahead.summaryRows();
    };
    const a = run({ probeRunId: 5 });
    const rows = await make({ probes: 2 });
    expect(rows(a)).toEqual(summaryRowsOf(a, 2));
    expect(rows(a)?.lines).toHaveLength(2);
    expect(rows({ ...a })).toBeUndefined();
    expect(rows({ ...a, name: 'renamed' })).toBeUndefined();
    expect(rows(run({ probeRunId: 6 }))).toBeUndefined();
    // Not asked for (no job summary): none made.
    expect((await make())(a)).toBeUndefined();
  });

  it('renders nothing ahead while the process is kept busy', async () => {
    // As parsing keeps it on loopback.
    const { ahead, debug } = aheadOf('2026-01-01T00:00:00.000Z', busyLoop);
    ahead.add(run({ probeRunId: 8 }));
    await new Promise((ok) => setTimeout(ok, 300));
    await ahead.dispose();
    expect(debug.at(-1)).toMatch(/: 0 probe-run sections made, 0 of 0 used\.$/);
  });

  it('renders every probe run waiting after one idle pause, not one per pause', async () => {
    const { ahead } = aheadOf('2026-01-01T00:00:00.000Z');
    const runs = Array.from({ length: 12 }, (_, i) => run({ probeRunId: 100 + i }));
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    try {
      for (const r of runs) ahead.add(r);
      const json = ahead.sections('json', null);
      // Polled by a timer until all are made (the test's timeout ends it otherwise).
      while (runs.some((r) => json(r) === undefined)) await new Promise((ok) => setTimeout(ok, 5));
      expect(runs.every((r) => json(r) !== undefined)).toBe(true);
      // One pause found the process idle; the twelve were rendered after it, with no pause
      // each (the old way took twelve pauses of 20 ms).
      expect(pauses.mock.calls.filter(([, ms]) => ms === 20)).toHaveLength(1);
    } finally {
      pauses.mockRestore();
      await ahead.dispose();
    }
  });

  /**
   * Rendering ahead of `a` alone, its scratch folder in a fresh TMPDIR; `check` is given the
   * folder, and nothing may be left in it once rendering ahead is disposed.
   */
  async function inScratch(
    options: Pick<RenderAheadOptions, 'formats' | 'sarif'>,
    a: ProbeRunReport,
    check: (ahead: RenderAhead, folder: string) => void,
  ): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'pg-ahead-tmp-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    const ahead = new RenderAhead({
      ...options,
      startedAt: '2026-01-01T00:00:00.000Z',
      log: { debug: () => undefined },
      loop: idleLoop,
    });
    try {
      ahead.add(a);
      await new Promise((ok) => setTimeout(ok, 200));
      await ahead.settle();
      const [folder] = readdirSync(dir);
      check(ahead, join(dir, folder as string));
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      await ahead.dispose();
    }
    expect(readdirSync(dir)).toEqual([]);
  }

  it('gives SARIF bodies only for the same location, the very probe run and an unchanged file', async () => {
    const a = run({ probeRunId: 7 });
    await inScratch(
      { formats: ['sarif'], sarif: { locationPath: null, order: [7] } },
      a,
      (ahead, folder) => {
        const bodies = (r: ProbeRunReport, accepted: boolean, count: number, at: string | null) =>
          ahead.keptSections(null, at)(sarifPart(r, accepted, count));
        // Two active cases: bodies for a run of up to two results, none of the accepted kind.
        expect(bodies(a, false, 2, null)).toBeDefined();
        expect(bodies(a, false, 3, null)).toBeUndefined();
        expect(bodies(a, true, 1, null)).toBeUndefined();
        expect(bodies(a, false, 2, 'other/target.yml')).toBeUndefined();
        const changed = run({ probeRunId: 7, name: 'Another name' });
        expect(bodies(changed, false, 2, null)).toBeUndefined();
        expect(bodies({ ...a }, false, 2, null)).toBeUndefined();
        appendFileSync(join(folder, '7.sarif-active'), ' ');
        expect(bodies(a, false, 2, null)).toBeUndefined();
        // Every call waits for the one removal of the scratch files.
        const first = ahead.dispose();
        expect(ahead.dispose()).toBe(first);
      },
    );
  });

  it('is not given from a scratch file whose size changed', async () => {
    const a = run({ probeRunId: 7 });
    await inScratch({ formats: ['json'] }, a, (ahead, folder) => {
      const json = ahead.sections('json', null);
      expect(json(a)).toBeDefined();
      appendFileSync(join(folder, '7.json'), ' ');
      expect(json(a)).toBeUndefined();
    });
  });
});
