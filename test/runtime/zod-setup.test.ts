/**
 * zod runs without compiling parsers at run time (issue 14): the setup module, imported first
 * by every entry point, turns zod's JIT off before any schema is built, and gives zod/mini the
 * English messages zod itself sets. The Action's way to its first request is built with
 * zod/mini only: zod's chaining layer is loaded once the run exists (issue 14: start-up).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/runtime/zod-setup.js';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { DIST, DIST_ROOT } from '../support/dist.js';

/** How many functions `run` made with `new Function`. */
function functionsMade(run: () => void): number {
  const real = globalThis.Function;
  let made = 0;
  globalThis.Function = new Proxy(real, {
    construct(target, args) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = real;
  }
  return made;
}

/** Invalid for the schema of the English-messages test: two issues. */
const DATA = { id: 'seven', tags: [1] };

/** Where a bundle defines zod's schema base class of either API. */
const CLASSIC_BASE = /\("ZodType", \(inst, def\)/;
const MINI_BASE = /\("ZodMiniType", \(inst, def\)/;

describe('zod setup', () => {
  it('parses an object schema without new Function (zod and zod/mini)', () => {
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
    const mini = zm.object({ id: zm.number(), name: zm.string(), tags: zm.array(zm.string()) });
    const made = functionsMade(() => {
      for (let i = 0; i < 3; i += 1) {
        schema.parse({ id: i, name: 'a', tags: ['x'] });
        mini.parse({ id: i, name: 'a', tags: ['x'] });
      }
    });
    expect(made).toBe(0);
  });

  it('gives zod/mini the same English messages as zod', () => {
    // In a process of its own: here zod has built schemas, and the first one sets its messages.
    const script = `await import('./src/runtime/zod-setup.ts');
      const zm = await import('zod/mini');
      const r = zm.safeParse(zm.object({ id: zm.number(), tags: zm.array(zm.string()) }), ${JSON.stringify(DATA)});
      console.log(JSON.stringify(r.error.issues.map((i) => i.message)));`;
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    );
    const full = z.object({ id: z.number(), tags: z.array(z.string()) }).safeParse(DATA);
    expect(JSON.parse(out)).toEqual(full.error?.issues.map((i) => i.message));
    expect(JSON.parse(out)[0]).toMatch(/expected number, received string/);
  });

  it.each(['src/index.ts', 'src/post.ts', 'src/cli.ts'])(
    '%s imports it before anything else',
    (entry) => {
      const imports = readFileSync(entry, 'utf8').match(/^import .*$/gm) ?? [];
      expect(imports[0]).toBe("import './runtime/zod-setup.js';");
    },
  );

  it("keeps zod's chaining layer out of the Action's main bundle (only its chunks load it)", () => {
    expect(readFileSync(DIST.main, 'utf8')).toMatch(MINI_BASE);
    expect(readFileSync(DIST.main, 'utf8')).not.toMatch(CLASSIC_BASE);
    const chunks = readdirSync(DIST_ROOT).filter((f) => /^\d+\.index\.js$/.test(f));
    const classic = chunks.filter((f) =>
      CLASSIC_BASE.test(readFileSync(join(DIST_ROOT, f), 'utf8')),
    );
    expect(classic.length).toBeGreaterThan(0);
  });
});
