// What docs/pr-comment.png is drawn from, in one place for the script that draws it
// (render-comment-png.mjs) and the test that says when it is out of date
// (test/docs/pr-comment-picture.test.ts): the demo's PR comment, with what differs from one
// demo run to the next (the run's name, times, dates, the duration, loopback ports) replaced,
// and the page's style. docs/pr-comment.png.sha256 holds the hash of these inputs as drawn.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The comment as GitHub styles it, 880 px wide. */
export const COMMENT_CSS = `body{margin:0;background:#fff;font:14px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:#1f2328}
.c{box-sizing:border-box;width:880px;padding:16px;border:1px solid #d1d9e0;border-radius:6px;margin:8px}
h2{font-size:1.5em;border-bottom:1px solid #d1d9e0;padding-bottom:.3em;margin-top:0}h3{font-size:1.25em}
table{border-collapse:collapse;display:block;max-width:100%;overflow:auto}td,th{border:1px solid #d1d9e0;padding:6px 13px}
tr:nth-child(2n){background:#f6f8fa}code{background:#eff1f3;border-radius:6px;padding:.2em .4em;font-size:85%}
a{color:#0969da;text-decoration:none}summary{cursor:pointer}`;

/** Where the hash of the picture's inputs is kept, beside the picture. */
export const PICTURE = 'docs/pr-comment.png';
export const PICTURE_HASH = 'docs/pr-comment.png.sha256';

/** The demo's PR comment as drawn: links to https://probe.example (loopback ports differ). */
export function demoComment(cli, work, report) {
  let input = report;
  if (!input) {
    execFileSync(process.execPath, [cli, 'demo', '--out', join(work, 'demo')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    input = join(work, 'demo', 'probe-gate-report.json');
  }
  return execFileSync(process.execPath, [cli, 'report', '--input', input, '--format', 'comment'], {
    encoding: 'utf8',
  }).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'https://probe.example');
}

/** The comment without what differs between two demo runs of the same build. */
export function stableComment(markdown) {
  return markdown
    .replace(/probe-gate-\d{8}T\d{6}Z-[0-9a-f]+/g, 'probe-gate-RUN')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, 'DATE')
    .replace(/\*\*Duration:\*\* [^·\n]+/g, '**Duration:** D ');
}

/** The hash of the picture's inputs: the stable comment and the style it is drawn with. */
export function pictureInputsHash(markdown) {
  return createHash('sha256')
    .update(stableComment(markdown))
    .update('\0')
    .update(COMMENT_CSS)
    .digest('hex');
}
