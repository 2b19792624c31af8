/**
 * R26 in the engine: a platform that echoes every secret it knows into every text field
 * (sandbox control.echoSecrets) -> the redaction step leaves none of them, in any form, in
 * the report model, any rendered format, the log lines or the outputs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderComment } from '../../src/report/markdown/comment.js';
import { renderSummary } from '../../src/report/markdown/summary.js';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { sandboxConfig, scanSandbox } from '../support/scan-harness.js';
import { secretFormsIn } from '../support/secret-forms.js';

const API_KEY = 'pg-redaction/key+Qm7Zp2Wx9=Lk4Vb8N';
const TOKEN = 'ghp_redactionTokenX8c2Vn5Rt7Yu1Io3';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 11, apiKey: API_KEY });
  sb.control.echoSecrets([TOKEN]);
});
afterAll(async () => sb?.close());

describe('the redaction step', () => {
  it('the sandbox really echoes: a raw probe-run answer carries the key and the token in every form', async () => {
    const res = await fetch(`${sb.baseUrl}/api/target/types`, {
      headers: { 'X-Api-Key': API_KEY },
    });
    const text = await res.text();
    expect(secretFormsIn(text, API_KEY).length).toBe(5);
    expect(secretFormsIn(text, TOKEN).length).toBe(5);
  });

  it('a whole scan: no form of the key or token in the report, any format, the log or the outputs', async () => {
    const config = sandboxConfig(sb, 'vulnerable', { 'github-token': TOKEN });
    const result = await scanSandbox(sb, config);
    expect(result.verdict).toBe('fail');
    // The platform text is still there, only the secret is gone.
    const probe = result.report.probeRuns[0];
    expect(probe?.name).toContain('[echo [REDACTED]');
    const overviews = result.report.probeRuns.map((p) => p.aiAnalysis?.overview ?? '');
    expect(overviews.some((o) => o.includes('[REDACTED]'))).toBe(true);
    const cases = result.report.probeRuns.flatMap((p) => p.failedTestCases);
    expect(cases.length).toBeGreaterThan(0);
    expect(JSON.stringify(cases[0])).toContain('[REDACTED]');
    const texts: Record<string, string> = {
      model: JSON.stringify(result.report),
      comment: renderComment(result.report),
      summary: renderSummary(result.report),
      log: result.log.lines.join('\n'),
      outputs: JSON.stringify(result.outputs),
    };
    for (const f of ['report-json', 'report-markdown', 'sarif-file', 'junit-file'] as const)
      texts[f] = readFileSync(result.outputs[f] as string, 'utf8');
    for (const [where, text] of Object.entries(texts)) {
      expect({ where, key: secretFormsIn(text, API_KEY) }).toEqual({ where, key: [] });
      expect({ where, token: secretFormsIn(text, TOKEN) }).toEqual({ where, token: [] });
    }
  });
});
