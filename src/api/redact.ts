/**
 * Keeps the API key out of every message we produce (R5, R16).
 *
 * The key only ever travels in the X-Api-Key header, so it should never show
 * up in a message. We scrub anyway: a misbehaving server or proxy may echo
 * request headers in an error body, and undici's own errors (MockAgent's
 * "not matched" ones, for instance) may quote request details.
 */

/** Text put where the key was. */
export const REDACTED = '[REDACTED]';

/** Replaces every occurrence of one secret (raw or URL-encoded) in text and errors. */
export class Redactor {
  private readonly needles: string[];

  constructor(secret: string) {
    const encoded = encodeURIComponent(secret);
    this.needles = secret === '' ? [] : encoded === secret ? [secret] : [secret, encoded];
  }

  /** The text with every occurrence of the secret replaced by {@link REDACTED}. */
  scrub(text: string): string {
    let out = text;
    for (const needle of this.needles) out = out.split(needle).join(REDACTED);
    return out;
  }

  /**
   * Scrubs `message` and `stack` of an error and of every error in its
   * `cause` chain (and AggregateError's `errors`), in place; returns it.
   * Used on third-party errors before we attach them as `cause`.
   */
  scrubError<T>(err: T): T {
    const seen = new Set<unknown>();
    const visit = (e: unknown, depth: number): void => {
      if (!(e instanceof Error) || seen.has(e) || depth > 8) return;
      seen.add(e);
      try {
        if (typeof e.message === 'string') e.message = this.scrub(e.message);
        if (typeof e.stack === 'string') e.stack = this.scrub(e.stack);
      } catch {
        // Frozen or getter-only properties: nothing we can do, keep going.
      }
      visit(e.cause, depth + 1);
      if (e instanceof AggregateError) for (const inner of e.errors) visit(inner, depth + 1);
    };
    visit(err, 0);
    return err;
  }
}

/**
 * Collapses whitespace and drops control characters (no multi-line log
 * injection, no terminal escapes from server text), then truncates to `max`.
 */
export function excerpt(text: string, max: number): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
