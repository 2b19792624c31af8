/**
 * The README's framework matrix picture (docs/img/framework-matrix.png) shows the demo's
 * framework items as they are today: the hash kept beside it must be the hash of the page
 * drawn from today's demo report (scripts/matrix-picture.mjs).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without types
import * as picture from '../../scripts/matrix-picture.mjs';
import { DIST } from '../support/dist.js';

const { demoCompliance, matrixHash, MATRIX_HASH } = picture as {
  demoCompliance: (cli: string, work: string) => unknown;
  matrixHash: (compliance: unknown) => string;
  MATRIX_HASH: string;
};

describe('docs/img/framework-matrix.png', () => {
  it('was drawn from the framework items the demo gives today', () => {
    const compliance = demoCompliance(DIST.cli, mkdtempSync(join(tmpdir(), 'pg-matrix-')));
    expect(
      readFileSync(MATRIX_HASH, 'utf8').trim(),
      'docs/img/framework-matrix.png is out of date: run `node scripts/render-matrix-png.mjs` (needs Chromium) and commit the picture with its .sha256.',
    ).toBe(matrixHash(compliance));
  }, 60_000);
});
