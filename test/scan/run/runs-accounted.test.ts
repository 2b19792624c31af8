/**
 * The engine against the sandbox over loopback with a proxy that breaks chosen
 * calls: exactly one run per scan (R23), robust status-endpoint detection, deadlines on every
 * read (R24), publishing that cannot hold the verdict (R24, R25).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DeadlineError } from '../../../src/config/errors.js';
import { describeFailure } from '../../../src/runtime/failure.js';
import { RUN_STATUS, startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { cancelByName } from '../../../src/scan/run/cancel.js';
import { STATE_KEYS, type ArtifactUploader, type CommentPoster } from '../../../src/scan/ports.js';
import { PlatformClient } from '../../../src/api/index.js';
import {
  startMutatingProxy,
  type ProxiedRequest,
  type ProxyAction,
} from '../../soak/mutating-proxy.js';
import { compressedClock, scaledClock } from '../../soak/soak-clock.js';
import {
  sandboxConfig,
  scanSandbox,
  recordingLogger,
  memoryStore,
} from '../../support/scan-harness.js';
import type { ScanConfig } from '../../../src/config/config.js';
import { systemClock } from '../../../src/runtime/system-clock.js';
import { InterruptedError } from '../../../src/runtime/failure.js';

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => Promise.all(opened.map((x) => x.close())));

async function sandbox(o: Parameters<typeof startSandbox>[0] = {}): Promise<SandboxHandle> {
  const sb = await startSandbox({ speed: 500, seed: 41, ...o });
  opened.push(sb);
  return sb;
}

/** A proxy in front of `sb`; the scan's config points at it. */
async function through(
  sb: SandboxHandle,
  decide: (r: ProxiedRequest) => ProxyAction,
  raw: Parameters<typeof sandboxConfig>[2] = {},
  role = 'vulnerable',
): Promise<{ config: ScanConfig; seen: ProxiedRequest[] }> {
  const proxy = await startMutatingProxy(sb.baseUrl, decide);
  opened.push(proxy);
  const config = { ...sandboxConfig(sb, role, raw), baseUrl: proxy.baseUrl };
  return { config, seen: proxy.seen };
}

const first =
  (endpoint: string, action: ProxyAction, times = 1) =>
  (r: ProxiedRequest): ProxyAction =>
    r.endpoint === endpoint && r.n <= times ? action : { kind: 'pass' };
const count = (seen: ProxiedRequest[], endpoint: string): number =>
  seen.filter((r) => r.endpoint === endpoint).length;
const fastClock = compressedClock(20);
/** A client with short backoffs, so that retried calls take milliseconds. */
const quickClient = (sb: SandboxHandle, config?: ScanConfig): PlatformClient =>
  new PlatformClient({
    baseUrl: config?.baseUrl ?? sb.baseUrl,
    apiKey: sb.apiKey,
    retry: { baseDelayMs: 20, maxDelayMs: 100 },
  });

describe.concurrent('R23: a trigger whose answer was lost', () => {
  it('a test run list lagging its writes by 3 s: the run is found by name, not started twice', async () => {
    const sb = await sandbox({ listLagMs: 3_000 });
    const { config, seen } = await through(sb, first('triggerTestRun', { kind: 'reset-after' }));
    // The real clock: the look-ups must outlast the lag in real time.
    const got = await scanSandbox(sb, config, { clock: systemClock });
    expect(sb.stats.testRunsCreated).toHaveLength(1);
    expect(got.report.testRun.id).toBe(sb.stats.testRunsCreated[0]?.id);
    expect(count(seen, 'triggerTestRun')).toBe(1);
    expect(count(seen, 'listTestRuns')).toBeGreaterThan(1);
    expect(got.verdict).toBe('fail');
  });

  it('the list answers 503 for a while: the look-ups go on, one run', async () => {
    const sb = await sandbox();
    const { config, seen } = await through(sb, (r) =>
      r.endpoint === 'triggerTestRun' && r.n === 1
        ? { kind: 'reset-after' }
        : r.endpoint === 'listTestRuns' && r.n <= 12
          ? { kind: 'status', status: 503 }
          : { kind: 'pass' },
    );
    const got = await scanSandbox(sb, config, {
      clock: fastClock,
      client: quickClient(sb, config),
    });
    expect(sb.stats.testRunsCreated).toHaveLength(1);
    expect(got.report.testRun.id).toBe(sb.stats.testRunsCreated[0]?.id);
    expect(count(seen, 'triggerTestRun')).toBe(1);
    expect(count(seen, 'listTestRuns')).toBeGreaterThan(7);
  });

  it('the list never answers before the deadline: timed out (exit 4), the name saved for the post step, which cancels it', async () => {
    const sb = await sandbox({ speed: 1 });
    const { config } = await through(sb, (r) =>
      r.endpoint === 'triggerTestRun'
        ? { kind: 'reset-after' }
        : r.endpoint === 'listTestRuns'
          ? { kind: 'status', status: 503 }
          : { kind: 'pass' },
    );
    config.timeoutMs = 2_000;
    const err = await scanSandbox(sb, config, { clock: fastClock }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeadlineError);
    expect(describeFailure(err).exitCode).toBe(4);
    expect(sb.stats.testRunsCreated).toHaveLength(1);
    const run = sb.stats.testRunsCreated[0] as { id: number; name: string };
    expect(sb.control.getRun(run.id)?.status).not.toBe(RUN_STATUS.cancelled);

    // What the post step does with the state main left (the list works again by then).
    const state = memoryStore();
    state.save(STATE_KEYS.runName, run.name);
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const log = recordingLogger();
    const where = { ws: sb.workspaceId, targetId: sb.targets.vulnerable, runName: run.name };
    expect(await cancelByName(client, log, state, where, 'post')).toBe(run.id);
    expect(sb.control.getRun(run.id)?.status).toBe(RUN_STATUS.cancelled);
    expect(state.get(STATE_KEYS.finished)).toBe('true');
  });

  it('the state has the run name before the trigger is sent', async () => {
    const sb = await sandbox();
    let atTrigger: string | undefined;
    const state = memoryStore();
    const { config } = await through(sb, (r) => {
      if (r.endpoint === 'triggerTestRun') atTrigger = state.get(STATE_KEYS.runName);
      return { kind: 'pass' };
    });
    const got = await scanSandbox(sb, config, { clock: fastClock, state });
    expect(atTrigger).toMatch(/^probe-gate-\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(got.report.testRun.name).toBe(atTrigger);
  });
});

describe.concurrent('R23: cancelled is recorded only when the cancel was acknowledged', () => {
  it('a timeout whose cancel keeps failing leaves "finished" unset (the post step retries)', async () => {
    const sb = await sandbox({ speed: 1 });
    sb.control.failNextCancels(100);
    const config = sandboxConfig(sb, 'vulnerable');
    config.timeoutMs = 1_000;
    const got = await scanSandbox(sb, config, { clock: fastClock, client: quickClient(sb) });
    expect(got.verdict).toBe('timeout');
    expect(got.state.get(STATE_KEYS.finished)).toBe('');
    expect(got.log.lines.join('\n')).toContain('the post step tries again');
  });

  it('the CLI, which has no post step, says what the user can do instead', async () => {
    const sb = await sandbox({ speed: 1 });
    sb.control.failNextCancels(100);
    const config = sandboxConfig(sb, 'vulnerable');
    config.timeoutMs = 1_000;
    const state = Object.assign(memoryStore(), { postStep: false });
    const got = await scanSandbox(sb, config, {
      clock: fastClock,
      client: quickClient(sb),
      state,
    });
    const text = got.log.lines.join('\n');
    expect(text).toMatch(/Could not cancel test run \d+ \(.*\); cancel it in the web UI\./);
    expect(text).not.toMatch(/post step/);
  });
});

describe.concurrent(
  'the status endpoint: only 405, or 404 on repeated tries, means it is missing',
  () => {
    it('one 404 right after the trigger (replication lag): per-probe detail and SARIF results kept', async () => {
      const sb = await sandbox();
      const { config } = await through(
        sb,
        first('getTestRunStatus', {
          kind: 'status',
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'lag' } },
        }),
      );
      const got = await scanSandbox(sb, config, { clock: fastClock });
      expect(got.report.probeRuns.length).toBeGreaterThan(0);
      expect(got.report.warnings.join('\n')).not.toContain('Per-probe detail was unavailable');
    });

    it('404 three times: the list is followed, and the endpoint tried again at the end gives the detail', async () => {
      const sb = await sandbox();
      const { config, seen } = await through(
        sb,
        first('getTestRunStatus', { kind: 'status', status: 404 }, 3),
      );
      const got = await scanSandbox(sb, config, { clock: fastClock });
      expect(count(seen, 'listTestRuns')).toBeGreaterThan(0);
      expect(got.report.probeRuns.length).toBeGreaterThan(0);
      expect(got.log.lines.join('\n')).toContain('answered at the end');
    });

    it('405 at once: the list is followed; a server truly without it gives no detail', async () => {
      const sb = await sandbox({ statusEndpoint: false });
      const { config, seen } = await through(
        sb,
        first('getTestRunStatus', { kind: 'status', status: 405 }, 100),
      );
      const got = await scanSandbox(sb, config, { clock: fastClock });
      // One try at the start, one at the end.
      expect(count(seen, 'getTestRunStatus')).toBe(2);
      expect(got.report.warnings.join('\n')).toContain('Per-probe detail was unavailable');
    });
  },
);

describe.concurrent('R24: a status endpoint that never answers', () => {
  it('ends as timeout (exit 4) by the deadline, not after minutes as an error', async () => {
    const sb = await sandbox({ speed: 1 });
    sb.control.hangStatus(true);
    const config = sandboxConfig(sb, 'vulnerable');
    config.timeoutMs = 1_500;
    // The status read never answers: only the deadline can end this scan.
    const got = await scanSandbox(sb, config, { clock: fastClock });
    expect(got.verdict).toBe('timeout');
    expect(got.exitCode).toBe(4);
    expect(sb.control.getRun(got.report.testRun.id as number)?.status).toBe(RUN_STATUS.cancelled);
  });
});

describe.concurrent('R24/R25: publishing has its own budget and never holds the verdict', () => {
  const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

  it('an artifact upload and a comment that never end: warnings, the outputs set before them', async () => {
    const sb = await sandbox();
    const config = {
      ...sandboxConfig(sb, 'hardened'),
      artifactName: 'r',
      comment: 'always' as const,
    };
    let verdictAtUpload: string | undefined;
    const outputs: Record<string, string> = {};
    const artifact: ArtifactUploader = {
      upload: () => {
        verdictAtUpload = outputs.verdict;
        return never();
      },
    };
    const comment: CommentPoster = { target: () => ({ ok: true, label: 'pr' }), upsert: never };
    // Virtual time: the 60 s publishing budget passes in a fraction of a second.
    config.timeoutMs = 3_600_000;
    const got = await scanSandbox(sb, config, {
      clock: scaledClock(1_000),
      artifact,
      comment,
      outputs: { set: (k, v) => void (outputs[k] = v) },
    });
    expect(got.verdict).toBe('pass');
    expect(verdictAtUpload).toBe('pass');
    const text = got.log.lines.join('\n');
    expect(text).toMatch(
      /Could not upload the report artifact "r" \(the verdict stands\): its time budget/,
    );
    expect(text).toMatch(/Could not post the PR comment .*its time budget/);
  });

  it('SIGINT while the comment is posted: interrupted at once, no report published after it', async () => {
    const sb = await sandbox();
    const config = { ...sandboxConfig(sb, 'hardened'), comment: 'always' as const };
    const ctl = new AbortController();
    const comment: CommentPoster = {
      target: () => ({ ok: true, label: 'pr' }),
      upsert: (_m, _b, o) => {
        setTimeout(() => ctl.abort(new InterruptedError('SIGINT')), 10);
        return new Promise((_, reject) =>
          o?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    };
    // The comment never ends by itself: only the interruption can end this scan.
    const err = await scanSandbox(sb, config, {
      clock: fastClock,
      comment,
      signal: ctl.signal,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InterruptedError);
  });

  it('a report that cannot be written (a folder in the way): a warning; verdict, outputs and the rest still happen', async () => {
    const sb = await sandbox();
    const config = sandboxConfig(sb, 'vulnerable');
    mkdirSync(`${config.reportDir}/probe-gate-report.json`);
    const got = await scanSandbox(sb, config, { clock: fastClock });
    expect(got.verdict).toBe('fail');
    expect(got.outputs.verdict).toBe('fail');
    expect(got.outputs['report-json']).toBe('');
    expect(got.outputs['sarif-file']).toMatch(/probe-gate-report\.sarif$/);
    expect(got.log.lines.join('\n')).toMatch(/Could not write a report .*json/);
  });
});
