/**
 * The house limits and the arrows of docs/internal-contracts.md are ESLint rules
 * (eslint.config.js): each family fires on a deliberate violation written into src/, and stays
 * quiet on what is allowed.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: resolve('.') });
});

/** The ids of the rules that fire on `code` as if it were the file `path` of this repository. */
async function rulesFiring(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** A function of `lines` lines, counted as ESLint counts them (its first and last included). */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  n += ${i};`);
  return ['export function long(): number {', '  let n = 0;', ...body, '  return n;', '}', ''].join(
    '\n',
  );
}

describe('ESLint holds the house limits', () => {
  it('fails a function over 60 lines, and passes one of 60', async () => {
    expect(await rulesFiring(functionOf(61), 'src/cli/example.ts')).toContain(
      'max-lines-per-function',
    );
    expect(await rulesFiring(functionOf(60), 'src/cli/example.ts')).toEqual([]);
  });

  it('fails a file over 400 lines of code', async () => {
    const code = Array.from({ length: 401 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await rulesFiring(code, 'src/config/example.ts')).toContain('max-lines');
  });
});

describe('ESLint holds the arrows between the layers', () => {
  it('fails a step of the scan that imports runtime (static or import()), or the engine', async () => {
    const path = 'src/scan/run/example.ts';
    expect(await rulesFiring("import '../../runtime/x.js';\n", path)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesFiring("import '../engine.js';\n", path)).toEqual(['no-restricted-imports']);
    const late = "export const r = () => import('../../runtime/x.js');\n";
    expect(await rulesFiring(late, path)).toEqual(['no-restricted-syntax']);
    expect(
      await rulesFiring("import '../../api/index.js';\nimport '../budget.js';\n", path),
    ).toEqual([]);
  });

  it('fails a report file that imports the scan, and passes one that imports compliance', async () => {
    expect(await rulesFiring("import '../scan/engine.js';\n", 'src/report/example.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const nested = 'src/report/markdown/example.ts';
    expect(await rulesFiring("import '../../scan/deps.js';\n", nested)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesFiring("import '../../compliance/map.js';\n", nested)).toEqual([]);
  });

  it('fails compliance importing the report, its schema included', async () => {
    const path = 'src/compliance/example.ts';
    for (const to of ['../report/model.js', '../report/schema/baseline.js'])
      expect(await rulesFiring(`import '${to}';\n`, path)).toEqual(['no-restricted-imports']);
    expect(await rulesFiring("import './schema.js';\n", path)).toEqual([]);
  });

  it('fails the sandbox importing anything of the tool but the api', async () => {
    const path = 'src/sandbox/routes/example.ts';
    expect(await rulesFiring("import '../../config/config.js';\n", path)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesFiring("import '../../api/dataset-csv.js';\n", path)).toEqual([]);
  });
});
