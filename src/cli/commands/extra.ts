import type { Command } from 'commander';
import { benchmarksCommand } from './benchmarks.js';
import { mergeCommand } from './merge.js';
import { probesCommand } from './probes.js';
import { targetCommand } from './target.js';
import { uploadCommand } from './upload.js';

/**
 * Nested subcommands (`target get`, ...) do not inherit exitOverride from a parent set up
 * after they were added: without this, commander would call process.exit itself on a usage
 * error instead of letting main() print one line and exit 2.
 */
function overrideExits(cmd: Command): Command {
  for (const sub of cmd.commands)
    overrideExits(sub.exitOverride().configureOutput({ outputError: () => undefined }));
  return cmd;
}

/** Commands beyond the scan: catalogue, targets as code, benchmarks, uploads, merge. */
export function extraCommands(): Command[] {
  return [
    probesCommand(),
    targetCommand(),
    uploadCommand(),
    benchmarksCommand(),
    mergeCommand(),
  ].map(overrideExits);
}
