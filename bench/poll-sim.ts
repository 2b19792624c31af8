/**
 * Polling, simulated on virtual time: the real `waitForRun` (the tool) and two fixed-interval
 * pollers follow runs of a real sandbox over loopback, all on one virtual clock, so a
 * one-hour run takes well under a second. Per run: status requests, and detection latency
 * (from the instant the run ended to the poll that saw it ended).
 */
import { MockAgent } from 'undici';
import { isTerminal, normalizeRunStatus, PlatformClient } from '../src/api/index.js';
import { startSandbox } from '../src/sandbox/index.js';
import type { SandboxHandle, StallOptions } from '../src/sandbox/index.js';
import { waitForRun } from '../src/scan/run/wait.js';
import { makeWorkload, statusBody, type RunModelName } from './poll-models.js';
import { quietLogger } from './ports.js';
import { mulberry32 } from './stats.js';
import { VirtualTime } from './virtual-time.js';

/** Six catalogue probes (the seeded vulnerable target's). */
const PROBES = [11, 21, 23, 31, 41, 51];
const STATUS_PATH = '/api/v2/test-run/{testRunId}/status';
const STATUS_ROUTE = `GET ${STATUS_PATH}`;
/** The engine's default floor, `poll-interval-seconds` = 2. */
export const POLL_FLOOR_MS = 2_000;
/** Why: no simulated poller may loop forever. */
const MAX_POLLS = 10_000;

/** A run to follow: 6 probes x `casesPerProbe` (1 s each, after a 3 s queue), maybe stalled. */
export interface PollScenario {
  name: string;
  casesPerProbe: number;
  /**
   * Freeze progress at this share of the work for `forMs` plus up to 30 s (random, so the
   * end falls at a random phase of every schedule); `jump`: then complete at once.
   */
  stall?: { atShare: number; forMs: number; jump: boolean };
}

/**
 * 1, 10 and 60 minutes; a 10-minute run that stalls at 40 % for 4 minutes, then jumps to
 * done; and one that stalls the same way, then resumes (its rate estimate must recover).
 */
export const POLL_SCENARIOS: PollScenario[] = [
  { name: '1-min run', casesPerProbe: 10 },
  { name: '10-min run', casesPerProbe: 100 },
  { name: '60-min run', casesPerProbe: 600 },
  {
    name: 'stall, then jump',
    casesPerProbe: 100,
    stall: { atShare: 0.4, forMs: 240_000, jump: true },
  },
  {
    name: 'stall, then resume',
    casesPerProbe: 100,
    stall: { atShare: 0.4, forMs: 240_000, jump: false },
  },
];

/** Why: up to 30 s more stall puts the end at a random phase of any schedule. */
const STALL_JITTER_MS = 30_000;

export type PollerName = 'tool' | 'fixed 5 s' | 'fixed 30 s';
export const POLLERS: PollerName[] = ['tool', 'fixed 5 s', 'fixed 30 s'];

/** One simulated run. */
export interface PollSample {
  scenario: string;
  poller: PollerName;
  seed: number;
  /** Status requests made while following the run. */
  requests: number;
  /** From the run's end to the poll that saw it (ms). */
  latencyMs: number;
  /** The run's length, trigger to end (ms). */
  runMs: number;
  /** When each status request arrived, ms after the trigger. */
  pollsAt: number[];
}

/** Follows one run with one poller; the first poll comes a random phase after the trigger. */
export async function simulateRun(
  scenario: PollScenario,
  poller: PollerName,
  seed: number,
): Promise<PollSample> {
  const vt = new VirtualTime();
  const random = mulberry32(seed);
  const sb = await startSandbox({ seed, clock: vt.now, host: '127.0.0.1', port: 0 });
  try {
    const client = vt.track(
      new PlatformClient({
        baseUrl: sb.baseUrl,
        apiKey: sb.apiKey,
        now: vt.now,
        sleep: vt.clientSleep,
        random,
      }),
    );
    return await vt.run(async () => {
      const { testRunId, targetId, triggeredAt, endsAt } = await startRun(
        sb,
        client,
        vt,
        scenario,
        random,
      );
      sb.stats.reset();
      const interval = poller === 'tool' ? POLL_FLOOR_MS : poller === 'fixed 5 s' ? 5_000 : 30_000;
      await vt.sleep(random() * interval);
      if (poller === 'tool') {
        const res = await waitForRun(client, vt, quietLogger(), {
          workspaceId: sb.workspaceId,
          targetId,
          testRunId,
          deadline: triggeredAt + 3 * 3_600_000,
          pollFloorMs: POLL_FLOOR_MS,
          requestedProbes: null,
          random,
        });
        if (res.timedOut) throw new Error(`${scenario.name}: the tool timed out`);
      } else {
        await fixedPoller(client, vt, testRunId, interval);
      }
      return {
        scenario: scenario.name,
        poller,
        seed,
        requests: sb.stats.requests[STATUS_ROUTE] ?? 0,
        latencyMs: vt.now() - endsAt,
        runMs: endsAt - triggeredAt,
        pollsAt: sb.stats.log.filter((e) => e.route === STATUS_PATH).map((e) => e.at - triggeredAt),
      };
    });
  } finally {
    await sb.close();
  }
}

async function startRun(
  sb: SandboxHandle,
  client: PlatformClient,
  vt: VirtualTime,
  scenario: PollScenario,
  random: () => number,
) {
  const targetId = sb.control.addTarget({
    role: 'bench',
    probeIds: PROBES,
    testCasesPerProbe: scenario.casesPerProbe,
  });
  const triggeredAt = vt.now();
  const { testRunId } = await client.triggerTestRun(sb.workspaceId, {
    targetId,
    probeIds: null,
    name: `bench-${scenario.name}`,
    notifyWhenFinished: false,
    runAiAnalysis: false,
  });
  if (scenario.stall) {
    const work = PROBES.length * scenario.casesPerProbe * 1_000;
    const stall: StallOptions = {
      afterMs: Math.round(scenario.stall.atShare * work),
      forMs: scenario.stall.forMs + Math.round(random() * STALL_JITTER_MS),
      jump: scenario.stall.jump,
    };
    sb.control.stallRun(testRunId, stall);
  }
  const run = sb.control.getRun(testRunId);
  if (!run) throw new Error('the triggered run is missing');
  return { testRunId, targetId, triggeredAt, endsAt: run.endsAt };
}

/** The alternative: ask every `intervalMs` until the run is final. */
async function fixedPoller(
  client: PlatformClient,
  vt: VirtualTime,
  testRunId: number,
  intervalMs: number,
): Promise<void> {
  for (let n = 0; n < MAX_POLLS; n++) {
    const status = await client.getTestRunStatus(testRunId);
    if (isTerminal(normalizeRunStatus(status.status))) return;
    await vt.sleep(intervalMs);
  }
  throw new Error('fixed poller: the run never ended');
}

/** Every scenario x poller x seed. */
export async function simulateAll(
  seeds: number[],
  scenarios: PollScenario[] = POLL_SCENARIOS,
): Promise<PollSample[]> {
  const out: PollSample[] = [];
  for (const [i, scenario] of scenarios.entries())
    for (const poller of POLLERS)
      for (const seed of seeds) out.push(await simulateRun(scenario, poller, seed + 1_000 * i));
  return out;
}

/** Where the fake status endpoint of the run models answers (never the network). */
const MODEL_ORIGIN = 'http://platform.invalid';
const MODEL_RUN_ID = 4_242;

/** One run of a model (bench/poll-models.ts) followed by the tool or the fixed 5 s poller. */
export interface ModelSample {
  model: RunModelName;
  poller: 'tool' | 'fixed 5 s';
  seed: number;
  requests: number;
  latencyMs: number;
  runMs: number;
  /** When each status request arrived, ms after the trigger. */
  pollsAt: number[];
}

/**
 * Follows one seeded run of a model with the real client and the real waitForRun, the status
 * endpoint answered in process (undici MockAgent) from the model at the virtual instant asked.
 */
export async function simulateModelRun(
  model: RunModelName,
  poller: 'tool' | 'fixed 5 s',
  seed: number,
): Promise<ModelSample> {
  const vt = new VirtualTime();
  const t0 = vt.now();
  const w = makeWorkload(model, seed);
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pollsAt: number[] = [];
  agent
    .get(MODEL_ORIGIN)
    .intercept({ path: `/api/v2/test-run/${MODEL_RUN_ID}/status`, method: 'GET' })
    .reply(
      200,
      () => {
        pollsAt.push(vt.now() - t0);
        return JSON.stringify(statusBody(w, MODEL_RUN_ID, vt.now() - t0, t0));
      },
      { headers: { 'content-type': 'application/json' } },
    )
    .persist();
  const random = mulberry32(seed * 31 + 7);
  const client = vt.track(
    new PlatformClient({
      baseUrl: MODEL_ORIGIN,
      apiKey: 'bench-key',
      dispatcher: agent,
      now: vt.now,
      sleep: vt.clientSleep,
      random,
    }),
  );
  try {
    return await vt.run(async () => {
      const interval = poller === 'tool' ? POLL_FLOOR_MS : 5_000;
      await vt.sleep(random() * interval);
      if (poller === 'tool') {
        const res = await waitForRun(client, vt, quietLogger(), {
          workspaceId: 1,
          targetId: 1,
          testRunId: MODEL_RUN_ID,
          deadline: t0 + 6 * 3_600_000,
          pollFloorMs: POLL_FLOOR_MS,
          requestedProbes: w.probeRuns.map((p) => p.probeId),
          random,
        });
        if (res.timedOut) throw new Error(`${model}: the tool timed out`);
      } else {
        await fixedPoller(client, vt, MODEL_RUN_ID, interval);
      }
      return {
        model,
        poller,
        seed,
        requests: pollsAt.length,
        latencyMs: vt.now() - (t0 + w.endMs),
        runMs: w.endMs,
        pollsAt,
      };
    });
  } finally {
    await agent.close();
  }
}

/** Every model x poller x seed. */
export async function simulateModels(
  seeds: number[],
  models: readonly RunModelName[],
): Promise<ModelSample[]> {
  const out: ModelSample[] = [];
  for (const model of models)
    for (const poller of ['tool', 'fixed 5 s'] as const)
      for (const seed of seeds) out.push(await simulateModelRun(model, poller, seed));
  return out;
}
