import * as z from 'zod/mini';

/**
 * Field parsers shared by the config schema. Each accepts what a user may write in an
 * action input or flag (a string) or in a YAML config file (a native value), and fails
 * with a sentence that says what to write instead.
 *
 * Built with zod's functional API (`zod/mini`): the config is parsed on the way to the first
 * request, and zod's method-chaining layer costs start-up time no other part of that path
 * needs (start-up). Schemas elsewhere may be either kind; both share zod's core.
 */

/** A field: anything in, a transform that reads it (and may add issues) out. */
export type Field<T> = z.ZodMiniPipe<z.ZodMiniUnknown, z.ZodMiniTransform<T, unknown>>;

/** What a field's transform is given besides the value: where its issues go. */
export type FieldContext = z.core.ParsePayload;

const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Adds an issue with `message` to the field being parsed; returns zod's NEVER to return. */
export function fieldIssue(ctx: FieldContext, message: string): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** A field parsed by `read` from whatever was written (undefined, null, a string, a YAML value). */
export function field<T>(read: (v: unknown, ctx: FieldContext) => T): Field<T> {
  return z.pipe(z.unknown(), z.transform(read));
}

/** A number in [min, max]; blank gives the fallback. */
export function numberField(opts: {
  min: number;
  max?: number;
  integer?: boolean;
  fallback: number | null;
  what: string;
}) {
  return field((v, ctx): number | null => {
    if (blank(v)) return opts.fallback;
    const text = String(v).trim();
    const n =
      typeof v === 'number' ? v : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
    const range = `${opts.min}${opts.max === undefined ? ' or more' : ` to ${opts.max}`}`;
    if (!Number.isFinite(n))
      return fieldIssue(ctx, `"${text}" is not a number; give ${opts.what} (${range}).`);
    if (opts.integer && !Number.isInteger(n))
      return fieldIssue(ctx, `"${text}" is not a whole number; give ${opts.what} (${range}).`);
    if (n < opts.min || (opts.max !== undefined && n > opts.max))
      return fieldIssue(ctx, `${text} is out of range; give ${opts.what} (${range}).`);
    return n;
  });
}

/** A positive int32 id (workspace, target, test run). */
export function idField(what: string, required: boolean) {
  return field((v, ctx): number | null => {
    if (blank(v))
      return required
        ? fieldIssue(ctx, `is required; give the ${what} (a positive integer).`)
        : null;
    const text = String(v).trim();
    if (!/^\d+$/.test(text))
      return fieldIssue(ctx, `"${text}" is not an id; give the ${what} as a positive integer.`);
    const n = Number(text);
    if (n < 1 || n > 2_147_483_647)
      return fieldIssue(
        ctx,
        `${text} is out of range; give the ${what} as a positive 32-bit integer.`,
      );
    return n;
  });
}

/** A fraction 0..1; `20%` is read as 0.2; a bare 20 is refused as an ambiguous percent. */
export function fractionField(fallback: number | null) {
  return field((v, ctx): number | null => {
    if (blank(v)) return fallback;
    const text = String(v).trim();
    const percent = /^(\d+\.?\d*|\.\d+)\s*%$/.exec(text);
    const n = percent
      ? Number(percent[1]) / 100
      : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)
        ? Number(text)
        : NaN;
    if (!Number.isFinite(n))
      return fieldIssue(
        ctx,
        `"${text}" is not a fraction; give a number from 0 to 1, e.g. 0.2 (or 20%).`,
      );
    if (!percent && n > 1 && n <= 100)
      return fieldIssue(
        ctx,
        `${text} looks like a percent; give a fraction from 0 to 1, e.g. ${n / 100} (or ${text}%).`,
      );
    if (n < 0 || n > 1)
      return fieldIssue(ctx, `${text} is out of range; give a fraction from 0 to 1, e.g. 0.2.`);
    return n;
  });
}

/** true/false (any case); anything else is refused rather than guessed. */
export function booleanField(fallback: boolean) {
  return field((v, ctx): boolean => {
    if (blank(v)) return fallback;
    if (typeof v === 'boolean') return v;
    const text = String(v).trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    return fieldIssue(ctx, `"${String(v)}" is not a boolean; write true or false.`);
  });
}

/** One of a closed set of words. */
export function choiceField<const T extends readonly string[]>(choices: T, fallback: T[number]) {
  return field((v, ctx): T[number] => {
    if (blank(v)) return fallback;
    const text = String(v).trim().toLowerCase();
    const hit = choices.find((c) => c === text);
    return (
      hit ?? fieldIssue(ctx, `"${String(v)}" is not allowed; write one of: ${choices.join(', ')}.`)
    );
  });
}

/** A list from "a,b" / newline-separated text or a YAML array. */
export function splitList(v: unknown): string[] {
  if (blank(v)) return [];
  const items = Array.isArray(v) ? v.map(String) : String(v).split(/[,\n]/);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * Required text, trimmed; blank fails with `missing` and anything else goes through
 * `then`, which may add its own issues (ctx) and return z.NEVER.
 */
export function requiredText(missing: string): Field<string>;
export function requiredText<T>(
  missing: string,
  then: (text: string, ctx: FieldContext) => T,
): Field<T>;
export function requiredText<T>(
  missing: string,
  then: (text: string, ctx: FieldContext) => T = (text) => text as T,
): Field<T> {
  return field((v, ctx): T => {
    if (blank(v)) return fieldIssue(ctx, missing);
    return then(String(v).trim(), ctx);
  });
}

/** Optional free text; blank is null. */
export function textField() {
  return field((v): string | null => (blank(v) ? null : String(v).trim()));
}

/** `name=70,other=80` or a YAML map of category to minimum score. */
export function categoryScoresField() {
  return field((v, ctx): Record<string, number> => {
    if (blank(v)) return {};
    const pairs: [string, unknown][] =
      typeof v === 'object' && v !== null && !Array.isArray(v)
        ? Object.entries(v)
        : splitList(v).map((item) => {
            const at = item.indexOf('=');
            return at < 0
              ? [item, undefined]
              : [item.slice(0, at).trim(), item.slice(at + 1).trim()];
          });
    const out: Record<string, number> = {};
    for (const [name, raw] of pairs) {
      const n = typeof raw === 'number' ? raw : raw === undefined || raw === '' ? NaN : Number(raw);
      if (name === '' || !Number.isFinite(n) || n < 0 || n > 100) {
        return fieldIssue(
          ctx,
          `"${name}${raw === undefined ? '' : `=${String(raw)}`}" is not a category minimum; write NAME=SCORE pairs with scores 0 to 100, e.g. jailbreak=70,prompt_injection=80.`,
        );
      }
      out[name] = n;
    }
    return out;
  });
}

/**
 * A confidence level in [0.5, 0.999]: `0.95` or `95%`. Below 0.5 an interval says almost
 * nothing; at 1 it is the whole [0, 1].
 */
export function confidenceField(fallback: number) {
  return field((v, ctx): number => {
    if (blank(v)) return fallback;
    const text = String(v).trim();
    const percent = /^(\d+\.?\d*|\.\d+)\s*%$/.exec(text);
    const n =
      typeof v === 'number'
        ? v
        : percent
          ? Number(percent[1]) / 100
          : /^(\d+\.?\d*|\.\d+)$/.test(text)
            ? Number(text)
            : NaN;
    if (!Number.isFinite(n) || n < 0.5 || n > 0.999)
      return fieldIssue(
        ctx,
        `"${text}" is not a confidence level; give a fraction from 0.5 to 0.999, e.g. 0.95 (or 95%).`,
      );
    return n;
  });
}

/** A list of names from a closed set (case-insensitive); unknown names are refused, all at once. */
export function namesField<const T extends readonly string[]>(
  names: T,
  what: string,
  o: { all?: boolean } = {},
) {
  return field((v, ctx): T[number][] => {
    const items = splitList(v).map((s) => s.toLowerCase());
    // `all` (where allowed): every name, as a report-only switch.
    if (o.all && items.includes('all')) return [...names];
    const bad = items.filter((s) => !names.includes(s));
    if (bad.length > 0)
      return fieldIssue(
        ctx,
        `unknown ${what} ${bad.map((b) => `"${b}"`).join(', ')}; use any of ${names.join(', ')}${o.all ? ', or all' : ''}.`,
      );
    return [...new Set(items)] as T[number][];
  });
}
