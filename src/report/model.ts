import { z } from 'zod';
import { REPORT_SCHEMA_VERSION, RISK_BANDS } from './risk-band.js';
import { BaselineSchema } from './schema/baseline.js';
import { ComplianceFrameworkSchema } from '../compliance/schema.js';

export { REPORT_SCHEMA_VERSION, riskBand, type RiskBand } from './risk-band.js';
export {
  BaselineSchema,
  DeltaSchema,
  ProbeTestSchema,
  type Baseline,
  type ProbeTest,
} from './schema/baseline.js';
export {
  ComplianceFrameworkSchema,
  type ComplianceFramework,
  type ComplianceItem,
  type ItemVerdict,
} from '../compliance/schema.js';

/**
 * The one Report model. Every format (JSON, Markdown file, job summary, PR comment, SARIF,
 * JUnit) is rendered from it, so `probe-gate report` can re-render any format from a saved
 * JSON. Bump `REPORT_SCHEMA_VERSION` (src/report/risk-band.ts) on any breaking change.
 */

/**
 * Verdict of the gate; worst first when several apply: error/timeout/budget > fail >
 * inconclusive (too little evidence: never a pass, exit 5) > warn (only `warn-only` checks
 * failed, exit 0) > pass. `budget`: the run crossed `max-test-cases` or `max-minutes` and was
 * cancelled (exit 6, never a pass).
 */
export const VerdictSchema = z.enum([
  'pass',
  'warn',
  'inconclusive',
  'fail',
  'error',
  'timeout',
  'budget',
]);
export type Verdict = z.infer<typeof VerdictSchema>;

/** Normalised run state (raw platform strings are kept beside it). */
export const RunStateSchema = z.enum([
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
  'unknown',
]);

/**
 * Risk band of the overall score (docs/platform.md: CRITICAL < 30 <= HIGH < 60 <= MEDIUM < 80 <=
 * LOW).
 */
export const RiskBandSchema = z.enum(RISK_BANDS);

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** A test case that failed (or errored), with the platform's untrusted text. */
export const FailedTestCaseSchema = z.object({
  /** Test case id on the platform. */
  id: z.number().nullable(),
  /** Attack id: stable across runs for the same attack. */
  attackId: nullableString,
  attempt: nullableNumber,
  /** Normalised: failed or error. */
  outcome: z.enum(['failed', 'error']),
  /** The platform's raw status string. */
  status: nullableString,
  strategy: nullableString,
  redTeamer: nullableString,
  variation: nullableString,
  redTeamerLabels: z.record(z.string(), z.string()),
  /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
  riskAccepted: z.boolean(),
  /** Suppressed by an entry of the ignore file. */
  ignored: z.object({ reason: z.string(), expires: nullableString }).nullable(),
});
export type FailedTestCase = z.infer<typeof FailedTestCaseSchema>;

/** One cluster or method of the AI analysis. */
export const AnalysisClusterSchema = z.object({
  name: z.string(),
  description: nullableString,
  failRate: nullableNumber,
  failedTestCaseCount: nullableNumber,
  totalTestCaseCount: nullableNumber,
  /** The test cases the analysis marks critical (docs/platform.md 4.17); absent when none. */
  criticalTestCaseIds: z.array(z.number()).optional(),
});

export const AiAnalysisSchema = z.object({
  overview: nullableString,
  clusters: z.array(AnalysisClusterSchema),
});
export type AiAnalysisReport = z.infer<typeof AiAnalysisSchema>;

export const RemediationTaskSchema = z.object({
  name: z.string(),
  details: nullableString,
  completed: z.boolean(),
  type: nullableString,
  /** Who marked the task applied on the platform, and when; absent when unknown. */
  appliedBy: nullableString.optional(),
  appliedDate: nullableString.optional(),
});

/** Who accepted the risk of, or edited the status of, a test case on the platform, and when. */
export const AuditEntrySchema = z.object({
  testCaseId: z.number().nullable(),
  attackId: nullableString,
  action: z.enum(['risk-accepted', 'status-edited']),
  by: nullableString,
  at: nullableString,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Counts shared by probe runs, totals and categories. */
export const CountsSchema = z.object({
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** Failed cases whose risk was accepted on the platform. */
  accepted: z.number().int().nonnegative(),
  /** Failed cases suppressed by the ignore file. */
  ignored: z.number().int().nonnegative(),
  /** failed / (passed + failed), accepted and ignored risks excluded unless counted. 0 when nothing ran. */
  failRate: z.number().min(0).max(1),
  /** errors / processed. 0 when nothing ran. */
  errorRate: z.number().min(0).max(1),
  /**
   * Wilson score interval of the fail rate at `confidence`: LLM judgements are noisy,
   * so a rate from few cases is shown with its plausible range. Absent in reports written
   * before it existed; [0, 1] when nothing was judged.
   */
  failRateInterval: z
    .object({
      low: z.number().min(0).max(1),
      high: z.number().min(0).max(1),
      confidence: z.number().gt(0).lt(1),
    })
    .optional(),
});
export type Counts = z.infer<typeof CountsSchema>;

export const ProbeRunReportSchema = CountsSchema.extend({
  probeRunId: z.number().nullable(),
  probeId: z.number().nullable(),
  name: z.string(),
  category: nullableString,
  /** The platform's tags of the probe (docs/platform.md 4.20); absent when unknown. */
  tags: z.array(z.string()).optional(),
  /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
  weight: nullableString,
  status: RunStateSchema,
  rawStatus: nullableString,
  url: nullableString,
  aiAnalysis: AiAnalysisSchema.nullable(),
  remediation: z.array(RemediationTaskSchema),
  /** Reviews of this probe run's test cases on the platform; absent when none. */
  audit: z.array(AuditEntrySchema).optional(),
  /** Failed and errored test cases; every one is kept in the JSON. */
  failedTestCases: z.array(FailedTestCaseSchema),
});
export type ProbeRunReport = z.infer<typeof ProbeRunReportSchema>;

/** Outcome of one gate check. */
export const CheckStatusSchema = z.enum(['pass', 'fail', 'skip']);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;

export const GateCheckSchema = z.object({
  /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
  id: z.string(),
  /** The input that set it, e.g. `min-score`. */
  input: z.string(),
  threshold: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  actual: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  /** True only for status pass (a skipped check did not pass). */
  passed: z.boolean(),
  /**
   * pass, fail, or skip: asked for but could not run (no baseline, the run did not complete),
   * never counted as passed (R22). Absent in reports written before it existed.
   */
  status: CheckStatusSchema.optional(),
  message: z.string(),
  /** Listed in `warn-only`: a failure is reported and annotated but does not fail the build. */
  warnOnly: z.boolean().optional(),
  /** Open: the evidence decides neither way (bound, or errors that could hide failures); the
   * verdict is inconclusive, and status stays `fail` so no reader sees a pass. */
  inconclusive: z.boolean().optional(),
});
export type GateCheck = z.infer<typeof GateCheckSchema>;

/** A check's status, also for reports written before `status` existed. */
export function checkStatus(c: Pick<GateCheck, 'passed' | 'status'>): CheckStatus {
  return c.status ?? (c.passed ? 'pass' : 'fail');
}

/** Scores by one source, kept in the report whichever was gated. */
export const SourceScoresSchema = z.object({
  overall: nullableNumber,
  categories: z.record(z.string(), z.number()),
});

/** Which score the gate judged and why (R20). */
export const ScoreSourceSchema = z.object({
  /**
   * run: this run's own probe runs; platform: the target's score (docs/platform.md 4.6); null: none
   * could be used.
   */
  gated: z.enum(['run', 'platform']).nullable(),
  /** The score-source input: auto, platform or run. */
  requested: z.enum(['auto', 'platform', 'run']),
  /** One sentence: why this score was gated. */
  reason: z.string(),
  /** This run's score from its own probe runs; null without per-probe detail. */
  run: SourceScoresSchema.nullable(),
  /** The target's score as the platform gave it (docs/platform.md 4.6). */
  platform: SourceScoresSchema,
});
export type ScoreSource = z.infer<typeof ScoreSourceSchema>;

/** How the gate judged; absent in reports written before it existed. */
export const GateSettingsSchema = z.object({
  /** Confidence level of every interval in the report. */
  confidence: z.number().gt(0).lt(1),
  /** point: the measured rate and scores were judged; bound: the pessimistic end of their interval. */
  gateOn: z.enum(['point', 'bound']),
  /** Fewest judged test cases for a verdict (run and each gated category); 0: off. */
  minSamples: z.number().int().nonnegative(),
  /** Checks, by input name, that only warn. */
  warnOnly: z.array(z.string()),
});
export type GateSettings = z.infer<typeof GateSettingsSchema>;

export const GateSchema = z.object({
  verdict: VerdictSchema,
  /** One line: why this verdict. */
  reason: z.string(),
  checks: z.array(GateCheckSchema),
  settings: GateSettingsSchema.optional(),
});
export type Gate = z.infer<typeof GateSchema>;

/** One completed run of the target in the trend. */
export const TrendPointSchema = z.object({
  testRunId: z.number(),
  executedAt: nullableString,
  total: z.number(),
  failed: z.number(),
  /** failed / (passed + failed), 0..1; null when nothing was judged. */
  failRate: nullableNumber,
  /**
   * The run score: this run's; an earlier run's where a saved report has it (the baseline's
   * score, and the trend kept in a `baseline-report` file); else null.
   */
  score: nullableNumber,
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/** The target's last completed runs (docs/platform.md 4.7), oldest first, this run last. */
export const TrendSchema = z.object({
  runs: z.array(TrendPointSchema),
  /** Unicode sparkline of the fail rate, one block per run. */
  sparkline: z.string(),
  /** Sparkline of the run score (a space where unknown); null unless 2+ runs have one. */
  scoreSparkline: nullableString.optional(),
  /** Failures against the previous run (from the baseline); null when not comparable. */
  changes: z
    .object({ new: z.number(), fixed: z.number(), persistent: z.number(), since: nullableNumber })
    .nullable(),
});
export type Trend = z.infer<typeof TrendSchema>;

export const BenchmarkComparisonSchema = z.object({
  benchmarkType: nullableString,
  models: z.array(
    z.object({ id: z.number(), name: z.string(), provider: nullableString, score: nullableNumber }),
  ),
});

/** Raw test case counts of one test run. */
const RunCountsSchema = CountsSchema.pick({
  total: true,
  processed: true,
  passed: true,
  failed: true,
  errors: true,
});

/** One test run of the scan: the first, or a retry of the probes that failed it (retry-failed). */
export const ScanRunSchema = z.object({
  /** 0: the first run; 1..3: the retries. */
  attempt: z.number().int().nonnegative(),
  testRunId: nullableNumber,
  name: nullableString,
  url: nullableString,
  status: RunStateSchema,
  /** The run did not finish by the deadline (it was cancelled unless cancel-on-timeout is false). */
  timedOut: z.boolean(),
  /** Probes the run was asked for; null: the target's configured probes. */
  probes: z.array(z.string()).nullable(),
  /** The run's own counts (not pooled). */
  counts: RunCountsSchema.nullable(),
  /** The verdict on the counts pooled up to and including this run; null when not judged. */
  verdict: VerdictSchema.nullable(),
});
export type ScanRun = z.infer<typeof ScanRunSchema>;

/** retry-failed: every run of the scan and how the verdict was decided. */
export const RetriesSchema = z.object({
  /** The retry-failed input: most retries allowed. */
  allowed: z.number().int().nonnegative(),
  runs: z.array(ScanRunSchema),
  /** Probes whose counts are summed over several runs in probeRuns, totals and scores. */
  pooledProbes: z.array(z.string()),
  /** How the verdict was decided, in one or two sentences. */
  decision: z.string(),
});
export type Retries = z.infer<typeof RetriesSchema>;

/** Which profile of the config file applied: the event and its source. */
export const ProfileSchema = z.object({
  /** The CI event the scan ran for, e.g. pull_request; null when unknown. */
  event: nullableString,
  /** Where the event came from: GITHUB_EVENT_NAME, --event, CI_PIPELINE_SOURCE=..., ... */
  eventSource: nullableString,
  /** The profiles applied, the event's own first, then default; [] when none matched. */
  applied: z.array(z.string()),
});
export type ProfileReport = z.infer<typeof ProfileSchema>;

export const ReportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('probe-gate'), version: z.string() }),
  generatedAt: z.string(),
  platform: z.object({
    baseUrl: z.string(),
    platformUrl: nullableString,
    workspaceId: z.number(),
    targetId: z.number(),
    targetName: nullableString,
  }),
  testRun: z.object({
    id: nullableNumber,
    name: nullableString,
    status: RunStateSchema,
    rawStatus: nullableString,
    url: nullableString,
    startedAt: nullableString,
    finishedAt: nullableString,
    durationSeconds: nullableNumber,
  }),
  scores: z.object({
    /** The gated score; null when missing, invalid, or when the run did not complete (error, timeout). */
    overall: nullableNumber,
    band: RiskBandSchema.nullable(),
    categories: z.record(z.string(), z.number()),
    latestExecutionDate: nullableString,
    simulatedAttacks: nullableNumber,
    successfulAttacks: nullableNumber,
    /** Which score was gated and why, with both scores. Absent in reports written before it existed. */
    source: ScoreSourceSchema.optional(),
  }),
  totals: CountsSchema,
  /** False when the server had no status endpoint: only run-level counts are known. */
  perProbeDetail: z.boolean(),
  probeRuns: z.array(ProbeRunReportSchema),
  gate: GateSchema,
  baseline: BaselineSchema.nullable(),
  benchmarks: BenchmarkComparisonSchema.nullable(),
  /** The last completed runs of the target; absent in reports from before it existed. */
  trend: TrendSchema.nullable().optional(),
  /** With profiles in the config file: which applied; absent or null otherwise. */
  profile: ProfileSchema.nullable().optional(),
  /** With retry-failed above 0: every run of the scan and how the verdict was decided. */
  retries: RetriesSchema.nullable().optional(),
  /**
   * Item verdicts per framework edition (src/compliance): probe-gate's own mapping, evidence
   * from this run, not proof of compliance. Absent in reports written before it existed.
   */
  compliance: z.array(ComplianceFrameworkSchema).optional(),
  /** What could not be fetched or was degraded, one sentence each. */
  warnings: z.array(z.string()),
  links: z.object({
    run: nullableString,
    artifact: nullableString,
    /** File name of the audit report (formats: html) written with the report; absent: none. */
    auditReport: nullableString.optional(),
  }),
});
export type Report = z.infer<typeof ReportSchema>;
