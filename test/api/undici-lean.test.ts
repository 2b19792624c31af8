import { Dispatcher, EnvHttpProxyAgent as PublicEnvHttpProxyAgent, MockAgent } from 'undici';
import apiRequest from 'undici/lib/api/api-request.js';
import { describe, expect, it } from 'vitest';
import { EnvHttpProxyAgent, request } from '../../src/api/undici-lean.js';

describe('undici-lean: the parts of undici loaded by path', () => {
  it('are the objects undici exports publicly', () => {
    expect(EnvHttpProxyAgent).toBe(PublicEnvHttpProxyAgent);
    // The public entry assigns the request API to every dispatcher.
    expect(Dispatcher.prototype.request).toBe(apiRequest);
  });

  it('sends through the given dispatcher with the path and query of the URL', async () => {
    const mock = new MockAgent();
    mock.disableNetConnect();
    mock
      .get('http://platform.test:8080')
      .intercept({ path: '/api/x?page=2&q=a%20b', method: 'POST', body: '{"a":1}' })
      .reply(201, 'created', { headers: { 'x-seen': 'yes' } });
    const res = await request(mock, 'http://platform.test:8080/api/x?page=2&q=a%20b', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-seen']).toBe('yes');
    expect(await res.body.text()).toBe('created');
    await mock.close();
  });
});
