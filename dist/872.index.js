export const id = 872;
export const ids = [872];
export const modules = {

/***/ 81872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z7: () => (/* binding */ FailedTestCaseSchema),
  TS: () => (/* binding */ ProbeRunReportSchema),
  WI: () => (/* reexport */ risk_band/* REPORT_SCHEMA_VERSION */.WI),
  M9: () => (/* binding */ ReportSchema),
  dO: () => (/* binding */ checkStatus)
});

// UNUSED EXPORTS: AiAnalysisSchema, AnalysisClusterSchema, AuditEntrySchema, BaselineSchema, BenchmarkComparisonSchema, CheckStatusSchema, ComplianceFrameworkSchema, CountsSchema, DeltaSchema, GateCheckSchema, GateSchema, GateSettingsSchema, ProbeTestSchema, ProfileSchema, RemediationTaskSchema, RetriesSchema, RiskBandSchema, RunStateSchema, ScanRunSchema, ScoreSourceSchema, SourceScoresSchema, TrendPointSchema, TrendSchema, VerdictSchema, riskBand

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(64131);
// EXTERNAL MODULE: ./src/report/risk-band.ts
var risk_band = __webpack_require__(83823);
;// CONCATENATED MODULE: ./src/report/schema/baseline-pool.ts

/**
 * The record of a pooled baseline in the Report: the earlier runs pooled per probe (newest
 * first) and how far they spread, so a reader can see what the regression checks compared with.
 */
const BaselinePoolSchema = schemas/* object */.Ikc({
    /** The branch whose runs were pooled; null: any completed scan of the target. */
    branch: schemas/* string */.YjP().nullable(),
    runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        testRunId: schemas/* number */.aig(),
        name: schemas/* string */.YjP().nullable(),
        overallScore: schemas/* number */.aig().nullable(),
    })),
    /** Lowest and highest overall score among the pooled runs; null when none is known. */
    scoreRange: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).nullable(),
    /** Each probe's lowest and highest fail rate among the pooled runs (0..1). */
    probeSpread: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), low: schemas/* number */.aig(), high: schemas/* number */.aig() })),
});

;// CONCATENATED MODULE: ./src/report/schema/baseline.ts
/** The baseline part of the Report model (model.ts): deltas, rise tests, the pooled runs. */


const nullableString = schemas/* string */.YjP().nullable();
const nullableNumber = schemas/* number */.aig().nullable();
const DeltaSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: nullableNumber,
    current: nullableNumber,
    delta: nullableNumber,
});
/** One probe's counts on one side of a regression test. */
const ProbeTestSideSchema = schemas/* object */.Ikc({ failed: schemas/* number */.aig(), judged: schemas/* number */.aig() });
/**
 * A probe's fail rate against the baseline's, by the two-proportion test (`regression-test:
 * significance`). `worse`: a significant rise (Holm over the run's probes); `new probe`: absent
 * from the baseline with failures now (counted as a rise: fail closed); `not compared`: no judged
 * case on a side.
 */
const ProbeTestSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    baseline: ProbeTestSideSchema.nullable(),
    current: ProbeTestSideSchema,
    /** Two-sided p-value of the change; null when not tested. */
    pValue: nullableNumber,
    decision: schemas/* enum */.k5n(['worse', 'better', 'no significant change', 'new probe', 'not compared']),
    /** Whether this probe counts as a significant rise for the regression checks. */
    significantRise: schemas/* boolean */.zMY(),
});
const BaselineSchema = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['run', 'file']),
    testRunId: nullableNumber,
    reference: nullableString,
    overallScore: nullableNumber,
    scoreDelta: nullableNumber,
    /** Attacks that fail now and passed or were absent in the baseline; null: not comparable. */
    newFailures: schemas/* array */.YOg(schemas/* object */.Ikc({ probe: schemas/* string */.YjP(), attackId: schemas/* string */.YjP() })).nullable(),
    /** Attacks that failed in the baseline and no longer fail; null when not comparable. */
    fixedCount: nullableNumber.optional(),
    /** Attacks that fail in both; null when not comparable. */
    persistentCount: nullableNumber.optional(),
    /** Failed counts per probe. */
    probeDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Scores per category. */
    categoryDeltas: schemas/* array */.YOg(DeltaSchema),
    /** Per-probe rise tests at `confidence`; absent in older reports, null without counts. */
    probeTests: schemas/* array */.YOg(ProbeTestSchema).nullable().optional(),
    /** The confidence of `probeTests`. */
    testConfidence: schemas/* number */.aig().optional(),
    /** Why the regression checks are skipped though a baseline was looked for (too few runs). */
    skipReason: schemas/* string */.YjP().optional(),
    /** A pooled baseline: the runs pooled and their between-run spread (baseline-pool.ts). */
    pool: BaselinePoolSchema.optional(),
});

;// CONCATENATED MODULE: ./src/compliance/schema.ts

/**
 * What one run gives as evidence per framework item. non-compliant: a mapped probe run of this
 * run has counted failures; inconclusive: its mapped test cases are too few by the gate's
 * evidence rule (min-samples, errors), or the run could not be judged; not-tested: no mapped
 * probe ran; compliant: mapped probes ran with enough evidence and no counted failure.
 */
const ItemVerdictSchema = schemas/* enum */.k5n([
    'non-compliant',
    'inconclusive',
    'not-tested',
    'compliant',
]);
const ComplianceItemSchema = schemas/* object */.Ikc({
    /** The framework's id of the item, e.g. LLM07. */
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    verdict: ItemVerdictSchema,
    /** One sentence: why this verdict. */
    reason: schemas/* string */.YjP(),
    /** Names of this run's probes mapped to the item. */
    probes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Judged test cases (passed + failed) and counted failures over those probes. */
    judged: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
});
/** One framework edition: every item with its verdict, and the probes it maps to nothing. */
const ComplianceFrameworkSchema = schemas/* object */.Ikc({
    /** `framework@edition`, e.g. owasp-llm@2026. */
    key: schemas/* string */.YjP(),
    framework: schemas/* string */.YjP(),
    edition: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    /** Version of probe-gate's mapping of this edition. */
    mappingVersion: schemas/* number */.aig().int().positive(),
    /** Says whose mapping it is and what it shows: tests for, never proof of compliance. */
    note: schemas/* string */.YjP(),
    items: schemas/* array */.YOg(ComplianceItemSchema),
    /** This run's probes that map to no item of this edition: listed, never dropped. */
    unmapped: schemas/* array */.YOg(schemas/* string */.YjP()),
});

;// CONCATENATED MODULE: ./src/report/model.ts







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
const VerdictSchema = schemas/* enum */.k5n([
    'pass',
    'warn',
    'inconclusive',
    'fail',
    'error',
    'timeout',
    'budget',
]);
/** Normalised run state (raw platform strings are kept beside it). */
const RunStateSchema = schemas/* enum */.k5n([
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
const RiskBandSchema = schemas/* enum */.k5n(risk_band/* RISK_BANDS */.HN);
const model_nullableString = schemas/* string */.YjP().nullable();
const model_nullableNumber = schemas/* number */.aig().nullable();
/** A test case that failed (or errored), with the platform's untrusted text. */
const FailedTestCaseSchema = schemas/* object */.Ikc({
    /** Test case id on the platform. */
    id: schemas/* number */.aig().nullable(),
    /** Attack id: stable across runs for the same attack. */
    attackId: model_nullableString,
    attempt: model_nullableNumber,
    /** Normalised: failed or error. */
    outcome: schemas/* enum */.k5n(['failed', 'error']),
    /** The platform's raw status string. */
    status: model_nullableString,
    strategy: model_nullableString,
    redTeamer: model_nullableString,
    variation: model_nullableString,
    redTeamerLabels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    /** Risk reviewed and accepted on the platform: not counted as a failure unless count-accepted-risk. */
    riskAccepted: schemas/* boolean */.zMY(),
    /** Suppressed by an entry of the ignore file. */
    ignored: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), expires: model_nullableString }).nullable(),
});
/** One cluster or method of the AI analysis. */
const AnalysisClusterSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    description: model_nullableString,
    failRate: model_nullableNumber,
    failedTestCaseCount: model_nullableNumber,
    totalTestCaseCount: model_nullableNumber,
    /** The test cases the analysis marks critical (docs/platform.md 4.17); absent when none. */
    criticalTestCaseIds: schemas/* array */.YOg(schemas/* number */.aig()).optional(),
});
const AiAnalysisSchema = schemas/* object */.Ikc({
    overview: model_nullableString,
    clusters: schemas/* array */.YOg(AnalysisClusterSchema),
});
const RemediationTaskSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    details: model_nullableString,
    completed: schemas/* boolean */.zMY(),
    type: model_nullableString,
    /** Who marked the task applied on the platform, and when; absent when unknown. */
    appliedBy: model_nullableString.optional(),
    appliedDate: model_nullableString.optional(),
});
/** Who accepted the risk of, or edited the status of, a test case on the platform, and when. */
const AuditEntrySchema = schemas/* object */.Ikc({
    testCaseId: schemas/* number */.aig().nullable(),
    attackId: model_nullableString,
    action: schemas/* enum */.k5n(['risk-accepted', 'status-edited']),
    by: model_nullableString,
    at: model_nullableString,
});
/** Counts shared by probe runs, totals and categories. */
const CountsSchema = schemas/* object */.Ikc({
    total: schemas/* number */.aig().int().nonnegative(),
    processed: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases whose risk was accepted on the platform. */
    accepted: schemas/* number */.aig().int().nonnegative(),
    /** Failed cases suppressed by the ignore file. */
    ignored: schemas/* number */.aig().int().nonnegative(),
    /** failed / (passed + failed), accepted and ignored risks excluded unless counted. 0 when nothing ran. */
    failRate: schemas/* number */.aig().min(0).max(1),
    /** errors / processed. 0 when nothing ran. */
    errorRate: schemas/* number */.aig().min(0).max(1),
    /**
     * Wilson score interval of the fail rate at `confidence`: LLM judgements are noisy,
     * so a rate from few cases is shown with its plausible range. Absent in reports written
     * before it existed; [0, 1] when nothing was judged.
     */
    failRateInterval: schemas/* object */.Ikc({
        low: schemas/* number */.aig().min(0).max(1),
        high: schemas/* number */.aig().min(0).max(1),
        confidence: schemas/* number */.aig().gt(0).lt(1),
    })
        .optional(),
});
const ProbeRunReportSchema = CountsSchema.extend({
    probeRunId: schemas/* number */.aig().nullable(),
    probeId: schemas/* number */.aig().nullable(),
    name: schemas/* string */.YjP(),
    category: model_nullableString,
    /** The platform's tags of the probe (docs/platform.md 4.20); absent when unknown. */
    tags: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Weight from the target type (LOW, MEDIUM, HIGH, CRITICAL), when known. */
    weight: model_nullableString,
    status: RunStateSchema,
    rawStatus: model_nullableString,
    url: model_nullableString,
    aiAnalysis: AiAnalysisSchema.nullable(),
    remediation: schemas/* array */.YOg(RemediationTaskSchema),
    /** Reviews of this probe run's test cases on the platform; absent when none. */
    audit: schemas/* array */.YOg(AuditEntrySchema).optional(),
    /** Failed and errored test cases; every one is kept in the JSON. */
    failedTestCases: schemas/* array */.YOg(FailedTestCaseSchema),
});
/** Outcome of one gate check. */
const CheckStatusSchema = schemas/* enum */.k5n(['pass', 'fail', 'skip']);
const GateCheckSchema = schemas/* object */.Ikc({
    /** Stable id, e.g. min-score, max-failed, category-min-score:jailbreak. */
    id: schemas/* string */.YjP(),
    /** The input that set it, e.g. `min-score`. */
    input: schemas/* string */.YjP(),
    threshold: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    actual: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* boolean */.zMY()]).nullable(),
    /** True only for status pass (a skipped check did not pass). */
    passed: schemas/* boolean */.zMY(),
    /**
     * pass, fail, or skip: asked for but could not run (no baseline, the run did not complete),
     * never counted as passed (R22). Absent in reports written before it existed.
     */
    status: CheckStatusSchema.optional(),
    message: schemas/* string */.YjP(),
    /** Listed in `warn-only`: a failure is reported and annotated but does not fail the build. */
    warnOnly: schemas/* boolean */.zMY().optional(),
    /** Open: the evidence decides neither way (bound, or errors that could hide failures); the
     * verdict is inconclusive, and status stays `fail` so no reader sees a pass. */
    inconclusive: schemas/* boolean */.zMY().optional(),
});
/** A check's status, also for reports written before `status` existed. */
function checkStatus(c) {
    return c.status ?? (c.passed ? 'pass' : 'fail');
}
/** Scores by one source, kept in the report whichever was gated. */
const SourceScoresSchema = schemas/* object */.Ikc({
    overall: model_nullableNumber,
    categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
});
/** Which score the gate judged and why (R20). */
const ScoreSourceSchema = schemas/* object */.Ikc({
    /**
     * run: this run's own probe runs; platform: the target's score (docs/platform.md 4.6); null: none
     * could be used.
     */
    gated: schemas/* enum */.k5n(['run', 'platform']).nullable(),
    /** The score-source input: auto, platform or run. */
    requested: schemas/* enum */.k5n(['auto', 'platform', 'run']),
    /** One sentence: why this score was gated. */
    reason: schemas/* string */.YjP(),
    /** This run's score from its own probe runs; null without per-probe detail. */
    run: SourceScoresSchema.nullable(),
    /** The target's score as the platform gave it (docs/platform.md 4.6). */
    platform: SourceScoresSchema,
});
/** How the gate judged; absent in reports written before it existed. */
const GateSettingsSchema = schemas/* object */.Ikc({
    /** Confidence level of every interval in the report. */
    confidence: schemas/* number */.aig().gt(0).lt(1),
    /** point: the measured rate and scores were judged; bound: the pessimistic end of their interval. */
    gateOn: schemas/* enum */.k5n(['point', 'bound']),
    /** Fewest judged test cases for a verdict (run and each gated category); 0: off. */
    minSamples: schemas/* number */.aig().int().nonnegative(),
    /** Checks, by input name, that only warn. */
    warnOnly: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const GateSchema = schemas/* object */.Ikc({
    verdict: VerdictSchema,
    /** One line: why this verdict. */
    reason: schemas/* string */.YjP(),
    checks: schemas/* array */.YOg(GateCheckSchema),
    settings: GateSettingsSchema.optional(),
});
/** One completed run of the target in the trend. */
const TrendPointSchema = schemas/* object */.Ikc({
    testRunId: schemas/* number */.aig(),
    executedAt: model_nullableString,
    total: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    /** failed / (passed + failed), 0..1; null when nothing was judged. */
    failRate: model_nullableNumber,
    /**
     * The run score: this run's; an earlier run's where a saved report has it (the baseline's
     * score, and the trend kept in a `baseline-report` file); else null.
     */
    score: model_nullableNumber,
});
/** The target's last completed runs (docs/platform.md 4.7), oldest first, this run last. */
const TrendSchema = schemas/* object */.Ikc({
    runs: schemas/* array */.YOg(TrendPointSchema),
    /** Unicode sparkline of the fail rate, one block per run. */
    sparkline: schemas/* string */.YjP(),
    /** Sparkline of the run score (a space where unknown); null unless 2+ runs have one. */
    scoreSparkline: model_nullableString.optional(),
    /** Failures against the previous run (from the baseline); null when not comparable. */
    changes: schemas/* object */.Ikc({ new: schemas/* number */.aig(), fixed: schemas/* number */.aig(), persistent: schemas/* number */.aig(), since: model_nullableNumber })
        .nullable(),
});
const BenchmarkComparisonSchema = schemas/* object */.Ikc({
    benchmarkType: model_nullableString,
    models: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* number */.aig(), name: schemas/* string */.YjP(), provider: model_nullableString, score: model_nullableNumber })),
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
const ScanRunSchema = schemas/* object */.Ikc({
    /** 0: the first run; 1..3: the retries. */
    attempt: schemas/* number */.aig().int().nonnegative(),
    testRunId: model_nullableNumber,
    name: model_nullableString,
    url: model_nullableString,
    status: RunStateSchema,
    /** The run did not finish by the deadline (it was cancelled unless cancel-on-timeout is false). */
    timedOut: schemas/* boolean */.zMY(),
    /** Probes the run was asked for; null: the target's configured probes. */
    probes: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** The run's own counts (not pooled). */
    counts: RunCountsSchema.nullable(),
    /** The verdict on the counts pooled up to and including this run; null when not judged. */
    verdict: VerdictSchema.nullable(),
});
/** retry-failed: every run of the scan and how the verdict was decided. */
const RetriesSchema = schemas/* object */.Ikc({
    /** The retry-failed input: most retries allowed. */
    allowed: schemas/* number */.aig().int().nonnegative(),
    runs: schemas/* array */.YOg(ScanRunSchema),
    /** Probes whose counts are summed over several runs in probeRuns, totals and scores. */
    pooledProbes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** How the verdict was decided, in one or two sentences. */
    decision: schemas/* string */.YjP(),
});
/** Which profile of the config file applied: the event and its source. */
const ProfileSchema = schemas/* object */.Ikc({
    /** The CI event the scan ran for, e.g. pull_request; null when unknown. */
    event: model_nullableString,
    /** Where the event came from: GITHUB_EVENT_NAME, --event, CI_PIPELINE_SOURCE=..., ... */
    eventSource: model_nullableString,
    /** The profiles applied, the event's own first, then default; [] when none matched. */
    applied: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(risk_band/* REPORT_SCHEMA_VERSION */.WI),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('probe-gate'), version: schemas/* string */.YjP() }),
    generatedAt: schemas/* string */.YjP(),
    platform: schemas/* object */.Ikc({
        baseUrl: schemas/* string */.YjP(),
        platformUrl: model_nullableString,
        workspaceId: schemas/* number */.aig(),
        targetId: schemas/* number */.aig(),
        targetName: model_nullableString,
    }),
    testRun: schemas/* object */.Ikc({
        id: model_nullableNumber,
        name: model_nullableString,
        status: RunStateSchema,
        rawStatus: model_nullableString,
        url: model_nullableString,
        startedAt: model_nullableString,
        finishedAt: model_nullableString,
        durationSeconds: model_nullableNumber,
    }),
    scores: schemas/* object */.Ikc({
        /** The gated score; null when missing, invalid, or when the run did not complete (error, timeout). */
        overall: model_nullableNumber,
        band: RiskBandSchema.nullable(),
        categories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
        latestExecutionDate: model_nullableString,
        simulatedAttacks: model_nullableNumber,
        successfulAttacks: model_nullableNumber,
        /** Which score was gated and why, with both scores. Absent in reports written before it existed. */
        source: ScoreSourceSchema.optional(),
    }),
    totals: CountsSchema,
    /** False when the server had no status endpoint: only run-level counts are known. */
    perProbeDetail: schemas/* boolean */.zMY(),
    probeRuns: schemas/* array */.YOg(ProbeRunReportSchema),
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
    compliance: schemas/* array */.YOg(ComplianceFrameworkSchema).optional(),
    /** What could not be fetched or was degraded, one sentence each. */
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    links: schemas/* object */.Ikc({
        run: model_nullableString,
        artifact: model_nullableString,
        /** File name of the audit report (formats: html) written with the report; absent: none. */
        auditReport: model_nullableString.optional(),
    }),
});


/***/ })

};
