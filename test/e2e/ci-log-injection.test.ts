/**
 * R27 on the built CLI: a platform whose text fields carry the hostile log corpus (at least
 * 30 strings per CI syntax, spread over the fields of each answer by sandbox
 * control.injectText), read by the commands that print platform text (scan, status, probes, target get, each also with
 * --json), with each documented CI's environment set: no line of stdout or stderr is a
 * command to GitHub Actions, Azure Pipelines or TeamCity, and none holds a control sequence.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { activeCommands, CI_HOSTILE } from '../fixtures/report/ci-hostile-strings.js';
import { API_KEY, cliEnv, runCliBundle, sandboxEnv } from './e2e-support.js';

/** The environment each CI sets (what a CI-aware CLI would look at). */
const CI_ENVIRONMENTS: Record<string, Record<string, string>> = {
  'GitHub Actions': { CI: 'true', GITHUB_ACTIONS: 'true' },
  'Azure Pipelines': {
    TF_BUILD: 'True',
    SYSTEM_TEAMFOUNDATIONCOLLECTIONURI: 'https://dev.azure.com/acme/',
    BUILD_BUILDID: '42',
  },
  TeamCity: { TEAMCITY_VERSION: '2024.12', BUILD_NUMBER: '42' },
  terminal: { TERM: 'xterm-256color', COLORTERM: 'truecolor' },
};

/** probe-gate's own Azure Pipelines log commands (src/cli/ci/azure.ts). */
const OWN_AZURE_COMMAND = /^##vso\[task\.(logissue|uploadsummary|complete)[ \]]/;

/** Each hostile string after a line break, so a line-start command really starts a line. */
const CORPUS = Object.values(CI_HOSTILE)
  .flat()
  .map(([, s]) => `\n${s}`);

let sb: SandboxHandle;
let runId: number;
/** A small target: the corpus in every field of every test case makes big answers. */
let small: number;

beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 9, apiKey: API_KEY });
  small = sb.control.addTarget({
    role: 'small',
    vulnerability: 0.6,
    probeIds: [11, 21],
    testCasesPerProbe: 3,
  });
  sb.control.injectText(CORPUS);
  const res = await fetch(`${sb.baseUrl}/api/workspaces/${sb.workspaceId}/test-run/trigger`, {
    method: 'POST',
    headers: { 'X-Api-Key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      targetId: small,
      probeIds: null,
      name: 'for status',
      notifyWhenFinished: false,
      runAiAnalysis: false,
    }),
  });
  runId = ((await res.json()) as { testRunId: number }).testRunId;
  expect(runId).toBeGreaterThan(0);
});
afterAll(async () => sb?.close());

describe.concurrent.each(Object.entries(CI_ENVIRONMENTS))('the built CLI in %s', (_ci, ciEnv) => {
  const env = (): NodeJS.ProcessEnv => cliEnv({ ...sandboxEnv(sb), ...ciEnv });
  const commands = (): string[][] => [
    ['probes'],
    ['probes', '--json'],
    ['status', String(runId)],
    ['status', String(runId), '--json'],
    ['target', 'get', String(sb.targets.hardened)],
    ['target', 'get', String(sb.targets.hardened), '--json'],
  ];

  it('status, probes, target get (text and --json): no active command or control sequence', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pg-ci-inject-'));
    const results = await Promise.all(commands().map((args) => runCliBundle(args, env(), cwd)));
    for (const [i, res] of results.entries()) {
      const args = commands()[i];
      expect({ args, code: res.code, stderr: res.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect({ args, hits: activeCommands(res.stdout) }).toEqual({ args, hits: [] });
    }
    // The hostile text did reach the output, shown and neutralised, for every syntax.
    const all = results.map((r) => r.stdout).join('\n');
    for (const shown of [
      /^\\::set-output/m,
      /##vso\\\[/,
      /##\\\[group/,
      /##teamcity\\\[/,
      /\\u0023\\u0023vso/,
    ])
      expect(all).toMatch(shown);
  });

  it('a whole scan with --debug: no active command or control sequence in stdout or stderr', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pg-ci-inject-scan-'));
    const res = await runCliBundle(
      [
        'scan',
        '--target-id',
        String(small),
        '--poll-interval-seconds',
        '1',
        '--report-dir',
        'reports',
        '--baseline',
        'none',
        '--debug',
      ],
      env(),
      cwd,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Results by probe:');
    // Under TF_BUILD the CLI writes its own Azure log commands on purpose (docs/surfaces.md):
    // each is one command whose properties and message hold nothing active.
    const lines = res.stdout.split('\n');
    const own = lines.filter((l) => OWN_AZURE_COMMAND.test(l));
    expect(own.length > 0).toBe(_ci === 'Azure Pipelines');
    for (const l of own) expect(activeCommands(l.slice('##vso['.length))).toEqual([]);
    expect(activeCommands(lines.filter((l) => !OWN_AZURE_COMMAND.test(l)).join('\n'))).toEqual([]);
    expect(activeCommands(res.stderr)).toEqual([]);
  });
});
