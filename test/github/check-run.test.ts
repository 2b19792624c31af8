import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionCheckRun,
  checkConclusion,
  type CheckRunOptions,
} from '../../src/github/check-run.js';
import { actionCommentPoster } from '../../src/github/comment.js';
import { renderComment } from '../../src/report/markdown/comment.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startFakeGitHubApi, type FakeGitHub } from '../fixtures/github/fake-github.js';
import { openApiViolations } from '../fixtures/github/openapi.js';
import { makeReport } from '../fixtures/report/make-report.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';

const require = createRequire(import.meta.url);

/** A webhook payload from @octokit/webhooks-examples. */
function example(name: string, action: string): Record<string, unknown> {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as Array<{
    name: string;
    examples: Array<Record<string, unknown>>;
  }>;
  const found = all.find((e) => e.name === name)?.examples.find((x) => x.action === action);
  if (!found) throw new Error(`no ${name}.${action} example`);
  return found;
}

function eventFile(payload: Record<string, unknown>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pg-event-')), 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

describe('GitHub check run (requests validated against @octokit/openapi)', () => {
  let sb: SandboxHandle;
  let gh: FakeGitHub;
  let warnings: string[];
  let annotations: string[];
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 7 });
    gh = await startFakeGitHubApi();
  });
  afterAll(async () => {
    await gh?.close();
    await sb?.close();
  });
  beforeEach(() => {
    warnings = [];
    annotations = [];
  });

  const options = (
    env: NodeJS.ProcessEnv,
    extra: Partial<CheckRunOptions> = {},
  ): CheckRunOptions => ({
    token: 'ghs_test',
    locationPath: '.github/workflows/ai.yml',
    env: { GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_API_URL: gh.url, ...env },
    annotate: (level, message, file) => void annotations.push(`${level} ${file}: ${message}`),
    warn: (m) => void warnings.push(m),
    ...extra,
  });

  async function scanWithCheck(opts: CheckRunOptions, role = 'vulnerable') {
    const check = actionCheckRun(opts);
    const result = await scanSandbox(sb, sandboxConfig(sb, role), { check });
    const body = renderComment(result.report);
    await check.complete({ report: result.report, summary: body.slice(body.indexOf('\n') + 1) });
    return result;
  }

  it('opens the check in progress on the PR head with the run link, completes it with the verdict', async () => {
    const pr = example('pull_request', 'opened');
    const head = (pr.pull_request as { head: { sha: string } }).head.sha;
    const result = await scanWithCheck(
      options({ GITHUB_EVENT_PATH: eventFile(pr), GITHUB_SHA: 'merge-sha' }),
    );
    expect(gh.checks).toHaveLength(1);
    const check = gh.checks[0]!;
    expect(check).toMatchObject({
      head_sha: head,
      name: `probe-gate / ${result.report.platform.targetName}`,
      external_id: `probe-gate/target-${sb.targets.vulnerable}`,
      details_url: result.report.testRun.url,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(check.history[0]).toBe('in_progress');
    const failed = result.report.gate.checks.filter((c) => !c.passed);
    expect(check.annotations).toHaveLength(failed.length);
    expect(check.annotations[0]).toMatchObject({
      path: '.github/workflows/ai.yml',
      start_line: 1,
      annotation_level: 'failure',
    });
    expect(check.output.summary).toContain('probe-gate');
    expect(check.output.summary!.length).toBeLessThan(65_536);
    expect(gh.violations).toEqual([]);

    // A re-run updates the same check (stable external_id), never opens a second one.
    await scanWithCheck(options({ GITHUB_EVENT_PATH: eventFile(pr) }));
    expect(gh.checks).toHaveLength(1);
    expect(gh.requests.filter((r) => r.operationId === 'checks/create')).toHaveLength(1);
    expect(gh.violations).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('gates a merge queue: the check is on the merge group head, and there is no PR to comment on', async () => {
    const mg = example('merge_group', 'checks_requested');
    const env = { GITHUB_EVENT_PATH: eventFile(mg), GITHUB_REPOSITORY: 'octo-org/octo-repo' };
    const result = await scanWithCheck(options(env), 'hardened');
    const sha = (mg.merge_group as { head_sha: string }).head_sha;
    const check = gh.checks.find((c) => c.head_sha === sha);
    expect(check).toMatchObject({
      status: 'completed',
      conclusion: checkConclusion(result.report),
    });
    expect(actionCommentPoster('ghs_test', env).target()).toMatchObject({ ok: false });
    expect(gh.violations).toEqual([]);
  });

  it('without checks: write, warns once and degrades to annotations', async () => {
    const denied = await startFakeGitHubApi({ forbidChecks: true });
    try {
      const pr = example('pull_request', 'opened');
      const opts = options({ GITHUB_EVENT_PATH: eventFile(pr), GITHUB_API_URL: denied.url });
      const result = await scanWithCheck(opts);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^No check run: .*checks: write/);
      const failed = result.report.gate.checks.filter((c) => !c.passed);
      expect(annotations).toHaveLength(failed.length);
      expect(annotations[0]).toMatch(/^error \.github\/workflows\/ai\.yml: probe-gate /);
      expect(result.exitCode).toBe(1);
      expect(denied.violations).toEqual([]);
    } finally {
      await denied.close();
    }
  });

  it('maps verdicts to conclusions, failing closed on anything unknown', () => {
    const r = makeReport();
    const withVerdict = (verdict: string, warnOnly = false) => {
      const x = makeReport();
      x.gate = {
        verdict: verdict as never,
        reason: '',
        checks: [
          { ...r.gate.checks[0]!, passed: false, ...(warnOnly ? { warnOnly: true } : {}) } as never,
        ],
      };
      return checkConclusion(x);
    };
    expect(withVerdict('warn', true)).toBe('neutral');
    expect(withVerdict('pass')).toBe('success');
    expect(withVerdict('fail')).toBe('failure');
    expect(withVerdict('error')).toBe('failure');
    expect(withVerdict('timeout')).toBe('timed_out');
    expect(withVerdict('inconclusive')).toBe('action_required');
    expect(withVerdict('something-new')).toBe('failure');
  });

  it('the validator refuses what GitHub would (so a passing test means something)', () => {
    expect(
      openApiViolations('POST', '/repos/o/r/check-runs', {
        name: 'x',
        head_sha: 'a',
        status: 'bogus',
      }).problems,
    ).not.toEqual([]);
    expect(
      openApiViolations('GET', '/repos/o/r/commits/a/check-runs?per_page=x', undefined).problems,
    ).not.toEqual([]);
    expect(
      openApiViolations('PATCH', '/repos/o/r/check-runs/1', { conclusion: 'green' }).problems,
    ).not.toEqual([]);
    expect(
      openApiViolations('POST', '/repos/o/r/check-runs', { name: 'x', head_sha: 'a' }).problems,
    ).toEqual([]);
  });
});
