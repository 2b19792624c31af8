// Builds the four committed bundles with ncc: the action's main and post steps, the CLI and
// the render worker both start (src/render-worker.ts).
// dist/ is wiped first so a removed chunk never lingers; the output is deterministic, so
// `node scripts/check-dist.mjs` can tell whether the committed dist/ is stale.
// PROBE_GATE_DIST=/some/dir builds elsewhere (parallel work; tests honour the same variable).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.env.PROBE_GATE_DIST || 'dist';
const entries = [
  ['src/index.ts', root],
  ['src/post.ts', join(root, 'post')],
  ['src/cli.ts', join(root, 'cli')],
  ['src/render-worker.ts', join(root, 'render-worker')],
];
rmSync(root, { recursive: true, force: true });
for (const [entry, out] of entries) {
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      entry,
      '-o',
      out,
      '--license',
      'licenses.txt',
      '--quiet',
      '--target',
      'es2023',
    ],
    { stdio: 'inherit' },
  );
}
