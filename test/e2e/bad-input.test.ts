import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { API_KEY, cliEnv, keyLeaks, runCliBundle, sandboxEnv } from './e2e-support.js';
import { startFakeGitHub } from './fake-github.js';
import { actionEnv, pullRequestEvent, runBundle, runnerFiles } from './runner.js';
import { runCli } from '../cli/run-cli.js';

// R18/R19: every bad input or config file gives exit 2, exactly one line per problem on
// stderr naming the input and the fix (no stack trace), all problems at once, and no request
// at all. Every row runs through the CLI's entry point in process; a row of each kind, and
// each that holds a secret, also runs in the built bundle (as does every Action row). Each
// row gets its own sandbox, so `totalRequests` counts that row's requests only.

/** A secret-looking value that must never be echoed back by an error line. */
const LITERAL_SECRET = 'sk-literal-secret-3c4d5e6f7a8b9c0d';

interface Row {
  name: string;
  /** Arguments after `scan`; `$T` is the vulnerable target's id. */
  args: string[];
  /** Env over the sandbox's PROBE_* variables; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** Files written into the working directory first. */
  files?: Record<string, string>;
  /** One pattern per expected stderr line, in order. */
  problems: RegExp[];
}

const T = ['--target-id', '$T'];
const TARGET_FILE_OK = 'settings:\n  name: support-bot\n';

const ROWS: Row[] = [
  // Ids
  {
    name: 'workspace-id missing',
    args: T,
    env: { PROBE_WORKSPACE_ID: undefined },
    problems: [/workspace-id: is required; give/],
  },
  {
    name: 'workspace-id not a number',
    args: [...T, '--workspace-id', 'abc'],
    problems: [/workspace-id: "abc" is not an id; give/],
  },
  {
    name: 'workspace-id zero',
    args: [...T, '--workspace-id', '0'],
    problems: [/workspace-id: 0 is out of range; give/],
  },
  {
    name: 'workspace-id past int32',
    args: [...T, '--workspace-id', '99999999999'],
    problems: [/workspace-id: 99999999999 is out of range; give .*32-bit/],
  },
  {
    name: 'workspace-id from env malformed',
    args: T,
    env: { PROBE_WORKSPACE_ID: '12a' },
    problems: [/workspace-id: "12a" is not an id/],
  },
  {
    name: 'target-id missing',
    args: [],
    problems: [/target-id: is required; give the target id .*or a target-config file/],
  },
  {
    name: 'target-id negative',
    args: ['--target-id=-5'],
    problems: [/target-id: "-5" is not an id; give/],
  },
  {
    name: 'target-id fractional',
    args: ['--target-id', '1.5'],
    problems: [/target-id: "1\.5" is not an id/],
  },
  {
    name: 'attach-test-run-id malformed',
    args: [...T, '--attach-test-run-id', 'run-7'],
    problems: [/attach-test-run-id: "run-7" is not an id/],
  },
  // Numbers and thresholds
  {
    name: 'min-score negative',
    args: [...T, '--min-score=-1'],
    problems: [/min-score: -1 is out of range; give a score \(0 to 100\)/],
  },
  {
    name: 'min-score NaN',
    args: [...T, '--min-score', 'NaN'],
    problems: [/min-score: "NaN" is not a number; give a score/],
  },
  {
    name: 'min-score above 100',
    args: [...T, '--min-score', '101'],
    problems: [/min-score: 101 is out of range/],
  },
  {
    name: 'max-failed fractional',
    args: [...T, '--max-failed', '2.5'],
    problems: [/max-failed: "2\.5" is not a whole number; give/],
  },
  {
    name: 'max-failed negative',
    args: [...T, '--max-failed=-1'],
    problems: [/max-failed: -1 is out of range/],
  },
  {
    name: 'max-fail-rate as a bare percent',
    args: [...T, '--max-fail-rate', '20'],
    problems: [
      /max-fail-rate: 20 looks like a percent; give a fraction from 0 to 1, e\.g\. 0\.2 \(or 20%\)/,
    ],
  },
  {
    name: 'max-error-rate above 100%',
    args: [...T, '--max-error-rate', '150%'],
    problems: [/max-error-rate: 150% is out of range; give a fraction/],
  },
  {
    name: 'max-fail-rate not a number',
    args: [...T, '--max-fail-rate', 'low'],
    problems: [/max-fail-rate: "low" is not a fraction; give/],
  },
  {
    name: 'max-score-drop out of range',
    args: [...T, '--max-score-drop', '200'],
    problems: [/max-score-drop: 200 is out of range; give points/],
  },
  {
    name: 'poll-interval-seconds zero',
    args: [...T, '--poll-interval-seconds', '0'],
    problems: [/poll-interval-seconds: 0 is out of range; give seconds \(1 to 600\)/],
  },
  {
    name: 'timeout-minutes below the minimum',
    args: [...T, '--timeout-minutes', '0.01'],
    problems: [/timeout-minutes: 0\.01 is out of range; give minutes \(0\.05 to 1440\)/],
  },
  {
    name: 'timeout-minutes with a unit',
    args: [...T, '--timeout-minutes', '30m'],
    problems: [/timeout-minutes: "30m" is not a number; give minutes/],
  },
  // Words, lists, booleans
  {
    name: 'unknown format',
    args: [...T, '--formats', 'md,pdf'],
    problems: [/formats: unknown format "pdf"; use any of md, json, sarif, junit/],
  },
  {
    name: 'ai-analysis not a boolean',
    args: [...T, '--ai-analysis', 'yes'],
    problems: [/ai-analysis: "yes" is not a boolean; write true or false/],
  },
  {
    name: 'cancel-on-timeout not a boolean',
    args: [...T, '--cancel-on-timeout', '1'],
    problems: [/cancel-on-timeout: "1" is not a boolean/],
  },
  {
    name: 'job-summary is Action-only',
    args: [...T, '--job-summary', 'on'],
    problems: [/job-summary: this input is for the GitHub Action; .* remove --job-summary\./],
  },
  {
    name: 'comment is Action-only',
    args: [...T, '--comment', 'sometimes'],
    problems: [/comment: this input is for the GitHub Action; .* remove --comment\./],
  },
  {
    name: 'baseline choice',
    args: [...T, '--baseline', 'latest'],
    problems: [/baseline: "latest" is not allowed; write one of: auto, pooled, previous-run, none/],
  },
  {
    name: 'tracking-issue is Action-only',
    args: [...T, '--tracking-issue', 'always'],
    problems: [/tracking-issue: this input is for the GitHub Action/],
  },
  {
    name: 'category-min-scores without a score',
    args: [...T, '--category-min-scores', 'jailbreak'],
    problems: [
      /category-min-scores: "jailbreak" is not a category minimum; write NAME=SCORE pairs/,
    ],
  },
  {
    name: 'category-min-scores out of range',
    args: [...T, '--category-min-scores', 'jailbreak=70,prompt_injection=120'],
    problems: [/category-min-scores: "prompt_injection=120" is not a category minimum/],
  },
  {
    name: 'category-min-scores without a name',
    args: [...T, '--category-min-scores', '=70'],
    problems: [/category-min-scores: "=70" is not a category minimum/],
  },
  {
    name: 'run-name too long',
    args: [...T, '--run-name', 'x'.repeat(101)],
    problems: [/run-name: is longer than 100 characters; give a shorter/],
  },
  // URLs
  {
    name: 'base-url not http',
    args: [...T, '--base-url', 'ftp://127.0.0.1/api'],
    problems: [/base-url: "ftp:\/\/127\.0\.0\.1\/api" is not an http\(s\) URL; give/],
  },
  {
    name: 'base-url not a URL',
    args: [...T, '--base-url', 'localhost 4010'],
    problems: [/base-url: "localhost 4010" is not an http\(s\) URL/],
  },
  {
    name: 'base-url missing',
    args: T,
    env: { PROBE_BASE_URL: undefined },
    problems: [/base-url: is required; give the platform API URL/],
  },
  {
    name: 'base-url with credentials (not echoed)',
    args: [...T, '--base-url', `http://user:${LITERAL_SECRET}@127.0.0.1:9`],
    problems: [/base-url: holds a user name or password \(user:password@\); remove them/],
  },
  {
    name: 'platform-url not http',
    args: [...T, '--platform-url', 'javascript:alert(1)'],
    problems: [/platform-url: "javascript:alert\(1\)" is not an http\(s\) URL; give/],
  },
  // Conflicts
  {
    name: 'attach with probes',
    args: [...T, '--attach-test-run-id', '5', '--probes', '11,21'],
    problems: [/probes: cannot be combined with attach-test-run-id .*; remove one of them/],
  },
  {
    name: 'attach with target-config',
    args: [...T, '--attach-test-run-id', '5', '--target-config', 'target.yml'],
    files: { 'target.yml': TARGET_FILE_OK },
    problems: [/target-config: cannot be combined with attach-test-run-id; remove one of them/],
  },
  // Command line
  {
    name: 'unknown flag',
    args: [...T, '--bogus', '1'],
    problems: [/unknown option '--bogus' \(see probe-gate --help\)/],
  },
  {
    name: 'snake_case flag',
    args: [...T, '--min_score', '70'],
    problems: [
      /unknown option '--min_score' \(Did you mean --min-score\?\) \(see probe-gate --help\)/,
    ],
  },
  {
    name: 'flag without its value',
    args: [...T, '--min-score'],
    problems: [/option '--min-score <value>' argument missing \(see probe-gate --help\)/],
  },
  {
    name: 'stray argument',
    args: [...T, 'recommended'],
    problems: [/too many arguments for 'scan'.* \(see probe-gate --help\)/],
  },
  {
    name: '--api-key flag',
    args: [...T, '--api-key', LITERAL_SECRET],
    problems: [/api-key: is not accepted as a flag .*; set env PROBE_API_KEY instead/],
  },
  // --config files
  {
    name: 'config file missing',
    args: [...T, '--config', 'nope.yml'],
    problems: [/config: cannot read "nope\.yml" \(ENOENT\); check the path given to --config/],
  },
  {
    name: 'config file not YAML',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': 'min-score: [70\nformats: md\n' },
    problems: [/config: "c\.yml" is not valid YAML \(.+\); fix the file/],
  },
  {
    name: 'config file a list',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': '- min-score\n- 70\n' },
    problems: [
      /config: "c\.yml" must be a YAML mapping of input names to values; write one "name: value" line per input/,
    ],
  },
  {
    name: 'config file a scalar',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': 'min-score=70\n' },
    problems: [/config: "c\.yml" must be a YAML mapping/],
  },
  {
    name: 'config file unknown key',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': 'min_score: 70\nformats: md\n' },
    problems: [
      /config: unknown key "min_score" in "c\.yml"; did you mean "min-score"\? use the action input names .* or remove it/,
    ],
  },
  {
    name: 'config file holds api-key (not echoed)',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': `api-key: ${LITERAL_SECRET}\n` },
    problems: [
      /config: "c\.yml" must not hold api-key; set env PROBE_API_KEY from a secret instead/,
    ],
  },
  {
    name: 'config file bad values',
    args: [...T, '--config', 'c.yml'],
    files: { 'c.yml': 'min-score: high\nmax-fail-rate: 25\nprobes: [11]\n' },
    problems: [/min-score: "high" is not a number/, /max-fail-rate: 25 looks like a percent/],
  },
  // Files named by inputs
  {
    name: 'explicit ignore-file missing',
    args: [...T, '--ignore-file', 'ignore.yml'],
    problems: [
      /ignore-file: "ignore\.yml" does not exist; fix the path or leave ignore-file empty/,
    ],
  },
  {
    name: 'ignore-file not YAML',
    args: [...T, '--ignore-file', 'ignore.yml'],
    files: { 'ignore.yml': 'ignore: [\n' },
    problems: [/ignore-file: "ignore\.yml" is not valid YAML .*; fix the file/],
  },
  {
    name: 'ignore-file entry without reason',
    args: [...T, '--ignore-file', 'ignore.yml'],
    files: { 'ignore.yml': 'ignore:\n  - probe: Encoding Jailbreak\n' },
    problems: [/ignore-file: "ignore\.yml" entry 1: "reason" is required; say why/],
  },
  {
    name: 'ignore-file entry without expires or too far ahead (R22)',
    args: [...T, '--ignore-file', 'ignore.yml', '--ignore-max-days', '30'],
    files: {
      'ignore.yml':
        'ignore:\n  - { probe: A, attack-id: a-1, reason: r }\n  - { probe: B, attack-id: b-1, reason: r, expires: 2999-01-01 }\n',
    },
    problems: [
      /ignore-file: "ignore\.yml" entry 1 \(A\): has no "expires"; add an expiry date \(YYYY-MM-DD\) at most 30 days ahead/,
      /ignore-file: "ignore\.yml" entry 2 \(B\): expires 2999-01-01, more than ignore-max-days \(30\) ahead/,
    ],
  },
  {
    name: 'baseline-report missing (a typo) is bad input (R22)',
    args: [...T, '--baseline-report', 'base-branh.json'],
    problems: [
      /baseline-report: "base-branh\.json" does not exist or is not a file; fix the path, or set baseline-optional: true/,
    ],
  },
  {
    name: 'default ignore file broken',
    args: T,
    files: {
      '.probe-gate/ignore.yml': 'ignore:\n  - probe: X\n    reason: ok\n    expiry: 2030-01-01\n',
    },
    problems: [
      /ignore-file: ".probe-gate\/ignore\.yml" entry 1 has unknown key\(s\) "expiry" \(did you mean "expires"\?\)/,
    ],
  },
  {
    name: 'target-config missing',
    args: [...T, '--target-config', 'target.yml'],
    problems: [/target-config: cannot read "target\.yml" \(ENOENT\); check the path/],
  },
  {
    name: 'target-config not a mapping',
    args: [...T, '--target-config', 'target.yml'],
    files: { 'target.yml': '- settings\n' },
    problems: [/target-config: "target\.yml" must be a mapping with connection and settings/],
  },
  {
    name: 'target-config unknown key',
    args: [...T, '--target-config', 'target.yml'],
    files: { 'target.yml': 'settings:\n  name: x\n  rateLimitt: 5\n' },
    problems: [
      /target-config: settings of "target\.yml" has unknown key\(s\) rateLimitt; check the spelling/,
    ],
  },
  {
    name: 'target-config literal secret (not echoed)',
    args: [...T, '--target-config', 'target.yml'],
    files: {
      'target.yml': `connection:\n  type: OPENAI\n  config:\n    apiKey: ${LITERAL_SECRET}\nsettings:\n  name: x\n`,
    },
    problems: [
      /target-config: connection\.config\.apiKey: holds a literal secret, which is refused; .*write apiKeyEnv: NAME instead/,
    ],
  },
  {
    name: 'target-config env variable unset',
    args: [...T, '--target-config', 'target.yml'],
    files: {
      'target.yml':
        'connection:\n  type: OPENAI\n  config:\n    apiKeyEnv: PG_UNSET_VARIABLE\nsettings:\n  name: x\n',
    },
    problems: [
      /target-config: connection\.config\.apiKeyEnv: environment variable PG_UNSET_VARIABLE is not set; set it/,
    ],
  },
  // Several problems: every one, at once, in one run
  {
    name: 'several flags wrong',
    args: ['--min-score', '200', '--formats', 'pdf', '--comment', 'x', '--max-fail-rate', '20'],
    problems: [
      /comment: this input is for the GitHub Action/,
      /min-score: 200 is out of range/,
      /max-fail-rate: 20 looks like a percent/,
      /formats: unknown format "pdf"/,
      /target-id: is required/,
    ],
  },
  {
    name: 'problems in every source',
    args: [
      '--api-key',
      LITERAL_SECRET,
      '--config',
      'c.yml',
      '--min-score',
      'high',
      '--ignore-file',
      'ignore.yml',
      '--target-config',
      'target.yml',
    ],
    env: { PROBE_WORKSPACE_ID: 'ws' },
    files: { 'c.yml': 'target_id: 5\nformats: [md, pdf]\n' },
    problems: [
      /api-key: is not accepted as a flag/,
      /config: unknown key "target_id" in "c\.yml"; did you mean "target-id"\?/,
      /workspace-id: "ws" is not an id/,
      /min-score: "high" is not a number/,
      /formats: unknown format "pdf"/,
      /ignore-file: "ignore\.yml" does not exist/,
      /target-config: cannot read "target\.yml"/,
    ],
  },
];

/** Every line of a bad-input run: the tool's prefix, the input named, a way to fix it. */
const FIX = /\b(give|write|use|set|fix|remove|check|add|see|leave|put|say|keep|did you mean)\b/;
const stackFrame = /^\s+at .+:\d+:\d+\)?$/m;

let gh: Awaited<ReturnType<typeof startFakeGitHub>>;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh?.close();
});

/** Runs `fn` with a fresh sandbox of its own, closed afterwards. */
async function withSandbox<T>(fn: (sb: SandboxHandle) => Promise<T>): Promise<T> {
  const sb = await startSandbox({ speed: 1, seed: 2, apiKey: API_KEY });
  try {
    return await fn(sb);
  } finally {
    await sb.close();
  }
}

function workdir(files: Record<string, string> = {}): string {
  const cwd = mkdtempSync(join(tmpdir(), 'pg-bad-input-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, name)), { recursive: true });
    writeFileSync(join(cwd, name), text);
  }
  return cwd;
}

/** What every row must show, in process or from the bundle. */
function expectRejected(
  row: Row,
  res: { code: number | null; stdout: string; stderr: string },
  sb: SandboxHandle,
  cwd: string,
  expect: ExpectStatic,
): void {
  expect(res.code).toBe(2);
  expect(res.stdout).toBe('');
  const lines = res.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(row.problems.length);
  row.problems.forEach((p, i) => {
    const line = lines[i] as string;
    expect(line).toMatch(/^probe-gate: /);
    expect(line).toMatch(p);
    expect(line).toMatch(FIX);
  });
  expect(res.stderr).not.toMatch(stackFrame);
  expect(sb.stats.totalRequests).toBe(0);
  expect(keyLeaks(API_KEY, { stderr: res.stderr }, [cwd])).toEqual([]);
  expect(keyLeaks(LITERAL_SECRET, { stdout: res.stdout, stderr: res.stderr })).toEqual([]);
}

const argsFor = (row: Row, sb: SandboxHandle): string[] => [
  'scan',
  ...row.args.map((a) => (a === '$T' ? String(sb.targets.vulnerable) : a)),
];

/**
 * The environment of a row run in process: only PATH and HOME of the runner's own (as the
 * bundle gets), the test runner's variables kept, every other one removed for the call.
 */
function rowEnv(sb: SandboxHandle, row: Row): Record<string, string | undefined> {
  const kept = /^(PATH|HOME|VITEST.*|NODE_.*)$/;
  const env: Record<string, string | undefined> = {};
  for (const k of Object.keys(process.env)) if (!kept.test(k)) env[k] = undefined;
  return { ...env, ...sandboxEnv(sb), ...row.env };
}

// Every row through the CLI's own entry point (src/cli/program.ts), one at a time: each
// changes the working directory and the environment, and restores them.
describe(`probe-gate scan (src/cli, in process): ${ROWS.length} bad inputs`, () => {
  it.for(ROWS.map((r) => [r.name, r] as const))('%s', async ([, row], { expect }) => {
    await withSandbox(async (sb) => {
      const cwd = workdir(row.files);
      const before = process.cwd();
      process.chdir(cwd);
      try {
        expectRejected(row, await runCli(argsFor(row, sb), rowEnv(sb, row)), sb, cwd, expect);
      } finally {
        process.chdir(before);
      }
    });
  });
});

/** A row of each kind, and every row that must not echo a secret, in the built bundle. */
const BUNDLE_ROWS = new Set([
  'workspace-id missing',
  'min-score NaN',
  'max-fail-rate as a bare percent',
  'unknown format',
  'job-summary is Action-only',
  'base-url with credentials (not echoed)',
  'unknown flag',
  '--api-key flag',
  'config file holds api-key (not echoed)',
  'ignore-file entry without reason',
  'target-config literal secret (not echoed)',
  'target-config env variable unset',
  'several flags wrong',
  'problems in every source',
]);

describe.concurrent('probe-gate scan (dist/cli): a bad input of each kind', () => {
  it('names only rows of the table', () => {
    const names = new Set(ROWS.map((r) => r.name));
    expect([...BUNDLE_ROWS].filter((n) => !names.has(n))).toEqual([]);
  });
  const rows = ROWS.filter((r) => BUNDLE_ROWS.has(r.name));
  it.for(rows.map((r) => [r.name, r] as const))('%s', async ([, row], { expect }) => {
    await withSandbox(async (sb) => {
      const cwd = workdir(row.files);
      const env = cliEnv({ ...sandboxEnv(sb), ...row.env });
      expectRejected(row, await runCliBundle(argsFor(row, sb), env, cwd), sb, cwd, expect);
    });
  });
});

describe.concurrent('unknown probe names, resolved against the catalogue (dist/cli)', () => {
  it.for([
    [
      'a misspelt name',
      'Encodng Jailbreak',
      /probes: no probe named "Encodng Jailbreak"; did you mean "Encoding Jailbreak"\?/,
    ],
    ['an unknown category', 'category:nonsense', /probes: no category "nonsense"/],
  ] as const)(
    '%s: exit 2, one line, only read-only catalogue requests, no test run',
    async ([, probes, problem], { expect }) => {
      await withSandbox(async (sb) => {
        const cwd = workdir();
        const res = await runCliBundle(
          ['scan', '--target-id', String(sb.targets.vulnerable), '--probes', probes],
          cliEnv(sandboxEnv(sb)),
          cwd,
        );
        expect(res.code).toBe(2);
        const lines = res.stderr.split('\n').filter((l) => l.startsWith('probe-gate: '));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(problem);
        expect(res.stderr).not.toMatch(stackFrame);
        // Necessarily read-only requests: the catalogue is on the platform. Nothing written.
        expect(sb.stats.totalRequests).toBeGreaterThan(0);
        expect(sb.stats.log.every((e) => e.method === 'GET')).toBe(true);
        expect(Object.keys(sb.stats.requests)).toEqual(['GET /api/probe/predefined']);
        expect(sb.stats.testRunsCreated).toEqual([]);
        expect(keyLeaks(API_KEY, { stdout: res.stdout, stderr: res.stderr }, [cwd])).toEqual([]);
      });
    },
  );
});

interface ActionRow {
  name: string;
  inputs: Record<string, string>;
  files?: Record<string, string>;
  /** Each must appear in the one ::error:: line. */
  problems: RegExp[];
}

const ACTION_ROWS: ActionRow[] = [
  {
    name: 'workspace-id malformed',
    inputs: { 'workspace-id': 'abc' },
    problems: [/workspace-id: "abc" is not an id/],
  },
  { name: 'target-id missing', inputs: { 'target-id': '' }, problems: [/target-id: is required/] },
  {
    name: 'min-score out of range',
    inputs: { 'min-score': '101' },
    problems: [/min-score: 101 is out of range/],
  },
  {
    name: 'max-fail-rate as a bare percent',
    inputs: { 'max-fail-rate': '20' },
    problems: [/max-fail-rate: 20 looks like a percent/],
  },
  {
    name: 'unknown format',
    inputs: { formats: 'md,xml' },
    problems: [/formats: unknown format "xml"/],
  },
  {
    name: 'bad boolean',
    inputs: { 'ai-analysis': 'yes' },
    problems: [/ai-analysis: "yes" is not a boolean/],
  },
  {
    name: 'base-url not http',
    inputs: { 'base-url': 'ftp://127.0.0.1' },
    problems: [/base-url: "ftp:\/\/127\.0\.0\.1" is not an http\(s\) URL/],
  },
  {
    name: 'comment choice',
    inputs: { comment: 'sometimes' },
    problems: [/comment: "sometimes" is not allowed/],
  },
  {
    name: 'attach with probes',
    inputs: { 'attach-test-run-id': '5', probes: 'recommended' },
    problems: [/probes: cannot be combined with attach-test-run-id/],
  },
  {
    name: 'explicit ignore-file missing',
    inputs: { 'ignore-file': 'missing.yml' },
    problems: [/ignore-file: "missing\.yml" does not exist/],
  },
  {
    name: 'baseline-report missing',
    inputs: { 'baseline-report': 'missing.json' },
    problems: [/baseline-report: "missing\.json" does not exist or is not a file/],
  },
  {
    name: 'target-config invalid',
    inputs: { 'target-config': 't.yml' },
    files: { 't.yml': 'settings: 5\n' },
    problems: [/target-config: settings in "t\.yml"/],
  },
  {
    name: 'timeout-minutes zero',
    inputs: { 'timeout-minutes': '0' },
    problems: [/timeout-minutes: 0 is out of range/],
  },
  {
    name: 'several at once',
    inputs: {
      'workspace-id': '-1',
      'min-score': 'high',
      'category-min-scores': 'jailbreak',
      'ignore-file': 'missing.yml',
    },
    problems: [
      /workspace-id: "-1" is not an id/,
      /min-score: "high" is not a number/,
      /category-min-scores: "jailbreak" is not a category minimum/,
      /ignore-file: "missing\.yml" does not exist/,
    ],
  },
];

describe.concurrent(`dist/index.js (Action main): ${ACTION_ROWS.length} bad inputs`, () => {
  const pr = pullRequestEvent();
  it.for(ACTION_ROWS.map((r) => [r.name, r] as const))('%s', async ([, row], { expect }) => {
    await withSandbox(async (sb) => {
      const files = runnerFiles(pr.payload);
      for (const [name, text] of Object.entries(row.files ?? {}))
        writeFileSync(join(files.dir, name), text);
      const ghBefore = gh.requests.length;
      const env = actionEnv(
        {
          'api-key': API_KEY,
          'base-url': sb.baseUrl,
          'workspace-id': String(sb.workspaceId),
          'target-id': String(sb.targets.vulnerable),
          'github-token': 'ghs_faketoken',
          ...row.inputs,
        },
        files,
        { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: pr.repo, GITHUB_EVENT_NAME: 'pull_request' },
      );
      const main = await runBundle(DIST.main, env, files.dir);
      expect(main.code).toBe(2);
      const errors = main.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      for (const p of row.problems) expect(errors[0]).toMatch(p);
      expect(`${main.stdout}\n${main.stderr}`).not.toMatch(stackFrame);
      expect(sb.stats.totalRequests).toBe(0);
      expect(gh.requests.length).toBe(ghBefore);
      expect(keyLeaks(API_KEY, { stdout: main.stdout, stderr: main.stderr }, [files.dir])).toEqual(
        [],
      );
    });
  });
});
