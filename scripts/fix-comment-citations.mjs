#!/usr/bin/env node
/**
 * Rewrites the comments of src/**\/*.ts so that they cite only what the repository holds:
 *
 * - tracker-number citations ("(issue 14)", "(issue 14: start-up)", "(..., issue 15)") are
 *   removed, keeping the rest of the sentence;
 * - the platform API description, the vendor notes and the reliability rules are cited as the
 *   documents that hold them in docs/ (docs/platform.md, docs/reliability.md);
 * - the first spec-section citation of a comment ("(4.15)", "2.1 Target", "4.10-4.14") names
 *   docs/platform.md ("(docs/platform.md 4.15)"); later citations in the same comment read in
 *   its context.
 *
 * Only comment text changes: every file's tokens are compared before and after, and a file
 * whose code would change is left alone with an error. Idempotent: a second run changes
 * nothing. `--check` reports what would change and writes nothing.
 *
 *   node scripts/fix-comment-citations.mjs [--check] [DIR...]   (default DIR: src)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One "space" of a sentence, which may cross a line break of a comment (` * ` or `// `). */
const S = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*)`;
/** An issue number: `issue 14`, `issues 14/15`, `issue #14`. */
const ISSUE = String.raw`[Ii]ssues?${S}#?\d+(?:\/\d+)*`;

/** Tracker citations anywhere in a comment (counted, and must be 0 after the rewrite). */
export const TRACKER = new RegExp(String.raw`\b${ISSUE}`, 'g');

/**
 * A spec section as src cites it: 2.1-2.12 (resources) and 4.1-4.20 (endpoints), not a
 * version (`2.1.0`), a decimal of a measurement (`2.0-2.7 ms`) or part of a longer number.
 */
const REF = String.raw`[24]\.[1-9]\d?(?!\d|\.\d)`;
const SECTION = String.raw`section[ \t]+[1-9](?![\d.])`;
const ONE = String.raw`(?:${REF}|${SECTION})`;
const JOIN = String.raw`(?:[ \t]?[-\/+][ \t]?|,${S}|${S}and${S}|${S}\/${S})`;
/** One or more sections cited together: `4.18, 4.19`, `4.10-4.14`, `2.11, 2.12, section 7`. */
export const GROUP = new RegExp(String.raw`(?<![\w.\/-])${ONE}(?:${JOIN}${ONE})*`, 'g');
/** What follows a number that is a measurement, not a section. */
const UNIT = /^[ \t]?(?:ms|s|µs|us|MB|KB|GB|x|%|times|seconds)\b/;

/** The document that holds the platform's API as probe-gate uses it. */
export const PLATFORM_DOC = 'docs/platform.md';

/** Rewrites in order; each pattern no longer matches its own output (idempotent). */
const REWRITES = [
  // ---- tracker numbers
  // "(the verdict issue 15 adds)" / "(issue 15 adds `gate-on: bound`)": history, dropped.
  [new RegExp(String.raw`[;,]${S}[^;,()]*?\b${ISSUE}${S}adds(?=\))`, 'g'), ''],
  [new RegExp(String.raw`${S}?\(${ISSUE}${S}adds\b[^)]*\)`, 'g'), ''],
  // "(issue 14)" alone: the parenthesis goes, with the space (or line break) before it.
  [new RegExp(String.raw`${S}?\(${ISSUE}\)`, 'g'), ''],
  // "(issue 14: start-up)", "(issue 15, `min-samples`)": the rest of the parenthesis stays.
  [new RegExp(String.raw`\(${ISSUE}[:,;]${S}`, 'g'), '('],
  // "(src/render-worker.ts, issue 14)", "(as the writes are: issue 14)".
  [new RegExp(String.raw`[,;:]${S}${ISSUE}(?=\))`, 'g'), ''],
  // "(about 30 MB for its heap, issue 14: peak RSS)": the issue's aspect goes with it.
  [new RegExp(String.raw`[,;]${S}${ISSUE}:[^()]*(?=\))`, 'g'), ''],
  // "Targets of issue 14: polls ..." -> "Targets: polls ...".
  [new RegExp(String.raw`${S}of${S}${ISSUE}(?=[:;,.)])`, 'g'), ''],
  // Any other form is left for a person and listed (see main).
  // ---- round logs of the old performance document (the rounds are in git history)
  [/(docs\/performance\.md),?[ \t]*"[^"\n]*round"/g, '$1'],
  // ---- documents that are not in the repository -> the ones in docs/
  [
    new RegExp(
      String.raw`\(platform-api\.md${S}section 3,${S}vendor-notes\.md${S}"Status words"\)`,
      'g',
    ),
    '(docs/platform.md, section 3 and "Status words")',
  ],
  [
    new RegExp(
      String.raw`\(spec${S}section${S}3${S}plus${S}PENDING${S}for${S}"queued",${S}vendor-notes\.md\)`,
      'g',
    ),
    '(docs/platform.md, section 3 and "Status words": PENDING is "queued")',
  ],
  [new RegExp(String.raw`(endpoint)${S}(?:of|from)${S}vendor-notes\.md`, 'g'), '$1'],
  [/\bspec\/platform-api\.md\b/g, PLATFORM_DOC],
  [/(?<![\w/])platform-api\.md\b/g, PLATFORM_DOC],
  [/(?<![\w/])vendor-notes\.md\b/g, PLATFORM_DOC],
  [/\bvendor notes\b/g, PLATFORM_DOC],
  [new RegExp(String.raw`\bspec${S}(?=section${S}[1-9]|[24]\.[1-9])`, 'g'), `${PLATFORM_DOC} `],
  [/(?<![\w/])RELIABILITY\.md\b/g, 'docs/reliability.md'],
  [/\(STYLE\.md 4\)/g, `(${PLATFORM_DOC}, "Tolerant reading")`],
  [/(?<![\w/])DESIGN\.md "Action outputs"/g, 'README.md "Outputs"'],
  [/Exit codes of DESIGN\.md:/g, 'Exit codes of the README:'],
];

/** Spec-section citation groups of a comment that are not measurements or code. */
export function citationGroups(text) {
  const out = [];
  for (const m of text.matchAll(GROUP)) {
    const after = text.slice(m.index + m[0].length);
    if (UNIT.test(after) || /^[–%]/.test(after)) continue;
    // Inside a code span (`9.3% (95% CI 4.1–16.2%)`): an example, not a citation.
    if ((text.slice(0, m.index).match(/`/g) ?? []).length % 2 === 1) continue;
    out.push({ index: m.index, text: m[0] });
  }
  return out;
}

/** Citation groups not preceded, in their comment, by a mention of docs/platform.md. */
export function unresolvedGroups(text) {
  const first = text.indexOf(PLATFORM_DOC);
  return citationGroups(text).filter((g) => first === -1 || g.index < first);
}

/** The comment with its first uncovered spec citation naming docs/platform.md. */
function citePlatform(text) {
  const [g] = unresolvedGroups(text);
  if (g === undefined) return text;
  const before = text.slice(0, g.index);
  const after = text.slice(g.index + g.text.length);
  // "/** 4.1 Creates a target. ..." -> "/** Creates a target (docs/platform.md 4.1). ..."
  const lead = /^\/\*\*?(?:[ \t]*\n[ \t]*\*)?[ \t]*$/.test(before) && /^ [A-Z]/.test(after);
  if (lead) {
    const rest = after.slice(1);
    const end = sentenceEnd(rest);
    const head = rest.slice(0, end);
    // "Reads a target's scores (from ...)." -> "(from ...; docs/platform.md 4.6)."
    if (end > 0 && head.endsWith(')'))
      return `${before}${head.slice(0, -1)}; ${PLATFORM_DOC} ${g.text})${rest.slice(end)}`;
    if (end > 0) return `${before}${head} (${PLATFORM_DOC} ${g.text})${rest.slice(end)}`;
  }
  // A section divider "// ----- 2.1 Target": the dashes make room.
  const divider = /^(\/\/ -+) $/.exec(before);
  if (divider) {
    const dashes = Math.max(3, divider[1].length - 3 - PLATFORM_DOC.length - 1);
    return `// ${'-'.repeat(dashes)} ${PLATFORM_DOC} ${g.text}${after}`;
  }
  return `${before}${PLATFORM_DOC} ${g.text}${after}`;
}

/** Where the first sentence of `text` ends (its `.`, `;` or `:`), outside parentheses and code; -1 if it does not. */
function sentenceEnd(text) {
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (code) continue;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '\n' && /^\n[ \t]*\*?[ \t]*(?:\n|$)/.test(text.slice(i))) return -1;
    else if (depth === 0 && '.;:'.includes(c) && /\s/.test(text[i + 1] ?? ' ')) return i;
  }
  return -1;
}

/** Every comment of a file as [start, end) ranges, consecutive `//` lines grouped as one. */
export function commentBlocks(text, fileName = 'x.ts') {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, r);
  };
  const visit = (node) => {
    const children = node.getChildren(sf);
    if (children.length === 0) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
      return;
    }
    for (const c of children) if (!isJsDoc(c)) visit(c);
  };
  visit(sf);
  const ranges = [...seen.values()].sort((a, b) => a.pos - b.pos);
  const blocks = [];
  for (const r of ranges) {
    const last = blocks.at(-1);
    const line = r.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    if (last?.line && line && /^[ \t]*\n[ \t]*$/.test(text.slice(last.end, r.pos))) {
      last.end = r.end;
    } else blocks.push({ start: r.pos, end: r.end, line });
  }
  return blocks;
}

const isJsDoc = (n) =>
  n.kind >= ts.SyntaxKind.FirstJSDocNode && n.kind <= ts.SyntaxKind.LastJSDocNode;

/** The file's code tokens (kind and text), comments and whitespace left out. */
function tokens(text, fileName) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out = [];
  const visit = (node) => {
    const children = node.getChildren(sf);
    if (children.length === 0) out.push(`${node.kind}:${node.getText(sf)}`);
    for (const c of children) if (!isJsDoc(c)) visit(c);
  };
  visit(sf);
  return out;
}

/** A comment line that continues a paragraph: prefix, then words (not a list item or a tag). */
const CONTINUATION = /^([ \t]*(?:\*|\/\/) )(?![-*@]|\d+\. |\s)/;

/**
 * Moves the words past column `width` of a comment's lines onto the next line of the same
 * paragraph, or onto a new line with the same prefix when the paragraph ends there. A one-line
 * JSDoc that is too long becomes a three-line one first.
 */
function rewrap(block, firstColumn, indent, width = 100) {
  const one = /^\/\*\*[ \t]+(.*?)[ \t]*\*\/$/.exec(block);
  if (one && indent !== null && firstColumn + block.length > width)
    block = `/**\n${indent} * ${one[1]}\n${indent} */`;
  const lines = block.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const col = i === 0 ? firstColumn : 0;
    if (col + lines[i].length <= width) continue;
    const own =
      CONTINUATION.exec(lines[i]) ??
      (i === 0 && indent !== null && block.startsWith('//') ? ['', '// '] : null);
    if (own === null || /\*\/\s*$/.test(lines[i])) continue;
    const cut = lines[i].lastIndexOf(' ', width - col);
    if (cut <= own[1].length) continue;
    const moved = lines[i].slice(cut + 1);
    lines[i] = lines[i].slice(0, cut);
    const next = lines[i + 1];
    const cont = next === undefined ? null : CONTINUATION.exec(next);
    if (cont) lines[i + 1] = `${cont[1]}${moved} ${next.slice(cont[1].length)}`;
    else {
      const p = i === 0 ? `${indent}// ` : own[1];
      lines.splice(i + 1, 0, `${p}${moved}`);
    }
  }
  return lines.join('\n');
}

/** The file's text with its comments rewritten. */
export function rewriteFile(text, fileName = 'x.ts') {
  let out = '';
  let at = 0;
  for (const b of commentBlocks(text, fileName)) {
    const original = text.slice(b.start, b.end);
    let block = original;
    for (const [re, to] of REWRITES) block = block.replace(re, to);
    block = citePlatform(block);
    if (block !== original) {
      const lineStart = text.lastIndexOf('\n', b.start - 1) + 1;
      const lead = text.slice(lineStart, b.start);
      block = rewrap(block, b.start - lineStart, /^[ \t]*$/.test(lead) ? lead : null);
    }
    out += text.slice(at, b.start) + block;
    at = b.end;
  }
  return out + text.slice(at);
}

/** What the citation test checks, over a file's comments: counts, and where each one is. */
export function countCitations(text, fileName = 'x.ts') {
  let tracker = 0;
  let unresolved = 0;
  const where = [];
  const line = (at) => text.slice(0, at).split('\n').length;
  for (const b of commentBlocks(text, fileName)) {
    const c = text.slice(b.start, b.end);
    for (const m of c.matchAll(TRACKER)) {
      tracker++;
      where.push(`${fileName}:${line(b.start + m.index)}: ${m[0].replace(/\s+/g, ' ')}`);
    }
    for (const g of unresolvedGroups(c)) {
      unresolved++;
      where.push(`${fileName}:${line(b.start + g.index)}: ${g.text} (not naming ${PLATFORM_DOC})`);
    }
  }
  return { tracker, unresolved, where };
}

function* tsFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* tsFiles(p);
    else if (p.endsWith('.ts')) yield p;
  }
}

function main(argv) {
  const check = argv.includes('--check');
  const dirs = argv.filter((a) => !a.startsWith('--'));
  const before = { tracker: 0, unresolved: 0 };
  const after = { tracker: 0, unresolved: 0 };
  let changed = 0;
  let refused = 0;
  for (const dir of dirs.length > 0 ? dirs : ['src']) {
    for (const file of tsFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      const next = rewriteFile(text, file);
      const b = countCitations(text, file);
      before.tracker += b.tracker;
      before.unresolved += b.unresolved;
      if (next !== text && tokens(text, file).join('\n') !== tokens(next, file).join('\n')) {
        console.error(`${file}: the rewrite would change code; left as it is.`);
        refused++;
        const a = countCitations(text, file);
        after.tracker += a.tracker;
        after.unresolved += a.unresolved;
        continue;
      }
      const a = countCitations(next, file);
      after.tracker += a.tracker;
      after.unresolved += a.unresolved;
      for (const w of a.where) console.error(`${w}: left as it is; rewrite it by hand`);
      if (next !== text) {
        changed++;
        if (!check) writeFileSync(file, next);
      }
    }
  }
  const verb = check ? 'would change' : 'changed';
  console.log(
    `${verb} ${changed} files; tracker citations ${before.tracker} -> ${after.tracker}; ` +
      `spec citations not naming ${PLATFORM_DOC} ${before.unresolved} -> ${after.unresolved}`,
  );
  if (refused > 0 || after.tracker > 0 || after.unresolved > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
