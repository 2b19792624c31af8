import { writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { parseConfigAndFiles, type RawConfig, type ScanConfig } from '../../config/config.js';
import { composeScan, processStartedAt, withSignals } from '../../runtime/compose.js';
import { failureOutputs } from '../../runtime/failure.js';
import { runScan } from '../../scan/engine.js';
import { tracedScan } from '../../runtime/telemetry/traced-scan.js';
import { ConfigError } from '../../config/errors.js';
import {
  checkEvent,
  layerConfig,
  NO_CONFIG_FILE,
  type ConfigFile,
} from '../../config/file/config-file.js';
import { eventFromEnv } from '../../config/file/event.js';
import { INPUTS, INPUT_NAMES, type InputName, type InputSpec } from '../../config/inputs.js';
import {
  ENV_INPUTS,
  ENV_ONLY,
  actionOnly,
  isActionOnly,
  mergeSources,
  readConfigFile,
} from '../config-sources.js';
import { HELP_FOOTER, defaultsNote } from '../help-text.js';
import { cliLogger, cliSecrets, type CliLoggerOptions } from '../logger.js';
import { memoryOutputs, memoryState } from '../ports.js';
import { printOutcome, type CliScanOutcome } from '../print.js';
import { detectCi, type CiContext, type CiProvider } from '../ci/provider.js';
import type { Logger } from '../../scan/ports.js';

/**
 * Flags of `scan`: every input as --kebab-case, except the key (env PROBE_API_KEY only) and
 * the Action-only inputs (accepted here only to be refused with a clear line). A boolean
 * input's value is optional: `--fail-on-new-failures --min-score 70` means true.
 */
export function addInputFlags(cmd: Command): Command {
  for (const name of INPUT_NAMES) {
    if (name === 'api-key') continue;
    if (ENV_ONLY.has(name)) {
      cmd.addOption(new Option(`--${name} [value]`).hideHelp());
      continue;
    }
    const spec: InputSpec = INPUTS[name];
    if (isActionOnly(name)) {
      cmd.addOption(new Option(`--${name} [value]`).hideHelp());
      continue;
    }
    const boolean = spec.default === 'true' || spec.default === 'false';
    const flag = boolean ? `--${name} [true|false]` : `--${name} <value>`;
    cmd.addOption(new Option(flag, spec.description + defaultsNote(name, spec.default)));
  }
  cmd.addOption(new Option('--api-key <key>').hideHelp());
  return cmd;
}

const API_KEY_FLAG =
  'api-key: is not accepted as a flag (it would show in process lists and shell history); set env PROBE_API_KEY instead.';

const MISSING_KEY =
  "api-key: is missing; set env PROBE_API_KEY to the platform's personal access token (from your CI's secret store).";

const camel = (name: string): string =>
  name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Collects the flag values by input name (refused flags are checked by scanConfigFrom). */
export function flagsToRaw(opts: Record<string, unknown>): RawConfig {
  const raw: RawConfig = {};
  for (const name of INPUT_NAMES) {
    if (ENV_ONLY.has(name) || isActionOnly(name)) continue; // refused as flags, never used
    if (opts[camel(name)] !== undefined) raw[name as InputName] = opts[camel(name)];
  }
  return raw;
}

/**
 * Builds the validated config of a scan from flags, environment and --config file, and checks
 * the files it names; every problem of every source at once, before any request (R18).
 */
export async function scanConfigFrom(
  opts: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  now: number = Date.now(),
): Promise<ScanConfig> {
  const problems = opts.apiKey !== undefined ? [API_KEY_FLAG] : [];
  if (opts.apiKey === undefined && !env[ENV_INPUTS['api-key'] as string]?.trim())
    problems.push(MISSING_KEY);
  for (const name of INPUT_NAMES) {
    if (isActionOnly(name) && opts[camel(name)] !== undefined) problems.push(actionOnly(name));
    if (name !== 'api-key' && ENV_ONLY.has(name) && opts[camel(name)] !== undefined)
      problems.push(
        `${name}: is not accepted as a flag (a secret would show in process lists and shell history); set env ${ENV_INPUTS[name]} instead.`,
      );
  }
  const path = opts.config ?? opts.configFile;
  let file: ConfigFile = NO_CONFIG_FILE;
  try {
    if (typeof path === 'string') file = await readConfigFile(path);
  } catch (err) {
    // An unreadable file: its line alone (every input it held would look missing otherwise).
    if (err instanceof ConfigError) throw new ConfigError([...problems, ...err.problems]);
    throw err;
  }
  problems.push(...file.problems);
  // The event picks the profile: --event, else the CI's own variable (src/config/file/event.ts).
  let event = eventFromEnv(env);
  if (typeof opts.event === 'string') {
    const checked = checkEvent(opts.event);
    if (checked.problem) problems.push(checked.problem);
    event = checked.event;
  }
  // Flags and env are explicit: they win over every layer of the file (profiles.ts).
  const explicit = mergeSources(flagsToRaw(opts), env, {});
  const { raw, profile } = layerConfig(explicit, file, event, false);
  const config = await parseConfigAndFiles(raw as RawConfig, env, now, problems);
  config.profile = Object.keys(file.profiles).length > 0 ? profile : null;
  return config;
}

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
