/**
 * SARIF results: which failed cases become results under GitHub's cap (selectResults), each
 * result's content (resultHead and resultBody), and the attack fingerprints code scanning
 * keys alerts on.
 */
import * as crypto from 'node:crypto';
import { caseTriage, perFrozen, perText } from '../format.js';
import type { FailedTestCase, ProbeRunReport, Report } from '../model.js';
import { safeLinkUrl } from '../sanitize.js';
import { probeSeverity, sarifMessage, sarifText, severityLevel } from './rules.js';

/** Key of the partial fingerprint: bump the version if its inputs ever change. */
export const FINGERPRINT_KEY = 'probeGate/v1';
/** The partial fingerprint code scanning keys alerts on. */
export const LINE_HASH_KEY = 'primaryLocationLineHash';

/** The attack's identity across runs: attack id, else test case id, else its fields. */
function attackKey(tc: FailedTestCase): string {
  if (tc.attackId !== null) return tc.attackId;
  if (tc.id !== null) return `test-case:${tc.id}`;
  return `fields:${tc.strategy ?? ''}|${tc.redTeamer ?? ''}|${tc.variation ?? ''}`;
}

/**
 * sha256 in hex. Node's one-shot `crypto.hash` (Node 20.12 and 21.7 on) where there is one:
 * 25,000 results hash in 6-9 ms with it, 20-80 ms with a Hash object each.
 */
const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** sha256 of `probeId|attackId` (probe name when the id is unknown): stable across runs. */
export function attackFingerprint(probe: ProbeRunReport, tc: FailedTestCase): string {
  const probeKey = probe.probeId === null ? `name:${probe.name}` : String(probe.probeId);
  return sha256Hex(`${probeKey}|${attackKey(tc)}`);
}

/**
 * The attack's `primaryLocationLineHash`: its fingerprint in the shape code scanning uses
 * (16 hex digits, `:` and the occurrence), so each attack is one alert of its own.
 */
export function attackLineHash(probe: ProbeRunReport, tc: FailedTestCase): string {
  return lineHashOf(attackFingerprint(probe, tc));
}

export const lineHashOf = (fingerprint: string): string => `${fingerprint.slice(0, 16)}:1`;

/** Where every result points (sarif.ts sarifLocationUri). */
export type SarifLocation = { uri: string; uriBaseId?: string };

export interface Candidate {
  probe: ProbeRunReport;
  tc: FailedTestCase;
  ruleId: string;
  ruleIndex: number;
  severity: number;
  accepted: boolean;
}

/**
 * {@link sarifText} of a value that repeats from case to case (strategy, status...), made
 * once per distinct value for one SARIF file; at most 4,096 values are kept.
 */
function repeatedText(maxLength: number): (text: string) => string {
  return perText((text) => sarifText(text, maxLength), 4_096);
}

export interface ResultTexts {
  /** An attack id as a result shows it (not remembered: each is its own). */
  attackId: (text: string) => string;
  short: (text: string) => string;
  long: (text: string) => string;
  viewerOf: (probe: ProbeRunReport) => string | null;
}

/**
 * A case's labels with keys and values cleaned; a frozen set (the collection shares one per
 * distinct set) is cleaned once for all the cases that carry it.
 */
export const cleanLabels = perFrozen((labels: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(labels).map(([k, v]) => [sarifText(k, 200), sarifText(v, 500)]),
  ),
);

/**
 * A result's content after its rule and level (those depend on the whole run: the rules'
 * order, the risk band), from the probe run and the case alone.
 */
function resultBody(
  probe: ProbeRunReport,
  tc: FailedTestCase,
  accepted: boolean,
  location: SarifLocation,
  texts: ResultTexts,
): Record<string, unknown> {
  // One hash per attack for both fingerprints (each result's costliest part).
  const fingerprint = attackFingerprint(probe, tc);
  const result: Record<string, unknown> = {
    message: { text: resultMessage(probe, tc, accepted) },
    locations: resultLocations(location),
    partialFingerprints: {
      [LINE_HASH_KEY]: lineHashOf(fingerprint),
      [FINGERPRINT_KEY]: fingerprint,
    },
    properties: {
      attackId: tc.attackId === null ? null : texts.attackId(tc.attackId),
      testCaseId: tc.id,
      attempt: tc.attempt,
      status: tc.status === null ? null : texts.short(tc.status),
      strategy: tc.strategy === null ? null : texts.long(tc.strategy),
      redTeamer: tc.redTeamer === null ? null : texts.long(tc.redTeamer),
      variation: tc.variation === null ? null : texts.long(tc.variation),
      redTeamerLabels: cleanLabels(tc.redTeamerLabels),
      probeRunId: probe.probeRunId,
      riskAccepted: tc.riskAccepted,
    },
  };
  const viewer = texts.viewerOf(probe);
  if (viewer) result.hostedViewerUri = viewer;
  if (accepted) result.suppressions = ACCEPTED_SUPPRESSIONS;
  return result;
}

/** Where a result points: the one location every result has. */
export const resultLocations = (location: SarifLocation): Record<string, unknown>[] => [
  { physicalLocation: { artifactLocation: location, region: { startLine: 1 } } },
];

/** What an accepted risk's result carries. */
export const ACCEPTED_SUPPRESSIONS = [
  {
    kind: 'external',
    status: 'accepted',
    justification: 'Risk reviewed and accepted on the platform.',
  },
];

/** A result's message: the attack, its probe, how it was made, whether its risk was accepted. */
export function resultMessage(
  probe: ProbeRunReport,
  tc: FailedTestCase,
  accepted: boolean,
): string {
  const detail = [
    tc.strategy ? `strategy ${tc.strategy}` : '',
    tc.redTeamer ? `red teamer ${tc.redTeamer}` : '',
    tc.variation ? `variation ${tc.variation}` : '',
  ].filter(Boolean);
  const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
  const text = `Attack ${attack} of probe ${probe.name} succeeded against the target${detail.length ? ` (${detail.join(', ')})` : ''}${accepted ? '; the risk was accepted on the platform' : ''}.`;
  return sarifMessage(text, 2_000);
}

/** The fields a result starts with, in their order: its rule and its level. */
export function resultHead(c: Omit<Candidate, 'probe' | 'tc'>): {
  ruleId: string;
  ruleIndex: number;
  level: string;
} {
  return {
    ruleId: c.ruleId,
    ruleIndex: c.ruleIndex,
    level: c.accepted ? 'note' : severityLevel(c.severity),
  };
}

/** The texts a SARIF file cleans once per distinct value (see {@link repeatedText}). */
export function resultTexts(): ResultTexts {
  // Each probe run's link is checked once, not once per result.
  const viewers = new Map<ProbeRunReport, string | null>();
  const viewerOf = (probe: ProbeRunReport): string | null => {
    let viewer = viewers.get(probe);
    if (viewer === undefined) viewers.set(probe, (viewer = safeLinkUrl(probe.url)));
    return viewer;
  };
  return {
    attackId: (text) => sarifText(text, 500),
    short: repeatedText(100),
    long: repeatedText(500),
    viewerOf,
  };
}

/**
 * A kept candidate's result: its head (rule and level), then its body. The contract of the
 * result's text: the file writes it by template (result-text.ts `resultWriter`), held to
 * this by test/report/sarif-text.test.ts.
 */
export function resultObject(
  c: Candidate,
  location: SarifLocation,
  texts: ResultTexts,
): Record<string, unknown> {
  return { ...resultHead(c), ...resultBody(c.probe, c.tc, c.accepted, location, texts) };
}

export interface Rule {
  ruleId: string;
  ruleIndex: number;
}

/** How many of a probe run's cases can become results: its active ones and accepted ones. */
export function candidateCounts(probe: ProbeRunReport): { active: number; accepted: number } {
  let active = 0;
  let accepted = 0;
  for (const tc of probe.failedTestCases) {
    const triage = caseTriage(tc);
    if (triage === 'active') active += 1;
    else if (triage === 'accepted') accepted += 1;
  }
  return { active, accepted };
}

/** Candidates compete by kind (accepted after active) and severity: one class per pair. */
const classKey = (accepted: boolean, severity: number): string => `${Number(accepted)}|${severity}`;

/**
 * The results written: every failed case that becomes a result (active or accepted), in the
 * report's order, at most `max` of them: active before accepted, most severe first, earlier
 * first among equals, then written in the report's order. Severity is the probe's, so the
 * choice is made per class (kind, severity) from counts, without holding or sorting every
 * candidate of a huge run: the first `quota` candidates of each class are kept,
 * where the classes, best first, take what is left of `max`.
 */
export function selectResults(
  report: Report,
  ruleOf: ReadonlyMap<ProbeRunReport, Rule>,
  max: number,
): { kept: Candidate[]; total: number } {
  // A probe's candidates are in two classes: its active cases, then its accepted ones.
  const probes = report.probeRuns.map((probe) => ({
    probe,
    severity: probeSeverity(probe, report.scores.band),
    ...candidateCounts(probe),
  }));
  const counts = new Map<string, { accepted: boolean; severity: number; n: number }>();
  let total = 0;
  for (const { severity, active, accepted } of probes) {
    for (const [isAccepted, n] of [[false, active] as const, [true, accepted] as const]) {
      const key = classKey(isAccepted, severity);
      const entry = counts.get(key) ?? { accepted: isAccepted, severity, n: 0 };
      entry.n += n;
      counts.set(key, entry);
      total += n;
    }
  }
  const quota = new Map<string, number>();
  let left = Math.max(0, max);
  const classes = [...counts.entries()].sort(
    ([, a], [, b]) => Number(a.accepted) - Number(b.accepted) || b.severity - a.severity,
  );
  for (const [key, { n }] of classes) {
    quota.set(key, Math.min(n, left));
    left -= Math.min(n, left);
  }
  // Written in the report's order: each probe's active cases, then its accepted ones (the
  // reading order of orderedCases), as many of each as its class has room for.
  const kept: Candidate[] = [];
  for (const { probe, severity } of probes) {
    const { ruleId, ruleIndex } = ruleOf.get(probe) as Rule;
    for (const accepted of [false, true]) {
      const key = classKey(accepted, severity);
      let room = quota.get(key) ?? 0;
      for (let i = 0; room > 0 && i < probe.failedTestCases.length; i += 1) {
        const tc = probe.failedTestCases[i] as FailedTestCase;
        if (caseTriage(tc) !== (accepted ? 'accepted' : 'active')) continue;
        kept.push({ probe, tc, ruleId, ruleIndex, severity, accepted });
        room -= 1;
      }
      quota.set(key, room);
    }
  }
  return { kept, total };
}

/** The run's invocation: success, times, and the report's warnings as notifications. */
