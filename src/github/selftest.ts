import * as core from '@actions/core';
import { ConfigError } from '../config/errors.js';
import { NO_CONFIG_FILE, readConfigFile, type ConfigFile } from '../config/file/config-file.js';
import { readActionInputs } from './inputs.js';

/**
 * The Action with `selftest: true` (a scheduled job): the selftest of its inputs and
 * config-file instead of a scan; nothing is sent to the platform. The step fails (exit 2)
 * when a profile cannot fail or a check is inert.
 */
export async function runActionSelftest(): Promise<void> {
  const inputs = readActionInputs();
  const path = inputs['config-file'];
  let file: ConfigFile = NO_CONFIG_FILE;
  if (typeof path === 'string') file = await readConfigFile(path, 'the config-file input');
  if (file.problems.length > 0) throw new ConfigError(file.problems);
  const { runSelftest } = await import('../selftest/selftest.js');
  const result = await runSelftest(file, inputs, true);
  for (const line of result.lines) core.info(line);
  if (result.exitCode !== 0)
    core.setFailed('probe-gate selftest: the configuration has checks that cannot fail (above).');
  process.exitCode = result.exitCode;
}
