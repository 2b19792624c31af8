/**
 * A SARIF result's text by one template: the same bytes as `itemsText` of
 * `resultObject` (results.ts, the contract), without building the result's objects and
 * without `JSON.stringify` with indentation, which has no fast path in V8. What results
 * share is laid out once: the location, a frozen label set, the suppression of an accepted
 * risk; a string is quoted by `jsonString`. test/report/sarif-text.test.ts
 * holds it, and the bodies written by its second half, to the contract on hostile text.
 */
import { perFrozen } from '../format.js';
import { jsonNumber, jsonString, nested } from '../json-pieces.js';
import type { ProbeRunReport } from '../model.js';
import {
  ACCEPTED_SUPPRESSIONS,
  attackFingerprint,
  cleanLabels,
  FINGERPRINT_KEY,
  LINE_HASH_KEY,
  lineHashOf,
  resultHead,
  resultLocations,
  resultMessage,
  type Candidate,
  type ResultTexts,
  type SarifLocation,
} from './results.js';

/**
 * Results as `itemsText(results, depth)` writes them, one at a time: each is
 * `\n<indent>{...}`, and a batch's text is its results joined by commas.
 */
export function resultWriter(
  depth: number,
  location: SarifLocation,
  texts: ResultTexts,
): (c: Candidate) => string {
  const head = resultHeadWriter(depth);
  const body = resultBodyWriter(depth, location, texts);
  return (c) => `${head(c)}${body(c)}`;
}

/**
 * A result's text before its body: `\n<indent>{`, its rule and its level (see `resultHead`,
 * results.ts), each on its line.
 */
function resultHeadWriter(depth: number): (c: Omit<Candidate, 'probe' | 'tc'>) => string {
  const item = `\n${'  '.repeat(depth + 1)}`;
  const f = `${item}  `;
  return (c) => {
    const head = resultHead(c);
    return (
      `${item}{${f}"ruleId": ${jsonString(head.ruleId)},${f}"ruleIndex": ${jsonNumber(head.ruleIndex)},` +
      `${f}"level": ${jsonString(head.level)},\n`
    );
  };
}

/**
 * A result's body as it stands in the file (see `resultBody`, results.ts): from the indent of
 * its `"message"` line to its closing brace, after the result's head (rule and level).
 */
function resultBodyWriter(
  depth: number,
  location: SarifLocation,
  texts: ResultTexts,
): (c: Pick<Candidate, 'probe' | 'tc' | 'accepted'>) => string {
  const item = `\n${'  '.repeat(depth + 1)}`;
  const f = `${item}  `;
  const g = `${f}  `;
  const indent = f.slice(1);
  const locations = nested(resultLocations(location), depth + 2);
  const suppressions = nested(ACCEPTED_SUPPRESSIONS, depth + 2);
  const labels = perFrozen((set: Record<string, string>) => nested(cleanLabels(set), depth + 3));
  // texts.viewerOf checks each probe run's link once.
  const viewerField = (probe: ProbeRunReport): string => {
    const viewer = texts.viewerOf(probe);
    return viewer ? `,${f}"hostedViewerUri": ${jsonString(viewer)}` : '';
  };
  const quoted = (text: string | null, clean: (text: string) => string): string =>
    text === null ? 'null' : jsonString(clean(text));
  return ({ probe, tc, accepted }) => {
    const fingerprint = attackFingerprint(probe, tc);
    return (
      `${indent}"message": {${g}"text": ${jsonString(resultMessage(probe, tc, accepted))}${f}},` +
      `${f}"locations": ${locations},` +
      `${f}"partialFingerprints": {${g}"${LINE_HASH_KEY}": "${lineHashOf(fingerprint)}",` +
      `${g}"${FINGERPRINT_KEY}": "${fingerprint}"${f}},` +
      `${f}"properties": {${g}"attackId": ${quoted(tc.attackId, texts.attackId)},` +
      `${g}"testCaseId": ${jsonNumber(tc.id)},${g}"attempt": ${jsonNumber(tc.attempt)},` +
      `${g}"status": ${quoted(tc.status, texts.short)},` +
      `${g}"strategy": ${quoted(tc.strategy, texts.long)},` +
      `${g}"redTeamer": ${quoted(tc.redTeamer, texts.long)},` +
      `${g}"variation": ${quoted(tc.variation, texts.long)},` +
      `${g}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
      `${g}"probeRunId": ${jsonNumber(probe.probeRunId)},${g}"riskAccepted": ${tc.riskAccepted}${f}}` +
      `${viewerField(probe)}${accepted ? `,${f}"suppressions": ${suppressions}` : ''}${item}}`
    );
  };
}
