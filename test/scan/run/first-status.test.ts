/**
 * The wait's first status read leaves as soon as the run exists, while the code of the later
 * steps loads, and the end's code loads while the run is awaited. Loading the later steps is
 * held here until the first status read is made (or LOAD_MS has passed, so that a scan that
 * waited for them still ends): a read that waited for them comes after they loaded. Orderings
 * only: no duration is asserted. R6 holds all the same: the run's URL and deadline are printed
 * before the first status read.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { createTriage } from '../../../src/scan/triage/create-triage.js';
import { systemClock } from '../../../src/runtime/system-clock.js';
import { PlatformClient } from '../../../src/api/index.js';
import { memoryStore, recordingLogger, scanSandbox } from '../../support/scan-harness.js';
import { answers, arrivals, newTarget } from '../verdict/verdict-support.js';

const LOAD_MS = 1_000;
/** Released by the first status read; `events` notes it and the later steps' load, in order. */
const gate = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return { released, release, events: [] as string[] };
});
vi.mock('../../../src/scan/later-steps.js', async (importOriginal) => {
  await Promise.race([gate.released, sleep(LOAD_MS)]);
  gate.events.push('later steps loaded');
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
      if (!/\/test-run\/\d+\/status/.test(request.path)) return;
      order.push('status read');
      gate.events.push('status read');
      gate.release();
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
    const [triggerAnswered] = answers(sb, TRIGGER);
    const [status] = arrivals(sb, STATUS);
    // The status is read once the trigger has answered, and before the later steps loaded.
    expect(status).toBeGreaterThanOrEqual(triggerAnswered ?? Infinity);
    expect(gate.events.slice(0, 2)).toEqual(['status read', 'later steps loaded']);
    expect(order.slice(0, 3)).toEqual(['Test run', 'Waiting until', 'status read']);
    expect(calls).toEqual(['warm', 'refine']);
  });
});
