/**
 * Shared set-up of the "verdict that cannot be fooled" tests (issue 17): a fast sandbox, a
 * target of its own per test (so no test sees another's runs), and the real engine.
 */
import { PlatformClient } from '../../../src/api/index.js';
import type { RawConfig, ScanConfig } from '../../../src/config/config.js';
import type { AddTargetOptions, SandboxHandle } from '../../../src/sandbox/index.js';
import { scaledClock } from '../../soak/soak-clock.js';
import { sandboxConfig, scanSandbox, type HarnessResult } from '../../support/scan-harness.js';

let roles = 0;

/** A new target with a unique role, and a fast-polling config for it. */
export function newTarget(
  sb: SandboxHandle,
  o: AddTargetOptions = {},
): { id: number; config: (raw?: RawConfig) => ScanConfig } {
  const role = `${o.role ?? 'verdict'}-${++roles}`;
  const id = sb.control.addTarget({ ...o, role });
  return {
    id,
    config: (raw = {}) => {
      const c = sandboxConfig(sb, role, raw);
      c.pollFloorMs = 50;
      return c;
    },
  };
}

/** Runs the engine; the verdict, report and outputs of one scan. */
export const scan = (sb: SandboxHandle, config: ScanConfig): Promise<HarnessResult> =>
  scanSandbox(sb, config);

/**
 * Runs the engine on time running 10x faster than real time: a scan that must poll until its
 * deadline (timeout-minutes 0.1, 6 s of engine time) takes 0.6 s.
 */
export const scanToDeadline = (sb: SandboxHandle, config: ScanConfig): Promise<HarnessResult> =>
  scanSandbox(sb, config, { clock: scaledClock(10) });

/** When each request of a route ("GET /api/...") reached the sandbox since the stats reset. */
export const arrivals = (sb: SandboxHandle, route: string): number[] =>
  sb.stats.log.filter((e) => `${e.method} ${e.route}` === route).map((e) => e.at);

/** When the sandbox let each answer of a route go, since the stats reset (same clock). */
export const answers = (sb: SandboxHandle, route: string): number[] =>
  sb.stats.log.filter((e) => `${e.method} ${e.route}` === route).map((e) => e.answeredAt);

/** Waits (real time, bounded) until the sandbox has created `n` runs since the last stats reset. */
export async function runCreated(sb: SandboxHandle, n = 1): Promise<number> {
  for (let i = 0; i < 500 && sb.stats.testRunsCreated.length < n; i++)
    await new Promise((r) => setTimeout(r, 10));
  const run = sb.stats.testRunsCreated[n - 1];
  if (!run) throw new Error('the scan created no run');
  return run.id;
}

/** Triggers a run of the target's configured probes straight through the API (another pipeline). */
export async function triggerOther(sb: SandboxHandle, targetId: number, name: string) {
  const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
  const { testRunId } = await client.triggerTestRun(sb.workspaceId, {
    targetId,
    name,
    probeIds: null,
  });
  return testRunId as number;
}

/** The gated score record of a report (always present on reports this version writes). */
export function sourceOf(r: HarnessResult) {
  const s = r.report.scores.source;
  if (!s) throw new Error('the report says nothing about its score source');
  return s;
}
