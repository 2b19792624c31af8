/**
 * The validated configuration of one scan, built from the parsed inputs. The types are derived
 * from this builder (and, through `Parsed`, from the input schema), so an input, its parser and
 * its field cannot drift apart; every field says what it is for.
 */
import { derivePlatformUrl } from './base-url.js';
import type { Parsed } from './schema.js';
import type { ProfileInfo } from './file/profiles.js';

/** The gate's thresholds; null turns a check off. */
function toGateConfig(p: Parsed) {
  return {
    /** Lowest overall score (0-100) that passes. */
    minScore: p['min-score'],
    /** Most counted failed test cases that pass. */
    maxFailed: p['max-failed'],
    /** Highest fail rate (0-1) of counted failures over judged cases that passes. */
    maxFailRate: p['max-fail-rate'],
    /** Highest error rate (0-1) over processed cases that passes. */
    maxErrorRate: p['max-error-rate'],
    /** Lowest score per category (names matched loosely). */
    categoryMinScores: p['category-min-scores'],
    /** Largest drop of the overall score against the baseline, in points. */
    maxScoreDrop: p['max-score-drop'],
    /** Fail when an attack fails that passed, or was absent, in the baseline. */
    failOnNewFailures: p['fail-on-new-failures'],
    /** Count failures whose risk was accepted on the platform. */
    countAcceptedRisk: p['count-accepted-risk'],
    /**
     * How max-score-drop and fail-on-new-failures judge a change against the baseline:
     * `significance` (a probe's fail rate must rise significantly) or `strict` (any change).
     */
    regressionTest: p['regression-test'],
    /** Which score is gated: auto (the platform's only when it provably reflects this run), platform, run. */
    scoreSource: p['score-source'],
    /** Confidence level of every interval, of `gateOn: bound` and of the regression tests (0.5-0.999). */
    confidence: p.confidence,
    /** point: judge the measured rate and scores; bound: the pessimistic end of their interval. */
    gateOn: p['gate-on'],
    /** Fewest judged test cases for a verdict, in the run and each gated category; 0: off. */
    minSamples: p['min-samples'] as number,
    /** Framework items (by edition) whose non-compliance fails the gate; [] turns it off. */
    failOnFramework: p['fail-on-framework'],
    /** Checks (by input name) that report and annotate but never fail the build. */
    warnOnly: p['warn-only'],
  };
}

/** The config file and its profile, and the retries. */
function toFileConfig(p: Parsed) {
  return {
    /** The YAML config file the values came from, with its profiles; null: none. */
    configFile: p['config-file'],
    /** Test runs of only the failing probes after a failing run, decided on pooled counts (0-3). */
    retryFailed: p['retry-failed'] as number,
    /** Which profile of the config file applied (set by the adapter after layering); null: none. */
    profile: null as ProfileInfo | null,
  };
}

/** Baseline and ignore-file settings of the ScanConfig. */
function toTriageConfig(p: Parsed) {
  return {
    /** Where the baseline comes from: a saved report, pooled runs, the previous run, or none. */
    baseline: p.baseline,
    /** How many earlier runs a pooled baseline pools, and the fewest it needs. */
    baselineRuns: p['baseline-runs'] as number,
    minBaselineRuns: p['min-baseline-runs'] as number,
    /** A saved JSON report to compare with, instead of a previous run. */
    baselineReport: p['baseline-report'],
    /** A missing baseline-report file is expected (first run of a branch): skip, not bad input. */
    baselineOptional: p['baseline-optional'],
    /** The ignore file; null: the default path when it exists. */
    ignoreFile: p['ignore-file'],
    /** Longest an ignore entry may stay in force, in days. */
    ignoreMaxDays: p['ignore-max-days'] as number,
    /** Apply ignore entries a pull request adds (else only the base branch's entries apply). */
    allowPrIgnores: p['allow-pr-ignores'],
  };
}

/** Budgets and notifications of the ScanConfig. */
function toOperatingConfig(p: Parsed) {
  return {
    /** Budgets: the estimate's lower end over one refuses the trigger; a run crossing one ends `budget`. */
    budgets: {
      maxTestCases: p['max-test-cases'],
      maxMinutes: p['max-minutes'],
    },
    /** The webhook notified of a change of verdict (a secret: redacted everywhere); null: none. */
    notify: {
      webhook: p['notify-webhook'],
      on: p['notify-on'],
      /** Key of the generic webhook's HMAC signature header; null: unsigned. */
      secret: p['notify-secret'],
      format: p['notify-format'],
    },
  };
}

/** Builds the ScanConfig; called by parseConfig once every input parsed and the cross checks passed. */
export function toScanConfig(p: Parsed) {
  return {
    /** The platform API key: only in the X-Api-Key header, never logged (R16). */
    apiKey: p['api-key'],
    /** Platform API base URL, without a trailing slash. */
    baseUrl: p['base-url'],
    /** Web UI base for links; derived from base-url unless given. */
    platformUrl: p['platform-url']
      ? p['platform-url'].replace(/\/+$/, '')
      : derivePlatformUrl(p['base-url']),
    /** Workspace of the target. */
    workspaceId: p['workspace-id'] as number,
    /** Target to scan; null only when a target config supplies it. */
    targetId: p['target-id'],
    ...toFileConfig(p),
    /** Raw probe selectors (ids, names, category:NAME, recommended), resolved by the engine. */
    probes: p.probes,
    /** Prefix of the unique run name. */
    runName: p['run-name'],
    /** Ask for the AI analysis and wait for it. */
    aiAnalysis: p['ai-analysis'],
    /** Let the platform notify when the run is finished. */
    notifyWhenFinished: p['notify-when-finished'],
    /** Follow this existing run instead of triggering one. */
    attachTestRunId: p['attach-test-run-id'],
    /** The scan's deadline, from its start. */
    timeoutMs: Math.round((p['timeout-minutes'] as number) * 60_000),
    /** Shortest pause between polls. */
    pollFloorMs: (p['poll-interval-seconds'] as number) * 1000,
    /** Cancel a run this scan started when the deadline passes (R8). */
    cancelOnTimeout: p['cancel-on-timeout'],
    /** The gate's thresholds. */
    gate: toGateConfig(p),
    ...toTriageConfig(p),
    ...toOperatingConfig(p),
    /** A target file (targets as code) applied before the run. */
    targetConfig: p['target-config'],
    /** Compare the run with public benchmark models. */
    benchmarkCompare: p['benchmark-compare'],
    /** Folder of the report files. */
    reportDir: p['report-dir'],
    /** Allow a report-dir outside the workspace on CI. */
    reportDirOutsideWorkspace: p['report-dir-outside-workspace'],
    /** Report formats to write. */
    formats: p.formats,
    /** The SARIF run's category: null, one per target; `none`, none (upload-sarif's applies). */
    sarifCategory: p['sarif-category'],
    /** Artifact to upload the reports as (Action); null: no upload. */
    artifactName: p['artifact-name'],
    /** Days GitHub keeps the artifact. */
    artifactRetentionDays: p['artifact-retention-days'] ?? 30,
    /** Write the job summary (Action). */
    jobSummary: p['job-summary'],
    /** When to post the sticky PR comment (Action). */
    comment: p.comment,
    /** Token for the comment, check run and tracking issue (Action). */
    githubToken: p['github-token'],
    /** Report on the commit as a GitHub check run (Action only). */
    checkRun: p['check-run'],
    /** Completed runs in the trend; 0: no trend. */
    trendRuns: p['trend-runs'] as number,
    /** Keep one tracking issue for scheduled scans (Action). */
    trackingIssue: p['tracking-issue'],
    /** A plain http base-url to a remote host was explicitly allowed (warned in every output). */
    allowInsecureHttp: p['allow-insecure-http'],
    /**
     * Every secret known: API key, GitHub token, the target file's env secrets (added by
     * parseConfigAndFiles); masked in all platform text and log lines, never logged (R26).
     */
    secrets: [p['api-key'], p['github-token'], p['notify-webhook'], p['notify-secret']].filter(
      (s): s is string => !!s,
    ),
  };
}

/** Validated configuration of one scan; built only by `parseConfig`. */
export type ScanConfig = ReturnType<typeof toScanConfig>;
/** The gate's thresholds. */
export type GateConfig = ScanConfig['gate'];
