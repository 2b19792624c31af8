import { PlatformError, UnreachableError } from '../api/index.js';
import { EXIT } from '../scan/verdict/exit-codes.js';
import { InterruptedError } from '../scan/run/cancel.js';
import { BudgetRefusedError, ConfigError, DeadlineError, ScanError } from '../config/errors.js';

export { InterruptedError };

/** Shell convention for death by signal: 128 + signal number. */
export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** Maps any failure to an exit code and one line that says what to do; never a stack trace for a user mistake. */
export function describeFailure(err: unknown): { exitCode: number; lines: string[] } {
  if (err instanceof ConfigError)
    return { exitCode: EXIT.config, lines: err.problems.map((p) => `Invalid input: ${p}`) };
  if (err instanceof BudgetRefusedError) return { exitCode: EXIT.config, lines: [err.message] };
  if (err instanceof InterruptedError)
    return {
      exitCode: SIGNAL_EXIT[err.signal],
      // Only what happened: an attached run, a failed cancel or no run yet means none was cancelled.
      lines: [
        err.cancelledTestRunId === null
          ? `${err.message} No test run was cancelled.`
          : `${err.message} Test run ${err.cancelledTestRunId}, which this scan started, was cancelled.`,
      ],
    };
  // Nothing listens at base-url: nothing reached the platform, and the fix is the address.
  if (err instanceof UnreachableError) return { exitCode: EXIT.config, lines: [err.message] };
  if (err instanceof DeadlineError) return { exitCode: EXIT.timeout, lines: [err.message] };
  if (err instanceof PlatformError || err instanceof ScanError)
    return { exitCode: EXIT.error, lines: [err.message] };
  const message = err instanceof Error ? err.message : String(err);
  return {
    exitCode: EXIT.error,
    lines: [
      `Unexpected error: ${message}. Re-run with PROBE_GATE_DEBUG=1 (CLI) or RUNNER_DEBUG=1 (Action) for the stack trace, and report it if it persists.`,
    ],
  };
}

/**
 * The outputs of a scan that ended by a failure after its inputs were valid: the verdict is
 * always set (`timeout` past the deadline, else `error`) and nothing is presented as this
 * run's score, so a workflow's `if:` on the verdict always has something to read.
 */
export function failureOutputs(err: unknown): Record<string, string> {
  return {
    verdict: err instanceof DeadlineError ? 'timeout' : 'error',
    'overall-score': '',
    'risk-band': '',
    'score-source': '',
  };
}
