/**
 * The budget check before the trigger: with `max-test-cases` or `max-minutes` set, the run is
 * estimated (GET requests only) and not triggered when the estimate's lower end is over one.
 */
import type { ScanConfig } from '../../config/config.js';
import { BudgetRefusedError } from '../../config/errors.js';
import type { ScanDeps } from '../deps.js';
import { estimateLines, overBudget } from './estimate.js';

/** Throws {@link BudgetRefusedError} (exit 2) when the estimate's lower end is over a budget. */
export async function refuseOverBudget(
  deps: Pick<ScanDeps, 'client' | 'log' | 'signal'>,
  config: Pick<ScanConfig, 'budgets' | 'workspaceId'>,
  targetId: number,
  probeIds: readonly number[] | null,
): Promise<void> {
  const { maxTestCases, maxMinutes } = config.budgets;
  if (maxTestCases === null && maxMinutes === null) return;
  const { readEstimate } = await import('./read-estimate.js');
  const estimate = await readEstimate(
    deps.client,
    { workspaceId: config.workspaceId, targetId, probeIds },
    { signal: deps.signal },
  );
  for (const line of estimateLines(estimate)) deps.log.info(line);
  const over = overBudget(estimate, config.budgets);
  if (over)
    throw new BudgetRefusedError(
      `Not triggered: the estimate is ${over}. Raise the budget, or run fewer probes (probes input).`,
    );
}
