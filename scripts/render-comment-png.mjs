// Renders the demo's PR comment to docs/pr-comment.png as GitHub shows it (880 px wide), and
// the hash of what it was drawn from to docs/pr-comment.png.sha256 (comment-picture.mjs):
// `node scripts/render-comment-png.mjs [report.json]` (default: a fresh demo run).
// Needs a Chromium on PATH (CHROMIUM=/path overrides); Markdown -> HTML by micromark + GFM.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import {
  COMMENT_CSS as css,
  demoComment,
  PICTURE,
  PICTURE_HASH,
  pictureInputsHash,
} from './comment-picture.mjs';

const work = mkdtempSync(join(tmpdir(), 'pg-comment-'));
// PROBE_GATE_DIST: bundles built elsewhere (as the tests take them).
const cli = join(process.env.PROBE_GATE_DIST || 'dist', 'cli', 'index.js');
const markdown = demoComment(cli, work, process.argv[2]);
const body = micromark(markdown, {
  allowDangerousHtml: true,
  extensions: [gfm()],
  htmlExtensions: [gfmHtml()],
});
const html = join(work, 'comment.html');
// MEASURE=1: every <details> open, and the widest table's width printed instead of a picture.
const measure = process.env.MEASURE === '1';
const shown = measure ? body.replaceAll('<details>', '<details open>') : body;
// Each table at its narrowest (every cell wrapped as far as it goes): what must fit in 846 px.
const probe = measure
  ? '<style>table{width:min-content;max-width:none}</style><script>const w = (q) => Math.max(0, ...[...document.querySelectorAll("table")].filter(q).map((t) => t.offsetWidth)); document.title = w((t) => t.querySelector("th").textContent === "Attack") + "/" + w(() => true)</script>'
  : '';
writeFileSync(
  html,
  `<!doctype html><meta charset="utf-8"><style>${css}</style><div class="c">${shown}</div>${probe}`,
);
const out = resolve(PICTURE);
const printed = execFileSync(
  process.env.CHROMIUM || 'chromium',
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--hide-scrollbars',
    `--user-data-dir=${join(work, 'profile')}`,
    `--window-size=896,${process.env.HEIGHT || 1130}`,
    measure ? '--dump-dom' : `--screenshot=${out}`,
    `file://${html}`,
  ],
  { stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' },
);
if (measure) {
  const [, cases, widest] = /<title>(\d+)\/(\d+)<\/title>/.exec(printed) ?? [];
  console.log(
    `narrowest possible width: failed test case tables ${cases} px, widest table ${widest} px (the comment's content box: 846 px)`,
  );
} else {
  // What it was drawn from: test/docs/pr-comment-picture.test.ts compares it with today's.
  writeFileSync(PICTURE_HASH, `${pictureInputsHash(markdown)}\n`);
  console.log(`wrote ${out} (${readFileSync(out).length} bytes) and ${PICTURE_HASH}`);
}
