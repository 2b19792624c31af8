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
let report = process.argv[2];
if (!report) {
  execFileSync(process.execPath, ['dist/cli/index.js', 'demo', '--out', join(work, 'demo')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  report = join(work, 'demo', 'probe-gate-report.json');
}
const markdown = execFileSync(
  process.execPath,
  ['dist/cli/index.js', 'report', '--input', report, '--format', 'comment'],
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
writeFileSync(
  html,
  `<!doctype html><meta charset="utf-8"><style>${css}</style><div class="c">${body}</div>`,
);
const out = resolve('docs/pr-comment.png');
execFileSync(
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
    `--screenshot=${out}`,
    `file://${html}`,
  ],
  { stdio: 'ignore' },
);
console.log(`wrote ${out} (${readFileSync(out).length} bytes)`);
