import * as core from '@actions/core';
import type { OutputSink, StateStore, SummaryWriter } from '../scan/ports.js';

/** Action outputs through GITHUB_OUTPUT. */
export const actionOutputs: OutputSink = { set: (name, value) => core.setOutput(name, value) };

/** State for the post step through GITHUB_STATE; reads see what this process saved too. */
export function actionState(): StateStore {
  const local = new Map<string, string>();
  return {
    save: (k, v) => {
      local.set(k, v);
      core.saveState(k, v);
    },
    get: (k) => local.get(k) ?? core.getState(k),
  };
}

/** The job summary (GITHUB_STEP_SUMMARY). */
export const actionSummary: SummaryWriter = {
  write: async (markdown) => {
    await core.summary.addRaw(markdown, true).write();
  },
};

/**
 * The running workflow's file, repository-relative, from GITHUB_WORKFLOW_REF
 * (`owner/repo/.github/workflows/ai.yml@refs/heads/main`); null when not on a runner.
 */
export function workflowFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const ref = env.GITHUB_WORKFLOW_REF ?? '';
  const m = /^[^/]+\/[^/]+\/(.+?)@/.exec(ref);
  return m?.[1] ?? null;
}
