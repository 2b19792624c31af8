/**
 * The demo's report files, byte for byte, against test/golden/demo/ (rewritten deliberately
 * by `npm run golden`): the demo's scan run by the engine in process on virtual time
 * (test/golden/demo-run.ts fixes what varies), and the built bundle's `probe-gate demo`
 * compared with the same files once what a real clock and a free port change is replaced.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST } from '../support/dist.js';
import { runBundle } from '../e2e/runner.js';
import { GOLDEN_DIR, normaliseBundleDemo, normalisedFiles, runDemoScan } from './demo-run.js';

const work = mkdtempSync(join(tmpdir(), 'pg-golden-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const golden = (): Record<string, Buffer> =>
  Object.fromEntries(
    readdirSync(GOLDEN_DIR)
      .sort()
      .map((name) => [name, readFileSync(join(GOLDEN_DIR, name))]),
  );

/** The first line that differs, for a readable failure (undefined when the texts are equal). */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  const a = actual.split('\n');
  const e = expected.split('\n');
  const i = a.findIndex((line, k) => line !== e[k]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}:\n  actual:   ${a[at] ?? '(end)'}\n  expected: ${e[at] ?? '(end)'}`;
}

describe('the demo report files', () => {
  it('are the golden files, byte for byte (npm run golden rewrites them)', async () => {
    const dir = join(work, 'engine');
    expect(await runDemoScan(dir)).toBe('fail');
    const actual = normalisedFiles(dir);
    const expected = golden();
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
    for (const [name, bytes] of Object.entries(expected)) {
      const got = actual[name] as Buffer;
      expect(
        firstDifference(got.toString('utf8'), bytes.toString('utf8')),
        `${name} differs from test/golden/demo/${name}`,
      ).toBeUndefined();
      expect(got.equals(bytes), `${name}: same text, other bytes`).toBe(true);
    }
  });

  it("compare the bundle's run whatever it took: durations are replaced in every format", () => {
    const files = golden();
    for (const name of ['junit.xml', 'probe-gate-report.json', 'probe-gate-report.md']) {
      const text = (files[name] as Buffer).toString('utf8');
      const slower = text
        .replace(/(<testsuites [^>]*\btime=)"\d+"/, '$1"7"')
        .replace(/"durationSeconds": \d+/, '"durationSeconds": 7')
        .replace(/\*\*Duration:\*\* \d+s/, '**Duration:** 7s');
      expect(slower, name).not.toBe(text);
      expect(normaliseBundleDemo(slower), name).toBe(normaliseBundleDemo(text));
    }
  });

  it.skipIf(!existsSync(DIST.cli))(
    "are the built bundle's demo, once its real clock and free port are replaced",
    async () => {
      const out = join(work, 'bundle');
      const r = await runBundle(DIST.cli, { PATH: process.env.PATH }, work, undefined, [
        'demo',
        '--out',
        out,
      ]);
      expect(r.code).toBe(0);
      const expected = golden();
      expect(readdirSync(out).sort()).toEqual(Object.keys(expected));
      for (const [name, bytes] of Object.entries(expected))
        expect(
          firstDifference(
            normaliseBundleDemo(readFileSync(join(out, name), 'utf8')),
            normaliseBundleDemo(bytes.toString('utf8')),
          ),
          `the bundle's ${name}`,
        ).toBeUndefined();
    },
  );
});
