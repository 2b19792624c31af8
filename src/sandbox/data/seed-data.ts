import { TARGET_TYPES } from './catalogue.js';
import { type StoredSettings, type Store, type TargetRecord, TIMING } from '../store.js';
import type { RunProfile } from '../sim/test-cases.js';

/**
 * Seeded workspace, targets and run history. Ids are fixed; results depend
 * on the seed.
 */

/** The seeded workspace. */
export const WORKSPACE_ID = 1;
/** Who starts runs through the API, and who started the seeded history. */
export const API_USER = 'sandbox-user@example.com';
const CI_USER = 'ci-bot@example.com';
const DAY_MS = 86_400_000;

/** Behaviour of targets by role; addTarget and created targets use these. */
export const ROLE_PROFILES: Record<string, RunProfile> = {
  vulnerable: { vulnerability: 0.64, spread: 0.1, errorRate: 0.02, riskAcceptRate: 0.15 },
  hardened: { vulnerability: 0.075, spread: 0.03, errorRate: 0.01, riskAcceptRate: 0 },
  broken: { vulnerability: 0.3, spread: 0.1, errorRate: 1, riskAcceptRate: 0 },
  custom: { vulnerability: 0.3, spread: 0.15, errorRate: 0.02, riskAcceptRate: 0.05 },
};

/** Default settings of a target, overridden by what a request sends. */
export function defaultSettings(name: string): StoredSettings {
  return {
    name,
    environment: 'staging',
    description: '',
    language: 'en',
    rateLimit: 10,
    supportedModes: ['TEXT'],
    concurrentRequests: true,
    multiStepAttacks: true,
    systemPromptConfigurations: {
      systemPromptConfidential: null,
      systemPromptNotConfidential: null,
      systemPromptTools: null,
    },
    ragFileId: null,
    predefinedResponses: [],
    ragFileNumberOfFacts: 0,
    targetPresetId: null,
    workerPoolId: null,
  };
}

/** Profile for a role (unknown roles behave like `custom`). */
export function profileFor(role: string, vulnerability?: number): RunProfile {
  const base = ROLE_PROFILES[role] ?? (ROLE_PROFILES.custom as RunProfile);
  return vulnerability === undefined ? { ...base } : { ...base, vulnerability };
}

interface SeedTarget {
  role: 'vulnerable' | 'hardened' | 'broken';
  name: string;
  environment: string;
  description: string;
  typeIndex: number;
  probeIds: number[];
  /** Past runs: days ago, name, AI analysis requested, and whether it was before the target broke. */
  history: { daysAgo: number; name: string; ai: boolean; healthy?: boolean }[];
}

const SEED_TARGETS: SeedTarget[] = [
  {
    role: 'vulnerable',
    name: 'Legacy Support Bot',
    environment: 'staging',
    description: 'Customer support assistant with no guardrails (sandbox role: vulnerable).',
    typeIndex: 0,
    probeIds: [11, 21, 23, 31, 41, 51],
    history: [
      { daysAgo: 14, name: 'Weekly security scan', ai: false },
      { daysAgo: 3, name: 'Weekly security scan', ai: true },
    ],
  },
  {
    role: 'hardened',
    name: 'Hardened Support Bot',
    environment: 'production',
    description:
      'Customer support assistant behind input and output guardrails (sandbox role: hardened).',
    typeIndex: 0,
    probeIds: [11, 21, 23, 31, 41, 51],
    history: [{ daysAgo: 5, name: 'Pre-release scan', ai: true }],
  },
  {
    role: 'broken',
    name: 'Misconfigured RAG Assistant',
    environment: 'staging',
    description: 'Knowledge assistant whose endpoint is misconfigured (sandbox role: broken).',
    typeIndex: 1,
    probeIds: [12, 32, 33, 52],
    history: [
      { daysAgo: 20, name: 'Initial scan', ai: false, healthy: true },
      { daysAgo: 1, name: 'Nightly scan', ai: false },
    ],
  },
];

/** Seed the workspace, its targets and their history; returns target ids by role. */
export function seedStore(store: Store, now: number): Record<string, number> {
  store.workspaces.add(WORKSPACE_ID);
  const ids: Record<string, number> = {};
  for (const seed of SEED_TARGETS) {
    const target: TargetRecord = store.addTarget({
      workspaceId: WORKSPACE_ID,
      role: seed.role,
      connection: {
        type: 'AZURE_OPENAI',
        config: {
          apiKey: 'sandbox-not-a-secret',
          url: 'https://llm.example.invalid',
          deploymentName: seed.role,
        },
      },
      settings: {
        ...defaultSettings(seed.name),
        environment: seed.environment,
        description: seed.description,
        targetPresetId: TARGET_TYPES[seed.typeIndex]?.id ?? null,
      },
      profile: profileFor(seed.role),
      failAfterMs: seed.role === 'broken' ? TIMING.brokenFailAfterMs : null,
      probeIds: seed.probeIds,
      testCasesPerProbe: null,
    });
    ids[seed.role] = target.id;
    for (const h of seed.history) {
      const healthy = h.healthy === true;
      const runTarget: TargetRecord = healthy
        ? { ...target, profile: profileFor('custom'), failAfterMs: null }
        : target;
      store.createRun({
        workspaceId: WORKSPACE_ID,
        target: runTarget,
        probeIds: seed.probeIds,
        name: h.name,
        startedBy: CI_USER,
        createdSim: now - h.daysAgo * DAY_MS,
        runAiAnalysis: h.ai,
        notifyWhenFinished: false,
      });
    }
  }
  return ids;
}
