import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import type { ScanConfig } from '../../config/config.js';
import { composeScan, processStartedAt, withSignals } from '../../runtime/compose.js';
import { failureOutputs } from '../../runtime/failure.js';
import { runScan } from '../../scan/engine.js';
import { tracedScan } from '../../runtime/telemetry/traced-scan.js';
import { HELP_FOOTER } from '../help-text.js';
import { cliLogger, cliSecrets, type CliLoggerOptions } from '../logger.js';
import { memoryOutputs, memoryState } from '../ports.js';
import { printOutcome, type CliScanOutcome } from '../print.js';
import { detectCi, type CiContext, type CiProvider } from '../ci/provider.js';
import type { Logger } from '../../scan/ports.js';

import { addInputFlags, scanConfigFrom } from './scan-inputs.js';

export type { CliScanOutcome };

/** Runs one scan with the CLI's ports; SIGINT/SIGTERM cancel the run once and exit 130/143. */
export async function runCliScan(
  config: ScanConfig,
  opts: CliLoggerOptions & {
    dispatcher?: import('undici').Dispatcher;
    /** The environment the CI is recognised from (default process.env). */
    env?: NodeJS.ProcessEnv;
    /** Test seams of the CI module: its API's dispatcher, where its log commands go. */
    ci?: Pick<CiContext, 'dispatcher' | 'write'>;
    /** When the step began (the process start for `probe-gate scan`); default now. */
    stepStartedAt?: number;
    /** Where the outputs go (also read when the scan fails); default a fresh one. */
    outputs?: ReturnType<typeof memoryOutputs>;
  } = {},
): Promise<CliScanOutcome> {
  // Every secret of the config (target-file ones included) is masked in the CLI's output (R26).
  cliSecrets.add(config.secrets);
  const log = cliLogger(opts);
  const outputs = opts.outputs ?? memoryOutputs();
  const env = opts.env ?? process.env;
  // The other CIs' tokens are secrets too: masked wherever the CLI prints (R26).
  cliSecrets.add([env.GITLAB_TOKEN, env.SYSTEM_ACCESSTOKEN, env.BITBUCKET_ACCESS_TOKEN]);
  try {
    return await withSignals(async (signal) => {
      const ci = await detectCi({ env, log, signal, ...opts.ci });
      const scanned = await tracedScan(
        config,
        composeScan(
          config,
          {
            log,
            outputs,
            state: memoryState(),
            comment: ci?.comment() ?? null,
            pipelineFile: ci?.pipelineFile ?? null,
          },
          {
            userAgent: 'probe-gate-cli',
            signal,
            dispatcher: opts.dispatcher,
            stepStartedAt: opts.stepStartedAt,
          },
        ),
        (deps) => runScan(deps, config),
        env,
      );
      const result = { ...scanned, outputs: outputs.values };
      if (ci) await finishCi(ci, result, config, log);
      return result;
    });
  } finally {
    // The heartbeat stops and the live line ends, whatever happened.
    log.done();
  }
}

/** The CI's own surfaces after the verdict: a failure there is a warning (R11). */
async function finishCi(
  ci: CiProvider,
  outcome: CliScanOutcome,
  config: ScanConfig,
  log: Logger,
): Promise<void> {
  try {
    await ci.finish(outcome, config);
  } catch (err) {
    log.warn(
      `Could not publish to ${ci.name} (the verdict stands): ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

export function scanCommand(): Command {
  const cmd = new Command('scan')
    .description(
      'Trigger a test run (or attach to one), wait, gate the build and write reports. Key from env PROBE_API_KEY.',
    )
    .option(
      '--config <file>',
      'YAML file whose keys are input names, with optional profiles by event; flags and env override it',
    )
    .option(
      '--event <name>',
      'the event whose profile applies (pull_request, schedule, push, merge_group, workflow_dispatch); default: from the CI',
    )
    .option('--outputs-file <file>', 'write the outputs as name=value lines (e.g. $GITHUB_OUTPUT)')
    .option('--json', 'print the outputs as one JSON object on stdout')
    .option(
      '--estimate',
      'only estimate the run (GET requests only) and exit: 0, or 2 when over a budget',
    )
    .option('--quiet', 'only warnings and the verdict')
    .option('--debug', 'debug lines')
    .addHelpText('after', HELP_FOOTER);
  addInputFlags(cmd);
  cmd.action(async (opts: Record<string, unknown>) => {
    if (opts.estimate === true) {
      const { estimateFromFlags } = await import('./estimate.js');
      return estimateFromFlags(opts);
    }
    const config = await scanConfigFrom(opts, process.env);
    const outputs = memoryOutputs();
    const writeOutputs = (values: Record<string, string>): void => {
      if (typeof opts.outputsFile !== 'string') return;
      const lines = Object.entries(values).map(([k, v]) => `${k}=${v}`);
      writeFileSync(opts.outputsFile, lines.join('\n') + '\n', { flag: 'a' });
    };
    let outcome: CliScanOutcome;
    try {
      outcome = await runCliScan(config, {
        debug: opts.debug === true,
        quiet: opts.quiet === true,
        stepStartedAt: processStartedAt(),
        outputs,
      });
    } catch (err) {
      // The inputs were valid: the verdict output is set whatever phase failed (kept when it
      // was set before the failure, while publishing).
      const values = { ...failureOutputs(err), ...outputs.values };
      writeOutputs(values);
      if (opts.json === true) process.stdout.write(`${JSON.stringify(values)}\n`);
      throw err;
    }
    printOutcome(outcome, { json: opts.json === true });
    writeOutputs(outcome.outputs);
    process.exitCode = outcome.exitCode;
  });
  return cmd;
}
