import * as core from '@actions/core';
import { PlatformClient } from '../api/index.js';
import { parseConfigAndFiles } from '../scan/config.js';
import { runScan } from '../scan/engine.js';
import { describeFailure, InterruptedError } from '../scan/failure.js';
import { systemClock } from '../scan/system-clock.js';
import { TOOL_VERSION } from '../version.js';
import { actionArtifactUploader } from './artifact.js';
import { actionCommentPoster } from './comment.js';
import { readActionInputs } from './inputs.js';
import { actionLogger } from './logger.js';
import { actionOutputs, actionState, actionSummary } from './ports.js';
import { createTriage } from '../scan/triage-default.js';

/** The Action's main step: inputs -> engine -> outputs; setFailed exactly once. */
export async function run(): Promise<void> {
  const apiKey = core.getInput('api-key');
  // First thing: the key is masked in every log line from here on (R16).
  if (apiKey) core.setSecret(apiKey);
  const log = actionLogger();
  const controller = new AbortController();
  const onSignal = (sig: 'SIGINT' | 'SIGTERM') => () => controller.abort(new InterruptedError(sig));
  process.once('SIGINT', onSignal('SIGINT'));
  process.once('SIGTERM', onSignal('SIGTERM'));
  try {
    // Connection secrets named by a target config file are masked like the key.
    const config = await parseConfigAndFiles(
      readActionInputs(),
      process.env,
      Date.now(),
      [],
      (secret) => core.setSecret(secret),
    );
    const client = new PlatformClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      userAgent: `probe-gate-action/${TOOL_VERSION}`,
    });
    const state = actionState();
    const outcome = await runScan(
      {
        client,
        clock: systemClock,
        log,
        state,
        outputs: actionOutputs,
        summary: actionSummary,
        artifact: actionArtifactUploader,
        comment: actionCommentPoster(config.githubToken),
        signal: controller.signal,
        toolVersion: TOOL_VERSION,
        triage: createTriage({
          client,
          log,
          state,
          clock: systemClock,
          github: { token: config.githubToken },
          // Loaded only when the scan is over (it renders Markdown, and is rarely needed).
          trackingIssue: async (report, c) => {
            const { trackingIssue } = await import('./tracking-issue.js');
            await trackingIssue(config.githubToken)(report, c);
          },
        }),
      },
      config,
    );
    const r = outcome.report;
    core.info(
      `Verdict: ${outcome.verdict.toUpperCase()} (score ${r.scores.overall ?? 'n/a'}${r.scores.band ? `, ${r.scores.band} risk` : ''}).`,
    );
    if (outcome.exitCode !== 0) core.setFailed(`probe-gate ${outcome.verdict}: ${r.gate.reason}`);
    // setFailed exits 1; the step keeps the CLI's codes (2 bad input, 3 error, 4 timeout) instead.
    process.exitCode = outcome.exitCode;
  } catch (err) {
    const reason =
      controller.signal.reason instanceof InterruptedError ? controller.signal.reason : err;
    const failure = describeFailure(reason);
    core.setFailed(failure.lines.join(' '));
    process.exitCode = failure.exitCode;
    if (err instanceof Error && err.stack) core.debug(err.stack);
  }
}
