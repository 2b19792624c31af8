/**
 * profiles keyed by event (issue 15), through dist/index.js as the runner runs it: one config
 * file, the event from GITHUB_EVENT_NAME; for each event the verdict, exit code, outputs and
 * the comment (pull requests) or job summary (other events) say which profile applied.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { INPUTS } from '../../src/config/inputs.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { startFakeGitHub } from './fake-github.js';
import { actionEnv, parseCommandFile, pullRequestEvent, runBundle, runnerFiles } from './runner.js';

const API_KEY = 'pg-e2e-profiles-key-0123456789abcdef';
const pr = pullRequestEvent();

/** One file for every event: a strict PR gate, a narrow nightly scan, a fail-closed push. */
const CONFIG = `
max-error-rate: 1
profiles:
  pull_request:
    min-score: 100
  schedule:
    probes: [11]
    min-score: 0
    min-samples: 0
  push:
    category-min-scores: { No Such Category: 10 }
  merge_group:
    min-score: 1
  default:
    min-score: 100
`;

let sb: SandboxHandle;
let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 15, apiKey: API_KEY });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await sb?.close();
  await gh?.close();
});

/** Every input as the runner passes it: the documented defaults, then the workflow's values. */
function inputs(extra: Record<string, string>): Record<string, string> {
  const defaults = Object.fromEntries(
    Object.entries(INPUTS).map(([k, spec]) => [k, 'default' in spec ? spec.default : '']),
  );
  return {
    ...defaults,
    'api-key': API_KEY,
    'base-url': sb.baseUrl,
    'workspace-id': String(sb.workspaceId),
    // A target per run: runs side by side never share one, and each run is a first (seeded) run.
    'target-id': String(sb.control.addTarget({ role: 'hardened', name: 'Profiles target' })),
    'poll-interval-seconds': '1',
    'artifact-name': '',
    'github-token': 'ghs_faketoken',
    'ai-analysis': 'false',
    'tracking-issue': 'never',
    'config-file': 'probe-gate.yml',
    ...extra,
  };
}

async function runFor(event: string, extra: Record<string, string> = {}) {
  const files = runnerFiles(event.startsWith('pull_request') ? pr.payload : {});
  writeFileSync(join(files.dir, 'probe-gate.yml'), CONFIG);
  const env = actionEnv(inputs(extra), files, {
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: pr.repo,
    GITHUB_EVENT_NAME: event,
  });
  const res = await runBundle(DIST.main, env, files.dir);
  const out = parseCommandFile(files.output);
  const summary = readFileSync(files.summary, 'utf8');
  return { res, out, summary, files };
}

const probesOfRun = (id: string) =>
  sb.control.getRun(Number(id))?.probeRuns.map((p) => p.probeId) ?? [];

// Each event's run is a process of its own: they run side by side (about 2 s each).
describe.concurrent('profiles by event in the Action', () => {
  it('pull_request: the strict PR gate fails (exit 1); the comment names the profile', async ({
    expect,
  }) => {
    const r = await runFor('pull_request');
    expect(r.res.code).toBe(1);
    expect(r.out).toMatchObject({ verdict: 'fail', profile: 'pull_request' });
    expect(r.res.stdout).toMatch(
      /::error::probe-gate fail: Overall score \d+ is below the minimum 100/,
    );
    // The comment this run wrote (each run scans a target of its own: one comment each).
    expect(r.out['comment-url']).toMatch(/^https:\/\//);
    const id = r.out['test-run-id'] as string;
    const body = gh.comments.find((c) => c.body.includes(`test-runs/${id})`))?.body ?? '';
    expect(body).toContain(
      '**Profile:** `pull_request` + `default` (event `pull_request` from `GITHUB_EVENT_NAME`)',
    );
    const json = JSON.parse(readFileSync(r.out['report-json'] as string, 'utf8'));
    expect(json.profile).toEqual({
      event: 'pull_request',
      eventSource: 'GITHUB_EVENT_NAME',
      applied: ['pull_request', 'default'],
    });
  });

  it('pull_request with min-score set in the workflow: the input wins (exit 0)', async ({
    expect,
  }) => {
    const r = await runFor('pull_request', { 'min-score': '5' });
    expect(r.res.code).toBe(0);
    expect(r.out).toMatchObject({ verdict: 'pass', profile: 'pull_request' });
  });

  it('pull_request_target: the pull_request profile', async ({ expect }) => {
    const r = await runFor('pull_request_target');
    expect(r.res.code).toBe(1);
    expect(r.out.profile).toBe('pull_request');
  });

  it('schedule: only its probes, its thresholds (exit 0); no comment, the summary names it', async ({
    expect,
  }) => {
    const r = await runFor('schedule');
    expect(r.res.code).toBe(0);
    expect(r.out).toMatchObject({ verdict: 'pass', profile: 'schedule' });
    expect(probesOfRun(r.out['test-run-id'] as string)).toEqual([11]);
    // No pull request, no comment (the runs beside it may comment on theirs).
    expect(r.out['comment-url']).toBe('');
    expect(r.summary).toContain('**Profile:** `schedule` + `default` (event `schedule`');
  });

  it('push: a category the run does not have fails closed (error, exit 3)', async ({ expect }) => {
    const r = await runFor('push');
    expect(r.res.code).toBe(3);
    expect(r.out).toMatchObject({ verdict: 'error', profile: 'push' });
    expect(r.summary).toContain('`category-min-score:No Such Category` | 10 | — | ❌ fail');
  });

  it('merge_group: its own threshold (exit 0)', async ({ expect }) => {
    const r = await runFor('merge_group');
    expect(r.res.code).toBe(0);
    expect(r.out).toMatchObject({ verdict: 'pass', profile: 'merge_group' });
  });

  it('workflow_dispatch (no profile of its own): the default profile (exit 1)', async ({
    expect,
  }) => {
    const r = await runFor('workflow_dispatch');
    expect(r.res.code).toBe(1);
    expect(r.out).toMatchObject({ verdict: 'fail', profile: 'default' });
    expect(r.summary).toContain('**Profile:** `default` (event `workflow_dispatch`');
  });
});

describe('a bad profile in the Action', () => {
  it('a bad profile is bad input: exit 2, one line per problem, no request', async ({ expect }) => {
    const files = runnerFiles({});
    writeFileSync(join(files.dir, 'probe-gate.yml'), 'profiles:\n  nightly: {min-score: 90}\n');
    const before = sb.stats.totalRequests;
    const env = actionEnv(inputs({}), files, { GITHUB_EVENT_NAME: 'schedule' });
    const res = await runBundle(DIST.main, env, files.dir);
    expect(res.code).toBe(2);
    expect(res.stdout).toMatch(/::error::.*profiles: unknown event "nightly"; use pull_request/);
    expect(sb.stats.totalRequests).toBe(before);
  });
});
