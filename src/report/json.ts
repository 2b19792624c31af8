/**
 * The JSON report: the Report model itself, validated before it is written, and read back
 * (validated again) by `probe-gate report --input` to re-render any other format.
 */
import { z } from 'zod';
import {
  batchedArrayPieces,
  itemsText,
  jsonNumber,
  jsonString,
  JsonPieces,
  nested,
  objectPieces,
} from './json-pieces.js';
import {
  type FailedTestCase,
  FailedTestCaseSchema,
  ProbeRunReportSchema,
  REPORT_SCHEMA_VERSION,
  ReportSchema,
  type Report,
} from './model.js';
import { perFrozen, perText, section, type DocPiece } from './format.js';
import { cleanText, truncate } from './text-clean.js';

/**
 * The report as pretty-printed JSON with a trailing newline. Validates with ReportSchema
 * first (unknown keys are dropped) and throws a ZodError when the report is not valid.
 */
export function renderJson(report: Report): string {
  return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}

const ReportHeadSchema = ReportSchema.omit({ probeRuns: true });
const ProbeRunsSchema = ReportSchema.shape.probeRuns;

/** Parses `value`; a ZodError names paths from the report's root. */
function parseAt<T extends z.ZodType>(schema: T, value: unknown, path: PropertyKey[]): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: [...path, ...i.path] })));
}

const ProbeRunHeadSchema = ProbeRunReportSchema.omit({ failedTestCases: true });
const CasesSchema = ProbeRunReportSchema.shape.failedTestCases;
/**
 * Test cases validated and written at a time: a probe run of a huge run has tens of thousands.
 * Why 100: a piece of 100 test cases (about 50 KB) stays an ordinary young string; one of
 * 500 (about 260 KB) went to V8's large-object space, a fresh mapping each, and the 250k run
 * took 0.2 s longer with a peak 20 MB higher (docs/performance.md).
 */
const CASES_PER_PIECE = 100;

/**
 * A probe run's text at depth 2 (as `nested(run, 2)` writes it): its fields in the schema's
 * order, its test cases validated and written {@link CASES_PER_PIECE} at a time, so that no
 * copy of a whole probe run's test cases is made at once.
 */
export function probeRunPieces(run: unknown, i: number): Iterable<DocPiece> {
  const at = ['probeRuns', i];
  const { failedTestCases: cases, ...rest } = run as Record<string, unknown>;
  const head = parseAt(ProbeRunHeadSchema, rest, at) as Record<string, unknown>;
  const where = [...at, 'failedTestCases'];
  const entries: Record<string, unknown> = {};
  for (const key of Object.keys(ProbeRunReportSchema.shape))
    entries[key] =
      key !== 'failedTestCases'
        ? head[key]
        : Array.isArray(cases)
          ? new JsonPieces((depth) => casePieces(cases, where, depth))
          : parseAt(CasesSchema, cases, where);
  return objectPieces(entries, 2);
}

/** Test cases as `nested(cases, depth)` writes them, validated a batch at a time. */
function casePieces(cases: unknown[], where: PropertyKey[], depth: number): Iterable<string> {
  return batchedArrayPieces(validBatches(cases, where, depth), depth);
}

/**
 * The test cases {@link CASES_PER_PIECE} at a time, each batch's text as `itemsText` writes
 * it: by the template when every case is already what zod would make of it, else zod's.
 */
function* validBatches(cases: unknown[], where: PropertyKey[], depth: number): Generator<string> {
  const asParsed = caseItemsText(depth);
  for (let from = 0; from < cases.length; from += CASES_PER_PIECE) {
    const batch = cases.slice(from, from + CASES_PER_PIECE);
    if (batch.every(caseAsParsed)) {
      yield asParsed(batch as FailedTestCase[]);
      continue;
    }
    const parsed = CasesSchema.safeParse(batch);
    if (!parsed.success)
      throw new z.ZodError(
        parsed.error.issues.map((issue) => {
          const [j, ...path] = issue.path;
          return { ...issue, path: [...where, from + (j as number), ...path] };
        }),
      );
    yield itemsText(parsed.data, depth);
  }
}

/** Most distinct values of a field remembered as JSON (statuses, strategies: a few each). */
const QUOTED_KEPT = 256;

/**
 * Test cases that {@link caseAsParsed} accepted, as `itemsText(cases, depth)` writes them,
 * by one template per case: JSON.stringify with indentation has no fast path in V8, and a
 * case's fields are known. The values a probe run's cases share (statuses, strategies, red
 * teamers, variations, a frozen label set) are written once and remembered. 82,152 cases of
 * a 250k run: 94-136 ms against 158-188 ms. test/report/json-case-check.test.ts
 * holds it to `itemsText` on arbitrary cases.
 */
export function caseItemsText(depth: number): (cases: readonly FailedTestCase[]) => string {
  const open = `\n${'  '.repeat(depth + 1)}{`;
  const f = `\n${'  '.repeat(depth + 2)}`;
  const close = `\n${'  '.repeat(depth + 1)}}`;
  const quoted = perText(jsonString, QUOTED_KEPT);
  const shared = (s: string | null): string => (s === null ? 'null' : quoted(s));
  const labels = perFrozen((set: Record<string, string>): string => nested(set, depth + 2));
  return (cases) => {
    let out = '';
    for (let i = 0; i < cases.length; i += 1) {
      const tc = cases[i] as FailedTestCase;
      const ignored = tc.ignored === null ? 'null' : nested(tc.ignored, depth + 2);
      out +=
        `${i === 0 ? '' : ','}${open}${f}"id": ${jsonNumber(tc.id)},` +
        `${f}"attackId": ${jsonString(tc.attackId)},${f}"attempt": ${jsonNumber(tc.attempt)},` +
        `${f}"outcome": "${tc.outcome}",${f}"status": ${shared(tc.status)},` +
        `${f}"strategy": ${shared(tc.strategy)},${f}"redTeamer": ${shared(tc.redTeamer)},` +
        `${f}"variation": ${shared(tc.variation)},` +
        `${f}"redTeamerLabels": ${labels(tc.redTeamerLabels)},` +
        `${f}"riskAccepted": ${tc.riskAccepted},${f}"ignored": ${ignored}${close}`;
    }
    return out;
  };
}

const CASE_KEYS = Object.keys(FailedTestCaseSchema.shape);
const IGNORED_KEYS = ['reason', 'expires'];

const isNullableString = (v: unknown): boolean => v === null || typeof v === 'string';
const isNullableNumber = (v: unknown): boolean =>
  v === null || (typeof v === 'number' && Number.isFinite(v));

/**
 * A plain object whose keys, as JSON.stringify writes them (own, enumerable, strings), are
 * exactly `keys`, in that order. Read by `for...in`, which sees those same keys in that same
 * order and copies nothing: `Reflect.ownKeys` made an array per test case, 47-62 ms of a
 * 250k run against 3-6 ms. A symbol or a key that is not enumerable is in neither
 * the object's JSON nor zod's copy of it; an enumerable key inherited from a polluted
 * `Object.prototype` is seen, and sends the case through zod.
 */
function hasKeys(v: unknown, keys: readonly string[]): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  let i = 0;
  for (const key in v) {
    if (key !== keys[i]) return false;
    i += 1;
  }
  return i === keys.length;
}

/**
 * Labels zod's record keeps whole: plain, string keys and values only, no `__proto__`. A
 * frozen set (the collection shares one per distinct set) is checked once: it cannot change.
 */
function labelsAsParsed(v: unknown): boolean {
  return typeof v === 'object' && v !== null && plainLabels(v);
}

const plainLabels = perFrozen((v: object): boolean => {
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (typeof k !== 'string' || k === '__proto__') return false;
    const d = Object.getOwnPropertyDescriptor(v, k);
    if (!d?.enumerable || typeof d.value !== 'string') return false;
  }
  return true;
});

/**
 * Whether FailedTestCaseSchema would give back a case equal to this one: the same keys in
 * the same order, the same values. Then its JSON is the parsed case's JSON, and the zod
 * pass over every case of a huge run (7 % of its time) is skipped; anything else
 * goes through zod, for the same output or the same error. test/report/json-case-check.test.ts
 * holds this to zod on arbitrary cases.
 */
export function caseAsParsed(tc: unknown): boolean {
  if (!hasKeys(tc, CASE_KEYS)) return false;
  const { ignored } = tc;
  return (
    isNullableNumber(tc.id) &&
    isNullableString(tc.attackId) &&
    isNullableNumber(tc.attempt) &&
    (tc.outcome === 'failed' || tc.outcome === 'error') &&
    isNullableString(tc.status) &&
    isNullableString(tc.strategy) &&
    isNullableString(tc.redTeamer) &&
    isNullableString(tc.variation) &&
    labelsAsParsed(tc.redTeamerLabels) &&
    typeof tc.riskAccepted === 'boolean' &&
    (ignored === null ||
      (hasKeys(ignored, IGNORED_KEYS) &&
        typeof ignored.reason === 'string' &&
        isNullableString(ignored.expires)))
  );
}

/**
 * The same text as {@link renderJson}, in pieces: the report is validated without its probe
 * runs, then each probe run when its turn comes, so that a report of hundreds of thousands
 * of test cases is never copied whole nor held as one string. Throws a ZodError (paths from
 * the report's root) at the first invalid part; a writer must then discard what it wrote.
 */
export function* renderJsonChunks(report: Report): Generator<DocPiece> {
  const { probeRuns, ...rest } = report;
  const head = parseAt(ReportHeadSchema, rest, []) as Record<string, unknown>;
  let pending = '{';
  let separator = '\n';
  for (const name of Object.keys(ReportSchema.shape)) {
    if (name === 'probeRuns' && Array.isArray(probeRuns) && probeRuns.length > 0) {
      yield `${pending}${separator}  "probeRuns": [`;
      for (const [i, run] of probeRuns.entries()) {
        yield `${i === 0 ? '\n' : ',\n'}    `;
        yield section('json', run, () => probeRunPieces(run, i));
      }
      pending = '\n  ]';
    } else {
      const value = name === 'probeRuns' ? parseAt(ProbeRunsSchema, probeRuns, [name]) : head[name];
      // JSON.stringify leaves out keys whose value is undefined.
      if (value === undefined) continue;
      pending += `${separator}  ${JSON.stringify(name)}: ${nested(value, 1)}`;
    }
    separator = ',\n';
  }
  yield `${pending}\n}\n`;
}

/** A file that is not a (supported) probe-gate report. */
export class ReportFileError extends Error {
  override name = 'ReportFileError';

  constructor(
    /** The file that was read. */
    readonly path: string,
    /** What is wrong with it, one line. */
    readonly problem: string,
  ) {
    super(`The report file is not a probe-gate report: ${path}: ${problem}`);
  }
}

const MAX_ISSUES = 5;

function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length - MAX_ISSUES;
  return `${issues.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`;
}

/**
 * Parses and validates a saved JSON report. Throws a {@link ReportFileError} (`The report
 * file is not a probe-gate report: <path>: <problem>`) when the text is not JSON, not a
 * probe-gate report, of another schema version, or does not fit the schema (JSON paths named).
 */
export function parseReportJson(text: string, path = '<input>'): Report {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // The parser's message quotes the input: shown on one line and cut short.
    const why = truncate(cleanText((error as Error).message), 200);
    throw new ReportFileError(path, `invalid JSON (${why})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ReportFileError(path, 'the JSON is not an object');
  }
  const record = data as Record<string, unknown>;
  const tool = record.tool as { name?: unknown } | undefined;
  if (typeof tool !== 'object' || tool === null || tool.name !== 'probe-gate') {
    throw new ReportFileError(path, 'tool.name is not "probe-gate"');
  }
  if (record.schemaVersion !== REPORT_SCHEMA_VERSION) {
    throw new ReportFileError(
      path,
      `schemaVersion ${JSON.stringify(record.schemaVersion) ?? 'is missing'}; this probe-gate reads version ${REPORT_SCHEMA_VERSION}`,
    );
  }
  const result = ReportSchema.safeParse(data);
  if (!result.success) throw new ReportFileError(path, describeIssues(result.error));
  return result.data;
}
