/**
 * Platform text as valid Unicode and secrets split by invisible characters: a lone surrogate
 * in an answer is replaced and counted before any report holds it; a key split by a
 * zero-width or bidi character is still redacted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/api/redact.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { startMutatingProxy, type MutatingProxy } from '../soak/mutating-proxy.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';

describe('secrets split by invisible characters', () => {
  const key = 'pg-live-key-9f8e7d6c5b4a';
  const r = new Redactor([key]);
  it.each(['\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\u00ad', '\u200b\u200c'])(
    'U+%s between two characters: redacted whole',
    (sep) => {
      const split = `${key.slice(0, 6)}${sep}${key.slice(6, 11)}${sep}${key.slice(11)}`;
      expect(r.scrub(`token ${split} end`)).toBe('token [REDACTED] end');
      expect(r.holds(split)).toBe(true);
    },
  );
  it('leaves other text with invisible characters as it is', () => {
    expect(r.scrub('pg-live\u200b-other')).toBe('pg-live\u200b-other');
  });
});

describe('lone surrogates in platform text', () => {
  let sb: SandboxHandle;
  let proxy: MutatingProxy;
  beforeAll(async () => {
    sb = await startSandbox({ speed: 400, seed: 9 });
    proxy = await startMutatingProxy(sb.baseUrl, (req) =>
      req.endpoint === 'getProbeRun'
        ? {
            kind: 'mutate',
            mutate: (j) => ({ ...(j as object), probeName: 'Jail\ud800break \udfff' }),
          }
        : { kind: 'pass' },
    );
  });
  afterAll(async () => {
    await proxy?.close();
    await sb?.close();
  });

  it('are replaced by U+FFFD and counted; the report holds none', async () => {
    const config = sandboxConfig(sb, 'vulnerable', { 'base-url': proxy.baseUrl });
    const r = await scanSandbox(sb, config);
    const text = JSON.stringify(r.report);
    expect(text).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
    expect(r.report.probeRuns.map((p) => p.name)).toContain('Jail\ufffdbreak \ufffd');
    expect(r.report.warnings.join('\n')).toMatch(
      /\d+ texts? of the platform's answers held lone UTF-16 surrogates/,
    );
    expect(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text))).toBe(text);
  });
});
