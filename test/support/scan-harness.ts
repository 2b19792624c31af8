import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformClient } from '../../src/api/index.js';
import { parseConfig, type RawConfig, type ScanConfig } from '../../src/config/config.js';
import { runScan, type ScanDeps, type ScanOutcome } from '../../src/scan/engine.js';
import type { Logger, OutputName, ProgressUpdate, StateStore } from '../../src/scan/ports.js';
import { systemClock } from '../../src/runtime/system-clock.js';
import { createTriage } from '../../src/scan/triage/create-triage.js';
import type { SandboxHandle } from '../../src/sandbox/index.js';

/** A logger that keeps every line, for assertions. */
export function recordingLogger(): Logger & { lines: string[]; updates: ProgressUpdate[] } {
  const lines: string[] = [];
  const updates: ProgressUpdate[] = [];
  return {
    lines,
    updates,
    info: (m) => void lines.push(`info: ${m}`),
    warn: (m) => void lines.push(`warn: ${m}`),
    debug: (m) => void lines.push(`debug: ${m}`),
    progress: (u) => void updates.push(u),
    untrusted: (t, m) => void lines.push(`${t}: ${m}`),
  };
}

export function memoryStore(): StateStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, save: (k, v) => void map.set(k, v), get: (k) => map.get(k) ?? '' };
}

/** Config for a scan of a sandbox target, with fast polling and a temp report folder. */
export function sandboxConfig(sb: SandboxHandle, role: string, raw: RawConfig = {}): ScanConfig {
  return parseConfig({
    'api-key': sb.apiKey,
    'base-url': sb.baseUrl,
    'workspace-id': String(sb.workspaceId),
    'target-id': String(sb.targets[role]),
    'report-dir': mkdtempSync(join(tmpdir(), 'pg-scan-')),
    'poll-interval-seconds': '1',
    'timeout-minutes': '2',
    'ignore-file': '',
    baseline: 'none',
    ...raw,
  });
}

export interface HarnessResult extends ScanOutcome {
  log: ReturnType<typeof recordingLogger>;
  outputs: Partial<Record<OutputName, string>>;
  state: ReturnType<typeof memoryStore>;
}

/** The engine's dependencies for a sandbox scan, with recording ports. */
export function sandboxDeps(config: ScanConfig, extra: Partial<ScanDeps> = {}) {
  const log = recordingLogger();
  const state = memoryStore();
  const outputs: Partial<Record<OutputName, string>> = {};
  const client = new PlatformClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  const deps: ScanDeps = {
    client,
    clock: systemClock,
    log,
    state,
    outputs: { set: (k, v) => void (outputs[k] = v) },
    toolVersion: '0.0.0-test',
    triage: createTriage({ client, log, state, clock: systemClock, github: { token: null } }),
    ...extra,
  };
  return { deps, log, state, outputs };
}

/** Runs the real engine against a sandbox with recording ports. */
export async function scanSandbox(
  _sb: SandboxHandle,
  config: ScanConfig,
  extra: Partial<ScanDeps> = {},
): Promise<HarnessResult> {
  const { deps, log, state, outputs } = sandboxDeps(config, extra);
  const outcome = await runScan(deps, config);
  return { ...outcome, log, outputs, state };
}

/** A YYYY-MM-DD day `days` ahead of now (UTC): an ignore entry's expiry within ignore-max-days. */
export function dayAhead(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
