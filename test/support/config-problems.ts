import { expect } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';

/** The problems of the ConfigError `fn` must reject with; fails the test on anything else. */
export async function problemsOf(fn: () => Promise<unknown>): Promise<string[]> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}
