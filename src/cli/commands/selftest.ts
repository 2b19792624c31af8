import { Command } from 'commander';
import { NO_CONFIG_FILE } from '../../config/file/config-file.js';
import { ConfigError } from '../../config/errors.js';
import { readConfigFile } from '../config-sources.js';

/**
 * `probe-gate selftest [--config FILE]`: proves the configuration can fail (src/selftest).
 * Exit 0 when every profile fails the known-bad sandbox target and passes the known-good one
 * and no check is inert; else 2, naming each check that cannot fire with its config path.
 */
export function selftestCommand(): Command {
  return new Command('selftest')
    .description(
      'Prove the gate can fail: run the config and each profile against a known-bad and a known-good sandbox target (loopback only).',
    )
    .option('--config <file>', 'the YAML config file to test (with its profiles)')
    .action(async (opts: { config?: string }) => {
      const file = opts.config ? await readConfigFile(opts.config) : NO_CONFIG_FILE;
      if (file.problems.length > 0) throw new ConfigError(file.problems);
      // The sandbox and the engine: loaded only for this command.
      const { runSelftest } = await import('../../selftest/selftest.js');
      const result = await runSelftest(file);
      process.stdout.write(`${result.lines.join('\n')}\n`);
      process.exitCode = result.exitCode;
    });
}
