/**
 * One soak comparison: the same scan (same seed, same target) against a
 * fault-free sandbox (the reference) and against a sandbox injecting faults,
 * each in a fresh sandbox so that the n-th run of every probe is the same on
 * both sides (the sandbox derives results from seed, target, probe and the
 * probe's attempt number on that target).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import {
  ENDPOINTS,
  PlatformClient,
  PlatformError,
  type EndpointName,
  type RequestEvent,
} from '../../src/api/index.js';
import { parseConfig, type ScanConfig } from '../../src/config/config.js';
import { runScan, type ScanOutcome } from '../../src/scan/engine.js';
import { ConfigError, DeadlineError, ScanError } from '../../src/config/errors.js';
import { STATE_KEYS, type Clock, type OutputName } from '../../src/scan/ports.js';
import { cancelLeftBehind, runLeftBehind } from '../../src/scan/run/cancel.js';
import { createTriage } from '../../src/scan/triage/create-triage.js';
import {
  RUN_STATUS,
  startSandbox,
  type FaultKind,
  type SandboxHandle,
} from '../../src/sandbox/index.js';
import { memoryStore, recordingLogger } from '../support/scan-harness.js';
import { compressedClock } from './soak-clock.js';
import type { SoakSettings } from './soak-settings.js';

/** What one scan gave, reduced to what must not change under faults. */
export interface ScanFigures {
  verdict: string;
  status: string;
  overall: number | null;
  total: number;
  processed: number;
  passed: number;
  failed: number;
  errors: number;
  accepted: number;
  probeRuns: number;
}

/** The outcome of one scan against one sandbox, with everything the soak checks. */
export interface ScanObservation {
  figures: ScanFigures | null;
  /** `Name: message` of what runScan threw, if it threw. */
  error: string | null;
  /** It threw something other than a PlatformError, ScanError or ConfigError (a crash). */
  crashed: boolean;
  /** Test run the scan reported on, if any. */
  testRunId: number | null;
  /** Runs the sandbox created for this scan. */
  runsCreated: number[];
  durationMs: number;
  deadlineMs: number;
  /** Where the API key was found: "log", "report file md", "error", ... (empty: no leak). */
  keyHits: string[];
  faults: Partial<Record<FaultKind, number>>;
  /** Faults injected by endpoint (client method name), then kind. */
  faultsByEndpoint: Partial<Record<EndpointName, Partial<Record<FaultKind, number>>>>;
  requests: number;
  /** Retries after a 429 that came back sooner than its Retry-After asked. */
  retryAfterViolations: number;
  warnings: string[];
  /** Probe runs whose detail could not be read: their counts came from the run status. */
  degradedProbeRuns: number;
  /** Runs this scan created that are still going after the scan and its post step (R23). */
  orphanedRuns: number;
  /** Report files left in place that are not whole (R25). */
  truncatedReports: number;
  /** The post step (simulated) had to cancel a run main left behind. */
  postCancelled: boolean;
}

function configFor(
  sb: SandboxHandle,
  role: string,
  s: SoakSettings,
  deadlineMs: number,
  baseUrl: string,
): ScanConfig {
  const config = parseConfig({
    'api-key': sb.apiKey,
    'base-url': baseUrl,
    'workspace-id': String(sb.workspaceId),
    'target-id': String(sb.targets[role]),
    'report-dir': mkdtempSync(join(tmpdir(), 'pg-soak-')),
    'ignore-file': '',
    baseline: 'none',
    comment: 'never',
    'tracking-issue': 'never',
  });
  // Set directly: the inputs' minimums (1 s, 1 min) are for users, not for a soak.
  config.pollFloorMs = s.pollFloorMs;
  config.timeoutMs = deadlineMs;
  return config;
}

function figuresOf(outcome: ScanOutcome): ScanFigures {
  const r = outcome.report;
  return {
    verdict: outcome.verdict,
    status: r.testRun.status,
    overall: r.scores.overall,
    total: r.totals.total,
    processed: r.totals.processed,
    passed: r.totals.passed,
    failed: r.totals.failed,
    errors: r.totals.errors,
    accepted: r.totals.accepted,
    probeRuns: r.probeRuns.length,
  };
}

/** What a scan that ended with DeadlineError (exit 4) stands for. */
function timedOut(): ScanFigures {
  return {
    verdict: 'timeout',
    status: 'unknown',
    overall: null,
    total: 0,
    processed: 0,
    passed: 0,
    failed: 0,
    errors: 0,
    accepted: 0,
    probeRuns: 0,
  };
}

function readTree(dir: string): { name: string; text: string }[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return { name: e.name, text: readFileSync(path, 'utf8') };
      });
  } catch {
    return [];
  }
}

/** Per-scan choices beyond the settings. */
export interface ScanChoices {
  /** The scan's deadline (timeout-minutes), real ms; default settings.scanTimeoutMs. */
  deadlineMs?: number;
  /** Where the client connects, e.g. a proxy in front of the sandbox; default the sandbox. */
  baseUrl?: string;
  /** The engine's clock; default {@link compressedClock}(settings.timeScale). */
  clock?: Clock;
  /** A folder stands where the JSON report goes (a report that cannot be written). */
  reportInTheWay?: boolean;
}

/** Runs the real engine once against `sb` (or a proxy in front of it); never throws. */
export async function scanOnce(
  sb: SandboxHandle,
  role: string,
  s: SoakSettings,
  choices: ScanChoices = {},
): Promise<ScanObservation> {
  const deadlineMs = choices.deadlineMs ?? s.scanTimeoutMs;
  const baseUrl = choices.baseUrl ?? sb.baseUrl;
  const config = configFor(sb, role, s, deadlineMs, baseUrl);
  if (choices.reportInTheWay) mkdirSync(join(config.reportDir, 'probe-gate-report.json'));
  const log = recordingLogger();
  const state = memoryStore();
  const outputs: Partial<Record<OutputName, string>> = {};
  const events: RequestEvent[] = [];
  const client = new PlatformClient({
    baseUrl,
    apiKey: sb.apiKey,
    timeouts: { connectMs: s.connectMs, headersMs: s.headersMs, bodyMs: s.bodyMs },
    retry: { baseDelayMs: s.retryBaseMs, maxDelayMs: s.retryMaxMs },
    onRequest: (e) => void events.push(e),
  });
  const clock = choices.clock ?? compressedClock(s.timeScale);
  // A hard stop well past the deadline, so that no scan can hang the soak.
  const hardStop = AbortSignal.timeout(deadlineMs * 2 + 70_000);
  const before = new Set(sb.stats.testRunsCreated.map((r) => r.id));
  const started = clock.now();
  let outcome: ScanOutcome | null = null;
  let thrown: unknown = null;
  try {
    outcome = await runScan(
      {
        client,
        clock,
        log,
        state,
        signal: hardStop,
        outputs: { set: (k, v) => void (outputs[k] = v) },
        toolVersion: '0.0.0-soak',
        triage: createTriage({ client, log, state, clock, github: { token: null }, env: {} }),
      },
      config,
    );
  } catch (err) {
    thrown = err;
  } finally {
    await client.close();
  }
  const durationMs = clock.now() - started;
  // The post step, as the runner runs it after main: cancels a run main left behind (R23).
  const postCancelled = await postStep(sb, baseUrl, state, log);
  const runsCreated = sb.stats.testRunsCreated.filter((r) => !before.has(r.id)).map((r) => r.id);
  const texts: [string, string][] = [
    ['log', log.lines.join('\n')],
    ['progress', JSON.stringify(log.updates)],
    ['outputs', JSON.stringify(outputs)],
    ['state', JSON.stringify([...state.map])],
    ['request events', JSON.stringify(events)],
    ['report', JSON.stringify(outcome?.report ?? null)],
    ...readTree(config.reportDir).map((f): [string, string] => [`report file ${f.name}`, f.text]),
  ];
  if (thrown !== null) {
    texts.push(['error', `${String(thrown)}\n${inspect(thrown, { depth: 6 })}`]);
  }
  const truncatedReports = readTree(config.reportDir).filter((f) => !whole(f)).length;
  rmSync(config.reportDir, { recursive: true, force: true });
  const keyHits = texts.filter(([, text]) => text.includes(sb.apiKey)).map(([where]) => where);
  const retryAfterMs = s.retryAfterSeconds * 1000;
  return {
    // Timed out before the run could be confirmed (the trigger's answer lost): verdict timeout.
    figures: outcome ? figuresOf(outcome) : thrown instanceof DeadlineError ? timedOut() : null,
    error: thrown === null ? null : `${(thrown as Error).name}: ${(thrown as Error).message}`,
    crashed:
      thrown !== null &&
      !(
        thrown instanceof PlatformError ||
        thrown instanceof ScanError ||
        thrown instanceof ConfigError
      ),
    testRunId: outcome?.report.testRun.id ?? null,
    runsCreated,
    durationMs,
    deadlineMs: config.timeoutMs,
    keyHits,
    faults: { ...sb.stats.faults },
    faultsByEndpoint: faultsByEndpoint(sb),
    requests: sb.stats.totalRequests,
    retryAfterViolations: events.filter(
      (e) => e.status === 429 && e.retryInMs !== undefined && e.retryInMs < retryAfterMs,
    ).length,
    warnings: outcome?.report.warnings ?? [],
    degradedProbeRuns: (outcome?.report.warnings ?? []).filter((w) =>
      w.includes('its counts come from the run status'),
    ).length,
    orphanedRuns: runsCreated.filter((id) => !ENDED.has(sb.control.getRun(id)?.status ?? ''))
      .length,
    truncatedReports,
    postCancelled,
  };
}

/** Run states that are over: a run in any other is still burning platform time. */
const ENDED = new Set<string>([RUN_STATUS.completed, RUN_STATUS.failed, RUN_STATUS.cancelled]);

/** A report file is whole when it parses (JSON, SARIF) or ends as its format ends. */
function whole(f: { name: string; text: string }): boolean {
  if (f.name.endsWith('.partial')) return false;
  if (/\.(json|sarif)$/.test(f.name)) {
    try {
      JSON.parse(f.text);
      return true;
    } catch {
      return false;
    }
  }
  if (f.name.endsWith('.xml')) return f.text.trimEnd().endsWith('</testsuites>');
  return f.text.length > 0;
}

/** The Action's post step on the state main left; true when it cancelled a run. */
async function postStep(
  sb: SandboxHandle,
  baseUrl: string,
  state: ReturnType<typeof memoryStore>,
  log: ReturnType<typeof recordingLogger>,
): Promise<boolean> {
  if (!runLeftBehind(state)) return false;
  const client = new PlatformClient({
    baseUrl,
    apiKey: sb.apiKey,
    retry: { baseDelayMs: 20, maxDelayMs: 100 },
  });
  try {
    await cancelLeftBehind(client, log, state, 5_000, 50);
  } finally {
    await client.close();
  }
  return state.get(STATE_KEYS.finished) === 'true';
}

const ENDPOINT_BY_ROUTE = new Map(
  Object.entries(ENDPOINTS).map(([name, d]) => [`${d.method} ${d.path}`, name as EndpointName]),
);

function faultsByEndpoint(sb: SandboxHandle): ScanObservation['faultsByEndpoint'] {
  const out: ScanObservation['faultsByEndpoint'] = {};
  for (const e of sb.stats.log) {
    const name = ENDPOINT_BY_ROUTE.get(`${e.method} ${e.route}`);
    if (e.fault === null || name === undefined) continue;
    const byKind = (out[name] ??= {});
    byKind[e.fault] = (byKind[e.fault] ?? 0) + 1;
  }
  return out;
}

/** The API key of one comparison: unmistakable, so a hit anywhere is a leak. */
export function soakApiKey(): string {
  return `sbx_soak_${randomBytes(12).toString('hex')}`;
}

/** Starts the reference and the faulty sandbox of one seed. */
export async function sandboxPair(
  seed: number,
  s: SoakSettings,
): Promise<{ reference: SandboxHandle; faulty: SandboxHandle }> {
  const apiKey = soakApiKey();
  const [reference, faulty] = await Promise.all([
    startSandbox({ seed, speed: s.speed, apiKey }),
    startSandbox({
      seed,
      speed: s.speed,
      apiKey,
      faults: s.faults,
      retryAfterSeconds: s.retryAfterSeconds,
      slowMs: s.slowMs,
      listLagMs: s.listLagMs,
    }),
  ]);
  return { reference, faulty };
}
