// Builds the three committed bundles with ncc: the action's main and post steps, and the CLI;
// each with a licenses.txt naming every package it holds (licenses.mjs). The bundles are built
// side by side, as many at once as the machine has cores: each has its own output folder and
// stats file.
// dist/ is wiped first so a removed chunk never lingers; the output is deterministic, so
// `node scripts/check-dist.mjs` can tell whether the committed dist/ is stale.
// PROBE_GATE_DIST=/some/dir builds elsewhere (parallel work; tests honour the same variable).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import { licenceNotice } from './licenses.mjs';

const run = promisify(execFile);
const root = process.env.PROBE_GATE_DIST || 'dist';
const entries = [
  ['src/index.ts', root],
  ['src/post.ts', join(root, 'post')],
  ['src/cli.ts', join(root, 'cli')],
];
rmSync(root, { recursive: true, force: true });
const work = mkdtempSync(join(tmpdir(), 'pg-build-'));
const limit = pLimit(Math.max(1, availableParallelism()));

/** One bundle and its licence notice. */
async function bundle([entry, out], i) {
  const stats = join(work, `stats-${i}.json`);
  const args = ['build', entry, '-o', out, '--stats-out', stats, '--quiet'];
  try {
    await run(
      process.execPath,
      ['node_modules/@vercel/ncc/dist/ncc/cli.js', ...args, '--target', 'es2023'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (err) {
    process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
    throw new Error(`ncc could not build ${entry}: see its output above.`, { cause: err });
  }
  // Every bundled package's licence (ncc's --license named only some).
  writeFileSync(join(out, 'licenses.txt'), licenceNotice(JSON.parse(readFileSync(stats, 'utf8'))));
}

// Every build runs to its end before the stats folder goes, even when one of them fails.
const results = await Promise.allSettled(entries.map((e, i) => limit(() => bundle(e, i))));
rmSync(work, { recursive: true, force: true });
for (const r of results) {
  if (r.status === 'rejected') {
    console.error(r.reason.message);
    process.exitCode = 1;
  }
}
