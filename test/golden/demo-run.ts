/**
 * The demo's scan (`probe-gate demo`: the sandbox's vulnerable target at seed 1, every report
 * format but GitLab's, src/cli/commands/demo.ts) run by the real engine in process on virtual
 * time, so that its report files can be compared byte for byte with test/golden/demo/
 * (test/golden/demo.test.ts; `npm run golden` rewrites them).
 *
 * What would vary from one run to the next is fixed here, and only here:
 * - time: the sandbox, the engine and the client share one virtual clock starting at
 *   VIRTUAL_T0 (bench/virtual-time.ts), so every instant and duration is the same each time;
 * - the platform's address: the config names {@link GOLDEN_ORIGIN}, and the client's
 *   connections go to the sandbox's loopback port whatever the URL says;
 * - the run name's random suffix (src/scan/run/trigger.ts takes it from crypto): replaced by
 *   {@link GOLDEN_SUFFIX} in every file, and the HTML report's SHA-256 of the JSON report,
 *   after checking it, by the SHA-256 of the JSON report as replaced.
 * {@link normaliseBundleDemo} is the coarser form used to compare a run of the built bundle's
 * demo (real time, a free port) with the same files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Agent } from 'undici';
import { PlatformClient } from '../../src/api/index.js';
import { DEMO_SPEED } from '../../src/cli/commands/demo.js';
import { demoConfig } from '../../src/cli/commands/demo.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { runScan } from '../../src/scan/engine.js';
import { createTriage } from '../../src/scan/triage/create-triage.js';
import { TOOL_VERSION } from '../../src/version.js';
import { memoryOutputs, memoryState, quietLogger } from '../../bench/ports.js';
import { mulberry32 } from '../../bench/stats.js';
import { VirtualTime } from '../../bench/virtual-time.js';

/** The platform's origin as the golden files show it (nothing listens there). */
export const GOLDEN_ORIGIN = 'http://127.0.0.1:4010';
/** Stands for the run name's random suffix. */
export const GOLDEN_SUFFIX = '00000000';
/** The golden files' folder. */
export const GOLDEN_DIR = join(import.meta.dirname, 'demo');

const RUN_NAME = /probe-gate-\d{8}T\d{6}Z-[0-9a-f]{8}/g;
const JSON_SHA = /(<code id="json-sha256">)([0-9a-f]{64})(<\/code>)/;
const sha256 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');

/** Runs the demo's scan into `dir` on virtual time; returns the verdict. */
export async function runDemoScan(dir: string): Promise<string> {
  const vt = new VirtualTime();
  const sb = await startSandbox({ speed: DEMO_SPEED, seed: 1, clock: vt.now, port: 0 });
  const port = Number(new URL(sb.baseUrl).port);
  const dispatcher = new Agent({
    connect: (_opts, done) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => done(null, socket));
      socket.once('error', (err) => done(err, null));
    },
  });
  try {
    // The demo's configuration, the origin fixed.
    const config = demoConfig({
      apiKey: sb.apiKey,
      baseUrl: GOLDEN_ORIGIN,
      workspaceId: sb.workspaceId,
      targetId: sb.targets.vulnerable as number,
      reportDir: dir,
    });
    const random = mulberry32(1);
    const client = vt.track(
      new PlatformClient({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        dispatcher,
        now: vt.now,
        sleep: vt.clientSleep,
        random,
      }),
    );
    const log = quietLogger();
    const state = memoryState();
    const outcome = await vt.run(() =>
      runScan(
        {
          client,
          clock: vt,
          log,
          state,
          outputs: memoryOutputs(),
          toolVersion: TOOL_VERSION,
          stepStartedAt: vt.now(),
          random,
          triage: createTriage({ client, log, state, clock: vt, github: { token: null } }),
        },
        config,
      ),
    );
    return outcome.verdict;
  } finally {
    await dispatcher.close();
    await sb.close();
  }
}

/** Every file of `dir` by name, the run name's suffix and the HTML's JSON hash made fixed. */
export function normalisedFiles(dir: string): Record<string, Buffer> {
  const raw: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) raw[name] = readFileSync(join(dir, name), 'utf8');
  const fix = (text: string) => text.replace(RUN_NAME, (m) => `${m.slice(0, -8)}${GOLDEN_SUFFIX}`);
  const out: Record<string, Buffer> = {};
  for (const [name, text] of Object.entries(raw)) out[name] = Buffer.from(fix(text));
  const json = raw['probe-gate-report.json'];
  const html = raw['probe-gate-report.html'];
  if (json !== undefined && html !== undefined) {
    const m = JSON_SHA.exec(html);
    if (!m || m[2] !== sha256(json))
      throw new Error('the HTML report does not carry the SHA-256 of the JSON report');
    const fixedSha = sha256(out['probe-gate-report.json'] as Buffer);
    out['probe-gate-report.html'] = Buffer.from(
      fix(html).replace(JSON_SHA, (_all, a: string, _h, b: string) => `${a}${fixedSha}${b}`),
    );
  }
  return out;
}

/**
 * A report of the built bundle's demo (real time, a free port) and a golden file made
 * comparable: every loopback origin, ISO instant, run name, duration (Markdown, JSON, JUnit)
 * and SHA-256 replaced.
 */
export function normaliseBundleDemo(text: string): string {
  return text
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN')
    .replace(RUN_NAME, 'RUN-NAME')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, 'INSTANT')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'DAY')
    .replace(/\b[0-9a-f]{64}\b/g, 'SHA256')
    .replace(/\*\*Duration:\*\* [^·\n]+/g, '**Duration:** D ')
    .replace(/"durationSeconds": \d+/g, '"durationSeconds": D')
    .replace(/(<testsuites [^>]*\btime=)"\d+(\.\d+)?"/g, '$1"D"');
}

/** Writes the golden files from a fresh in-process demo scan into GOLDEN_DIR. */
export function writeGolden(files: Record<string, Buffer>): void {
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(GOLDEN_DIR, name), bytes);
}
