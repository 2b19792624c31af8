import { FILE_CAPS, readCapped } from '../config/file-cap.js';
import { ConfigError } from '../config/errors.js';
import { closest } from '../scan/run/similarity.js';
import { INPUT_NAMES, type InputName } from '../config/inputs.js';
import type { RawConfig } from '../config/config.js';
import { parseYamlFile } from '../config/yaml-file.js';

/** Environment variables the CLI reads; the API key comes only from here, never from a flag. */
export const ENV_INPUTS: Partial<Record<InputName, string>> = {
  'api-key': 'PROBE_API_KEY',
  'base-url': 'PROBE_BASE_URL',
  'allow-insecure-http': 'PROBE_ALLOW_INSECURE_HTTP',
  'workspace-id': 'PROBE_WORKSPACE_ID',
  'target-id': 'PROBE_TARGET_ID',
  'github-token': 'GITHUB_TOKEN',
};

/** Inputs only the GitHub Action uses: the CLI never comments, uploads or opens issues. */
const ACTION_ONLY: ReadonlySet<string> = new Set([
  'comment',
  'artifact-name',
  'artifact-retention-days',
  'job-summary',
  'tracking-issue',
  'github-token',
]);

/** Whether `name` is an input of the GitHub Action only. */
export function isActionOnly(name: string): boolean {
  return ACTION_ONLY.has(name);
}

/** The line that refuses an Action-only input given to the CLI. */
export function actionOnly(name: string, where = `--${name}`): string {
  return `${name}: this input is for the GitHub Action; the CLI writes its reports to report-dir and never comments, uploads or opens issues, so remove ${where}.`;
}

/**
 * Reads a YAML config file whose keys are input names. Unknown keys and the api key are
 * refused without hiding the rest: the valid keys come back with the problems, so they are
 * listed with those of the other sources (R18). A file that cannot be read or is not a YAML
 * mapping rejects. The YAML parser is loaded only when a file is given.
 */
export async function readConfigFile(
  path: string,
): Promise<{ values: RawConfig; problems: string[] }> {
  let text: string;
  try {
    text = readCapped(path, 'config', FILE_CAPS.yaml).toString('utf8');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`config: cannot read "${path}"; check the path given to --config.`);
  }
  const doc = await parseYamlFile(text, 'config', path);
  if (doc === null || doc === undefined) return { values: {}, problems: [] };
  if (typeof doc !== 'object' || Array.isArray(doc))
    throw new ConfigError(
      `config: "${path}" must be a YAML mapping of input names to values; write one "name: value" line per input, e.g. min-score: 70.`,
    );
  const out: RawConfig = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'api-key')
      problems.push(
        `config: "${path}" must not hold api-key; set env PROBE_API_KEY from a secret instead.`,
      );
    else if (isActionOnly(key)) problems.push(actionOnly(key, `"${key}" from "${path}"`));
    else if ((INPUT_NAMES as string[]).includes(key)) out[key as InputName] = value;
    else {
      const guess = closest(
        key,
        INPUT_NAMES.filter((n) => n !== 'api-key'),
      );
      problems.push(
        `config: unknown key "${key}" in "${path}"; ${guess ? `did you mean "${guess}"? ` : ''}use the action input names (e.g. target-id, min-score) or remove it.`,
      );
    }
  }
  return { values: out, problems };
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
