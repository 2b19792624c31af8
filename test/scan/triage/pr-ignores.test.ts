/**
 * Ignore entries a change adds do not silence it: on a pull request only the base branch's
 * entries apply (read from the base revision, not the checkout), new ones are listed as
 * proposed in every output and warned in the log; allow-pr-ignores applies them; a base that
 * cannot be read applies none. Through the engine against the sandbox, and git's reader on a
 * real repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../../src/api/index.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { gitReader } from '../../../src/runtime/base-version.js';
import { systemClock } from '../../../src/runtime/system-clock.js';
import { createTriage } from '../../../src/scan/triage/create-triage.js';
import type { BaseVersion } from '../../../src/scan/triage/pr-ignores.js';
import {
  dayAhead,
  memoryStore,
  recordingLogger,
  sandboxConfig,
  scanSandbox,
} from '../../support/scan-harness.js';

const SOON = dayAhead();
let sb: SandboxHandle;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ speed: 2000, seed: 8 });
  dir = mkdtempSync(join(tmpdir(), 'pg-pr-ignores-'));
});
afterAll(async () => sb?.close());

/** An ignore file silencing every probe of the vulnerable target, whole probes. */
function wholeProbes(): string {
  const probes = sb.control.getRun(sb.stats.testRunsCreated[0]?.id ?? -1)?.probeRuns ?? [];
  return `ignore:\n${probes
    .map(
      (p) => `  - probe: "${p.probeName}"\n    reason: accepted in this PR\n    expires: ${SOON}\n`,
    )
    .join('')}`;
}

async function scanWith(base: BaseVersion | null, file: string, raw: Record<string, string> = {}) {
  const path = join(dir, `ignore-${Math.random().toString(36).slice(2)}.yml`);
  writeFileSync(path, file);
  const config = sandboxConfig(sb, 'vulnerable', {
    'ai-analysis': 'false',
    'max-failed': '0',
    'min-score': '0',
    'ignore-file': path,
    ...raw,
  });
  config.pollFloorMs = 50;
  const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
  const log = recordingLogger();
  const state = memoryStore();
  const triage = createTriage({
    client,
    log,
    state,
    clock: systemClock,
    github: { token: null },
    baseVersion: base,
  });
  return { ...(await scanSandbox(sb, config, { triage, log })), log, path };
}

const base = (text: string | null | Error): BaseVersion => ({
  base: 'origin/main',
  read: async () => {
    if (text instanceof Error) throw text;
    return text;
  },
});

/** The max-failed check's status: pass once every failure is ignored (errored cases may still
 * leave the verdict open). */
const maxFailed = (r: Awaited<ReturnType<typeof scanWith>>) =>
  r.report.gate.checks.find((c) => c.id === 'max-failed')?.status;

describe('ignore entries on a change', () => {
  let file = '';
  beforeAll(async () => {
    // A first scan so that the probe names are known (the file names them).
    sb.stats.reset();
    const first = await scanWith(null, 'ignore: []\n');
    expect(first.verdict).toBe('fail');
    file = wholeProbes();
  });

  it('entries new in the change: proposed, not applied, warned in the log; the FAIL stands', async () => {
    const r = await scanWith(base(null), file);
    expect(r.verdict).toBe('fail');
    expect(r.report.totals.ignored).toBe(0);
    const proposed = r.report.warnings.find((w) => /proposed, not applied/.test(w));
    expect(proposed).toMatch(
      /entries are new in this change and proposed, not applied \(not in origin\/main's/,
    );
    expect(r.log.lines.some((l) => l.startsWith('warn: ') && /proposed, not applied/.test(l))).toBe(
      true,
    );
    expect(r.report.warnings.join('\n')).not.toMatch(
      /suppress(es)? every finding of a whole probe/,
    );
  });

  it('allow-pr-ignores: true applies them, and the whole-probe entries warn in the log', async () => {
    const r = await scanWith(base(null), file, { 'allow-pr-ignores': 'true' });
    expect(maxFailed(r)).toBe('pass');
    expect(
      r.log.lines.some((l) =>
        /warn: ignore-file: \d+ entr.* every finding of a whole probe/.test(l),
      ),
    ).toBe(true);
  });

  it("entries already in the base branch's file apply, as the base wrote them", async () => {
    const r = await scanWith(base(file), file);
    expect(maxFailed(r)).toBe('pass');
    expect(r.report.totals.ignored).toBeGreaterThan(0);
  });

  it('a base that cannot be read applies no entry, and says how to fix it', async () => {
    const r = await scanWith(base(new Error('no such revision')), file);
    expect(r.verdict).toBe('fail');
    expect(r.report.warnings.join('\n')).toMatch(
      /could not be read \(no such revision\), so none of its \d+ entries is applied/,
    );
  });
});

describe("git's reader of the base revision", () => {
  it('reads the file at the base commit, not the work tree; null when the base has none', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'pg-git-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo })
        .toString()
        .trim();
    git('init', '-q');
    mkdirSync(join(repo, '.probe-gate'));
    writeFileSync(join(repo, '.probe-gate/ignore.yml'), 'ignore: []\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    const sha = git('rev-parse', 'HEAD');
    writeFileSync(join(repo, '.probe-gate/ignore.yml'), 'ignore: [changed]\n');
    expect(await gitReader(sha, repo).read('.probe-gate/ignore.yml')).toBe('ignore: []\n');
    expect(await gitReader(sha, repo).read('.probe-gate/other.yml')).toBeNull();
    await expect(gitReader('0'.repeat(40), repo).read('.probe-gate/ignore.yml')).rejects.toThrow(
      /is not in the clone/,
    );
  });
});
