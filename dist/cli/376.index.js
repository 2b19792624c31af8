export const id = 376;
export const ids = [376];
export const modules = {

/***/ 21376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AiAnalysisSchema: () => (/* binding */ AiAnalysisSchema),
  AnalysisItemSchema: () => (/* binding */ AnalysisItemSchema),
  BenchmarkModelDetailSchema: () => (/* reexport */ BenchmarkModelDetailSchema),
  BenchmarkModelListSchema: () => (/* reexport */ BenchmarkModelListSchema),
  BenchmarkModelSchema: () => (/* reexport */ BenchmarkModelSchema),
  BenchmarkProbeRunDetailSchema: () => (/* reexport */ BenchmarkProbeRunDetailSchema),
  BenchmarkProbeRunListSchema: () => (/* reexport */ BenchmarkProbeRunListSchema),
  BenchmarkProbeRunSchema: () => (/* reexport */ BenchmarkProbeRunSchema),
  BenchmarkResultSchema: () => (/* reexport */ BenchmarkResultSchema),
  BenchmarkTypeListSchema: () => (/* reexport */ BenchmarkTypeListSchema),
  BenchmarkTypeSchema: () => (/* reexport */ BenchmarkTypeSchema),
  CaseStatusesSchema: () => (/* binding */ CaseStatusesSchema),
  ConversationMessageSchema: () => (/* reexport */ ConversationMessageSchema),
  DatasetUploadResultSchema: () => (/* reexport */ DatasetUploadResultSchema),
  FileUploadResultSchema: () => (/* reexport */ FileUploadResultSchema),
  FindingSchema: () => (/* binding */ FindingSchema),
  MessageContentSchema: () => (/* reexport */ MessageContentSchema),
  PredefinedProbeSchema: () => (/* reexport */ PredefinedProbeSchema),
  ProbeCategoryListSchema: () => (/* reexport */ ProbeCategoryListSchema),
  ProbeCategorySchema: () => (/* reexport */ ProbeCategorySchema),
  ProbeRunFindingsSchema: () => (/* binding */ ProbeRunFindingsSchema),
  ProbeRunSchema: () => (/* binding */ ProbeRunSchema),
  RemediationTaskSchema: () => (/* binding */ RemediationTaskSchema),
  TargetSchema: () => (/* binding */ TargetSchema),
  TargetScoresSchema: () => (/* binding */ TargetScoresSchema),
  TargetTypeListSchema: () => (/* binding */ TargetTypeListSchema),
  TargetTypeSchema: () => (/* binding */ TargetTypeSchema),
  TestCaseResultSchema: () => (/* binding */ TestCaseResultSchema),
  TestRunStatusProbeRunSchema: () => (/* binding */ TestRunStatusProbeRunSchema),
  TestRunStatusSchema: () => (/* binding */ TestRunStatusSchema),
  TestRunSummaryListSchema: () => (/* binding */ TestRunSummaryListSchema),
  TestRunSummarySchema: () => (/* binding */ TestRunSummarySchema),
  TriggerResponseSchema: () => (/* binding */ TriggerResponseSchema),
  apiErrorBodySchema: () => (/* reexport */ schemas_error/* apiErrorBodySchema */.g),
  targetRequestSchema: () => (/* reexport */ schemas_request/* targetRequestSchema */.c),
  triggerRequestSchema: () => (/* reexport */ schemas_request/* triggerRequestSchema */.H)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(64131);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/api/status.ts
var api_status = __webpack_require__(37348);
;// CONCATENATED MODULE: ./src/api/schemas/findings-check.ts
/**
 * The test cases of a probe run (docs/platform.md 4.15) checked directly, without zod over each
 * item: a huge run has hundreds of thousands of them and zod's per-item work was a third of
 * collecting them. The contract stays the zod schemas in schemas.ts (CaseStatusesSchema for
 * every case's status, FindingSchema for each failed, errored or unknown-status case): this
 * check accepts and rejects the same items, keeps the same values and reports the same
 * problems (path, code, message) as they would, which test/api/findings-check.test.ts
 * proves with a property test against them. Input is what JSON.parse makes (plain values).
 */

/** zod's name of a JSON value's type (util.parsedType for plain values). */
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number' && !Number.isFinite(value))
        return String(value);
    return typeof value;
}
function issue(expected, input, path) {
    const message = `Invalid input: expected ${expected}, received ${typeName(input)}`;
    return { code: 'invalid_type', expected, path, message, input };
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** `stringMap`: a record whose entries of another type read as null; `__proto__` left out. */
function readLabels(value) {
    const out = {};
    for (const key of Object.keys(value)) {
        if (key === '__proto__')
            continue;
        const entry = value[key];
        out[key] = typeof entry === 'string' ? entry : null;
    }
    return out;
}
/** `item`'s scalar field `key` into `out` when present; a problem when of another type. */
function scalar(out, key, v, type, i, issues) {
    if (v === undefined)
        return;
    // NaN and infinities are no numbers to zod; JSON has none, but a caller might.
    if (v !== null && (typeof v !== type || (type === 'number' && !Number.isFinite(v))))
        issues.push(issue(type, v, [i, key]));
    out[key] = v;
}
/**
 * One finding (FindingSchema): its fields, or the problems of item `i`. The fields are read
 * one by one, each by its name: a loop over their names made every read a lookup by a
 * varying key, 14 ms more per 250,000 cases.
 */
function readFinding(item, i, issues) {
    const out = {};
    const before = issues.length;
    scalar(out, 'id', item.id, 'number', i, issues);
    scalar(out, 'attackId', item.attackId, 'string', i, issues);
    scalar(out, 'attempt', item.attempt, 'number', i, issues);
    scalar(out, 'status', item.status, 'string', i, issues);
    scalar(out, 'strategy', item.strategy, 'string', i, issues);
    scalar(out, 'redTeamer', item.redTeamer, 'string', i, issues);
    scalar(out, 'variation', item.variation, 'string', i, issues);
    const labels = item.redTeamerLabels;
    if (labels !== undefined) {
        if (labels === null)
            out.redTeamerLabels = null;
        else if (isObject(labels))
            out.redTeamerLabels = readLabels(labels);
        else
            issues.push(issue('record', labels, [i, 'redTeamerLabels']));
    }
    const accepted = item.isRiskAccepted;
    if (accepted !== undefined) {
        if (accepted !== null && typeof accepted !== 'boolean')
            issues.push(issue('boolean', accepted, [i, 'isRiskAccepted']));
        out.isRiskAccepted = accepted;
    }
    return issues.length > before ? {} : out;
}
/**
 * Every case's status checked first (any problem: those problems, no findings), then the
 * findings (every case whose status is not passed: unknown statuses are kept, R21) read.
 */
function checkFindings(items) {
    const issues = [];
    for (let i = 0; i < items.length; i += 1) {
        const item = items[i];
        if (!isObject(item))
            issues.push(issue('object', item, [i]));
        else {
            const status = item.status;
            if (status !== undefined && status !== null && typeof status !== 'string')
                issues.push(issue('string', status, [i, 'status']));
        }
    }
    if (issues.length > 0)
        return { findings: [], issues };
    const findings = [];
    for (let i = 0; i < items.length; i += 1) {
        const item = items[i];
        // Checked above: a string, null or missing.
        if ((0,api_status/* normalizeCaseStatus */.C3)(item.status) === 'passed')
            continue;
        const before = issues.length;
        const finding = readFinding(item, i, issues);
        if (issues.length === before)
            findings.push(finding);
    }
    return { findings, issues };
}

// EXTERNAL MODULE: ./src/api/schemas/schemas-request.ts
var schemas_request = __webpack_require__(54239);
;// CONCATENATED MODULE: ./src/api/schemas/schema-parts.ts
/** Building blocks of the tolerant response schemas. `.nullish()` = may be missing or null. */

/** Optional string. */
const str = schemas/* string */.YjP().nullish();
/** Optional number (integers are not enforced: tolerant reader). */
const num = schemas/* number */.aig().nullish();
/** Optional boolean. */
const bool = schemas/* boolean */.zMY().nullish();
/** ISO 8601 date-time, kept as a string: we display it, we never compute with a bad one. */
const dateTime = schemas/* string */.YjP().nullish();
/** A required integer id: the next call is addressed by it, so it cannot be missing. */
const id = schemas/* number */.aig().int();
/**
 * Optional map of string to string. An entry of another type reads as null
 * (callers skip nulls) instead of failing the whole answer: maps are where
 * platforms add entries (docs/platform.md, "Tolerant reading").
 */
const stringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP().nullable().catch(null)).nullish();
/** Optional map of string to number; an entry of another type reads as null, as above. */
const numberMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().nullable().catch(null)).nullish();
/** Optional free-form object. */
const freeMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish();
/**
 * The test case counts a run, probe run or benchmark run may carry (docs/platform.md 2.4-2.6); each
 * resource lists the ones it has, so a count is read the same way everywhere.
 */
const counts = {
    totalCount: num,
    processedCount: num,
    passedCount: num,
    failedCount: num,
    errorCount: num,
    acceptedCount: num,
};
/**
 * How a test case's attack was made: the same three fields wherever a test case is listed, in
 * a probe run and in a benchmark probe run.
 */
const attackMethod = {
    strategy: str,
    redTeamer: str,
    variation: str,
};
/** The named entries of a shape, for spreading into a schema. */
function pick(shape, ...keys) {
    return Object.fromEntries(keys.map((k) => [k, shape[k]]));
}
/** An array that may be missing or null; its items are parsed by `item`. */
const list = (item) => schemas/* array */.YOg(item).nullish();
/** A top-level list response: null is read as an empty list. */
const topList = (item) => schemas/* array */.YOg(item)
    .nullable()
    .transform((v) => v ?? []);

;// CONCATENATED MODULE: ./src/api/schemas/schemas-benchmark.ts
/** Tolerant readers for the benchmark endpoints (docs/platform.md 2.8-2.10, 4.10-4.14). */


/** A benchmarked public model, list shape (docs/platform.md 4.10). */
const BenchmarkModelSchema = schemas/* looseObject */._H3({
    id: id,
    name: str,
    provider: str,
    benchmarkDate: dateTime,
    url: str,
    /** For one benchmark type when benchmarkTypeId was given, else aggregated. */
    scores: numberMap,
});
const BenchmarkModelListSchema = topList(BenchmarkModelSchema);
/** A benchmarked model with details (docs/platform.md 4.11). */
const BenchmarkModelDetailSchema = schemas/* looseObject */._H3({
    ...BenchmarkModelSchema.shape,
    description: str,
    config: freeMap,
    metadata: freeMap,
    ...pick(counts, 'totalCount', 'passedCount', 'failedCount'),
    ranks: numberMap,
});
/** One probe run of a benchmarked model (docs/platform.md 4.12). */
const BenchmarkProbeRunSchema = schemas/* looseObject */._H3({
    id: id,
    ...pick(counts, 'passedCount', 'failedCount', 'totalCount'),
    score: num,
    probeId: num,
    probeName: str,
    probeCategoryId: num,
    probeCategoryName: str,
    createdAt: dateTime,
});
const BenchmarkProbeRunListSchema = topList(BenchmarkProbeRunSchema);
/** One content item of a conversation message (text, image, audio or document). */
const MessageContentSchema = schemas/* looseObject */._H3({
    text: str,
    encodedText: str,
    imageUrl: str,
    encodedImageUrl: str,
    contentType: str,
    audioUrl: str,
    encodedAudioUrl: str,
    documentUrl: str,
    encodedDocumentUrl: str,
});
/** One message of an attack conversation. */
const ConversationMessageSchema = schemas/* looseObject */._H3({
    role: str,
    messageContents: list(MessageContentSchema),
});
/** One test case of a benchmark probe run. Text fields are attacker-controlled (R12). */
const BenchmarkResultSchema = schemas/* looseObject */._H3({
    id: num,
    attackId: str,
    ...attackMethod,
    status: str,
    redTeamerLabels: stringMap,
    createdAt: dateTime,
    conversation: list(list(ConversationMessageSchema)),
    explanation: str,
});
/** A benchmark probe run with its results (docs/platform.md 4.13). */
const BenchmarkProbeRunDetailSchema = schemas/* looseObject */._H3({
    ...BenchmarkProbeRunSchema.shape,
    results: list(BenchmarkResultSchema),
});
/** A benchmark type (docs/platform.md 4.14). */
const BenchmarkTypeSchema = schemas/* looseObject */._H3({ id: id, name: str, description: str });
const BenchmarkTypeListSchema = topList(BenchmarkTypeSchema);

// EXTERNAL MODULE: ./src/api/schemas/schemas-error.ts
var schemas_error = __webpack_require__(4204);
;// CONCATENATED MODULE: ./src/api/schemas/schemas-misc.ts
/**
 * Tolerant readers for predefined probes, uploads and error bodies (docs/platform.md 2.11, 2.12,
 * section 7).
 */


/** A predefined probe (docs/platform.md 4.20). */
const PredefinedProbeSchema = schemas/* looseObject */._H3({
    id: num,
    name: str,
    definition: str,
    attackScenarioExample: str,
    /** Element shape not documented. */
    templateUserInputConfig: list(schemas/* unknown */.L5J()),
    active: bool,
    /** PREDEFINED, CUSTOM, CUSTOM_DATASET, ... */
    type: str,
    multimodal: list(schemas/* string */.YjP()),
    tags: list(schemas/* looseObject */._H3({ name: str, color: str })),
});
/** A probe category with its probes (docs/platform.md 4.20). */
const ProbeCategorySchema = schemas/* looseObject */._H3({
    probeCategoryId: num,
    probeCategoryName: str,
    predefinedProbes: list(PredefinedProbeSchema),
});
const ProbeCategoryListSchema = topList(ProbeCategorySchema);
/** General file upload answer (docs/platform.md 4.18); fileId is optional in the spec. */
const FileUploadResultSchema = schemas/* looseObject */._H3({ fileId: str });
/**
 * Custom dataset upload answer (docs/platform.md 4.19); the file id is what the caller came for.
 */
const DatasetUploadResultSchema = schemas/* looseObject */._H3({
    fileId: schemas/* string */.YjP(),
    entriesRowCount: num,
    fileName: str,
});


;// CONCATENATED MODULE: ./src/api/schemas/schemas.ts
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




// ----------------------------------------------- docs/platform.md 2.1 Target
/** A target as the platform returns it (docs/platform.md 2.1 response). */
const TargetSchema = schemas/* looseObject */._H3({
    id: id,
    scanId: num,
    connection: schemas/* looseObject */._H3({ type: str, config: freeMap }).nullish(),
    settings: schemas/* looseObject */._H3({
        name: str,
        environment: str,
        description: str,
        language: str,
        supportedModes: list(schemas/* string */.YjP()),
        concurrentRequests: bool,
        multiStepAttacks: bool,
        rateLimit: num,
        targetPresetId: str,
        systemPromptConfigurations: schemas/* looseObject */._H3({
            systemPromptConfidential: str,
            systemPromptNotConfidential: str,
            systemPromptTools: str,
        })
            .nullish(),
        ragFile: schemas/* looseObject */._H3({ ragFileId: str, ragFileName: str, ragFileUrl: str }).nullish(),
        workerPoolId: str,
        predefinedResponses: list(schemas/* looseObject */._H3({ type: str, value: str })),
        ragFileNumberOfFacts: num,
    })
        .nullish(),
});
// ------------------------------------ docs/platform.md 2.2 Target type, 2.3 scores
/** A target type (docs/platform.md 4.5): which probes suit a target and how they weigh. */
const TargetTypeSchema = schemas/* looseObject */._H3({
    id: str,
    label: str,
    details: list(schemas/* looseObject */._H3({ probeId: num, isRecommended: bool, /** e.g. LOW */ weight: str })),
});
const TargetTypeListSchema = topList(TargetTypeSchema);
/**
 * Target scores (docs/platform.md 4.6). overallScore 0..100, higher is safer; may be null before
 * any run.
 */
const TargetScoresSchema = schemas/* looseObject */._H3({
    simulatedAttacks: num,
    successfulAttacks: num,
    overallScore: num,
    scores: numberMap,
    latestExecutionDate: dateTime,
});
// -------------------------------------------- docs/platform.md 2.4, 2.5 Test runs
/** One entry of a target's test run list (docs/platform.md 4.7). */
const TestRunSummarySchema = schemas/* looseObject */._H3({
    id: id,
    name: str,
    executionDate: dateTime,
    startedBy: str,
    ...pick(counts, 'errorCount', 'passedCount', 'failedCount', 'totalCount'),
    progress: num,
    /** Open string; see normalizeRunStatus. */
    status: str,
    probes: list(schemas/* string */.YjP()),
});
const TestRunSummaryListSchema = topList(TestRunSummarySchema);
/** Trigger answer: the new run's id, which everything after depends on. */
const TriggerResponseSchema = schemas/* looseObject */._H3({ testRunId: id });
// ----------------------------------------------- docs/platform.md 2.6 Probe run
/** One test case of a probe run. */
const TestCaseResultSchema = schemas/* looseObject */._H3({
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
/** A remediation task (static or dynamic). */
const RemediationTaskSchema = schemas/* looseObject */._H3({
    id: num,
    name: str,
    details: str,
    completed: bool,
    type: str,
    appliedBy: str,
    appliedDate: dateTime,
});
/** An analysis method or attack cluster. */
const AnalysisItemSchema = schemas/* looseObject */._H3({
    id: num,
    name: str,
    description: str,
    data: schemas/* looseObject */._H3({
        failRate: num,
        criticalTestCaseIds: list(schemas/* number */.aig()),
        failedTestCaseCount: num,
        totalTestCaseCount: num,
    })
        .nullish(),
});
/**
 * AI analysis: nested in a probe run (docs/platform.md 2.6, with `methods`) and standalone
 * (4.17 / 2.7, with `attackClusters`). One schema reads both.
 */
const AiAnalysisSchema = schemas/* looseObject */._H3({
    id: num,
    overview: str,
    methods: list(AnalysisItemSchema),
    attackClusters: list(AnalysisItemSchema),
});
/** A probe run with its test cases, remediation and analysis (docs/platform.md 4.15). */
const ProbeRunSchema = schemas/* looseObject */._H3({
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
    remediation: schemas/* looseObject */._H3({ tasks: list(RemediationTaskSchema), dynamicTasks: list(RemediationTaskSchema) })
        .nullish(),
    aiAnalysis: AiAnalysisSchema.nullish(),
});
/**
 * What decides whether a test case is a finding: its status alone (other keys not copied).
 * The contract that checkFindings (findings-check.ts) implements without zod, kept to prove it.
 */
const CaseStatusesSchema = schemas/* array */.YOg(schemas/* object */.Ikc({ status: str }));
/**
 * A finding as a scan reads it: the fields the report keeps, each read as TestCaseResultSchema
 * reads it, other keys left out (a tolerant reader reads what it uses; TestCaseResultSchema
 * reads the whole case). The contract that checkFindings implements without zod, kept to
 * prove it.
 */
const FindingSchema = schemas/* object */.Ikc(pick(TestCaseResultSchema.shape, 'id', 'attackId', 'attempt', 'status', 'strategy', 'redTeamer', 'variation', 'redTeamerLabels', 'isRiskAccepted'));
/**
 * The test cases of a probe run as a scan reads them: every case's status is validated in one
 * pass, the failed and errored ones (the findings a report keeps) are then read as
 * FindingSchema reads them, the others are left out. A run of thousands of passed cases is
 * then neither copied nor kept. The check is direct (checkFindings: no zod per item), with
 * CaseStatusesSchema's and FindingSchema's findings. Problems name the case's path
 * (`$.testCaseResults[7].status`), as ProbeRunSchema's would.
 */
const FindingsSchema = schemas/* unknown */.L5J().transform((items, ctx) => {
    // Checked as an array by hand: z.array(z.unknown()) copied every item, 250,000 in a huge run.
    if (!Array.isArray(items)) {
        ctx.addIssue({ code: 'invalid_type', expected: 'array', input: items });
        return core/* NEVER */.tm;
    }
    const { findings, issues } = checkFindings(items);
    for (const problem of issues)
        ctx.addIssue(problem);
    return findings;
});
/**
 * A probe run (docs/platform.md 4.15) whose `testCaseResults` holds only its failed, errored and
 * unknown-status test cases, and `listedCaseCount` how many cases were listed in all.
 */
const ProbeRunFindingsSchema = schemas/* preprocess */.vkY(
// How many cases the answer listed: the passed ones are counted here, not kept.
(raw) => typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? { ...raw, listedCaseCount: listedCases(raw.testCaseResults) }
    : raw, ProbeRunSchema.extend({
    testCaseResults: FindingsSchema.nullish(),
    /** How many test cases the answer listed (every status); null when it listed none. */
    listedCaseCount: schemas/* number */.aig().nullable(),
}));
function listedCases(cases) {
    return Array.isArray(cases) ? cases.length : null;
}
// ---------------------------------------------------------- Status (docs/platform.md)
/** One probe run inside the test run status. Its id may be missing while it is queued. */
const TestRunStatusProbeRunSchema = schemas/* looseObject */._H3({
    probeName: str,
    probeRunId: num,
    probeId: num,
    ...pick(counts, 'totalCount', 'processedCount', 'errorCount', 'passedCount', 'failedCount'),
    status: str,
});
/** `GET /api/v2/test-run/{testRunId}/status` (docs/platform.md). */
const TestRunStatusSchema = schemas/* looseObject */._H3({
    testRunId: num,
    executionDate: dateTime,
    status: str,
    probeRuns: list(TestRunStatusProbeRunSchema),
});




/***/ })

};
