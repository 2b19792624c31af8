/**
 * retry-failed through dist/index.js and dist/post/index.js as the runner runs them: the retry
 * of a flaky probe passes on pooled counts; a main step killed during the retry leaves the
 * post step the retry run's id, and post cancels that run exactly once (R9, R23).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { actionEnv, parseCommandFile, runBundle, runnerFiles, stateEnv } from './runner.js';

const API_KEY = 'pg-e2e-retry-key-0123456789abcdef';
let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 15, apiKey: API_KEY });
});
afterAll(async () => {
  await sb?.close();
});

/** A fresh target whose Role-play Jailbreak (21) fails its first run only. */
function flakyTarget(): number {
  const id = sb.control.addTarget({
    role: `flaky-${sb.stats.testRunsCreated.length}-${Math.random()}`,
    probeIds: [11, 21],
    testCasesPerProbe: 10,
  });
  sb.control.setQuirks(id, { flakyProbes: [21] });
  return id;
}

function env(files: ReturnType<typeof runnerFiles>, targetId: number) {
  return actionEnv(
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
      'min-score': '0',
      'max-error-rate': '1',
      // The retry look passes on the pooled lower bound (10 of 20 bounds Jailbreak at 27).
      'category-min-scores': 'Jailbreak=20',
      'score-source': 'run',
      'retry-failed': '1',
      comment: 'never',
      'tracking-issue': 'never',
    },
    files,
    { GITHUB_EVENT_NAME: 'push' },
  );
}

const runsOf = (targetId: number) =>
  sb.stats.testRunsCreated.filter((r) => r.targetId === targetId);

describe('retry-failed in the Action', () => {
  it('retries the flaky probe once and passes on pooled counts (exit 0)', async () => {
    const t = flakyTarget();
    const files = runnerFiles({});
    const res = await runBundle(DIST.main, env(files, t), files.dir);
    expect(res.code).toBe(0);
    const [first, retry] = runsOf(t);
    expect(runsOf(t)).toHaveLength(2);
    expect(sb.control.getRun(retry!.id)?.probeRuns.map((p) => p.probeId)).toEqual([21]);
    const out = parseCommandFile(files.output);
    // The first run is the scan's run; the retry is in the report.
    expect(out).toMatchObject({ verdict: 'pass', 'test-run-id': String(first!.id) });
    const summary = readFileSync(files.summary, 'utf8');
    expect(summary).toContain('### Retries (retry-failed 1)');
    expect(summary).toContain(`run ${retry!.id}](`);
    expect(res.stdout).toContain('retry 1 of 1 with the 1 probe the failing checks judge');
  });

  it('main killed during the retry: post cancels the retry run exactly once', async () => {
    const t = flakyTarget();
    const files = runnerFiles({});
    let retryId = 0;
    const main = await runBundle(DIST.main, env(files, t), files.dir, (child) => {
      const timer = setInterval(() => {
        // Once the first run exists, runs triggered later stay queued: main is still waiting
        // on the retry when it is killed.
        if (runsOf(t).length === 1) sb.control.setQueueMs(3_600_000);
        const retry = runsOf(t)[1];
        if (retry && readFileSync(files.state, 'utf8').includes(String(retry.id))) {
          clearInterval(timer);
          retryId = retry.id;
          setTimeout(() => child.kill('SIGKILL'), 200);
        }
      }, 10);
    }).finally(() => sb.control.setQueueMs(0));
    expect(main.signal).toBe('SIGKILL');
    const firstId = runsOf(t)[0]?.id as number;
    const post = await runBundle(DIST.post, { ...env(files, t), ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(`Cancelled test run ${retryId}`);
    expect(sb.stats.cancels[retryId]).toBe(1);
    expect(sb.stats.cancels[firstId]).toBeUndefined();
    expect(runsOf(t)).toHaveLength(2);
  });
});
