/**
 * The one redaction of the tool (R5, R16, R26): every secret it knows (the API key, the
 * secrets a target file takes from the environment, the GitHub token) is replaced, in its
 * plain, URL-encoded and base64 forms, wherever text leaves the tool: error messages, log
 * lines, and all platform text before a renderer sees it (the engine's redaction step).
 *
 * The key only ever travels in the X-Api-Key header, so it should never show up in a
 * message. We scrub anyway: a misbehaving server or proxy may echo request headers in an
 * error body, undici's own errors may quote request details, and platform text is written,
 * through the platform, by attackers and by the system under test.
 */

/** Text put where a secret was. */
export const REDACTED = '[REDACTED]';

/**
 * Shortest base64 core matched. A core is the part of an encoding that depends only on the
 * secret's bytes; shorter ones would match ordinary words of a report.
 */
const MIN_BASE64_CORE = 6;

/**
 * The base64 text that encodes `secret` wherever it sits in encoded data: for each of the
 * three byte alignments, the characters whose six bits all come from the secret (standard
 * and URL-safe alphabets). Same idea as the GitHub runner's Base64StringEscapeShift masks.
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (let shift = 0; shift < 3; shift += 1) {
    const text = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const first = Math.ceil((shift * 8) / 6);
    const end = Math.floor(((shift + bytes.length) * 8) / 6);
    const core = text.slice(first, end);
    if (core.length < MIN_BASE64_CORE) continue;
    cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return cores;
}

/** Every form of one secret that is replaced: plain, URL-encoded (both ways), base64. */
export function secretForms(secret: string): string[] {
  if (secret === '') return [];
  const encoded = encodeURIComponent(secret);
  return [
    secret,
    encoded,
    encoded.replace(/%20/g, '+'),
    // Some encoders write lower-case hex digits.
    encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    ...base64Cores(secret),
  ];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Characters that show nothing: zero-width space, joiners and marks, bidi embeddings,
 * overrides and isolates, the word joiner and invisible operators, the BOM, a soft hyphen.
 */
const INVISIBLE = '[\\u00AD\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]*';

/** A pattern of `secret` with any run of invisible characters between two of its characters. */
function invisiblySplit(secret: string): string {
  return [...secret].map(escapeRegExp).join(INVISIBLE);
}

/** Replaces every known secret, in every form, in text, errors and plain data. */
export class Redactor {
  /** Every form of every secret, longest first, as one alternation (one pass per text). */
  private pattern: RegExp | null = null;
  /** The shortest form's length: a shorter text holds none (most of a huge run's texts). */
  private shortest = 0;
  private readonly secrets = new Set<string>();
  /**
   * Frozen arrays found to hold no secret, all the way down through frozen objects: a probe
   * run's test cases are collected into a frozen array of frozen cases, read for secrets as
   * they are parsed (`trust`), then scrubbed; that pass skips the array instead of walking
   * every case again. Only frozen ones: nothing can put a secret into them
   * afterwards. Arrays only: one entry per probe run, not one per case (a WeakSet entry per
   * case cost more while the run downloaded than the second walk saved). Forgotten when a
   * secret is learned.
   */
  private clean = new WeakSet<object>();

  constructor(secrets: string | null | Iterable<string | null | undefined> = []) {
    this.add(secrets);
  }

  /** Learns more secrets (blank ones are ignored); returns this. */
  add(secrets: string | null | undefined | Iterable<string | null | undefined>): this {
    const list = typeof secrets === 'string' || secrets == null ? [secrets] : [...secrets];
    let changed = false;
    for (const s of list) {
      const secret = (s ?? '').trim();
      if (secret === '' || this.secrets.has(secret)) continue;
      this.secrets.add(secret);
      changed = true;
    }
    if (changed) {
      this.clean = new WeakSet();
      const forms = [...new Set([...this.secrets].flatMap(secretForms))];
      // Longest first: a secret that contains another is replaced whole.
      forms.sort((a, b) => b.length - a.length);
      this.shortest = forms.at(-1)?.length ?? 0;
      // Each plain secret also split by invisible characters (zero-width, bidi controls, a
      // soft hyphen): shown, it reads as the secret. Longest first, the split pattern before
      // the plain form of the same length (it matches that too).
      const alternatives = [
        ...[...this.secrets].map((x) => ({ length: x.length, source: invisiblySplit(x) })),
        ...forms.map((f) => ({ length: f.length - 0.5, source: escapeRegExp(f) })),
      ].sort((a, b) => b.length - a.length);
      this.pattern = new RegExp(alternatives.map((a) => a.source).join('|'), 'g');
    }
    return this;
  }

  /** Whether there is any secret to replace. */
  get empty(): boolean {
    return this.pattern === null;
  }

  /** The text with every occurrence of a secret replaced by {@link REDACTED}. */
  scrub(text: string): string {
    if (this.pattern === null || text.length < this.shortest) return text;
    return text.replace(this.pattern, REDACTED);
  }

  /** Whether `text` holds a secret, in any of its forms (`search` leaves lastIndex as it was). */
  holds(text: string): boolean {
    return this.pattern !== null && text.length >= this.shortest && text.search(this.pattern) >= 0;
  }

  /**
   * Remembers a frozen array as holding no secret, as {@link scrubDeep} remembers one it
   * walked: for a list the caller made of frozen values and of texts it found clean with
   * {@link holds}, keys included (the collection, which reads every text of a probe run's
   * test cases anyway: the redaction step then skips the list). Forgotten, like
   * the others, when a secret is learned.
   */
  trust(list: readonly unknown[]): void {
    if (this.pattern !== null && Object.isFrozen(list)) this.clean.add(list);
  }

  /**
   * A copy of plain data (objects, arrays, strings; what JSON holds) with every string
   * scrubbed, keys included; other values are kept as they are. Unchanged parts are shared.
   */
  scrubDeep<T>(value: T): T {
    if (this.empty) return value;
    const { clean } = this;
    // Whether the value visit last returned is unchanged and holds no secret for good: a
    // primitive, or a frozen object or array all of whose values are (a string that held a
    // secret changed its parent, which is then a new, unfrozen copy).
    let settled = true;
    // A copy is made only from the first change on: a huge run's hundreds of thousands of
    // unchanged test cases cost no allocation.
    const visit = (v: unknown, depth: number): unknown => {
      settled = true;
      if (typeof v === 'string') return this.scrub(v);
      if (v === null || typeof v !== 'object' || clean.has(v)) return v;
      settled = false;
      if (depth > 64) return v;
      let all = true;
      let out: unknown[] | Record<string, unknown> | null;
      if (Array.isArray(v)) {
        let copy: unknown[] | null = null;
        for (let i = 0; i < v.length; i += 1) {
          const x: unknown = v[i];
          const val = visit(x, depth + 1);
          all &&= settled;
          if (copy === null && val !== x) copy = v.slice(0, i);
          copy?.push(val);
        }
        out = copy;
      } else {
        if (Object.getPrototypeOf(v) !== Object.prototype) return v;
        const keys = Object.keys(v);
        const source = v as Record<string, unknown>;
        let copy: Record<string, unknown> | null = null;
        for (let i = 0; i < keys.length; i += 1) {
          const k = keys[i] as string;
          const x = source[k];
          const key = this.scrub(k);
          const val = visit(x, depth + 1);
          all &&= settled;
          if (copy === null && (key !== k || val !== x)) {
            copy = {};
            for (const before of keys.slice(0, i)) copy[before] = source[before];
          }
          if (copy !== null) copy[key] = val;
        }
        out = copy;
      }
      settled = out === null && all && Object.isFrozen(v);
      if (settled && Array.isArray(v)) clean.add(v);
      return out ?? v;
    };
    return visit(value, 0) as T;
  }

  /**
   * Scrubs `message`, `stack` and a server message of an error and of every error in its
   * `cause` chain (and AggregateError's `errors`), in place; returns it. Used on
   * third-party errors before we attach them as `cause`, and on every error shown.
   */
  scrubError<T>(err: T): T {
    const seen = new Set<unknown>();
    const visit = (e: unknown, depth: number): void => {
      if (!(e instanceof Error) || seen.has(e) || depth > 8) return;
      seen.add(e);
      try {
        if (typeof e.message === 'string') e.message = this.scrub(e.message);
        if (typeof e.stack === 'string') e.stack = this.scrub(e.stack);
        const api = e as { serverMessage?: unknown };
        if (typeof api.serverMessage === 'string')
          Object.defineProperty(e, 'serverMessage', { value: this.scrub(api.serverMessage) });
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
