import { ConfigError } from '../errors.js';
import { FILE_CAPS, readUserText } from '../file-cap.js';
import { INPUT_NAMES } from '../inputs.js';
import { parseYamlFile } from '../yaml-file.js';
import type { CiEvent } from './event.js';
import {
  layerProfiles,
  parseProfiles,
  PROFILE_EVENTS,
  type ProfileInfo,
  type Profiles,
  type ProfileValues,
} from './profiles.js';
import { closest } from './similarity.js';

/** Inputs that are secrets: never in a config file (a file is committed). */
const SECRET_INPUTS: ReadonlySet<string> = new Set(['api-key', 'notify-webhook', 'notify-secret']);

/** A config file's top-level values by input name, its profiles, and its problems. */
export interface ConfigFile {
  values: ProfileValues;
  profiles: Profiles;
  problems: string[];
}

/** No file: nothing to layer. */
export const NO_CONFIG_FILE: ConfigFile = { values: {}, profiles: {}, problems: [] };

/**
 * Reads a YAML config file whose keys are input names, plus `profiles` keyed by event
 * (profiles.ts). Unknown keys and the ones `refuse` names are refused without hiding the
 * rest: the valid keys come back with the problems, so they are listed with those of the
 * other sources (R18). A file that cannot be read or is not a YAML mapping rejects. `flag`:
 * how the user named the file (`--config`, the config-file input), for the messages.
 */
export async function readConfigFile(
  path: string,
  flag: string,
  refuse: (key: string) => string | null = () => null,
): Promise<ConfigFile> {
  const text = readUserText(path, 'config', FILE_CAPS.yaml, `check the path given to ${flag}.`);
  const doc = await parseYamlFile(text, 'config', path);
  if (doc === null || doc === undefined) return { ...NO_CONFIG_FILE, problems: [] };
  if (typeof doc !== 'object' || Array.isArray(doc))
    throw new ConfigError(
      `config: "${path}" must be a YAML mapping of input names to values; write one "name: value" line per input, e.g. min-score: 70.`,
    );
  const { profiles: rawProfiles, ...rest } = doc as Record<string, unknown>;
  const { profiles, problems } = parseProfiles(rawProfiles, path);
  const values: ProfileValues = {};
  const names = INPUT_NAMES.filter((n) => !SECRET_INPUTS.has(n) && n !== 'config-file');
  for (const [key, value] of Object.entries(rest)) {
    const refusal =
      refuse(key) ??
      (SECRET_INPUTS.has(key)
        ? `config: "${path}" must not hold ${key}; give the ${key} input from a secret instead.`
        : key === 'config-file'
          ? `config: "${path}" must not name another config file; remove config-file from it.`
          : null);
    if (refusal) problems.push(refusal);
    else if ((names as string[]).includes(key)) values[key] = value;
    else {
      const guess = closest(key, [...names, 'profiles']);
      problems.push(
        `config: unknown key "${key}" in "${path}"; ${guess ? `did you mean "${guess}"? ` : ''}use the action input names (e.g. target-id, min-score) or profiles, or remove it.`,
      );
    }
  }
  return { values, profiles, problems };
}

/** `--event` as the user gave it: one of the profile events (not `default`). */
export function checkEvent(value: string): { event: CiEvent; problem: string | null } {
  const name = value.trim();
  const events = PROFILE_EVENTS.filter((e) => e !== 'default');
  if ((events as string[]).includes(name))
    return { event: { name, source: '--event' }, problem: null };
  return {
    event: { name: null, source: null },
    problem: `event: "${name}" is not an event with a profile; give one of ${events.join(', ')}.`,
  };
}

/**
 * The values of a scan from its sources, by precedence (profiles.ts): `explicit` (inputs,
 * flags, env) > the event's profile > the default profile > the file's top level. With
 * `unsetDefaults` (the Action, whose inputs always carry their defaults), an input equal to
 * its default counts as not set.
 */
export function layerConfig(
  explicit: ProfileValues,
  file: ConfigFile,
  event: CiEvent,
  unsetDefaults: boolean,
): { raw: ProfileValues; profile: ProfileInfo } {
  return layerProfiles(
    { explicit, file: file.values, profiles: file.profiles },
    { name: event.name, source: event.source },
    unsetDefaults,
  );
}
