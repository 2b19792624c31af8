/**
 * The README's picture of the PR comment (docs/pr-comment.png) shows what the demo's comment
 * is today: the hash of what it was drawn from, kept beside it, must be the hash of today's
 * demo comment (scripts/comment-picture.mjs says what counts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without types
import * as picture from '../../scripts/comment-picture.mjs';
import { DIST } from '../support/dist.js';

const { demoComment, pictureInputsHash, PICTURE_HASH, stableComment } = picture as {
  demoComment: (cli: string, work: string) => string;
  pictureInputsHash: (markdown: string) => string;
  stableComment: (markdown: string) => string;
  PICTURE_HASH: string;
};

describe('docs/pr-comment.png', () => {
  it('was drawn from the comment the demo makes today', () => {
    const markdown = demoComment(DIST.cli, mkdtempSync(join(tmpdir(), 'pg-picture-')));
    expect(
      readFileSync(PICTURE_HASH, 'utf8').trim(),
      'docs/pr-comment.png is out of date: run `node scripts/render-comment-png.mjs` (needs Chromium) and commit the picture with its .sha256.',
    ).toBe(pictureInputsHash(markdown));
  });

  it('counts what differs between two demo runs as the same picture', () => {
    const a = '`probe-gate-20261128T023853Z-68c35e3c` · **Duration:** 2s\n| 860 | 2026-11-14 |';
    const b = '`probe-gate-20261129T101010Z-e4e5d8a3` · **Duration:** 1m 3s\n| 860 | 2026-12-01 |';
    expect(stableComment(a)).toBe(stableComment(b));
    expect(stableComment('score 42/100')).not.toBe(stableComment('score 43/100'));
  });
});
