import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliScan } from '../../../src/cli/commands/scan.js';
import { DOTENV_FILE, dotenvText, mergeRequestProjectUrl } from '../../../src/cli/ci/gitlab.js';
import { commentMarker } from '../../../src/report/markdown/comment.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { startFakeGitlab, type FakeGitlab } from '../../fixtures/ci/fake-gitlab.js';
import { sandboxConfig } from '../../support/scan-harness.js';

const TOKEN = 'glpat-test-token-0123456789';
const SELF = { id: 42, username: 'project_7_bot' };

describe('GitLab CI/CD: merge request note, dotenv, Code Quality', () => {
  let sb: SandboxHandle;
  let gl: FakeGitlab;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 7 });
    gl = await startFakeGitlab({
      token: TOKEN,
      projectId: '7',
      mrIid: '5',
      self: SELF,
      notes: [
        // Someone quoting our marker: never edited (R28).
        { id: 1, body: `${commentMarker(`target-${0}`)}`, authorId: 9, system: false },
        { id: 2, body: 'assigned to @someone', authorId: 9, system: true },
      ],
    });
  });
  afterAll(async () => {
    await gl?.close();
    await sb?.close();
  });

  const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    GITLAB_CI: 'true',
    CI_API_V4_URL: gl.apiUrl,
    CI_PROJECT_ID: '7',
    CI_MERGE_REQUEST_IID: '5',
    CI_MERGE_REQUEST_PROJECT_URL: 'https://gitlab.example.test/acme/bot',
    GITLAB_TOKEN: TOKEN,
    ...extra,
  });

  it('posts one sticky note, updates it on the next run, and leaves a copied marker alone', async () => {
    const config = sandboxConfig(sb, 'vulnerable', { formats: 'md,json,codequality' });
    const first = await runCliScan(config, { quiet: true, env: env() });
    const marker = commentMarker(`target-${sb.targets.vulnerable}`);
    const ours = () => gl.notes.filter((n) => n.body.startsWith(marker) && n.authorId === SELF.id);
    expect(ours()).toHaveLength(1);
    const id = ours()[0]!.id;
    expect(first.outputs['comment-url']).toBe(
      `https://gitlab.example.test/acme/bot/-/merge_requests/5#note_${id}`,
    );
    // A copy of the marker by another author, on this very target, is not ours either.
    gl.notes.push({ id: 3, body: `${marker}\nfake`, authorId: 9, system: false });
    await runCliScan(sandboxConfig(sb, 'vulnerable'), { quiet: true, env: env() });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(id);
    expect(gl.notes.find((n) => n.id === 3)?.body).toBe(`${marker}\nfake`);
    expect(gl.requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    expect(gl.requests.filter((r) => r.startsWith('PUT'))).toEqual([
      `PUT /api/v4/projects/7/merge_requests/5/notes/${id}`,
    ]);
    expect(gl.violations).toEqual([]);

    // The dotenv of the outputs and the Code Quality file are in the report folder.
    const dotenv = readFileSync(join(config.reportDir, DOTENV_FILE), 'utf8');
    expect(dotenv).toContain(`PROBE_GATE_VERDICT=${first.verdict}\n`);
    expect(dotenv).toMatch(/^PROBE_GATE_TEST_RUN_ID=\d+$/m);
    // The note's address, for later jobs (the note was posted in this run).
    expect(dotenv).toMatch(
      new RegExp(
        `^PROBE_GATE_COMMENT_URL=https://gitlab\\.example\\.test/acme/bot/-/merge_requests/\\d+#note_${id}$`,
        'm',
      ),
    );
    for (const line of dotenv.trim().split('\n')) expect(line).toMatch(/^[A-Z0-9_]+=[^\n]*$/);
    const cq = JSON.parse(
      readFileSync(join(config.reportDir, 'gl-code-quality-report.json'), 'utf8'),
    ) as unknown[];
    expect(cq.length).toBe(
      first.report.probeRuns.reduce(
        (n, p) =>
          n +
          p.failedTestCases.filter((t) => t.outcome !== 'error' && !t.riskAccepted && !t.ignored)
            .length,
        0,
      ),
    );
  });

  it('makes no request without a token or outside a merge request pipeline, and says why', async () => {
    const before = gl.requests.length;
    const noToken = await runCliScan(sandboxConfig(sb, 'hardened', { comment: 'always' }), {
      quiet: true,
      env: env({ GITLAB_TOKEN: '' }),
    });
    expect(noToken.outputs['comment-url']).toBe('');
    await runCliScan(sandboxConfig(sb, 'hardened'), {
      quiet: true,
      env: env({ CI_MERGE_REQUEST_IID: undefined }),
    });
    expect(gl.requests.length).toBe(before);
  });

  it('a refused note is a warning, never a failure of the scan', async () => {
    const outcome = await runCliScan(sandboxConfig(sb, 'hardened'), {
      quiet: true,
      env: env({ GITLAB_TOKEN: 'wrong-token' }),
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.outputs['comment-url']).toBe('');
  });

  it("knows the note's address without CI_MERGE_REQUEST_PROJECT_URL", () => {
    const mr = { CI_MERGE_REQUEST_PROJECT_URL: 'https://gl.test/a/b' };
    expect(mergeRequestProjectUrl(mr)).toBe('https://gl.test/a/b');
    expect(mergeRequestProjectUrl({ CI_PROJECT_URL: 'https://gl.test/a/b/' })).toBe(
      'https://gl.test/a/b',
    );
    expect(
      mergeRequestProjectUrl({ CI_SERVER_URL: 'https://gl.test', CI_PROJECT_PATH: 'a/b' }),
    ).toBe('https://gl.test/a/b');
    expect(mergeRequestProjectUrl({})).toBeNull();
  });

  it('writes dotenv lines GitLab accepts and leaves out a value with a line break', () => {
    expect(dotenvText({ verdict: 'fail', 'run-url': 'https://x/1', status: 'a\nB=c' })).toBe(
      'PROBE_GATE_VERDICT=fail\nPROBE_GATE_RUN_URL=https://x/1\n',
    );
  });
});
