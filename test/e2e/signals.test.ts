import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import {
  API_KEY,
  cancelRequests,
  cliEnv,
  actionStepLeaks,
  keyLeaks,
  runCliBundle,
  sandboxEnv,
  signalWhenWaiting,
  statusPollsOf,
  waitFor,
  type SignalTiming,
} from './e2e-support.js';
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

// R9 on the built bundles: SIGINT/SIGTERM while waiting cancel the run once, within 5 s
// (CANCEL_TIMEOUT_MS; the runner sends SIGTERM 7.5 s after SIGINT), and the post step does
// not cancel it again. The sandbox runs at real speed, so every run is still going.

let sb: SandboxHandle;
let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
const pr = pullRequestEvent();
/** Signal-to-cancel times, printed at the end (the report quotes them). */
const measured: string[] = [];

beforeAll(async () => {
  sb = await startSandbox({ speed: 1, seed: 5, apiKey: API_KEY });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  if (measured.length > 0) console.info(`after the signal:\n  ${measured.join('\n  ')}`);
  await sb?.close();
  await gh?.close();
});

/** Exactly one cancel of the run, after the signal; returns the latency (reported, not bounded). */
function expectOneCancel(t: SignalTiming, label: string, exitedAt: number): number {
  const cancels = cancelRequests(sb, t.runId);
  expect(cancels).toHaveLength(1);
  expect(sb.stats.cancels[t.runId]).toBe(1);
  const ms = (cancels[0] as { at: number }).at - t.sentAt;
  // After the signal; how soon is reported below, not asserted (a busy machine stretches it).
  expect(ms).toBeGreaterThanOrEqual(0);
  expect(sb.control.getRun(t.runId)?.status).toBe('CANCELLED');
  measured.push(`${label}: cancel received ${ms} ms, process exited ${exitedAt - t.sentAt} ms`);
  return ms;
}

const stackFrame = /^\s+at .+\(?.*:\d+:\d+\)?$/m;

async function cliScan(
  signal: NodeJS.Signals,
  then?: NodeJS.Signals,
): Promise<{ res: StepResult; t: SignalTiming; cwd: string; exitedAt: number }> {
  const cwd = mkdtempSync(join(tmpdir(), 'pg-sig-cli-'));
  let timing: Promise<SignalTiming> | undefined;
  const res = await runCliBundle(
    [
      'scan',
      '--target-id',
      String(sb.targets.vulnerable),
      '--poll-interval-seconds',
      '1',
      '--report-dir',
      'reports',
      '--outputs-file',
      'outputs.txt',
    ],
    cliEnv(sandboxEnv(sb)),
    cwd,
    (child) => (timing = signalWhenWaiting(sb, child, signal, then)),
  );
  const exitedAt = Date.now();
  return { res, t: await (timing as Promise<SignalTiming>), cwd, exitedAt };
}

describe('probe-gate scan (dist/cli) interrupted while waiting', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s: one cancel, exit %i, one clear line', async (signal, code) => {
    const { res, t, cwd, exitedAt } = await cliScan(signal);
    expect(res.code).toBe(code);
    expect(res.signal).toBeNull();
    expectOneCancel(t, `CLI ${signal}`, exitedAt);
    expect(res.stderr).toContain(`Cancelled test run ${t.runId} because the job was cancelled.`);
    const last = res.stderr.trimEnd().split('\n').at(-1);
    expect(last).toBe(
      `probe-gate: Interrupted by ${signal}. Test run ${t.runId}, which this scan started, was cancelled.`,
    );
    expect(res.stderr).not.toMatch(stackFrame);
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it('SIGINT then SIGTERM at once (the runner escalating): still exactly one cancel', async () => {
    const { res, t, cwd, exitedAt } = await cliScan('SIGINT', 'SIGTERM');
    // Node may dispatch the two pending signals in either order; whichever is first decides.
    expect([130, 143]).toContain(res.code);
    expect(res.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^probe-gate: Interrupted by SIG(INT|TERM)\. Test run \d+, which this scan started, was cancelled\.$/,
    );
    expectOneCancel(t, 'CLI SIGINT+SIGTERM', exitedAt);
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it('a run it attached to (did not start) is not cancelled on SIGINT', async () => {
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: API_KEY });
    const { testRunId } = await client.triggerTestRun(sb.workspaceId, {
      targetId: sb.targets.hardened,
      probeIds: null,
      name: `attached-${Date.now()}`,
      notifyWhenFinished: false,
      runAiAnalysis: false,
    });
    const cwd = mkdtempSync(join(tmpdir(), 'pg-sig-attach-'));
    const res = await runCliBundle(
      [
        'scan',
        '--target-id',
        String(sb.targets.hardened),
        '--attach-test-run-id',
        String(testRunId),
        '--poll-interval-seconds',
        '1',
      ],
      cliEnv(sandboxEnv(sb)),
      cwd,
      (child) =>
        void waitFor(() => statusPollsOf(sb, testRunId) > 0, 'a poll').then(() =>
          child.kill('SIGINT'),
        ),
    );
    expect(res.code).toBe(130);
    expect(sb.stats.cancels[testRunId] ?? 0).toBe(0);
    expect(sb.control.getRun(testRunId)?.status).not.toBe('CANCELLED');
    expect(res.stderr).not.toContain('Cancelled test run');
    // The last line says what happened: nothing was cancelled (it used to claim a cancel).
    expect(res.stderr.trimEnd().split('\n').at(-1)).toBe(
      'probe-gate: Interrupted by SIGINT. No test run was cancelled.',
    );
    expect(res.stderr).not.toMatch(stackFrame);
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });
});

describe('dist/index.js (Action main) interrupted while waiting, then dist/post', () => {
  function env(files: RunnerFiles): NodeJS.ProcessEnv {
    return actionEnv(
      {
        'api-key': API_KEY,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'target-id': String(sb.targets.vulnerable),
        'poll-interval-seconds': '1',
        'artifact-name': '',
        'github-token': 'ghs_faketoken',
        'report-dir': 'reports',
      },
      files,
      {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: pr.repo,
        GITHUB_EVENT_NAME: 'pull_request',
      },
    );
  }

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s: main cancels once and fails with ::error::; post does not cancel again',
    async (signal, code) => {
      const files = runnerFiles(pr.payload);
      let timing: Promise<SignalTiming> | undefined;
      const main = await runBundle(
        DIST.main,
        env(files),
        files.dir,
        (child) => (timing = signalWhenWaiting(sb, child, signal)),
      );
      const exitedAt = Date.now();
      const t = await (timing as Promise<SignalTiming>);
      expect(main.code).toBe(code);
      expect(main.stdout).toContain(
        `::error::Interrupted by ${signal}. Test run ${t.runId}, which this scan started, was cancelled.`,
      );
      expect(main.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toHaveLength(1);
      expectOneCancel(t, `Action main ${signal}`, exitedAt);

      // What main handed over to post: the run, and that it is done with it.
      const state = parseCommandFile(files.state);
      expect(state['probe-gate-test-run-id']).toBe(String(t.runId));
      expect(state['probe-gate-finished']).toBe('true');

      const post = await runBundle(DIST.post, { ...env(files), ...stateEnv(files) }, files.dir);
      expect(post.code).toBe(0);
      expect(post.stdout).not.toContain('Cancelled');
      expect(sb.stats.cancels[t.runId]).toBe(1);
      expect(cancelRequests(sb, t.runId)).toHaveLength(1);
      expect(actionStepLeaks(API_KEY, files, { main, post }, gh.requests)).toEqual([]);
    },
  );
});
