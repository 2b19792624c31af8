import * as core from '@actions/core';
import { Redactor } from '../api/redact.js';
import { parseConfigAndFiles, type RawConfig, type ScanConfig } from '../config/config.js';
import { ConfigError } from '../config/errors.js';
import {
  layerConfig,
  NO_CONFIG_FILE,
  readConfigFile,
  type ConfigFile,
} from '../config/file/config-file.js';
import { judgedRun, scorePhrase, scoreSourceWord } from '../report/format.js';
import type { Report } from '../report/model.js';
import { composeScan, processStartedAt, withSignals } from '../runtime/compose.js';
import { describeFailure, failureOutputs } from '../runtime/failure.js';
import { actionBaseVersion } from './base-version.js';
import { runScan } from '../scan/engine.js';
import { configuringFile } from '../config/ignore-default.js';
import type { Logger } from '../scan/ports.js';
import { actionArtifactUploader } from './artifact.js';
import { actionCheckRun, repoPath, type ActionCheckRun } from './check-run.js';
import { checkOrigins } from '../runtime/check-origin.js';
import { actionCommentPoster } from './comment.js';
import { readActionInputs } from './inputs.js';
import { actionLogger } from './logger.js';
import { sanitizeLogText } from '../report/sanitize.js';
import { actionOutputs, actionState, actionSummary, workflowFile } from './ports.js';
import { tracedScan } from '../runtime/telemetry/traced-scan.js';

/** The Action's main step: inputs -> engine -> outputs; setFailed exactly once. */
export async function run(): Promise<void> {
  if (core.getInput('selftest').trim().toLowerCase() === 'true') return selftestStep();
  const apiKey = core.getInput('api-key');
  const githubToken = core.getInput('github-token');
  // First thing: the key and token are masked in every log line from here on (R16, R26).
  const { secrets, mask } = maskSecrets(apiKey, githubToken);
  const log = actionLogger(secrets);
  // Set once the config is known; completed on success and on failure alike.
  const checkRef: { current: ActionCheckRun | null } = { current: null };
  let inputsValid = false;
  // The outputs set so far: a failure after the verdict was set (while publishing) keeps it.
  const { outputs, set } = trackedOutputs();
  try {
    const outcome = await withSignals(async (signal) => {
      // Connection secrets named by a target config file are masked like the key.
      const config = await actionConfig(mask);
      inputsValid = true;
      const surfaces = {
        log,
        state: actionState(),
        outputs,
        summary: actionSummary,
        artifact: actionArtifactUploader,
        comment: actionCommentPoster(config.githubToken),
        pipelineFile: workflowFile(),
        baseVersion: actionBaseVersion(config.githubToken),
        check: (checkRef.current = config.checkRun ? checkRunFor(config, log) : null),
        // Loaded only when the scan is over and wants it (it renders Markdown, and is rarely
        // needed).
        trackingIssue: async (report: Report, c: ScanConfig, budget?: AbortSignal) => {
          if (c.trackingIssue !== 'auto') return;
          const { trackingIssue } = await import('./tracking-issue.js');
          await trackingIssue(config.githubToken)(report, c, budget);
        },
      };
      const deps = composeScan(config, surfaces, {
        userAgent: 'probe-gate-action',
        signal,
        stepStartedAt: processStartedAt(),
      });
      return tracedScan(config, deps, (d) => runScan(d, config));
    });
    log.done();
    await concludeStep(outcome, checkRef.current, secrets, log);
  } catch (err) {
    log.done();
    const failure = describeFailure(err);
    const message = secrets.scrub(sanitizeLogText(failure.lines.join(' ')));
    await checkRef.current?.complete({ failure: message }).catch(() => undefined);
    core.setFailed(message);
    process.exitCode = failure.exitCode;
    if (inputsValid && !set.has('verdict'))
      for (const [k, v] of Object.entries(failureOutputs(err))) core.setOutput(k, v);
    if (err instanceof Error && err.stack) core.debug(secrets.scrub(err.stack));
  }
}

/**
 * Masks the key, the token and the notification webhook's URL and secret (a bearer
 * credential) in every log line; `mask` masks what the config names later.
 */
function maskSecrets(
  apiKey: string,
  githubToken: string,
): { secrets: Redactor; mask: (secret: string) => void } {
  const secrets = new Redactor();
  const mask = (secret: string): void => {
    if (secret.trim() === '') return;
    core.setSecret(secret);
    secrets.add(secret);
  };
  mask(apiKey);
  mask(githubToken);
  mask(core.getInput('notify-webhook'));
  mask(core.getInput('notify-secret'));
  return { secrets, mask };
}

/**
 * Ends a scan that ran: completes the check run, logs the verdict, annotates the warn-only
 * checks that failed and fails the step with the CLI's exit code when the gate says so.
 */
async function concludeStep(
  outcome: Awaited<ReturnType<typeof runScan>>,
  check: ActionCheckRun | null,
  secrets: Redactor,
  log: Logger,
): Promise<void> {
  const r = outcome.report;
  if (check) await completeCheck(check, r, log);
  const source = judgedRun(r.gate.verdict) && scoreSourceWord(r) ? `, ${scoreSourceWord(r)}` : '';
  core.info(`Verdict: ${outcome.verdict.toUpperCase()} (score ${scorePhrase(r)}${source}).`);
  // warn-only checks that failed: annotated, never failing the step.
  for (const c of r.gate.checks.filter((x) => x.warnOnly && x.status === 'fail'))
    core.warning(secrets.scrub(sanitizeLogText(`probe-gate ${c.input} (warn-only): ${c.message}`)));
  if (outcome.exitCode !== 0)
    core.setFailed(secrets.scrub(`probe-gate ${outcome.verdict}: ${r.gate.reason}`));
  // setFailed exits 1; the step keeps the CLI's codes (2 bad input, 3 error, 4 timeout) instead.
  process.exitCode = outcome.exitCode;
}

/** `selftest: true`: the selftest instead of a scan; one failure line, the CLI's exit codes. */
async function selftestStep(): Promise<void> {
  try {
    const { runActionSelftest } = await import('./selftest.js');
    await runActionSelftest();
  } catch (err) {
    const failure = describeFailure(err);
    core.setFailed(sanitizeLogText(failure.lines.join(' ')));
    process.exitCode = failure.exitCode;
  }
}

/**
 * The scan's config from the inputs and the config-file input: its profile is the one of
 * GITHUB_EVENT_NAME (src/config/file/profiles.ts). Inputs the workflow sets win; an input
 * equal to its default counts as not set, since the runner fills in defaults.
 */
async function actionConfig(mask: (secret: string) => void): Promise<ScanConfig> {
  const inputs = readActionInputs();
  const path = inputs['config-file'];
  let file: ConfigFile = NO_CONFIG_FILE;
  const earlier: string[] = [];
  if (typeof path === 'string') {
    try {
      file = await readConfigFile(path, 'the config-file input');
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      earlier.push(...err.problems);
    }
  }
  earlier.push(...file.problems);
  const event = { name: process.env.GITHUB_EVENT_NAME ?? null, source: 'GITHUB_EVENT_NAME' };
  const { raw, profile } = layerConfig(inputs, file, event, true);
  const config = await parseConfigAndFiles(
    raw as RawConfig,
    process.env,
    Date.now(),
    earlier,
    mask,
  );
  config.profile = Object.keys(file.profiles).length > 0 ? profile : null;
  return config;
}

/** The check run of `check-run: true`: annotations point at the file that configures the scan. */
function checkRunFor(config: ScanConfig, log: Logger): ActionCheckRun {
  const fallback = repoPath(configuringFile(config, workflowFile()));
  return actionCheckRun({
    token: config.githubToken,
    locationPath: fallback,
    locate: checkOrigins({
      workflow: workflowFile(),
      configFile: repoPath(config.configFile ?? null),
      fallback,
      root: process.env.GITHUB_WORKSPACE,
    }),
    annotate: (level, message, file, line) => {
      const props = file ? { file, startLine: line ?? 1 } : {};
      if (level === 'error') core.error(message, props);
      else core.warning(message, props);
    },
    warn: (m) => log.warn(m),
  });
}

/** Completes the check with the verdict; its summary is the PR comment's bounded text. */
async function completeCheck(check: ActionCheckRun, report: Report, log: Logger): Promise<void> {
  try {
    const { renderComment } = await import('../report/markdown/comment.js');
    const body = renderComment(report, { artifactUrl: report.links.artifact ?? undefined });
    // The comment's first line is its hidden marker: not needed in a check.
    await check.complete({ report, summary: body.slice(body.indexOf('\n') + 1) });
  } catch (err) {
    log.warn(`Could not complete the check run (the verdict stands): ${(err as Error).message}`);
  }
}

/** The Action's outputs, remembering which were set. */
function trackedOutputs(): { outputs: typeof actionOutputs; set: Set<string> } {
  const set = new Set<string>();
  const outputs: typeof actionOutputs = {
    ...actionOutputs,
    set(name, value) {
      set.add(name);
      actionOutputs.set(name, value);
    },
  };
  return { outputs, set };
}
