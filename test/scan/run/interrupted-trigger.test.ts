import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { InterruptedError } from '../../../src/scan/run/cancel.js';
import { startMutatingProxy, type MutatingProxy } from '../../soak/mutating-proxy.js';
import { sandboxConfig, scanSandbox } from '../../support/scan-harness.js';

let sb: SandboxHandle;
let proxy: MutatingProxy;
beforeAll(async () => {
  sb = await startSandbox({ speed: 50, seed: 5 });
  // The trigger reaches the sandbox (a run is created) but its answer is held back.
  proxy = await startMutatingProxy(sb.baseUrl, (r) =>
    r.endpoint === 'triggerTestRun' ? { kind: 'slow', ms: 3_000 } : { kind: 'pass' },
  );
});
afterAll(async () => {
  await proxy?.close();
  await sb?.close();
});

describe('a signal while the trigger is in flight', () => {
  it('finds the run by its unique name and cancels it exactly once', async () => {
    const config = sandboxConfig(sb, 'vulnerable', { 'base-url': proxy.baseUrl });
    const controller = new AbortController();
    const scan = scanSandbox(sb, config, { signal: controller.signal });
    for (let i = 0; i < 300 && sb.stats.testRunsCreated.length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    const run = sb.stats.testRunsCreated[0];
    expect(run).toBeDefined();
    const reason = new InterruptedError('SIGINT');
    controller.abort(reason);
    await expect(scan).rejects.toBeDefined();
    expect(sb.stats.cancels[run?.id as number]).toBe(1);
    expect(reason.cancelledTestRunId).toBe(run?.id);
    expect(sb.stats.testRunsCreated).toHaveLength(1);
  });
});
