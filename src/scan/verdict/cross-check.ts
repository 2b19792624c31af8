/**
 * Cross-checks of what the platform says about probe runs (R21): counts are validated and
 * never trusted over the test cases that contradict them. Pure.
 */
import type { CountFields } from './counts.js';

/**
 * The count fields of a probe run as the platform names them (docs/platform.md 4.15, status
 * endpoint).
 */
export const PLATFORM_COUNT_FIELDS = [
  'totalCount',
  'processedCount',
  'passedCount',
  'failedCount',
  'errorCount',
  'acceptedCount',
] as const;
type PlatformCountField = (typeof PLATFORM_COUNT_FIELDS)[number];
export type PlatformCounts = Record<PlatformCountField, number>;

/** Counts without which a probe run cannot be judged: missing or null is invalid data. */
const REQUIRED: ReadonlySet<PlatformCountField> = new Set(['passedCount', 'failedCount']);

/**
 * Reads the count fields: a missing or null optional count is 0; a missing required one, or
 * a negative, fractional or non-numeric count, is invalid data, recorded in `invalid` naming
 * the probe run and the field (fails closed).
 */
export function readCounts(
  source: Partial<Record<PlatformCountField, unknown>>,
  where: string,
  invalid: string[],
): PlatformCounts {
  const out = {} as PlatformCounts;
  for (const field of PLATFORM_COUNT_FIELDS) {
    const v = source[field];
    if ((v === null || v === undefined) && REQUIRED.has(field)) {
      invalid.push(`${where}: ${field} is missing (invalid data, failing closed).`);
      out[field] = 0;
    } else if (v === null || v === undefined) out[field] = 0;
    else if (typeof v === 'number' && Number.isInteger(v) && v >= 0) out[field] = v;
    else {
      invalid.push(
        `${where}: ${field} is ${JSON.stringify(v)}, not a whole number of test cases (invalid data, failing closed).`,
      );
      out[field] = 0;
    }
  }
  return out;
}

/** What the test cases themselves show. */
export interface CaseTally {
  failed: number;
  errors: number;
  accepted: number;
  /** Status words that are neither passed, failed nor error, with how often each appeared. */
  unknown: Map<string, number>;
}

/**
 * Counts that the test cases do not contradict: failed >= FAILED cases seen, errors >= ERROR
 * cases seen, processed >= passed + failed + errors, total >= processed. `notes` gets one
 * warning per count raised.
 */
export function reconcile(
  c: PlatformCounts,
  seen: CaseTally,
  where: string,
  notes: string[],
): Omit<CountFields, 'ignored'> {
  const failed = Math.max(c.failedCount, seen.failed);
  const errors = Math.max(c.errorCount, seen.errors);
  if (failed > c.failedCount)
    notes.push(
      `${where}: failedCount says ${c.failedCount} but ${seen.failed} test cases are FAILED; counting ${failed}.`,
    );
  if (errors > c.errorCount)
    notes.push(
      `${where}: errorCount says ${c.errorCount} but ${seen.errors} test cases are ERROR; counting ${errors}.`,
    );
  const passed = c.passedCount;
  const processed = Math.max(c.processedCount, passed + failed + errors);
  const accepted = Math.min(failed, Math.max(c.acceptedCount, seen.accepted));
  return { total: Math.max(c.totalCount, processed), processed, passed, failed, errors, accepted };
}

/** One warning naming each unknown test-case status word of a probe run. */
export function unknownStatusNote(where: string, unknown: Map<string, number>): string | null {
  if (unknown.size === 0) return null;
  const words = [...unknown].map(([w, n]) => `"${w}" (${n})`).join(', ');
  return `${where}: unknown test case status ${words}; those test cases are neither passed nor failed in the counts.`;
}
