import { Command } from 'commander';
import { cliJson, cliSafeText } from '../logger.js';
import { normalizeRunStatus } from '../../api/index.js';
import { connectionFrom, requireId, withConnection } from '../connection.js';

/** `probe-gate status RUN`: the run's status and per-probe counts (status endpoint). */
export function statusCommand(): Command {
  return withConnection(new Command('status'))
    .description("Show a test run's status and its probe runs.")
    .argument('<run>', 'test run id')
    .option('--json', 'print the raw status as JSON')
    .action(
      async (run: string, opts: { baseUrl?: string; workspaceId?: string; json?: boolean }) => {
        const id = requireId(run, 'run');
        const { client } = connectionFrom(opts, process.env, false);
        const s = await client.getTestRunStatus(id);
        if (opts.json) {
          process.stdout.write(`${cliJson(s)}\n`);
          return;
        }
        const lines = [
          `Test run ${id}: ${normalizeRunStatus(s.status)} (${s.status ?? 'no status'})`,
        ];
        for (const p of s.probeRuns ?? []) {
          lines.push(
            `  ${String(p.probeName ?? p.probeId ?? '?').slice(0, 60)}: ${p.status ?? '?'}, passed ${p.passedCount ?? 0}, failed ${p.failedCount ?? 0}, errors ${p.errorCount ?? 0} of ${p.totalCount ?? '?'}`,
          );
        }
        // Probe names and tags come from the platform: no control characters, no workflow commands.
        process.stdout.write(cliSafeText(lines.join('\n')) + '\n');
      },
    );
}

/** `probe-gate cancel RUN`. */
export function cancelCommand(): Command {
  return withConnection(new Command('cancel'))
    .description('Cancel a test run.')
    .argument('<run>', 'test run id')
    .action(async (run: string, opts: { baseUrl?: string; workspaceId?: string }) => {
      const id = requireId(run, 'run');
      const { client, workspaceId } = connectionFrom(opts, process.env, true);
      await client.cancelTestRun(workspaceId as number, id);
      process.stdout.write(`Cancel requested for test run ${id}.\n`);
    });
}
