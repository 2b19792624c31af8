/**
 * JSON text in pieces, laid out exactly as `JSON.stringify(value, null, 2)` lays it out, so
 * that a large document (the JSON report, SARIF) is written part by part and never held as
 * one string: the pieces joined equal the one-string rendering byte for byte.
 */
import type { DocPiece } from './format.js';

/**
 * `JSON.stringify(value, null, 2)` as it reads `depth` levels down in a document: the value
 * is stringified inside `depth` arrays (so JSON.stringify indents it) and cut back out.
 */
export function nested(value: unknown, depth: number): string {
  let wrapped = value;
  let prefix = '';
  let suffix = '';
  for (let level = 1; level <= depth; level++) {
    wrapped = [wrapped];
    prefix += `[\n${'  '.repeat(level)}`;
    suffix = `\n${'  '.repeat(level - 1)}]${suffix}`;
  }
  const text = JSON.stringify(wrapped, null, 2);
  return text.slice(prefix.length, text.length - suffix.length);
}

/** Text that JSON.stringify writes between quotes as it is: printable ASCII but `"` and `\\`. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5B\x5D-\x7E]*$/;

/** `JSON.stringify` of a string or null, for templates: plain text is quoted without it. */
export const jsonString = (s: string | null): string =>
  s === null ? 'null' : PLAIN_JSON.test(s) ? `"${s}"` : JSON.stringify(s);

/** `JSON.stringify` of a number or null, for templates (NaN and infinities are `null`). */
export const jsonNumber = (n: number | null): string =>
  n !== null && Number.isFinite(n) ? String(n) : 'null';

/** A value written in pieces where it stands in a document (see {@link objectPieces}). */
export class JsonPieces {
  constructor(
    /** The value's text at `depth`, in pieces (UTF-8 bytes where already encoded). */
    readonly pieces: (depth: number) => Iterable<DocPiece>,
  ) {}
}

/** A value's text at `depth`: in pieces when it is {@link JsonPieces}, else in one. */
function* valuePieces(value: unknown, depth: number): Generator<DocPiece> {
  if (value instanceof JsonPieces) yield* value.pieces(depth);
  else yield nested(value, depth);
}

/** Whether JSON.stringify leaves the key out of an object. */
function leftOut(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/**
 * An object's text at `depth`, key by key; a value may be {@link JsonPieces}. Keys whose
 * value JSON.stringify leaves out (undefined) are left out.
 */
export function* objectPieces(
  entries: Readonly<Record<string, unknown>>,
  depth = 0,
): Generator<DocPiece> {
  const inner = '  '.repeat(depth + 1);
  let open = '{';
  for (const [key, value] of Object.entries(entries)) {
    if (leftOut(value)) continue;
    yield `${open}\n${inner}${JSON.stringify(key)}: `;
    yield* valuePieces(value, depth + 1);
    open = ',';
  }
  yield open === '{' ? '{}' : `\n${'  '.repeat(depth)}}`;
}

/** An array's text at `depth`, item by item as `items` gives them. */
export function* arrayPieces(items: Iterable<unknown>, depth = 0): Generator<DocPiece> {
  const inner = '  '.repeat(depth + 1);
  let open = '[';
  for (const item of items) {
    yield `${open}\n${inner}`;
    yield* valuePieces(item, depth + 1);
    open = ',';
  }
  yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}

/**
 * An array's text at `depth` from its items' text a batch at a time, each batch as
 * {@link itemsText} writes it: one `JSON.stringify` per batch instead of one per item (25,000
 * SARIF results), or a template (the JSON report's test cases). A batch should stay
 * under about 100 KB of text: a longer string goes to V8's large-object space, a fresh mapping
 * each. Empty batches ('') are skipped.
 */
export function* batchedArrayPieces(batches: Iterable<string>, depth = 0): Generator<string> {
  let open = '[';
  for (const text of batches) {
    if (text === '') continue;
    yield `${open}${text}`;
    open = ',';
  }
  yield open === '[' ? '[]' : `\n${'  '.repeat(depth)}]`;
}

/**
 * The items of an array at `depth`, each on its own lines (`\n<indent><item>` joined by
 * commas), without the brackets: an array's text is `[`, then these, then its closing line.
 */
export function itemsText(items: readonly unknown[], depth: number): string {
  // `[\n<items>\n<indent>]`: the items without the brackets.
  const text = nested(items, depth);
  return text.slice(1, text.lastIndexOf('\n'));
}

/** `items` in arrays of `size` (the last one shorter), as they are taken. */
export function* batchesOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
