import type { OutputName, OutputSink, StateStore } from '../scan/ports.js';

/** Outputs kept in memory; printed with --json or written with --outputs-file. */
export function memoryOutputs(): OutputSink & { values: Partial<Record<OutputName, string>> } {
  const values: Partial<Record<OutputName, string>> = {};
  return { values, set: (name, value) => void (values[name] = value) };
}

/** The CLI has no post step: state lives for the process. */
export function memoryState(): StateStore {
  const m = new Map<string, string>();
  return { save: (k, v) => void m.set(k, v), get: (k) => m.get(k) ?? '', postStep: false };
}
