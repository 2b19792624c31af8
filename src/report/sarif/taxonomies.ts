import { findFramework, itemsFor } from '../../compliance/map.js';
import type { ProbeRunReport, Report } from '../model.js';
import { sarifText } from './rules.js';

/**
 * The framework editions of the report as SARIF taxonomies (`runs[].taxonomies`, one
 * toolComponent per edition, every item a taxon), and each probe rule's relationships to the
 * items it tests for. The taxonomies hold only editions the report lists and whose mapping
 * file this version knows; their names carry the edition (`owasp-llm@2026`).
 */
export interface Taxonomies {
  taxonomies: Record<string, unknown>[];
  relationshipsOf(probe: ProbeRunReport): Record<string, unknown>[];
}

export function taxonomiesOf(report: Report): Taxonomies {
  const editions = (report.compliance ?? []).flatMap((c) => {
    const file = findFramework(c.key);
    return file ? [{ key: c.key, file }] : [];
  });
  const taxonomies = editions.map(({ key, file }) => ({
    name: key,
    version: file.edition,
    organization: sarifText(file.title.split(' ')[0] ?? file.framework, 100),
    informationUri: file.source,
    isComprehensive: false,
    shortDescription: {
      text: `${file.title}: probe-gate's own mapping v${file.mappingVersion} (tests for, not proof of compliance).`,
    },
    taxa: file.items.map((item) => ({
      id: item.id,
      name: item.name,
      shortDescription: { text: `${item.id} ${item.name} (${key})` },
    })),
  }));
  return {
    taxonomies,
    relationshipsOf(probe) {
      return editions.flatMap(({ key, file }, componentIndex) =>
        itemsFor(file, probe).map((id) => ({
          target: {
            id,
            index: file.items.findIndex((i) => i.id === id),
            toolComponent: { name: key, index: componentIndex },
          },
          kinds: ['relevant'],
          description: { text: `Tests for ${id} of ${key}.` },
        })),
      );
    },
  };
}
