import { vi } from 'vitest';
import { main } from '../../src/cli/program.js';

/** What one CLI invocation printed and its exit code. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `probe-gate ...args` in-process with extra env variables; captures stdout and stderr. */
export async function runCli(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliRun> {
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  process.exitCode = 0;
  try {
    await main(['node', 'probe-gate', ...args]);
    return { code: Number(process.exitCode ?? 0), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.exitCode = 0;
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
