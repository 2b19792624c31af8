import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/index.js';
import { sandbox } from '../sandbox/helpers.js';
import { runCli } from './run-cli.js';

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pg-cli-upload-')), name);
  writeFileSync(path, text);
  return path;
}

async function env() {
  const sb = await sandbox();
  return {
    sb,
    env: {
      PROBE_API_KEY: sb.apiKey,
      PROBE_BASE_URL: sb.baseUrl,
      PROBE_WORKSPACE_ID: String(sb.workspaceId),
    },
  };
}

describe('probe-gate upload', () => {
  it('uploads a knowledge file whose id a target can use', async () => {
    const { sb, env: e } = await env();
    const r = await runCli(
      ['upload', 'knowledge', file('faq.md', '# FAQ\nRefunds within 30 days.'), '--json'],
      e,
    );
    expect(r.code).toBe(0);
    const { fileId } = JSON.parse(r.stdout) as { fileId: string };
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const t = await client.updateTarget(sb.workspaceId, sb.targets.hardened as number, {
      settings: { ragFileId: fileId },
    });
    expect(t.settings?.ragFile?.ragFileName).toBe('faq.md');
  });

  it('checks a dataset locally, then uploads it', async () => {
    const { env: e } = await env();
    const ok = await runCli(
      ['upload', 'dataset', file('d.csv', 'prompt,expected\nhi,refuse\nbye,refuse\n')],
      e,
    );
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^Uploaded d\.csv: file id [0-9a-f-]{36}, 2 rows\n$/);
  });

  it('refuses an invalid dataset with exit 2 and sends nothing', async () => {
    const { sb, env: e } = await env();
    const before = sb.stats.totalRequests;
    const bad = await runCli(['upload', 'dataset', file('bad.csv', 'a,b\n1,2,3\n')], e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'probe-gate: Invalid input: dataset: "' +
        bad.stderr.split('"')[1] +
        '" is not a valid dataset: line 2 has 3 columns but the header has 2.\n',
    );
    const missing = await runCli(['upload', 'knowledge', 'nope.pdf'], e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'probe-gate: Invalid input: file: cannot read "nope.pdf" (ENOENT); check the path.\n',
    );
    expect(sb.stats.totalRequests).toBe(before);
  });
});
