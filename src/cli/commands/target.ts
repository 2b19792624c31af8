import { Command } from 'commander';
import type { Target } from '../../api/index.js';
import { ConfigError } from '../../config/errors.js';
import { isSecretKey, loadTargetConfig } from '../../config/target-file.js';
import { Redactor } from '../../api/redact.js';
import { applyTargetPlan } from '../../scan/targets/apply.js';
import { cliLogger, cliSafeText, cliSecrets } from '../logger.js';
import { connectionFrom, platformCommand, printResult, requireId } from '../connection.js';

type ConnOpts = { baseUrl?: string; workspaceId?: string; json?: boolean };

/** A copy of the target with every secret-looking connection value replaced (the platform may echo them). */
export function redactTarget(t: Target): Target {
  const scrub = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        isSecretKey(k) && x !== null && x !== '' ? '[REDACTED]' : scrub(x),
      ]),
    );
  };
  return t.connection?.config
    ? {
        ...t,
        connection: {
          ...t.connection,
          config: scrub(t.connection.config) as Record<string, unknown>,
        },
      }
    : t;
}

/** Human-readable lines of a target (names are platform text: sanitised for the terminal). */
export function describeTarget(t: Target): string {
  const s = t.settings;
  const lines = [
    `Target ${t.id}: ${s?.name ?? '(no name)'}`,
    `  connection: ${t.connection?.type ?? 'unknown'}`,
    `  environment: ${s?.environment ?? '-'}, language: ${s?.language ?? '-'}, target type: ${s?.targetPresetId ?? '-'}`,
    `  rate limit: ${s?.rateLimit ?? '-'}, concurrent requests: ${s?.concurrentRequests ?? '-'}, multi-step attacks: ${s?.multiStepAttacks ?? '-'}`,
  ];
  if (s?.ragFile?.ragFileId)
    lines.push(`  knowledge file: ${s.ragFile.ragFileName ?? ''} (${s.ragFile.ragFileId})`);
  return cliSafeText(lines.join('\n'));
}

function print(t: Target, json: boolean | undefined): void {
  printResult(json, redactTarget(t), () => describeTarget(t));
}

/**
 * `probe-gate target get|apply|delete`: targets as code from the command line (docs/platform.md
 * 4.1-4.4, 4.18, 4.19).
 */
export function targetCommand(): Command {
  const target = new Command('target').description(
    'Read, create or update (from a YAML file) and delete targets.',
  );

  target.addCommand(
    platformCommand('get', 'Show a target (4.3); connection secrets are never printed.', [
      ['<id>', 'target id'],
    ])
      .option('--json', 'print the target as JSON')
      .action(async (id: string, opts: ConnOpts) => {
        const targetId = requireId(id, 'target');
        const { client, workspaceId } = connectionFrom(opts, process.env, true);
        print(await client.getTarget(workspaceId as number, targetId), opts.json);
      }),
  );

  target.addCommand(
    platformCommand(
      'apply',
      'Create or update a target from a YAML file (see examples/target.yml); secrets come from the env variables it names.',
      [['<file>', 'target YAML file']],
    )
      .option('--target-id <id>', 'update this target (instead of an id in the file)')
      .option('--json', 'print the resulting target as JSON')
      .action(async (file: string, opts: ConnOpts & { targetId?: string }) => {
        const targetIdInput =
          opts.targetId === undefined ? null : requireId(opts.targetId, 'target-id');
        const plan = await loadTargetConfig(file, process.env, targetIdInput);
        // The file's secrets are masked in every line printed from here on (R26).
        cliSecrets.add(plan.secrets);
        if (plan.ephemeral) {
          throw new ConfigError(
            'target-config: ephemeral targets live only for one scan; remove ephemeral: true to apply the file, or use it with scan --target-config.',
          );
        }
        const { client, workspaceId } = connectionFrom(opts, process.env, true);
        const log = cliLogger({ quiet: opts.json === true });
        try {
          const result = await applyTargetPlan(client, log, workspaceId as number, plan);
          print(result, opts.json);
        } catch (err) {
          throw new Redactor(plan.secrets).scrubError(err);
        }
      }),
  );

  target.addCommand(
    platformCommand('delete', 'Delete a target (4.4).', [['<id>', 'target id']])
      .option('--json', 'print the deleted target as JSON')
      .action(async (id: string, opts: ConnOpts) => {
        const targetId = requireId(id, 'target');
        const { client, workspaceId } = connectionFrom(opts, process.env, true);
        const deleted = await client.deleteTarget(workspaceId as number, targetId);
        printResult(opts.json, redactTarget(deleted), () => `Deleted target ${targetId}.`);
      }),
  );
  return target;
}
