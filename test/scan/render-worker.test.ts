/**
 * Rendering ahead in the render worker (src/report/write/worker.ts), started from the built
 * bundle as the Action and the CLI start it: the same bytes as this thread renders, and a
 * worker that dies, answers nonsense or never answers costs only rendering at the end.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { section, suiteTimestamp } from '../../src/report/format.js';
import type { Kept as Ahead, KeptBytes } from '../../src/report/write/kept.js';
import { probeRunPieces } from '../../src/report/json.js';
import { probeSuiteChunks } from '../../src/report/junit.js';
import { fileCasesBlock } from '../../src/report/markdown/markdown-details.js';
import type { ProbeRunReport } from '../../src/report/model.js';
import { RenderAhead, type RenderAheadOptions } from '../../src/report/write/render-ahead.js';
import { makeFailedTestCase, makeProbeRun } from '../fixtures/report/index.js';
import type { LoopMeter } from '../../src/report/write/pace.js';
import { DIST_ROOT } from '../support/dist.js';

const WORKER = join(DIST_ROOT, 'render-worker', 'index.js');
const STARTED = '2026-01-01T00:00:00.000Z';

/** Probe runs with awkward text: quotes, markup, a line break, characters outside ASCII. */
const runs = (n: number): ProbeRunReport[] =>
  Array.from({ length: n }, (_, i) =>
    makeProbeRun({
      probeRunId: 300 + i,
      name: `Probe "${i}" <b>&</b> ✓`,
      failedTestCases: Array.from({ length: 3 + i }, (_, k) =>
        makeFailedTestCase({
          attackId: `a-${i}-${k}`,
          redTeamerLabels: { 'x\ny': 'é 🚀', z: String(k) },
        }),
      ),
    }),
  );

/**
 * The event loop as rendering ahead measures it, whatever else the machine does: always idle;
 * always busy (parsing answers on loopback); or idle since rendering ahead began (its first
 * mark) but busy in every pause (a remote platform's answers arriving at last).
 */
const idleLoop: LoopMeter = { mark: () => null, busySince: () => 0 };
const busyLoop: LoopMeter = { mark: () => null, busySince: () => 1 };
function busyPauses(): LoopMeter {
  let marks = 0;
  return { mark: () => marks++, busySince: (mark) => (mark === 0 ? 0.5 : 1) };
}

function ahead(
  worker: string,
  extra: Partial<RenderAheadOptions> = {},
): { ahead: RenderAhead; debug: string[] } {
  const debug: string[] = [];
  const a = new RenderAhead({
    formats: ['json', 'junit', 'md', 'sarif'],
    startedAt: STARTED,
    log: { debug: (m) => void debug.push(m) },
    sarif: { locationPath: null, order: [] },
    worker,
    loop: idleLoop,
    ...extra,
  });
  return { ahead: a, debug };
}

/** The text of a section the writer is given (waiting for one still being made). */
const text = async (section: Ahead): Promise<string> => {
  const kept = (await section) as KeptBytes | undefined;
  expect(kept).toBeDefined();
  const bytes = readFileSync((kept as KeptBytes).path);
  expect(bytes.length).toBe(kept?.size);
  return bytes.toString('utf8');
};

/** A stand-in worker bundle: `body` is its code. */
function fakeWorker(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pg-fake-worker-')), 'worker.mjs');
  writeFileSync(file, body);
  return file;
}

/**
 * Adds `list` and waits until every probe run's JSON section is made, checked on
 * the scratch files themselves (asking RenderAhead would count as the writer asking); then
 * settles and gives what the writer would be given.
 */
async function renderAll(a: RenderAhead, list: ProbeRunReport[], folder: () => string | null) {
  for (const r of list) a.add(r);
  const made = () => {
    const dir = folder();
    return dir !== null && list.every((r) => existsSync(join(dir, `${r.probeRunId}.json`)));
  };
  while (!made()) await new Promise((ok) => setTimeout(ok, 10));
  await a.settle();
  return {
    json: a.sections('json', STARTED),
    junit: a.sections('junit', STARTED),
    md: a.sections('md', STARTED),
  };
}

/** A fresh TMPDIR for the scratch folder, and a way to find that folder. */
function scratchRoot(): { restore: () => void; folder: () => string | null } {
  const root = mkdtempSync(join(tmpdir(), 'pg-worker-tmp-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return {
    restore: () => {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    },
    folder: () => {
      const [dir] = readdirSync(root);
      return dir === undefined ? null : join(root, dir);
    },
  };
}

describe.skipIf(!existsSync(WORKER))('the render worker', () => {
  it('makes the same bytes as this thread renders, SARIF bodies included', async () => {
    const list = runs(6);
    const scratch = scratchRoot();
    const { ahead: a, debug } = ahead(WORKER);
    try {
      const { json, junit, md } = await renderAll(a, list, scratch.folder);
      const timestamp = suiteTimestamp(STARTED);
      for (const r of list) {
        expect(await text(json(r))).toBe([...probeRunPieces(r, 0)].join(''));
        expect(await text(junit(r))).toBe([...probeSuiteChunks(r, timestamp)].join(''));
        expect(await text(md(r))).toBe([...fileCasesBlock(r)].join(''));
        const kept = a.keptSections(STARTED, null);
        const count = r.failedTestCases.length;
        const results = { accepted: false, count, lead: ',', open: '[' };
        expect(kept(section('sarif', r, () => [], results))).toBeDefined();
        const more = { ...results, count: count + 1 };
        expect(kept(section('sarif', r, () => [], more))).toBeUndefined();
      }
    } finally {
      scratch.restore();
      await a.dispose();
    }
    const line = debug.find((l) => l.startsWith('Rendered ahead')) ?? '';
    // The worker took probe runs (this thread may have taken some while it was idle).
    const [, inWorker] = /\((\d+) probe runs in the render worker\)/.exec(line) ?? [];
    expect(Number(inWorker)).toBeGreaterThan(0);
    expect(line).toMatch(/: 18 probe-run sections made, 18 of 18 used\./);
    expect(debug.filter((l) => l.startsWith('Rendering ahead stopped'))).toEqual([]);
  });

  it('that dies leaves its probe runs to be rendered at the end, and nothing waits on it', async () => {
    const dead = fakeWorker('process.exit(3);\n');
    const { ahead: a, debug } = ahead(dead, { formats: ['json'] });
    const [r] = runs(1) as [ProbeRunReport];
    // The worker takes it after the first pause: this thread has nothing left to render.
    a.add(r);
    await new Promise((ok) => setTimeout(ok, 100));
    await a.settle();
    expect(await a.sections('json', STARTED)(r)).toBeUndefined();
    await a.dispose();
    expect(debug).toContain('Rendering ahead stopped: the render worker exited (3)');
  });

  it('that answers nonsense is not believed', async () => {
    const liar = fakeWorker(
      "import { parentPort } from 'node:worker_threads';\n" +
        "parentPort.on('message', (m) => parentPort.postMessage({ seq: m.seq, made: { sections: { json: { path: '/etc/hostname', size: 4 } } } }));\n",
    );
    const { ahead: a, debug } = ahead(liar, { formats: ['json'] });
    const [r] = runs(1) as [ProbeRunReport];
    a.add(r);
    // The worker is given it after the first pause (20 ms) with time to spare.
    await new Promise((ok) => setTimeout(ok, 100));
    await a.settle();
    expect(await a.sections('json', STARTED)(r)).toBeUndefined();
    await a.dispose();
    expect(debug).toContain('Rendering ahead stopped: the render worker sent an invalid answer');
  });

  it('that never answers is stopped at its deadline', async () => {
    const silent = fakeWorker(
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => {});\n",
    );
    const { ahead: a, debug } = ahead(silent, { formats: ['json'], workerDeadlineMs: 300 });
    const [r] = runs(1) as [ProbeRunReport];
    a.add(r);
    await new Promise((ok) => setTimeout(ok, 100));
    await a.settle();
    // The writer waits for it when it comes to it: the worker never answers, so only the
    // deadline can end this wait.
    expect(await a.sections('json', STARTED)(r)).toBeUndefined();
    await a.dispose();
    expect(debug).toContain('Rendering ahead stopped: the render worker was stopped');
  });

  it('is not waited for before the writer begins, only at the probe run it still holds', async () => {
    const late = fakeWorker(
      "import { parentPort } from 'node:worker_threads';\nimport { writeFileSync } from 'node:fs';\nimport { join } from 'node:path';\n" +
        "parentPort.on('message', ({ seq, job }) => setTimeout(() => {\n" +
        '  const path = join(job.sections.dir, `${job.sections.id}.json`);\n' +
        "  writeFileSync(path, 'LATE');\n" +
        '  parentPort.postMessage({ seq, made: { sections: { json: { path, size: 4 } } } });\n' +
        '}, 300));\n',
    );
    const { ahead: a } = ahead(late, { formats: ['json'] });
    const [r, other] = runs(2) as [ProbeRunReport, ProbeRunReport];
    a.add(r);
    // The worker is given it after the first pause (20 ms) with time to spare.
    await new Promise((ok) => setTimeout(ok, 100));
    await a.settle();
    // Settled while the worker still renders it: the writer is given the section to come.
    const section = a.sections('json', STARTED)(r);
    expect(section).toBeInstanceOf(Promise);
    expect(await text(section)).toBe('LATE');
    // A probe run the worker never had is the writer's to render, at once.
    expect(a.sections('json', STARTED)(other)).toBeUndefined();
    await a.dispose();
  });

  it('is fed while the collection has left the thread idle, a busy pause or not', async () => {
    // The wire kept the thread waiting (the first answers of a remote platform), then answers
    // keep it busy: every pause is a busy one.
    const { ahead: a, debug } = ahead(WORKER, { formats: ['json'], loop: busyPauses() });
    const [r] = runs(1) as [ProbeRunReport];
    try {
      a.add(r);
      await new Promise((ok) => setTimeout(ok, 150));
      await a.settle();
      expect(await text(a.sections('json', STARTED)(r))).toBe([...probeRunPieces(r, 0)].join(''));
    } finally {
      await a.dispose();
    }
    expect(debug.find((l) => l.startsWith('Rendered ahead'))).toMatch(
      /^Rendered ahead \(1 probe runs in the render worker\)/,
    );
  });

  it('is not started while the collection has kept the thread busy from the first', async () => {
    // As parsing keeps it on loopback.
    const { ahead: a, debug } = ahead(WORKER, { formats: ['json'], loop: busyLoop });
    a.add(...(runs(1) as [ProbeRunReport]));
    await new Promise((ok) => setTimeout(ok, 300));
    await a.dispose();
    expect(debug.find((l) => l.startsWith('Rendered ahead'))).toMatch(
      /^Rendered ahead: 0 probe-run sections made, 0 of 0 used\./,
    );
  });

  it('is not started where its bundle is not there: this thread renders', async () => {
    const scratch = scratchRoot();
    const { ahead: a, debug } = ahead(join(tmpdir(), 'no-such-worker', 'index.js'), {
      formats: ['json'],
    });
    const [r] = runs(1) as [ProbeRunReport];
    try {
      const { json } = await renderAll(a, [r], scratch.folder);
      expect(await text(json(r))).toBe([...probeRunPieces(r, 0)].join(''));
    } finally {
      scratch.restore();
      await a.dispose();
    }
    expect(debug.find((l) => l.startsWith('Rendered ahead'))).toMatch(
      /^Rendered ahead \(in [^)]+\): 1 probe-run sections made, 1 of 1 used\./,
    );
  });
});
