/** profiles in the config file (issue 15): validation, precedence and the event of each CI. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { printOutcome } from '../../src/cli/print.js';
import { makeReport } from '../fixtures/report/make-report.js';
import { scanConfigFrom } from '../../src/cli/commands/scan-inputs.js';
import { ConfigError } from '../../src/config/errors.js';
import { readConfigFile } from '../../src/config/file/config-file.js';
import { eventFromEnv } from '../../src/config/file/event.js';
import { layerProfiles, parseProfiles, PROFILE_KEYS } from '../../src/config/file/profiles.js';

const file = (text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'pg-profiles-')), 'probe-gate.yml');
  writeFileSync(path, text);
  return path;
};
const env = {
  PROBE_API_KEY: 'k',
  PROBE_BASE_URL: 'https://api.probe.splx.ai',
  PROBE_WORKSPACE_ID: '1',
  PROBE_TARGET_ID: '2',
};
const problemsOf = async (p: Promise<unknown>): Promise<string[]> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

const YAML = `
min-score: 40
max-failed: 7
probes: [11, 21]
profiles:
  pull_request:
    min-score: 70
    probes: [11]
  schedule:
    probes: recommended
    retry-failed: 2
    timeout-minutes: 120
  default:
    min-score: 50
    max-fail-rate: 0.3
`;

describe('parseProfiles', () => {
  it('names an unknown event, an unknown key and a bad value, all at once', () => {
    const { problems } = parseProfiles(
      {
        'pull-request': { 'min-score': 70 },
        schedule: { 'min-scor': 70, 'report-dir': 'x', 'max-fail-rate': 40 },
        push: 'strict',
      },
      'f.yml',
    );
    expect(problems).toEqual([
      'config: "f.yml": profiles: unknown event "pull-request"; did you mean "pull_request"? use pull_request, schedule, push, merge_group, workflow_dispatch, default.',
      expect.stringMatching(
        /^config: "f.yml": profiles.schedule: unknown key "min-scor"; did you mean "min-score"\? a profile sets only probes, /,
      ),
      expect.stringMatching(/^config: "f.yml": profiles.schedule: unknown key "report-dir"; /),
      'config: "f.yml": profiles.schedule.max-fail-rate: 40 looks like a percent; give a fraction from 0 to 1, e.g. 0.4 (or 40%).',
      'config: "f.yml": profiles.push must be a mapping of input names to values, e.g. min-score: 70.',
    ]);
  });
  it('a profile sets probes, thresholds, baseline checks, retries, timeout and warn-only', () => {
    for (const key of [
      'probes',
      'min-score',
      'max-failed',
      'max-fail-rate',
      'max-error-rate',
      'category-min-scores',
      'max-score-drop',
      'fail-on-new-failures',
      'regression-test',
      'retry-failed',
      'timeout-minutes',
      'warn-only',
    ])
      expect(PROFILE_KEYS).toContain(key);
    for (const key of ['api-key', 'base-url', 'target-id', 'report-dir', 'comment'])
      expect(PROFILE_KEYS).not.toContain(key);
  });
});

describe('layerProfiles: explicit > event profile > default profile > file > defaults', () => {
  const profiles = {
    pull_request: { 'min-score': 70 },
    default: { 'min-score': 50, 'max-failed': 3 },
  };
  const file = { 'min-score': 40, 'max-failed': 7, 'max-fail-rate': 0.5 };
  const ev = (name: string | null) => ({ name, source: 'GITHUB_EVENT_NAME' });
  it('layers each key by precedence', () => {
    const { raw, profile } = layerProfiles({ explicit: {}, file, profiles }, ev('pull_request'));
    expect(raw).toEqual({ 'min-score': 70, 'max-failed': 3, 'max-fail-rate': 0.5 });
    expect(profile.applied).toEqual(['pull_request', 'default']);
    const explicit = { 'max-failed': '1' };
    expect(layerProfiles({ explicit, file, profiles }, ev('pull_request')).raw).toMatchObject({
      'max-failed': '1',
    });
  });
  it('an event without a profile, or none, gets the default profile', () => {
    for (const name of ['push', 'release', null]) {
      const { raw, profile } = layerProfiles({ explicit: {}, file, profiles }, ev(name));
      expect(raw['min-score']).toBe(50);
      expect(profile.applied).toEqual(['default']);
    }
  });
  it('pull_request_target uses the pull_request profile', () => {
    const r = layerProfiles({ explicit: {}, file, profiles }, ev('pull_request_target'));
    expect(r.profile.applied[0]).toBe('pull_request');
  });
  it('the Action: an input equal to its default counts as not set; any other value wins', () => {
    const at = (v: string) =>
      layerProfiles({ explicit: { 'min-score': v }, file, profiles }, ev('pull_request')).raw[
        'min-score'
      ];
    expect(at('60')).toBe(70);
    expect(at('65')).toBe('65');
    // The CLI: every flag is explicit.
    const cli = layerProfiles(
      { explicit: { 'min-score': '60' }, file, profiles },
      ev('pull_request'),
      false,
    );
    expect(cli.raw['min-score']).toBe('60');
  });
});

describe('the event of each CI', () => {
  it.each([
    [{ GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'merge_group' }, 'merge_group'],
    [{ GITLAB_CI: 'true', CI_PIPELINE_SOURCE: 'merge_request_event' }, 'pull_request'],
    [
      {
        GITLAB_CI: 'true',
        CI_PIPELINE_SOURCE: 'merge_request_event',
        CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train',
      },
      'merge_group',
    ],
    [{ GITLAB_CI: 'true', CI_PIPELINE_SOURCE: 'schedule' }, 'schedule'],
    [{ GITLAB_CI: 'true', CI_PIPELINE_SOURCE: 'web' }, 'workflow_dispatch'],
    [{ GITLAB_CI: 'true', CI_PIPELINE_SOURCE: 'parent_pipeline' }, null],
    [{ TF_BUILD: 'True', BUILD_REASON: 'PullRequest' }, 'pull_request'],
    [{ TF_BUILD: 'True', BUILD_REASON: 'Schedule' }, 'schedule'],
    [{ TF_BUILD: 'True', BUILD_REASON: 'BatchedCI' }, 'push'],
    [{ TF_BUILD: 'True', BUILD_REASON: 'Manual' }, 'workflow_dispatch'],
    [{ BITBUCKET_BUILD_NUMBER: '4', BITBUCKET_PR_ID: '9' }, 'pull_request'],
    [{ BITBUCKET_BUILD_NUMBER: '4' }, 'push'],
    [{}, null],
  ])('%o -> %s', (e, name) => {
    expect(eventFromEnv(e).name).toBe(name);
  });
});

describe('the CLI: --config with profiles, --event or the CI variable', () => {
  it('applies the profile of --event over the file, and says which', async () => {
    const c = await scanConfigFrom({ config: file(YAML), event: 'pull_request' }, env);
    expect(c.gate).toMatchObject({ minScore: 70, maxFailed: 7, maxFailRate: 0.3 });
    expect(c.probes).toEqual(['11']);
    expect(c.profile).toEqual({
      event: 'pull_request',
      eventSource: '--event',
      applied: ['pull_request', 'default'],
    });
  });
  it('takes the event from the CI (GitLab schedule) and lets flags win', async () => {
    const ci = { ...env, GITLAB_CI: 'true', CI_PIPELINE_SOURCE: 'schedule' };
    const c = await scanConfigFrom({ config: file(YAML), minScore: '20' }, ci);
    expect(c).toMatchObject({ retryFailed: 2, timeoutMs: 120 * 60_000, probes: ['recommended'] });
    expect(c.gate.minScore).toBe(20);
    expect(c.profile?.eventSource).toBe('CI_PIPELINE_SOURCE=schedule');
  });
  it('refuses an unknown --event and a bad profile before any request (exit 2)', async () => {
    const bad = file('profiles:\n  nightly:\n    min-score: 90\n');
    expect(await problemsOf(scanConfigFrom({ config: bad, event: 'nightly' }, env))).toEqual([
      expect.stringMatching(/^config: ".*": profiles: unknown event "nightly"; use pull_request/),
      'event: "nightly" is not an event with a profile; give one of pull_request, schedule, push, merge_group, workflow_dispatch.',
    ]);
  });
  it('a file without profiles reports no profile', async () => {
    const c = await scanConfigFrom({ config: file('min-score: 30\n') }, env);
    expect(c.profile).toBeNull();
    expect(c.gate.minScore).toBe(30);
  });
});

describe('the config-file input of the Action', () => {
  it('a file that cannot be read names the input', async () => {
    await expect(
      readConfigFile('/nonexistent/probe-gate.yml', 'the config-file input'),
    ).rejects.toThrow(
      'config: cannot read "/nonexistent/probe-gate.yml" (ENOENT); check the path given to the config-file input.',
    );
  });
  it('may hold Action-only inputs, never api-key or another config file', async () => {
    const f = await readConfigFile(
      file('comment: never\napi-key: x\nconfig-file: other.yml\n'),
      'the config-file input',
    );
    expect(f.values).toEqual({ comment: 'never' });
    expect(f.problems).toEqual([
      expect.stringMatching(
        /must not hold api-key; give the api-key input from a secret instead\.$/,
      ),
      expect.stringMatching(/must not name another config file; remove config-file from it\.$/),
    ]);
  });
});

describe('the CLI prints which profile applied', () => {
  it('one Profile line after the run link', () => {
    const report = makeReport({
      profile: { event: 'schedule', eventSource: 'BUILD_REASON=Schedule', applied: ['schedule'] },
    });
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      printOutcome({ report, verdict: report.gate.verdict, exitCode: 0, outputs: {}, files: {} });
    } finally {
      spy.mockRestore();
    }
    expect(printed.join('')).toContain(
      '\nProfile: schedule (event schedule from BUILD_REASON=Schedule)\n',
    );
  });
});
