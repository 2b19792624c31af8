import { Command } from 'commander';
import { runSandboxCommand } from '../../sandbox/index.js';
import { ConfigError } from '../../config/errors.js';

const num = (flag: string, v: string | undefined, min: number): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min)
    throw new ConfigError(`${flag}: "${v}" is not a number of at least ${min}.`);
  return n;
};

/** `probe-gate sandbox`: serves the local platform until stopped; first line of output is its JSON coordinates. */
export function sandboxCommand(): Command {
  return new Command('sandbox')
    .description(
      'Serve the local sandbox platform until stopped (first line: JSON with baseUrl, apiKey, workspaceId, targets).',
    )
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <port>', 'port (0 = any free port)', '0')
    .option('--api-key <key>', 'API key the sandbox accepts (default: random)')
    .option('--seed <n>', 'seed of the simulated results', '1')
    .option('--speed <x>', 'simulated seconds per real second', '1')
    .option('--faults <spec>', 'fault injection, e.g. 429=0.1,503=0.05,reset=0.02,slow=0.05')
    .action(
      async (opts: {
        host: string;
        port: string;
        apiKey?: string;
        seed: string;
        speed: string;
        faults?: string;
      }) => {
        await runSandboxCommand(
          {
            host: opts.host,
            port: num('--port', opts.port, 0),
            apiKey: opts.apiKey,
            seed: num('--seed', opts.seed, 0),
            speed: num('--speed', opts.speed, 0.001),
            faults: opts.faults,
          },
          (line) => process.stdout.write(`${line}\n`),
        );
      },
    );
}
