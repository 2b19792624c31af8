/**
 * XML text and elements as the JUnit file writes them (junit.ts): text cleaned, characters XML
 * 1.0 does not allow dropped, the five markup characters escaped, in content and attributes
 * alike; elements with two-space indentation, empty ones self-closed, text inline.
 */
import { cleanText, truncate } from './text-clean.js';

/** Characters XML 1.0 does not allow (after `cleanText`, only U+FFFE and U+FFFF remain). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text that escapeXml leaves as it is: tab, line breaks, printable ASCII but `"&'<>`. */
const PLAIN_XML = /^[\t\n\r\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;

/** Text valid in XML 1.0 with the five markup characters escaped, for content and attributes. */
export function escapeXml(text: string): string {
  // Most of a huge run's text needs nothing: one test instead of two passes.
  if (PLAIN_XML.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITY[c] as string);
}

/** Text cleanText and escapeXml leave as it is (tab, line feed where kept): one test. */
const PLAIN_ATTR = /^[\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
const PLAIN_BODY = /^[\t\n\x20\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;

/** Text for an attribute: one line (parsers fold line breaks in attributes), cleaned. */
export function attr(text: string, maxLength = 1_000): string {
  if (text.length <= maxLength && PLAIN_ATTR.test(text)) return text;
  return escapeXml(truncate(cleanText(text), maxLength));
}

/** Text for element content: line breaks kept, cleaned. */
export function body(text: string): string {
  if (PLAIN_BODY.test(text)) return text;
  return escapeXml(cleanText(text, { lineBreaks: 'keep', keepTabs: true }));
}

/** Attributes as written in a start tag; values already escaped, undefined ones left out. */
export type Attrs = Record<string, string | undefined>;

export function attrText(attrs: Attrs): string {
  let out = '';
  // Own keys only (never an inherited one), without an array of entries per element.
  for (const name of Object.keys(attrs)) {
    const value = attrs[name];
    if (value !== undefined) out += ` ${name}="${value}"`;
  }
  return out;
}

const INDENTS = ['', '  ', '    ', '      '];
export const indent = (depth: number): string => INDENTS[depth] ?? '  '.repeat(depth);

/** An element without children: self-closed, or with its (escaped) text inline. */
export function leaf(depth: number, name: string, attrs: Attrs, text = ''): string {
  return leafEnd(leafStart(depth, name, attrs), name, text);
}

/** What {@link leaf} writes before its end: the start tag without its closing `>`. */
export function leafStart(depth: number, name: string, attrs: Attrs): string {
  return `${indent(depth)}<${name}${attrText(attrs)}`;
}

/** {@link leaf} from its start (see {@link leafStart}): self-closed, or its text and end tag. */
export function leafEnd(start: string, name: string, text = ''): string {
  return text === '' ? `${start}/>\n` : `${start}>${text}</${name}>\n`;
}

/** An element with child elements (already written one level deeper), or self-closed without. */
export function parent(depth: number, name: string, attrs: Attrs, children: string): string {
  if (children === '') return leaf(depth, name, attrs);
  return `${indent(depth)}<${name}${attrText(attrs)}>\n${children}${indent(depth)}</${name}>\n`;
}
