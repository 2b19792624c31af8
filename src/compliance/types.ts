/**
 * The shape of a framework mapping file (src/compliance/data/): one framework in one edition,
 * its items, and which probes test for each item. The mappings are probe-gate's own reading of
 * the frameworks, versioned with `mappingVersion`: a probe mapped to an item tests for that item;
 * no mapping proves compliance with it.
 */

/** One item of a framework (a risk, technique, function outcome or article). */
export interface FrameworkItem {
  /** The framework's own id of the item, e.g. `LLM07`, `AML.T0051`, `MEASURE-2.7`, `Art.15`. */
  id: string;
  /** The item's name, short, in our words. */
  name: string;
  /** Platform probe tags (docs/platform.md 4.20) that name this item, matched case-insensitively. */
  tags?: readonly string[];
  /** Probe names mapped to this item; a probe named by any item maps by name, not by category. */
  probes?: readonly string[];
  /** Probe categories mapped to this item. */
  categories?: readonly string[];
}

/** One framework in one edition. */
export interface FrameworkFile {
  /** Framework id, e.g. `owasp-llm`. */
  framework: string;
  /** Edition or release, e.g. `2025`, `2026.09`, `1.0`. */
  edition: string;
  /** Full title of the framework edition. */
  title: string;
  /** Version of our mapping of this edition: bumped on every change of its items or rules. */
  mappingVersion: number;
  /** Where the edition is published. */
  source: string;
  items: readonly FrameworkItem[];
}

/** `framework@edition`, the key the inputs and reports use. */
export function frameworkKey(f: Pick<FrameworkFile, 'framework' | 'edition'>): string {
  return `${f.framework}@${f.edition}`;
}
