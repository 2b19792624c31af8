/** Engine ports for bench runs: nothing printed, nothing kept but what the bench reads. */
import type { Logger, OutputName, StateStore } from '../src/scan/ports.js';

/** A logger that drops everything (the bench prints its own table). */
export function quietLogger(): Logger {
  const drop = (): void => undefined;
  return { info: drop, warn: drop, debug: drop, progress: drop, untrusted: drop };
}

/** State kept in memory (the Action keeps it in GITHUB_STATE). */
export function memoryState(): StateStore {
  const map = new Map<string, string>();
  return { save: (k, v) => void map.set(k, v), get: (k) => map.get(k) ?? '' };
}

/** Outputs kept in memory. */
export function memoryOutputs(): {
  set(name: OutputName, value: string): void;
  values: Partial<Record<OutputName, string>>;
} {
  const values: Partial<Record<OutputName, string>> = {};
  return { values, set: (k, v) => void (values[k] = v) };
}
