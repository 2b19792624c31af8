/**
 * Local mistakes are caught before any request: exit 2, one line naming the flag and the fix,
 * zero requests to the platform (the sandbox's request log stays as it was). Plus the other
 * front-door behaviours: boolean flags without a value, a refused connection given up on fast,
 * hints that point the right way, and a --help that documents defaults, env and exit codes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { runCli, type CliRun } from './run-cli.js';

let sb: SandboxHandle;
let work: string;

beforeAll(async () => {
  sb = await startSandbox({ speed: 2000, seed: 3 });
  work = mkdtempSync(join(tmpdir(), 'pg-mistakes-'));
  writeFileSync(join(work, 'a-file'), 'x');
  writeFileSync(join(work, 'cfg.yml'), 'comment: never\nmin-score: 70\n');
});
afterAll(async () => {
  await sb?.close();
});

const env = (
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> => ({
  PROBE_API_KEY: sb.apiKey,
  PROBE_BASE_URL: sb.baseUrl,
  PROBE_WORKSPACE_ID: String(sb.workspaceId),
  PROBE_TARGET_ID: String(sb.targets.hardened),
  CI: 'true',
  ...extra,
});

/** Runs the CLI and returns the run with the number of requests the sandbox got meanwhile. */
async function counted(args: string[], e = env()): Promise<CliRun & { requests: number }> {
  const before = sb.stats.log.length;
  const r = await runCli(args, e);
  return { ...r, requests: sb.stats.log.length - before };
}

const oneLine = (r: CliRun): string[] => r.stderr.trim().split('\n');

describe('local mistakes: exit 2, one line, zero requests', () => {
  const cases: [string, string[], RegExp][] = [
    [
      'report --out into a missing folder',
      ['report', '--input', 'REPORT', '--format', 'md', '--out', 'WORK/missing/r.md'],
      /--out: the folder of .* does not exist; create it first/,
    ],
    [
      'report --out onto a folder',
      ['report', '--input', 'REPORT', '--format', 'md', '--out', 'WORK'],
      /--out: .* is a folder; give a file path/,
    ],
    [
      'demo --target foo',
      ['demo', '--target', 'foo'],
      /target: the sandbox has no target "foo"; use --target vulnerable or --target hardened/,
    ],
    [
      'demo --out under a file',
      ['demo', '--out', 'WORK/a-file/demo'],
      /--out: .* is a file; give another folder/,
    ],
    [
      'merge --out under a file',
      ['merge', 'REPORT', '--out', 'WORK/a-file/merged'],
      /--out: .* is a file; give another folder/,
    ],
    [
      'scan --comment',
      ['scan', '--comment', 'never'],
      /^probe-gate: Invalid input: comment: this input is for the GitHub Action; .*remove --comment\.$/,
    ],
    [
      'scan --artifact-name',
      ['scan', '--artifact-name', 'x'],
      /artifact-name: this input is for the GitHub Action/,
    ],
    [
      'scan --job-summary (no value)',
      ['scan', '--job-summary'],
      /job-summary: this input is for the GitHub Action/,
    ],
    [
      'scan --tracking-issue',
      ['scan', '--tracking-issue', 'never'],
      /tracking-issue: this input is for the GitHub Action/,
    ],
    [
      'scan --github-token',
      ['scan', '--github-token', 'x'],
      /github-token: this input is for the GitHub Action/,
    ],
    [
      'an Action-only key in --config',
      ['scan', '--config', 'WORK/cfg.yml'],
      /comment: this input is for the GitHub Action; .*remove "comment" from/,
    ],
    [
      'scan --config that does not exist',
      ['scan', '--config', 'WORK/nope.yml'],
      /config: cannot read .*; check the path given to --config/,
    ],
    [
      'scan --ignore-file that does not exist',
      ['scan', '--ignore-file', 'WORK/nope.yml'],
      /ignore-file: .* does not exist/,
    ],
    [
      'scan --target-config that does not exist',
      ['scan', '--target-config', 'WORK/nope.yml'],
      /target-config: cannot read/,
    ],
    [
      'a boolean flag with a wrong value',
      ['scan', '--fail-on-new-failures', 'yes'],
      /fail-on-new-failures: "yes" is not a boolean; write true or false/,
    ],
  ];
  it.each(cases)('%s', async (_name, args, expected) => {
    const report = join(work, 'saved.json');
    const r = await counted(args.map((a) => a.replace('WORK', work).replace('REPORT', report)));
    expect(r.code, r.stderr).toBe(2);
    expect(oneLine(r), r.stderr).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(expected);
    expect(r.requests).toBe(0);
  });

  it('the missing key names PROBE_API_KEY and says nothing about fork pull requests', async () => {
    const r = await counted(['scan'], env({ PROBE_API_KEY: undefined }));
    expect(r.code).toBe(2);
    expect(oneLine(r)).toHaveLength(1);
    expect(r.stderr).toMatch(/api-key: is missing; set env PROBE_API_KEY/);
    expect(r.stderr).not.toMatch(/fork|pull request|input from a secret/i);
    expect(r.requests).toBe(0);
  });

  it('an unknown probe id is caught like an unknown name: exit 2, one line, no run started', async () => {
    const r = await counted(['scan', '--probes', '999999']);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(
      /probes: no predefined probe has id 999999; run `probe-gate probes` to list them, or write custom:999999/,
    );
    const before = sb.stats.log.length - r.requests;
    const made = sb.stats.log.slice(before);
    expect(made.filter((e) => e.method !== 'GET')).toEqual([]); // read-only lookups only
  });
});

describe('flags that work as a person types them', () => {
  it('a boolean flag takes no value: --fail-on-new-failures --min-score 70', async () => {
    const out = join(work, 'bool');
    const r = await counted([
      'scan',
      '--fail-on-new-failures',
      '--min-score',
      '70',
      '--report-dir',
      out,
      '--json',
      '--quiet',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const outputs = JSON.parse(r.stdout) as Record<string, string>;
    expect(outputs.verdict).toBe('pass');
    const report = JSON.parse(
      (await import('node:fs')).readFileSync(join(out, 'probe-gate-report.json'), 'utf8'),
    ) as { gate: { checks: { id: string; threshold: unknown }[] } };
    const names = report.gate.checks.map((c) => c.id);
    expect(names).toContain('fail-on-new-failures');
    expect(report.gate.checks.find((c) => c.id === 'min-score')?.threshold).toBe(70);
  });

  it('--help shows defaults, environment variables and exit codes', async () => {
    const r = await runCli(['scan', '--help']);
    const help = r.stdout + r.stderr;
    expect(r.code).toBe(0);
    expect(help).toMatch(/--min-score <value>[\s\S]*default: 60/);
    expect(help).toMatch(/--target-id <value>[\s\S]*env PROBE_TARGET_ID/);
    expect(help).toMatch(/--fail-on-new-failures \[true\|false\]/);
    expect(help).toMatch(/PROBE_API_KEY/);
    expect(help).toMatch(/Exit codes:[\s\S]*2 bad input[\s\S]*5 inconclusive[\s\S]*130 \/ 143/);
    expect(help).not.toMatch(/--comment|--artifact-name|--github-token/);
    const top = await runCli(['--help']);
    expect(top.stdout + top.stderr).toMatch(/Exit codes:/);
  });
});

describe('the platform side, told right', () => {
  it('connection refused on the first contact: exit 2 within 5 s, one line saying nothing listens at base-url', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    // Its time is the policy's, checked on injected sleeps in test/api/timeouts.test.ts.
    const r = await runCli(['scan'], env({ PROBE_BASE_URL: `http://127.0.0.1:${port}` }));
    expect(r.code).toBe(2);
    const lines = r.stderr
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('probe-gate:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`Nothing listens at http://127\\.0\\.0\\.1:${port} .*check base-url`),
    );
    expect(r.stderr).not.toMatch(/Trigger attempt/);
  });

  it('an unknown target says to check the target id, not the workspace id', async () => {
    const r = await counted(['scan'], env({ PROBE_TARGET_ID: '424242' }));
    expect(r.code).not.toBe(0);
    expect(r.stderr, r.stderr).toMatch(/target id/i);
    expect(r.stderr).not.toMatch(/check the workspace id/i);
    expect(
      sb.stats.log.slice(-r.requests).filter((e) => e.method === 'POST' && /trigger/.test(e.path)),
    ).toHaveLength(r.stderr.includes('trigger') ? 1 : 0);
  });
});

describe('attaching where nothing listens', () => {
  it('fails on the first contact instead of polling until the deadline', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const r = await runCli(
      ['scan', '--attach-test-run-id', '5'],
      env({ PROBE_BASE_URL: `http://127.0.0.1:${port}` }),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Nothing listens at http:\/\/127\.0\.0\.1:\d+ /);
  });
});
