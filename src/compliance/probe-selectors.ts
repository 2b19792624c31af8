import { findFramework, frameworkKeys, itemsFor, type MappableProbe } from './map.js';
import { parseFrameworkItems } from './selectors.js';
import type { FrameworkFile } from './types.js';

/** The edition and items a `framework:EDITION[:ITEM]` probe selector names, or its problems. */
function readSelector(selector: string): {
  framework: FrameworkFile | null;
  items: string[] | null;
  problems: string[];
} {
  const m = /^framework:(.*)$/i.exec(selector.trim());
  const body = (m?.[1] ?? '').trim();
  if (!body.includes(':')) {
    const framework = findFramework(body) ?? null;
    return framework
      ? { framework, items: null, problems: [] }
      : {
          framework: null,
          items: null,
          problems: [
            `probes: unknown framework edition "${body}" in "${selector}"; use one of ${frameworkKeys().join(', ')}.`,
          ],
        };
  }
  const { groups, problems } = parseFrameworkItems([body], 'probes');
  const group = groups[0];
  return {
    framework: group ? (findFramework(group.key) ?? null) : null,
    items: group?.items ?? [],
    problems,
  };
}

/** True for a `framework:` probe selector. */
export function isFrameworkSelector(selector: string): boolean {
  return /^framework:/i.test(selector.trim());
}

/** Problems of the `framework:` selectors among the probe selectors (no request needed). */
export function checkFrameworkProbes(selectors: readonly string[]): string[] {
  return selectors.filter(isFrameworkSelector).flatMap((s) => readSelector(s).problems);
}

/**
 * The catalogue probes a `framework:EDITION[:ITEM]` selector resolves to: exactly the active
 * probes the mapping links to the item (to any item without one). Throws nothing: the selector
 * was checked when the config was read.
 */
export function probesForSelector<P extends MappableProbe & { active: boolean }>(
  selector: string,
  catalogue: readonly P[],
): P[] {
  const { framework, items } = readSelector(selector);
  if (!framework) return [];
  return catalogue.filter((p) => {
    if (!p.active) return false;
    const mapped = itemsFor(framework, p);
    return items === null ? mapped.length > 0 : mapped.some((id) => items.includes(id));
  });
}
