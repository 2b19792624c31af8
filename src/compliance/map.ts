import { FRAMEWORKS } from './data/index.js';
import { frameworkKey, type FrameworkFile } from './types.js';

/** What the mapping reads of a probe: its name, category and the platform's tags. */
export interface MappableProbe {
  name: string;
  category: string | null;
  tags?: readonly string[];
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The items of one framework edition a probe tests for: by the platform's tags where a tag
 * names an item (an item's listed tag, or `ID:edition` such as `LLM08:2026`); else by the
 * probe's name where an item lists it; else by its category. Empty: unmapped in this edition.
 */
export function itemsFor(framework: FrameworkFile, probe: MappableProbe): string[] {
  const tags = new Set((probe.tags ?? []).map(norm));
  const byTag = framework.items.filter(
    (i) =>
      (i.tags ?? []).some((t) => tags.has(norm(t))) ||
      tags.has(norm(`${i.id}:${framework.edition}`)),
  );
  if (byTag.length > 0) return byTag.map((i) => i.id);
  const name = norm(probe.name);
  const byName = framework.items.filter((i) => (i.probes ?? []).some((p) => norm(p) === name));
  if (byName.length > 0) return byName.map((i) => i.id);
  const category = probe.category === null ? null : norm(probe.category);
  if (category === null) return [];
  return framework.items
    .filter((i) => (i.categories ?? []).some((c) => norm(c) === category))
    .map((i) => i.id);
}

/** The framework edition with this key (`owasp-llm@2026`), matched case-insensitively. */
export function findFramework(key: string): FrameworkFile | undefined {
  return FRAMEWORKS.find((f) => frameworkKey(f).toLowerCase() === key.trim().toLowerCase());
}

/** Every `framework@edition` key, for messages. */
export function frameworkKeys(): string[] {
  return FRAMEWORKS.map(frameworkKey);
}
