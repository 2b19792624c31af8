// Builds the three committed bundles with ncc: the action's main and post steps and the CLI.
// dist/ is wiped first so a removed chunk never lingers; the output is deterministic, so
// `node scripts/check-dist.mjs` can tell whether the committed dist/ is stale.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const entries = [
  ['src/index.ts', 'dist'],
  ['src/post.ts', 'dist/post'],
  ['src/cli.ts', 'dist/cli'],
];
rmSync('dist', { recursive: true, force: true });
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
