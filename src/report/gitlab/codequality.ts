/**
 * GitLab Code Quality: the subset of Code Climate's JSON that GitLab reads from
 * `artifacts: reports: codequality:` and shows in the merge request's widget (every tier)
 * and, on higher tiers, in the diff and the pipeline's Code Quality tab.
 *
 * One issue per failed attack that counts (accepted and ignored ones are triaged, errors are
 * no finding), with the fields GitLab documents: `description`, `check_name` (the probe's SARIF
 * rule id), `fingerprint` (the attack's, shared with SARIF: stable across runs, so GitLab
 * shows new and fixed findings between the branch and its target), `severity` (info, minor,
 * major, critical, blocker) and `location` (`path` and `lines.begin`: line 1 of the file that
 * configures the scan, as in SARIF). Text is the platform's, cleaned to one line and cut.
 */
import { caseTriage, orderedCases } from '../format.js';
import type { FailedTestCase, ProbeRunReport, Report } from '../model.js';
import { attackFingerprint, SARIF_FALLBACK_LOCATION } from '../sarif/sarif.js';
import { probeSeverity, ruleIdBase, sarifText } from '../sarif/rules.js';

/** GitLab's severities, lowest first. */
export const CODE_QUALITY_SEVERITIES = ['info', 'minor', 'major', 'critical', 'blocker'] as const;
export type CodeQualitySeverity = (typeof CODE_QUALITY_SEVERITIES)[number];

/** One Code Quality issue, as GitLab documents it. */
export interface CodeQualityIssue {
  type: 'issue';
  description: string;
  check_name: string;
  fingerprint: string;
  severity: CodeQualitySeverity;
  categories: string[];
  location: { path: string; lines: { begin: number } };
}

/** Options of {@link renderCodeQuality}. */
export interface CodeQualityOptions {
  /** Repository-relative path of the file that configures the scan; as in SARIF. */
  locationPath?: string;
}

/** GitHub-style security severity (0-10) to GitLab's words: 9+ blocker, 7+ critical, ... */
export function codeQualitySeverity(securitySeverity: number): CodeQualitySeverity {
  if (securitySeverity >= 9) return 'blocker';
  if (securitySeverity >= 7) return 'critical';
  if (securitySeverity >= 4) return 'major';
  return 'minor';
}

/** A repository-relative path with forward slashes and no leading `./`. */
function relativePath(path: string | undefined): string {
  const p = (path?.trim() || SARIF_FALLBACK_LOCATION).replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  return p === '' ? SARIF_FALLBACK_LOCATION : p;
}

function issueOf(
  probe: ProbeRunReport,
  tc: FailedTestCase,
  report: Report,
  path: string,
): CodeQualityIssue {
  const attack = tc.attackId ?? (tc.id === null ? 'without id' : `test case ${tc.id}`);
  const how = [tc.strategy, tc.redTeamer, tc.variation].filter(Boolean).join(', ');
  return {
    type: 'issue',
    description: sarifText(
      `AI red-teaming: attack ${attack} of probe ${probe.name} succeeded against the target${how ? ` (${how})` : ''}.`,
      1_000,
    ),
    check_name: ruleIdBase(probe),
    fingerprint: attackFingerprint(probe, tc),
    severity: codeQualitySeverity(probeSeverity(probe, report.scores.band)),
    categories: ['Security'],
    location: { path, lines: { begin: 1 } },
  };
}

/** The issues of a report: one per failed attack that counts, in reading order. */
export function* codeQualityIssues(
  report: Report,
  options: CodeQualityOptions = {},
): Generator<CodeQualityIssue> {
  const path = relativePath(options.locationPath);
  const seen = new Set<string>();
  for (const probe of report.probeRuns) {
    for (const tc of orderedCases(probe.failedTestCases)) {
      if (caseTriage(tc) !== 'active') continue;
      const issue = issueOf(probe, tc, report, path);
      // GitLab keeps one issue per fingerprint: a retried attempt of the same attack is one.
      if (seen.has(issue.fingerprint)) continue;
      seen.add(issue.fingerprint);
      yield issue;
    }
  }
}

/** The report as a JSON array, one issue at a time (a large run is never one string). */
export function* renderCodeQualityChunks(
  report: Report,
  options: CodeQualityOptions = {},
): Generator<string> {
  let first = true;
  for (const issue of codeQualityIssues(report, options)) {
    yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(issue)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

/** The Code Quality JSON (an array; `[]` when nothing failed). */
export function renderCodeQuality(report: Report, options: CodeQualityOptions = {}): string {
  return [...renderCodeQualityChunks(report, options)].join('');
}
