import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliScan } from '../../../src/cli/commands/scan.js';
import { azureCommands } from '../../../src/cli/ci/azure.js';
import { vso } from '../../../src/cli/ci/azure-log.js';
import { commentMarker } from '../../../src/report/markdown/comment.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { startFakeAzure, type FakeAzure } from '../../fixtures/ci/fake-azure.js';
import { HOSTILE_STRINGS } from '../../fixtures/report/hostile-strings.js';
import { makeReport } from '../../fixtures/report/make-report.js';
import { sandboxConfig } from '../../support/scan-harness.js';

const TOKEN = 'azure-access-token-0123456789';
const SELF = 'a1b2c3d4-0000-4000-8000-build0service';

/** A line the Azure agent would act on: `##vso[` or `##[` anywhere, case-insensitive. */
const COMMAND = /##(vso)?\[/i;

describe('Azure Pipelines: log commands, summary, sticky pull request thread', () => {
  let sb: SandboxHandle;
  let az: FakeAzure;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 7 });
    az = await startFakeAzure({
      token: TOKEN,
      org: 'acme',
      project: 'proj-1',
      repositoryId: 'repo-1',
      pullRequestId: '17',
      selfId: SELF,
    });
  });
  afterAll(async () => {
    await az?.close();
    await sb?.close();
  });

  const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    TF_BUILD: 'True',
    SYSTEM_COLLECTIONURI: `${az.url}/acme/`,
    SYSTEM_TEAMPROJECTID: 'proj-1',
    BUILD_REPOSITORY_ID: 'repo-1',
    BUILD_REPOSITORY_URI: 'https://dev.azure.example.test/acme/proj/_git/bot',
    SYSTEM_PULLREQUEST_PULLREQUESTID: '17',
    SYSTEM_ACCESSTOKEN: TOKEN,
    ...extra,
  });

  it('writes logissue per failed check and the summary, and keeps one thread up to date', async () => {
    const lines: string[] = [];
    const first = await runCliScan(sandboxConfig(sb, 'vulnerable'), {
      quiet: true,
      env: env(),
      ci: { write: (l) => void lines.push(l) },
    });
    expect(first.verdict).toBe('fail');
    const failed = first.report.gate.checks.filter((c) => !c.passed);
    const issues = lines.filter((l) => l.startsWith('##vso[task.logissue '));
    expect(issues).toHaveLength(failed.length);
    expect(issues[0]).toMatch(
      /^##vso\[task\.logissue type=error;sourcepath=azure-pipelines\.yml;linenumber=1;code=probe-gate\/\S+\]probe-gate /,
    );
    const upload = lines.find((l) => l.startsWith('##vso[task.uploadsummary]'));
    expect(upload).toBeDefined();
    expect(readFileSync(upload!.slice('##vso[task.uploadsummary]'.length), 'utf8')).toContain(
      'probe-gate',
    );
    expect(lines.some((l) => l.includes('task.complete'))).toBe(false);

    const marker = commentMarker(`target-${sb.targets.vulnerable}`);
    expect(az.threads).toHaveLength(1);
    expect(az.threads[0]!.comments[0]!.content.startsWith(marker)).toBe(true);
    expect(first.outputs['comment-url']).toBe(
      `https://dev.azure.example.test/acme/proj/_git/bot/pullrequest/17?discussionId=${az.threads[0]!.id}`,
    );
    // Someone else's thread that quotes the marker is left alone (R28).
    az.threads.unshift({
      id: 9,
      comments: [{ id: 1, content: `${marker}\ncopy`, authorId: 'someone' }],
    });
    await runCliScan(sandboxConfig(sb, 'vulnerable'), {
      quiet: true,
      env: env(),
      ci: { write: () => {} },
    });
    expect(az.threads).toHaveLength(2);
    expect(az.threads[0]!.comments[0]!.content).toBe(`${marker}\ncopy`);
    expect(az.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(1);
    expect(az.violations).toEqual([]);
  });

  it('writes no log command when TF_BUILD is not set', async () => {
    const lines: string[] = [];
    const before = az.requests.length;
    await runCliScan(sandboxConfig(sb, 'vulnerable'), {
      quiet: true,
      env: { ...env(), TF_BUILD: undefined },
      ci: { write: (l) => void lines.push(l) },
    });
    expect(lines).toEqual([]);
    expect(az.requests.length).toBe(before);
  });

  it('marks warn-only failures SucceededWithIssues and an inconclusive verdict as an error', () => {
    const warnOnly = makeReport();
    warnOnly.gate = {
      verdict: 'warn',
      reason: 'Only warn-only checks failed.',
      checks: [{ ...warnOnly.gate.checks[0]!, passed: false, status: 'fail', warnOnly: true }],
    };
    const lines = azureCommands(warnOnly, null, null);
    expect(lines[0]).toMatch(/^##vso\[task\.logissue type=warning;code=/);
    expect(lines.at(-1)).toBe(
      '##vso[task.complete result=SucceededWithIssues]Only warn-only gate checks failed.',
    );
    const inconclusive = makeReport();
    inconclusive.gate = {
      verdict: 'inconclusive',
      reason: 'Too little evidence.',
      checks: [],
    };
    expect(azureCommands(inconclusive, null, null)).toEqual([
      '##vso[task.logissue type=error]probe-gate inconclusive: Too little evidence.',
    ]);
    // A pass never completes the task with issues, and nothing here runs outside TF_BUILD.
    expect(azureCommands(makeReport(), null, null).join('\n')).not.toContain('task.complete');
  });

  it('never lets platform text issue a command', () => {
    for (const [, text] of HOSTILE_STRINGS) {
      for (const evil of [
        text,
        `x ##vso[task.setvariable variable=A]1 ${text}`,
        `##[error]${text}`,
      ]) {
        const line = vso('task.logissue', { type: 'error', code: evil }, evil);
        expect(line.split('\n')).toHaveLength(1);
        expect(line.slice('##vso['.length)).not.toMatch(COMMAND);
        // eslint-disable-next-line no-control-regex
        expect(line).not.toMatch(/[\r\u0000-\u0009\u000b-\u001f\u007f]/);
      }
    }
    const report = makeReport();
    report.gate.checks[0] = {
      ...report.gate.checks[0]!,
      passed: false,
      message: 'bad\n##vso[task.complete result=Succeeded]done',
    };
    for (const l of azureCommands(report, 'a;b]c.yml', null))
      expect(l.slice(6)).not.toMatch(COMMAND);
  });
});
