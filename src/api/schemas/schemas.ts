/**
 * Tolerant readers for every platform resource (docs/platform.md section 2 and
 * the status endpoint), plus the two request bodies we send.
 *
 * Rules (docs/platform.md, "Tolerant reading"): objects keep unknown fields (`z.looseObject`);
 * every field is optional and accepts null unless the code cannot work without it
 * (an id the next call is addressed by); enum-like values are plain strings.
 * Numbers are not forced to be integers except for required ids, so a server
 * that sends `progress: 50` or `score: 87.5` where we expect the other is fine.
 */
import { z } from 'zod';
import { checkFindings } from './findings-check.js';

export * from './schemas-request.js';

import {
  attackMethod,
  bool,
  counts,
  dateTime,
  freeMap,
  id,
  list,
  num,
  numberMap,
  pick,
  str,
  stringMap,
  topList,
} from './schema-parts.js';

// ----------------------------------------------- docs/platform.md 2.1 Target

/** A target as the platform returns it (docs/platform.md 2.1 response). */
export const TargetSchema = z.looseObject({
  id,
  scanId: num,
  connection: z.looseObject({ type: str, config: freeMap }).nullish(),
  settings: z
    .looseObject({
      name: str,
      environment: str,
      description: str,
      language: str,
      supportedModes: list(z.string()),
      concurrentRequests: bool,
      multiStepAttacks: bool,
      rateLimit: num,
      targetPresetId: str,
      systemPromptConfigurations: z
        .looseObject({
          systemPromptConfidential: str,
          systemPromptNotConfidential: str,
          systemPromptTools: str,
        })
        .nullish(),
      ragFile: z.looseObject({ ragFileId: str, ragFileName: str, ragFileUrl: str }).nullish(),
      workerPoolId: str,
      predefinedResponses: list(z.looseObject({ type: str, value: str })),
      ragFileNumberOfFacts: num,
    })
    .nullish(),
});
export type Target = z.infer<typeof TargetSchema>;

// ------------------------------------ docs/platform.md 2.2 Target type, 2.3 scores

/** A target type (docs/platform.md 4.5): which probes suit a target and how they weigh. */
export const TargetTypeSchema = z.looseObject({
  id: str,
  label: str,
  details: list(z.looseObject({ probeId: num, isRecommended: bool, /** e.g. LOW */ weight: str })),
});
export type TargetType = z.infer<typeof TargetTypeSchema>;
export const TargetTypeListSchema = topList(TargetTypeSchema);

/**
 * Target scores (docs/platform.md 4.6). overallScore 0..100, higher is safer; may be null before
 * any run.
 */
export const TargetScoresSchema = z.looseObject({
  simulatedAttacks: num,
  successfulAttacks: num,
  overallScore: num,
  scores: numberMap,
  latestExecutionDate: dateTime,
});
export type TargetScores = z.infer<typeof TargetScoresSchema>;

// -------------------------------------------- docs/platform.md 2.4, 2.5 Test runs

/** One entry of a target's test run list (docs/platform.md 4.7). */
export const TestRunSummarySchema = z.looseObject({
  id,
  name: str,
  executionDate: dateTime,
  startedBy: str,
  ...pick(counts, 'errorCount', 'passedCount', 'failedCount', 'totalCount'),
  progress: num,
  /** Open string; see normalizeRunStatus. */
  status: str,
  probes: list(z.string()),
});
export type TestRunSummary = z.infer<typeof TestRunSummarySchema>;
export const TestRunSummaryListSchema = topList(TestRunSummarySchema);

/** Trigger answer: the new run's id, which everything after depends on. */
export const TriggerResponseSchema = z.looseObject({ testRunId: id });
export type TriggerResponse = z.infer<typeof TriggerResponseSchema>;

// ----------------------------------------------- docs/platform.md 2.6 Probe run

/** One test case of a probe run. */
export const TestCaseResultSchema = z.looseObject({
  id: num,
  attackId: str,
  attempt: num,
  /** Open string; see normalizeCaseStatus. */
  status: str,
  ...attackMethod,
  detectionTime: dateTime,
  redTeamerLabels: stringMap,
  isRiskAccepted: bool,
  riskAcceptedBy: str,
  riskAcceptedDate: dateTime,
  editedStatusBy: str,
  editedStatusDate: dateTime,
  isIncludedInReport: bool,
});
export type TestCaseResult = z.infer<typeof TestCaseResultSchema>;

/** A remediation task (static or dynamic). */
export const RemediationTaskSchema = z.looseObject({
  id: num,
  name: str,
  details: str,
  completed: bool,
  type: str,
  appliedBy: str,
  appliedDate: dateTime,
});
export type RemediationTask = z.infer<typeof RemediationTaskSchema>;

/** An analysis method or attack cluster. */
export const AnalysisItemSchema = z.looseObject({
  id: num,
  name: str,
  description: str,
  data: z
    .looseObject({
      failRate: num,
      criticalTestCaseIds: list(z.number()),
      failedTestCaseCount: num,
      totalTestCaseCount: num,
    })
    .nullish(),
});
export type AnalysisItem = z.infer<typeof AnalysisItemSchema>;

/**
 * AI analysis: nested in a probe run (docs/platform.md 2.6, with `methods`) and standalone
 * (4.17 / 2.7, with `attackClusters`). One schema reads both.
 */
export const AiAnalysisSchema = z.looseObject({
  id: num,
  overview: str,
  methods: list(AnalysisItemSchema),
  attackClusters: list(AnalysisItemSchema),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

/** A probe run with its test cases, remediation and analysis (docs/platform.md 4.15). */
export const ProbeRunSchema = z.looseObject({
  probeRunId: num,
  scanRunId: num,
  probeId: num,
  executionStart: dateTime,
  executionEnd: dateTime,
  probeName: str,
  /** Open string; FINISHED is the documented value. */
  status: str,
  ...counts,
  progress: num,
  isAiAnalysisFinished: bool,
  testCaseResults: list(TestCaseResultSchema),
  remediation: z
    .looseObject({ tasks: list(RemediationTaskSchema), dynamicTasks: list(RemediationTaskSchema) })
    .nullish(),
  aiAnalysis: AiAnalysisSchema.nullish(),
});
export type ProbeRun = z.infer<typeof ProbeRunSchema>;

/**
 * What decides whether a test case is a finding: its status alone (other keys not copied).
 * The contract that checkFindings (findings-check.ts) implements without zod, kept to prove it.
 */
export const CaseStatusesSchema = z.array(z.object({ status: str }));

/**
 * A finding as a scan reads it: the fields the report keeps, each read as TestCaseResultSchema
 * reads it, other keys left out (a tolerant reader reads what it uses; TestCaseResultSchema
 * reads the whole case). The contract that checkFindings implements without zod, kept to
 * prove it.
 */
export const FindingSchema = z.object(
  pick(
    TestCaseResultSchema.shape,
    'id',
    'attackId',
    'attempt',
    'status',
    'strategy',
    'redTeamer',
    'variation',
    'redTeamerLabels',
    'isRiskAccepted',
  ),
);
export type Finding = z.infer<typeof FindingSchema>;

/**
 * The test cases of a probe run as a scan reads them: every case's status is validated in one
 * pass, the failed and errored ones (the findings a report keeps) are then read as
 * FindingSchema reads them, the others are left out. A run of thousands of passed cases is
 * then neither copied nor kept. The check is direct (checkFindings: no zod per item), with
 * CaseStatusesSchema's and FindingSchema's findings. Problems name the case's path
 * (`$.testCaseResults[7].status`), as ProbeRunSchema's would.
 */
const FindingsSchema = z.unknown().transform((items, ctx): Finding[] => {
  // Checked as an array by hand: z.array(z.unknown()) copied every item, 250,000 in a huge run.
  if (!Array.isArray(items)) {
    ctx.addIssue({ code: 'invalid_type', expected: 'array', input: items });
    return z.NEVER;
  }
  const { findings, issues } = checkFindings(items);
  for (const problem of issues) ctx.addIssue(problem);
  return findings;
});

/**
 * A probe run (docs/platform.md 4.15) whose `testCaseResults` holds only its failed, errored and
 * unknown-status test cases, and `listedCaseCount` how many cases were listed in all.
 */
export const ProbeRunFindingsSchema = z.preprocess(
  // How many cases the answer listed: the passed ones are counted here, not kept.
  (raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? { ...raw, listedCaseCount: listedCases((raw as Record<string, unknown>).testCaseResults) }
      : raw,
  ProbeRunSchema.extend({
    testCaseResults: FindingsSchema.nullish(),
    /** How many test cases the answer listed (every status); null when it listed none. */
    listedCaseCount: z.number().nullable(),
  }),
);

function listedCases(cases: unknown): number | null {
  return Array.isArray(cases) ? cases.length : null;
}

// ---------------------------------------------------------- Status (docs/platform.md)

/** One probe run inside the test run status. Its id may be missing while it is queued. */
export const TestRunStatusProbeRunSchema = z.looseObject({
  probeName: str,
  probeRunId: num,
  probeId: num,
  ...pick(counts, 'totalCount', 'processedCount', 'errorCount', 'passedCount', 'failedCount'),
  status: str,
});
export type TestRunStatusProbeRun = z.infer<typeof TestRunStatusProbeRunSchema>;

/** `GET /api/v2/test-run/{testRunId}/status` (docs/platform.md). */
export const TestRunStatusSchema = z.looseObject({
  testRunId: num,
  executionDate: dateTime,
  status: str,
  probeRuns: list(TestRunStatusProbeRunSchema),
});
export type TestRunStatus = z.infer<typeof TestRunStatusSchema>;

export * from './schemas-benchmark.js';
export * from './schemas-misc.js';
