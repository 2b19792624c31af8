import * as core from '@actions/core';
import { INPUT_NAMES, type InputName } from '../config/inputs.js';
import type { RawConfig } from '../config/config.js';

/**
 * Reads every action input by name. The Record type makes a forgotten input a compile
 * error; values stay strings and are validated by the one config schema.
 */
export function readActionInputs(): RawConfig {
  const raw = {} as Record<InputName, string | undefined>;
  for (const name of INPUT_NAMES) {
    const value = core.getInput(name);
    raw[name] = value === '' ? undefined : value;
  }
  return raw;
}
