import { describe, expect, it } from 'vitest';
import { derivePlatformUrl, parseConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/errors.js';

const base = {
  'api-key': 'k',
  'base-url': 'https://api.probe.splx.ai',
  'workspace-id': '3',
  'target-id': '7',
};
const problems = (raw: Record<string, unknown>): string[] => {
  try {
    parseConfig(raw);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const c = parseConfig(base);
    expect(c).toMatchObject({
      baseUrl: 'https://api.probe.splx.ai',
      platformUrl: 'https://probe.splx.ai',
      workspaceId: 3,
      targetId: 7,
      probes: [],
      aiAnalysis: true,
      timeoutMs: 30 * 60_000,
      pollFloorMs: 2000,
      cancelOnTimeout: true,
      formats: ['md', 'json', 'sarif', 'junit'],
      comment: 'auto',
      gate: {
        minScore: 60,
        maxErrorRate: 0.2,
        maxFailed: null,
        maxFailRate: null,
        countAcceptedRisk: false,
      },
    });
  });
  it('accepts YAML-native values and shorthands', () => {
    const c = parseConfig({
      ...base,
      'base-url': 'us',
      'workspace-id': 3,
      'ai-analysis': false,
      'max-fail-rate': '25%',
      'category-min-scores': { jailbreak: 70 },
      probes: ['1', 'Jailbreak'],
    });
    expect(c.baseUrl).toBe('https://us.api.probe.splx.ai');
    expect(c.platformUrl).toBe('https://us.probe.splx.ai');
    expect(c.gate.maxFailRate).toBe(0.25);
    expect(c.gate.categoryMinScores).toEqual({ jailbreak: 70 });
    expect(c.probes).toEqual(['1', 'Jailbreak']);
  });
  it('lists every problem at once, each naming its input', () => {
    const p = problems({
      'base-url': 'ftp://x',
      'workspace-id': '-1',
      'min-score': 'high',
      'max-fail-rate': '20',
      formats: 'pdf',
    });
    expect(p.map((x) => x.split(':')[0])).toEqual([
      'api-key',
      'base-url',
      'workspace-id',
      'min-score',
      'max-fail-rate',
      'formats',
      // A bad field does not hide the missing target-id (cross checks run on the valid fields).
      'target-id',
    ]);
    expect(p.find((x) => x.startsWith('max-fail-rate'))).toContain('looks like a percent');
  });
  it('derives the web UI from the API host', () => {
    expect(derivePlatformUrl('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(derivePlatformUrl('https://api.example.com/')).toBe('https://example.com');
  });
});

describe('base-url safety (R26)', () => {
  it.each([
    'http://localhost:4010',
    'http://127.0.0.1:4010',
    'http://127.8.9.10',
    'http://[::1]:4010',
    'http://sandbox.localhost:4010',
    'https://api.probe.splx.ai',
    'https://10.0.0.5/api',
  ])('accepts %s', (url) => {
    expect(problems({ ...base, 'base-url': url })).toEqual([]);
  });

  it.each([
    'http://api.probe.splx.ai',
    'http://10.0.0.5:8080',
    'http://127.0.0.1.example.com',
    'http://localhost.example.com',
    'http://[::2]',
  ])('refuses plain http to the remote host %s, and allows it when told', (url) => {
    expect(problems({ ...base, 'base-url': url })).toEqual([
      expect.stringMatching(/^base-url: uses plain http to the remote host .+ clear text/),
    ]);
    const c = parseConfig({ ...base, 'base-url': url, 'allow-insecure-http': 'true' });
    expect(c.allowInsecureHttp).toBe(true);
  });

  it.each([
    'https://api.probe.splx.ai/?access_token=abc',
    'https://api.probe.splx.ai?',
    'https://api.probe.splx.ai/#abc',
    'https://api.probe.splx.ai#',
  ])('refuses a query or fragment without echoing it: %s', (url) => {
    const p = problems({ ...base, 'base-url': url });
    expect(p).toEqual([expect.stringMatching(/^base-url: holds a query string or fragment/)]);
    expect(p[0]).not.toContain('abc');
  });

  it('refuses a query or fragment in platform-url too, without echoing it', () => {
    const p = problems({ ...base, 'platform-url': 'https://probe.splx.ai/?token=abc' });
    expect(p).toEqual([expect.stringMatching(/^platform-url: holds a query string or fragment/)]);
    expect(p[0]).not.toContain('abc');
  });

  it('lists the API key and the GitHub token as the secrets to redact', () => {
    expect(parseConfig({ ...base, 'github-token': 'ghs_x' }).secrets).toEqual(['k', 'ghs_x']);
    expect(parseConfig(base).secrets).toEqual(['k']);
  });
});

describe('retry-failed', () => {
  it('defaults to 0 and takes 0 to 3', () => {
    expect(parseConfig(base).retryFailed).toBe(0);
    expect(parseConfig({ ...base, 'retry-failed': '3' }).retryFailed).toBe(3);
    expect(problems({ ...base, 'retry-failed': '4' })).toEqual([
      'retry-failed: 4 is out of range; give a number of retries (0 to 3).',
    ]);
    expect(problems({ ...base, 'retry-failed': '1.5' })[0]).toMatch(/not a whole number/);
  });
  it('is refused with attach-test-run-id and with score-source platform', () => {
    expect(problems({ ...base, 'retry-failed': '1', 'attach-test-run-id': '9' })[0]).toMatch(
      /^retry-failed: cannot be combined with attach-test-run-id/,
    );
    expect(problems({ ...base, 'retry-failed': '1', 'score-source': 'platform' })[0]).toMatch(
      /^retry-failed: cannot be combined with score-source platform/,
    );
  });
});
