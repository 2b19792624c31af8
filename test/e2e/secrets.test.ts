import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import {
  API_KEY,
  cliEnv,
  filesUnder,
  keyLeaks,
  maskLine,
  runCliBundle,
  sandboxEnv,
} from './e2e-support.js';
import { secretFormsIn } from '../support/secret-forms.js';
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

// R16/R17 on the built bundles: the key never shows (debug output included), a missing key
// is one line and exit 2 before any request, the key is refused as a flag, and a fork PR's
// read-only token (403 on writes) is a warning that leaves summary, verdict and exit alone.

let sb: SandboxHandle;
let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
let fork: Awaited<ReturnType<typeof startFakeGitHub>>;
const pr = pullRequestEvent();

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 7, apiKey: API_KEY });
  gh = await startFakeGitHub();
  fork = await startFakeGitHub({ forbid: true });
});
afterAll(async () => {
  await sb?.close();
  await gh?.close();
  await fork?.close();
});

const stackFrame = /^\s+at .+:\d+:\d+\)?$/m;
const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

describe('the built CLI', () => {
  it('a whole failing scan with --debug and PROBE_GATE_DEBUG: the key is in no output, file or report', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pg-secrets-cli-'));
    const res = await runCliBundle(
      [
        'scan',
        '--target-id',
        String(sb.targets.vulnerable),
        '--poll-interval-seconds',
        '1',
        '--timeout-minutes',
        '2',
        '--report-dir',
        'reports',
        '--outputs-file',
        'outputs.txt',
        '--debug',
      ],
      cliEnv({ ...sandboxEnv(sb), PROBE_GATE_DEBUG: '1' }),
      cwd,
    );
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('Verdict: FAIL');
    expect(readFileSync(join(cwd, 'outputs.txt'), 'utf8')).toContain('verdict=fail');
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it.each([
    ['unset', undefined],
    ['blank', '   '],
  ])('no key (%s): one line naming PROBE_API_KEY, exit 2, no request', async (_, key) => {
    const before = sb.stats.totalRequests;
    const res = await runCliBundle(
      ['scan', '--target-id', String(sb.targets.vulnerable)],
      cliEnv({ ...sandboxEnv(sb), PROBE_API_KEY: key }),
      mkdtempSync(join(tmpdir(), 'pg-secrets-nokey-')),
    );
    expect(res.code).toBe(2);
    expect(lines(res.stderr)).toEqual([
      "probe-gate: Invalid input: api-key: is missing; set env PROBE_API_KEY to the platform's personal access token (from your CI's secret store).",
    ]);
    expect(res.stdout).toBe('');
    expect(sb.stats.totalRequests).toBe(before);
  });

  it('--api-key is refused with exit 2, one line, no request, and the value is not echoed', async () => {
    const before = sb.stats.totalRequests;
    const cwd = mkdtempSync(join(tmpdir(), 'pg-secrets-flag-'));
    const env = cliEnv(sandboxEnv(sb));
    delete env.PROBE_API_KEY;
    const res = await runCliBundle(
      ['scan', '--target-id', String(sb.targets.vulnerable), '--api-key', API_KEY],
      env,
      cwd,
    );
    expect(res.code).toBe(2);
    // The key is missing from the environment too; the one line already says to set it there.
    expect(lines(res.stderr)).toEqual([
      'probe-gate: Invalid input: api-key: is not accepted as a flag (it would show in process lists and shell history); set env PROBE_API_KEY instead.',
    ]);
    expect(sb.stats.totalRequests).toBe(before);
    expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it('a wrong key: exit 3, one line about the key, and that key is not echoed either', async () => {
    const wrong = 'pg-wrong-key-0f9e8d7c6b5a49382716';
    const runs = sb.stats.testRunsCreated.length;
    const cwd = mkdtempSync(join(tmpdir(), 'pg-secrets-wrong-'));
    const res = await runCliBundle(
      ['scan', '--target-id', String(sb.targets.vulnerable), '--report-dir', 'reports'],
      cliEnv({ ...sandboxEnv(sb), PROBE_API_KEY: wrong }),
      cwd,
    );
    expect(res.code).toBe(3);
    const out = lines(res.stderr).filter((l) => l.startsWith('probe-gate:'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^probe-gate: .*401 Unauthorized.*Check PROBE_API_KEY/);
    expect(lines(res.stderr).at(-1)).toBe(out[0]);
    expect(res.stderr).not.toMatch(stackFrame);
    expect(sb.stats.testRunsCreated.length).toBe(runs);
    expect(keyLeaks(wrong, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });
});

describe('the built Action (main, then post)', () => {
  function env(
    files: RunnerFiles,
    github: { url: string },
    inputs: Record<string, string>,
    extra: Record<string, string> = {},
  ): NodeJS.ProcessEnv {
    return actionEnv(
      {
        'api-key': API_KEY,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'poll-interval-seconds': '1',
        'timeout-minutes': '2',
        'artifact-name': '',
        'github-token': 'ghs_faketoken',
        'report-dir': 'reports',
        comment: 'auto',
        'job-summary': 'true',
        ...inputs,
      },
      files,
      {
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: pr.repo,
        GITHUB_EVENT_NAME: 'pull_request',
        ...extra,
      },
    );
  }

  function leaks(
    files: RunnerFiles,
    github: Awaited<ReturnType<typeof startFakeGitHub>>,
    texts: Record<string, string>,
  ) {
    return keyLeaks(
      API_KEY,
      {
        ...texts,
        outputs: readFileSync(files.output, 'utf8'),
        summary: readFileSync(files.summary, 'utf8'),
        state: readFileSync(files.state, 'utf8'),
      },
      [join(files.dir, 'reports')],
      github.requests,
    );
  }

  it('with RUNNER_DEBUG=1: outputs, summary, state, reports, comment and GitHub requests hold no key', async () => {
    const files = runnerFiles(pr.payload);
    const e = env(files, gh, { 'target-id': String(sb.targets.vulnerable) }, { RUNNER_DEBUG: '1' });
    const main = await runBundle(DIST.main, e, files.dir);
    expect(main.code).toBe(1);
    // core.setSecret's line is the masking itself: exactly once, first.
    expect(main.stdout.split('\n').filter((l) => l === maskLine(API_KEY))).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const post = await runBundle(DIST.post, { ...e, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(
      leaks(files, gh, {
        'main stdout': main.stdout,
        'main stderr': main.stderr,
        'post stdout': post.stdout,
        'post stderr': post.stderr,
      }),
    ).toEqual([]);
  });

  it.each([
    ['hardened', 0, 'pass'],
    ['vulnerable', 1, 'fail'],
  ] as const)(
    'fork PR (403 on writes), %s target: a warning, the summary written, exit %i and verdict %s unchanged',
    async (role, code, verdict) => {
      const files = runnerFiles(pr.payload);
      const writesBefore = fork.requests.filter((r) => r.method !== 'GET').length;
      const main = await runBundle(
        DIST.main,
        env(files, fork, { 'target-id': String(sb.targets[role]) }),
        files.dir,
      );
      expect(main.code).toBe(code);
      const out = parseCommandFile(files.output);
      expect(out.verdict).toBe(verdict);
      expect(out['comment-url']).toBe('');
      const warnings = main.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
      expect(warnings).toEqual([
        expect.stringMatching(
          /^::warning::Could not post the PR comment \(the verdict stands; the job summary carries the report\): .*Resource not accessible by integration/,
        ),
      ]);
      // The token tried to write once and was refused; nothing was posted.
      expect(fork.requests.filter((r) => r.method !== 'GET').length).toBe(writesBefore + 1);
      expect(fork.comments).toHaveLength(0);
      const summary = readFileSync(files.summary, 'utf8');
      expect(summary).toContain(verdict.toUpperCase());
      expect(summary).toContain('Gate checks');
      if (code === 0) expect(main.stdout).not.toContain('::error::');
      else expect(main.stdout).toContain('::error::probe-gate fail');
      expect(
        leaks(files, fork, { 'main stdout': main.stdout, 'main stderr': main.stderr }),
      ).toEqual([]);
    },
  );

  it('no api-key (a fork PR gets no secrets): one ::error:: line, exit 2, no request anywhere; post does nothing', async () => {
    const files = runnerFiles(pr.payload);
    const before = sb.stats.totalRequests;
    const ghBefore = gh.requests.length;
    const e = env(files, gh, { 'api-key': '', 'target-id': String(sb.targets.vulnerable) });
    const main = await runBundle(DIST.main, e, files.dir);
    expect(main.code).toBe(2);
    const errors = main.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toEqual([
      '::error::Invalid input: api-key: is missing; set the api-key input from a secret (CLI: env PROBE_API_KEY). Fork pull requests get no secrets.',
    ]);
    // Only the token is masked: there is no key to announce.
    expect(main.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'))).toEqual([
      maskLine('ghs_faketoken'),
    ]);
    const post = await runBundle(DIST.post, { ...e, ...stateEnv(files) }, files.dir);
    expect(post.code).toBe(0);
    expect(post.stdout).not.toContain('::warning::');
    expect(sb.stats.totalRequests).toBe(before);
    expect(gh.requests.length).toBe(ghBefore);
    expect(readFileSync(files.output, 'utf8')).toBe('');
  });
});

// R26 acceptance: a platform that echoes the key, a target-file secret and the GitHub token
// into every text field it has (sandbox control.echoSecrets). None of them, in plain,
// URL-encoded or base64 form, reaches the log, the outputs, the summary, the comment, any
// report file (the files the artifact would carry), in the Action or the CLI.
describe('a platform that echoes every secret into every text field', () => {
  // Characters that URL-encoding changes, so the encoded form is a form of its own.
  const ECHO_KEY = 'pg-e2e-echo/key+Vz8=Qw3Lm7Np2Xk5';
  const CONN_SECRET = 'tf-conn/secret+Rk4=Wq9Zt2Jh6';
  const TOKEN = 'ghp_echoToken/Xc8+Vn5=Rt7Yu1Io3';
  const CONN_ENV = 'PG_E2E_CONN_SECRET';
  let echo: SandboxHandle;

  beforeAll(async () => {
    echo = await startSandbox({ speed: 300, seed: 12, apiKey: ECHO_KEY });
    echo.control.echoSecrets([TOKEN]);
  });
  afterAll(async () => echo?.close());

  /** A target file that updates the vulnerable target, its connection secret from CONN_ENV. */
  function targetFile(dir: string): string {
    const path = join(dir, 'target.yml');
    writeFileSync(
      path,
      [
        `id: ${echo.targets.vulnerable}`,
        'connection:',
        '  type: AZURE_OPENAI',
        '  config:',
        `    apiKeyEnv: ${CONN_ENV}`,
        '    url: https://llm.example.invalid',
        '    deploymentName: gpt-4o',
        'settings:',
        '  name: echo-bot',
        '',
      ].join('\n'),
    );
    return path;
  }

  /** Where any form of any of the three secrets shows (`::add-mask::` lines excluded). */
  function echoLeaks(texts: Record<string, string>, dirs: string[]): string[] {
    const all = { ...texts };
    for (const dir of dirs) for (const f of filesUnder(dir)) all[f.path] = f.text;
    const hits: string[] = [];
    for (const [where, text] of Object.entries(all)) {
      const shown = text
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const [name, secret] of [
        ['key', ECHO_KEY],
        ['target-file secret', CONN_SECRET],
        ['GitHub token', TOKEN],
      ] as const)
        for (const form of secretFormsIn(shown, secret)) hits.push(`${where}: ${name} (${form})`);
    }
    return hits;
  }

  it('the built CLI (--debug): nothing in stdout, stderr, the outputs file or any report', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pg-echo-cli-'));
    const res = await runCliBundle(
      [
        'scan',
        '--target-config',
        targetFile(cwd),
        '--poll-interval-seconds',
        '1',
        '--report-dir',
        'reports',
        '--outputs-file',
        'outputs.txt',
        '--baseline',
        'none',
        '--debug',
      ],
      cliEnv({
        ...sandboxEnv(echo),
        PROBE_GATE_DEBUG: '1',
        GITHUB_TOKEN: TOKEN,
        [CONN_ENV]: CONN_SECRET,
      }),
      cwd,
    );
    expect(res.stderr.split('\n').filter((l) => l.startsWith('probe-gate:'))).toEqual([]);
    expect(res.code).toBe(1);
    // The echoed text did arrive: the report shows it, with each secret replaced.
    const report = readFileSync(join(cwd, 'reports', 'probe-gate-report.json'), 'utf8');
    expect(report).toContain('[echo [REDACTED] url=[REDACTED] b64=[REDACTED]');
    expect(echoLeaks({ stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
  });

  it('the built Action on a PR: nothing in the log, outputs, summary, state, reports or comment', async () => {
    const files = runnerFiles(pr.payload);
    const hub = await startFakeGitHub();
    try {
      const env = actionEnv(
        {
          'api-key': ECHO_KEY,
          'base-url': echo.baseUrl,
          'workspace-id': String(echo.workspaceId),
          'target-config': targetFile(files.dir),
          'poll-interval-seconds': '1',
          'artifact-name': '',
          'github-token': TOKEN,
          'report-dir': 'reports',
          baseline: 'none',
        },
        files,
        {
          GITHUB_API_URL: hub.url,
          GITHUB_REPOSITORY: pr.repo,
          GITHUB_EVENT_NAME: 'pull_request',
          RUNNER_DEBUG: '1',
          [CONN_ENV]: CONN_SECRET,
        },
      );
      const main = await runBundle(DIST.main, env, files.dir);
      expect(main.code).toBe(1);
      expect(hub.comments).toHaveLength(1);
      expect(hub.comments[0]?.body).toContain('[REDACTED]');
      const texts: Record<string, string> = {
        stdout: main.stdout,
        stderr: main.stderr,
        outputs: readFileSync(files.output, 'utf8'),
        summary: readFileSync(files.summary, 'utf8'),
        state: readFileSync(files.state, 'utf8'),
      };
      // What was sent to GitHub (the token is in the Authorization header, as it must be).
      hub.requests.forEach((r, i) => (texts[`GitHub request ${i}`] = `${r.url}\n${r.body}`));
      expect(echoLeaks(texts, [join(files.dir, 'reports')])).toEqual([]);
    } finally {
      await hub.close();
    }
  });
});
