import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanConfigFrom } from '../../src/cli/commands/scan-inputs.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { InterruptedError } from '../../src/scan/run/cancel.js';
import { parseConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/errors.js';
import { describeFailure } from '../../src/runtime/failure.js';
import { STATE_KEYS } from '../../src/scan/ports.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';
import { scaledClock } from '../soak/soak-clock.js';
import { runCli } from './run-cli.js';

// Edge cases of the scan command: config parsing, one-line errors, signals and time-outs;
// the end-to-end proofs on the built bundles are in test/e2e/{signals,timeout,secrets,bad-input}.

const base = {
  'api-key': 'k',
  'base-url': 'https://api.probe.splx.ai',
  'workspace-id': '3',
  'target-id': '7',
};

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

async function asyncProblemsOf(fn: () => Promise<unknown>): Promise<string[]> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('config: timeout-minutes accepts fractions down to 0.05', () => {
  it('reads 0.05 as 3 s and 0.5 as 30 s', () => {
    expect(parseConfig({ ...base, 'timeout-minutes': '0.05' }).timeoutMs).toBe(3_000);
    expect(parseConfig({ ...base, 'timeout-minutes': 0.5 }).timeoutMs).toBe(30_000);
  });
  it('refuses less, naming the minimum', () => {
    expect(problemsOf(() => parseConfig({ ...base, 'timeout-minutes': '0.04' }))).toEqual([
      'timeout-minutes: 0.04 is out of range; give minutes (0.05 to 1440).',
    ]);
  });
});

describe('config: every problem at once', () => {
  it('a bad field no longer hides a missing target-id or a conflict', () => {
    const { 'target-id': _, ...noTarget } = base;
    expect(problemsOf(() => parseConfig({ ...noTarget, 'min-score': '200' }))).toEqual([
      'min-score: 200 is out of range; give a score (0 to 100).',
      'target-id: is required; give the target id (a positive integer), or a target-config file.',
    ]);
    const p = problemsOf(() =>
      parseConfig({ ...base, formats: 'pdf', 'attach-test-run-id': '5', probes: '11' }),
    );
    expect(p.map((x) => x.split(':')[0])).toEqual(['formats', 'probes']);
  });
});

describe('config: URLs with credentials are refused without echoing them', () => {
  it('base-url and platform-url', () => {
    const p = problemsOf(() =>
      parseConfig({
        ...base,
        'base-url': 'https://bob:hunter2secret@api.example.com',
        'platform-url': 'https://bob:hunter2secret@example.com',
      }),
    );
    expect(p).toHaveLength(2);
    expect(p[0]).toMatch(/^base-url: holds a user name or password/);
    expect(p[1]).toMatch(/^platform-url: holds a user name or password/);
    for (const line of p) expect(line).not.toContain('hunter2secret');
  });
});

describe('scanConfigFrom: flags, environment, --config file and the files named, all at once', () => {
  const env = { PROBE_BASE_URL: 'https://api.probe.splx.ai', PROBE_WORKSPACE_ID: '3' };
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pg-cfg-'));
  });

  it('--api-key is listed with the other problems, once, and its value is not taken as the key', async () => {
    const p = await asyncProblemsOf(() =>
      scanConfigFrom({ apiKey: 'flag-key-value', targetId: '7', minScore: '200' }, env),
    );
    // The key is also missing from the environment: the flag's line already says to set it.
    expect(p).toEqual([
      expect.stringMatching(
        /^api-key: is not accepted as a flag .*set env PROBE_API_KEY instead\.$/,
      ),
      'min-score: 200 is out of range; give a score (0 to 100).',
    ]);
    expect(p.join('\n')).not.toContain('flag-key-value');
  });

  it('an unknown key in the config file does not hide the flag problems, nor drop the valid keys', async () => {
    const file = join(dir, 'c.yml');
    writeFileSync(file, 'target-id: 7\nmin_score: 70\n');
    const p = await asyncProblemsOf(() =>
      scanConfigFrom({ config: file, formats: 'pdf' }, { ...env, PROBE_API_KEY: 'k' }),
    );
    expect(p).toEqual([
      expect.stringMatching(/^config: unknown key "min_score" .*did you mean "min-score"\?/),
      expect.stringMatching(/^formats: unknown format "pdf"/),
    ]);
  });

  it('a missing ignore file and a missing target file are listed with the input problems', async () => {
    const p = await asyncProblemsOf(() =>
      scanConfigFrom(
        {
          targetId: '7',
          maxFailRate: '20',
          ignoreFile: join(dir, 'none.yml'),
          targetConfig: join(dir, 'none-target.yml'),
        },
        { ...env, PROBE_API_KEY: 'k' },
      ),
    );
    expect(p.map((x) => x.split(':')[0])).toEqual([
      'max-fail-rate',
      'ignore-file',
      'target-config',
    ]);
  });
});

describe('CLI: an unknown option with a suggestion is still one line', () => {
  it('folds commander\'s "(Did you mean ...?)" line into the one line', async () => {
    const r = await runCli(['scan', '--min_score', '70']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "probe-gate: unknown option '--min_score' (Did you mean --min-score?) (see probe-gate --help)\n",
    );
  });
});

describe('the interruption line says only what happened', () => {
  it('a cancelled run is named; otherwise no cancel is claimed', () => {
    const cancelled = new InterruptedError('SIGTERM');
    cancelled.cancelledTestRunId = 42;
    expect(describeFailure(cancelled)).toEqual({
      exitCode: 143,
      lines: ['Interrupted by SIGTERM. Test run 42, which this scan started, was cancelled.'],
    });
    expect(describeFailure(new InterruptedError('SIGINT'))).toEqual({
      exitCode: 130,
      lines: ['Interrupted by SIGINT. No test run was cancelled.'],
    });
  });
});

describe('engine: cancel-on-timeout false leaves the run to nobody', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 1, seed: 4 });
  });
  afterAll(async () => sb?.close());

  it('marks the run as handed off, so the post step does not cancel it either', async () => {
    const config = sandboxConfig(sb, 'vulnerable', {
      'cancel-on-timeout': 'false',
      'ai-analysis': 'false',
    });
    config.timeoutMs = 1_500;
    // Engine time 10x real time: the deadline and the reads after it take a tenth as long.
    const r = await scanSandbox(sb, config, { clock: scaledClock(10) });
    const id = r.report.testRun.id as number;
    expect(r.verdict).toBe('timeout');
    expect(sb.stats.cancels[id] ?? 0).toBe(0);
    // The post step cancels only when started and not finished (src/github/post.ts).
    expect(r.state.map.get(STATE_KEYS.startedByMain)).toBe('true');
    expect(r.state.map.get(STATE_KEYS.finished)).toBe('true');
  });
});
