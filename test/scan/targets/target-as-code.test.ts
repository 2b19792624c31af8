import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  NotFoundError,
  PlatformClient,
  Redactor,
} from '../../../src/api/index.js';
import { validateDatasetCsv } from '../../../src/sandbox/index.js';
import { parseConfig } from '../../../src/config/config.js';
import { problemsOf } from '../../support/config-problems.js';
import { STATE_KEYS } from '../../../src/scan/ports.js';
import { loadTargetConfig } from '../../../src/config/target-file.js';
import {
  cleanupEphemeralTarget,
  ephemeralName,
  prepareTarget,
} from '../../../src/scan/targets/apply.js';
import { sandbox } from '../../sandbox/helpers.js';
import {
  memoryStore,
  recordingLogger,
  sandboxConfig,
  scanSandbox,
} from '../../support/scan-harness.js';

const SECRET = 'sk-super-secret-value-123';
const ENV = { AZURE_KEY: SECRET, OTHER_TOKEN: 'tok-abc-987' };

function targetFile(yaml: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-target-'));
  for (const [name, text] of Object.entries(extra)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const file = join(dir, 'target.yml');
  writeFileSync(file, yaml);
  return file;
}

const AZURE = `
connection:
  type: AZURE_OPENAI
  config:
    url: https://example.openai.azure.com
    deploymentName: gpt-4o
    apiKeyEnv: AZURE_KEY
settings:
  name: support-bot
  language: en
  rateLimit: 30
`;

describe('loadTargetConfig', () => {
  it('resolves *Env keys from the environment into the field without the suffix, at any depth', async () => {
    const file = targetFile(
      `${AZURE.replace('    apiKeyEnv: AZURE_KEY', '    apiKeyEnv: AZURE_KEY\n    extra:\n      bearerTokenEnv: OTHER_TOKEN')}`,
    );
    const plan = await loadTargetConfig(file, ENV);
    expect(plan.body.connection?.config).toEqual({
      url: 'https://example.openai.azure.com',
      deploymentName: 'gpt-4o',
      apiKey: SECRET,
      extra: { bearerToken: 'tok-abc-987' },
    });
    expect(plan.secrets).toEqual([SECRET, 'tok-abc-987']);
    expect(plan).toMatchObject({ id: null, ephemeral: false, knowledge: null, dataset: null });
  });

  it('refuses a literal secret, naming the field and the fix', async () => {
    const file = targetFile(
      AZURE.replace('apiKeyEnv: AZURE_KEY', `apiKey: ${SECRET}`).replace(
        'deploymentName: gpt-4o',
        'deploymentName: gpt-4o\n    headers:\n      Authorization: Bearer xyz',
      ),
    );
    const problems = await problemsOf(() => loadTargetConfig(file, ENV));
    expect(problems).toEqual([
      'target-config: connection.config.headers.Authorization: holds a literal secret, which is refused; put it in an environment variable from your CI secret store and write AuthorizationEnv: NAME instead.',
      'target-config: connection.config.apiKey: holds a literal secret, which is refused; put it in an environment variable from your CI secret store and write apiKeyEnv: NAME instead.',
    ]);
    for (const p of problems) expect(p).not.toContain(SECRET);
  });

  it('names a missing environment variable, a bad name, and both forms at once', async () => {
    expect(await problemsOf(() => loadTargetConfig(targetFile(AZURE), {}))).toEqual([
      'target-config: connection.config.apiKeyEnv: environment variable AZURE_KEY is not set; set it from your CI secret store.',
    ]);
    expect(
      (
        await problemsOf(() =>
          loadTargetConfig(targetFile(AZURE.replace('AZURE_KEY', 'not a name')), ENV),
        )
      )[0],
    ).toMatch(/apiKeyEnv: must name an environment variable/);
    expect(
      (
        await problemsOf(() =>
          loadTargetConfig(
            targetFile(
              AZURE.replace('apiKeyEnv: AZURE_KEY', 'apiKeyEnv: AZURE_KEY\n    apiKey: null'),
            ),
            ENV,
          ),
        )
      )[0],
    ).toMatch(/has both apiKey and apiKeyEnv; keep only apiKeyEnv/);
  });

  it('validates the file with zod: unknown keys, wrong types, what a create needs', async () => {
    const problems = await problemsOf(() =>
      loadTargetConfig(
        targetFile('settings:\n  nmae: x\n  rateLimit: fast\nephemral: true\n'),
        ENV,
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^target-config: top level of ".*" has unknown key\(s\) ephemral; check the spelling/,
        ),
        expect.stringMatching(/^target-config: settings of ".*" has unknown key\(s\) nmae/),
        expect.stringMatching(/^target-config: settings\.rateLimit in ".*": .*; fix the value\.$/),
      ]),
    );
    expect(
      await problemsOf(() => loadTargetConfig(targetFile('settings:\n  language: en\n'), ENV)),
    ).toEqual([
      expect.stringMatching(/^target-config: connection is required to create a target/),
      expect.stringMatching(/^target-config: settings.name is required to create a target/),
    ]);
    expect((await problemsOf(() => loadTargetConfig('does/not/exist.yml', ENV)))[0]).toBe(
      'target-config: cannot read "does/not/exist.yml" (ENOENT); check the path.',
    );
    expect((await problemsOf(() => loadTargetConfig(targetFile('settings: [\n'), ENV)))[0]).toMatch(
      /is not valid YAML/,
    );
  });

  it('updates with an id from the file or the target-id input, and refuses conflicts', async () => {
    expect((await loadTargetConfig(targetFile('id: 7\nsettings:\n  rateLimit: 5\n'), ENV)).id).toBe(
      7,
    );
    expect((await loadTargetConfig(targetFile('settings:\n  rateLimit: 5\n'), ENV, 9)).id).toBe(9);
    expect(
      (await problemsOf(() => loadTargetConfig(targetFile('id: 7\nsettings: {}\n'), ENV, 9)))[0],
    ).toMatch(/id 7 in .* differs from the target-id input 9/);
    expect(
      (
        await problemsOf(() =>
          loadTargetConfig(targetFile(`ephemeral: true\nid: 7\n${AZURE}`), ENV),
        )
      )[0],
    ).toMatch(/ephemeral: true always creates a new target; remove id from the file/);
    expect(
      (
        await problemsOf(() => loadTargetConfig(targetFile(`ephemeral: true\n${AZURE}`), ENV, 3))
      )[0],
    ).toMatch(/remove the target-id input/);
  });

  it('reads the knowledge file and dataset relative to the target file and checks the dataset', async () => {
    const ok = await loadTargetConfig(
      targetFile(`${AZURE}knowledgeFile: kb/faq.md\ndataset: data/attacks.csv\n`, {
        'kb/faq.md': '# FAQ',
        'data/attacks.csv': 'prompt,expected\nhi,refuse\nho,refuse\n',
      }),
      ENV,
    );
    expect(ok.knowledge?.name).toBe('faq.md');
    expect(ok.dataset).toMatchObject({ name: 'attacks.csv', rows: 2 });
    const bad = await problemsOf(() =>
      loadTargetConfig(
        targetFile(`${AZURE}knowledgeFile: nope.md\ndataset: d.csv\n`, { 'd.csv': 'a,b\n1\n' }),
        ENV,
      ),
    );
    expect(bad).toEqual([
      expect.stringMatching(
        /^target-config: knowledgeFile "nope.md" cannot be read \(looked for .*nope.md\); paths are relative to the target file\.$/,
      ),
      'target-config: dataset "d.csv" is not a valid dataset: line 2 has 1 column but the header has 2.',
    ]);
  });

  it('validates examples/target.yml', async () => {
    const example = new URL('../../../examples/target.yml', import.meta.url);
    const file = targetFile(readText(example), { 'knowledge/faq.md': 'facts' });
    const plan = await loadTargetConfig(file, { AZURE_OPENAI_API_KEY: 'k' });
    expect(plan.ephemeral).toBe(true);
    expect(plan.body.settings?.name).toBe('support-bot-pr');
  });

  it('scrubs secrets from messages and makes unique ephemeral names', () => {
    expect(new Redactor([SECRET, '']).scrub(`bad key ${SECRET}!`)).toBe('bad key [REDACTED]!');
    const a = ephemeralName('bot', 1);
    expect(a).toMatch(/^bot-ephemeral-1-[0-9a-f]{6}$/);
    expect(ephemeralName('bot', 1)).not.toBe(a);
  });
});

function readText(url: URL): string {
  return readFileSync(url, 'utf8');
}

describe('targets as code against the sandbox', () => {
  async function setup() {
    const sb = await sandbox({ speed: 1000 });
    const client = new PlatformClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey });
    const config = (file: string, targetId?: number) =>
      parseConfig({
        'api-key': sb.apiKey,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'target-config': file,
        'target-id': targetId === undefined ? '' : String(targetId),
      });
    return { sb, client, config, log: recordingLogger(), state: memoryStore() };
  }

  it('creates a target, then updates it, uploading the knowledge file; never logs the secret', async () => {
    const { sb, client, config, log, state } = await setup();
    const file = targetFile(`${AZURE}knowledgeFile: faq.md\n`, {
      'faq.md': 'Our refund policy is 30 days.',
    });
    const created = await prepareTarget(client, log, state, config(file), ENV);
    expect(created.ephemeral).toBe(false);
    const t1 = await client.getTarget(sb.workspaceId, created.targetId);
    expect(t1.settings?.name).toBe('support-bot');
    expect(t1.settings?.ragFile?.ragFileName).toBe('faq.md');

    const update = targetFile(
      `id: ${created.targetId}\nsettings:\n  rateLimit: 99\n  description: updated\n`,
    );
    const updated = await prepareTarget(client, log, state, config(update), ENV);
    expect(updated).toEqual({ targetId: created.targetId, ephemeral: false });
    const t2 = await client.getTarget(sb.workspaceId, created.targetId);
    expect(t2.settings).toMatchObject({
      name: 'support-bot',
      rateLimit: 99,
      description: 'updated',
    });
    const text = log.lines.join('\n');
    const id = created.targetId;
    expect(text).toContain('info: Uploaded knowledge file faq.md (file id ');
    expect(text).toContain(`info: Created target ${id} ("support-bot") from ${file}.`);
    expect(text).toContain(`warn: Created target ${id} from ${file}: add "id: ${id}" to the file`);
    expect(text).toContain(`info: Updated target ${id} from ${update}.`);
    expect(log.lines.join('\n')).not.toContain(SECRET);
    expect(state.map.size).toBe(0);
  });

  it('creates an ephemeral target with a unique name, saves it for the post step and deletes it once', async () => {
    const { sb, client, config, log, state } = await setup();
    const file = targetFile(`ephemeral: true\n${AZURE}`);
    const { targetId, ephemeral } = await prepareTarget(client, log, state, config(file), ENV);
    expect(ephemeral).toBe(true);
    expect(state.get(STATE_KEYS.ephemeralTargetId)).toBe(String(targetId));
    expect(state.get(STATE_KEYS.workspaceId)).toBe(String(sb.workspaceId));
    expect((await client.getTarget(sb.workspaceId, targetId)).settings?.name).toMatch(
      /^support-bot-ephemeral-/,
    );

    await cleanupEphemeralTarget(client, log, state, sb.workspaceId, targetId);
    await expect(client.getTarget(sb.workspaceId, targetId)).rejects.toBeInstanceOf(NotFoundError);
    expect(state.get(STATE_KEYS.ephemeralTargetId)).toBe('');
    // The post step after a clean main step: nothing left to delete, no second request.
    await cleanupEphemeralTarget(client, log, state, sb.workspaceId, targetId);
    expect(log.lines.filter((l) => l.startsWith('info: Deleted ephemeral target'))).toHaveLength(1);
    expect(log.lines.join('\n')).not.toContain(SECRET);
  });

  it('scans an ephemeral target end to end and deletes it after publishing', async () => {
    const { sb, client } = await setup();
    const file = targetFile(`ephemeral: true\n${AZURE}`);
    process.env.AZURE_KEY = SECRET;
    try {
      const result = await scanSandbox(
        sb,
        sandboxConfig(sb, 'vulnerable', {
          'target-config': file,
          'target-id': '',
          'ai-analysis': 'false',
          'min-score': '0',
        }),
      );
      const targetId = result.report.platform.targetId;
      expect(targetId).not.toBe(sb.targets.vulnerable);
      expect(result.report.testRun.status).toBe('completed');
      expect(result.report.platform.targetName).toMatch(/^support-bot-ephemeral-/);
      await expect(client.getTarget(sb.workspaceId, targetId)).rejects.toBeInstanceOf(
        NotFoundError,
      );
      expect(result.state.get(STATE_KEYS.ephemeralTargetId)).toBe('');
      expect(result.log.lines.join('\n')).not.toContain(SECRET);
    } finally {
      delete process.env.AZURE_KEY;
    }
  });

  it('scrubs a connection secret that a server echoes in an error', async () => {
    const { config, log, state } = await setup();
    const echoing = {
      createTarget: async (
        _ws: number,
        body: { connection?: { config?: Record<string, unknown> } },
      ) => {
        const echo = `bad apiKey ${String(body.connection?.config?.apiKey)}`;
        throw new BadRequestError(`POST target: 400 ${echo}`, {
          endpoint: 'POST /api/v2/workspaces/{workspaceId}/target',
          status: 400,
          serverMessage: echo,
        });
      },
    } as unknown as PlatformClient;
    const err = (await prepareTarget(echoing, log, state, config(targetFile(AZURE)), ENV).catch(
      (e: unknown) => e,
    )) as Error;
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.message).toBe('POST target: 400 bad apiKey [REDACTED]');
    expect((err as BadRequestError).serverMessage).toBe('bad apiKey [REDACTED]');
  });

  it('keeps the state key when the delete fails, and treats an already deleted target as gone', async () => {
    const { sb, client, log, state } = await setup();
    state.save(STATE_KEYS.ephemeralTargetId, '999999');
    await cleanupEphemeralTarget(client, log, state, sb.workspaceId, 999999);
    expect(state.get(STATE_KEYS.ephemeralTargetId)).toBe('');
    const offline = new PlatformClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      retry: { maxRetries: 0 },
    });
    state.save(STATE_KEYS.ephemeralTargetId, '5');
    await cleanupEphemeralTarget(offline, log, state, sb.workspaceId, 5);
    expect(state.get(STATE_KEYS.ephemeralTargetId)).toBe('5');
    expect(log.lines.at(-1)).toMatch(
      /^warn: Could not delete ephemeral target 5 .*delete it in the web UI\.$/,
    );
  });

  it('checks datasets with exactly the sandbox rules: the same files pass locally and on upload', async () => {
    const { sb, client } = await setup();
    const samples: Record<string, string | Uint8Array> = {
      valid: 'prompt,expected\nhello,refuse\n',
      'valid with BOM and blank lines': '\uFEFFa,b\n\n1,2\n\n3,4\n',
      'quoted newline': 'a,b\n"multi\nline",2\n',
      'header only': 'a,b\n',
      empty: '   \n',
      'ragged row': 'a,b\n1,2,3\n',
      'duplicate column': 'a,a\n1,2\n',
      'unnamed column': 'a,\n1,2\n',
      json: '[{"a":1}]',
      'unclosed quote': 'a,b\n"1,2\n',
      binary: new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x01, 0x02]),
      'latin-1': new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xe9, 0x2c, 0x31, 0x0a]),
    };
    let accepted = 0;
    for (const [name, content] of Object.entries(samples)) {
      const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      const local = validateDatasetCsv(data);
      const remote = await client.uploadDataset(sb.workspaceId, { name: `${name}.csv`, data }).then(
        (r) => ({ ok: true as const, rows: r.entriesRowCount }),
        (err: unknown) => {
          expect(err, name).toBeInstanceOf(BadRequestError);
          return { ok: false as const, rows: undefined };
        },
      );
      expect({ name, ok: remote.ok }).toEqual({ name, ok: local.ok });
      if (local.ok) {
        accepted++;
        expect(remote.rows, name).toBe(local.rows);
        // The target file path runs the same check.
        expect(
          (
            await loadTargetConfig(
              targetFile(`${AZURE}dataset: d.csv\n`, { 'd.csv': new TextDecoder().decode(data) }),
              ENV,
            )
          ).dataset?.rows,
        ).toBe(local.rows);
      }
    }
    expect(accepted).toBe(3);
  });
});
