/**
 * Budgets, notifications and traces in the built CLI bundle, as a user runs it: the
 * estimate sends only GET requests, a budget stop exits 6, a change of verdict reaches a
 * loopback webhook (whose URL never shows), and OTLP export sends one trace.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { runBundle } from './runner.js';
import { fakeReceiver, type FakeReceiver } from '../scan/notify/receiver.js';
import { otlpReceiver, type OtlpReceiver } from '../runtime/telemetry/otlp-receiver.js';
import type { EndpointName } from '../../src/api/index.js';
import { startMutatingProxy } from '../soak/mutating-proxy.js';
import { waitFor } from './e2e-support.js';

const KEY = 'pg-operating-dist-key-7Hq2Lx';
let sb: SandboxHandle;
let hook: FakeReceiver;
let otlp: OtlpReceiver;
beforeAll(async () => {
  sb = await startSandbox({ speed: 200_000, seed: 6, apiKey: KEY });
  hook = await fakeReceiver();
  otlp = await otlpReceiver();
});
afterAll(async () => {
  await hook.close();
  await otlp.close();
  await sb.close();
});

function scan(args: string[], extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-op-dist-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PROBE_API_KEY: KEY,
    PROBE_BASE_URL: sb.baseUrl,
    PROBE_WORKSPACE_ID: String(sb.workspaceId),
    ...extra,
  };
  const flags = ['--probes', '11,12', '--ai-analysis', 'false', '--poll-interval-seconds', '1'];
  const run = runBundle(DIST.cli, env, dir, undefined, ['scan', ...flags, ...args, '--json']);
  return run.then((r) => ({ ...r, dir }));
}

describe('the CLI bundle: budgets, notifications, traces', () => {
  it('scan --estimate sends no POST, PATCH or DELETE', async () => {
    sb.stats.reset();
    const r = await scan(['--estimate', '--target-id', String(sb.targets.vulnerable)]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ probes: [{}, {}] });
    expect(sb.stats.log.filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it('a run over max-test-cases exits 6 with verdict budget, cancelled at most once', async () => {
    const id = sb.control.addTarget({ role: 'dist-big', testCasesPerProbe: 300 });
    sb.stats.reset();
    const r = await scan(['--target-id', String(id), '--max-test-cases', '200']);
    expect(r.code).toBe(6);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'budget' });
    const runId = sb.stats.testRunsCreated[0]?.id as number;
    // At this speed the run may have ended before the first poll: then there is none to cancel.
    expect(sb.stats.cancels[runId] ?? 0).toBeLessThanOrEqual(1);
  });

  it('notifies a webhook of a failing first scan and exports one trace, URL nowhere', async () => {
    hook.received.length = 0;
    otlp.spans.length = 0;
    const url = hook.url('/hooks/secret-path-Zt81');
    const r = await scan(
      [
        '--target-id',
        String(sb.targets.vulnerable),
        '--trend-runs',
        '0',
        '--probes',
        '11,12,13,21',
      ],
      {
        PROBE_NOTIFY_WEBHOOK: url,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      },
    );
    expect(r.code).toBe(1);
    expect(hook.received).toHaveLength(1);
    expect(JSON.parse(hook.received[0]!.body)).toMatchObject({ verdict: 'fail' });
    expect(new Set(otlp.spans.map((s) => s.traceId)).size).toBe(1);
    expect(otlp.spans.filter((s) => !s.parentSpanId).map((s) => s.name)).toEqual([
      'probe-gate scan',
    ]);
    const files = readdirSync(join(r.dir, 'probe-gate-reports')).map((f) =>
      readFileSync(join(r.dir, 'probe-gate-reports', f), 'utf8'),
    );
    const all = [r.stdout, r.stderr, ...files, ...otlp.bodies].join('\n');
    for (const form of [url, encodeURIComponent(url), 'secret-path-Zt81'])
      expect(all).not.toContain(form);
  });
});

describe('the CLI bundle: SIGINT in each phase ends every span it exports', () => {
  // A phase is held by answering its first call late; SIGINT is sent once that call is seen.
  const HELD: [string, EndpointName][] = [
    ['trigger', 'triggerTestRun'],
    ['wait', 'getTestRunStatus'],
    ['collect', 'getProbeRun'],
  ];
  it.each(HELD)('while in %s: exit 130, one trace, its tree whole', async (phase, endpoint) => {
    const rx = await otlpReceiver();
    const proxy = await startMutatingProxy(sb.baseUrl, (r) =>
      r.endpoint === endpoint ? { kind: 'slow', ms: 20_000 } : { kind: 'pass' },
    );
    try {
      const dir = mkdtempSync(join(tmpdir(), 'pg-op-sigint-'));
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PROBE_API_KEY: KEY,
        PROBE_BASE_URL: proxy.baseUrl,
        PROBE_WORKSPACE_ID: String(sb.workspaceId),
        OTEL_EXPORTER_OTLP_ENDPOINT: rx.endpoint,
      };
      const args = ['scan', '--target-id', String(sb.targets.vulnerable), '--probes', '11,12'];
      const r = await runBundle(
        DIST.cli,
        env,
        dir,
        (child) => {
          void waitFor(() => proxy.seen.some((q) => q.endpoint === endpoint), phase).then(() =>
            child.kill('SIGINT'),
          );
        },
        [...args, '--ai-analysis', 'false', '--poll-interval-seconds', '1'],
      );
      expect(r.code).toBe(130);
      // Only ended spans are exported: the root and the phase it was in are there, and every
      // exported span's parent is too.
      const ids = new Set(rx.spans.map((sp) => sp.spanId));
      expect(rx.spans.filter((sp) => !sp.parentSpanId).map((sp) => sp.name)).toEqual([
        'probe-gate scan',
      ]);
      expect(rx.spans.map((sp) => sp.name)).toContain(phase);
      expect(rx.spans.filter((sp) => sp.parentSpanId && !ids.has(sp.parentSpanId))).toEqual([]);
      expect(rx.bodies.join('\n')).not.toContain(KEY);
    } finally {
      await proxy.close();
      await rx.close();
    }
  });
});
