/**
 * The inputs of `scan` and `estimate` from the command line: the flags, and the validated
 * config built from flags, environment and a --config file.
 */
import { Command, Option } from 'commander';
import { parseConfigAndFiles, type RawConfig, type ScanConfig } from '../../config/config.js';
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
import { defaultsNote } from '../help-text.js';

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
function flagsToRaw(opts: Record<string, unknown>): RawConfig {
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
