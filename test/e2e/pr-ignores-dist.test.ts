/**
 * Ignore entries a pull request adds, through the built Action on a real `pull_request`
 * payload: the base commit's version of the ignore file is read through GitHub's contents
 * API (a fake validated against GitHub's REST description); entries only in the checkout are
 * proposed, not applied, and the FAIL stands; entries the base holds apply.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startFakeGitHubApi, type FakeGitHub } from '../fixtures/github/fake-github.js';
import { DIST } from '../support/dist.js';
import { dayAhead } from '../support/scan-harness.js';
import { actionEnv, parseCommandFile, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

const API_KEY = 'pg-e2e-pr-ignores-key-0123456789abcdef';
const pr = pullRequestEvent();
const BASE_SHA = (pr.payload.pull_request as { base: { sha: string } }).base.sha;
const PATH = '.probe-gate/ignore.yml';
/** Every probe of a target of one probe (11), silenced whole. */
const FILE = `ignore:\n  - probe: "11"\n    reason: accepted in this change\n    expires: ${dayAhead()}\n`;

let sb: SandboxHandle;
let target: number;
beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 24, apiKey: API_KEY });
  target = sb.control.addTarget({
    role: 'pr-ignores',
    probeIds: [11],
    testCasesPerProbe: 10,
    vulnerability: 0.6,
  });
});
afterAll(async () => sb?.close());

async function run(gh: FakeGitHub) {
  const files = runnerFiles(pr.payload);
  mkdirSync(join(files.dir, '.probe-gate'));
  writeFileSync(join(files.dir, PATH), FILE);
  const env = actionEnv(
    {
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(target),
      'poll-interval-seconds': '1',
      'ai-analysis': 'false',
      baseline: 'none',
      'min-score': '0',
      'max-error-rate': '',
      'max-failed': '0',
      'artifact-name': '',
      comment: 'never',
      'github-token': 'ghs_faketoken',
      'report-dir': 'reports',
    },
    files,
    { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: pr.repo, GITHUB_EVENT_NAME: 'pull_request' },
  );
  const res = await runBundle(DIST.main, env, files.dir);
  const out = parseCommandFile(files.output);
  const report = JSON.parse(readFileSync(out['report-json'] as string, 'utf8')) as {
    warnings: string[];
    gate: { checks: { id: string; status: string }[] };
  };
  return { res, out, report };
}

describe('ignore entries on a pull request, in the Action', () => {
  it('an entry only in the checkout: proposed, not applied, warned; the FAIL stands', async () => {
    const gh = await startFakeGitHubApi({ files: {} });
    try {
      const { res, out, report } = await run(gh);
      expect(res.code).toBe(1);
      expect(out.verdict).toBe('fail');
      expect(report.warnings.join('\n')).toMatch(/new in this change and proposed, not applied/);
      expect(res.stdout).toMatch(/::warning::.*proposed, not applied/);
      expect(gh.requests.some((r) => r.operationId === 'repos/get-content')).toBe(true);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it("an entry the base commit's file holds: applied", async () => {
    const gh = await startFakeGitHubApi({ files: { [BASE_SHA]: { [PATH]: FILE } } });
    try {
      const { report, res } = await run(gh);
      expect(report.gate.checks.find((c) => c.id === 'max-failed')?.status).toBe('pass');
      expect(res.stdout).toMatch(/::warning::.*every finding of a whole probe/);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});

describe('ignore entries on a merge request, in the CLI (the base read with git)', () => {
  /** A repository whose base branch (origin/main) has `base` as its ignore file. */
  function repo(base: string | null): string {
    const dir = mkdtempSync(join(tmpdir(), 'pg-mr-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: dir });
    git('init', '-q');
    mkdirSync(join(dir, '.probe-gate'));
    if (base !== null) writeFileSync(join(dir, PATH), base);
    writeFileSync(join(dir, 'README'), 'x');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('update-ref', 'refs/remotes/origin/main', 'HEAD');
    writeFileSync(join(dir, PATH), FILE);
    return dir;
  }

  async function cli(dir: string) {
    const args = [
      'scan',
      ...['--base-url', sb.baseUrl, '--workspace-id', String(sb.workspaceId)],
      ...['--target-id', String(target), '--report-dir', join(dir, 'reports')],
      ...['--poll-interval-seconds', '1', '--ai-analysis', 'false', '--baseline', 'none'],
      ...['--min-score', '0', '--max-error-rate', '', '--max-failed', '0', '--json'],
    ];
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PROBE_API_KEY: API_KEY,
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    };
    const res = await runBundle(DIST.cli, env, dir, undefined, args);
    const report = JSON.parse(
      readFileSync(join(dir, 'reports', 'probe-gate-report.json'), 'utf8'),
    ) as { warnings: string[]; gate: { checks: { id: string; status: string }[] } };
    return { res, report };
  }

  it('an entry only in the merge request: proposed, not applied; the FAIL stands', async () => {
    const { res, report } = await cli(repo(null));
    expect(res.code).toBe(1);
    expect(report.warnings.join('\n')).toMatch(/proposed, not applied \(not in origin\/main's/);
  });

  it("an entry origin/main's file holds: applied", async () => {
    const { report } = await cli(repo(FILE));
    expect(report.gate.checks.find((c) => c.id === 'max-failed')?.status).toBe('pass');
  });
});
