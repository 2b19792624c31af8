// Renders the demo's PR comment to docs/pr-comment.png as GitHub shows it (880 px wide):
// `node scripts/render-comment-png.mjs [report.json]` (default: a fresh demo run).
// Needs a Chromium on PATH (CHROMIUM=/path overrides); Markdown -> HTML by micromark + GFM.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const work = mkdtempSync(join(tmpdir(), 'pg-comment-'));
// PROBE_GATE_DIST: bundles built elsewhere (as the tests take them).
const cli = join(process.env.PROBE_GATE_DIST || 'dist', 'cli', 'index.js');
let report = process.argv[2];
if (!report) {
  execFileSync(process.execPath, [cli, 'demo', '--out', join(work, 'demo')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  report = join(work, 'demo', 'probe-gate-report.json');
}
const markdown = execFileSync(
  process.execPath,
  [cli, 'report', '--input', report, '--format', 'comment'],
  { encoding: 'utf8' },
).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'https://probe.example');
const body = micromark(markdown, {
  allowDangerousHtml: true,
  extensions: [gfm()],
  htmlExtensions: [gfmHtml()],
});
const css = `body{margin:0;background:#fff;font:14px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:#1f2328}
.c{box-sizing:border-box;width:880px;padding:16px;border:1px solid #d1d9e0;border-radius:6px;margin:8px}
h2{font-size:1.5em;border-bottom:1px solid #d1d9e0;padding-bottom:.3em;margin-top:0}h3{font-size:1.25em}
table{border-collapse:collapse;display:block;max-width:100%;overflow:auto}td,th{border:1px solid #d1d9e0;padding:6px 13px}
tr:nth-child(2n){background:#f6f8fa}code{background:#eff1f3;border-radius:6px;padding:.2em .4em;font-size:85%}
a{color:#0969da;text-decoration:none}summary{cursor:pointer}`;
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
const out = resolve('docs/pr-comment.png');
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
  console.log(`wrote ${out} (${readFileSync(out).length} bytes)`);
}
