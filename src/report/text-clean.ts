/**
 * Character-level cleaning of untrusted text (R12, R13): the first step of every sanitiser.
 * It makes invisible or dangerous code points visible, so a reviewer sees what the platform
 * (and through it, an attacker) really sent, and it never throws on malformed UTF-16.
 */

/** How line breaks are treated by {@link cleanText}. */
export interface CleanOptions {
  /** `space`: each line break becomes one space (inline contexts); `keep`: normalised to `\n`. */
  lineBreaks?: 'space' | 'keep';
  /** Keep tab characters (code blocks, logs); otherwise each tab becomes one space. */
  keepTabs?: boolean;
}

/** Unpaired surrogate halves: not valid UTF-16, rendered as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** CRLF, CR, LF and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
// Security: C0 controls (tab, LF and CR are handled before) and DEL.
// eslint-disable-next-line no-control-regex
const C0_OR_DEL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** C1 controls (NEL included). */
const C1 = /[\u0080-\u009F]/g;
/**
 * Format characters (Unicode category Cf): bidi embeddings, overrides and isolates
 * (U+202A-202E, U+2066-2069, LRM/RLM U+200E/200F, ALM U+061C), zero-width characters
 * (U+200B-200D, U+2060, U+FEFF), Unicode tag characters (U+E0000-E007F, "ASCII smuggling")
 * and the rest of Cf. All of them can hide or reorder text.
 */
const FORMAT = /\p{Cf}/gu;

/** Text of space to `~` only: no line break, tab, control, format character or surrogate. */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
/** The same plus `\n` (unchanged when line breaks are kept; `\r` is not). */
const PRINTABLE_ASCII_LINES = /^[\n\x20-\x7E]*$/;
/** The same plus `\n` and tab (unchanged when both are kept). */
const PRINTABLE_ASCII_LINES_TABS = /^[\t\n\x20-\x7E]*$/;

/** `[U+202E]`: the visible stand-in of an invisible or control code point. */
export function visibleCodePoint(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  return `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** Replaces unpaired surrogates with U+FFFD so the string is well-formed UTF-16. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Cleans untrusted text: unpaired surrogates become U+FFFD; line breaks are normalised (or
 * become spaces); C0 controls and DEL become their Control Pictures (U+2400-2421, e.g. NUL is
 * shown as `␀`); C1 controls and every format character (bidi, zero-width, tags) are shown as
 * `[U+XXXX]`. The result contains no invisible control or format code point.
 */
export function cleanText(text: string, options: CleanOptions = {}): string {
  // Printable ASCII (with `\n` when kept, tabs when kept) holds nothing this function
  // changes: most platform text, checked once.
  const unchanged =
    options.lineBreaks === 'keep'
      ? options.keepTabs
        ? PRINTABLE_ASCII_LINES_TABS
        : PRINTABLE_ASCII_LINES
      : PRINTABLE_ASCII;
  if (unchanged.test(text)) return text;
  let s = toWellFormed(text);
  s = s.replace(LINE_BREAK, options.lineBreaks === 'keep' ? '\n' : ' ');
  if (!options.keepTabs) s = s.replace(/\t/g, ' ');
  s = s.replace(C0_OR_DEL, (c) =>
    c === '\u007F' ? '\u2421' : String.fromCharCode(0x2400 + c.charCodeAt(0)),
  );
  s = s.replace(C1, visibleCodePoint);
  return s.replace(FORMAT, visibleCodePoint);
}

// Security: terminal control sequences (ECMA-48), removed whole so that no parameter text is
// left for a terminal to act on: OSC (hyperlinks, window titles, clipboard) and the other
// string controls (DCS, SOS, PM, APC) up to their terminator (BEL or ST) or the line's end;
// CSI (cursor moves, erase line, colours) with its parameters; two- and three-character
// escapes. Both the 7-bit (ESC x) and 8-bit (C1) introducers.
const TERMINAL_SEQUENCE = new RegExp(
  [
    '(?:\\u001B[\\]PX^_]|[\\u0090\\u0098\\u009D\\u009E\\u009F])[^\\u0007\\u001B\\u009C\\n\\r]*(?:\\u0007|\\u001B\\\\|\\u009C)?',
    '(?:\\u001B\\[|\\u009B)[\\u0030-\\u003F]*[\\u0020-\\u002F]*[\\u0040-\\u007E]?',
    '\\u001B[\\u0020-\\u002F]*[\\u0030-\\u007E]?',
  ].join('|'),
  'g',
);

/**
 * Removes, rather than shows, terminal control sequences, control and format characters:
 * for log lines, where a visible stand-in is noise. Keeps `\n` (normalised from CRLF, CR,
 * U+2028/2029) and tabs.
 */
export function stripForLog(text: string): string {
  return toWellFormed(text)
    .replace(TERMINAL_SEQUENCE, '')
    .replace(LINE_BREAK, '\n')
    .replace(C0_OR_DEL, '')
    .replace(C1, '')
    .replace(FORMAT, '');
}

/** Whether a UTF-16 code unit is the first half of a surrogate pair. */
export const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;

/**
 * Limits `text` to `maxLength` UTF-16 code units, the last one an ellipsis (`…`) when cut.
 * Never splits a surrogate pair. `undefined` or `Infinity` means no limit.
 */
export function truncate(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || !Number.isFinite(maxLength) || text.length <= maxLength) {
    return text;
  }
  let cut = Math.max(0, Math.floor(maxLength) - 1);
  if (cut > 0 && isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

/** Length of the longest run of `char` (one UTF-16 unit) in `text`. */
export function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === char) {
      current += 1;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}
