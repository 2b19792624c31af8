import { describe, expect, it } from 'vitest';
import { FaultPicker, parseFaultSpec } from '../../src/sandbox/faults.js';
import { SandboxOptionsError, startSandbox } from '../../src/sandbox/index.js';
import { client, sandbox, T0, triggerBody } from './helpers.js';

describe('parseFaultSpec', () => {
  it('parses every kind', () => {
    expect(
      parseFaultSpec(
        '429=0.1, 500=0.02,502=0.02,503=0.05,504=0.01,reset=0.02,reset-after=0.02,slow=0.05,truncate=0.02',
      ),
    ).toEqual({
      '429': 0.1,
      '500': 0.02,
      '502': 0.02,
      '503': 0.05,
      '504': 0.01,
      reset: 0.02,
      'reset-after': 0.02,
      slow: 0.05,
      truncate: 0.02,
    });
    expect(parseFaultSpec('')).toEqual({});
    expect(parseFaultSpec(' , ')).toEqual({});
  });

  it.each([
    ['teapot=0.1', /unknown fault "teapot"/],
    ['429=abc', /probability must be a number from 0 to 1/],
    ['429=1.5', /probability must be a number from 0 to 1/],
    ['429', /probability must be a number from 0 to 1/],
    ['429=0.1,429=0.2', /given more than once/],
    ['429=0.6,503=0.6', /add up to 1.2, more than 1/],
  ])('rejects %j clearly', (spec, message) => {
    expect(() => parseFaultSpec(spec)).toThrow(message);
  });

  it('makes startSandbox fail with SandboxOptionsError on a bad spec or option', async () => {
    await expect(startSandbox({ faults: 'nope=1' })).rejects.toThrow(SandboxOptionsError);
    await expect(startSandbox({ speed: 0 })).rejects.toThrow(/speed/);
    await expect(startSandbox({ port: 70000 })).rejects.toThrow(/port/);
  });

  it('draws faults with the given frequencies, reproducibly', () => {
    const draw = () => {
      const picker = new FaultPicker({ '429': 0.3, reset: 0.1 }, 7);
      return Array.from({ length: 10_000 }, () => picker.pick());
    };
    const a = draw();
    expect(a).toEqual(draw());
    const share = (k: string | null) => a.filter((x) => x === k).length / a.length;
    expect(share('429')).toBeGreaterThan(0.27);
    expect(share('429')).toBeLessThan(0.33);
    expect(share('reset')).toBeGreaterThan(0.08);
    expect(share('reset')).toBeLessThan(0.12);
  });
});

describe('injected faults over HTTP', () => {
  it('answers about 20% of 1,000 requests with 429 and Retry-After', async () => {
    const sb = await sandbox({ faults: '429=0.2' });
    const api = client(sb);
    let limited = 0;
    for (let batch = 0; batch < 20; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => api.get('/api/v2/benchmarks/types')),
      );
      for (const r of replies) {
        if (r.status === 429) {
          limited++;
          expect(r.headers.get('retry-after')).toBe('1');
          expect(r.json.error.code).toBe('TOO_MANY_REQUESTS');
        } else {
          expect(r.status).toBe(200);
        }
      }
    }
    expect(limited).toBeGreaterThanOrEqual(150);
    expect(limited).toBeLessThanOrEqual(250);
    expect(sb.stats.faults['429']).toBe(limited);
    expect(sb.stats.totalRequests).toBe(1000);
  });

  it('uses the configured Retry-After and answers 5xx with INTERNAL_ERROR, without side effects', async () => {
    const sb429 = await sandbox({ faults: '429=1', retryAfterSeconds: 3 });
    expect((await client(sb429).get('/api/probe/predefined')).headers.get('retry-after')).toBe('3');
    for (const code of [500, 502, 503, 504]) {
      const sb = await sandbox({ faults: `${code}=1` });
      const res = await client(sb).post(
        '/api/workspaces/1/test-run/trigger',
        triggerBody(sb.targets.vulnerable),
      );
      expect(res.status).toBe(code);
      expect(res.json.error.code).toBe('INTERNAL_ERROR');
      expect(sb.stats.testRunsCreated).toEqual([]);
    }
  });

  it('reset drops the connection before handling: no run is created', async () => {
    const sb = await sandbox({ faults: 'reset=1' });
    await expect(
      client(sb).post('/api/workspaces/1/test-run/trigger', triggerBody(sb.targets.vulnerable)),
    ).rejects.toThrow();
    expect(sb.stats.testRunsCreated).toEqual([]);
    expect(sb.stats.faults.reset).toBe(1);
    expect(sb.stats.log[0]?.status).toBeNull();
  });

  it('reset-after handles the request, then drops the connection: the run exists', async () => {
    const sb = await sandbox({ faults: 'reset-after=1' });
    await expect(
      client(sb).post(
        '/api/workspaces/1/test-run/trigger',
        triggerBody(sb.targets.vulnerable, { name: 'lost' }),
      ),
    ).rejects.toThrow();
    expect(sb.stats.testRunsCreated).toEqual([expect.objectContaining({ name: 'lost' })]);
    expect(sb.control.getRun(sb.stats.testRunsCreated[0]?.id ?? 0)?.name).toBe('lost');
  });

  it('truncate sends a cut JSON body', async () => {
    const sb = await sandbox({ faults: 'truncate=1' });
    const res = await client(sb).get('/api/probe/predefined');
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(10);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('slow holds the answer back for slowMs, and close() does not wait for it', async () => {
    const sb = await sandbox({ faults: 'slow=1', slowMs: 300 });
    // Timers of one process fire in the order they are due: one due before slowMs ends
    // fires before the answer, however busy the machine is.
    const order: string[] = [];
    const earlier = new Promise((r) => setTimeout(r, 250)).then(() => order.push('timer'));
    const res = await client(sb).get('/api/v2/benchmarks/types');
    order.push('answer');
    await earlier;
    expect(res.status).toBe(200);
    expect(order).toEqual(['timer', 'answer']);

    const stuck = await sandbox({ faults: 'slow=1', slowMs: 60_000 });
    let settled = false;
    const pending = client(stuck)
      .get('/api/v2/benchmarks/types')
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 50));
    await stuck.close();
    expect(settled).toBe(false);
    await pending;
  });

  it('keeps results independent of faults', async () => {
    const clean = await sandbox({ seed: 5, clock: () => T0 });
    const faulty = await sandbox({ seed: 5, clock: () => T0, faults: '503=0.5' });
    const path = `/api/workspaces/1/target/${clean.targets.vulnerable}/scores`;
    const want = (await client(clean).get(path)).json;
    let got: unknown;
    for (let i = 0; i < 50 && got === undefined; i++) {
      const r = await client(faulty).get(path);
      if (r.status === 200) got = r.json;
    }
    expect(got).toEqual(want);
  });

  it('clears stats on reset()', async () => {
    const sb = await sandbox({ faults: '503=1' });
    const stats = sb.stats;
    await client(sb).get('/api/probe/predefined');
    expect(stats.faults['503']).toBe(1);
    sb.stats.reset();
    expect(stats.faults).toEqual({});
    expect(stats.requests).toEqual({});
    expect(stats.log).toEqual([]);
    expect(stats.totalRequests).toBe(0);
  });
});
