/**
 * The test cases of a probe run (docs/platform.md 4.15) checked directly, without zod over each
 * item: a huge run has hundreds of thousands of them and zod's per-item work was a third of
 * collecting them. The contract stays the zod schemas in schemas.ts (CaseStatusesSchema for
 * every case's status, FindingSchema for each failed, errored or unknown-status case): this
 * check accepts and rejects the same items, keeps the same values and reports the same
 * problems (path, code, message) as they would, which test/api/findings-check.test.ts
 * proves with a property test against them. Input is what JSON.parse makes (plain values).
 */
import { normalizeCaseStatus } from '../status.js';

/** A finding as a scan reads it (FindingSchema's output). */
export interface Finding {
  id?: number | null;
  attackId?: string | null;
  attempt?: number | null;
  status?: string | null;
  strategy?: string | null;
  redTeamer?: string | null;
  variation?: string | null;
  redTeamerLabels?: Record<string, string | null> | null;
  isRiskAccepted?: boolean | null;
}

/** A problem as zod reports it (code, what was expected, where, its message). */
export type FindingIssue = {
  code: 'invalid_type';
  expected: Expected;
  path: (string | number)[];
  message: string;
  input: unknown;
};

type Expected = 'object' | 'string' | 'number' | 'boolean' | 'record';

/** zod's name of a JSON value's type (util.parsedType for plain values). */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

function issue(expected: Expected, input: unknown, path: (string | number)[]): FindingIssue {
  const message = `Invalid input: expected ${expected}, received ${typeName(input)}`;
  return { code: 'invalid_type', expected, path, message, input };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `stringMap`: a record whose entries of another type read as null; `__proto__` left out. */
function readLabels(value: Record<string, unknown>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    const entry = value[key];
    out[key] = typeof entry === 'string' ? entry : null;
  }
  return out;
}

/** `item`'s scalar field `key` into `out` when present; a problem when of another type. */
function scalar(
  out: Record<string, unknown>,
  key: string,
  v: unknown,
  type: 'number' | 'string',
  i: number,
  issues: FindingIssue[],
): void {
  if (v === undefined) return;
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
function readFinding(item: Record<string, unknown>, i: number, issues: FindingIssue[]): Finding {
  const out: Record<string, unknown> = {};
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
    if (labels === null) out.redTeamerLabels = null;
    else if (isObject(labels)) out.redTeamerLabels = readLabels(labels);
    else issues.push(issue('record', labels, [i, 'redTeamerLabels']));
  }
  const accepted = item.isRiskAccepted;
  if (accepted !== undefined) {
    if (accepted !== null && typeof accepted !== 'boolean')
      issues.push(issue('boolean', accepted, [i, 'isRiskAccepted']));
    out.isRiskAccepted = accepted;
  }
  return issues.length > before ? {} : (out as Finding);
}

/**
 * Every case's status checked first (any problem: those problems, no findings), then the
 * findings (every case whose status is not passed: unknown statuses are kept, R21) read.
 */
export function checkFindings(items: readonly unknown[]): {
  findings: Finding[];
  issues: FindingIssue[];
} {
  const issues: FindingIssue[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (!isObject(item)) issues.push(issue('object', item, [i]));
    else {
      const status = item.status;
      if (status !== undefined && status !== null && typeof status !== 'string')
        issues.push(issue('string', status, [i, 'status']));
    }
  }
  if (issues.length > 0) return { findings: [], issues };
  const findings: Finding[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] as Record<string, unknown>;
    // Checked above: a string, null or missing.
    if (normalizeCaseStatus(item.status as string | null | undefined) === 'passed') continue;
    const before = issues.length;
    const finding = readFinding(item, i, issues);
    if (issues.length === before) findings.push(finding);
  }
  return { findings, issues };
}
