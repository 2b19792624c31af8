import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import type { RawConfig } from '../../../src/config/config.js';
import { sandboxConfig, scanSandbox, type HarnessResult } from '../../support/scan-harness.js';
import { fakeReceiver, type FakeReceiver } from './receiver.js';

let sb: SandboxHandle;
let rx: FakeReceiver;
beforeAll(async () => {
  sb = await startSandbox({ speed: 200_000, seed: 3 });
  rx = await fakeReceiver();
});
afterAll(async () => {
  await rx.close();
  await sb.close();
});

const SECRET = 'hmac-key-for-the-receiver';
const HOOK_PATH = '/hooks/T000/B000/s3cr3t-token-part';

function nightly(role: string, raw: RawConfig = {}) {
  return sandboxConfig(sb, role, {
    probes: '11,12,13',
    'ai-analysis': 'false',
    'notify-webhook': rx.url(HOOK_PATH),
    'notify-secret': SECRET,
    ...raw,
  });
}

/** Every text a scan left: its log lines, outputs and report files. */
function everythingWritten(out: HarnessResult, reportDir: string): string {
  const files = readdirSync(reportDir).map((f) => readFileSync(join(reportDir, f), 'utf8'));
  return [...out.log.lines, JSON.stringify(out.outputs), JSON.stringify(out.report), ...files].join(
    '\n',
  );
}

describe('notifications on change, against a loopback receiver', () => {
  it('10 unchanged nightly scans send 0 messages; a flip sends 1; a recovery 1', async () => {
    const target = sb.targets.hardened as number;
    for (let i = 0; i < 10; i++) {
      const out = await scanSandbox(sb, nightly('hardened'));
      expect(out.verdict).toBe('pass');
    }
    expect(rx.received).toHaveLength(0);

    sb.control.setVulnerability(target, 0.9);
    const config = nightly('hardened');
    const flipped = await scanSandbox(sb, config);
    expect(flipped.verdict).toBe('fail');
    expect(rx.received).toHaveLength(1);
    const msg = rx.received[0]!;
    expect(JSON.parse(msg.body)).toMatchObject({ verdict: 'fail', change: 'new-failure' });
    // The HMAC verifies over the exact body bytes.
    const expected = `sha256=${createHmac('sha256', SECRET).update(msg.body).digest('hex')}`;
    expect(msg.headers['x-probe-gate-signature']).toBe(expected);
    // The URL is a secret: in no log line, output, report or file, plain or encoded.
    const url = rx.url(HOOK_PATH);
    const text = everythingWritten(flipped, config.reportDir);
    for (const form of [url, encodeURIComponent(url), 's3cr3t-token-part'])
      expect(text).not.toContain(form);

    const stillFailing = await scanSandbox(sb, nightly('hardened'));
    expect(stillFailing.verdict).toBe('fail');
    expect(rx.received).toHaveLength(1);

    sb.control.setVulnerability(target, 0.075);
    const recovered = await scanSandbox(sb, nightly('hardened'));
    expect(recovered.verdict).toBe('pass');
    expect(rx.received).toHaveLength(2);
    expect(JSON.parse(rx.received[1]!.body)).toMatchObject({ verdict: 'pass', change: 'recovery' });
  });

  it('a receiver that answers 500 leaves the exit code unchanged (one retry)', async () => {
    rx.received.length = 0;
    rx.answer = 500;
    const quiet = await scanSandbox(sb, nightly('vulnerable', { 'notify-webhook': '' }));
    const out = await scanSandbox(sb, nightly('vulnerable', { 'notify-on': 'always' }));
    rx.answer = 200;
    expect(out.exitCode).toBe(quiet.exitCode);
    expect(out.verdict).toBe(quiet.verdict);
    expect(rx.received).toHaveLength(2);
    expect(
      out.log.lines.some((l) => /Could not notify the json webhook \(HTTP 500\)/.test(l)),
    ).toBe(true);
  });

  it('a hanging receiver is given up at the time limit, the exit code unchanged', async () => {
    rx.received.length = 0;
    rx.answer = 'hang';
    const config = nightly('vulnerable', { 'notify-on': 'fail' });
    const out = await scanSandbox(sb, config, { notifySeams: { timeoutMs: 300 } });
    rx.answer = 200;
    expect(out.exitCode).toBe(1);
    // No retry past the limit: the whole notification ends with it.
    expect(rx.received).toHaveLength(1);
    expect(out.log.lines.filter((l) => /notify/i.test(l))).toEqual([
      'warn: Could not notify the json webhook (no answer in time); the verdict stands.',
    ]);
    const text = everythingWritten(out, config.reportDir);
    expect(text).not.toContain(rx.url(HOOK_PATH));
  });
});
