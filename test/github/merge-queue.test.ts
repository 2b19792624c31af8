import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import type { RawConfig } from '../../src/config/config.js';
import { actionCheckRun } from '../../src/github/check-run.js';
import { renderComment } from '../../src/report/markdown/comment.js';
import { ciBranch } from '../../src/runtime/ci-branch.js';
import { systemClock } from '../../src/runtime/system-clock.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { createTriage } from '../../src/scan/triage/create-triage.js';
import { startFakeGitHubApi, type FakeGitHub } from '../fixtures/github/fake-github.js';
import {
  memoryStore,
  recordingLogger,
  sandboxConfig,
  scanSandbox,
} from '../support/scan-harness.js';

const require = createRequire(import.meta.url);

/** The `merge_group.checks_requested` payload from @octokit/webhooks-examples. */
function mergeGroupEvent(): { path: string; headSha: string; baseRef: string } {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as Array<{
    name: string;
    examples: Array<Record<string, unknown>>;
  }>;
  const payload = all
    .find((e) => e.name === 'merge_group')
    ?.examples.find((x) => x.action === 'checks_requested');
  if (!payload) throw new Error('no merge_group.checks_requested example');
  const path = join(mkdtempSync(join(tmpdir(), 'pg-event-')), 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  const mg = payload.merge_group as { head_sha: string; base_ref: string };
  return { path, headSha: mg.head_sha, baseRef: mg.base_ref };
}

describe('merge queue: the baseline is the base branch last run (GitHub requests validated against @octokit/openapi)', () => {
  let sb: SandboxHandle;
  let gh: FakeGitHub;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 11 });
    gh = await startFakeGitHubApi();
  });
  afterAll(async () => {
    await gh?.close();
    await sb?.close();
  });

  /** One scan as the Action runs it under `env`: branch from the env, check run on the fake GitHub. */
  async function scanIn(env: NodeJS.ProcessEnv, role: string, raw: RawConfig = {}) {
    const fullEnv = {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'octo-org/octo-repo',
      GITHUB_API_URL: gh.url,
      ...env,
    };
    const branch = ciBranch(fullEnv);
    const config = sandboxConfig(sb, role, { baseline: 'previous-run', ...raw });
    const client = new PlatformClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
    const check = actionCheckRun({
      token: 'ghs_test',
      locationPath: '.github/workflows/ai.yml',
      env: fullEnv,
      annotate: () => undefined,
      warn: (m) => {
        throw new Error(`unexpected check-run warning: ${m}`);
      },
    });
    const triage = createTriage({
      client,
      log: recordingLogger(),
      state: memoryStore(),
      clock: systemClock,
      github: { token: null },
      branch,
    });
    const result = await scanSandbox(sb, config, { branch, triage, check });
    const body = renderComment(result.report);
    await check.complete({ report: result.report, summary: body.slice(body.indexOf('\n') + 1) });
    return result;
  }

  it('compares with the newest run of the base branch, not with a newer run of another branch or a PR', async () => {
    const onMain = await scanIn(
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'a'.repeat(40) },
      'vulnerable',
    );
    expect(onMain.report.testRun.name).toMatch(/^probe-gate-\d{8}T\d{6}Z-[0-9a-f]{8}@main$/);
    const onFeature = await scanIn(
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main-next', GITHUB_SHA: 'b'.repeat(40) },
      'vulnerable',
    );
    expect(onFeature.report.testRun.name).toMatch(/@main-next$/);
    const onPr = await scanIn(
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/104/merge',
        GITHUB_BASE_REF: 'main',
        GITHUB_SHA: 'c'.repeat(40),
      },
      'vulnerable',
    );
    // A pull request's run is nobody's baseline: its name carries no branch.
    expect(onPr.report.testRun.name).toMatch(/-[0-9a-f]{8}$/);
    // A pull request compares with its base branch's runs only, not a newer run of another branch.
    expect(onPr.report.baseline?.testRunId).toBe(onMain.report.testRun.id);
    // Its re-run never compares with its own first attempt.
    const rerun = await scanIn(
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/104/merge',
        GITHUB_BASE_REF: 'main',
        GITHUB_SHA: 'c'.repeat(40),
      },
      'vulnerable',
    );
    expect(rerun.report.baseline?.testRunId).toBe(onMain.report.testRun.id);

    const mg = mergeGroupEvent();
    expect(mg.baseRef).toBe('refs/heads/main');
    const queued = await scanIn(
      {
        GITHUB_EVENT_NAME: 'merge_group',
        GITHUB_EVENT_PATH: mg.path,
        GITHUB_REF:
          'refs/heads/gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64',
        GITHUB_SHA: mg.headSha,
      },
      'vulnerable',
      { 'fail-on-new-failures': 'true' },
    );
    const baseline = queued.report.baseline;
    expect(baseline?.testRunId).toBe(onMain.report.testRun.id);
    expect(baseline?.reference).toBe(onMain.report.testRun.name);
    // The queue's own temporary branch is not tagged: it is no later queue's baseline.
    expect(queued.report.testRun.name).toMatch(/-[0-9a-f]{8}$/);
    const newFailures = queued.report.gate.checks.find((c) => c.id === 'fail-on-new-failures');
    expect(newFailures?.status).not.toBe('skip');
    // The check on the merge group's head gates the queue with the verdict.
    const check = gh.checks.find((c) => c.head_sha === mg.headSha);
    expect(check).toMatchObject({ status: 'completed' });
    expect(check?.conclusion).toBe(queued.report.gate.verdict === 'pass' ? 'success' : 'failure');
    expect(gh.violations).toEqual([]);
  });

  it('fails closed when the base branch has no run and a regression check is asked for', async () => {
    const mg = mergeGroupEvent();
    // The payload is the only source of the base branch here (no queue ref).
    const env = { GITHUB_EVENT_NAME: 'merge_group', GITHUB_EVENT_PATH: mg.path };
    const queued = await scanIn(env, 'hardened', { 'max-score-drop': '5' });
    expect(queued.report.baseline).toBeNull();
    expect(queued.report.gate.verdict).toBe('error');
    expect(queued.report.gate.reason).toMatch(
      /^The merge queue could not be compared with the last run of its base branch "main".*run probe-gate on pushes to main/,
    );
    expect(queued.report.warnings.join('\n')).toMatch(
      /No completed test run of the base branch "main" on this target/,
    );
    expect(queued.exitCode).not.toBe(0);
    const check = gh.checks.find((c) => c.head_sha === mg.headSha && c.history.length > 0);
    expect(check?.conclusion).toBe('failure');
    expect(gh.violations).toEqual([]);

    // Without a regression check the missing base run is only a warning.
    const plain = await scanIn(env, 'hardened');
    expect(plain.report.gate.verdict).not.toBe('error');
    expect(plain.report.warnings.join('\n')).toMatch(/base branch "main"/);
  });
});
