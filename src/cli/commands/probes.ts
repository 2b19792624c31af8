import { Command } from 'commander';
import { cliJson, cliSafeText } from '../logger.js';
import { connectionFrom, withConnection } from '../connection.js';

/**
 * `probe-gate probes`: the predefined catalogue (docs/platform.md 4.20) with categories and tags.
 */
export function probesCommand(): Command {
  return withConnection(new Command('probes'))
    .description('List the predefined probes by category, with ids and tags.')
    .option('--json', 'print the catalogue as JSON')
    .action(async (opts: { baseUrl?: string; workspaceId?: string; json?: boolean }) => {
      const { client } = connectionFrom(opts, process.env, false);
      const categories = await client.listPredefinedProbes();
      if (opts.json) {
        process.stdout.write(`${cliJson(categories)}\n`);
        return;
      }
      const lines: string[] = [];
      for (const c of categories) {
        lines.push(
          `${c.probeCategoryName ?? 'Uncategorised'} (category:${c.probeCategoryName ?? ''})`,
        );
        for (const p of c.predefinedProbes ?? []) {
          const tags = (p.tags ?? [])
            .map((t) => t?.name)
            .filter(Boolean)
            .join(', ');
          lines.push(
            `  ${String(p.id).padStart(5)}  ${p.name ?? ''}${p.active === false ? ' (inactive)' : ''}${tags ? `  [${tags}]` : ''}`,
          );
        }
      }
      // Probe names and tags come from the platform: no control characters, no workflow commands.
      process.stdout.write(cliSafeText(lines.join('\n')) + '\n');
    });
}
