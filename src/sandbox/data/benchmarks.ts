import { CATEGORIES, PROBES, categoryOf, findProbe } from './catalogue.js';
import { conversationFor, explanationFor } from '../sim/conversations.js';
import { notFound } from '../errors.js';
import { hashUnit, pick } from '../sim/prng.js';
import {
  RED_TEAMERS,
  STRATEGIES,
  VARIATIONS,
  probeCaseCount,
  strategyIndex,
} from '../sim/test-cases.js';

/**
 * Benchmark results of public models (docs/platform.md 4.10-4.14). Model names are synthetic.
 * Everything is computed once at start from the seed.
 */

const DAY_MS = 86_400_000;

export const BENCHMARK_TYPES = [
  {
    id: 1,
    name: 'Security',
    description: 'Prompt injection, jailbreak, data leakage and tool misuse probes.',
    categoryIds: [1, 2, 3, 8],
  },
  {
    id: 2,
    name: 'Safety',
    description: 'Harmful content and fairness probes.',
    categoryIds: [4, 6],
  },
  {
    id: 3,
    name: 'Hallucination',
    description: 'Fabrication and overconfidence probes.',
    categoryIds: [5],
  },
  {
    id: 4,
    name: 'Business Alignment',
    description: 'Scope, brand and commitment probes.',
    categoryIds: [7],
  },
] as const;

const MODELS = [
  {
    id: 1,
    name: 'Model Alpha 7B',
    provider: 'Synthetic Labs',
    parameters: '7B',
    vulnerability: 0.5,
    daysAgo: 40,
  },
  {
    id: 2,
    name: 'Model Beta 13B',
    provider: 'Synthetic Labs',
    parameters: '13B',
    vulnerability: 0.38,
    daysAgo: 33,
  },
  {
    id: 3,
    name: 'Model Gamma 34B',
    provider: 'Synthetic Labs',
    parameters: '34B',
    vulnerability: 0.25,
    daysAgo: 26,
  },
  {
    id: 4,
    name: 'Model Delta 70B',
    provider: 'Synthetic Labs',
    parameters: '70B',
    vulnerability: 0.14,
    daysAgo: 19,
  },
  {
    id: 5,
    name: 'Model Epsilon Mini',
    provider: 'Placeholder Research',
    parameters: '1B',
    vulnerability: 0.6,
    daysAgo: 12,
  },
] as const;

type Model = (typeof MODELS)[number];

interface BenchRun {
  id: number;
  modelId: number;
  typeId: number;
  probeId: number;
  failed: Uint8Array;
  passedCount: number;
  failedCount: number;
  createdAt: string;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, x) => a + x, 0) / xs.length);

/** The benchmark data set of one sandbox. */
export class Benchmarks {
  private readonly runs: BenchRun[] = [];

  constructor(
    private readonly seed: number,
    now: number,
  ) {
    let nextId = 7001;
    for (const model of MODELS) {
      const createdAt = new Date(now - model.daysAgo * DAY_MS).toISOString();
      for (const type of BENCHMARK_TYPES) {
        for (const probe of PROBES) {
          if (!probe.active || !(type.categoryIds as readonly number[]).includes(probe.categoryId))
            continue;
          const total = probeCaseCount(seed, probe.id, model.id, 31);
          const p = model.vulnerability * (0.6 + hashUnit(seed, model.id, probe.id, 32) * 0.8);
          const failed = new Uint8Array(total);
          for (let i = 0; i < total; i++)
            failed[i] = hashUnit(seed, model.id, probe.id, i, 33) < p ? 1 : 0;
          const failedCount = failed.reduce((a, x) => a + x, 0);
          this.runs.push({
            id: nextId++,
            modelId: model.id,
            typeId: type.id,
            probeId: probe.id,
            failed,
            passedCount: total - failedCount,
            failedCount,
            createdAt,
          });
        }
      }
    }
  }

  /** docs/platform.md 4.14 */
  types() {
    return BENCHMARK_TYPES.map((t) => ({ id: t.id, name: t.name, description: t.description }));
  }

  /** 404 unless the benchmark type exists. */
  requireType(typeId: number): void {
    if (!BENCHMARK_TYPES.some((t) => t.id === typeId)) {
      throw notFound(`Benchmark type ${typeId} was not found.`);
    }
  }

  /** docs/platform.md 4.10 */
  list(typeId?: number) {
    if (typeId !== undefined) this.requireType(typeId);
    return MODELS.map((m) => this.listItem(m, typeId));
  }

  /** docs/platform.md 4.11 */
  detail(modelId: number, typeId?: number) {
    if (typeId !== undefined) this.requireType(typeId);
    const model = this.requireModel(modelId);
    const runs = this.runsOf(model.id, typeId);
    const item = this.listItem(model, typeId);
    const ranks: Record<string, number> = {};
    const all = MODELS.map((m) => this.scores(m.id, typeId));
    for (const [key, value] of Object.entries(item.scores)) {
      ranks[key] = 1 + all.filter((s) => (s[key] ?? -1) > value).length;
    }
    const passedCount = runs.reduce((a, r) => a + r.passedCount, 0);
    const failedCount = runs.reduce((a, r) => a + r.failedCount, 0);
    return {
      ...item,
      description: `${model.name} is a synthetic ${model.parameters}-parameter model used by the sandbox.`,
      config: { temperature: 0.7, maxTokens: 1024, systemPrompt: 'default' },
      metadata: { parameters: model.parameters, contextWindow: 8192, license: 'synthetic' },
      totalCount: passedCount + failedCount,
      passedCount,
      failedCount,
      ranks,
    };
  }

  /** docs/platform.md 4.12 */
  probeRuns(modelId: number, typeId: number) {
    this.requireType(typeId);
    this.requireModel(modelId);
    return this.runsOf(modelId, typeId).map((r) => this.runView(r));
  }

  /** docs/platform.md 4.13 */
  probeRunDetail(modelId: number, probeRunId: number) {
    this.requireModel(modelId);
    const run = this.runs.find((r) => r.id === probeRunId && r.modelId === modelId);
    if (!run)
      throw notFound(`Benchmark probe run ${probeRunId} of model ${modelId} was not found.`);
    const view = this.runView(run);
    const categoryId = findProbe(run.probeId)?.categoryId ?? 1;
    const results = Array.from(run.failed, (f, i) => {
      const strategy = STRATEGIES[strategyIndex(run.probeId, i)] as string;
      const failed = f === 1;
      return {
        id: run.id * 1000 + i + 1,
        attackId: `bench-${run.probeId}-${String(i + 1).padStart(4, '0')}`,
        strategy,
        redTeamer: pick(RED_TEAMERS, hashUnit(run.probeId, i, 12)),
        variation: pick(VARIATIONS, hashUnit(run.probeId, i, 11)),
        status: failed ? 'FAILED' : 'PASSED',
        redTeamerLabels: {
          category: view.probeCategoryName ?? '',
          technique: strategy,
          language: 'en',
        },
        createdAt: run.createdAt,
        conversation: conversationFor(
          categoryId,
          [this.seed, run.id, i],
          failed,
          strategy === 'Multi-turn Escalation',
        ),
        explanation: explanationFor(failed, strategy),
      };
    });
    return { ...view, results };
  }

  private requireModel(modelId: number): Model {
    const model = MODELS.find((m) => m.id === modelId);
    if (!model) throw notFound(`Benchmark model ${modelId} was not found.`);
    return model;
  }

  private runsOf(modelId: number, typeId?: number): BenchRun[] {
    return this.runs.filter(
      (r) => r.modelId === modelId && (typeId === undefined || r.typeId === typeId),
    );
  }

  /** Category scores (mean of probe scores) and "overall" (mean of categories). */
  private scores(modelId: number, typeId?: number): Record<string, number> {
    const byCategory = new Map<string, number[]>();
    for (const r of this.runsOf(modelId, typeId)) {
      const probe = findProbe(r.probeId);
      if (!probe) continue;
      const name = categoryOf(probe).name;
      byCategory.set(name, [...(byCategory.get(name) ?? []), this.score(r)]);
    }
    const scores: Record<string, number> = {};
    for (const c of CATEGORIES) {
      const list = byCategory.get(c.name);
      if (list) scores[c.name] = round1(mean(list));
    }
    scores.overall = round1(mean(Object.values(scores)));
    return scores;
  }

  private score(r: BenchRun): number {
    return round1((100 * r.passedCount) / (r.passedCount + r.failedCount));
  }

  private listItem(model: Model, typeId?: number) {
    return {
      id: model.id,
      name: model.name,
      provider: model.provider,
      benchmarkDate: this.runsOf(model.id)[0]?.createdAt ?? null,
      url: `https://models.example.com/${model.name.toLowerCase().replace(/\s+/g, '-')}`,
      scores: this.scores(model.id, typeId),
    };
  }

  private runView(r: BenchRun) {
    const probe = findProbe(r.probeId);
    const category = probe ? categoryOf(probe) : undefined;
    return {
      id: r.id,
      passedCount: r.passedCount,
      failedCount: r.failedCount,
      totalCount: r.passedCount + r.failedCount,
      score: this.score(r),
      probeId: r.probeId,
      probeName: probe?.name ?? null,
      probeCategoryId: category?.id ?? 0,
      probeCategoryName: category?.name ?? null,
      createdAt: r.createdAt,
    };
  }
}
