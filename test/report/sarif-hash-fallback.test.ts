/**
 * On a Node without the one-shot `crypto.hash` (before 20.12 and 21.7), SARIF fingerprints
 * come from a Hash object and are the same: code scanning keys alerts on them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFailedTestCase, makeProbeRun } from '../fixtures/report/make-report.js';

afterEach(() => {
  vi.doUnmock('node:crypto');
  vi.resetModules();
});

describe('SARIF fingerprints without crypto.hash', () => {
  it('are the sha256 that sha256sum gives', async () => {
    vi.resetModules();
    vi.doMock('node:crypto', async (actual) => {
      const crypto = await actual<typeof import('node:crypto')>();
      return { ...crypto, hash: undefined, default: { ...crypto, hash: undefined } };
    });
    const { attackFingerprint } = await import('../../src/report/sarif/sarif.js');
    const crypto = await import('node:crypto');
    expect((crypto as { hash?: unknown }).hash).toBeUndefined();
    expect(
      attackFingerprint(
        makeProbeRun({ probeId: null, name: 'Prompt ünïcode 🚀' }),
        makeFailedTestCase({ attackId: null, id: 42 }),
      ),
    ).toBe('9f0f70a9aa3da8c922710db126696829a5b3be5d85c98fc5203069b8145d0138');
  });
});
