import * as core from '@actions/core';
import { Redactor } from '../api/redact.js';
import { parseConfigAndFiles, type ScanConfig } from '../config/config.js';
import type { Report } from '../report/model.js';
import { composeScan, withSignals } from '../runtime/compose.js';
import { describeFailure } from '../runtime/failure.js';
import { runScan } from '../scan/engine.js';
import { actionArtifactUploader } from './artifact.js';
import { actionCommentPoster } from './comment.js';
import { readActionInputs } from './inputs.js';
import { actionLogger } from './logger.js';
import { sanitizeLogText } from '../report/sanitize.js';
import { actionOutputs, actionState, actionSummary, workflowFile } from './ports.js';

/** The Action's main step: inputs -> engine -> outputs; setFailed exactly once. */
export async function run(): Promise<void> {
  const apiKey = core.getInput('api-key');
  const githubToken = core.getInput('github-token');
  // First thing: the key and token are masked in every log line from here on (R16, R26).
  const secrets = new Redactor();
  const mask = (secret: string): void => {
    if (secret.trim() === '') return;
    core.setSecret(secret);
    secrets.add(secret);
  };
  mask(apiKey);
  mask(githubToken);
  const log = actionLogger(secrets);
  try {
    const outcome = await withSignals(async (signal) => {
      // Connection secrets named by a target config file are masked like the key.
      const config = await parseConfigAndFiles(
        readActionInputs(),
        process.env,
        Date.now(),
        [],
        mask,
      );
      const surfaces = {
        log,
        state: actionState(),
        outputs: actionOutputs,
        summary: actionSummary,
        artifact: actionArtifactUploader,
        comment: actionCommentPoster(config.githubToken),
        pipelineFile: workflowFile(),
        // Loaded only when the scan is over (it renders Markdown, and is rarely needed).
        trackingIssue: async (report: Report, c: ScanConfig) => {
          const { trackingIssue } = await import('./tracking-issue.js');
          await trackingIssue(config.githubToken)(report, c);
        },
      };
      const deps = composeScan(config, surfaces, { userAgent: 'probe-gate-action', signal });
      return runScan(deps, config);
    });
    log.done();
    const r = outcome.report;
    core.info(
      `Verdict: ${outcome.verdict.toUpperCase()} (score ${r.scores.overall ?? 'n/a'}${r.scores.band ? `, ${r.scores.band} risk` : ''}).`,
    );
    if (outcome.exitCode !== 0)
      core.setFailed(secrets.scrub(`probe-gate ${outcome.verdict}: ${r.gate.reason}`));
    // setFailed exits 1; the step keeps the CLI's codes (2 bad input, 3 error, 4 timeout) instead.
    process.exitCode = outcome.exitCode;
  } catch (err) {
    log.done();
    const failure = describeFailure(err);
    core.setFailed(secrets.scrub(sanitizeLogText(failure.lines.join(' '))));
    process.exitCode = failure.exitCode;
    if (err instanceof Error && err.stack) core.debug(secrets.scrub(err.stack));
  }
}
