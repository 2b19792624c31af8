/**
 * Checks that cannot fire under a configuration: a gate that can never fail enforces
 * nothing. Pure: the layered values of one profile, where each came from, and the
 * categories its probe selection runs.
 */
import { categoryKey } from '../scan/verdict/gate.js';
import { GATE_CHECK_INPUTS } from '../config/schema.js';
import type { ScanConfig } from '../config/config.js';

/** One check that cannot fire, with the config path that makes it so. */
export interface InertCheck {
  /** Where the value is set, e.g. `profiles.pull_request.warn-only` or `min-score`. */
  path: string;
  /** One sentence: why it cannot fire and what to do. */
  why: string;
}

/** Where an input's value came from in the config file, for one event (layerProfiles' order). */
export function configPath(
  key: string,
  sources: {
    explicit: Record<string, unknown>;
    profiles: Record<string, unknown>[];
    names: string[];
  },
): string {
  if (sources.explicit[key] !== undefined) return `--${key}`;
  for (const [i, p] of sources.profiles.entries())
    if (p[key] !== undefined) return `profiles.${sources.names[i]}.${key}`;
  return key;
}

/** Gate checks the configuration turns on, by input name. */
function enabledChecks(c: ScanConfig): string[] {
  const g = c.gate;
  const on: Record<(typeof GATE_CHECK_INPUTS)[number], boolean> = {
    'min-score': g.minScore !== null,
    'max-failed': g.maxFailed !== null,
    'max-fail-rate': g.maxFailRate !== null,
    'max-error-rate': g.maxErrorRate !== null,
    'category-min-scores': Object.keys(g.categoryMinScores).length > 0,
    'max-score-drop': g.maxScoreDrop !== null,
    'fail-on-new-failures': g.failOnNewFailures,
    'fail-on-framework': g.failOnFramework.length > 0,
  };
  return GATE_CHECK_INPUTS.filter((i) => on[i]);
}

/**
 * The inert checks of one profile's configuration: everything `warn-only`, `min-score: 0`,
 * a category threshold on a category the selection never runs. `categories`: the categories
 * of the probes the selection runs; null when unknown (then that check is not judged).
 */
export function inertChecks(
  config: ScanConfig,
  categories: readonly string[] | null,
  pathOf: (key: string) => string,
): InertCheck[] {
  const out: InertCheck[] = [];
  const enabled = enabledChecks(config);
  const warnOnly: readonly string[] = config.gate.warnOnly;
  const warned = enabled.filter((i) => warnOnly.includes(i));
  if (enabled.length > 0 && warned.length === enabled.length)
    out.push({
      path: pathOf('warn-only'),
      why: `warn-only covers every gate check turned on (${enabled.join(', ')}): no result can fail the build; remove the checks that must gate from warn-only.`,
    });
  if (config.gate.minScore === 0)
    out.push({
      path: pathOf('min-score'),
      why: 'min-score 0 passes every score: set the lowest score that may pass, e.g. 60.',
    });
  if (categories !== null) {
    const run = new Set(categories.map(categoryKey));
    for (const category of Object.keys(config.gate.categoryMinScores))
      if (!run.has(categoryKey(category)))
        out.push({
          path: `${pathOf('category-min-scores')}.${category}`,
          why: `category "${category}" is never run by this probe selection (it runs ${categories.join(', ') || 'no category'}), so its threshold never judges a result; select its probes or remove it.`,
        });
  }
  return out;
}
