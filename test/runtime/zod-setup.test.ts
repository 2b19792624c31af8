/**
 * zod runs without compiling parsers at run time (issue 14): the setup module, imported first
 * by every entry point, turns zod's JIT off before any schema is built.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/runtime/zod-setup.js';
import { z } from 'zod';

describe('zod setup', () => {
  it('parses an object schema without new Function', () => {
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
    const real = globalThis.Function;
    let made = 0;
    globalThis.Function = new Proxy(real, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) schema.parse({ id: i, name: 'a', tags: ['x'] });
    } finally {
      globalThis.Function = real;
    }
    expect(made).toBe(0);
  });

  it.each(['src/index.ts', 'src/post.ts', 'src/cli.ts'])(
    '%s imports it before anything else',
    (entry) => {
      const imports = readFileSync(entry, 'utf8').match(/^import .*$/gm) ?? [];
      expect(imports[0]).toBe("import './runtime/zod-setup.js';");
    },
  );
});
