/**
 * `profiles` in the config file: per CI event, the probes, thresholds and warn-only
 * checks of the scan, so one file serves the fast pull-request gate and the thorough nightly
 * scan. Precedence, highest first: an explicit input or flag (or env for the CLI) > the
 * profile of the event > the `default` profile > the file's top-level keys > the defaults.
 * zod-validated with one line per problem (R18): unknown events, unknown keys, bad values.
 */
import type * as z from 'zod/mini';
import { INPUTS, INPUT_NAMES } from '../inputs.js';
import { ConfigSchema } from '../schema.js';
import { closest } from './similarity.js';

/** The events a profile can be keyed by, and `default`. */
export const PROFILE_EVENTS = [
  'pull_request',
  'schedule',
  'push',
  'merge_group',
  'workflow_dispatch',
  'default',
] as const;
export type ProfileEvent = (typeof PROFILE_EVENTS)[number];

/** Baseline checks that are thresholds too, and how they are judged. */
const BASELINE_CHECKS: readonly string[] = [
  'max-score-drop',
  'fail-on-new-failures',
  'regression-test',
];

/**
 * What a profile may set: probes, every input of the Gate group (thresholds, score source,
 * retries; new gate inputs join by their group), the baseline checks and regression-test,
 * timeout-minutes (a thorough scan needs longer). warn-only is a Gate input.
 */
export const PROFILE_KEYS: readonly string[] = [
  'probes',
  ...INPUT_NAMES.filter((n) => INPUTS[n].group === 'Gate' || BASELINE_CHECKS.includes(n)),
  'timeout-minutes',
];

/** Raw values of one profile, by input name (warn-only included). */
export type ProfileValues = Record<string, unknown>;
export type Profiles = Partial<Record<ProfileEvent, ProfileValues>>;

/** Which profile applied, and why: in the ScanConfig, the report and the outputs. */
export interface ProfileInfo {
  /** The event the scan runs for (pull_request, schedule, ...); null when unknown. */
  event: string | null;
  /** Where the event came from: `--event`, GITHUB_EVENT_NAME, CI_PIPELINE_SOURCE, ... */
  eventSource: string | null;
  /** The profiles that applied, the event's first: e.g. ['pull_request', 'default']; [] when none. */
  applied: ProfileEvent[];
}

const where = (file: string, event?: string): string =>
  event === undefined ? `config: "${file}": profiles` : `config: "${file}": profiles.${event}`;

/** One profile's keys and values, each value checked by its input's parser. */
function checkProfile(event: string, value: unknown, file: string, problems: string[]) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(
      `${where(file, event)} must be a mapping of input names to values, e.g. min-score: 70.`,
    );
    return {};
  }
  const out: ProfileValues = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!PROFILE_KEYS.includes(key)) {
      const guess = closest(key, [...PROFILE_KEYS]);
      problems.push(
        `${where(file, event)}: unknown key "${key}"; ${guess ? `did you mean "${guess}"? ` : ''}a profile sets only ${PROFILE_KEYS.join(', ')}.`,
      );
      continue;
    }
    // Every profile key is an input, parsed as the input is.
    const r = (ConfigSchema.shape as Record<string, z.ZodMiniType>)[key]!.safeParse(v);
    if (!r.success)
      for (const i of r.error.issues) problems.push(`${where(file, event)}.${key}: ${i.message}`);
    else out[key] = v;
  }
  return out;
}

/** Reads and checks the `profiles` key of a config file; every problem at once (R18). */
export function parseProfiles(
  doc: unknown,
  file: string,
): { profiles: Profiles; problems: string[] } {
  const problems: string[] = [];
  if (doc === undefined || doc === null) return { profiles: {}, problems };
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    problems.push(
      `${where(file)} must be a mapping of events (${PROFILE_EVENTS.join(', ')}) to settings.`,
    );
    return { profiles: {}, problems };
  }
  const profiles: Profiles = {};
  for (const [event, value] of Object.entries(doc as Record<string, unknown>)) {
    if (!(PROFILE_EVENTS as readonly string[]).includes(event)) {
      const guess = closest(event, [...PROFILE_EVENTS]);
      problems.push(
        `${where(file)}: unknown event "${event}"; ${guess ? `did you mean "${guess}"? ` : ''}use ${PROFILE_EVENTS.join(', ')}.`,
      );
      continue;
    }
    profiles[event as ProfileEvent] = checkProfile(event, value, file, problems);
  }
  return { profiles, problems };
}

/** The profile event for a CI's event name: pull_request_target gates a pull request too. */
export function profileEventOf(event: string | null): ProfileEvent | null {
  if (event === null) return null;
  if (event === 'pull_request_target') return 'pull_request';
  const known = (PROFILE_EVENTS as readonly string[]).includes(event) && event !== 'default';
  return known ? (event as ProfileEvent) : null;
}

/**
 * The values of one scan, layered by precedence: `explicit` (inputs or flags the user set)
 * over the event's profile over the default profile over the file's top level. With
 * `unsetDefaults`, an input whose value equals its documented default counts as not set (the
 * Action cannot tell a default from a value the workflow wrote).
 */
export function layerProfiles(
  layers: { explicit: ProfileValues; file: ProfileValues; profiles: Profiles },
  event: { name: string | null; source: string | null },
  unsetDefaults = true,
): { raw: ProfileValues; profile: ProfileInfo } {
  const own = profileEventOf(event.name);
  const applied = [own, 'default' as const].filter(
    (e): e is ProfileEvent => e !== null && layers.profiles[e] !== undefined,
  );
  const raw: ProfileValues = { ...layers.file };
  for (const e of [...applied].reverse()) Object.assign(raw, layers.profiles[e]);
  for (const [key, value] of Object.entries(layers.explicit)) {
    if (value === undefined) continue;
    const spec = (INPUTS as Record<string, { default?: string }>)[key];
    const isDefault =
      unsetDefaults && spec?.default !== undefined && String(value) === spec.default;
    if (!isDefault || !(key in raw)) raw[key] = value;
  }
  return { raw, profile: { event: event.name, eventSource: event.source, applied } };
}
