/**
 * The framework mapping files: every probe of the sandbox catalogue lands in an item of each
 * edition or in `unmapped`, tags decide before names and names before categories, and the
 * selectors of `fail-on-framework` and `probes: framework:` name only what exists.
 */
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../src/compliance/data/index.js';
import { itemsFor } from '../../src/compliance/map.js';
import { parseFrameworkItems } from '../../src/compliance/selectors.js';
import { probesForSelector } from '../../src/compliance/probe-selectors.js';
import { complianceOf } from '../../src/compliance/verdicts.js';
import { frameworkKey } from '../../src/compliance/types.js';
import { flattenCatalogue } from '../../src/scan/run/probe-selection.js';
import { predefinedProbesView } from '../../src/sandbox/data/catalogue.js';

const catalogue = flattenCatalogue(predefinedProbesView());
const probe = (name: string) => {
  const p = catalogue.find((x) => x.name === name);
  if (!p) throw new Error(`no probe ${name}`);
  return p;
};

describe('the mapping files', () => {
  it('name six editions, each item once, each with a version and a source', () => {
    expect(FRAMEWORKS.map(frameworkKey)).toEqual([
      'owasp-llm@2025',
      'owasp-llm@2026',
      'owasp-agentic@2026',
      'mitre-atlas@2026.09',
      'nist-ai-rmf@1.0',
      'eu-ai-act@2024',
    ]);
    for (const f of FRAMEWORKS) {
      expect(new Set(f.items.map((i) => i.id)).size).toBe(f.items.length);
      expect(f.mappingVersion).toBeGreaterThan(0);
      expect(f.source).toMatch(/^https:\/\//);
    }
  });

  it('put every catalogue probe in an item of each edition or in unmapped, never dropped', () => {
    const runs = catalogue.map((p) => ({
      ...p,
      passed: 10,
      failed: 0,
      errors: 0,
      accepted: 0,
      ignored: 0,
    }));
    const report = complianceOf(runs, { minSamples: 0, countAcceptedRisk: false, judgeable: true });
    for (const f of report) {
      const placed = new Set([...f.items.flatMap((i) => i.probes), ...f.unmapped]);
      expect([...placed].sort(), f.key).toEqual([...new Set(catalogue.map((p) => p.name))].sort());
      for (const name of f.unmapped)
        expect(f.items.some((i) => i.probes.includes(name))).toBe(false);
    }
    // Every edition maps most of the catalogue: an empty file would pass the check above.
    for (const f of report) expect(f.unmapped.length, f.key).toBeLessThan(catalogue.length / 2);
  });

  it('read the platform tags for 2025 and the names for 2026: system prompt leakage is LLM07:2025 and LLM08:2026', () => {
    const leak = probe('System Prompt Leakage');
    expect(leak.tags).toEqual(['OWASP LLM07']);
    const [y2025, y2026] = FRAMEWORKS;
    expect(itemsFor(y2025!, leak)).toEqual(['LLM07']);
    expect(itemsFor(y2026!, leak)).toEqual(['LLM08']);
  });

  it('let a tag naming an item with its edition decide', () => {
    const y2026 = FRAMEWORKS[1]!;
    const p = { name: 'Something new', category: 'Jailbreak', tags: ['llm09:2026'] };
    expect(itemsFor(y2026, p)).toEqual(['LLM09']);
    expect(itemsFor(y2026, { ...p, tags: [] })).toEqual(['LLM01']);
  });
});

describe('selectors', () => {
  it('read groups of items per edition', () => {
    const r = parseFrameworkItems(
      ['owasp-llm@2026:LLM01', 'llm08', 'mitre-atlas@2026.09:AML.T0051'],
      '',
    );
    expect(r.problems).toEqual([]);
    expect(r.groups).toEqual([
      { key: 'owasp-llm@2026', items: ['LLM01', 'LLM08'] },
      { key: 'mitre-atlas@2026.09', items: ['AML.T0051'] },
    ]);
  });

  it('name unknown editions and items in one sentence each', () => {
    const r = parseFrameworkItems(
      ['owasp-llm@2027:LLM01', 'owasp-llm@2026:LLM11'],
      'fail-on-framework',
    );
    expect(r.problems).toHaveLength(2);
    expect(r.problems[0]).toMatch(
      /^fail-on-framework: unknown framework edition "owasp-llm@2027"; use one of owasp-llm@2025/,
    );
    expect(r.problems[1]).toMatch(/owasp-llm@2026 has no item "LLM11"; its items are LLM01/);
  });

  it('resolve framework:owasp-llm@2025:LLM07 to exactly the mapped active probes', () => {
    const hits = probesForSelector('framework:owasp-llm@2025:LLM07', catalogue);
    expect(hits.map((p) => p.name)).toEqual(['System Prompt Leakage']);
    const misinformation = probesForSelector('framework:owasp-llm@2025:LLM09', catalogue);
    expect(misinformation.every((p) => p.active)).toBe(true);
    expect(misinformation.map((p) => p.name)).not.toContain('Legacy Fact Checking');
    expect(misinformation.length).toBeGreaterThan(1);
  });
});
