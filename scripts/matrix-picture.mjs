// What docs/img/framework-matrix.png is drawn from, in one place for the script that draws it
// (render-matrix-png.mjs) and the test that says when it is out of date
// (test/docs/matrix-picture.test.ts): the framework items of the demo's report (the sandbox's
// vulnerable target, seed 1) as one table, and the page's style. The .sha256 beside the
// picture holds the hash of this page as drawn.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MATRIX_PICTURE = 'docs/img/framework-matrix.png';
export const MATRIX_HASH = 'docs/img/framework-matrix.png.sha256';

const CSS = `body{margin:0;background:#fff;font:14px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:#1f2328}
.c{box-sizing:border-box;width:880px;padding:16px;margin:8px}
table{border-collapse:collapse}td,th{border:1px solid #d1d9e0;padding:4px 10px;text-align:left}th{background:#f6f8fa}
.nc{color:#a40e26;font-weight:600}.in{color:#7d4e00}.nt{color:#57606a}.ok{color:#116329}p{color:#57606a;font-size:12px}`;

const esc = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** The demo's framework items: `compliance` of its JSON report. */
export function demoCompliance(cli, work) {
  execFileSync(process.execPath, [cli, 'demo', '--out', join(work, 'demo')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(join(work, 'demo', 'probe-gate-report.json'), 'utf8')).compliance;
}

const CLASS = { 'non-compliant': 'nc', inconclusive: 'in', 'not-tested': 'nt', compliant: 'ok' };

/** The page drawn: one row per edition, its items by verdict. */
export function matrixPage(compliance) {
  const rows = compliance
    .map((f) => {
      const cell = (v) =>
        `<td class="${CLASS[v]}">${esc(
          f.items
            .filter((i) => i.verdict === v)
            .map((i) => i.id)
            .join(' ') || '—',
        )}</td>`;
      return `<tr><th>${esc(f.key)}</th>${Object.keys(CLASS).map(cell).join('')}</tr>`;
    })
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>${CSS}</style><div class="c"><table><tr><th>Framework edition</th><th>Non-compliant</th><th>Inconclusive</th><th>Not tested</th><th>Compliant</th></tr>${rows}</table><p>probe-gate's own mapping: a mapped probe tests for an item; evidence from one run, not proof of compliance.</p></div>`;
}

/** The hash of the page as drawn. */
export function matrixHash(compliance) {
  return createHash('sha256').update(matrixPage(compliance)).digest('hex');
}
