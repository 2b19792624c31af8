// What docs/img/check-run.png and docs/img/gitlab-code-quality.png are drawn from, in one
// place for the script that draws them (render-surfaces-png.mjs) and the test that says when
// they are out of date (test/docs/surfaces-picture.test.ts). It runs the real engine against
// the local sandbox twice (a target branch run, then a merge request run with the first one's
// report as baseline), completes the check run against the fake GitHub of the tests (every
// request validated against @octokit/openapi), and lays out what GitHub received and the Code
// Quality files the runs wrote as pages. Each picture's inputs hash sits beside it as .sha256.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { stableComment } from './comment-picture.mjs';

/** The pictures, each with the file that keeps the hash of what it was drawn from. */
export const SURFACES = [
  { name: 'check-run', width: 1200, height: 1300 },
  { name: 'gitlab-code-quality', width: 1030, height: 330 },
].map((p) => ({ ...p, png: `docs/img/${p.name}.png`, hash: `docs/img/${p.name}.png.sha256` }));

const WORKFLOW = '.github/workflows/ai-security.yml';
const WORKFLOW_TEXT = `name: AI security
on: pull_request
jobs:
  probe-gate:
    runs-on: ubuntu-latest
    steps:
      - uses: probe-gate/probe-gate@v1
        with:
          api-key: \${{ secrets.PROBE_API_KEY }}
          target-id: 101
          min-score: 60
          fail-on-new-failures: true
          formats: md,json,codequality
`;

/**
 * The pages of both pictures, by name. `m` holds the project's modules (the script loads them
 * with tsx, the test imports them): startSandbox, sandboxConfig, scanSandbox,
 * startFakeGitHubApi, actionCheckRun, renderComment, checkOrigins.
 */
export async function surfacesHtml(m) {
  const {
    startSandbox,
    sandboxConfig,
    scanSandbox,
    startFakeGitHubApi,
    actionCheckRun,
    renderComment,
    checkOrigins,
  } = m;
  // The workflow of the picture, so that each gate annotation points at the line that set it.
  const root = mkdtempSync(join(tmpdir(), 'pg-surfaces-repo-'));
  mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(root, WORKFLOW), WORKFLOW_TEXT);
  /** Loopback addresses of the sandbox read as the hosted platform. */
  const publicUrls = (s) => s.replace(/http:\/\/127\.0\.0\.1:\d+/g, 'https://probe.example');
  const esc = (s) =>
    String(s).replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
    );

  // 1. The tests' scans: a run on the target branch, then the merge request's run.
  const sb = await startSandbox({ speed: 400, seed: 7 });
  const gh = await startFakeGitHubApi();
  let check;
  let before;
  let after;
  try {
    const base = { formats: 'md,json,codequality', 'trend-runs': '10' };
    const c1 = sandboxConfig(sb, 'vulnerable', base);
    await scanSandbox(sb, c1);
    const c2 = sandboxConfig(sb, 'vulnerable', {
      ...base,
      baseline: 'auto',
      'baseline-report': join(c1.reportDir, 'probe-gate-report.json'),
      'fail-on-new-failures': 'true',
    });
    const reporter = actionCheckRun({
      token: 'ghs_demo',
      locationPath: WORKFLOW,
      locate: checkOrigins({ workflow: WORKFLOW, configFile: null, fallback: WORKFLOW, root }),
      env: {
        GITHUB_REPOSITORY: 'acme/support-bot',
        GITHUB_API_URL: gh.url,
        GITHUB_SHA: 'f'.repeat(40),
      },
      annotate: () => undefined,
      warn: (m) => console.warn(m),
    });
    const result = await scanSandbox(sb, c2, { check: reporter });
    const body = renderComment(result.report);
    await reporter.complete({ report: result.report, summary: body.slice(body.indexOf('\n') + 1) });
    if (gh.violations.length > 0) throw new Error(`GitHub refused: ${gh.violations.join('; ')}`);
    check = { ...gh.checks[0], durationS: Math.round(result.report.testRun.durationSeconds ?? 0) };
    const cq = (c) =>
      JSON.parse(readFileSync(join(c.reportDir, 'gl-code-quality-report.json'), 'utf8'));
    before = cq(c1);
    after = cq(c2);
  } finally {
    await gh.close();
    await sb.close();
  }

  const font = `font:14px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif`;

  // 2. The check run, laid out as GitHub's Checks tab shows one.
  const summary = micromark(publicUrls(check.output.summary ?? ''), {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  const ok = check.conclusion === 'success' || check.conclusion === 'neutral';
  const mark = ok ? '<span class="ok">&#10003;</span>' : '<span class="bad">&#10005;</span>';
  const annotations = check.annotations
    .map(
      (
        a,
      ) => `<div class="ann"><div class="at">${a.annotation_level === 'warning' ? '<span class="warn">&#9888;</span>' : '<span class="bad">&#10005;</span>'} <b>${esc(a.title)}</b></div>
  <div class="where">Check ${a.annotation_level === 'warning' ? 'warning' : 'failure'} on line ${a.start_line} in ${esc(a.path)}</div><div class="msg">${esc(a.message)}</div></div>`,
    )
    .join('');
  const checkHtml = `<!doctype html><meta charset="utf-8"><style>
  body{margin:0;background:#fff;${font};color:#1f2328}
  .page{display:flex;width:1180px}.side{width:260px;border-right:1px solid #d1d9e0;padding:16px;box-sizing:border-box}
  .side .item{padding:6px 8px;border-radius:6px;background:#f6f8fa;font-weight:600}
  .main{flex:1;padding:16px 24px;box-sizing:border-box;min-width:0}
  .head{display:flex;gap:8px;align-items:baseline;border-bottom:1px solid #d1d9e0;padding-bottom:12px}
  .head h1{font-size:20px;margin:0}.sub{color:#59636e;font-size:12px}
  .ok{color:#1a7f37;font-weight:700}.bad{color:#d1242f;font-weight:700}.warn{color:#9a6700}
  h2.t{font-size:16px;margin:16px 0 8px}
  .md h2{font-size:1.5em;border-bottom:1px solid #d1d9e0;padding-bottom:.3em}.md h3{font-size:1.25em}
  .md table{border-collapse:collapse;display:block;max-width:100%;overflow:auto}.md td,.md th{border:1px solid #d1d9e0;padding:6px 13px}
  .md tr:nth-child(2n){background:#f6f8fa}.md code{background:#eff1f3;border-radius:6px;padding:.2em .4em;font-size:85%}
  a{color:#0969da;text-decoration:none}
  .anns{border:1px solid #d1d9e0;border-radius:6px;margin:16px 0}.anns .h{background:#f6f8fa;padding:8px 16px;font-weight:600;border-bottom:1px solid #d1d9e0}
  .ann{padding:8px 16px;border-bottom:1px solid #d1d9e0}.where{color:#59636e;font-size:12px}.msg{font-family:ui-monospace,monospace;font-size:12px;margin-top:4px}
  </style><div class="page"><div class="side"><div class="sub">acme/support-bot &middot; checks</div><br><div class="item">${mark} ${esc(check.name)}</div></div>
  <div class="main"><div class="head">${mark}<h1>${esc(check.name)}</h1><span class="sub">${esc(check.conclusion)} &middot; ${check.durationS}s &middot; <a href="#">View more details on probe-gate</a></span></div>
  <h2 class="t">${esc(check.output.title ?? '')}</h2>
  <div class="anns"><div class="h">Annotations</div>${annotations}</div>
  <div class="md">${summary}</div></div></div>`;

  // 3. The Code Quality widget: new and fixed findings by fingerprint, as GitLab compares them.
  const known = new Set(before.map((i) => i.fingerprint));
  const now = new Set(after.map((i) => i.fingerprint));
  const added = after.filter((i) => !known.has(i.fingerprint));
  const fixed = before.filter((i) => !now.has(i.fingerprint));
  const SEV = {
    blocker: '#ae1800',
    critical: '#c91c00',
    major: '#e9760a',
    minor: '#c17d10',
    info: '#1f75cb',
  };
  const row = (
    i,
    status,
  ) => `<li><span class="sev" style="color:${SEV[i.severity] ?? '#737278'}">&#9679;</span>
  <span class="st">${status}</span> <span class="lbl">${esc(i.severity[0].toUpperCase() + i.severity.slice(1))}</span> - ${esc(i.description)} in
  <a href="#">${esc(i.location.path)}:${i.location.lines.begin}</a></li>`;
  const shown = [
    ...added.slice(0, 8).map((i) => row(i, 'New')),
    ...fixed.slice(0, 3).map((i) => row(i, 'Fixed')),
  ];
  const more = added.length + fixed.length - shown.length;
  const widgetHtml = `<!doctype html><meta charset="utf-8"><style>
  body{margin:0;background:#fff;font:14px/1.5 "GitLab Sans",-apple-system,"Segoe UI",Roboto,"Noto Sans",Ubuntu,sans-serif;color:#333238}
  .mr{width:1000px;margin:12px;border:1px solid #dcdcde;border-radius:4px}
  .w{display:flex;gap:10px;align-items:center;padding:12px 16px;border-bottom:1px solid #dcdcde}
  .ico{width:18px;height:18px;border-radius:50%;background:#e9760a;color:#fff;font-size:12px;line-height:18px;text-align:center;font-weight:700}
  .w b{font-weight:600}.sub{color:#737278;font-size:13px}.btn{margin-left:auto;border:1px solid #dcdcde;border-radius:4px;padding:2px 10px;font-size:13px}
  ul{list-style:none;margin:0;padding:8px 16px 12px 44px}li{padding:4px 0;border-bottom:1px solid #ececef}
  .sev{margin-right:4px}.st{font-size:12px;background:#ececef;border-radius:10px;padding:0 6px}.lbl{font-weight:600}
  a{color:#1f75cb;text-decoration:none}.more{color:#737278;padding:6px 0 0}
  </style><div class="mr"><div class="w"><span class="ico">!</span><div><b>Code Quality scans found ${added.length} new ${added.length === 1 ? 'finding' : 'findings'} and ${fixed.length} fixed ${fixed.length === 1 ? 'finding' : 'findings'}.</b>
  <div class="sub">probe-gate &middot; gl-code-quality-report.json &middot; compared with the target branch</div></div><span class="btn">Collapse</span></div>
  <ul>${shown.join('')}${more > 0 ? `<li class="more">… and ${more} more</li>` : ''}</ul></div>`;

  return { 'check-run': checkHtml, 'gitlab-code-quality': widgetHtml };
}

/** The hash of a page without what differs between two runs of the same build. */
export function pageHash(html) {
  const stable = stableComment(html)
    .replace(/probe-gate-\d{8}T\d{6}Z-[0-9a-f]+/g, 'RUN')
    .replace(/[^\s<>"]*pg-scan-[A-Za-z0-9]+/g, 'TMP')
    .replace(/&middot; \d+s &middot;/g, '&middot; Ns &middot;')
    .replace(/\b\d+(\.\d+)?s\b/g, 'Ns')
    .replace(/\b\d+m \d+s\b/g, 'D');
  return createHash('sha256').update(stable).digest('hex');
}
