/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer): one rule per probe, one result
 * per failed test case that counts or was accepted as a risk (accepted ones are `note`s with
 * an external suppression; ignored ones and execution errors are left out).
 *
 * Location: code scanning rejects results without a location, and an AI target has no source
 * line. Every result points at line 1 of the file that configures the scan (`locationPath`:
 * the target config file, else the ignore file, else the workflow file, else
 * `.probe-gate/target.yml`, the conventional place next to `.probe-gate/ignore.yml`).
 *
 * Identity: code scanning keys alerts on `partialFingerprints.primaryLocationLineHash`, and
 * upload-sarif computes it from the line's text only when the result has none. Every result
 * therefore carries its own, a hash of the probe and the attack: two runs of the same failing
 * attack give the same alert, two attacks on the same line stay apart, and an invented line
 * per attack (an annotation on an unrelated line of the user's file) is not needed. The run's
 * category (`automationDetails.id`) is per target: `probe-gate/target-<id>/`.
 */
import * as crypto from 'node:crypto';
import { caseTriage, orderedCases } from './format.js';
import {
  arrayPieces,
  batchedArrayPieces,
  batchesOf,
  JsonPieces,
  objectPieces,
} from './json-pieces.js';
import type { FailedTestCase, ProbeRunReport, Report } from './model.js';
import { safeLinkUrl } from './sanitize.js';
import {
  probeRule,
  probeSeverity,
  ruleIdBase,
  sarifMessage,
  sarifText,
  severityLevel,
} from './sarif-rules.js';

/** Where results point when no target config path is given. */
export const SARIF_FALLBACK_LOCATION = '.probe-gate/target.yml';
/** GitHub keeps at most 25,000 results per run. */
export const SARIF_MAX_RESULTS = 25_000;
/**
 * Results stringified at a time: one call per result cost more than the text (issue 14); 16
 * results stay well under 100 KB of text (see batchedArrayPieces).
 */
const RESULTS_PER_PIECE = 16;
/** `tool.driver.informationUri` default. */
export const PROBE_GATE_INFORMATION_URI = 'https://github.com/probe-gate/probe-gate';
/** Key of the partial fingerprint: bump the version if its inputs ever change. */
export const FINGERPRINT_KEY = 'probeGate/v1';
/** The partial fingerprint code scanning keys alerts on. */
export const LINE_HASH_KEY = 'primaryLocationLineHash';

/** Options of {@link renderSarif}. */
export interface SarifOptions {
  /**
   * Repository-relative path of the file that configures the scan (target config, ignore or
   * workflow file) where results point; default `.probe-gate/target.yml`.
   */
  locationPath?: string;
  /** Most results written, highest severity first; default 25,000 (GitHub's limit). */
  maxResults?: number;
  /** Web page of the tool; default {@link PROBE_GATE_INFORMATION_URI}. */
  informationUri?: string;
}

/** Percent-encodes each path segment; a relative path keeps no `:` (it would read as a scheme). */
function encodePath(path: string, absolute = false): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return absolute ? encoded.replace(/%3A/g, ':') : encoded;
}

/** The artifact location of every result (see the module comment). */
export function sarifLocationUri(path: string | undefined): { uri: string; uriBaseId?: string } {
  const p = (path?.trim() || SARIF_FALLBACK_LOCATION).replace(/\\/g, '/');
  if (/^[A-Za-z]:\//.test(p)) return { uri: `file:///${encodePath(p, true)}` };
  if (p.startsWith('/')) return { uri: `file://${encodePath(p, true)}` };
  return { uri: encodePath(p.replace(/^(\.\/)+/, '')), uriBaseId: '%SRCROOT%' };
}

/** The attack's identity across runs: attack id, else test case id, else its fields. */
function attackKey(tc: FailedTestCase): string {
  if (tc.attackId !== null) return tc.attackId;
  if (tc.id !== null) return `test-case:${tc.id}`;
  return `fields:${tc.strategy ?? ''}|${tc.redTeamer ?? ''}|${tc.variation ?? ''}`;
}

/**
 * sha256 in hex. Node's one-shot `crypto.hash` (Node 20.12 and 21.7 on) where there is one:
 * 25,000 results hash in 6-9 ms with it, 20-80 ms with a Hash object each (issue 14).
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

const lineHashOf = (fingerprint: string): string => `${fingerprint.slice(0, 16)}:1`;

function isoOrUndefined(value: string | null): string | undefined {
  if (value === null) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

export interface Candidate {
  probe: ProbeRunReport;
  tc: FailedTestCase;
  ruleId: string;
  ruleIndex: number;
  severity: number;
  accepted: boolean;
}

function resultOf(
  c: Candidate,
  location: { uri: string; uriBaseId?: string },
  viewerOf: (probe: ProbeRunReport) => string | null,
): Record<string, unknown> {
  const { probe, tc } = c;
  // One hash per attack for both fingerprints (each result's costliest part, issue 14).
  const fingerprint = attackFingerprint(probe, tc);
  const detail = [
    tc.strategy ? `strategy ${tc.strategy}` : '',
    tc.redTeamer ? `red teamer ${tc.redTeamer}` : '',
    tc.variation ? `variation ${tc.variation}` : '',
  ].filter(Boolean);
  const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
  const text = `Attack ${attack} of probe ${probe.name} succeeded against the target${detail.length ? ` (${detail.join(', ')})` : ''}${c.accepted ? '; the risk was accepted on the platform' : ''}.`;
  const result: Record<string, unknown> = {
    ruleId: c.ruleId,
    ruleIndex: c.ruleIndex,
    level: c.accepted ? 'note' : severityLevel(c.severity),
    message: { text: sarifMessage(text, 2_000) },
    locations: [{ physicalLocation: { artifactLocation: location, region: { startLine: 1 } } }],
    partialFingerprints: {
      [LINE_HASH_KEY]: lineHashOf(fingerprint),
      [FINGERPRINT_KEY]: fingerprint,
    },
    properties: {
      attackId: tc.attackId === null ? null : sarifText(tc.attackId, 500),
      testCaseId: tc.id,
      attempt: tc.attempt,
      status: tc.status === null ? null : sarifText(tc.status, 100),
      strategy: tc.strategy === null ? null : sarifText(tc.strategy, 500),
      redTeamer: tc.redTeamer === null ? null : sarifText(tc.redTeamer, 500),
      variation: tc.variation === null ? null : sarifText(tc.variation, 500),
      redTeamerLabels: Object.fromEntries(
        Object.entries(tc.redTeamerLabels).map(([k, v]) => [sarifText(k, 200), sarifText(v, 500)]),
      ),
      probeRunId: probe.probeRunId,
      riskAccepted: tc.riskAccepted,
    },
  };
  const viewer = viewerOf(probe);
  if (viewer) result.hostedViewerUri = viewer;
  if (c.accepted) {
    result.suppressions = [
      {
        kind: 'external',
        status: 'accepted',
        justification: 'Risk reviewed and accepted on the platform.',
      },
    ];
  }
  return result;
}

function* results(
  kept: Candidate[],
  location: { uri: string; uriBaseId?: string },
): Generator<Record<string, unknown>> {
  // Each probe run's link is checked once, not once per result.
  const viewers = new Map<ProbeRunReport, string | null>();
  const viewerOf = (probe: ProbeRunReport): string | null => {
    let viewer = viewers.get(probe);
    if (viewer === undefined) viewers.set(probe, (viewer = safeLinkUrl(probe.url)));
    return viewer;
  };
  for (const c of kept) yield resultOf(c, location, viewerOf);
}

/** The SARIF log as pretty-printed JSON with a trailing newline. */
export function renderSarif(report: Report, options: SarifOptions = {}): string {
  return [...renderSarifChunks(report, options)].join('');
}

/**
 * The same text as {@link renderSarif}, in pieces: the results are built and written one by
 * one, so a run of tens of thousands of findings is never held as one log object nor one
 * string. Rendering happens as the pieces are taken.
 */
export function* renderSarifChunks(report: Report, options: SarifOptions = {}): Generator<string> {
  const informationUri = safeLinkUrl(options.informationUri ?? PROBE_GATE_INFORMATION_URI);
  const { rules, ruleOf } = rulesOf(report, informationUri);
  const max = Math.max(0, options.maxResults ?? SARIF_MAX_RESULTS);
  const { kept, total } = selectResults(report, ruleOf, max);
  const location = sarifLocationUri(options.locationPath);
  const invocation = invocationOf(report, total - kept.length, total, max);
  const run = {
    tool: {
      driver: {
        name: 'probe-gate',
        version: sarifText(report.tool.version, 100),
        ...(informationUri ? { informationUri } : {}),
        rules,
      },
    },
    automationDetails: { id: `probe-gate/target-${report.platform.targetId}/` },
    invocations: [invocation],
    columnKind: 'utf16CodeUnits',
    // Built one by one as they are written.
    results: new JsonPieces((depth) =>
      batchedArrayPieces(batchesOf(results(kept, location), RESULTS_PER_PIECE), depth),
    ),
    properties: {
      verdict: report.gate.verdict,
      overallScore: report.scores.overall,
      riskBand: report.scores.band,
      testRunId: report.testRun.id,
      targetId: report.platform.targetId,
      workspaceId: report.platform.workspaceId,
      runUrl: safeLinkUrl(report.links.run ?? report.testRun.url),
      resultsLeftOut: total - kept.length,
    },
  };
  yield* objectPieces({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: new JsonPieces((depth) =>
      arrayPieces([new JsonPieces((d) => objectPieces(run, d))], depth),
    ),
  });
  yield '\n';
}

/** One rule per probe (the same probe id, or without one the same name, shares a rule). */
function rulesOf(
  report: Report,
  informationUri: string | null,
): { rules: Record<string, unknown>[]; ruleOf: Map<ProbeRunReport, Rule> } {
  const rules: Record<string, unknown>[] = [];
  // Different probes whose slugs collide get `-2`, `-3`, ...
  const ruleByProbe = new Map<string, Rule>();
  const ruleOf = new Map<ProbeRunReport, Rule>();
  const usedIds = new Set<string>();
  for (const probe of report.probeRuns) {
    const identity = probe.probeId === null ? `name:${probe.name}` : `id:${probe.probeId}`;
    let rule = ruleByProbe.get(identity);
    if (rule === undefined) {
      const base = ruleIdBase(probe);
      let ruleId = base;
      for (let n = 2; usedIds.has(ruleId); n += 1) ruleId = `${base}-${n}`;
      rule = { ruleId, ruleIndex: rules.length };
      rules.push(probeRule(probe, ruleId, report, informationUri));
      ruleByProbe.set(identity, rule);
      usedIds.add(ruleId);
    }
    ruleOf.set(probe, rule);
  }
  return { rules, ruleOf };
}

interface Rule {
  ruleId: string;
  ruleIndex: number;
}

/** Candidates compete by kind (accepted after active) and severity: one class per pair. */
const classKey = (accepted: boolean, severity: number): string => `${Number(accepted)}|${severity}`;

/**
 * The results written: every failed case that becomes a result (active or accepted), in the
 * report's order, at most `max` of them: active before accepted, most severe first, earlier
 * first among equals, then written in the report's order. Severity is the probe's, so the
 * choice is made per class (kind, severity) from counts, without holding or sorting every
 * candidate of a huge run (issue 14): the first `quota` candidates of each class are kept,
 * where the classes, best first, take what is left of `max`.
 */
export function selectResults(
  report: Report,
  ruleOf: ReadonlyMap<ProbeRunReport, Rule>,
  max: number,
): { kept: Candidate[]; total: number } {
  const severityOf = (probe: ProbeRunReport): number => probeSeverity(probe, report.scores.band);
  const counts = new Map<string, { accepted: boolean; severity: number; n: number }>();
  let total = 0;
  for (const probe of report.probeRuns) {
    const severity = severityOf(probe);
    for (const tc of probe.failedTestCases) {
      const triage = caseTriage(tc);
      if (triage !== 'active' && triage !== 'accepted') continue;
      const accepted = triage === 'accepted';
      const key = classKey(accepted, severity);
      const entry = counts.get(key) ?? { accepted, severity, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
      total += 1;
    }
  }
  const quota = new Map<string, number>();
  let left = max;
  const classes = [...counts.entries()].sort(
    ([, a], [, b]) => Number(a.accepted) - Number(b.accepted) || b.severity - a.severity,
  );
  for (const [key, { n }] of classes) {
    quota.set(key, Math.min(n, left));
    left -= Math.min(n, left);
  }
  const kept: Candidate[] = [];
  if (max <= 0) return { kept, total };
  for (const probe of report.probeRuns) {
    const severity = severityOf(probe);
    const { ruleId, ruleIndex } = ruleOf.get(probe) as Rule;
    for (const tc of orderedCases(probe.failedTestCases)) {
      const triage = caseTriage(tc);
      if (triage !== 'active' && triage !== 'accepted') continue;
      const accepted = triage === 'accepted';
      const key = classKey(accepted, severity);
      const room = quota.get(key) ?? 0;
      if (room === 0) continue;
      quota.set(key, room - 1);
      kept.push({ probe, tc, ruleId, ruleIndex, severity, accepted });
    }
  }
  return { kept, total };
}

/** The run's invocation: success, times, and the report's warnings as notifications. */
function invocationOf(
  report: Report,
  leftOut: number,
  total: number,
  max: number,
): Record<string, unknown> {
  const notifications = report.warnings.map((w) => ({
    level: 'warning',
    message: { text: sarifMessage(w) },
  }));
  if (report.gate.verdict === 'inconclusive')
    notifications.push({
      level: 'error',
      message: { text: sarifMessage(`Verdict inconclusive (exit 5): ${report.gate.reason}`) },
    });
  if (leftOut > 0) {
    notifications.push({
      level: 'warning',
      message: {
        text: `${leftOut} of ${total} results were left out (at most ${max} per run, highest severity kept); the JSON report has them all.`,
      },
    });
  }
  const invocation: Record<string, unknown> = {
    // The tool ran and judged (inconclusive and warn included); error and timeout did not.
    executionSuccessful: report.gate.verdict !== 'error' && report.gate.verdict !== 'timeout',
    toolExecutionNotifications: notifications,
  };
  const start = isoOrUndefined(report.testRun.startedAt);
  const end = isoOrUndefined(report.testRun.finishedAt);
  if (start) invocation.startTimeUtc = start;
  if (end) invocation.endTimeUtc = end;
  return invocation;
}
