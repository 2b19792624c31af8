// Renders what the tests' real output looks like where people see it, to PNGs under docs/img/:
//   docs/img/check-run.png           the GitHub check run (title, summary Markdown, annotations)
//   docs/img/gitlab-code-quality.png the GitLab merge request's Code Quality widget
// `node scripts/render-surfaces-png.mjs` (part of `npm run pictures`, not of npm test); what
// is drawn comes from surfaces-picture.mjs, and each picture's inputs hash is written beside
// it. Needs a Chromium on PATH (CHROMIUM=/path overrides).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { pageHash, SURFACES, surfacesHtml } from './surfaces-picture.mjs';

const load = (path) => tsImport(path, import.meta.url);
const pages = await surfacesHtml({
  ...(await load('../src/sandbox/index.ts')),
  ...(await load('../test/support/scan-harness.ts')),
  ...(await load('../test/fixtures/github/fake-github.ts')),
  ...(await load('../src/github/check-run.ts')),
  ...(await load('../src/report/markdown/comment.ts')),
  ...(await load('../src/runtime/check-origin.ts')),
});
const work = mkdtempSync(join(tmpdir(), 'pg-surfaces-'));

// 4. Headless Chromium, flags for a closed network.
function screenshot(html, name, width, height) {
  const file = join(work, `${name}.html`);
  writeFileSync(file, html);
  const out = `docs/img/${name}.png`;
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
      `--user-data-dir=${join(work, `profile-${name}`)}`,
      `--window-size=${width},${height}`,
      `--screenshot=${out}`,
      `file://${file}`,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  console.log(`wrote ${out} (${readFileSync(out).length} bytes)`);
}
for (const p of SURFACES) {
  screenshot(pages[p.name], p.name, p.width, p.height);
  writeFileSync(p.hash, `${pageHash(pages[p.name])}\n`);
}
