/**
 * `probe-gate selftest`: proves that a configuration can fail. Every profile of the config
 * file (and the file without one) is run against two targets of an in-process sandbox on
 * loopback: a known-bad one (must give FAIL) and a known-good one (must give PASS). Checks
 * that cannot fire under the configuration are listed with their config path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformClient } from '../api/index.js';
import { parseConfig, type RawConfig, type ScanConfig } from '../config/config.js';
import type { ConfigFile } from '../config/file/config-file.js';
import { layerProfiles, PROFILE_EVENTS } from '../config/file/profiles.js';
import { startSandbox, type SandboxHandle } from '../sandbox/index.js';
import { runScan } from '../scan/engine.js';
import type { Logger } from '../scan/ports.js';
import { systemClock } from '../runtime/system-clock.js';
import type { Verdict } from '../report/model.js';
import { configPath, inertChecks, type InertCheck } from './inert.js';

/** One profile's outcome: the verdicts on the two targets and the checks that cannot fire. */
export interface ProfileResult {
  /** The profile's event, or `(no event)` for the file's top level with its default profile. */
  profile: string;
  bad: Verdict;
  good: Verdict;
  inert: InertCheck[];
}

export interface SelftestResult {
  profiles: ProfileResult[];
  /** 0: every profile failed the known-bad target and passed the known-good one, nothing inert. */
  exitCode: 0 | 2;
  /** What to print, one line each. */
  lines: string[];
}

/** Inputs the selftest sets itself: the sandbox's connection and what does not gate. */
function sandboxValues(sb: SandboxHandle, targetId: number, dir: string): RawConfig {
  return {
    'api-key': sb.apiKey,
    'base-url': sb.baseUrl,
    'workspace-id': String(sb.workspaceId),
    'target-id': String(targetId),
    'report-dir': dir,
    formats: 'json',
    'ignore-file': '',
    baseline: 'none',
    'baseline-report': '',
    'target-config': '',
    'attach-test-run-id': '',
    'ai-analysis': 'false',
    'trend-runs': '0',
    'benchmark-compare': 'false',
    'timeout-minutes': '2',
    'poll-interval-seconds': '1',
  };
}

const quiet: Logger = {
  info: () => {},
  warn: () => {},
  debug: () => {},
  progress: () => {},
  untrusted: () => {},
};

async function scanOnce(config: ScanConfig): Promise<{ verdict: Verdict; categories: string[] }> {
  // Loopback: the sandbox answers at once, so polls need not wait a second.
  config.pollFloorMs = 50;
  const client = new PlatformClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  const outcome = await runScan(
    {
      client,
      clock: systemClock,
      log: quiet,
      state: { save: () => {}, get: () => '' },
      outputs: { set: () => {} },
      toolVersion: 'selftest',
    },
    config,
  );
  const categories = [
    ...new Set(outcome.report.probeRuns.flatMap((p) => (p.category ? [p.category] : []))),
  ];
  return { verdict: outcome.verdict, categories };
}

/** The profiles to run: the file without an event, then each event profile it has. */
function profilesOf(file: ConfigFile): (string | null)[] {
  const events = PROFILE_EVENTS.filter((e) => e !== 'default' && file.profiles[e] !== undefined);
  return [null, ...events];
}

/** Runs the selftest of a configuration: `explicit` values (flags) over the config file. */
export async function runSelftest(
  file: ConfigFile,
  explicit: Record<string, unknown> = {},
  /** The Action's inputs always carry their defaults: one equal to its default counts as unset. */
  unsetDefaults = false,
): Promise<SelftestResult> {
  const sb = await startSandbox({ speed: 10_000, seed: 7 });
  const dir = mkdtempSync(join(tmpdir(), 'probe-gate-selftest-'));
  try {
    const bad = sb.control.addTarget({
      role: 'selftest-bad',
      vulnerability: 0.6,
      testCasesPerProbe: 25,
    });
    const good = sb.control.addTarget({
      role: 'selftest-good',
      vulnerability: 0,
      testCasesPerProbe: 25,
    });
    const profiles = await Promise.all(
      profilesOf(file).map((event, i) =>
        runProfile(sb, file, explicit, event, unsetDefaults, {
          bad,
          good,
          dir: join(dir, String(i)),
        }),
      ),
    );
    return summarise(profiles);
  } finally {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runProfile(
  sb: SandboxHandle,
  file: ConfigFile,
  explicit: Record<string, unknown>,
  event: string | null,
  unsetDefaults: boolean,
  where: { bad: number; good: number; dir: string },
): Promise<ProfileResult> {
  const { raw, profile } = layerProfiles(
    { explicit, file: file.values, profiles: file.profiles },
    { name: event, source: event === null ? null : 'selftest' },
    unsetDefaults,
  );
  const configFor = (targetId: number, sub: string): ScanConfig =>
    parseConfig({ ...raw, ...sandboxValues(sb, targetId, join(where.dir, sub)) });
  const badRun = await scanOnce(configFor(where.bad, 'bad'));
  const goodRun = await scanOnce(configFor(where.good, 'good'));
  const names = profile.applied;
  const pathOf = (key: string): string =>
    configPath(key, { explicit, profiles: names.map((n) => file.profiles[n] ?? {}), names });
  const inert = inertChecks(configFor(where.bad, 'bad'), badRun.categories, pathOf);
  return { profile: event ?? '(no event)', bad: badRun.verdict, good: goodRun.verdict, inert };
}

function summarise(profiles: ProfileResult[]): SelftestResult {
  const lines: string[] = [];
  let ok = true;
  for (const p of profiles) {
    const seen = p.bad === 'fail' && p.good === 'pass';
    ok &&= seen && p.inert.length === 0;
    lines.push(
      `${p.profile}: known-bad target ${p.bad.toUpperCase()}${p.bad === 'fail' ? '' : ' (must be FAIL)'}, known-good target ${p.good.toUpperCase()}${p.good === 'pass' ? '' : ' (must be PASS)'}.`,
    );
    for (const c of p.inert) lines.push(`  cannot fire: ${c.path}: ${c.why}`);
  }
  lines.push(
    ok
      ? 'selftest passed: every profile fails the known-bad target and passes the known-good one.'
      : 'selftest failed: fix the checks above so that the gate can fail, then run probe-gate selftest again.',
  );
  return { profiles, exitCode: ok ? 0 : 2, lines };
}
