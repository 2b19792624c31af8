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
 * category (`automationDetails.id`) is per target, `probe-gate/target-<id>/`, unless the
 * caller names one or none (SarifOptions `category`).
 */
import { piecesText, type DocPiece } from '../format.js';
import { arrayPieces, JsonPieces, objectPieces } from '../json-pieces.js';
import type { ProbeRunReport, Report } from '../model.js';
import { stoppedVerdict } from '../risk-band.js';
import { safeLinkUrl } from '../sanitize.js';
import { resultsArrayPieces } from './results-array.js';
import { selectResults, type Rule } from './results.js';
import { probeRule, ruleIdBase, sarifMessage, sarifText } from './rules.js';
import { taxonomiesOf, type Taxonomies } from './taxonomies.js';

/** Where results point when no target config path is given. */
export const SARIF_FALLBACK_LOCATION = '.probe-gate/target.yml';
/** GitHub keeps at most 25,000 results per run. */
export const SARIF_MAX_RESULTS = 25_000;
/** `tool.driver.informationUri` default. */
export const PROBE_GATE_INFORMATION_URI = 'https://github.com/probe-gate/probe-gate';

export {
  attackFingerprint,
  attackLineHash,
  FINGERPRINT_KEY,
  LINE_HASH_KEY,
  selectResults,
} from './results.js';

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
  /**
   * The run's category (`automationDetails.id`); default one per target. `none`: no category,
   * so that upload-sarif's `category` input applies (it never replaces one the SARIF has).
   */
  category?: string | null;
}

/** The run's `automationDetails`, or nothing when the category is left to the uploader. */
function automationDetails(report: Report, category: string | null | undefined) {
  if (category?.toLowerCase() === 'none') return {};
  return {
    automationDetails: {
      id: sarifText(category || `probe-gate/target-${report.platform.targetId}/`, 200),
    },
  };
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

function isoOrUndefined(value: string | null): string | undefined {
  if (value === null) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** The SARIF log as pretty-printed JSON with a trailing newline. */
export function renderSarif(report: Report, options: SarifOptions = {}): string {
  return piecesText(renderSarifChunks(report, options));
}

/**
 * The same text as {@link renderSarif}, in pieces: the results are built and written one by
 * one, so a run of tens of thousands of findings is never held as one log object nor one
 * string. Rendering happens as the pieces are taken.
 */
export function* renderSarifChunks(
  report: Report,
  options: SarifOptions = {},
): Generator<DocPiece> {
  const informationUri = safeLinkUrl(options.informationUri ?? PROBE_GATE_INFORMATION_URI);
  const taxa = taxonomiesOf(report);
  const { rules, ruleOf } = rulesOf(report, informationUri, taxa);
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
    ...(taxa.taxonomies.length > 0 ? { taxonomies: taxa.taxonomies } : {}),
    ...automationDetails(report, options.category),
    invocations: [invocation],
    columnKind: 'utf16CodeUnits',
    // Built one by one as they are written.
    results: new JsonPieces((depth) => resultsArrayPieces(kept, location, depth)),
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
  taxa: Taxonomies,
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
      const relationships = taxa.relationshipsOf(probe);
      rules.push({
        ...probeRule(probe, ruleId, report, informationUri),
        ...(relationships.length > 0 ? { relationships } : {}),
      });
      ruleByProbe.set(identity, rule);
      usedIds.add(ruleId);
    }
    ruleOf.set(probe, rule);
  }
  return { rules, ruleOf };
}

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
    executionSuccessful: !stoppedVerdict(report.gate.verdict),
    toolExecutionNotifications: notifications,
  };
  const start = isoOrUndefined(report.testRun.startedAt);
  const end = isoOrUndefined(report.testRun.finishedAt);
  if (start) invocation.startTimeUtc = start;
  if (end) invocation.endTimeUtc = end;
  return invocation;
}
