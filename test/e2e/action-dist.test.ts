import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { OUTPUT_NAMES } from '../../src/scan/ports.js';
import { startFakeGitHub } from './fake-github.js';
import {
  actionEnv,
  parseCommandFile,
  pullRequestEvent,
  runBundle,
  runnerFiles,
  stateEnv,
  type RunnerFiles,
  type StepResult,
} from './runner.js';
import { actionStepLeaks } from './e2e-support.js';

import { DIST } from '../support/dist.js';

// The committed dist/ bundles, run as the GitHub runner runs them.
const MAIN = DIST.main;
const POST = DIST.post;
const API_KEY = 'pg-e2e-secret-key-0123456789abcdef';

let sb: SandboxHandle;
let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
const pr = pullRequestEvent();

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 3, apiKey: API_KEY });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await sb?.close();
  await gh?.close();
});

function inputs(role: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'api-key': API_KEY,
    'base-url': sb.baseUrl,
    'workspace-id': String(sb.workspaceId),
    'target-id': String(sb.targets[role]),
    'poll-interval-seconds': '1',
    'timeout-minutes': '2',
    'artifact-name': '',
    'github-token': 'ghs_faketoken',
    'report-dir': 'reports',
    comment: 'auto',
    'job-summary': 'true',
    ...extra,
  };
}

function env(
  files: RunnerFiles,
  role: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return actionEnv(inputs(role, extra), files, {
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: pr.repo,
    GITHUB_EVENT_NAME: 'pull_request',
  });
}

/**
 * Every place the key could leak to: zero hits expected. The one `::add-mask::` command that
 * core.setSecret writes is how the runner learns to mask the key, and the runner consumes it.
 */
function assertNoKey(files: RunnerFiles, steps: Record<string, StepResult>): void {
  expect(actionStepLeaks(API_KEY, files, steps, gh.requests)).toEqual([]);
}

describe('dist/index.js as the runner runs it', () => {
  it('fails the gate on the vulnerable target: exit 1, every output, summary, one PR comment', async () => {
    const files = runnerFiles(pr.payload);
    const res = await runBundle(MAIN, env(files, 'vulnerable'), files.dir);
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('::error::probe-gate fail');
    const out = parseCommandFile(files.output);
    expect(Object.keys(out).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(out.verdict).toBe('fail');
    expect(out.status).toBe('COMPLETED');
    expect(Number(out['overall-score'])).toBeLessThan(60);
    expect(out['risk-band']).toMatch(/^(CRITICAL|HIGH)$/);
    expect(
      Number(out['passed-count']) + Number(out['failed-count']) + Number(out['error-count']),
    ).toBeLessThanOrEqual(Number(out['total-count']));
    expect(out['run-url']).toContain(`/test-runs/${out['test-run-id']}`);
    for (const k of ['report-json', 'report-markdown', 'sarif-file', 'junit-file'])
      expect(readFileSync(out[k] as string, 'utf8').length).toBeGreaterThan(100);
    expect(out['comment-url']).toMatch(/^https:\/\//);
    expect(out['artifact-id']).toBe('');
    const summary = readFileSync(files.summary, 'utf8');
    expect(summary).toContain('FAIL');
    expect(summary).toContain('Gate checks');
    expect(gh.comments).toHaveLength(1);
    expect(
      gh.comments[0]?.body.startsWith(
        `<!-- probe-gate:comment:target-${sb.targets.vulnerable} -->`,
      ),
    ).toBe(true);
    assertNoKey(files, { main: res });
  });

  it('updates the same comment on the second run instead of adding one', async () => {
    const before = gh.comments[0]?.body;
    const files = runnerFiles(pr.payload);
    const res = await runBundle(MAIN, env(files, 'vulnerable'), files.dir);
    expect(res.code).toBe(1);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).not.toBe(before);
    const patches = gh.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    assertNoKey(files, { main: res });
  });

  it("passes the hardened target with exit 0, its own comment and the caller's SARIF category", async () => {
    const files = runnerFiles(pr.payload);
    const category = 'ai-red-teaming/pull-request';
    const res = await runBundle(
      MAIN,
      env(files, 'hardened', { 'sarif-category': category }),
      files.dir,
    );
    expect(res.code).toBe(0);
    const out = parseCommandFile(files.output);
    expect(out.verdict).toBe('pass');
    // The `sarif-category` input reaches the file written (upload-sarif reads it there).
    const sarif = JSON.parse(readFileSync(out['sarif-file'] as string, 'utf8')) as {
      runs: { automationDetails?: { id: string } }[];
    };
    expect(sarif.runs.map((r) => r.automationDetails?.id)).toEqual([category]);
    expect(gh.comments).toHaveLength(2);
    // post has nothing to do after a run main saw finish.
    const post = await runBundle(
      POST,
      { ...env(files, 'hardened'), ...stateEnv(files) },
      files.dir,
    );
    expect(post.code).toBe(0);
    expect(sb.stats.cancels[Number(out['test-run-id'])] ?? 0).toBe(0);
    assertNoKey(files, { main: res, post });
  });

  it('when main is killed mid-poll, post cancels the run exactly once', async () => {
    sb.control.setSpeed(1);
    try {
      const files = runnerFiles(pr.payload);
      const created = sb.stats.testRunsCreated.length;
      const main = await runBundle(MAIN, env(files, 'vulnerable'), files.dir, (child) => {
        const timer = setInterval(() => {
          if (
            sb.stats.testRunsCreated.length > created &&
            readFileSync(files.state, 'utf8').includes('probe-gate-test-run-id')
          ) {
            clearInterval(timer);
            setTimeout(() => child.kill('SIGKILL'), 300);
          }
        }, 20);
      });
      expect(main.signal).toBe('SIGKILL');
      const runId = sb.stats.testRunsCreated.at(-1)?.id as number;
      const postEnv = { ...env(files, 'vulnerable'), ...stateEnv(files) };
      const post = await runBundle(POST, postEnv, files.dir);
      expect(post.code).toBe(0);
      expect(post.stdout).toContain(`Cancelled test run ${runId}`);
      expect(sb.stats.cancels[runId]).toBe(1);
      expect(sb.control.getRun(runId)?.status).toBe('CANCELLED');
      assertNoKey(files, { main, post });
    } finally {
      sb.control.setSpeed(300);
    }
  });
});
