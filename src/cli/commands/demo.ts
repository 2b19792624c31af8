import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { startSandbox } from '../../sandbox/index.js';
import { parseConfig, type ScanConfig } from '../../config/config.js';
import { printOutcome } from '../print.js';
import { runCliScan } from './scan.js';
import { ConfigError } from '../../config/errors.js';
import { checkReportDir } from '../local-paths.js';
import { REPORT_FORMAT_INFO } from '../../report/format-names.js';

/** The sandbox targets the demo can scan. */
const DEMO_TARGETS = ['vulnerable', 'hardened'];

/** Simulated seconds per real second in the demo: a few seconds for a whole run. */
export const DEMO_SPEED = 60;

/**
 * `probe-gate demo`: the whole job against the built-in sandbox, in-process on a free
 * loopback port: a scan of the vulnerable target with the default gate, every report format
 * but GitLab's.
 * Exits 0 when the scan itself worked, whatever the verdict.
 */
export function demoCommand(): Command {
  return new Command('demo')
    .description('A full scan against the built-in sandbox (no account, no network).')
    .option('--out <dir>', 'report folder', 'probe-gate-demo')
    .option('--target <role>', 'sandbox target: vulnerable or hardened', 'vulnerable')
    .action(async (opts: { out: string; target: string }) => {
      // Local mistakes first: nothing starts for a target the sandbox does not have.
      if (!DEMO_TARGETS.includes(opts.target))
        throw new ConfigError(
          `target: the sandbox has no target "${opts.target}"; use --target vulnerable or --target hardened.`,
        );
      checkReportDir(resolve(opts.out), '--out');
      const sandbox = await startSandbox({ speed: DEMO_SPEED, seed: 1 });
      try {
        const targetId = sandbox.targets[opts.target];
        if (targetId === undefined)
          throw new Error(`the sandbox did not seed its ${opts.target} target.`);
        process.stderr.write(
          `Sandbox platform running at ${sandbox.baseUrl} (workspace ${sandbox.workspaceId}, ${opts.target} target ${targetId}).\n`,
        );
        const config = demoConfig({
          apiKey: sandbox.apiKey,
          baseUrl: sandbox.baseUrl,
          workspaceId: sandbox.workspaceId,
          targetId,
          reportDir: resolve(opts.out),
        });
        const outcome = await runCliScan(config, { env: {} });
        // No run link: it points into the sandbox, which stops when the demo ends.
        printOutcome(outcome, { runLink: false });
        process.stdout.write(
          `\nThe demo scanned the sandbox's ${opts.target} target; the verdict is the gate's. Open ${outcome.outputs['report-markdown'] ?? 'the Markdown report'} to read it, or open ${join(resolve(opts.out), REPORT_FORMAT_INFO.html.file)} (the audit report) in a browser.\n`,
        );
        process.exitCode = 0;
      } finally {
        await sandbox.close();
      }
    });
}

/** The demo's scan of a sandbox target: every report format, no baseline, no ignore file. */
export function demoConfig(o: {
  apiKey: string;
  baseUrl: string;
  workspaceId: number;
  targetId: number;
  reportDir: string;
}): ScanConfig {
  return parseConfig({
    'api-key': o.apiKey,
    'base-url': o.baseUrl,
    'workspace-id': String(o.workspaceId),
    'target-id': String(o.targetId),
    'report-dir': o.reportDir,
    'artifact-name': '',
    'timeout-minutes': '10',
    'poll-interval-seconds': '1',
    'ignore-file': '',
    baseline: 'none',
    formats: 'md,json,sarif,junit,html',
  });
}
