import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_FILE_NAMES } from '../../src/report/format-names.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';
import type { RawConfig } from '../../src/config/config.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 7 });
});
afterAll(async () => {
  await sb?.close();
});

const fast = (role: string, raw: RawConfig = {}) => {
  const c = sandboxConfig(sb, role, raw);
  c.pollFloorMs = 50;
  return c;
};

describe('scan engine against the sandbox', () => {
  it('passes the hardened target and sets every output', async () => {
    const r = await scanSandbox(sb, fast('hardened'));
    expect(r.verdict).toBe('pass');
    expect(r.exitCode).toBe(0);
    expect(r.report.testRun.status).toBe('completed');
    expect(r.report.perProbeDetail).toBe(true);
    expect(r.report.probeRuns.length).toBeGreaterThan(0);
    const t = r.report.totals;
    expect(t.passed + t.failed + t.errors).toBe(t.processed);
    expect(t.processed).toBeLessThanOrEqual(t.total);
    expect(r.outputs.verdict).toBe('pass');
    expect(Number(r.outputs['overall-score'])).toBeGreaterThanOrEqual(60);
    expect(r.outputs['test-run-id']).toBe(String(r.report.testRun.id));
    const json = JSON.parse(readFileSync(r.outputs['report-json'] as string, 'utf8'));
    expect(json.gate.verdict).toBe('pass');
  });

  it('fails the vulnerable target with failed probe runs, AI analysis and a failing min-score check', async () => {
    const r = await scanSandbox(sb, fast('vulnerable'));
    expect(r.verdict).toBe('fail');
    expect(r.exitCode).toBe(1);
    expect(r.report.gate.checks.find((c) => c.id === 'min-score')?.passed).toBe(false);
    expect(r.report.totals.failed).toBeGreaterThan(0);
    const withAnalysis = r.report.probeRuns.filter((p) => p.aiAnalysis?.overview);
    expect(withAnalysis.length).toBe(r.report.probeRuns.length);
    for (const p of r.report.probeRuns) {
      expect(p.passed + p.failed + p.errors).toBe(p.processed);
      expect(p.failedTestCases.filter((c) => c.outcome === 'failed').length).toBe(p.failed);
    }
    const md = readFileSync(r.outputs['report-markdown'] as string, 'utf8');
    expect(md).toContain(r.report.probeRuns[0]?.name.slice(0, 10));
  });

  it('names every report file written, in outputs and in the outcome, in the order asked', async () => {
    const formats = ['codequality', 'html', 'md', 'json', 'sarif', 'junit'] as const;
    const r = await scanSandbox(sb, fast('hardened', { formats: formats.join(',') }));
    const dir = r.outputs['report-dir'] as string;
    const path = (f: (typeof formats)[number]) => join(dir, REPORT_FILE_NAMES[f]);
    expect(Object.keys(r.files)).toEqual([...formats]);
    expect(Object.values(r.files)).toEqual(formats.map(path));
    expect(r.outputs).toMatchObject({
      'codequality-file': path('codequality'),
      'report-html': path('html'),
      'report-markdown': path('md'),
      'report-json': path('json'),
      'sarif-file': path('sarif'),
      'junit-file': path('junit'),
    });
    for (const f of formats) expect(existsSync(path(f))).toBe(true);
  });

  it('without AI analysis asks for none and reports none', async () => {
    sb.stats.reset();
    const r = await scanSandbox(sb, fast('vulnerable', { 'ai-analysis': 'false' }));
    expect(r.report.probeRuns.every((p) => p.aiAnalysis === null)).toBe(true);
    expect(Object.keys(sb.stats.requests).some((k) => k.includes('ai-analysis'))).toBe(false);
  });

  it('gives verdict error (exit 3) when the run ends FAILED', async () => {
    const r = await scanSandbox(sb, fast('broken'));
    expect(r.report.testRun.status).toBe('failed');
    expect(r.verdict).toBe('error');
    expect(r.exitCode).toBe(3);
  });

  it('gives verdict error when the run is cancelled from outside', async () => {
    sb.stats.reset();
    const config = fast('vulnerable');
    const scan = scanSandbox(sb, config);
    // Cancel as a user would in the web UI, once the run exists.
    for (let i = 0; i < 200 && sb.stats.testRunsCreated.length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    const id = sb.stats.testRunsCreated[0]?.id as number;
    sb.control.cancelRun(id);
    const r = await scan;
    expect(r.report.testRun.status).toBe('cancelled');
    expect(r.verdict).toBe('error');
  });

  it('treats an unknown status as not finished and times out without crashing', async () => {
    sb.stats.reset();
    const config = fast('hardened');
    config.timeoutMs = 1500;
    const scan = scanSandbox(sb, config);
    for (let i = 0; i < 200 && sb.stats.testRunsCreated.length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    const id = sb.stats.testRunsCreated[0]?.id as number;
    sb.control.setRunOutcome(id, 'WEIRD_STATE');
    const r = await scan;
    expect(r.verdict).toBe('timeout');
    expect(r.exitCode).toBe(4);
    expect(r.log.lines.some((l) => l.includes('unknown run status "WEIRD_STATE"'))).toBe(true);
    expect(sb.stats.cancels[id]).toBe(1);
  });

  it('attaches to an existing run instead of triggering', async () => {
    const first = await scanSandbox(sb, fast('hardened'));
    sb.stats.reset();
    const r = await scanSandbox(
      sb,
      fast('hardened', { 'attach-test-run-id': String(first.report.testRun.id) }),
    );
    expect(sb.stats.testRunsCreated.length).toBe(0);
    expect(r.report.testRun.id).toBe(first.report.testRun.id);
    expect(r.verdict).toBe('pass');
  });
});

describe('a server without the status endpoint', () => {
  let plain: SandboxHandle;
  beforeAll(async () => {
    plain = await startSandbox({ speed: 400, seed: 7, statusEndpoint: false });
  });
  afterAll(async () => plain?.close());

  it('reaches the right verdict from the run list and the target score under score-source platform, and says per-probe detail was unavailable', async () => {
    const config = (role: string, raw: Record<string, string> = {}) => {
      const c = sandboxConfig(plain, role, { 'score-source': 'platform', ...raw });
      c.pollFloorMs = 50;
      return c;
    };
    const r = await scanSandbox(plain, config('vulnerable'));
    expect(r.verdict).toBe('fail');
    expect(r.report.perProbeDetail).toBe(false);
    expect(r.report.warnings.join(' ')).toContain('Per-probe detail was unavailable');
    expect(r.report.totals.processed).toBeGreaterThan(0);
    expect((await scanSandbox(plain, config('hardened'))).verdict).toBe('pass');
    // Under auto the target score is not this run's: the score check is open, never a pass.
    const auto = await scanSandbox(plain, config('hardened', { 'score-source': 'auto' }));
    expect(auto.verdict).toBe('inconclusive');
  });
});
