/**
 * The README's pictures of the check run and the GitLab Code Quality widget (docs/img/) show
 * what the engine sends today: the hash of what each was drawn from, kept beside it, must be
 * the hash of today's page (scripts/surfaces-picture.mjs says what is drawn and what counts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without types
import * as picture from '../../scripts/surfaces-picture.mjs';
import { startSandbox } from '../../src/sandbox/index.js';
import { actionCheckRun } from '../../src/github/check-run.js';
import { renderComment } from '../../src/report/markdown/comment.js';
import { checkOrigins } from '../../src/runtime/check-origin.js';
import { startFakeGitHubApi } from '../fixtures/github/fake-github.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';

const { pageHash, SURFACES, surfacesHtml } = picture as {
  pageHash: (html: string) => string;
  SURFACES: { name: string; hash: string }[];
  surfacesHtml: (m: object) => Promise<Record<string, string>>;
};

describe('docs/img pictures', () => {
  it('were drawn from what the engine sends today', async () => {
    const pages = await surfacesHtml({
      startSandbox,
      sandboxConfig,
      scanSandbox,
      startFakeGitHubApi,
      actionCheckRun,
      renderComment,
      checkOrigins,
    });
    for (const p of SURFACES) {
      expect(
        readFileSync(p.hash, 'utf8').trim(),
        `${p.hash.replace(/\.sha256$/, '')} is out of date: run \`node scripts/render-surfaces-png.mjs\` (needs Chromium) and commit the picture with its .sha256.`,
      ).toBe(pageHash(pages[p.name] as string));
    }
  });
});
