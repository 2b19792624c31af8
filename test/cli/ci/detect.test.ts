import { describe, expect, it } from 'vitest';
import { CI_ENTRIES, detectCi } from '../../../src/cli/ci/provider.js';
import { workflowFile } from '../../../src/github/ports.js';
import { configuringFile } from '../../../src/config/ignore-default.js';
import { parseConfig } from '../../../src/config/config.js';
import { recordingLogger } from '../../support/scan-harness.js';

const log = recordingLogger();
const base = { 'api-key': 'k', 'base-url': 'https://api.probe.splx.ai', 'workspace-id': '3' };

describe('the CI a scan runs in', () => {
  it('is chosen from the environment, one module each, none elsewhere', async () => {
    const name = async (env: NodeJS.ProcessEnv) => (await detectCi({ env, log }))?.name ?? null;
    expect(await name({})).toBeNull();
    expect(await name({ GITHUB_ACTIONS: 'true', CI: 'true' })).toBeNull();
    expect(await name({ GITLAB_CI: 'true' })).toBe('GitLab CI/CD');
    expect(await name({ TF_BUILD: 'True' })).toBe('Azure Pipelines');
    expect(await name({ BITBUCKET_BUILD_NUMBER: '7' })).toBe('Bitbucket Pipelines');
    expect(CI_ENTRIES.map((e) => e.name)).toEqual([
      'GitLab CI/CD',
      'Azure Pipelines',
      'Bitbucket Pipelines',
    ]);
    const gl = await detectCi({ env: { GITLAB_CI: 'true', CI_CONFIG_PATH: 'ci/main.yml' }, log });
    expect(gl?.pipelineFile).toBe('ci/main.yml');
  });

  it('findings point at the file that configures the scan, else the pipeline file', () => {
    const cfg = (raw: Record<string, string>) =>
      parseConfig({ ...base, 'target-id': '1', 'ignore-file': '', ...raw });
    expect(configuringFile(cfg({ 'target-config': 'ai/target.yml' }), 'w.yml')).toBe(
      'ai/target.yml',
    );
    expect(configuringFile(cfg({ 'ignore-file': 'ai/ignore.yml' }), 'w.yml')).toBe('ai/ignore.yml');
    expect(configuringFile(cfg({}), '.gitlab-ci.yml')).toBe('.gitlab-ci.yml');
    expect(
      workflowFile({ GITHUB_WORKFLOW_REF: 'octo/repo/.github/workflows/ai.yml@refs/pull/3/merge' }),
    ).toBe('.github/workflows/ai.yml');
    expect(workflowFile({})).toBeNull();
  });
});
