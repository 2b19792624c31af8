/**
 * The one schema behind action inputs, CLI flags and the YAML config file: a parser per
 * input, keyed by the input's name (the catalogue in inputs.ts).
 */
import * as z from 'zod/mini';
import type { InputName } from './inputs.js';
import {
  booleanField,
  categoryScoresField,
  choiceField,
  confidenceField,
  field,
  fieldIssue,
  fractionField,
  idField,
  namesField,
  numberField,
  requiredText,
  splitList,
  textField,
} from './fields.js';
import {
  DEFAULT_REPORT_FORMATS,
  REPORT_FORMATS,
  reportFormatOf,
  type ReportFormat,
} from '../report/format-names.js';
import { baseUrlField } from './base-url.js';
import { parseFrameworkItems, type FrameworkItems } from '../compliance/selectors.js';
import { checkFrameworkProbes } from '../compliance/probe-selectors.js';

/** `framework@edition:ITEM,...` groups; unknown editions or items are bad input (exit 2). */
const frameworkItemsField = field((v, ctx): FrameworkItems[] => {
  const { groups, problems } = parseFrameworkItems(splitList(v), '');
  for (const p of problems) fieldIssue(ctx, p);
  return problems.length > 0 ? (z.NEVER as never) : groups;
});

/** The probe selectors; `framework:` ones must name known editions and items (exit 2). */
const probesField = field((v, ctx): string[] => {
  const selectors = splitList(v);
  const problems = checkFrameworkProbes(selectors);
  for (const p of problems) fieldIssue(ctx, p);
  return problems.length > 0 ? (z.NEVER as never) : selectors;
});
import { notifyWebhookField } from './notify-fields.js';

/** Report formats the tool can write (the registry in src/report/format-names.ts). */
export const FORMATS = REPORT_FORMATS;
export type Format = ReportFormat;

/** Smallest timeout-minutes: 0.05 (3 s) still leaves room for the trigger and a few 1 s polls. */
export const MIN_TIMEOUT_MINUTES = 0.05;

const formatsField = field((v, ctx): Format[] => {
  const items = splitList(v);
  if (items.length === 0) return [...DEFAULT_REPORT_FORMATS];
  const bad = items.filter((s) => reportFormatOf(s) === null);
  if (bad.length > 0) {
    return fieldIssue(
      ctx,
      `unknown format ${bad.map((b) => `"${b}"`).join(', ')}; use any of ${FORMATS.join(', ')}.`,
    );
  }
  return [...new Set(items.map((s) => reportFormatOf(s) as Format))];
});

const runNameField = field((v, ctx): string => {
  const text = v === undefined || v === null ? '' : String(v).trim();
  if (text.length > 100) {
    return fieldIssue(ctx, 'is longer than 100 characters; give a shorter run name prefix.');
  }
  return text === '' ? 'probe-gate' : text;
});

/**
 * The gate checks by the input that sets them: the names `warn-only` accepts. The gate's table
 * of checks (src/scan/verdict/gate-checks.ts) is typed against this list, and a test keeps the
 * two equal.
 */
export const GATE_CHECK_INPUTS = [
  'min-score',
  'max-failed',
  'max-fail-rate',
  'max-error-rate',
  'category-min-scores',
  'max-score-drop',
  'fail-on-new-failures',
  'fail-on-framework',
] as const;
export type GateCheckInput = (typeof GATE_CHECK_INPUTS)[number];

/** The one schema behind action inputs, CLI flags and the YAML config file. */
export const ConfigSchema = z.object({
  'api-key': requiredText(
    'is missing; set the api-key input from a secret (CLI: env PROBE_API_KEY). Fork pull requests get no secrets.',
  ),
  'base-url': baseUrlField,
  'allow-insecure-http': booleanField(false),
  'platform-url': textField(),
  'workspace-id': idField('workspace id', true),
  'target-id': idField('target id', false),
  'config-file': textField(),
  probes: probesField,
  'run-name': runNameField,
  'ai-analysis': booleanField(true),
  'notify-when-finished': booleanField(false),
  'attach-test-run-id': idField('test run id to attach to', false),
  selftest: booleanField(false),
  'max-test-cases': numberField({
    min: 1,
    integer: true,
    fallback: null,
    what: 'a count of test cases',
  }),
  'max-minutes': numberField({ min: 0.05, max: 10_080, fallback: null, what: 'minutes' }),
  // Fractions are accepted (0.5 = 30 s): short deadlines make timeout paths testable end to end.
  'timeout-minutes': numberField({
    min: MIN_TIMEOUT_MINUTES,
    max: 1440,
    fallback: 30,
    what: 'minutes',
  }),
  'poll-interval-seconds': numberField({ min: 1, max: 600, fallback: 2, what: 'seconds' }),
  'cancel-on-timeout': booleanField(true),
  'min-score': numberField({ min: 0, max: 100, fallback: 60, what: 'a score' }),
  'max-failed': numberField({
    min: 0,
    integer: true,
    fallback: null,
    what: 'a count of test cases',
  }),
  'max-fail-rate': fractionField(null),
  'max-error-rate': fractionField(0.2),
  'category-min-scores': categoryScoresField(),
  'count-accepted-risk': booleanField(false),
  'score-source': choiceField(['auto', 'platform', 'run'] as const, 'auto'),
  'retry-failed': numberField({
    min: 0,
    max: 3,
    integer: true,
    fallback: 0,
    what: 'a number of retries',
  }),
  confidence: confidenceField(0.95),
  'gate-on': choiceField(['point', 'bound'] as const, 'point'),
  'min-samples': numberField({
    min: 0,
    max: 1_000_000,
    integer: true,
    fallback: 20,
    what: 'a count of judged test cases',
  }),
  'warn-only': namesField(GATE_CHECK_INPUTS, 'gate check', { all: true }),
  'max-score-drop': numberField({ min: 0, max: 100, fallback: null, what: 'points' }),
  'fail-on-new-failures': booleanField(false),
  'fail-on-framework': frameworkItemsField,
  'regression-test': choiceField(['significance', 'strict'] as const, 'significance'),
  baseline: choiceField(['auto', 'pooled', 'previous-run', 'none'] as const, 'auto'),
  'baseline-runs': numberField({
    min: 1,
    max: 20,
    integer: true,
    fallback: 5,
    what: 'a number of runs',
  }),
  'min-baseline-runs': numberField({
    min: 1,
    max: 20,
    integer: true,
    fallback: 2,
    what: 'a number of runs',
  }),
  'baseline-report': textField(),
  'baseline-optional': booleanField(false),
  'ignore-file': textField(),
  'ignore-max-days': numberField({
    min: 1,
    max: 3650,
    integer: true,
    fallback: 90,
    what: 'days',
  }),
  'allow-pr-ignores': booleanField(false),
  'target-config': textField(),
  'benchmark-compare': booleanField(false),
  'report-dir': field((v) =>
    v === undefined || v === null || String(v).trim() === ''
      ? 'probe-gate-reports'
      : String(v).trim(),
  ),
  'report-dir-outside-workspace': booleanField(false),
  formats: formatsField,
  'sarif-category': textField(),
  'artifact-name': textField(),
  'artifact-retention-days': numberField({
    min: 1,
    max: 90,
    integer: true,
    fallback: 30,
    what: 'days',
  }),
  'job-summary': booleanField(true),
  comment: choiceField(['auto', 'always', 'never'] as const, 'auto'),
  'github-token': textField(),
  'trend-runs': numberField({
    min: 0,
    max: 100,
    integer: true,
    fallback: 10,
    what: 'a number of runs',
  }),
  'check-run': booleanField(false),
  'tracking-issue': choiceField(['auto', 'never'] as const, 'auto'),
  'notify-webhook': notifyWebhookField,
  'notify-on': choiceField(['change', 'always', 'fail'] as const, 'change'),
  'notify-secret': textField(),
  'notify-format': choiceField(['auto', 'slack', 'teams', 'json'] as const, 'auto'),
} satisfies Record<InputName, z.ZodMiniType>);

/** The parsed inputs, by input name: what the ScanConfig is built from. */
export type Parsed = z.infer<typeof ConfigSchema>;
