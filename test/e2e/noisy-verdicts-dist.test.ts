import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startFakeGitHubApi, type FakeGitHub } from '../fixtures/github/fake-github.js';
import { DIST } from '../support/dist.js';
import { startFakeGitHub } from './fake-github.js';
import { actionEnv, parseCommandFile, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

// Issue 15 end to end, with the built bundles as the runner and a shell run them: a gated
// category of 3 test cases is `inconclusive` (exit 5, check run `action_required`), and a
// failing `warn-only` check is `warn` (exit 0, check run `neutral`, yellow comment, Azure
// SucceededWithIssues only under TF_BUILD).
const API_KEY = 'pg-e2e-noise-key-0123456789abcdef';

let sb: SandboxHandle;
let checks: FakeGitHub;
let comments: Awaited<ReturnType<typeof startFakeGitHub>>;
/** A target whose one probe (Prompt Injection) runs 3 test cases that all pass. */
let tiny: number;
const pr = pullRequestEvent();

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 3, apiKey: API_KEY });
  checks = await startFakeGitHubApi();
  comments = await startFakeGitHub();
  tiny = sb.control.addTarget({
    role: 'tiny',
    probeIds: [11],
    testCasesPerProbe: 3,
    vulnerability: 0,
  });
});
afterAll(async () => {
  await sb?.close();
  await checks?.close();
  await comments?.close();
});

function action(targetId: number, gh: { url: string }, extra: Record<string, string>) {
  const files = runnerFiles(pr.payload);
  const env = actionEnv(
    {
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(targetId),
      'poll-interval-seconds': '1',
      'timeout-minutes': '2',
      'artifact-name': '',
      'github-token': 'ghs_faketoken',
      'report-dir': 'reports',
      'ai-analysis': 'false',
      baseline: 'none',
      ...extra,
    },
    files,
    {
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: pr.repo,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_WORKFLOW_REF: `${pr.repo}/.github/workflows/ai.yml@refs/pull/${pr.number}/merge`,
    },
  );
  return { files, run: () => runBundle(DIST.main, env, files.dir) };
}

function cli(targetId: number, extra: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-noise-'));
  const args = [
    'scan',
    '--base-url',
    sb.baseUrl,
    '--workspace-id',
    String(sb.workspaceId),
    '--target-id',
    String(targetId),
    '--poll-interval-seconds',
    '1',
    '--ai-analysis',
    'false',
    '--baseline',
    'none',
    '--report-dir',
    join(dir, 'reports'),
    ...extra,
  ];
  const shell = { PATH: process.env.PATH, HOME: process.env.HOME, PROBE_API_KEY: API_KEY };
  return runBundle(DIST.cli, { ...shell, ...env }, dir, undefined, args);
}

describe('a gated category with 3 test cases: inconclusive, exit 5', () => {
  it('in the Action: exit 5, verdict output, check run action_required, summary, JUnit, SARIF', async () => {
    const { files, run } = action(tiny, checks, {
      'category-min-scores': 'Prompt Injection=50',
      'check-run': 'true',
      comment: 'never',
    });
    const res = await run();
    expect(res.code).toBe(5);
    expect(res.stdout).toContain('::error::probe-gate inconclusive: Inconclusive, not a pass:');
    const out = parseCommandFile(files.output);
    expect(out.verdict).toBe('inconclusive');
    // Every check that judged a value passed: only the evidence is short.
    const report = JSON.parse(readFileSync(out['report-json'] as string, 'utf8')) as {
      gate: { verdict: string; checks: { id: string; status: string }[]; settings: unknown };
    };
    expect(report.gate.verdict).toBe('inconclusive');
    const failed = report.gate.checks.filter((c) => c.status === 'fail').map((c) => c.id);
    expect(failed).toEqual(['min-samples', 'min-samples:Prompt Injection']);
    expect(report.gate.checks.find((c) => c.id === 'min-score')?.status).toBe('pass');
    expect(report.gate.settings).toEqual({
      confidence: 0.95,
      gateOn: 'point',
      minSamples: 20,
      warnOnly: [],
    });
    expect(checks.checks.at(-1)).toMatchObject({
      status: 'completed',
      conclusion: 'action_required',
    });
    expect(readFileSync(files.summary, 'utf8')).toContain('❔ probe-gate: INCONCLUSIVE');
    const junit = readFileSync(out['junit-file'] as string, 'utf8');
    expect(junit).toMatch(/<testcase name="min-samples:Prompt Injection"[^>]*>\s*<failure /);
    const sarif = readFileSync(out['sarif-file'] as string, 'utf8');
    expect(sarif).toContain('"verdict": "inconclusive"');
    expect(sarif).toContain('Verdict inconclusive (exit 5)');
  });

  it('in the CLI: exit 5, the verdict block, GitLab dotenv and Azure log commands', async () => {
    // Under GitLab CI, which adds the dotenv file and leaves the verdict block as it is.
    const r = await cli(tiny, ['--category-min-scores', 'Prompt Injection=50'], {
      GITLAB_CI: 'true',
    });
    expect(r.code).toBe(5);
    expect(r.stdout).toMatch(
      /^Verdict: INCONCLUSIVE - Inconclusive, not a pass: The run judged \d test cases?, fewer than min-samples 20/m,
    );
    expect(r.stdout).toContain('[x ] min-samples:');
    expect(r.stdout).toMatch(/fail rate 0% \(95% CI 0%–\d+(\.\d)?%\)/);
    const dotenvPath = /Reports:\n {2}(\S+)\//.exec(r.stdout)?.[1];
    expect(readFileSync(join(dotenvPath as string, 'probe-gate.env'), 'utf8')).toContain(
      'PROBE_GATE_VERDICT=inconclusive',
    );
    const azure = await cli(tiny, [], { TF_BUILD: 'True' });
    expect(azure.code).toBe(5);
    expect(azure.stdout + azure.stderr).toContain(
      '##vso[task.logissue type=error;sourcepath=azure-pipelines.yml;linenumber=1;code=probe-gate/min-samples]probe-gate min-samples: The run judged',
    );
    expect(azure.stdout + azure.stderr).not.toContain('task.complete');
  });
});

describe('warn-only: only warn-only checks failed', () => {
  it('in the Action: exit 0, verdict warn, check run neutral, a yellow comment, a warning', async () => {
    const { files, run } = action(sb.targets.vulnerable as number, checks, {
      'warn-only': 'min-score',
      'check-run': 'true',
      comment: 'never',
    });
    const res = await run();
    expect(res.code).toBe(0);
    expect(res.stdout).not.toContain('::error::');
    expect(res.stdout).toMatch(/::warning[^:]*::probe-gate min-score \(warn-only\): Overall score/);
    const out = parseCommandFile(files.output);
    expect(out.verdict).toBe('warn');
    expect(Number(out['overall-score'])).toBeLessThan(60);
    expect(checks.checks.at(-1)).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(checks.checks.at(-1)!.annotations).toEqual([
      expect.objectContaining({ annotation_level: 'warning', title: 'probe-gate min-score' }),
    ]);
    const withComment = action(sb.targets.vulnerable as number, comments, {
      'warn-only': 'min-score',
      comment: 'auto',
    });
    expect((await withComment.run()).code).toBe(0);
    const body = comments.comments.at(-1)?.body ?? '';
    expect(body).toContain('🟡 probe-gate: WARN');
    expect(body).toContain('| `min-score` | 60 |');
    expect(body).toMatch(/\| `min-score` \|[^\n]*\| 🟡 warn \|/);
  });

  it('in the CLI: exit 0, WARN, and SucceededWithIssues only under TF_BUILD', async () => {
    const target = sb.targets.vulnerable as number;
    const plain = await cli(target, ['--warn-only', 'min-score']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Verdict: WARN - Only warn-only checks failed: Overall score/m);
    expect(plain.stdout).toContain('[warn] min-score:');
    expect(plain.stdout + plain.stderr).not.toContain('##vso');
    const azure = await cli(target, ['--warn-only', 'min-score'], { TF_BUILD: 'True' });
    expect(azure.code).toBe(0);
    const text = azure.stdout + azure.stderr;
    expect(text).toContain(
      '##vso[task.logissue type=warning;sourcepath=azure-pipelines.yml;linenumber=1;code=probe-gate/min-score]',
    );
    expect(text).toContain(
      '##vso[task.complete result=SucceededWithIssues]Only warn-only gate checks failed.',
    );
    // A warn-only check does not hide another check that fails.
    const both = await cli(target, ['--warn-only', 'max-error-rate']);
    expect(both.code).toBe(1);
    expect(both.stdout).toMatch(/^Verdict: FAIL - /m);
  });

  it('an unknown check name is bad input: exit 2 before any request, naming the valid ones', async () => {
    const before = sb.stats.testRunsCreated.length;
    const r = await cli(sb.targets.vulnerable as number, ['--warn-only', 'min-scroe']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'warn-only: unknown gate check "min-scroe"; use any of min-score, max-failed, max-fail-rate, max-error-rate, category-min-scores, max-score-drop, fail-on-new-failures, fail-on-framework, or all.',
    );
    expect(sb.stats.testRunsCreated.length).toBe(before);
  });
});
