/**
 * The built CLI bundle (`node dist/cli/index.js ...`, or PROBE_GATE_DIST) as a user runs it:
 * the sandbox server, the demo, scans with their exit codes and --json outputs, the small
 * commands against a sandbox, and re-rendering a saved report in every format.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { REPORT_FILE_NAMES } from '../../src/report/index.js';
import { OUTPUT_NAMES } from '../../src/scan/ports.js';
import { DIST } from '../support/dist.js';
import { runBundle, type StepResult } from '../e2e/runner.js';

const KEY = 'pg-cli-dist-key-Wq4Er8Ty2Ui6';
const UNAUTHORIZED =
  '{"error":{"message":"Unauthorized: Authentication is required to access this resource.","code":"UNAUTHORIZED"}}';

type Run = StepResult;

let sb: SandboxHandle;
let client: PlatformClient;
let work: string;

beforeAll(async () => {
  sb = await startSandbox({ speed: 500, seed: 2, apiKey: KEY });
  client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: KEY });
  work = mkdtempSync(join(tmpdir(), 'pg-cli-dist-'));
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

/** The environment of a user shell: no CI variables, the key only where a test puts it. */
function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}

/** Runs `node <cli bundle> ...args` in `cwd` and collects its output. */
function cli(args: string[], extra: Record<string, string> = {}, cwd = work): Promise<Run> {
  return runBundle(DIST.cli, baseEnv(extra), cwd, undefined, args);
}

/** Connection flags and the key for the commands that talk to the sandbox. */
const conn = () => ['--base-url', sb.baseUrl, '--workspace-id', String(sb.workspaceId)];
const keyEnv = () => ({ PROBE_API_KEY: KEY });
const lines = (text: string) => text.split('\n').filter((l) => l !== '');

describe('probe-gate sandbox', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('prints its coordinates as the first line, serves with the key, 401s without, stops on SIGTERM', async () => {
    child = spawn(process.execPath, [DIST.cli, 'sandbox', '--port', '0'], {
      env: baseEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = child;
    const exited = new Promise<number | null>((resolve) => proc.on('close', (c) => resolve(c)));
    const first = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
      rl.once('line', (l) => {
        rl.close();
        resolve(l);
      });
      proc.once('close', () => reject(new Error('sandbox exited before printing')));
    });
    const info = JSON.parse(first) as {
      baseUrl: string;
      apiKey: string;
      workspaceId: number;
      targets: Record<string, number>;
    };
    expect(Object.keys(info)).toEqual(['baseUrl', 'apiKey', 'workspaceId', 'targets']);
    expect(info.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.baseUrl).not.toBe('http://127.0.0.1:0');
    expect(info.apiKey.length).toBeGreaterThan(16);
    expect(info.workspaceId).toBe(1);
    expect(info.targets).toMatchObject({
      vulnerable: expect.any(Number),
      hardened: expect.any(Number),
      broken: expect.any(Number),
    });

    const ok = await fetch(`${info.baseUrl}/api/v2/workspaces/1/target/${info.targets.hardened}`, {
      headers: { 'X-Api-Key': info.apiKey },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { id: number }).id).toBe(info.targets.hardened);
    const denied = await fetch(`${info.baseUrl}/api/probe/predefined`);
    expect(denied.status).toBe(401);
    expect(denied.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await denied.text()).toBe(UNAUTHORIZED);
    const wrong = await fetch(`${info.baseUrl}/api/probe/predefined`, {
      headers: { 'X-Api-Key': `${info.apiKey}x` },
    });
    expect(await wrong.text()).toBe(UNAUTHORIZED);

    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${info.baseUrl}/api/probe/predefined`)).rejects.toThrow();
  });
});

describe('probe-gate demo', () => {
  it('exits 0 and prints the verdict and the report paths', async () => {
    const out = join(work, 'demo');
    const r = await cli(['demo', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Verdict: (PASS|FAIL) - /m);
    expect(r.stdout).toMatch(/^Score: \d+\/100/m);
    // No link into the sandbox, which has stopped by the time anyone could open it.
    expect(r.stdout).not.toMatch(/^Run: /m);
    const listed = r.stdout.split('Reports:\n')[1] ?? '';
    // Every file the demo wrote, the audit report included, in the order its formats are asked.
    const paths = (['md', 'json', 'sarif', 'junit', 'html'] as const).map((f) =>
      join(out, REPORT_FILE_NAMES[f]),
    );
    expect(lines(listed).slice(0, 5)).toEqual(paths.map((p) => `  ${p}`));
    expect(lines(listed)[5]).not.toMatch(/^ {2}/);
    for (const p of paths) expect(readFileSync(p, 'utf8').length).toBeGreaterThan(100);
    const report = JSON.parse(readFileSync(paths[1] as string, 'utf8')) as {
      gate: { verdict: string };
      totals: Record<'total' | 'passed' | 'failed' | 'errors' | 'accepted', number>;
    };
    expect(r.stdout).toContain(`Verdict: ${report.gate.verdict.toUpperCase()} - `);
    // The counts as the report holds them, each with the word the reports use for it.
    const t = report.totals;
    expect(r.stdout).toContain(
      `test cases: ${t.total} total, ${t.passed} passed, ${t.failed} failed, ${t.errors} errored, ${t.accepted} accepted;`,
    );
    expect(r.stderr).toContain('Sandbox platform running at http://127.0.0.1:');
  });
});

describe('probe-gate scan, then the small commands, against a sandbox', () => {
  let vulnerable: Record<string, string>;

  const scanArgs = (role: string, dir: string) => [
    'scan',
    ...conn(),
    '--target-id',
    String(sb.targets[role]),
    '--poll-interval-seconds',
    '1',
    '--ai-analysis',
    'false',
    '--baseline',
    'none',
    '--report-dir',
    join(work, dir),
    '--json',
  ];

  it('scan exits 1 on the vulnerable target; --json prints every output as one object', async () => {
    const r = await cli(scanArgs('vulnerable', 'vulnerable'), keyEnv());
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toHaveLength(1);
    vulnerable = JSON.parse(r.stdout) as Record<string, string>;
    expect(Object.keys(vulnerable).sort()).toEqual([...OUTPUT_NAMES].sort());
    // No comment and no artifact from the CLI: those outputs are empty.
    expect(vulnerable['comment-url']).toBe('');
    expect(vulnerable['artifact-id']).toBe('');
    expect(vulnerable.verdict).toBe('fail');
    expect(vulnerable.status).toBe('COMPLETED');
    expect(Number(vulnerable['overall-score'])).toBeLessThan(60);
    const id = Number(vulnerable['test-run-id']);
    expect(sb.stats.testRunsCreated.at(-1)).toMatchObject({ id, targetId: sb.targets.vulnerable });
    expect(
      Number(vulnerable['passed-count']) +
        Number(vulnerable['failed-count']) +
        Number(vulnerable['error-count']),
    ).toBe(Number(vulnerable['total-count']));
    for (const k of ['report-json', 'report-markdown', 'sarif-file', 'junit-file'] as const)
      expect(existsSync(vulnerable[k] as string)).toBe(true);
    // Formats not asked for: their outputs are empty.
    expect(vulnerable['report-html']).toBe('');
    expect(vulnerable['codequality-file']).toBe('');
    expect(r.stderr).toContain(`Test run ${id}`);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('scan exits 0 on the hardened target, printing the verdict block without --json', async () => {
    const args = scanArgs('hardened', 'hardened').filter((a) => a !== '--json');
    const r = await cli(args, keyEnv());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Verdict: PASS - All \d+ gate checks passed\.$/m);
    expect(r.stdout).toContain('[ok] min-score: Overall score');
    expect(r.stdout).toContain(`Reports:\n  ${join(work, 'hardened', REPORT_FILE_NAMES.md)}\n`);
    const json = await cli(scanArgs('hardened', 'hardened-json'), keyEnv());
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as Record<string, string>).verdict).toBe('pass');
  });

  it('scan refuses the key as a flag and a missing key, exit 2 with one line', async () => {
    const flag = await cli([...scanArgs('hardened', 'x'), '--api-key', KEY]);
    expect(flag.code).toBe(2);
    expect(lines(flag.stderr)).toEqual([
      'probe-gate: Invalid input: api-key: is not accepted as a flag (it would show in process lists and shell history); set env PROBE_API_KEY instead.',
    ]);
    const none = await cli(scanArgs('hardened', 'x'));
    expect(none.code).toBe(2);
    expect(lines(none.stderr)).toHaveLength(1);
    expect(none.stderr).toMatch(/^probe-gate: Invalid input: api-key: is missing/);
  });

  it('status RUN shows the completed run and its probe runs; --json the raw status', async () => {
    const id = vulnerable['test-run-id'] as string;
    const r = await cli(['status', id, ...conn()], keyEnv());
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out[0]).toBe(`Test run ${id}: completed (COMPLETED)`);
    const status = await client.getTestRunStatus(Number(id));
    expect(out).toHaveLength(1 + (status.probeRuns?.length ?? 0));
    for (const p of status.probeRuns ?? [])
      expect(out).toContain(
        `  ${p.probeName}: FINISHED, passed ${p.passedCount}, failed ${p.failedCount}, errors ${p.errorCount} of ${p.totalCount}`,
      );
    const json = await cli(['status', id, '--json', ...conn()], keyEnv());
    expect(JSON.parse(json.stdout)).toEqual(status);
  });

  it('cancel RUN cancels a running run once', async () => {
    const slow = sb.control.addTarget({ role: 'slow', testCasesPerProbe: 99_999 });
    const { testRunId } = await client.triggerTestRun(sb.workspaceId, {
      targetId: slow,
      probeIds: [11],
      name: 'cli-dist cancel',
    });
    const r = await cli(['cancel', String(testRunId), ...conn()], keyEnv());
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Cancel requested for test run ${testRunId}.\n`);
    expect(sb.stats.cancels[testRunId]).toBe(1);
    expect(sb.control.getRun(testRunId)?.status).toBe('CANCELLED');
  });

  it('status and cancel of an unknown run exit 3 with one line naming the endpoint', async () => {
    const status = await cli(['status', '999999', ...conn()], keyEnv());
    expect(status.code).toBe(3);
    expect(lines(status.stderr)).toEqual([
      'probe-gate: GET /api/v2/test-run/{testRunId}/status answered 404 Not Found: Test run 999999 was not found. Check the test run id.',
    ]);
    const cancel = await cli(['cancel', '999999', ...conn()], keyEnv());
    expect(cancel.code).toBe(3);
    expect(lines(cancel.stderr)).toHaveLength(1);
    expect(cancel.stderr).toContain(
      'POST /api/workspaces/{workspaceId}/test-run/{testRunId}/cancel answered 404',
    );
  });

  it('a wrong key exits 3 with one line and never shows the key', async () => {
    const r = await cli(['probes', ...conn()], { PROBE_API_KEY: 'wrong-key-Pq9' });
    expect(r.code).toBe(3);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toContain('GET /api/probe/predefined answered 401 Unauthorized');
    expect(r.stderr).not.toContain('wrong-key-Pq9');
  });

  it('report --input re-renders md, sarif, junit and json exactly as the scan wrote them', async () => {
    const input = vulnerable['report-json'] as string;
    const files: Record<string, string> = {
      md: vulnerable['report-markdown'] as string,
      sarif: vulnerable['sarif-file'] as string,
      junit: vulnerable['junit-file'] as string,
      json: input,
    };
    for (const [format, file] of Object.entries(files)) {
      const r = await cli(['report', '--input', input, '--format', format]);
      expect(r.code, format).toBe(0);
      expect(r.stderr, format).toBe('');
      expect(r.stdout, format).toBe(readFileSync(file, 'utf8'));
    }
    const sarif = JSON.parse(readFileSync(files.sarif as string, 'utf8')) as { version: string };
    expect(sarif.version).toBe('2.1.0');
    expect(readFileSync(files.junit as string, 'utf8')).toMatch(/^<\?xml[^>]*\?>\s*<testsuites/);
  });

  it('report --format summary and comment render the job summary and the PR comment', async () => {
    const input = vulnerable['report-json'] as string;
    const summary = await cli(['report', '--input', input, '--format', 'summary']);
    expect(summary.code).toBe(0);
    expect(summary.stdout).toContain('FAIL');
    expect(summary.stdout).toContain('Gate checks');
    const out = join(work, 'comment.md');
    const comment = await cli(['report', '--input', input, '--format', 'comment', '--out', out]);
    expect(comment.code).toBe(0);
    expect(comment.stdout).toBe('');
    expect(
      readFileSync(out, 'utf8').startsWith(
        `<!-- probe-gate:comment:target-${sb.targets.vulnerable} -->`,
      ),
    ).toBe(true);
  });

  it('report --input of a file that is not a report exits 2 with one line', async () => {
    const notJson = join(work, 'notes.txt');
    writeFileSync(notJson, 'hello, not a report\n');
    const otherJson = join(work, 'package.json');
    writeFileSync(otherJson, JSON.stringify({ name: 'x', version: '1.0.0' }));
    const oldVersion = join(work, 'old.json');
    writeFileSync(oldVersion, JSON.stringify({ tool: { name: 'probe-gate' }, schemaVersion: 0 }));
    const cases: [string, RegExp][] = [
      [notJson, /^probe-gate: Invalid input: input: .*notes\.txt.*invalid JSON/],
      [
        otherJson,
        /^probe-gate: Invalid input: input: .*package\.json.*tool\.name is not "probe-gate"/,
      ],
      [oldVersion, /^probe-gate: Invalid input: input: .*old\.json.*schemaVersion 0/],
      [
        join(work, 'missing.json'),
        /^probe-gate: Invalid input: input: cannot read ".*missing\.json"/,
      ],
    ];
    for (const [file, pattern] of cases) {
      const r = await cli(['report', '--input', file, '--format', 'md']);
      expect(r.code, file).toBe(2);
      expect(r.stdout, file).toBe('');
      expect(lines(r.stderr), file).toHaveLength(1);
      expect(r.stderr, file).toMatch(pattern);
    }
  });

  it('probes lists the catalogue; --json gives what the API gives', async () => {
    const r = await cli(['probes', ...conn()], keyEnv());
    expect(r.code).toBe(0);
    const categories = await client.listPredefinedProbes();
    for (const c of categories) {
      expect(r.stdout).toContain(`${c.probeCategoryName} (category:${c.probeCategoryName})`);
      for (const p of c.predefinedProbes ?? [])
        expect(r.stdout).toMatch(new RegExp(`^ +${p.id}  ${p.name?.replace(/[()]/g, '.')}`, 'm'));
    }
    expect(r.stdout).toMatch(/^ +54 .*\(inactive\)/m);
    const json = await cli(['probes', '--json', ...conn()], keyEnv());
    expect(JSON.parse(json.stdout)).toEqual(categories);
  });

  it('benchmarks list shows the types and every model', async () => {
    const r = await cli(['benchmarks', 'list', ...conn()], keyEnv());
    expect(r.code).toBe(0);
    const [types, models] = await Promise.all([
      client.listBenchmarkTypes(),
      client.listBenchmarkModels(),
    ]);
    expect(r.stdout.startsWith('Benchmark types:\n')).toBe(true);
    for (const t of types) expect(r.stdout).toContain(`${t.name}`);
    expect(r.stdout).toContain('Models (scores aggregated over all types):');
    for (const m of models) expect(r.stdout).toMatch(new RegExp(`^ +${m.id}  .+ score \\S+$`, 'm'));
    const json = await cli(['benchmarks', 'list', '--json', ...conn()], keyEnv());
    expect(JSON.parse(json.stdout)).toEqual({ types, models });
  });

  it('target get shows a target; --json never has its connection secret', async () => {
    const id = sb.targets.vulnerable;
    const r = await cli(['target', 'get', String(id), ...conn()], keyEnv());
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toBe(`Target ${id}: Legacy Support Bot`);
    expect(r.stdout).toContain('  connection: AZURE_OPENAI');
    const json = await cli(['target', 'get', String(id), '--json', ...conn()], keyEnv());
    expect(JSON.parse(json.stdout)).toEqual(await client.getTarget(sb.workspaceId, id));
    expect(json.stdout).not.toContain('sandbox-not-a-secret');
    const missing = await cli(['target', 'get', '999999', ...conn()], keyEnv());
    expect(missing.code).toBe(3);
    expect(lines(missing.stderr)).toHaveLength(1);
    const noWs = await cli(['target', 'get', String(id), '--base-url', sb.baseUrl], keyEnv());
    expect(noWs.code).toBe(2);
    expect(lines(noWs.stderr)).toEqual([
      'probe-gate: Invalid input: workspace-id: is required; give --workspace-id or env PROBE_WORKSPACE_ID (a positive integer).',
    ]);
  });
});
