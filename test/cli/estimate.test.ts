import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { runCli } from './run-cli.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 9 });
});
afterAll(() => sb.close());

const env = () => ({
  PROBE_API_KEY: sb.apiKey,
  PROBE_BASE_URL: sb.baseUrl,
  PROBE_WORKSPACE_ID: String(sb.workspaceId),
  PROBE_TARGET_ID: String(sb.targets.vulnerable),
});
const args = ['--probes', '11,12', '--report-dir', mkdtempSync(join(tmpdir(), 'pg-est-'))];
const writes = (): string[] => sb.stats.log.filter((e) => e.method !== 'GET').map((e) => e.route);

describe('probe-gate estimate and scan --estimate', () => {
  it('scan --estimate prints the estimate and sends no POST, PATCH or DELETE', async () => {
    sb.stats.reset();
    const run = await runCli(['scan', '--estimate', '--json', ...args], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const e = JSON.parse(run.stdout) as { testCases: { low: number }; probes: unknown[] };
    expect(e.probes).toHaveLength(2);
    expect(e.testCases.low).toBeGreaterThan(0);
    expect(sb.stats.totalRequests).toBeGreaterThan(0);
    expect(writes()).toEqual([]);
    expect(sb.stats.testRunsCreated).toHaveLength(0);
  });

  it('estimate exits 2 with the numbers when over a budget, still GET only', async () => {
    sb.stats.reset();
    const run = await runCli(['estimate', ...args, '--max-test-cases', '3'], env());
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^Estimate: \d+ test cases \(\d+-\d+\), [\d.]+ minutes/);
    expect(run.stderr).toMatch(/over max-test-cases 3\. Raise the budget/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(writes()).toEqual([]);
  });

  it('refuses notify-webhook as a flag', async () => {
    const run = await runCli(
      ['estimate', ...args, '--notify-webhook', 'https://x.invalid/h'],
      env(),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/notify-webhook: is not accepted as a flag.*PROBE_NOTIFY_WEBHOOK/);
    expect(run.stderr).not.toContain('x.invalid');
  });
});
