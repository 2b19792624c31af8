/** Building blocks of the tolerant response schemas. `.nullish()` = may be missing or null. */
import { z } from 'zod';

/** Optional string. */
export const str = z.string().nullish();
/** Optional number (integers are not enforced: tolerant reader). */
export const num = z.number().nullish();
/** Optional boolean. */
export const bool = z.boolean().nullish();
/** ISO 8601 date-time, kept as a string: we display it, we never compute with a bad one. */
export const dateTime = z.string().nullish();
/** A required integer id: the next call is addressed by it, so it cannot be missing. */
export const id = z.number().int();
/**
 * Optional map of string to string. An entry of another type reads as null
 * (callers skip nulls) instead of failing the whole answer: maps are where
 * platforms add entries (docs/platform.md, "Tolerant reading").
 */
export const stringMap = z.record(z.string(), z.string().nullable().catch(null)).nullish();
/** Optional map of string to number; an entry of another type reads as null, as above. */
export const numberMap = z.record(z.string(), z.number().nullable().catch(null)).nullish();
/** Optional free-form object. */
export const freeMap = z.record(z.string(), z.unknown()).nullish();

/**
 * The test case counts a run, probe run or benchmark run may carry (docs/platform.md 2.4-2.6); each
 * resource lists the ones it has, so a count is read the same way everywhere.
 */
export const counts = {
  totalCount: num,
  processedCount: num,
  passedCount: num,
  failedCount: num,
  errorCount: num,
  acceptedCount: num,
} as const;

/**
 * How a test case's attack was made: the same three fields wherever a test case is listed, in
 * a probe run and in a benchmark probe run.
 */
export const attackMethod = {
  strategy: str,
  redTeamer: str,
  variation: str,
} as const;

/** The named entries of a shape, for spreading into a schema. */
export function pick<S extends Record<string, z.ZodType>, K extends keyof S>(
  shape: S,
  ...keys: K[]
): Pick<S, K> {
  return Object.fromEntries(keys.map((k) => [k, shape[k]])) as Pick<S, K>;
}

/** An array that may be missing or null; its items are parsed by `item`. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

/** A top-level list response: null is read as an empty list. */
export const topList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullable()
    .transform((v) => v ?? []);
