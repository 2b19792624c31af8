/** A user mistake in inputs, flags or config files: exit 2, no stack trace, no request made. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  /** One sentence per problem, each naming the input and the fix. */
  readonly problems: string[];
  constructor(problems: string[] | string) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(
      list.length === 1
        ? `Invalid configuration: ${list[0]}`
        : `Invalid configuration (${list.length} problems): ${list.join(' | ')}`,
    );
    this.problems = list;
  }
}

/** The scan could not finish its job (platform unreachable, run vanished): exit 3. */
export class ScanError extends Error {
  override name = 'ScanError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The deadline (timeout-minutes) passed before the scan could decide: exit 4, like a timed-out run. */
export class DeadlineError extends ScanError {
  override name = 'DeadlineError';
}

/**
 * The estimate's lower end is over a budget (`max-test-cases`, `max-minutes`): nothing was
 * triggered. Exit 2, like any input the user can change, with the numbers.
 */
export class BudgetRefusedError extends Error {
  override name = 'BudgetRefusedError';
}
