// Renders the demo's framework matrix to docs/img/framework-matrix.png and the hash of what it
// was drawn from beside it (matrix-picture.mjs): `node scripts/render-matrix-png.mjs`.
// Needs a Chromium on PATH (CHROMIUM=/path overrides).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  demoCompliance,
  MATRIX_HASH,
  MATRIX_PICTURE,
  matrixHash,
  matrixPage,
} from './matrix-picture.mjs';

const work = mkdtempSync(join(tmpdir(), 'pg-matrix-'));
const cli = join(process.env.PROBE_GATE_DIST || 'dist', 'cli', 'index.js');
const compliance = demoCompliance(cli, work);
const html = join(work, 'matrix.html');
writeFileSync(html, matrixPage(compliance));
const chromium = process.env.CHROMIUM || 'chromium';
execFileSync(
  chromium,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--window-size=900,520',
    `--screenshot=${resolve(MATRIX_PICTURE)}`,
    `file://${html}`,
  ],
  { stdio: 'ignore' },
);
writeFileSync(MATRIX_HASH, `${matrixHash(compliance)}\n`);
process.stdout.write(`Wrote ${MATRIX_PICTURE} and ${MATRIX_HASH}\n`);
