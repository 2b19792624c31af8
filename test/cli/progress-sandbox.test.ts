/**
 * The heartbeat end to end: a real scan against the sandbox whose run stays queued for 3
 * simulated minutes, piped. The sandbox runs 60x faster than real time and the heartbeat is
 * scaled by the same factor (20 s -> 333 ms). The gaps between lines are checked on an
 * injected clock in test/runtime/progress.test.ts; here only what the lines say is checked,
 * since a busy machine stretches real time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { HEARTBEAT_MS } from '../../src/runtime/heartbeat.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { runCliScan } from '../../src/cli/commands/scan.js';
import { recordingStream } from '../support/fake-timers.js';

const SPEED = 60;
let sb: SandboxHandle;

beforeAll(async () => {
  sb = await startSandbox({ speed: SPEED, seed: 5 });
  sb.control.setQueueMs(180_000);
});
afterAll(async () => {
  await sb?.close();
});

it('a run queued for 3 minutes, piped: queued lines repeat, then every phase', async () => {
  const out = recordingStream(() => Date.now());
  const outcome = await runCliScan(
    parseConfig({
      'api-key': sb.apiKey,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(sb.targets.hardened),
      'report-dir': join(mkdtempSync(join(tmpdir(), 'pg-hb-')), 'r'),
      'artifact-name': '',
      'ai-analysis': 'false',
      'poll-interval-seconds': '1',
      'ignore-file': '',
      baseline: 'none',
    }),
    { stream: out, heartbeatMs: HEARTBEAT_MS / SPEED },
  );
  expect(outcome.verdict).toBe('pass');
  const lines = out.writes.filter((w) => w.text.endsWith('\n'));
  const queuedLines = lines.filter((l) => l.text.startsWith('queued'));
  expect(queuedLines.length).toBeGreaterThanOrEqual(2);
  expect(queuedLines.at(-1)?.text).toMatch(/elapsed, .* left\n$/);
  expect(lines.map((l) => l.text).join('')).toMatch(/Collecting results[\s\S]*Writing reports/);
});
