import { describe, expect, it } from 'vitest';
import { client, sandbox, triggerBody, type Json } from './helpers.js';

const UNAUTHORIZED =
  '{"error":{"message":"Unauthorized: Authentication is required to access this resource.","code":"UNAUTHORIZED"}}';

describe('authentication', () => {
  it('answers 401 with the exact documented body when the key is missing or wrong', async () => {
    const sb = await sandbox({ apiKey: 'right-key' });
    const paths = [
      ['GET', '/api/probe/predefined'],
      ['GET', `/api/v2/workspaces/1/target/${sb.targets.vulnerable}`],
      ['POST', '/api/workspaces/1/test-run/trigger'],
      ['GET', '/api/v2/test-run/860/status'],
      ['GET', '/api/v2/benchmarks/types'],
      ['GET', '/no/such/route'],
    ] as const;
    for (const key of [null, 'wrong-key', '']) {
      for (const [method, path] of paths) {
        const res = await client(sb, key).call(method, path, method === 'POST' ? {} : undefined);
        expect(res.status, `${method} ${path} with key ${key}`).toBe(401);
        expect(res.text).toBe(UNAUTHORIZED);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
    }
  });

  it('has no side effect for an unauthenticated trigger', async () => {
    const sb = await sandbox();
    const res = await client(sb, 'nope').post(
      '/api/workspaces/1/test-run/trigger',
      triggerBody(sb.targets.vulnerable),
    );
    expect(res.status).toBe(401);
    expect(sb.stats.testRunsCreated).toEqual([]);
  });

  it('logs whether a key was present and valid, never the key itself', async () => {
    const sb = await sandbox({ apiKey: 'secret-value-123' });
    await client(sb, null).get('/api/probe/predefined');
    await client(sb, 'bad').get('/api/probe/predefined');
    await client(sb).get('/api/probe/predefined');
    expect(sb.stats.log.map((e) => [e.apiKeyPresent, e.authorized, e.status])).toEqual([
      [false, false, 401],
      [true, false, 401],
      [true, true, 200],
    ]);
    expect(JSON.stringify(sb.stats)).not.toContain('secret-value-123');
    expect(sb.stats.requests['GET /api/probe/predefined']).toBe(3);
  });

  it('generates a random key by default', async () => {
    const a = await sandbox();
    const b = await sandbox();
    expect(a.apiKey).not.toBe(b.apiKey);
    expect(a.apiKey.length).toBeGreaterThan(20);
  });
});

describe('404 bodies', () => {
  it('answers NOT_FOUND for unknown workspace, target, run, probe run and model ids', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const paths = [
      '/api/v2/workspaces/999/target/101',
      '/api/v2/workspaces/1/target/999',
      '/api/workspaces/1/target/999/scores',
      '/api/workspaces/1/target/999/test-runs',
      '/api/v2/test-run/99999/status',
      '/api/workspaces/1/probe-run/99999',
      '/api/workspaces/1/probe-run/99999/ai-analysis',
      '/api/v2/benchmarks/models/999',
      '/api/v2/benchmarks/models/999/runs?benchmarkTypeId=1',
      '/api/v2/benchmarks/models/1/runs/1/test-cases',
      '/api/v2/benchmarks/models?benchmarkTypeId=99',
    ];
    for (const path of paths) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.error.code).toBe('NOT_FOUND');
      expect(typeof res.json.error.message).toBe('string');
      expect(Object.keys(res.json)).toEqual(['error']);
    }
    const cancel = await api.post('/api/workspaces/1/test-run/99999/cancel');
    expect(cancel.status).toBe(404);
    const trig = await api.post('/api/workspaces/1/test-run/trigger', triggerBody(999));
    expect(trig.status).toBe(404);
    expect(trig.json.error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for unknown routes and 405 for a known path with another method', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const unknown = await api.get('/api/v3/whatever');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('NOT_FOUND');
    const wrongMethod = await api.call('PUT', '/api/probe/predefined');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});

describe('400 bodies', () => {
  const badRequest = (res: { status: number; json: Json }, field: string) => {
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(typeof res.json.error.message).toBe('string');
    expect(res.json.error.validationErrors[field]).toEqual(expect.any(Array));
    expect(res.json.error.validationErrors[field].length).toBeGreaterThan(0);
  };

  it('rejects non-integer path ids, naming the parameter', async () => {
    const sb = await sandbox();
    const api = client(sb);
    badRequest(await api.get('/api/v2/workspaces/abc/target/101'), 'workspaceId');
    badRequest(await api.get('/api/v2/workspaces/1/target/1.5'), 'targetId');
    badRequest(await api.get('/api/v2/workspaces/1/target/99999999999'), 'targetId');
    badRequest(await api.get('/api/v2/test-run/x/status'), 'testRunId');
    badRequest(await api.get('/api/workspaces/1/probe-run/1e3'), 'probeRunId');
    badRequest(await api.post('/api/workspaces/1/test-run/abc/cancel'), 'testRunId');
    badRequest(await api.get('/api/v2/benchmarks/models/x'), 'modelId');
    badRequest(await api.get('/api/v2/benchmarks/models?benchmarkTypeId=x'), 'benchmarkTypeId');
  });

  it('rejects bad JSON and unsupported content types', async () => {
    const sb = await sandbox();
    const api = client(sb);
    badRequest(await api.post('/api/workspaces/1/test-run/trigger', '{"targetId":'), 'body');
    badRequest(
      await api.post('/api/workspaces/1/test-run/trigger', triggerBody(101), 'text/plain'),
      'Content-Type',
    );
  });

  it('requires all five trigger fields', async () => {
    const sb = await sandbox();
    const api = client(sb);
    for (const field of ['targetId', 'probeIds', 'name', 'notifyWhenFinished', 'runAiAnalysis']) {
      const body: Record<string, unknown> = triggerBody(sb.targets.vulnerable);
      delete body[field];
      const res = await api.post('/api/workspaces/1/test-run/trigger', body);
      badRequest(res, field);
      expect(res.json.error.validationErrors[field]).toEqual(['required field is missing']);
    }
    expect(sb.stats.testRunsCreated).toEqual([]);
  });

  it('rejects unknown fields, wrong types and bad probe ids in the trigger', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const t = sb.targets.vulnerable;
    const post = (body: unknown) => api.post('/api/workspaces/1/test-run/trigger', body);
    const unknown = await post(triggerBody(t, { priority: 'high' }));
    badRequest(unknown, 'priority');
    expect(unknown.json.error.validationErrors.priority).toEqual(['unknown field']);
    badRequest(await post(triggerBody(t, { targetId: '101' })), 'targetId');
    badRequest(await post(triggerBody(t, { probeIds: [11, 'x'] })), 'probeIds.1');
    badRequest(await post(triggerBody(t, { runAiAnalysis: 'yes' })), 'runAiAnalysis');
    badRequest(await post(triggerBody(t, { name: '' })), 'name');
    badRequest(await post(triggerBody(t, { probeIds: [] })), 'probeIds');
    badRequest(await post(triggerBody(t, { probeIds: [11, 9999] })), 'probeIds');
    badRequest(await post(triggerBody(t, { probeIds: [54] })), 'probeIds'); // inactive probe
    const notObject = await post([1, 2]);
    badRequest(notObject, 'body');
    expect(sb.stats.testRunsCreated).toEqual([]);
  });

  it('validates target bodies', async () => {
    const sb = await sandbox();
    const api = client(sb);
    badRequest(
      await api.post('/api/v2/workspaces/1/target', { settings: { name: 'x' } }),
      'connection',
    );
    badRequest(
      await api.post('/api/v2/workspaces/1/target', {
        connection: { type: 'AZURE_OPENAI', config: { url: 'https://x.invalid' } },
        settings: { name: 'x' },
      }),
      'connection.config.apiKey',
    );
    badRequest(
      await api.patch(`/api/v2/workspaces/1/target/${sb.targets.hardened}`, {
        settings: { rateLimit: 'fast' },
      }),
      'settings.rateLimit',
    );
    badRequest(
      await api.patch(`/api/v2/workspaces/1/target/${sb.targets.hardened}`, {
        settings: { targetPresetId: '00000000-0000-4000-8000-000000000000' },
      }),
      'settings.targetPresetId',
    );
  });
});
