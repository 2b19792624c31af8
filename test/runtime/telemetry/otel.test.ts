import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { runScan } from '../../../src/scan/engine.js';
import { tracedScan } from '../../../src/runtime/telemetry/traced-scan.js';
import { InterruptedError } from '../../../src/runtime/failure.js';
import { sandboxConfig, sandboxDeps } from '../../support/scan-harness.js';
import { otlpReceiver, type OtlpReceiver, type OtlpSpan } from './otlp-receiver.js';

const API_KEY = 'otel-test-key-0123456789';
let sb: SandboxHandle;
let rx: OtlpReceiver;
beforeAll(async () => {
  sb = await startSandbox({ speed: 200_000, seed: 8, apiKey: API_KEY });
  rx = await otlpReceiver();
});
afterAll(async () => {
  await rx.close();
  await sb.close();
});

const config = () => sandboxConfig(sb, 'vulnerable', { probes: '11,12', 'ai-analysis': 'false' });
const env = () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: rx.endpoint });

function tree(spans: OtlpSpan[]) {
  const root = spans.filter((s) => !s.parentSpanId);
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const parentName = (s: OtlpSpan) => byId.get(s.parentSpanId ?? '')?.name ?? null;
  return { root, parentName };
}

describe('OpenTelemetry: one trace per scan over OTLP/HTTP', () => {
  it('exports one trace whose span tree follows the phases, and the metrics', async () => {
    rx.spans.length = 0;
    rx.metrics.length = 0;
    const c = config();
    const { deps } = sandboxDeps(c);
    const out = await tracedScan(c, deps, (d) => runScan(d, c), env());
    expect(out.exitCode).toBe(1);
    expect(new Set(rx.spans.map((s) => s.traceId)).size).toBe(1);
    const { root, parentName } = tree(rx.spans);
    expect(root.map((s) => s.name)).toEqual(['probe-gate scan']);
    const phases = rx.spans.filter((s) => parentName(s) === 'probe-gate scan').map((s) => s.name);
    expect(phases).toEqual(
      expect.arrayContaining(['trigger', 'wait', 'collect', 'gate', 'publish']),
    );
    const probeRuns = rx.spans.filter((s) => s.name === 'collect probe run');
    expect(probeRuns).toHaveLength(2);
    expect(probeRuns.every((s) => parentName(s) === 'collect')).toBe(true);
    const wait = rx.spans.find((s) => s.name === 'wait');
    expect(wait?.events?.some((e) => e.name === 'poll')).toBe(true);
    const attrs = Object.fromEntries(
      (root[0]?.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]),
    );
    expect(attrs['probe_gate.verdict']).toBe('fail');
    expect(Number(attrs['probe_gate.exit_code'])).toBe(1);
    expect(Number(attrs['probe_gate.test_run_id'])).toBe(out.report.testRun.id);
    expect(attrs['probe_gate.ci']).toBeDefined();
    // No secret in any attribute or event (the whole export, as sent).
    expect(rx.bodies.join('\n')).not.toContain(API_KEY);
    const names = JSON.stringify(rx.metrics);
    for (const m of [
      'probe_gate.score.overall',
      'probe_gate.fail_rate',
      'probe_gate.scan.duration',
      'probe_gate.scan.polls',
    ])
      expect(names).toContain(m);
  });

  for (const phase of ['trigger', 'wait', 'collect', 'gate', 'publish'] as const) {
    it(`ends every span when SIGINT comes in the ${phase} phase`, async () => {
      rx.spans.length = 0;
      const c = config();
      const controller = new AbortController();
      const { deps, log } = sandboxDeps(c, { signal: controller.signal });
      const interrupt = () => controller.abort(new InterruptedError('SIGINT'));
      const titles = {
        wait: /^Waiting/,
        collect: /^Collecting/,
        gate: /^Judging/,
        publish: /^Writing/,
      };
      if (phase === 'trigger') interrupt();
      else
        log.phase = (title: string) => {
          if (titles[phase].test(title)) interrupt();
        };
      const err = await tracedScan(c, deps, (d) => runScan(d, c), env()).catch((e: unknown) => e);
      // The adapters report an abort as the interruption (withSignals); here it is the scan's error.
      expect(err).toBeInstanceOf(Error);
      expect(controller.signal.reason).toBeInstanceOf(InterruptedError);
      const { root } = tree(rx.spans);
      expect(root).toHaveLength(1);
      expect(root[0]?.status?.code).toBe(2);
      const names = rx.spans.map((s) => s.name);
      expect(names).toContain(phase);
      // Every span the scan began was ended and exported: each phase up to this one.
      const order = ['trigger', 'wait', 'collect', 'gate', 'publish'];
      for (const p of order.slice(0, order.indexOf(phase) + 1)) expect(names).toContain(p);
      expect(rx.spans.every((s) => BigInt(s.endTimeUnixNano) >= BigInt(s.startTimeUnixNano))).toBe(
        true,
      );
    });
  }
});
