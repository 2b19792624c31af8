import type { Command } from 'commander';
import { probesCommand } from './probes.js';

/** Commands beyond the scan: catalogue, targets as code, benchmarks, uploads, merge. */
export function extraCommands(): Command[] {
  return [probesCommand()];
}
