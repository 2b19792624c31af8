import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type FaultSpec, FaultSpecError, parseFaultSpec } from './faults.js';
import type { SandboxOptions } from './types.js';

/** Options that cannot be used (bad fault spec, negative speed, ...); a user mistake. */
export class SandboxOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxOptionsError';
  }
}

/** SandboxOptions with defaults applied and the fault spec parsed. */
export interface ResolvedOptions {
  host: string;
  port: number;
  apiKey: string;
  seed: number;
  speed: number;
  faults: FaultSpec;
  statusEndpoint: boolean;
  clock: () => number;
  retryAfterSeconds: number;
  slowMs: number;
  maxLogEntries: number;
  listLagMs: number;
}

const OptionsSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.int().min(0).max(65535).default(0),
  apiKey: z.string().min(1).optional(),
  seed: z.int().default(1),
  speed: z.number().positive().default(1),
  faults: z.string().default(''),
  statusEndpoint: z.boolean().default(true),
  clock: z.custom<() => number>((v) => typeof v === 'function', 'must be a function').optional(),
  // Fractional values (e.g. 0.05) keep soak tests fast; the client tolerates them.
  retryAfterSeconds: z.number().min(0).default(1),
  slowMs: z.number().min(0).default(35_000),
  maxLogEntries: z.int().min(0).default(10_000),
  listLagMs: z.number().min(0).default(0),
});

/** Validate options and fill in defaults; throws SandboxOptionsError listing every problem. */
export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new SandboxOptionsError(`Invalid sandbox options:\n${z.prettifyError(parsed.error)}`);
  }
  const o = parsed.data;
  let faults: FaultSpec;
  try {
    faults = parseFaultSpec(o.faults);
  } catch (err) {
    if (err instanceof FaultSpecError) throw new SandboxOptionsError(err.message);
    throw err;
  }
  return {
    ...o,
    apiKey: o.apiKey ?? `sbx_${randomBytes(16).toString('hex')}`,
    faults,
    clock: o.clock ?? Date.now,
  };
}
