import { describe, expect, it } from 'vitest';
import { client, sandbox, type Json } from './helpers.js';

const REAL_VENDORS = /openai|anthropic|google|meta|mistral|gpt|claude|gemini|llama/i;

describe('benchmarks (4.10-4.14)', () => {
  it('lists benchmark types', async () => {
    const sb = await sandbox();
    const res = await client(sb).get('/api/v2/benchmarks/types');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(2);
    for (const t of res.json) {
      expect(t).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
      });
    }
  });

  it('lists synthetic models with scores, overall or per type', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const all = await api.get('/api/v2/benchmarks/models');
    expect(all.status).toBe(200);
    expect(all.json.length).toBeGreaterThanOrEqual(4);
    for (const m of all.json) {
      expect(m).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        provider: expect.any(String),
        benchmarkDate: expect.any(String),
        url: expect.any(String),
        scores: expect.objectContaining({ overall: expect.any(Number) }),
      });
      expect(m.name).not.toMatch(REAL_VENDORS);
      expect(m.provider).not.toMatch(REAL_VENDORS);
    }
    expect(all.json.some((m: Json) => m.provider === 'Synthetic Labs')).toBe(true);
    const safety = await api.get('/api/v2/benchmarks/models?benchmarkTypeId=2');
    expect(Object.keys(safety.json[0].scores).sort()).toEqual([
      'Bias & Fairness',
      'Harmful Content',
      'overall',
    ]);
    expect(Object.keys(all.json[0].scores).length).toBeGreaterThan(3);
  });

  it('serves model detail with counts and ranks', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const res = await api.get('/api/v2/benchmarks/models/4?benchmarkTypeId=1');
    expect(res.status).toBe(200);
    const d = res.json;
    expect(d).toMatchObject({
      id: 4,
      name: expect.any(String),
      description: expect.any(String),
      config: expect.any(Object),
      metadata: expect.any(Object),
      totalCount: expect.any(Number),
      passedCount: expect.any(Number),
      failedCount: expect.any(Number),
      ranks: expect.any(Object),
    });
    expect(d.passedCount + d.failedCount).toBe(d.totalCount);
    expect(Object.keys(d.ranks)).toEqual(Object.keys(d.scores));
    for (const r of Object.values(d.ranks)) expect(Number.isInteger(r)).toBe(true);
  });

  it('lists probe runs of a model for a type (required) and their test cases', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const missing = await api.get('/api/v2/benchmarks/models/1/runs');
    expect(missing.status).toBe(400);
    expect(missing.json.error.validationErrors.benchmarkTypeId).toBeDefined();

    const runs = await api.get('/api/v2/benchmarks/models/1/runs?benchmarkTypeId=3');
    expect(runs.status).toBe(200);
    expect(runs.json.length).toBeGreaterThan(0);
    for (const r of runs.json) {
      expect(r).toEqual({
        id: expect.any(Number),
        passedCount: expect.any(Number),
        failedCount: expect.any(Number),
        totalCount: expect.any(Number),
        score: expect.any(Number),
        probeId: expect.any(Number),
        probeName: expect.any(String),
        probeCategoryId: 5,
        probeCategoryName: 'Hallucination',
        createdAt: expect.any(String),
      });
      expect(r.passedCount + r.failedCount).toBe(r.totalCount);
    }
    const run = runs.json[0];
    const detail = await api.get(`/api/v2/benchmarks/models/1/runs/${run.id}/test-cases`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject(run);
    expect(detail.json.results.length).toBe(run.totalCount);
    expect(detail.json.results.filter((x: Json) => x.status === 'FAILED').length).toBe(
      run.failedCount,
    );
    const result = detail.json.results[0];
    expect(result).toEqual({
      id: expect.any(Number),
      attackId: expect.any(String),
      strategy: expect.any(String),
      redTeamer: expect.any(String),
      variation: expect.any(String),
      status: expect.stringMatching(/^(PASSED|FAILED)$/),
      redTeamerLabels: expect.any(Object),
      createdAt: expect.any(String),
      conversation: expect.any(Array),
      explanation: expect.any(String),
    });
    const turn = result.conversation[0];
    expect(turn.map((m: Json) => m.role)).toEqual(['user', 'assistant']);
    expect(turn[0].messageContents[0]).toMatchObject({
      text: expect.any(String),
      contentType: 'TEXT',
    });
    expect(Object.keys(turn[0].messageContents[0]).sort()).toEqual(
      [
        'audioUrl',
        'contentType',
        'documentUrl',
        'encodedAudioUrl',
        'encodedDocumentUrl',
        'encodedImageUrl',
        'encodedText',
        'imageUrl',
        'text',
      ].sort(),
    );
    // A run of another model is not found under this one.
    const other = (await api.get('/api/v2/benchmarks/models/2/runs?benchmarkTypeId=3')).json[0];
    expect((await api.get(`/api/v2/benchmarks/models/1/runs/${other.id}/test-cases`)).status).toBe(
      404,
    );
  });
});
