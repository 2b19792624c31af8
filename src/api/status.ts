/**
 * Status words are open strings (docs/platform.md, section 3 and "Status words"): the spec says
 * COMPLETED/CANCELLED, the hosted product says Finished/Canceled, and more may appear. They are
 * folded case-insensitively into small closed sets. Anything unrecognised is `unknown`, which
 * callers treat as "not finished yet": an unknown word must never end a wait as a pass.
 * Terminal words are kept to documented spellings and obvious variants, so a
 * guess can never end a wait early.
 */

/** Normalised state of a test run or probe run. */
export type RunState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | 'unknown';

/** Normalised state of one test case. */
export type CaseState = 'passed' | 'failed' | 'error' | 'unknown';

const RUN_WORDS: Readonly<Record<string, RunState>> = {
  PENDING: 'queued',
  QUEUED: 'queued',
  CREATED: 'queued',
  SCHEDULED: 'queued',
  WAITING: 'queued',
  NOT_STARTED: 'queued',
  RUNNING: 'running',
  IN_PROGRESS: 'running',
  STARTED: 'running',
  PROCESSING: 'running',
  EXECUTING: 'running',
  COMPLETED: 'completed',
  COMPLETE: 'completed',
  FINISHED: 'completed',
  FAILED: 'failed',
  FAILURE: 'failed',
  ERROR: 'failed', // hosted product: "aborted, e.g. target misconfigured"
  ERRORED: 'failed',
  ABORTED: 'failed',
  CANCELLED: 'cancelled',
  CANCELED: 'cancelled',
};

const CASE_WORDS: Readonly<Record<string, CaseState>> = {
  PASSED: 'passed',
  PASS: 'passed',
  SUCCESS: 'passed',
  SUCCEEDED: 'passed',
  FAILED: 'failed',
  FAIL: 'failed',
  FAILURE: 'failed',
  ERROR: 'error',
  ERRORED: 'error',
  EXECUTION_ERROR: 'error',
};

/** "In progress", "in-progress", " Running " -> "IN_PROGRESS", "RUNNING". */
function canonical(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function lookup<T extends string>(words: Readonly<Record<string, T>>, raw: unknown): T | undefined {
  if (typeof raw !== 'string') return undefined;
  // The documented spellings are keys as they are (a probe run has thousands of them).
  if (Object.hasOwn(words, raw)) return words[raw];
  const key = canonical(raw);
  return Object.hasOwn(words, key) ? words[key] : undefined;
}

/** Folds a test run or probe run status into a {@link RunState}; never throws. */
export function normalizeRunStatus(raw: string | null | undefined): RunState {
  return lookup(RUN_WORDS, raw) ?? 'unknown';
}

/** True for states that will not change any more: completed, failed, cancelled. */
export function isTerminal(state: RunState): boolean {
  return state === 'completed' || state === 'failed' || state === 'cancelled';
}

/** Folds a test case status into a {@link CaseState}; never throws. */
export function normalizeCaseStatus(raw: string | null | undefined): CaseState {
  return lookup(CASE_WORDS, raw) ?? 'unknown';
}
