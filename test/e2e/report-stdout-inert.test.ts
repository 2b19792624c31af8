/**
 * `probe-gate report` and `merge --comment` print documents full of the platform's text on
 * stdout, which is a CI log (R27): no line there may be a command to any documented CI, and
 * the document must stay what it was. JSON and XML keep their exact value; Markdown differs
 * only by the backslash escapes that make a command inert and read the same.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { activeCommands, CI_HOSTILE } from '../fixtures/report/ci-hostile-strings.js';
import { makeLargeReport, makeReport } from '../fixtures/report/make-report.js';
import { fillUntrusted } from '../fixtures/report/untrusted.js';
import { cliEnv, runCliBundle } from './e2e-support.js';

/** Each hostile string after a line break, so a line-start command really starts a line. */
const CORPUS = Object.values(CI_HOSTILE)
  .flat()
  .map(([, s]) => `\n${s}\nafter`);

const dir = mkdtempSync(join(tmpdir(), 'pg-report-stdout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let k = 0;
const hostile = fillUntrusted(makeLargeReport(6, 20), () => CORPUS[k++ % CORPUS.length] as string);
const input = join(dir, 'hostile.json');
writeFileSync(input, renderJson(hostile));

/** The escapes documentForLog adds, taken out again. */
const undoXml = (s: string) =>
  s
    .replace(/&#58;/g, ':')
    .replace(/&#35;/g, '#')
    .replace(/&#x([0-9a-f]+);/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));

async function both(format: string): Promise<{ stdout: string; file: string }> {
  const out = join(dir, `out.${format}`);
  const printed = await runCliBundle(
    ['report', '--input', input, '--format', format],
    cliEnv(),
    dir,
  );
  const written = await runCliBundle(
    ['report', '--input', input, '--format', format, '--out', out],
    cliEnv(),
    dir,
  );
  expect(printed.code).toBe(0);
  expect(written.code).toBe(0);
  return { stdout: printed.stdout, file: readFileSync(out, 'utf8') };
}

describe('the built CLI prints reports that no CI reads as commands', () => {
  it.each(['json', 'sarif', 'codequality'])(
    '%s: inert on stdout, the same JSON value',
    async (f) => {
      const { stdout, file } = await both(f);
      // Code Quality's descriptions are cleaned when rendered: nothing to make inert there.
      if (f !== 'codequality') expect(activeCommands(file).length).toBeGreaterThan(0);
      expect(activeCommands(stdout)).toEqual([]);
      expect(JSON.parse(stdout)).toEqual(JSON.parse(file));
    },
  );

  it('junit: inert on stdout, the same XML once its character references are read', async () => {
    const { stdout, file } = await both('junit');
    expect(activeCommands(file).length).toBeGreaterThan(0);
    expect(activeCommands(stdout)).toEqual([]);
    expect(undoXml(stdout)).toBe(file);
  });

  it.each(['md', 'summary', 'comment'])('%s: inert on stdout, only escapes added', async (f) => {
    const { stdout, file } = await both(f);
    expect(activeCommands(file).length).toBeGreaterThan(0);
    expect(activeCommands(stdout)).toEqual([]);
    const unescaped = stdout
      .replace(/^(\s*)\\::/gm, '$1::')
      .replace(/##(vso|teamcity)?\\\[/gi, (_m, kind: string | undefined) => `##${kind ?? ''}[`);
    expect(unescaped).toBe(file);
  });

  it('merge --comment: inert on stdout', async () => {
    const second = join(dir, 'second.json');
    writeFileSync(
      second,
      renderJson(fillUntrusted(makeReport(), () => CORPUS[k++ % CORPUS.length] as string)),
    );
    const r = await runCliBundle(
      ['merge', input, second, '--out', join(dir, 'merged'), '--comment'],
      cliEnv(),
      dir,
    );
    expect(r.stdout.length).toBeGreaterThan(100);
    expect(activeCommands(r.stdout)).toEqual([]);
  });
});
