import { findFramework, frameworkKeys } from './map.js';
import { frameworkKey } from './types.js';

/** Items of one framework edition named by an input, e.g. `owasp-llm@2026:LLM01,LLM08`. */
export interface FrameworkItems {
  /** `framework@edition`, as the mapping files spell it. */
  key: string;
  /** Item ids, as the mapping file spells them. */
  items: string[];
}

/**
 * Reads `framework@edition:ITEM[,ITEM...]` groups (a token with a colon starts a group; the
 * tokens after it name more items of the same edition). Unknown editions and items are
 * problems, one sentence each, naming what exists.
 */
export function parseFrameworkItems(
  tokens: readonly string[],
  input: string,
): { groups: FrameworkItems[]; problems: string[] } {
  const groups: FrameworkItems[] = [];
  const problems: string[] = [];
  let current: FrameworkItems | null = null;
  let currentKnown = false;
  for (const raw of tokens) {
    const token = raw.trim();
    if (token === '') continue;
    const colon = token.indexOf(':');
    if (colon >= 0) {
      const framework = findFramework(token.slice(0, colon));
      currentKnown = framework !== undefined;
      if (!framework) {
        problems.push(
          `${prefix(input)}unknown framework edition "${token.slice(0, colon)}"; use one of ${frameworkKeys().join(', ')}.`,
        );
        current = null;
        continue;
      }
      const key = frameworkKey(framework);
      current = groups.find((g) => g.key === key) ?? null;
      if (!current) groups.push((current = { key, items: [] }));
      addItem(current, token.slice(colon + 1), input, problems);
      continue;
    }
    if (current) addItem(current, token, input, problems);
    else if (currentKnown || groups.length === 0)
      problems.push(
        `${prefix(input)}"${token}" names no framework; write framework@edition:ITEM, e.g. owasp-llm@2026:LLM01.`,
      );
  }
  return { groups, problems };
}

/** `input: ` before a message, or nothing when the caller prefixes it. */
const prefix = (input: string): string => (input === '' ? '' : `${input}: `);

function addItem(group: FrameworkItems, raw: string, input: string, problems: string[]): void {
  const wanted = raw.trim();
  const framework = findFramework(group.key);
  if (!framework) return;
  const item = framework.items.find((i) => i.id.toLowerCase() === wanted.toLowerCase());
  if (!item) {
    problems.push(
      `${prefix(input)}${group.key} has no item "${wanted}"; its items are ${framework.items.map((i) => i.id).join(', ')}.`,
    );
    return;
  }
  if (!group.items.includes(item.id)) group.items.push(item.id);
}

/** A `probes` selector `framework:owasp-llm@2025:LLM07`: its edition and item, or null. */
export function frameworkSelector(selector: string): { body: string } | null {
  const m = /^framework:(.+)$/i.exec(selector.trim());
  return m ? { body: m[1] ?? '' } : null;
}
