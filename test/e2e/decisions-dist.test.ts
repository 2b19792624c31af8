import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { actionEnv, parseCommandFile, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

// The gate's decisions end to end, the built Action and CLI against the sandbox, one
// numbered case each: a re-run of a regressed pull request fails; 14/2/4 is not a pass;
// flawless 20-case probes under bound are inconclusive and retry re-runs every probe;
// 0/4 vs 1/1 is not worse; three categories give 70 in every order; 12/22 shows 54.5%.
// Each case has targets of its own: the cases run side by side.
const API_KEY = 'pg-e2e-decisions-key-0123456789ab';

let sb: SandboxHandle;
const pr = pullRequestEvent();

beforeAll(async () => {
  sb = await startSandbox({ speed: 50_000, seed: 43, apiKey: API_KEY });
});
afterAll(async () => sb?.close());

/** A target of `probes` with `cases` each, every run of which has the given outcomes. */
function target(
  probes: number[],
  cases: number,
  fixed: Record<number, { failed: number; errors?: number }>,
) {
  const id = sb.control.addTarget({
    role: `t${probes.join('-')}`,
    probeIds: probes,
    testCasesPerProbe: cases,
  });
  sb.control.setQuirks(id, { fixedOutcomes: fixed });
  return id;
}

const reportOf = (path: string | undefined): Report =>
  JSON.parse(readFileSync(path as string, 'utf8')) as Report;

async function action(
  targetId: number,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
) {
  const files = runnerFiles(pr.payload);
  const all = actionEnv(
    {
      'api-key': API_KEY,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(targetId),
      'poll-interval-seconds': '1',
      'timeout-minutes': '2',
      'artifact-name': '',
      'report-dir': 'reports',
      'ai-analysis': 'false',
      comment: 'never',
      baseline: 'none',
      'min-score': '0',
      ...inputs,
    },
    files,
    { GITHUB_REPOSITORY: pr.repo, GITHUB_EVENT_NAME: 'pull_request', ...env },
  );
  const res = await runBundle(DIST.main, all, files.dir);
  const out = parseCommandFile(files.output);
  return { ...res, out, files, report: out['report-json'] ? reportOf(out['report-json']) : null };
}

async function cli(targetId: number, args: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-decisions-'));
  const reports = join(dir, 'reports');
  const argv = [
    'scan',
    ...['--base-url', sb.baseUrl, '--workspace-id', String(sb.workspaceId)],
    ...['--target-id', String(targetId), '--poll-interval-seconds', '1'],
    ...['--ai-analysis', 'false', '--baseline', 'none', '--min-score', '0'],
    ...['--report-dir', reports, '--formats', 'json,md,junit,sarif'],
    ...args,
  ];
  const shell = { PATH: process.env.PATH, HOME: process.env.HOME, PROBE_API_KEY: API_KEY };
  const res = await runBundle(DIST.cli, { ...shell, ...env }, dir, undefined, argv);
  return { ...res, reports, report: () => reportOf(join(reports, 'probe-gate-report.json')) };
}

describe.concurrent('case 1: a re-run of a pull request with a real regression fails', () => {
  const regressed = async (scan: (t: number, pr: boolean) => Promise<number | null>) => {
    const t = sb.control.addTarget({
      role: 'drift',
      probeIds: [11, 21, 31, 41],
      testCasesPerProbe: 150,
    });
    const steady = { 11: 0.1, 21: 0.15, 31: 0.05, 41: 0.2 };
    sb.control.setNoise(t, { failRates: steady });
    for (let i = 0; i < 2; i++) expect(await scan(t, false)).toBe(0);
    sb.control.setNoise(t, { failRates: { ...steady, 11: 0.4 } });
    // The first attempt fails; its re-run is compared with main's runs, never with it: fails.
    expect(await scan(t, true)).toBe(1);
    expect(await scan(t, true)).toBe(1);
  };
  const gate = { 'fail-on-new-failures': 'true', baseline: 'auto' };

  it('in the Action: push runs of main are the baseline of both attempts', async () => {
    const mainRuns: number[] = [];
    await regressed(async (t, onPr) => {
      const env: Record<string, string> = onPr
        ? {
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_REF: 'refs/pull/9/merge',
            GITHUB_BASE_REF: 'main',
          }
        : { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' };
      const r = await action(t, gate, env);
      if (!onPr) mainRuns.push(Number(r.out['test-run-id']));
      else
        expect(r.report?.baseline?.pool?.runs.map((x) => x.testRunId).sort()).toEqual(
          [...mainRuns].sort(),
        );
      return r.code;
    });
  });

  it('in the CLI (GitLab merge request): the same', async () => {
    await regressed(async (t, onPr) => {
      const env: Record<string, string> = onPr
        ? {
            GITLAB_CI: 'true',
            CI_MERGE_REQUEST_IID: '9',
            CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
          }
        : { GITLAB_CI: 'true', CI_COMMIT_BRANCH: 'main' };
      const r = await cli(t, ['--fail-on-new-failures', 'true', '--baseline', 'auto'], env);
      return r.code;
    });
  });
});

describe.concurrent(
  'case 3: 3 probes x 20 cases of 14 passed, 2 failed, 4 errored at min-score 80',
  () => {
    const fixed = {
      11: { failed: 2, errors: 4 },
      21: { failed: 2, errors: 4 },
      31: { failed: 2, errors: 4 },
    };
    it('in the Action: inconclusive, exit 5, naming the check and the 12 errored cases', async () => {
      const r = await action(target([11, 21, 31], 20, fixed), { 'min-score': '80' });
      expect(r.code).toBe(5);
      expect(r.out.verdict).toBe('inconclusive');
      expect(r.out['overall-score']).toBe('88');
      const hide = r.report?.gate.checks.find((c) => c.id === 'errors-hide:min-score');
      expect(hide).toMatchObject({ status: 'fail', inconclusive: true, actual: 70 });
      expect(hide?.message).toMatch(/^min-score passes only if the 12 errored test cases passed/);
      const junit = readFileSync(r.out['junit-file'] as string, 'utf8');
      expect(junit).toMatch(/<testcase name="verdict"[^>]*>\s*<failure [^>]*type="inconclusive"/);
    });
    it('in the CLI: exit 5', async () => {
      const r = await cli(target([11, 21, 31], 20, fixed), ['--min-score', '80']);
      expect(r.code).toBe(5);
      expect(r.stdout).toMatch(/^Verdict: INCONCLUSIVE/m);
      expect(r.stdout).toContain(
        '[open] errors-hide:min-score: min-score passes only if the 12 errored test cases passed',
      );
    });
  },
);

describe.concurrent('case 4: flawless 20-case probes under gate-on bound at min-score 85', () => {
  const flawless = { 11: { failed: 0 }, 21: { failed: 0 }, 31: { failed: 0 } };
  it('in the Action: inconclusive, exit 5; retry-failed re-runs every probe', async () => {
    const t = target([11, 21, 31], 20, flawless);
    const r = await action(t, { 'min-score': '85', 'gate-on': 'bound' });
    expect(r.code).toBe(5);
    expect(r.out.verdict).toBe('inconclusive');
    const retried = await action(t, { 'min-score': '85', 'gate-on': 'bound', 'retry-failed': '1' });
    const retry = retried.report?.retries?.runs[1];
    expect(retry?.probes?.length).toBe(3);
    expect(sb.control.getRun(retry!.testRunId as number)?.probeRuns).toHaveLength(3);
  });
  it('in the CLI: exit 5', async () => {
    const r = await cli(target([11, 21, 31], 20, flawless), [
      '--min-score',
      '85',
      '--gate-on',
      'bound',
    ]);
    expect(r.code).toBe(5);
    expect(r.stdout).toMatch(/^Verdict: INCONCLUSIVE/m);
  });
});

describe.concurrent('case 5: baseline 0/4, now 1/1 is not worse', () => {
  it('in the CLI and the Action: no significant change, exit 0', async () => {
    const t = target([11], 4, { 11: { failed: 0 } });
    const first = await cli(t, ['--min-samples', '0']);
    expect(first.code).toBe(0);
    const saved = join(first.reports, 'probe-gate-report.json');
    sb.control.setTestCasesPerProbe(t, 1);
    sb.control.setQuirks(t, { fixedOutcomes: { 11: { failed: 1 } } });
    const flags = ['--min-samples', '0', '--fail-on-new-failures', 'true'];
    const now = await cli(t, [...flags, '--baseline', 'auto', '--baseline-report', saved]);
    expect(now.code).toBe(0);
    const test = now.report().baseline?.probeTests?.[0];
    expect(test).toMatchObject({ decision: 'no significant change', significantRise: false });
    const inputs = { 'min-samples': '0', 'fail-on-new-failures': 'true', baseline: 'auto' };
    const a = await action(t, { ...inputs, 'baseline-report': saved });
    expect(a.code).toBe(0);
    expect(a.report?.baseline?.probeTests?.[0]?.decision).toBe('no significant change');
  });
});

describe.concurrent('case 6: rounding', () => {
  // Probe scores 69.6, 96.8 and 42.1 in three categories: the mean is exactly 69.5.
  const fixed = { 11: { failed: 304 }, 21: { failed: 32 }, 31: { failed: 579 } };
  it('three categories give 70 in every order of the probe runs (CLI and Action)', async () => {
    const t = target([11, 21, 31], 1000, fixed);
    for (const order of ['11,21,31', '31,21,11', '21,31,11']) {
      const r = await cli(t, ['--probes', order]);
      expect(r.code).toBe(0);
      const s = r.report().scores;
      expect(s.overall).toBe(70);
      expect(Object.values(s.categories).sort()).toEqual([42.1, 69.6, 96.8]);
    }
    const a = await action(t, { probes: '31,11,21' });
    expect(a.out['overall-score']).toBe('70');
  });
  it('12 of 22 shows 54.5% (CLI and Action summary)', async () => {
    const t = target([11], 22, { 11: { failed: 12 } });
    const r = await cli(t, []);
    expect(r.stdout).toMatch(/fail rate 54\.5% \(95% CI/);
    expect(r.stdout).not.toContain('54.6%');
    const a = await action(t, {});
    expect(readFileSync(a.files.summary, 'utf8')).toContain('54.5%');
  });
});
