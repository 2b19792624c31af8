import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliScan } from '../../../src/cli/commands/scan.js';
import { pipelinesProxy } from '../../../src/cli/ci/bitbucket.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { startFakeBitbucket, type FakeBitbucket } from '../../fixtures/ci/fake-bitbucket.js';
import { sandboxConfig } from '../../support/scan-harness.js';

describe('Bitbucket Pipelines: Code Insights report and annotations', () => {
  let sb: SandboxHandle;
  let bb: FakeBitbucket;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 7 });
    bb = await startFakeBitbucket({ workspace: 'acme', repo: 'bot', commit: 'abc123' });
  });
  afterAll(async () => {
    await bb?.close();
    await sb?.close();
  });
  const env = {
    BITBUCKET_BUILD_NUMBER: '12',
    BITBUCKET_WORKSPACE: 'acme',
    BITBUCKET_REPO_SLUG: 'bot',
    BITBUCKET_COMMIT: 'abc123',
  };

  it('publishes one report per target, replaced on each run, with an annotation per failure', async () => {
    // The fake stands where the Pipelines proxy does: plain HTTP, absolute-form requests.
    const ci = { dispatcher: pipelinesProxy(bb.url) };
    const outcome = await runCliScan(sandboxConfig(sb, 'vulnerable'), { quiet: true, env, ci });
    const id = `probe-gate-target-${sb.targets.vulnerable}`;
    const published = bb.reports.get(id);
    expect(published?.body).toMatchObject({ report_type: 'SECURITY', result: 'FAILED' });
    const expected = (o: typeof outcome) =>
      o.report.gate.checks.filter((c) => !c.passed).length +
      new Set(
        o.report.probeRuns.flatMap((p) =>
          p.failedTestCases
            .filter((t) => t.outcome !== 'error' && !t.riskAccepted && !t.ignored)
            .map((t) => `${p.probeId}|${t.attackId}`),
        ),
      ).size;
    expect(published?.annotations.size).toBe(expected(outcome));
    for (const a of published!.annotations.values())
      expect(a).toMatchObject({ path: 'bitbucket-pipelines.yml', line: 1, result: 'FAILED' });
    // The next run replaces the report: only its own annotations remain.
    const again = await runCliScan(sandboxConfig(sb, 'vulnerable'), { quiet: true, env, ci });
    expect(bb.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(2);
    expect(bb.reports.get(id)?.annotations.size).toBe(expected(again));
    expect(bb.violations).toEqual([]);
  });

  it('a refused report is a warning: the verdict and exit code stand', async () => {
    const ci = { dispatcher: pipelinesProxy(bb.url) };
    const outcome = await runCliScan(sandboxConfig(sb, 'hardened'), {
      quiet: true,
      env: { ...env, BITBUCKET_COMMIT: 'unknown' },
      ci,
    });
    expect(outcome.exitCode).toBe(0);
  });
});
