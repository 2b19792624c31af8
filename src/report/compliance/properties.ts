import { FRAMEWORKS } from '../../compliance/data/index.js';
import { itemsFor } from '../../compliance/map.js';
import { frameworkKey } from '../../compliance/types.js';
import type { ProbeRunReport, Report } from '../model.js';
import { attr, leaf, parent } from '../xml.js';

/**
 * Name-value pairs of the item verdicts (`compliance:owasp-llm@2026:LLM08` = `non-compliant`),
 * for formats that carry properties (JUnit's gate suite).
 */
export function complianceProperties(report: Report): [name: string, value: string][] {
  return (report.compliance ?? []).flatMap((f) =>
    f.items.map((i): [string, string] => [`compliance:${f.key}:${i.id}`, i.verdict]),
  );
}

/**
 * The items each framework edition maps a probe to (`framework:owasp-llm@2025` = `LLM07`), or
 * `unmapped`: the mapping of this version, read from the probe alone.
 */
export function probeFrameworkProperties(probe: ProbeRunReport): [name: string, value: string][] {
  return FRAMEWORKS.map((f) => {
    const items = itemsFor(f, probe);
    return [`framework:${frameworkKey(f)}`, items.length > 0 ? items.join(',') : 'unmapped'];
  });
}

/** The gate suite's `<properties>` of the item verdicts, or nothing without them. */
export function complianceXml(report: Report): string {
  const props = complianceProperties(report).map(([name, value]) =>
    leaf(3, 'property', { name: attr(name), value: attr(value) }),
  );
  return props.length > 0 ? parent(2, 'properties', {}, props.join('')) : '';
}
