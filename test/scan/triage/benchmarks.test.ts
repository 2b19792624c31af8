import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../../src/api/index.js';
import { benchmarkComparison, modelScore } from '../../../src/scan/triage/benchmarks.js';
import { sandbox } from '../../sandbox/helpers.js';

describe('modelScore', () => {
  it('takes the overall entry, else the only one, else the mean', () => {
    expect(modelScore({ Jailbreak: 40, Overall: 72.5 })).toBe(72.5);
    expect(modelScore({ total_score: 1, total: 55 })).toBe(55);
    expect(modelScore({ Jailbreak: 40 })).toBe(40);
    expect(modelScore({ a: 40, b: 45, c: null })).toBe(42.5);
    expect(modelScore({})).toBeNull();
    expect(modelScore(null)).toBeNull();
  });
});

describe('benchmarkComparison against the sandbox', () => {
  it("lists the models with the first benchmark type's scores, best first", async () => {
    const sb = await sandbox();
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const warnings: string[] = [];
    const result = await benchmarkComparison(client, warnings);
    const [first] = await client.listBenchmarkTypes();
    const models = await client.listBenchmarkModels(first?.id);
    expect(warnings).toEqual([]);
    expect(result?.benchmarkType).toBe(first?.name);
    expect(result?.models).toHaveLength(models.length);
    for (const m of models) {
      expect(result?.models).toContainEqual({
        id: m.id,
        name: m.name,
        provider: m.provider,
        score: m.scores?.overall,
      });
    }
    const scores = result?.models.map((m) => m.score as number) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('turns a failure into a warning and null', async () => {
    const sb = await sandbox();
    const client = new PlatformClient({
      baseUrl: sb.baseUrl,
      apiKey: 'wrong-key',
      retry: { maxRetries: 0 },
    });
    const warnings: string[] = [];
    expect(await benchmarkComparison(client, warnings)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^The benchmark comparison could not be read \(.*401.*\)\.$/);
    expect(warnings[0]).not.toContain('wrong-key');
  });
});
