import { Command } from 'commander';
import * as z from 'zod/mini';
import { PlatformClient } from '../api/index.js';
import { insecureHttpProblem } from '../config/base-url.js';
import { ConfigSchema } from '../config/config.js';
import { ConfigError } from '../config/errors.js';
import { TOOL_VERSION } from '../version.js';
import { ENV_INPUTS } from './config-sources.js';
import { cliJson, cliSafeText } from './logger.js';

/** Connection settings for the small commands (status, cancel, probes, target, ...). */
export interface Connection {
  client: PlatformClient;
  workspaceId: number | null;
  baseUrl: string;
}

const ConnectionSchema = z.object({
  'api-key': ConfigSchema.shape['api-key'],
  'base-url': ConfigSchema.shape['base-url'],
  'allow-insecure-http': ConfigSchema.shape['allow-insecure-http'],
  'workspace-id': z.unknown(),
});

/** Builds a client from --base-url / --workspace-id flags or their env variables; the key from PROBE_API_KEY. */
export function connectionFrom(
  opts: { baseUrl?: string; workspaceId?: string },
  env: NodeJS.ProcessEnv,
  needWorkspace: boolean,
): Connection {
  const raw = {
    'api-key': env[ENV_INPUTS['api-key'] as string],
    'base-url': opts.baseUrl ?? env[ENV_INPUTS['base-url'] as string],
    'workspace-id': opts.workspaceId ?? env[ENV_INPUTS['workspace-id'] as string],
    'allow-insecure-http': env[ENV_INPUTS['allow-insecure-http'] as string],
  };
  const parsed = ConnectionSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  const insecure = parsed.success
    ? insecureHttpProblem(parsed.data['base-url'], parsed.data['allow-insecure-http'])
    : null;
  if (insecure) problems.push(insecure);
  const ws = parseId(raw['workspace-id']);
  if (needWorkspace && ws === null)
    problems.push(
      'workspace-id: is required; give --workspace-id or env PROBE_WORKSPACE_ID (a positive integer).',
    );
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return {
    client: new PlatformClient({
      baseUrl: parsed.data['base-url'],
      apiKey: parsed.data['api-key'],
      userAgent: `probe-gate-cli/${TOOL_VERSION}`,
    }),
    workspaceId: ws,
    baseUrl: parsed.data['base-url'],
  };
}

/** A positive integer from a flag or argument, or null. */
export function parseId(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const s = String(v).trim();
  return /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 2_147_483_647 ? Number(s) : null;
}

/** Like parseId but a user mistake when absent or malformed. */
export function requireId(v: unknown, what: string): number {
  const id = parseId(v);
  if (id === null)
    throw new ConfigError(`${what}: "${String(v ?? '')}" is not an id; give a positive integer.`);
  return id;
}

/**
 * A subcommand that talks to the platform: --base-url and --workspace-id, a description and
 * its positional arguments (name and help of each).
 */
export function platformCommand(
  name: string,
  description: string,
  args: [string, string][] = [],
): Command {
  const cmd = withConnection(new Command(name)).description(description);
  for (const [arg, help] of args) cmd.argument(arg, help);
  return cmd;
}

/** Prints `value` as one JSON line with --json, else the human-readable `text`. */
export function printResult(json: boolean | undefined, value: unknown, text: () => string): void {
  // Platform data: secrets masked, inert in every CI's log (R26, R27).
  process.stdout.write(json ? `${cliJson(value)}\n` : `${cliSafeText(text())}\n`);
}

/** Adds --base-url and --workspace-id to a command. */
export function withConnection<T extends Command>(cmd: T): T {
  cmd.option('--base-url <url>', 'platform API URL (env PROBE_BASE_URL)');
  cmd.option('--workspace-id <id>', 'workspace id (env PROBE_WORKSPACE_ID)');
  return cmd;
}
