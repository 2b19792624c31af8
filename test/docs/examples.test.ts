import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_NAMES } from '../../src/config/inputs.js';

/** YAML files under examples/ and the yaml blocks of the README. */
function yamlDocs(): { name: string; text: string }[] {
  const docs: { name: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(e.name)) docs.push({ name: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk('examples');
  const readme = readFileSync('README.md', 'utf8');
  let i = 0;
  for (const m of readme.matchAll(/```yaml\n([\s\S]*?)```/g))
    docs.push({ name: `README.md yaml block ${++i}`, text: m[1] as string });
  return docs;
}

/** Every `with:` block of a step that uses probe-gate. */
function probeGateSteps(
  node: unknown,
  out: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((n) => probeGateSteps(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.uses === 'string' && o.uses.startsWith('probe-gate/probe-gate') && o.with)
      out.push(o.with as Record<string, unknown>);
    Object.values(o).forEach((v) => probeGateSteps(v, out));
  }
  return out;
}

describe('examples and README YAML', () => {
  const docs = yamlDocs();
  it('installs the CLI from something that exists today (a git URL or a tarball), never an unpublished npm name', () => {
    for (const d of docs) expect(d.text, d.name).not.toMatch(/npx[^\n]*\sprobe-gate@/);
  });
  it('finds the examples', () => {
    expect(docs.length).toBeGreaterThanOrEqual(10);
  });
  it.each(docs.map((d) => [d.name, d.text]))(
    '%s parses and uses only real inputs and flags',
    (_name, text) => {
      const doc = parse(text as string);
      expect(doc).toBeTruthy();
      for (const w of probeGateSteps(doc)) {
        for (const key of Object.keys(w))
          expect(INPUT_NAMES, `unknown input ${key}`).toContain(key);
      }
      // CLI invocations: every --flag of `probe-gate scan` is an input name or a CLI-only flag.
      const cliOnly = ['config', 'json', 'quiet', 'debug', 'outputs-file'];
      for (const m of (text as string).matchAll(
        /probe-gate(?:[@#][\w.]+)? scan([^\n]*(?:\n\s+--[^\n]*)*)/g,
      )) {
        for (const f of (m[1] as string).matchAll(/--([a-z-]+)/g))
          expect([...INPUT_NAMES, ...cliOnly], `unknown flag --${f[1]}`).toContain(f[1]);
      }
    },
  );
});
