/**
 * Issue 14: the wait's first status read leaves as soon as the run exists, while the code of
 * the later steps loads, and the end's code loads while the run is awaited. The later steps
 * are made slow to load here (LOAD_MS, once, as the first scan of this file loads them), so a
 * read that waited for them reaches the sandbox at least that long after the trigger's answer.
 * R6 holds all the same: the run's URL and deadline are printed before the first status read.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { createTriage } from '../../../src/scan/triage/create-triage.js';
import { systemClock } from '../../../src/runtime/system-clock.js';
import { PlatformClient } from '../../../src/api/index.js';
import { memoryStore, recordingLogger, scanSandbox } from '../../support/scan-harness.js';
import { arrivals, newTarget } from '../verdict/verdict-support.js';

const LOAD_MS = 1_000;
vi.mock('../../../src/scan/later-steps.js', async (importOriginal) => {
  await sleep(LOAD_MS);
  return importOriginal();
});

const HELD_MS = 150;
const TRIGGER = 'POST /api/workspaces/{workspaceId}/test-run/trigger';
const STATUS = 'GET /api/v2/test-run/{testRunId}/status';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 2_000, seed: 9, faults: 'slow=1', slowMs: HELD_MS });
});
afterAll(async () => sb?.close());

describe('the first status read', () => {
  it('leaves once the trigger has answered, not once the later steps have loaded; after the R6 lines', async () => {
    const t = newTarget(sb, { vulnerability: 0.3 });
    const config = t.config({ 'ai-analysis': 'false' });
    sb.stats.reset();
    // The order of the R6 lines and of the status reads as the client makes them.
    const order: string[] = [];
    const log = recordingLogger();
    const info = log.info;
    log.info = (m) => {
      const line = /^(Test run) \d+:|^(Waiting until)/.exec(m)?.slice(1).find(Boolean);
      if (line) order.push(line);
      info(m);
    };
    const made = ({ request }: { request: { path: string } }): void => {
      if (/\/test-run\/\d+\/status/.test(request.path)) order.push('status read');
    };
    subscribe('undici:request:create', made as (m: unknown) => void);
    // The end's code is loaded while the run is awaited: before the results are refined.
    const calls: string[] = [];
    const client = new PlatformClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
    const state = memoryStore();
    const triage = createTriage({
      client,
      log,
      state,
      clock: systemClock,
      github: { token: null },
    });
    const refine = triage.refine.bind(triage);
    const warm = triage.warm?.bind(triage);
    triage.warm = () => void (calls.push('warm'), warm?.());
    triage.refine = (facts) => (calls.push('refine'), refine(facts));

    const r = await scanSandbox(sb, config, { log, state, triage }).finally(() =>
      unsubscribe('undici:request:create', made as (m: unknown) => void),
    );
    expect(r.report.probeRuns.length).toBeGreaterThan(0);
    const [trigger] = arrivals(sb, TRIGGER);
    const [status] = arrivals(sb, STATUS);
    // The trigger's answer comes HELD_MS after it arrived; the status read right after.
    const after = (status ?? Infinity) - (trigger ?? -Infinity);
    expect(after).toBeGreaterThanOrEqual(HELD_MS);
    expect(after).toBeLessThan(HELD_MS + LOAD_MS / 2);
    expect(order.slice(0, 3)).toEqual(['Test run', 'Waiting until', 'status read']);
    expect(calls).toEqual(['warm', 'refine']);
  });
});
