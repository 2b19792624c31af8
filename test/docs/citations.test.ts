/**
 * What a comment in src/ cites is in the repository: no tracker numbers; every section of the
 * platform API a comment cites is a heading of docs/platform.md, named at the comment's first
 * citation ("(docs/platform.md 4.15)", later ones read in its context: "(4.17)"); every rule
 * R1..R29 a comment cites is a heading of docs/reliability.md. scripts/fix-comment-citations.mjs
 * rewrites comments into this form.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Comment {
  file: string;
  line: number;
  text: string;
}

function* tsFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* tsFiles(p);
    else if (e.name.endsWith('.ts')) yield p;
  }
}

const isJsDoc = (n: ts.Node): boolean =>
  n.kind >= ts.SyntaxKind.FirstJSDocNode && n.kind <= ts.SyntaxKind.LastJSDocNode;

/** The comments of a file, consecutive `//` lines joined into one. */
function comments(file: string): Comment[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const ranges = new Map<number, ts.CommentRange>();
  const add = (rs: ts.CommentRange[] | undefined): void => {
    for (const r of rs ?? []) ranges.set(r.pos, r);
  };
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(sf);
    if (children.length === 0) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const c of children) if (!isJsDoc(c)) visit(c);
  };
  visit(sf);
  const out: (Comment & { start: number; end: number; single: boolean })[] = [];
  for (const r of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const single = r.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const last = out.at(-1);
    if (last?.single && single && /^[ \t]*\n[ \t]*$/.test(text.slice(last.end, r.pos))) {
      last.text = text.slice(last.start, r.end);
      last.end = r.end;
      continue;
    }
    const line = text.slice(0, r.pos).split('\n').length;
    out.push({ file, line, text: text.slice(r.pos, r.end), start: r.pos, end: r.end, single });
  }
  return out;
}

const all = [...tsFiles('src')].flatMap(comments);

/** Headings of a document, as written after the #s. */
const headings = (doc: string): string[] =>
  [...readFileSync(doc, 'utf8').matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*$/gm)].map((m) => m[1] as string);

const platformSections = new Set(
  headings('docs/platform.md').flatMap((h) => /^(\d+(?:\.\d+)?)\b/.exec(h)?.[1] ?? []),
);
const platformTitles = new Set(headings('docs/platform.md'));
const rules = new Set(
  headings('docs/reliability.md').flatMap((h) => /^(R\d{1,2})\b/.exec(h)?.[1] ?? []),
);

/** A space of a sentence, which may cross a comment's line break. */
const S = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*)`;
const ONE = String.raw`(?:[24]\.[1-9]\d?(?!\d|\.\d)|section[ \t]+[1-9](?![\d.]))`;
const JOIN = String.raw`(?:[ \t]?[-\/+][ \t]?|,${S}|${S}and${S}|${S}\/${S})`;
/** A group of sections cited together: `4.15`, `4.18, 4.19`, `4.10-4.14`, `2.12, section 7`. */
const GROUP = new RegExp(String.raw`(?<![\w.\/-])${ONE}(?:${JOIN}${ONE})*`, 'g');
/** A number followed by a unit is a measurement (`2.0-2.7 ms`), not a section. */
const UNIT = /^[ \t]?(?:ms|s|µs|us|MB|KB|GB|x|%|times|seconds)\b|^[–%]/;
const PLATFORM = 'docs/platform.md';

/** The spec-section citations of a comment, code spans and measurements left out. */
function citations(text: string): { index: number; group: string }[] {
  const out: { index: number; group: string }[] = [];
  for (const m of text.matchAll(GROUP)) {
    if (UNIT.test(text.slice(m.index + m[0].length))) continue;
    if ((text.slice(0, m.index).match(/`/g) ?? []).length % 2 === 1) continue;
    out.push({ index: m.index, group: m[0] });
  }
  return out;
}

const where = (c: Comment, what: string): string => `${c.file}:${c.line}: ${what}`;

describe('citations in the comments of src/', () => {
  it('finds the comments (the scan itself works)', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some((c) => c.text.includes('R21'))).toBe(true);
  });

  it('cite no tracker numbers', () => {
    const bad = all.flatMap((c) =>
      [...c.text.matchAll(new RegExp(String.raw`\b[Ii]ssues?${S}#?\d+`, 'g'))].map((m) =>
        where(c, m[0]),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('cite spec sections that are headings of docs/platform.md, naming it first', () => {
    expect(platformSections.size).toBeGreaterThan(30);
    const bad: string[] = [];
    for (const c of all) {
      const named = c.text.indexOf(PLATFORM);
      for (const { index, group } of citations(c.text)) {
        if (named === -1 || named > index)
          bad.push(where(c, `${group}: does not name ${PLATFORM}`));
        for (const m of group.matchAll(/([24]\.[1-9]\d?)|section[ \t]+([1-9])/g)) {
          const n = (m[1] ?? m[2]) as string;
          if (!platformSections.has(n)) bad.push(where(c, `${n}: no such heading in ${PLATFORM}`));
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('cite rules R1..R29 that are headings of docs/reliability.md', () => {
    expect(rules.size).toBeGreaterThanOrEqual(29);
    const bad = all.flatMap((c) =>
      [...c.text.matchAll(/\bR\d{1,2}\b/g)].flatMap((m) =>
        rules.has(m[0]) ? [] : [where(c, `${m[0]}: no such heading in docs/reliability.md`)],
      ),
    );
    expect(bad).toEqual([]);
  });

  it('cite only documents the repository holds, and their headings by name', () => {
    const bad: string[] = [];
    for (const c of all) {
      for (const m of c.text.matchAll(
        /\b(?:platform-api|vendor-notes|RELIABILITY|DESIGN|STYLE)\.md\b/g,
      ))
        bad.push(where(c, `${m[0]} is not in the repository`));
      for (const m of c.text.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
        if (!existsSync(m[0])) bad.push(where(c, `${m[0]} does not exist`));
      for (const m of c.text.matchAll(
        /docs\/platform\.md,? (?:section \d, )?(?:[^"().\n]*? )?"([^"]+)"/g,
      ))
        if (!platformTitles.has(m[1] as string))
          bad.push(where(c, `"${m[1]}": no such heading in ${PLATFORM}`));
    }
    expect(bad).toEqual([]);
  });
});
