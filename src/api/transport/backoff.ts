/** Backoff and Retry-After arithmetic (R2). Pure functions: the clock and the dice are passed in. */

/**
 * Full-jitter exponential backoff: a uniform pick in
 * `[0, min(maxDelayMs, baseDelayMs * 2^retryIndex))`. Full jitter spreads
 * retries of many CI jobs hitting the same platform instead of bunching them.
 */
export function backoffDelay(
  retryIndex: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retryIndex);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}

/**
 * Parses a Retry-After header into milliseconds from `nowMs`: either
 * delay-seconds (`120`, tolerated: `1.5`) or an HTTP date. A date in the past
 * means 0. Unparseable or absent: undefined (the header is then ignored).
 */
export function parseRetryAfter(
  header: string | string[] | undefined,
  nowMs: number,
): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
