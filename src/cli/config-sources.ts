import {
  readConfigFile as readSharedConfigFile,
  type ConfigFile,
} from '../config/file/config-file.js';
import type { InputName } from '../config/inputs.js';
import type { RawConfig } from '../config/config.js';

/** Environment variables the CLI reads; the API key comes only from here, never from a flag. */
export const ENV_INPUTS: Partial<Record<InputName, string>> = {
  'api-key': 'PROBE_API_KEY',
  'base-url': 'PROBE_BASE_URL',
  'allow-insecure-http': 'PROBE_ALLOW_INSECURE_HTTP',
  'workspace-id': 'PROBE_WORKSPACE_ID',
  'target-id': 'PROBE_TARGET_ID',
  'github-token': 'GITHUB_TOKEN',
  'notify-webhook': 'PROBE_NOTIFY_WEBHOOK',
  'notify-secret': 'PROBE_NOTIFY_SECRET',
};

/** Secret inputs the CLI reads only from their environment variable, never a flag or file. */
export const ENV_ONLY: ReadonlySet<string> = new Set([
  'api-key',
  'notify-webhook',
  'notify-secret',
]);

/** Inputs only the GitHub Action uses: the CLI never comments, uploads or opens issues. */
const ACTION_ONLY: ReadonlySet<string> = new Set([
  'comment',
  'artifact-name',
  'artifact-retention-days',
  'job-summary',
  'tracking-issue',
  'github-token',
  'selftest',
]);

/** Whether `name` is an input of the GitHub Action only. */
export function isActionOnly(name: string): boolean {
  return ACTION_ONLY.has(name);
}

/** The line that refuses an Action-only input given to the CLI. */
export function actionOnly(name: string, where = `--${name}`): string {
  if (name === 'selftest')
    return `selftest: the CLI runs it as a command of its own; remove ${where} and run probe-gate selftest --config FILE.`;
  return `${name}: this input is for the GitHub Action; the CLI writes its reports to report-dir and never comments, uploads or opens issues, so remove ${where}.`;
}

/**
 * Reads the --config file (src/config/file/config-file.ts): input names and `profiles`; the
 * Action-only inputs are refused here, since the CLI never comments, uploads or opens issues.
 */
export function readConfigFile(path: string): Promise<ConfigFile> {
  return readSharedConfigFile(path, '--config', (key) =>
    ENV_ONLY.has(key)
      ? `config: "${path}" must not hold ${key}; set env ${ENV_INPUTS[key as InputName]} from a secret instead.`
      : isActionOnly(key)
        ? actionOnly(key, `"${key}" from "${path}"`)
        : null,
  );
}

/** Merges sources: flags over environment over config file. */
export function mergeSources(flags: RawConfig, env: NodeJS.ProcessEnv, file: RawConfig): RawConfig {
  const out: RawConfig = { ...file };
  for (const [name, variable] of Object.entries(ENV_INPUTS) as [InputName, string][]) {
    const v = env[variable];
    if (v !== undefined && v !== '') out[name] = v;
  }
  for (const [k, v] of Object.entries(flags) as [InputName, unknown][])
    if (v !== undefined) out[k] = v;
  return out;
}
