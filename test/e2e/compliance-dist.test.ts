/**
 * Framework items, the audit report and the selftest through the built bundles, as the runner
 * and a shell run them: a scan with fail-on-framework and formats json,html; `report --format
 * html` naming its input's SHA-256; `probe-gate selftest` and the Action's `selftest: true`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { INPUTS } from '../../src/config/inputs.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { API_KEY, cliEnv, runCliBundle, sandboxEnv } from './e2e-support.js';
import { actionEnv, runBundle, runnerFiles } from './runner.js';

const INERT = 'probes: category:Prompt Injection\nprofiles:\n  schedule:\n    warn-only: all\n';
const EFFECTIVE = 'probes: category:Prompt Injection\nmin-score: 70\n';
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 46, apiKey: API_KEY });
});
afterAll(async () => sb?.close());

describe.concurrent('through dist/', () => {
  it('a scan: fail-on-framework fails on LLM08:2026; the audit report names the JSON report', async ({
    expect,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-e2e-html-'));
    const target = sb.control.addTarget({ role: 'vulnerable', testCasesPerProbe: 25 });
    const res = await runCliBundle(
      [
        'scan',
        ...['--target-id', String(target), '--probes', 'framework:owasp-llm@2025:LLM07'],
        ...['--fail-on-framework', 'owasp-llm@2026:LLM08', '--min-score', '0'],
        ...['--formats', 'json,html', '--report-dir', dir, '--baseline', 'none'],
        ...['--ai-analysis', 'false', '--poll-interval-seconds', '1'],
      ],
      cliEnv(sandboxEnv(sb)),
      dir,
    );
    expect(res.stderr + res.stdout).toContain(
      'LLM08:2026 Hidden Context Exposure is non-compliant',
    );
    expect(res.code).toBe(1);
    const json = readFileSync(join(dir, 'probe-gate-report.json'));
    const html = readFileSync(join(dir, 'probe-gate-report.html'), 'utf8');
    expect(html).toContain(`<code id="json-sha256">${sha256(json)}</code>`);
    expect(html).not.toMatch(/<script/i);
    const report = JSON.parse(json.toString('utf8'));
    const item = report.compliance
      .find((f: { key: string }) => f.key === 'owasp-llm@2025')
      .items.find((i: { id: string }) => i.id === 'LLM07');
    expect(item.verdict).toBe('non-compliant');
  });

  it('report --format html: the footer holds the SHA-256 of the input file', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-e2e-html-'));
    const target = sb.control.addTarget({ role: 'hardened', testCasesPerProbe: 25 });
    await runCliBundle(
      ['scan', '--target-id', String(target), '--probes', '11', '--report-dir', dir],
      cliEnv({ ...sandboxEnv(sb) }),
      dir,
    );
    const input = join(dir, 'probe-gate-report.json');
    const out = join(dir, 'again.html');
    const res = await runCliBundle(
      ['report', '--input', input, '--format', 'html', '--out', out],
      cliEnv(),
      dir,
    );
    expect(res.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(sha256(readFileSync(input)));
  });

  it('probe-gate selftest: exit 2 naming the inert check, exit 0 on an effective config', async ({
    expect,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-e2e-selftest-'));
    writeFileSync(join(dir, 'inert.yml'), INERT);
    writeFileSync(join(dir, 'good.yml'), EFFECTIVE);
    const [inert, good] = await Promise.all([
      runCliBundle(['selftest', '--config', 'inert.yml'], cliEnv(), dir),
      runCliBundle(['selftest', '--config', 'good.yml'], cliEnv(), dir),
    ]);
    expect(inert.code).toBe(2);
    expect(inert.stdout).toContain('cannot fire: profiles.schedule.warn-only:');
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('selftest passed');
  });

  it('the Action with selftest: true fails the step (exit 2) on an inert config, sending nothing', async ({
    expect,
  }) => {
    const files = runnerFiles({});
    writeFileSync(join(files.dir, 'probe-gate.yml'), INERT);
    const defaults = Object.fromEntries(
      Object.entries(INPUTS).map(([k, spec]) => [k, 'default' in spec ? spec.default : '']),
    );
    const env = actionEnv(
      {
        ...defaults,
        // No platform is asked: the base URL is one where nothing listens.
        'base-url': 'http://127.0.0.1:9',
        'workspace-id': '1',
        selftest: 'true',
        'config-file': 'probe-gate.yml',
      },
      files,
      { GITHUB_EVENT_NAME: 'schedule' },
    );
    const res = await runBundle(DIST.main, env, files.dir);
    expect(res.code).toBe(2);
    expect(res.stdout).toContain('cannot fire: profiles.schedule.warn-only:');
    expect(res.stdout).toMatch(/::error::probe-gate selftest/);
  });
});
