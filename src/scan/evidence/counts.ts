/** A probe run's count fields as the platform sends them (status entry or detail), read once. */
import { broken, transient, type Breach } from './invariants.js';

/** The count fields of a probe run as the platform names them (docs/platform.md 2.6). */
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
 * a negative, fractional or non-numeric count, is a `counts-valid` breach in `breaches`,
 * naming the probe run and the field.
 */
export function readCounts(
  source: Partial<Record<PlatformCountField, unknown>>,
  where: string,
  breaches: Breach[],
): PlatformCounts {
  const out = {} as PlatformCounts;
  for (const field of PLATFORM_COUNT_FIELDS) {
    const v = source[field];
    out[field] = 0;
    if (v === null || v === undefined) {
      if (REQUIRED.has(field))
        breaches.push(broken('counts-valid', `${capital(where)}: ${field} is missing`));
    } else if (typeof v === 'number' && Number.isInteger(v) && v >= 0) out[field] = v;
    else
      breaches.push(
        broken(
          'counts-valid',
          `${capital(where)}: ${field} is ${JSON.stringify(v)}, not a whole number of test cases`,
        ),
      );
  }
  return out;
}

/**
 * Test cases processed: `processedCount` when the platform gives it, never fewer than the
 * cases counted passed, failed or errored (a platform may leave processedCount out).
 */
export function processedOf(c: PlatformCounts): number {
  return Math.max(c.processedCount, c.passedCount + c.failedCount + c.errorCount);
}

/** passed + failed + errors short of or beyond processed: a count left out or counted twice. */
export const unbalanced = (where: string, sum: number, processed: number): Breach =>
  transient(
    'processed-equals-total',
    `${where}: passed + failed + errors is ${sum}, processed is ${processed}`,
  );

/** Starts a sentence with a capital letter. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
