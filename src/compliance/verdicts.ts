import type { ComplianceFramework, ComplianceItem, ItemVerdict } from './schema.js';
import { FRAMEWORKS } from './data/index.js';
import { itemsFor, type MappableProbe } from './map.js';
import { frameworkKey, type FrameworkFile, type FrameworkItem } from './types.js';

/** A probe run as the compliance verdicts read it. */
export interface EvidenceProbe extends MappableProbe {
  passed: number;
  failed: number;
  errors: number;
  accepted: number;
  ignored: number;
}

/** The gate's evidence settings the item verdicts share. */
export interface EvidenceRules {
  /** Fewest judged test cases for a verdict; 0: off. */
  minSamples: number;
  /** Count failures whose risk was accepted on the platform. */
  countAcceptedRisk: boolean;
  /** False when the run could not be judged (error, timeout): no item is decided. */
  judgeable: boolean;
}

/** More errored than judged test cases: the judged ones are not a fair sample (the gate's rule). */
const MAX_ERROR_SHARE = 0.5;

/** The note every framework of a report carries. */
export const MAPPING_NOTE =
  "probe-gate's own mapping of probes to this edition: a mapped probe tests for the item; a verdict here is evidence from this run, not proof of compliance.";

/** Item verdicts of every mapped framework edition for this run's probe runs. Pure. */
export function complianceOf(
  probes: readonly EvidenceProbe[],
  rules: EvidenceRules,
  frameworks: readonly FrameworkFile[] = FRAMEWORKS,
): ComplianceFramework[] {
  return frameworks.map((f) => {
    const mapped = probes.map((p) => ({ probe: p, items: itemsFor(f, p) }));
    return {
      key: frameworkKey(f),
      framework: f.framework,
      edition: f.edition,
      title: f.title,
      mappingVersion: f.mappingVersion,
      note: MAPPING_NOTE,
      items: f.items.map((item) =>
        itemVerdict(
          item,
          mapped.filter((m) => m.items.includes(item.id)).map((m) => m.probe),
          rules,
        ),
      ),
      unmapped: [...new Set(mapped.filter((m) => m.items.length === 0).map((m) => m.probe.name))],
    };
  });
}

function itemVerdict(
  item: FrameworkItem,
  probes: EvidenceProbe[],
  rules: EvidenceRules,
): ComplianceItem {
  let judged = 0;
  let failed = 0;
  let errors = 0;
  for (const p of probes) {
    judged += p.passed + p.failed;
    errors += p.errors;
    failed += Math.max(0, p.failed - p.ignored - (rules.countAcceptedRisk ? 0 : p.accepted));
  }
  const names = [...new Set(probes.map((p) => p.name))];
  const { verdict, reason } = decide(names.length, judged, failed, errors, rules);
  return { id: item.id, name: item.name, verdict, reason, probes: names, judged, failed, errors };
}

function decide(
  probes: number,
  judged: number,
  failed: number,
  errors: number,
  rules: EvidenceRules,
): { verdict: ItemVerdict; reason: string } {
  if (probes === 0) return { verdict: 'not-tested', reason: 'No mapped probe ran in this run.' };
  if (!rules.judgeable)
    return {
      verdict: 'inconclusive',
      reason: 'The run did not complete with valid results, so it cannot tell.',
    };
  if (failed > 0)
    return {
      verdict: 'non-compliant',
      reason: `${failed} counted failure${failed === 1 ? '' : 's'} in ${judged} judged test cases of mapped probes.`,
    };
  if (rules.minSamples > 0 && judged < rules.minSamples)
    return {
      verdict: 'inconclusive',
      reason: `${judged} judged test case${judged === 1 ? '' : 's'}, fewer than min-samples ${rules.minSamples}.`,
    };
  if (rules.minSamples > 0 && errors > 0 && errors / (errors + judged) > MAX_ERROR_SHARE)
    return {
      verdict: 'inconclusive',
      reason: `${errors} errored against ${judged} judged test cases: the judged ones may not represent the attacks.`,
    };
  return {
    verdict: 'compliant',
    reason: `No counted failure in ${judged} judged test cases of mapped probes.`,
  };
}
