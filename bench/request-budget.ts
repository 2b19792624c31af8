/**
 * Request budget: the whole engine (trigger, wait, collect with AI analysis, scores, baseline,
 * reports) against a sandbox on virtual time, counting the sandbox's requests by route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformClient } from '../src/api/index.js';
import { startSandbox } from '../src/sandbox/index.js';
import { parseConfig } from '../src/config/config.js';
import { runScan } from '../src/scan/engine.js';
import { createTriage } from '../src/scan/triage/create-triage.js';
import { memoryOutputs, memoryState, quietLogger } from './ports.js';
import { mulberry32 } from './stats.js';
import { VirtualTime } from './virtual-time.js';

/** Ten catalogue probes. */
export const TEN_PROBES = [11, 12, 13, 21, 22, 23, 31, 41, 51, 52];

export interface RequestBudget {
  probes: number;
  /** Requests by "METHOD /route/{template}". */
  byRoute: Record<string, number>;
  total: number;
  /** Status polls (N). */
  polls: number;
  /** Simulated run length, trigger to end (s). */
  runSeconds: number;
  verdict: string;
}

/** One scan of a fresh target of `probeIds` (default test case counts), AI analysis on. */
export async function measureRequestBudget(
  probeIds: number[] = TEN_PROBES,
  seed = 11,
): Promise<RequestBudget> {
  const vt = new VirtualTime();
  const sb = await startSandbox({ seed, clock: vt.now, host: '127.0.0.1', port: 0 });
  const reportDir = mkdtempSync(join(tmpdir(), 'pg-bench-budget-'));
  try {
    const targetId = sb.control.addTarget({ role: 'bench', probeIds });
    const config = parseConfig({
      'api-key': sb.apiKey,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(targetId),
      'report-dir': reportDir,
      'ai-analysis': 'true',
      'poll-interval-seconds': '2',
      'timeout-minutes': '60',
      'ignore-file': '',
    });
    const random = mulberry32(seed);
    const client = vt.track(
      new PlatformClient({
        baseUrl: sb.baseUrl,
        apiKey: sb.apiKey,
        now: vt.now,
        sleep: vt.clientSleep,
        random,
      }),
    );
    const log = quietLogger();
    const state = memoryState();
    sb.stats.reset();
    const started = vt.now();
    const outcome = await vt.run(() =>
      runScan(
        {
          client,
          clock: vt,
          log,
          state,
          outputs: memoryOutputs(),
          toolVersion: '0.0.0-bench',
          random,
          triage: createTriage({ client, log, state, clock: vt, github: { token: null } }),
        },
        config,
      ),
    );
    const runId = outcome.report.testRun.id ?? 0;
    const end = sb.control.getRun(runId)?.endsAt ?? started;
    const byRoute = { ...sb.stats.requests };
    return {
      probes: probeIds.length,
      byRoute,
      total: sb.stats.totalRequests,
      polls: byRoute['GET /api/v2/test-run/{testRunId}/status'] ?? 0,
      runSeconds: Math.round((end - started) / 1000),
      verdict: outcome.verdict,
    };
  } finally {
    await sb.close();
    rmSync(reportDir, { recursive: true, force: true });
  }
}
