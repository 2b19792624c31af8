import { Command, CommanderError } from 'commander';
import { describeFailure } from '../runtime/failure.js';
import { guardOutputPipes } from './pipes.js';
import { TOOL_VERSION } from '../version.js';
import { cancelCommand, statusCommand } from './commands/run-control.js';
import { demoCommand } from './commands/demo.js';
import { reportCommand } from './commands/report.js';
import { sandboxCommand } from './commands/sandbox.js';
import { scanCommand } from './commands/scan.js';
import { selftestCommand } from './commands/selftest.js';
import { estimateCommand } from './commands/estimate.js';
import { extraCommands } from './commands/extra.js';
import { cliSafeText, cliSecrets } from './logger.js';
import { HELP_FOOTER } from './help-text.js';

/** The `probe-gate` command line. */
export function buildProgram(): Command {
  const program = new Command('probe-gate')
    .description('Gate CI builds on AI red-teaming results.')
    .version(TOOL_VERSION)
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: () => undefined })
    .addHelpText('after', HELP_FOOTER);
  for (const cmd of [
    scanCommand(),
    estimateCommand(),
    statusCommand(),
    cancelCommand(),
    reportCommand(),
    demoCommand(),
    sandboxCommand(),
    selftestCommand(),
    ...extraCommands(),
  ]) {
    cmd.exitOverride().configureOutput({ outputError: () => undefined });
    program.addCommand(cmd);
  }
  return program;
}

/** Runs the CLI; every failure ends in one clear line on stderr and the documented exit code. */
export async function main(argv: string[]): Promise<void> {
  guardOutputPipes();
  const program = buildProgram();
  // The secrets known before any config is read are masked from the first line on (R26).
  cliSecrets.add([
    process.env.PROBE_API_KEY,
    process.env.GITHUB_TOKEN,
    process.env.PROBE_NOTIFY_WEBHOOK,
    process.env.PROBE_NOTIFY_SECRET,
  ]);
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      ) {
        process.exitCode = 0;
        return;
      }
      process.stderr.write(
        // One line: commander puts its "(Did you mean ...?)" hint on a line of its own.
        `probe-gate: ${err.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ')} (see probe-gate --help)\n`,
      );
      process.exitCode = 2;
      return;
    }
    const failure = describeFailure(err);
    for (const line of failure.lines) process.stderr.write(`probe-gate: ${cliSafeText(line)}\n`);
    if (process.env.PROBE_GATE_DEBUG && err instanceof Error)
      process.stderr.write(`${cliSafeText(err.stack ?? '')}\n`);
    process.exitCode = failure.exitCode;
  }
}
