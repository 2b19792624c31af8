/**
 * The house limits of src/ that ESLint cannot hold (docs/internal-contracts.md): folders stay
 * small enough to read, no module imports itself back through others (madge, dynamic imports
 * included), every reliability rule a comment cites is defined in docs/, and only the writer
 * knows that a report's part can be made ahead, in a scratch file or a worker. File and
 * function sizes are ESLint rules (eslint.config.js, test/lint/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const SRC = 'src';
/** The one writer (docs/internal-contracts.md). */
const WRITER = join(SRC, 'report', 'write');
/** Words of rendering ahead: a part made before the end, kept in a scratch file, a worker's. */
const AHEAD_WORDS = /\b(?:render(?:ing|ed)? ahead|made ahead|scratch|worker(?:_threads)?)\b/i;
const MAX_FILES_PER_FOLDER = 15;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC);

describe('the structure of src/', () => {
  it(`has no folder holding more than ${MAX_FILES_PER_FOLDER} source files directly`, () => {
    const perFolder = new Map<string, number>();
    for (const f of files) {
      const dir = relative('.', join(f, '..'));
      perFolder.set(dir, (perFolder.get(dir) ?? 0) + 1);
    }
    const crowded = [...perFolder].filter(([, n]) => n > MAX_FILES_PER_FOLDER);
    expect(crowded).toEqual([]);
  });

  it('has no import cycle', async () => {
    const graph = await madge(SRC, {
      fileExtensions: ['ts'],
      tsConfig: 'tsconfig.json',
      detectiveOptions: { ts: { skipTypeImports: true } },
    });
    // Every file was read: a cycle cannot hide behind an import madge failed to resolve.
    expect(Object.keys(graph.obj())).toHaveLength(files.length);
    expect(graph.circular()).toEqual([]);
  });

  it('defines in docs/ every reliability rule (R<n>) that src/ cites', () => {
    const docs = readdirSync('docs')
      .filter((n) => n.endsWith('.md'))
      .map((n) => readFileSync(join('docs', n), 'utf8'))
      .join('\n');
    const defined = new Set([...docs.matchAll(/(?:\*\*|^#+ )(R\d+)\b/gm)].map((m) => m[1]));
    const cited = new Set(
      files.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/\bR(\d{1,2})\b/g)].map((m) => `R${m[1]}`),
      ),
    );
    expect([...cited].filter((r) => !defined.has(r))).toEqual([]);
    // The check can fail: the docs define the rules the code cites most.
    expect(defined.has('R9')).toBe(true);
  });

  it('mentions rendering ahead, scratch files and workers only in the writer', () => {
    const outside = files.filter((f) => !f.startsWith(`${WRITER}/`));
    const mentions = outside.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (AHEAD_WORDS.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(mentions).toEqual([]);
    // The check can fail: the writer itself is full of them.
    expect(
      files.some((f) => f.startsWith(`${WRITER}/`) && AHEAD_WORDS.test(readFileSync(f, 'utf8'))),
    ).toBe(true);
  });
});
