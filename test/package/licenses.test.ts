/**
 * Every bundle carries a licence notice naming each package it holds (scripts/licenses.mjs,
 * written by the build): the packages the source imports at run time are all named, each with
 * its version, licence and licence text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without types
import * as licences from '../../scripts/licenses.mjs';
import { DIST_ROOT } from '../support/dist.js';

const { bundledPackageDirs, SEPARATOR } = licences as {
  bundledPackageDirs: (stats: unknown) => string[];
  SEPARATOR: string;
};

const BUNDLES = ['', 'post', 'cli'].map((d) => join(DIST_ROOT, d));

/** Packages the source imports at run time (type-only imports are not bundled). */
function runtimeImports(dir = 'src'): Set<string> {
  const out = new Set<string>();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) for (const p of runtimeImports(path)) out.add(p);
    else if (e.name.endsWith('.ts')) {
      const text = readFileSync(path, 'utf8');
      const specs = [
        ...text.matchAll(/^import (?!type )[^;]*?from '([^'.][^']*)'/gms),
        ...text.matchAll(/import\('([^'.][^']*)'\)/g),
      ].map((m) => m[1] as string);
      for (const s of specs) {
        if (s.startsWith('node:')) continue;
        const parts = s.split('/');
        out.add(s.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
      }
    }
  }
  return out;
}

/** Packages a licenses.txt names ("name version" heading lines), by name@version. */
function named(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of text.split(`\n\n${SEPARATOR}\n\n`).slice(1)) {
    const [head, licence] = block.split('\n');
    const m = /^((?:@[\w.-]+\/)?[\w.-]+) (\d+\.\d+\.\d+\S*)$/.exec(head ?? '');
    expect(m, head).not.toBeNull();
    if (m) out.set(`${m[1]}@${m[2]}`, licence ?? '');
  }
  return out;
}

describe('licence notices', () => {
  it('finds each package once from webpack stats, nested and scoped ones too, not loaders', () => {
    const stats = {
      modules: [
        { name: './node_modules/zod/v4/index.js' },
        { name: './node_modules/@hono/node-server/dist/index.mjs + 3 modules' },
        { name: './node_modules/a/node_modules/b/x.js', modules: [{ name: './src/cli.ts' }] },
      ],
      chunks: [
        {
          modules: [
            {
              identifier: '/r/node_modules/@vercel/ncc/dist/ncc/loaders/ts.js!/r/src/x.ts',
              name: './src/x.ts',
            },
            { name: './node_modules/zod/v4/core.js' },
          ],
        },
      ],
    };
    expect(bundledPackageDirs(stats).sort()).toEqual([
      'node_modules/@hono/node-server',
      'node_modules/a/node_modules/b',
      'node_modules/zod',
    ]);
  });

  it.skipIf(!existsSync(join(DIST_ROOT, 'cli', 'index.js')))(
    'every bundle has one, and together they name every package the source imports',
    () => {
      const all = new Map<string, string>();
      for (const dir of BUNDLES) {
        const text = readFileSync(join(dir, 'licenses.txt'), 'utf8');
        const here = named(text);
        expect(text.split('\n')[0]).toBe(
          `Third-party software in this bundle (${here.size} packages): name and version, licence, licence text.`,
        );
        for (const [name, licence] of here) all.set(name, licence);
      }
      const names = new Set([...all.keys()].map((k) => k.slice(0, k.lastIndexOf('@'))));
      const missing = [...runtimeImports()].filter((p) => !names.has(p));
      expect(missing).toEqual([]);
      for (const [name, licence] of all) expect(licence, name).toMatch(/\S/);
      // The CLI's own, named in the issue that found ncc's notice short.
      const cli = [...named(readFileSync(join(DIST_ROOT, 'cli', 'licenses.txt'), 'utf8')).keys()];
      for (const p of ['commander', 'undici', 'zod', 'hono', '@hono/node-server', 'csv-parse'])
        expect(
          cli.some((k) => k.startsWith(`${p}@`)),
          p,
        ).toBe(true);
    },
  );
});
