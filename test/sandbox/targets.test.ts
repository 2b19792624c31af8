import { describe, expect, it } from 'vitest';
import { client, sandbox, type Json } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function targetRequest(name: string, extra: Record<string, unknown> = {}) {
  return {
    connection: {
      type: 'AZURE_OPENAI',
      config: {
        apiKey: 'sk-very-secret',
        url: 'https://llm.example.invalid',
        systemPrompt: null,
        deploymentName: 'gpt',
        apiVersion: null,
        extraLlmParams: null,
      },
    },
    settings: {
      name,
      environment: 'staging',
      description: 'created by a test',
      language: 'en',
      rateLimit: 5,
      supportedModes: ['TEXT'],
      concurrentRequests: false,
      multiStepAttacks: true,
      systemPromptConfigurations: {
        systemPromptConfidential: 'secret prompt',
        systemPromptNotConfidential: 'public prompt',
        systemPromptTools: '',
      },
      predefinedResponses: [{ type: 'REFUSAL', value: 'I cannot help with that.' }],
      ragFileNumberOfFacts: 3,
      targetPresetId: 'c4b2e1d3-6e5f-4a7b-9c8d-2e3f4a5b6c7d',
      workerPoolId: null,
      ...extra,
    },
  };
}

function expectTargetShape(t: Json) {
  expect(t).toEqual({
    id: expect.any(Number),
    scanId: expect.any(Number),
    connection: { type: expect.any(String), config: null },
    settings: {
      name: expect.any(String),
      environment: expect.any(String),
      description: expect.any(String),
      language: expect.any(String),
      supportedModes: expect.any(Array),
      concurrentRequests: expect.any(Boolean),
      multiStepAttacks: expect.any(Boolean),
      rateLimit: expect.any(Number),
      targetPresetId: expect.stringMatching(UUID),
      systemPromptConfigurations: expect.any(Object),
      ragFile: t.settings.ragFile === null ? null : expect.any(Object),
      workerPoolId: null,
      predefinedResponses: expect.any(Array),
      ragFileNumberOfFacts: expect.any(Number),
    },
  });
}

describe('targets (4.1-4.4)', () => {
  it('serves the seeded targets by role', async () => {
    const sb = await sandbox();
    const api = client(sb);
    expect(sb.workspaceId).toBe(1);
    expect(new Set(Object.values(sb.targets)).size).toBe(3);
    for (const [role, id] of Object.entries(sb.targets)) {
      const res = await api.get(`/api/v2/workspaces/1/target/${id}`);
      expect(res.status).toBe(200);
      expectTargetShape(res.json);
      expect(res.json.id).toBe(id);
      expect(res.json.settings.description).toContain(role);
    }
  });

  it('creates, updates, reads and deletes a target without returning secrets', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const created = await api.post('/api/v2/workspaces/1/target', targetRequest('New bot'));
    expect(created.status).toBe(200);
    expectTargetShape(created.json);
    expect(created.text).not.toContain('sk-very-secret');
    expect(created.json.settings).toMatchObject({
      name: 'New bot',
      rateLimit: 5,
      concurrentRequests: false,
      ragFileNumberOfFacts: 3,
      predefinedResponses: [{ type: 'REFUSAL', value: 'I cannot help with that.' }],
    });
    const id = created.json.id;

    // application/json is accepted as well as json-patch+json; only sent fields change.
    const patched = await api.patch(
      `/api/v2/workspaces/1/target/${id}`,
      { settings: { name: 'Renamed bot', rateLimit: 20 } },
      'application/json',
    );
    expect(patched.status).toBe(200);
    expect(patched.json.settings).toMatchObject({
      name: 'Renamed bot',
      rateLimit: 20,
      environment: 'staging',
    });
    expect((await api.get(`/api/v2/workspaces/1/target/${id}`)).json).toEqual(patched.json);

    const deleted = await api.del(`/api/workspaces/1/target/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.id).toBe(id);
    expect((await api.get(`/api/v2/workspaces/1/target/${id}`)).status).toBe(404);
    expect((await api.del(`/api/workspaces/1/target/${id}`)).status).toBe(404);
  });

  it('links an uploaded knowledge file as ragFile', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const form = new FormData();
    form.append('File', new Blob(['facts about the product']), 'facts.txt');
    const upload = await api.post('/api/workspaces/1/file/upload', form);
    expect(upload.status).toBe(200);
    const created = await api.post(
      '/api/v2/workspaces/1/target',
      targetRequest('RAG bot', { ragFileId: upload.json.fileId }),
    );
    expect(created.status).toBe(200);
    expect(created.json.settings.ragFile).toEqual({
      ragFileId: upload.json.fileId,
      ragFileName: 'facts.txt',
      ragFileUrl: expect.any(String),
    });
    const unknown = await api.post(
      '/api/v2/workspaces/1/target',
      targetRequest('x', { ragFileId: '11111111-1111-4111-8111-111111111111' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.validationErrors['settings.ragFileId']).toBeDefined();
  });

  it('runs a created target with the probes recommended for its type', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const created = await api.post('/api/v2/workspaces/1/target', targetRequest('Typed bot'));
    const types = (await api.get('/api/target/types')).json as Json[];
    const type = types.find((t) => t.id === created.json.settings.targetPresetId);
    const recommended = type.details
      .filter((d: Json) => d.isRecommended)
      .map((d: Json) => d.probeId);
    const run = await api.post('/api/workspaces/1/test-run/trigger', {
      targetId: created.json.id,
      probeIds: null,
      name: 'typed',
      notifyWhenFinished: false,
      runAiAnalysis: false,
    });
    const st = await api.get(`/api/v2/test-run/${run.json.testRunId}/status`);
    expect(st.json.probeRuns.map((p: Json) => p.probeId)).toEqual(recommended);
  });
});

describe('catalogue (4.5, 4.20)', () => {
  it('lists target types with per-probe recommendation and weight', async () => {
    const sb = await sandbox();
    const res = await client(sb).get('/api/target/types');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(2);
    for (const type of res.json) {
      expect(type).toEqual({
        id: expect.stringMatching(UUID),
        label: expect.any(String),
        details: expect.any(Array),
      });
      expect(type.details.some((d: Json) => d.isRecommended)).toBe(true);
      for (const d of type.details) {
        expect(d).toEqual({
          probeId: expect.any(Number),
          isRecommended: expect.any(Boolean),
          weight: expect.stringMatching(/^(LOW|MEDIUM|HIGH|CRITICAL)$/),
        });
      }
    }
  });

  it('lists predefined probes by category', async () => {
    const sb = await sandbox();
    const res = await client(sb).get('/api/probe/predefined');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(4);
    const probes = res.json.flatMap((c: Json) => c.predefinedProbes);
    expect(probes.length).toBeGreaterThanOrEqual(50);
    expect(new Set(probes.map((p: Json) => p.id)).size).toBe(probes.length);
    for (const category of res.json) {
      expect(category).toEqual({
        probeCategoryId: expect.any(Number),
        probeCategoryName: expect.any(String),
        predefinedProbes: expect.any(Array),
      });
    }
    for (const p of probes) {
      expect(p).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        definition: expect.any(String),
        attackScenarioExample: expect.any(String),
        templateUserInputConfig: [],
        active: expect.any(Boolean),
        type: 'PREDEFINED',
        multimodal: expect.arrayContaining(['TEXT']),
        tags: expect.arrayContaining([{ name: expect.any(String), color: expect.any(String) }]),
      });
    }
    expect(probes.some((p: Json) => !p.active)).toBe(true);
  });
});

describe('scores (4.6)', () => {
  it('scores the seeded targets from their history: vulnerable low, hardened high', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const vulnerable = (await api.get(`/api/workspaces/1/target/${sb.targets.vulnerable}/scores`))
      .json;
    const hardened = (await api.get(`/api/workspaces/1/target/${sb.targets.hardened}/scores`)).json;
    for (const s of [vulnerable, hardened]) {
      expect(s).toEqual({
        simulatedAttacks: expect.any(Number),
        successfulAttacks: expect.any(Number),
        overallScore: expect.any(Number),
        scores: expect.any(Object),
        latestExecutionDate: expect.any(String),
      });
      expect(Number.isInteger(s.overallScore)).toBe(true);
      expect(Object.keys(s.scores).length).toBeGreaterThanOrEqual(4);
      expect(Date.parse(s.latestExecutionDate)).toBeLessThan(Date.now());
    }
    expect(vulnerable.overallScore).toBeGreaterThanOrEqual(15);
    expect(vulnerable.overallScore).toBeLessThan(50);
    expect(hardened.overallScore).toBeGreaterThanOrEqual(80);
    expect(vulnerable.successfulAttacks).toBeGreaterThan(hardened.successfulAttacks);
  });
});
