// Builds the four committed bundles with ncc: the action's main and post steps, the CLI and
// the render worker both start (src/report/write/worker-entry.ts); each with a licenses.txt naming every
// package it holds (licenses.mjs).
// dist/ is wiped first so a removed chunk never lingers; the output is deterministic, so
// `node scripts/check-dist.mjs` can tell whether the committed dist/ is stale.
// PROBE_GATE_DIST=/some/dir builds elsewhere (parallel work; tests honour the same variable).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { licenceNotice } from './licenses.mjs';

const root = process.env.PROBE_GATE_DIST || 'dist';
const entries = [
  ['src/index.ts', root],
  ['src/post.ts', join(root, 'post')],
  ['src/cli.ts', join(root, 'cli')],
  ['src/report/write/worker-entry.ts', join(root, 'render-worker')],
];
rmSync(root, { recursive: true, force: true });
const work = mkdtempSync(join(tmpdir(), 'pg-build-'));
for (const [entry, out] of entries) {
  const stats = join(work, 'stats.json');
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      entry,
      '-o',
      out,
      '--stats-out',
      stats,
      '--quiet',
      '--target',
      'es2023',
    ],
    { stdio: 'inherit' },
  );
  // Every bundled package's licence (ncc's --license named only some).
  writeFileSync(join(out, 'licenses.txt'), licenceNotice(JSON.parse(readFileSync(stats, 'utf8'))));
}
rmSync(work, { recursive: true, force: true });
