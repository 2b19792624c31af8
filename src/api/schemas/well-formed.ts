/**
 * Platform text as valid Unicode: a JSON answer can hold a lone UTF-16 surrogate (an escape
 * such as `\ud800` with no partner), which no UTF-8 encoder can write and strict decoders of
 * our reports reject. Every such string is replaced by its well-formed form (U+FFFD in place
 * of each lone surrogate), and counted.
 */

/** Only a `\u` escape of a surrogate can put a lone surrogate into a parsed string. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Whether the JSON text may hold a lone surrogate (a quick scan of the raw text). */
export const maySurrogate = (text: string): boolean => SURROGATE_ESCAPE.test(text);

/**
 * The parsed JSON with every string (keys included) well formed; `count` is told how many
 * strings were replaced. Unchanged parts are shared.
 */
export function wellFormed(value: unknown, count: (n: number) => void): unknown {
  let replaced = 0;
  const fix = (s: string): string => {
    if (s.isWellFormed()) return s;
    replaced += 1;
    return s.toWellFormed();
  };
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return fix(v);
    if (Array.isArray(v)) return v.map(visit);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[fix(k)] = visit(x);
    return out;
  };
  const out = visit(value);
  if (replaced > 0) count(replaced);
  return out;
}
