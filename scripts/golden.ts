/**
 * Rewrites the golden report files of the demo (test/golden/demo/) from the current source:
 * the demo's scan run by the engine on virtual time (test/golden/demo-run.ts says what is made
 * fixed). Run it only when a report's bytes are meant to change, and commit the diff with the
 * change that made it:
 *
 *   npm run golden
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLDEN_DIR, normalisedFiles, runDemoScan, writeGolden } from '../test/golden/demo-run.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-golden-'));
try {
  const verdict = await runDemoScan(dir);
  const files = normalisedFiles(dir);
  mkdirSync(GOLDEN_DIR, { recursive: true });
  for (const old of readdirSync(GOLDEN_DIR)) rmSync(join(GOLDEN_DIR, old));
  writeGolden(files);
  const sizes = Object.entries(files).map(([name, b]) => `${name} ${b.length}`);
  process.stdout.write(`golden: verdict ${verdict}; wrote ${sizes.join(', ')} to ${GOLDEN_DIR}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
