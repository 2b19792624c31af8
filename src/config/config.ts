import { z } from 'zod';
import { INPUT_NAMES, type InputName } from './inputs.js';
import {
  booleanField,
  categoryScoresField,
  choiceField,
  fractionField,
  idField,
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
import { ConfigError } from './errors.js';
import { ignoreFileWanted } from './ignore-default.js';
import { baseUrlField, derivePlatformUrl, insecureHttpProblem } from './base-url.js';
export { derivePlatformUrl };
import { checkBaselineFile } from './baseline-file.js';

/** Report formats the tool can write (the registry in src/report/format-names.ts). */
export const FORMATS = REPORT_FORMATS;
export type Format = ReportFormat;

/** Smallest timeout-minutes: 0.05 (3 s) still leaves room for the trigger and a few 1 s polls. */
export const MIN_TIMEOUT_MINUTES = 0.05;

const formatsField = z.unknown().transform((v, ctx): Format[] => {
  const items = splitList(v);
  if (items.length === 0) return [...DEFAULT_REPORT_FORMATS];
  const bad = items.filter((s) => reportFormatOf(s) === null);
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown format ${bad.map((b) => `"${b}"`).join(', ')}; use any of ${FORMATS.join(', ')}.`,
    });
    return z.NEVER;
  }
  return [...new Set(items.map((s) => reportFormatOf(s) as Format))];
});

const runNameField = z.unknown().transform((v, ctx): string => {
  const text = v === undefined || v === null ? '' : String(v).trim();
  if (text.length > 100) {
    ctx.addIssue({
      code: 'custom',
      message: 'is longer than 100 characters; give a shorter run name prefix.',
    });
    return z.NEVER;
  }
  return text === '' ? 'probe-gate' : text;
});

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
  probes: z.unknown().transform(splitList),
  'run-name': runNameField,
  'ai-analysis': booleanField(true),
  'notify-when-finished': booleanField(false),
  'attach-test-run-id': idField('test run id to attach to', false),
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
  'max-score-drop': numberField({ min: 0, max: 100, fallback: null, what: 'points' }),
  'fail-on-new-failures': booleanField(false),
  baseline: choiceField(['auto', 'previous-run', 'none'] as const, 'auto'),
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
  'target-config': textField(),
  'benchmark-compare': booleanField(false),
  'report-dir': z
    .unknown()
    .transform((v) =>
      v === undefined || v === null || String(v).trim() === ''
        ? 'probe-gate-reports'
        : String(v).trim(),
    ),
  'report-dir-outside-workspace': booleanField(false),
  formats: formatsField,
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
} satisfies Record<InputName, z.ZodType>);

type Parsed = z.infer<typeof ConfigSchema>;

/** The thresholds of the gate. null: that check is off. */
export interface GateConfig {
  minScore: number | null;
  maxFailed: number | null;
  maxFailRate: number | null;
  maxErrorRate: number | null;
  categoryMinScores: Record<string, number>;
  maxScoreDrop: number | null;
  failOnNewFailures: boolean;
  countAcceptedRisk: boolean;
  /** Which score is gated: auto (the platform's only when it provably reflects this run), platform, run. */
  scoreSource: 'auto' | 'platform' | 'run';
}

/** Validated configuration of one scan; built only by `parseConfig`. */
export interface ScanConfig {
  apiKey: string;
  baseUrl: string;
  /** Web UI base for links. */
  platformUrl: string;
  workspaceId: number;
  /** null only when a target config supplies the target. */
  targetId: number | null;
  /** Raw probe selectors, resolved by the engine against the catalogue. */
  probes: string[];
  runName: string;
  aiAnalysis: boolean;
  notifyWhenFinished: boolean;
  attachTestRunId: number | null;
  timeoutMs: number;
  pollFloorMs: number;
  cancelOnTimeout: boolean;
  gate: GateConfig;
  baseline: 'auto' | 'previous-run' | 'none';
  baselineReport: string | null;
  /** A missing baseline-report file is expected (first run of a branch): skip, not bad input. */
  baselineOptional: boolean;
  ignoreFile: string | null;
  /** Longest an ignore entry may stay in force, in days. */
  ignoreMaxDays: number;
  targetConfig: string | null;
  benchmarkCompare: boolean;
  reportDir: string;
  /** report-dir may be outside the workspace or a symbolic link (the user opted in). */
  reportDirOutsideWorkspace: boolean;
  formats: Format[];
  artifactName: string | null;
  /** Days GitHub keeps the artifact. */
  artifactRetentionDays: number;
  jobSummary: boolean;
  comment: 'auto' | 'always' | 'never';
  githubToken: string | null;
  /** Completed runs in the trend; 0: no trend. */
  trendRuns: number;
  /** Report on the commit as a GitHub check run (Action only). */
  checkRun: boolean;
  trackingIssue: 'auto' | 'never';
  /** Whether a plain http base-url to a remote host was explicitly allowed (warned about in every output). */
  allowInsecureHttp: boolean;
  /**
   * Every secret the tool knows: the API key, the GitHub token and, after
   * parseConfigAndFiles, the secrets the target file takes from the environment. Replaced in
   * all platform text and every log line (R26). Never logged.
   */
  secrets: string[];
}

/** Raw values by input name: strings from inputs or flags, native values from YAML. */
export type RawConfig = Partial<Record<InputName, unknown>>;

/** Validates everything at once; throws ConfigError listing every problem by input name. */
export function parseConfig(raw: RawConfig): ScanConfig {
  const { values, problems } = parseFields(raw);
  problems.push(...crossChecks(values));
  if (problems.length > 0) throw new ConfigError(problems);
  const p = values as Parsed;
  return {
    apiKey: p['api-key'],
    baseUrl: p['base-url'],
    platformUrl: p['platform-url']
      ? p['platform-url'].replace(/\/+$/, '')
      : derivePlatformUrl(p['base-url']),
    workspaceId: p['workspace-id'] as number,
    targetId: p['target-id'],
    probes: p.probes,
    runName: p['run-name'],
    aiAnalysis: p['ai-analysis'],
    notifyWhenFinished: p['notify-when-finished'],
    attachTestRunId: p['attach-test-run-id'],
    timeoutMs: Math.round((p['timeout-minutes'] as number) * 60_000),
    pollFloorMs: (p['poll-interval-seconds'] as number) * 1000,
    cancelOnTimeout: p['cancel-on-timeout'],
    gate: {
      minScore: p['min-score'],
      maxFailed: p['max-failed'],
      maxFailRate: p['max-fail-rate'],
      maxErrorRate: p['max-error-rate'],
      categoryMinScores: p['category-min-scores'],
      maxScoreDrop: p['max-score-drop'],
      failOnNewFailures: p['fail-on-new-failures'],
      countAcceptedRisk: p['count-accepted-risk'],
      scoreSource: p['score-source'],
    },
    baseline: p.baseline,
    baselineReport: p['baseline-report'],
    baselineOptional: p['baseline-optional'],
    ignoreFile: p['ignore-file'],
    ignoreMaxDays: p['ignore-max-days'] as number,
    targetConfig: p['target-config'],
    benchmarkCompare: p['benchmark-compare'],
    reportDir: p['report-dir'],
    reportDirOutsideWorkspace: p['report-dir-outside-workspace'],
    formats: p.formats,
    artifactName: p['artifact-name'],
    artifactRetentionDays: p['artifact-retention-days'] ?? 30,
    jobSummary: p['job-summary'],
    comment: p.comment,
    githubToken: p['github-token'],
    checkRun: p['check-run'],
    trendRuns: p['trend-runs'] as number,
    trackingIssue: p['tracking-issue'],
    allowInsecureHttp: p['allow-insecure-http'],
    secrets: [p['api-key'], p['github-token']].filter((s): s is string => !!s),
  };
}

/**
 * parseConfig plus the local files the inputs name (ignore file, target file), read and
 * validated as the scan reads them later, still without any request: the problems of inputs
 * and files are listed together (R18). `earlier`: problems the caller found first (flags,
 * config file), listed first. Rejects with one ConfigError listing them all.
 */
export async function parseConfigAndFiles(
  raw: RawConfig,
  env: NodeJS.ProcessEnv,
  now: number,
  earlier: string[] = [],
  /** Told each secret the target file takes from the environment, e.g. to mask it in logs (R16). */
  onSecret?: (secret: string) => void,
): Promise<ScanConfig> {
  const problems = [...earlier];
  const collect = async <T>(step: () => T | Promise<T>): Promise<T | null> => {
    try {
      return await step();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
      return null;
    }
  };
  const config = await collect(() => parseConfig(raw));
  const { values } = parseFields(raw);
  // The file readers (and their schemas) are loaded only when there is a file to read.
  const ignorePath = values['ignore-file'] ?? null;
  if (ignoreFileWanted(ignorePath)) {
    const { loadIgnoreFile } = await import('./ignore-file.js');
    await collect(() =>
      loadIgnoreFile(ignorePath, now, [], values['ignore-max-days'] ?? undefined),
    );
  }
  await collect(() =>
    checkBaselineFile(
      values['baseline-report'] ?? null,
      values.baseline ?? 'auto',
      values['baseline-optional'] ?? false,
    ),
  );
  const targetFile = values['target-config'];
  if (targetFile) {
    const { loadTargetConfig } = await import('./target-file.js');
    const plan = await collect(() =>
      loadTargetConfig(targetFile, env, values['target-id'] ?? null),
    );
    for (const secret of plan?.secrets ?? []) {
      onSecret?.(secret);
      if (config && !config.secrets.includes(secret)) config.secrets.push(secret);
    }
  }
  // Before any request (R25, R29): the report-dir made ready, the baseline report's size.
  const { prepareOutputFiles } = await import('./report-dir.js');
  for (const check of prepareOutputFiles(values, env)) await collect(check);
  // One line per input: an input the caller already reported (the refused --api-key flag,
  // whose line says to set PROBE_API_KEY) is not reported again as missing.
  const named = new Set(earlier.map(inputOf));
  const listed = [
    ...earlier,
    ...problems.slice(earlier.length).filter((p) => !named.has(inputOf(p))),
  ];
  if (listed.length > 0 || config === null) throw new ConfigError([...new Set(listed)]);
  return config;
}

const inputOf = (problem: string): string => problem.slice(0, problem.indexOf(':'));

/**
 * Field by field, so that the cross checks still run on the fields that are valid: a bad
 * min-score must not hide a missing target-id (R18, every problem at once).
 */
function parseFields(raw: RawConfig): { values: Partial<Parsed>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of INPUT_NAMES) {
    // Absent is null, so each field's own parser decides about blanks.
    const r = (ConfigSchema.shape[name] as z.ZodType).safeParse(raw[name] ?? null);
    if (r.success) values[name] = r.data;
    else for (const i of r.error.issues) problems.push(`${name}: ${i.message}`);
  }
  return { values: values as Partial<Parsed>, problems };
}

/** Checks across fields; a field that did not parse (undefined) was reported already. */
function crossChecks(p: Partial<Parsed>): string[] {
  const out: string[] = [];
  const attach = p['attach-test-run-id'] ?? null;
  if (p['target-id'] === null && !p['target-config']) {
    out.push(
      'target-id: is required; give the target id (a positive integer), or a target-config file.',
    );
  }
  if (attach !== null && (p.probes ?? []).length > 0) {
    out.push(
      'probes: cannot be combined with attach-test-run-id (the run already has its probes); remove one of them.',
    );
  }
  if (attach !== null && p['target-config']) {
    out.push('target-config: cannot be combined with attach-test-run-id; remove one of them.');
  }
  if (p['base-url'] !== undefined && p['allow-insecure-http'] !== undefined) {
    const insecure = insecureHttpProblem(p['base-url'], p['allow-insecure-http']);
    if (insecure) out.push(insecure);
  }
  const platformUrl = p['platform-url'];
  if (platformUrl) {
    let u: URL | null;
    try {
      u = new URL(platformUrl);
    } catch {
      u = null;
    }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:'))
      out.push(
        `platform-url: "${platformUrl}" is not an http(s) URL; give e.g. https://probe.splx.ai or leave it empty.`,
      );
    // Security: links carry it into reports and PR comments; not echoed, it holds a credential.
    else if (u.username || u.password)
      out.push(
        'platform-url: holds a user name or password (user:password@); remove them, links must not carry credentials.',
      );
    // Security: the same for a query or fragment (?token=...): not echoed.
    else if (u.search !== '' || u.hash !== '' || /[?#]/.test(platformUrl))
      out.push(
        'platform-url: holds a query string or fragment (?... or #...); give only the scheme, host and path, links must not carry tokens.',
      );
  }
  return out;
}
