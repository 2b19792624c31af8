import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactTarget } from '../../src/cli/commands/target.js';
import { sandbox } from '../sandbox/helpers.js';
import { runCli } from './run-cli.js';

const SECRET = 'sk-cli-secret-42';

function file(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-cli-target-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const TARGET = `connection:
  type: OPENAI
  config:
    model: gpt-4o-mini
    apiKeyEnv: MY_OPENAI_KEY
settings:
  name: cli-bot
  language: en
`;

async function env() {
  const sb = await sandbox();
  return {
    sb,
    env: {
      PROBE_API_KEY: sb.apiKey,
      PROBE_BASE_URL: sb.baseUrl,
      PROBE_WORKSPACE_ID: String(sb.workspaceId),
      MY_OPENAI_KEY: SECRET,
    },
  };
}

describe('probe-gate target', () => {
  it('applies a file (create, then update), reads and deletes the target', async () => {
    const { env: e } = await env();
    const created = await runCli(['target', 'apply', file('t.yml', TARGET), '--json'], e);
    expect(created.code).toBe(0);
    const target = JSON.parse(created.stdout) as { id: number; settings: { name: string } };
    expect(target.settings.name).toBe('cli-bot');
    expect(created.stdout + created.stderr).not.toContain(SECRET);

    const updated = await runCli(
      [
        'target',
        'apply',
        file('u.yml', 'settings:\n  description: from the CLI\n'),
        '--target-id',
        String(target.id),
      ],
      e,
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(new RegExp(`^Target ${target.id}: cli-bot\\n`));
    expect(updated.stderr).toContain(`Updated target ${target.id}`);

    const got = await runCli(['target', 'get', String(target.id), '--json'], e);
    expect(JSON.parse(got.stdout)).toMatchObject({
      id: target.id,
      settings: { name: 'cli-bot', description: 'from the CLI' },
    });

    const deleted = await runCli(['target', 'delete', String(target.id)], e);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted target ${target.id}.\n` });
    const gone = await runCli(['target', 'get', String(target.id)], e);
    expect(gone.code).toBe(3);
    expect(gone.stderr).toMatch(/404/);
  });

  it('turns user mistakes into exit 2 with one line, before any request', async () => {
    const { sb, env: e } = await env();
    const before = sb.stats.totalRequests;
    const cases: [string[], RegExp][] = [
      [
        ['target', 'get', 'abc'],
        /^probe-gate: Invalid input: target: "abc" is not an id; give a positive integer\.\n$/,
      ],
      [
        ['target', 'apply', 'missing.yml'],
        /^probe-gate: Invalid input: target-config: cannot read "missing.yml" \(ENOENT\); check the path\.\n$/,
      ],
      [
        [
          'target',
          'apply',
          file('s.yml', TARGET.replace('apiKeyEnv: MY_OPENAI_KEY', `apiKey: ${SECRET}`)),
        ],
        /^probe-gate: Invalid input: target-config: connection\.config\.apiKey: holds a literal secret/,
      ],
      [
        ['target', 'apply', file('e.yml', `ephemeral: true\n${TARGET}`)],
        /ephemeral targets live only for one scan/,
      ],
      [
        ['target', 'get'],
        /^probe-gate: missing required argument 'id' \(see probe-gate --help\)\n$/,
      ],
    ];
    for (const [args, re] of cases) {
      const r = await runCli(args, e);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(re);
      expect(r.stderr).not.toContain(SECRET);
    }
    const noWs = await runCli(['target', 'get', '1'], { ...e, PROBE_WORKSPACE_ID: undefined });
    expect(noWs.code).toBe(2);
    expect(noWs.stderr).toMatch(/workspace-id: is required/);
    expect(sb.stats.totalRequests).toBe(before);
  });

  it('redacts secret-looking connection values the platform might return', () => {
    const t = redactTarget({
      id: 1,
      connection: {
        type: 'X',
        config: { url: 'u', apiKey: 'k', nested: { password: 'p', other: 1 } },
      },
    });
    expect(t.connection?.config).toEqual({
      url: 'u',
      apiKey: '[REDACTED]',
      nested: { password: '[REDACTED]', other: 1 },
    });
  });
});
