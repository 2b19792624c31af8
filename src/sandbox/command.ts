import { startSandbox } from './sandbox.js';
import type { SandboxOptions } from './types.js';

/** Options of the `sandbox` CLI command. */
export interface SandboxCommandOptions extends SandboxOptions {
  /** Stops the sandbox when aborted (besides SIGINT/SIGTERM); for embedding and tests. */
  signal?: AbortSignal;
}

/**
 * `probe-gate sandbox`: start the sandbox, write its coordinates as one JSON
 * line first (`{"baseUrl","apiKey","workspaceId","targets":{role:id}}`),
 * serve until SIGINT or SIGTERM (or the signal), then close.
 */
export async function runSandboxCommand(
  options: SandboxCommandOptions,
  write: (line: string) => void,
): Promise<void> {
  const { signal, ...sandboxOptions } = options;
  const sandbox = await startSandbox(sandboxOptions);
  write(
    JSON.stringify({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.apiKey,
      workspaceId: sandbox.workspaceId,
      targets: { ...sandbox.targets },
    }),
  );
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop);
  });
  await sandbox.close();
}
