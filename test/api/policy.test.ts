/** Pure pieces of the retry policy: backoff, Retry-After, error classification, redaction. */
import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from '../../src/api/transport/backoff.js';
import { jsonPath } from '../../src/api/schemas/decode.js';
import { policy } from '../../src/api/index.js';
import { classifyNetworkError } from '../../src/api/transport/network-errors.js';
import { excerpt, Redactor } from '../../src/api/redact.js';
import { netError } from './support.js';

describe('policy constants', () => {
  it('retryable and never-retried statuses are disjoint and as R1 lists them', () => {
    expect([...policy.RETRYABLE_STATUSES].sort()).toEqual([408, 429, 500, 502, 503, 504]);
    for (const s of [400, 401, 403, 404, 409, 422]) {
      expect(policy.NON_RETRYABLE_STATUSES.has(s)).toBe(true);
      expect(policy.RETRYABLE_STATUSES.has(s)).toBe(false);
    }
    expect(policy.MAX_RETRIES).toBe(4);
    for (const c of policy.NOT_SENT_ERROR_CODES)
      expect(policy.MAYBE_SENT_ERROR_CODES.has(c)).toBe(false);
  });

  it('timeouts are explicit and far below undici defaults (300 s)', () => {
    expect(policy.CONNECT_TIMEOUT_MS).toBe(10_000);
    expect(policy.HEADERS_TIMEOUT_MS).toBe(30_000);
    expect(policy.BODY_TIMEOUT_MS).toBe(30_000);
  });
});

describe('backoffDelay (full jitter)', () => {
  it('picks random() * min(cap, base * 2^n)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, 500, 8000, () => 0.5))).toEqual([
      250, 500, 1000, 2000, 4000, 4000,
    ]);
    expect(backoffDelay(3, 500, 8000, () => 0)).toBe(0);
    expect(backoffDelay(10, 500, 8000, () => 0.9999)).toBeLessThan(8000);
  });

  it('clamps a misbehaving random source', () => {
    expect(backoffDelay(0, 500, 8000, () => 7)).toBe(500);
    expect(backoffDelay(0, 500, 8000, () => -1)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-22T00:00:00Z');
  it.each<[string | string[] | undefined, number | undefined]>([
    ['3', 3000],
    ['0', 0],
    [' 120 ', 120_000],
    ['1.5', 1500],
    ['Sun, 22 Jun 2025 00:00:10 GMT', 10_000],
    ['Sat, 21 Jun 2025 23:59:00 GMT', 0], // in the past
    [['2', '9'], 2000],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %s', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms);
  });
});

describe('classifyNetworkError', () => {
  it('treats connect-phase codes as not sent', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(classifyNetworkError(netError(code))).toMatchObject({
        code,
        notSent: true,
        retryable: true,
      });
    }
  });

  it('treats resets, pipes and undici socket errors as maybe sent', () => {
    for (const code of [
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      'UND_ERR_SOCKET',
      'UND_ERR_BODY_TIMEOUT',
    ]) {
      expect(classifyNetworkError(netError(code))).toMatchObject({
        code,
        notSent: false,
        retryable: true,
      });
    }
  });

  it('looks through cause chains and AggregateError members', () => {
    const deep = new Error('a', { cause: new Error('b', { cause: netError('ECONNRESET') }) });
    expect(classifyNetworkError(deep).code).toBe('ECONNRESET');
    const both = new AggregateError([netError('ECONNREFUSED'), netError('ECONNREFUSED')]);
    expect(classifyNetworkError(both)).toMatchObject({ code: 'ECONNREFUSED', notSent: true });
    const mixed = new AggregateError([netError('ECONNREFUSED'), netError('ECONNRESET')]);
    expect(classifyNetworkError(mixed).notSent).toBe(false);
  });

  it('maps undici timeout codes to phases and leaves unknown errors unretried', () => {
    expect(classifyNetworkError(netError('UND_ERR_HEADERS_TIMEOUT')).timeoutPhase).toBe('headers');
    expect(classifyNetworkError(netError('UND_ERR_CONNECT_TIMEOUT')).timeoutPhase).toBe('connect');
    expect(classifyNetworkError(new Error('x'))).toEqual({
      code: undefined,
      notSent: false,
      retryable: false,
      timeoutPhase: undefined,
    });
    expect(classifyNetworkError(netError('UND_ERR_INVALID_ARG')).retryable).toBe(false);
  });

  it('survives a cyclic cause chain', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(classifyNetworkError(a).retryable).toBe(false);
  });
});

describe('Redactor and excerpt', () => {
  it('scrubs raw and URL-encoded secrets in text and error chains', () => {
    const r = new Redactor('s3cr3t/+');
    expect(r.scrub(`a s3cr3t/+ b ${encodeURIComponent('s3cr3t/+')}`)).toBe(
      'a [REDACTED] b [REDACTED]',
    );
    const err = new Error('top s3cr3t/+', { cause: new Error('inner s3cr3t/+') });
    r.scrubError(err);
    expect(err.message).toBe('top [REDACTED]');
    expect((err.cause as Error).message).toBe('inner [REDACTED]');
    expect(err.stack).not.toContain('s3cr3t');
  });

  it('flattens lines, drops control characters and truncates', () => {
    expect(excerpt('a\n\tb\u001b[31m c', 100)).toBe('a b[31m c');
    const long = excerpt('x'.repeat(500), 200);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('jsonPath', () => {
  it('formats zod paths', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['probeRuns', 2, 'probeRunId'])).toBe('$.probeRuns[2].probeRunId');
    expect(jsonPath(['scores', 'prompt injection'])).toBe('$.scores["prompt injection"]');
  });
});
