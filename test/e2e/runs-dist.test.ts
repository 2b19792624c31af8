/**
 * On the built bundles: every run the scan starts is finished or cancelled (R23),
 * timeout-minutes ends a step whose every call hangs (R24), signals end the step in every
 * phase (R29), and a closed output pipe is not a gate failure (R29). How long each takes is
 * the soak's and the bench's to report; here, only that they end.
 */
import { exec } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_STATUS, startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { startMutatingProxy, type ProxyAction } from '../soak/mutating-proxy.js';
import {
  API_KEY,
  cancelRequests,
  cliEnv,
  sandboxEnv,
  signalWhenWaiting,
  waitFor,
} from './e2e-support.js';
import { startFakeArtifactService } from './fake-artifact.js';
import { startFakeGitHub } from './fake-github.js';
import {
  actionEnv,
  parseCommandFile,
  pullRequestEvent,
  runBundle,
  runnerFiles,
  stateEnv,
  type RunnerFiles,
} from './runner.js';

let slow: SandboxHandle;
let fast: SandboxHandle;
const pr = pullRequestEvent();
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  slow = await startSandbox({ speed: 1, seed: 21, apiKey: API_KEY });
  fast = await startSandbox({ speed: 300, seed: 21, apiKey: API_KEY });
});
afterAll(async () => {
  await Promise.all(closers.map((c) => c()));
  await slow?.close();
  await fast?.close();
});

function env(
  files: RunnerFiles,
  baseUrl: string,
  targetId: number,
  inputs: Record<string, string> = {},
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return actionEnv(
    {
      'api-key': API_KEY,
      'base-url': baseUrl,
      'workspace-id': '1',
      'target-id': String(targetId),
      'poll-interval-seconds': '1',
      'artifact-name': '',
      'github-token': 'ghs_faketoken',
      'report-dir': 'reports',
      ...inputs,
    },
    files,
    { GITHUB_REPOSITORY: pr.repo, GITHUB_EVENT_NAME: 'pull_request', ...extra },
  );
}

const newRun = (sb: SandboxHandle, before: number) => () =>
  sb.stats.testRunsCreated.length > before;

describe.concurrent('R23: every run the Action starts is finished or cancelled', () => {
  it('main killed while the trigger answer is on its way: post finds the run by name and cancels it', async () => {
    const held: ProxyAction = { kind: 'slow', ms: 20_000 };
    const proxy = await startMutatingProxy(slow.baseUrl, (r) =>
      r.endpoint === 'triggerTestRun' ? held : { kind: 'pass' },
    );
    closers.push(proxy.close);
    const files = runnerFiles(pr.payload);
    const e = env(files, proxy.baseUrl, slow.targets.vulnerable);
    const before = slow.stats.testRunsCreated.length;
    const main = await runBundle(DIST.main, e, files.dir, (child) => {
      void waitFor(newRun(slow, before), 'the trigger').then(() => child.kill('SIGKILL'));
    });
    expect(main.signal).toBe('SIGKILL');
    const runId = slow.stats.testRunsCreated[before]?.id as number;
    const state = parseCommandFile(files.state);
    // Saved before the trigger was sent: the name, not the id main never learnt.
    expect(state['probe-gate-run-name']).toBe(slow.stats.testRunsCreated[before]?.name);
    expect(state['probe-gate-test-run-id']).toBeUndefined();

    const post = await runBundle(DIST.post, { ...e, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(`Cancelled test run ${runId} because the main step ended`);
    expect(slow.control.getRun(runId)?.status).toBe(RUN_STATUS.cancelled);
    expect(slow.stats.testRunsCreated.filter((r) => r.id >= runId)).toHaveLength(
      slow.stats.testRunsCreated.length - before,
    );
  });

  it.each([
    ['answers 503 once: main cancels it (retried), post does nothing', 1, 1],
    ['fails on every try of main: main says so, post cancels it', 100, 0],
  ])('SIGINT while polling, the cancel %s', async (_name, failures, mainCancels) => {
    const sb = await startSandbox({ speed: 1, seed: 22, apiKey: API_KEY });
    closers.push(() => sb.close());
    sb.control.failNextCancels(failures);
    const files = runnerFiles(pr.payload);
    const e = env(files, sb.baseUrl, sb.targets.vulnerable);
    let timing: ReturnType<typeof signalWhenWaiting> | undefined;
    const main = await runBundle(DIST.main, e, files.dir, (child) => {
      timing = signalWhenWaiting(sb, child, 'SIGINT');
    });
    const t = await (timing as ReturnType<typeof signalWhenWaiting>);
    expect(main.code).toBe(130);
    const state = parseCommandFile(files.state);
    if (mainCancels === 1) {
      expect(main.stdout).toContain(`Test run ${t.runId}, which this scan started, was cancelled.`);
      expect(state['probe-gate-finished']).toBe('true');
    } else {
      expect(main.stdout).toContain('No test run was cancelled.');
      // Not acknowledged, so not recorded: the post step must try again (R23).
      expect(state['probe-gate-finished']).toBeUndefined();
      expect(sb.control.getRun(t.runId)?.status).not.toBe(RUN_STATUS.cancelled);
      sb.control.failNextCancels(0);
    }
    const cancelsBeforePost = cancelRequests(sb, t.runId).length;
    const post = await runBundle(DIST.post, { ...e, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(sb.control.getRun(t.runId)?.status).toBe(RUN_STATUS.cancelled);
    // Post sends one cancel when main's failed, none when main's was acknowledged.
    expect(cancelRequests(sb, t.runId).length - cancelsBeforePost).toBe(1 - mainCancels);
  });
});

describe.concurrent('R24: timeout-minutes ends a step whose every call hangs', () => {
  it.each([
    ['a status endpoint, a results service and a GitHub that never answer', 'create'],
    ['a blob upload that never ends', 'blob'],
  ] as const)('%s: exit 4 by the deadline', async (_name, stall) => {
    const sb = await startSandbox({ speed: 1, seed: 23, apiKey: API_KEY });
    const gh = await startFakeGitHub({ stall: () => true });
    const art = await startFakeArtifactService({ stall });
    closers.push(() => sb.close(), gh.close, art.close);
    if (stall === 'create') sb.control.hangStatus(true);
    const files = runnerFiles(pr.payload);
    const e = env(
      files,
      sb.baseUrl,
      sb.targets.vulnerable,
      { 'timeout-minutes': '0.1', 'artifact-name': 'probe-gate-report' },
      { GITHUB_API_URL: gh.url, ...art.env },
    );
    // Nothing here ever answers: only the deadline and the step's own budgets end the step
    // (its slack is measured by `npm run soak`, which reports and does not fail).
    const main = await runBundle(DIST.main, e, files.dir);
    expect(main.code).toBe(4);
    const out = parseCommandFile(files.output);
    expect(out.verdict).toBe('timeout');
    expect(out['report-json']).toMatch(/probe-gate-report\.json$/);
    expect(main.stdout).toMatch(/::warning::Could not upload the report artifact/);
    const runId = Number(out['test-run-id']);
    expect(sb.control.getRun(runId)?.status).toBe(RUN_STATUS.cancelled);
    expect(art.paths.some((p) => p.endsWith('/CreateArtifact'))).toBe(true);
  });
});

describe.concurrent('R29: SIGINT ends the step in every phase, never with a false ERROR', () => {
  it('while the PR comment is being posted (GitHub does not answer)', async () => {
    const gh = await startFakeGitHub({ stall: () => true });
    closers.push(gh.close);
    const files = runnerFiles(pr.payload);
    const e = env(files, fast.baseUrl, fast.targets.hardened, {}, { GITHUB_API_URL: gh.url });
    const main = await runBundle(DIST.main, e, files.dir, (child) => {
      void waitFor(() => gh.requests.length > 0, 'the comment request').then(() => {
        child.kill('SIGINT');
      });
    });
    expect(main.code).toBe(130);
    expect(main.stdout).toContain('::error::Interrupted by SIGINT.');
    // The verdict was out before publishing began (R25).
    expect(parseCommandFile(files.output).verdict).toBe('pass');
  });

  it('while probe-run details are read: no "detail unavailable", no comment at all', async () => {
    const gh = await startFakeGitHub();
    const proxy = await startMutatingProxy(fast.baseUrl, (r) =>
      r.endpoint === 'getProbeRun' ? { kind: 'slow', ms: 20_000 } : { kind: 'pass' },
    );
    closers.push(gh.close, proxy.close);
    const files = runnerFiles(pr.payload);
    const e = env(files, proxy.baseUrl, fast.targets.vulnerable, {}, { GITHUB_API_URL: gh.url });
    const main = await runBundle(DIST.main, e, files.dir, (child) => {
      void waitFor(
        () => proxy.seen.some((r) => r.endpoint === 'getProbeRun'),
        'a detail read',
      ).then(() => {
        child.kill('SIGINT');
      });
    });
    expect(main.code).toBe(130);
    expect(main.stdout).not.toContain('detail unavailable');
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(gh.comments).toEqual([]);
    // Every exit after valid inputs sets the verdict: not judged, so `error` and no score.
    expect(parseCommandFile(files.output).verdict).toBe('error');
    expect(parseCommandFile(files.output)['overall-score']).toBe('');
  });
});

describe('R29: a closed output pipe is not a gate failure (CLI)', () => {
  it('`scan ... 2>&1 | head -1`: the scan goes on to its verdict and exit code', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pg-epipe-'));
    const before = fast.stats.testRunsCreated.length;
    const script = `node ${JSON.stringify(DIST.cli)} scan --target-id ${fast.targets.hardened} --poll-interval-seconds 1 --report-dir reports 2>&1 | head -1; echo "exit=\${PIPESTATUS[0]}"`;
    const out = await new Promise<string>((resolve, reject) =>
      exec(script, { cwd, env: cliEnv(sandboxEnv(fast)), shell: '/bin/bash' }, (err, stdout) =>
        err ? reject(err) : resolve(stdout),
      ),
    );
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^Starting test run/);
    // Hardened target: the gate passes, so 0 (it was 1, "gate failed", from an EPIPE crash).
    expect(lines.at(-1)).toBe('exit=0');
    const run = fast.stats.testRunsCreated[before];
    expect(fast.control.getRun(run?.id as number)?.status).toBe(RUN_STATUS.completed);
  });
});
