import { Command } from 'commander';
import { PlatformClient } from '../../api/index.js';
import type { ScanConfig } from '../../config/config.js';
import { BudgetRefusedError, ConfigError } from '../../config/errors.js';
import { estimateLines, overBudget, type Estimate } from '../../scan/estimate/estimate.js';
import { readEstimate } from '../../scan/estimate/read-estimate.js';
import { resolveProbes } from '../../scan/run/probe-selection.js';
import { TOOL_VERSION } from '../../version.js';
import { HELP_FOOTER } from '../help-text.js';
import { cliJson, cliSafeText, cliSecrets } from '../logger.js';
import { addInputFlags, scanConfigFrom } from './scan-inputs.js';

/**
 * The estimate of the run a scan with this config would trigger: GET requests only (the
 * target, its runs, the probe catalogue, benchmark runs). Over a budget: exit 2 with the
 * numbers, as the scan would refuse to trigger.
 */
export async function runEstimate(
  config: ScanConfig,
  opts: { json?: boolean; dispatcher?: import('undici').Dispatcher; signal?: AbortSignal } = {},
): Promise<Estimate> {
  if (config.targetId === null)
    throw new ConfigError('target-id: is required for an estimate; give --target-id.');
  const client = new PlatformClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    userAgent: `probe-gate-cli/${TOOL_VERSION}`,
    ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
  });
  const where = { workspaceId: config.workspaceId, targetId: config.targetId };
  const { probeIds } = await resolveProbes(client, config.probes, {
    ...where,
    signal: opts.signal,
  });
  const estimate = await readEstimate(client, { ...where, probeIds }, { signal: opts.signal });
  const over = overBudget(estimate, config.budgets);
  if (opts.json === true) process.stdout.write(`${cliJson({ ...estimate, overBudget: over })}\n`);
  else for (const line of estimateLines(estimate)) process.stdout.write(`${cliSafeText(line)}\n`);
  if (over)
    throw new BudgetRefusedError(
      `A scan would not trigger: the estimate is ${over}. Raise the budget, or run fewer probes (probes input).`,
    );
  return estimate;
}

/**
 * The estimate for the scan the flags describe (`probe-gate estimate`, `scan --estimate`):
 * the config's secrets are masked in every line first, as a scan masks them.
 */
export async function estimateFromFlags(opts: Record<string, unknown>): Promise<void> {
  const config = await scanConfigFrom(opts, process.env);
  cliSecrets.add(config.secrets);
  await runEstimate(config, { json: opts.json === true });
}

/** `probe-gate estimate`: the scan's flags, GET requests only. */
export function estimateCommand(): Command {
  const cmd = new Command('estimate')
    .description(
      "Estimate the test cases and minutes of the run a scan would trigger, from the target's previous runs or the benchmark runs (GET requests only; exit 2 when over max-test-cases or max-minutes).",
    )
    .option('--config <file>', 'YAML file whose keys are input names')
    .option('--event <name>', 'the event whose profile applies')
    .option('--json', 'print the estimate as one JSON object')
    .addHelpText('after', HELP_FOOTER);
  addInputFlags(cmd);
  cmd.action(estimateFromFlags);
  return cmd;
}
