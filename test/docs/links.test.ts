/** Every relative link of the README and docs/ reaches a file, and an anchor a heading of it. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const docs = [
  'README.md',
  ...readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];

/** Markdown without its code blocks and code spans, where a `](` is not a link. */
const prose = (text: string): string =>
  text
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/^( {4}|\t).*$/gm, '')
    .replace(/`[^`\n]*`/g, '');

/** GitHub's anchors of a document's headings, with -1, -2 for repeated ones. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm)) {
    const slug = (m[1] as string)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

describe('links between the docs', () => {
  it('reach files that exist and headings that exist', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const doc of docs) {
      for (const m of prose(readFileSync(doc, 'utf8')).matchAll(
        /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
      )) {
        const target = m[1] as string;
        if (/^[a-z]+:/i.test(target)) continue;
        checked++;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? doc : normalize(join(dirname(doc), path));
        if (!existsSync(file)) {
          bad.push(`${doc}: ${target}: no such file`);
          continue;
        }
        if (anchor === undefined || statSync(file).isDirectory()) continue;
        if (!file.endsWith('.md')) continue;
        if (!anchors(file).has(anchor)) bad.push(`${doc}: ${target}: no such heading`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });
});
