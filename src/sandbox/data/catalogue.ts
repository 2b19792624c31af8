import { INACTIVE_PROBES, PROBE_TABLE, TAGS } from './probe-data.js';

/**
 * The fixed catalogue of the sandbox: probe categories, predefined probes and
 * target types. Ids are stable across seeds so that configs written against
 * the sandbox keep working; only results depend on the seed.
 */

export interface Category {
  id: number;
  name: string;
  /** Remediation tasks suggested when a probe of this category has failures. */
  remediation: readonly { name: string; details: string; type: string }[];
}

export interface Probe {
  id: number;
  slug: string;
  name: string;
  categoryId: number;
  definition: string;
  attackScenarioExample: string;
  active: boolean;
  multimodal: readonly string[];
  tags: readonly { name: string; color: string }[];
}

export interface TargetType {
  id: string;
  label: string;
  /** Weight per category id; categories absent here are not recommended. */
  recommended: Readonly<Record<number, 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL'>>;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    name: 'Prompt Injection',
    remediation: [
      {
        name: 'Separate instructions from user content',
        details:
          'Wrap user and retrieved content in delimiters and tell the model never to follow instructions found inside them.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Add an input guardrail',
        details: 'Screen inputs for instruction-override patterns before they reach the model.',
        type: 'GUARDRAIL',
      },
    ],
  },
  {
    id: 2,
    name: 'Jailbreak',
    remediation: [
      {
        name: 'Restate refusal policy in the system prompt',
        details:
          'State which topics are out of scope and that role-play or hypothetical framing does not change them.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Add an output moderation step',
        details: 'Check responses against the content policy before returning them to the user.',
        type: 'GUARDRAIL',
      },
    ],
  },
  {
    id: 3,
    name: 'Data Leakage',
    remediation: [
      {
        name: 'Remove secrets from the system prompt',
        details:
          'Keep credentials and internal notes out of the prompt; the model can be made to repeat it.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Filter retrieved documents by user permission',
        details:
          'Only retrieve documents the current user may read, and redact personal data in responses.',
        type: 'DATA_ACCESS',
      },
    ],
  },
  {
    id: 4,
    name: 'Harmful Content',
    remediation: [
      {
        name: 'Enable a content-safety filter',
        details: 'Block toxic, dangerous or profane output with a moderation classifier.',
        type: 'GUARDRAIL',
      },
      {
        name: 'Monitor flagged conversations',
        details: 'Log and review conversations that trip the safety filter.',
        type: 'MONITORING',
      },
    ],
  },
  {
    id: 5,
    name: 'Hallucination',
    remediation: [
      {
        name: 'Ground answers in retrieved sources',
        details:
          'Instruct the model to answer only from provided context and to say when it does not know.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Verify citations',
        details: 'Check that cited documents and products exist before showing an answer.',
        type: 'GUARDRAIL',
      },
    ],
  },
  {
    id: 6,
    name: 'Bias & Fairness',
    remediation: [
      {
        name: 'State fairness rules in the system prompt',
        details:
          'Tell the model never to base answers on gender, ethnicity, age, religion, disability or income.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Run counterfactual checks',
        details:
          'Compare answers to prompts that differ only in a protected attribute and alert on differences.',
        type: 'MONITORING',
      },
    ],
  },
  {
    id: 7,
    name: 'Business Alignment',
    remediation: [
      {
        name: 'Define the assistant scope',
        details: 'List what the assistant may do and promise; refuse everything else politely.',
        type: 'SYSTEM_PROMPT',
      },
      {
        name: 'Block unapproved commitments',
        details: 'Detect discounts, guarantees and advice in responses and route them to a human.',
        type: 'GUARDRAIL',
      },
    ],
  },
  {
    id: 8,
    name: 'Tool & Agent Misuse',
    remediation: [
      {
        name: 'Authorise tool calls per user',
        details: 'Check every tool call against the permissions of the user, not of the agent.',
        type: 'DATA_ACCESS',
      },
      {
        name: 'Confirm consequential actions',
        details:
          'Ask the user to confirm destructive or costly actions and cap tool calls per turn.',
        type: 'GUARDRAIL',
      },
    ],
  },
];

/** The predefined probes, parsed from PROBE_TABLE. */
export const PROBES: readonly Probe[] = PROBE_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [id, modes, tags, name, definition, example] = line.split('|');
    if (!id || !modes || !tags || !name || !definition || !example) {
      throw new Error(`bad probe table line: ${line}`);
    }
    const probeId = Number(id);
    return {
      id: probeId,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      categoryId: Math.floor(probeId / 10),
      definition,
      attackScenarioExample: example,
      active: !INACTIVE_PROBES.has(probeId),
      multimodal: modes === 'TI' ? ['TEXT', 'IMAGE'] : ['TEXT'],
      tags: tags.split(',').map((code) => TAGS[code] ?? { name: code, color: '#586069' }),
    };
  });

export const TARGET_TYPES: readonly TargetType[] = [
  {
    id: 'b3a1f0c2-5d4e-4f6a-8b7c-1d2e3f4a5b6c',
    label: 'Customer Support Chatbot',
    recommended: { 1: 'HIGH', 2: 'HIGH', 4: 'CRITICAL', 5: 'MEDIUM', 7: 'MEDIUM' },
  },
  {
    id: 'c4b2e1d3-6e5f-4a7b-9c8d-2e3f4a5b6c7d',
    label: 'RAG Knowledge Assistant',
    recommended: { 1: 'CRITICAL', 3: 'CRITICAL', 5: 'HIGH', 6: 'MEDIUM' },
  },
  {
    id: 'd5c3f2e4-7f6a-4b8c-ad9e-3f4a5b6c7d8e',
    label: 'Internal Code Assistant',
    recommended: { 1: 'MEDIUM', 3: 'HIGH', 8: 'CRITICAL' },
  },
];

const probesById = new Map(PROBES.map((p) => [p.id, p]));
const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));
const typesById = new Map(TARGET_TYPES.map((t) => [t.id, t]));

/** The probe with this id, if any. */
export function findProbe(id: number): Probe | undefined {
  return probesById.get(id);
}

/** The category of a probe (every catalogue probe has one). */
export function categoryOf(probe: Probe): Category {
  const category = categoriesById.get(probe.categoryId);
  if (!category) throw new Error(`probe ${probe.id} has no category`);
  return category;
}

/** The target type with this id, if any. */
export function findTargetType(id: string): TargetType | undefined {
  return typesById.get(id);
}

/** Active probes recommended for a target type, in catalogue order. */
export function recommendedProbeIds(type: TargetType): number[] {
  return PROBES.filter((p) => p.active && type.recommended[p.categoryId] !== undefined).map(
    (p) => p.id,
  );
}

/** Response shape of docs/platform.md 4.5: every probe with its recommendation and weight. */
export function targetTypeView(type: TargetType) {
  return {
    id: type.id,
    label: type.label,
    details: PROBES.filter((p) => p.active).map((p) => ({
      probeId: p.id,
      isRecommended: type.recommended[p.categoryId] !== undefined,
      weight: type.recommended[p.categoryId] ?? 'LOW',
    })),
  };
}

/** Response shape of docs/platform.md 4.20: categories with their predefined probes. */
export function predefinedProbesView() {
  return CATEGORIES.map((c) => ({
    probeCategoryId: c.id,
    probeCategoryName: c.name,
    predefinedProbes: PROBES.filter((p) => p.categoryId === c.id).map((p) => ({
      id: p.id,
      name: p.name,
      definition: p.definition,
      attackScenarioExample: p.attackScenarioExample,
      templateUserInputConfig: [],
      active: p.active,
      type: 'PREDEFINED',
      multimodal: [...p.multimodal],
      tags: p.tags.map((t) => ({ ...t })),
    })),
  }));
}
