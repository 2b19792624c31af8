import type * as z from 'zod/mini';
import { INPUT_NAMES, type InputName } from './inputs.js';
import { ConfigError } from './errors.js';
import { ignoreFileWanted } from './ignore-default.js';
import { derivePlatformUrl, insecureHttpProblem } from './base-url.js';
import { checkBaselineFile } from './baseline-file.js';
import { ConfigSchema, type Parsed } from './schema.js';
import { toScanConfig, type ScanConfig } from './scan-config.js';

export { derivePlatformUrl };
export {
  ConfigSchema,
  FORMATS,
  GATE_CHECK_INPUTS,
  MIN_TIMEOUT_MINUTES,
  type Format,
  type GateCheckInput,
} from './schema.js';
export type { GateConfig, ScanConfig } from './scan-config.js';

/** Raw values by input name: strings from inputs or flags, native values from YAML. */
export type RawConfig = Partial<Record<InputName, unknown>>;

/** Validates everything at once; throws ConfigError listing every problem by input name. */
export function parseConfig(raw: RawConfig): ScanConfig {
  return configOf(parseFields(raw));
}

/** The config of fields parsed one by one, after the checks across them; else ConfigError. */
function configOf({ values, problems }: ParsedFields): ScanConfig {
  const all = [...problems, ...crossChecks(values)];
  if (all.length > 0) throw new ConfigError(all);
  return toScanConfig(values as Parsed);
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
  // Each field parsed once: for the config and for the files its inputs name.
  const fields = parseFields(raw);
  const { values } = fields;
  const config = await collect(() => configOf(fields));
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

/** The inputs' values that parsed, and a line for each problem of the others. */
interface ParsedFields {
  values: Partial<Parsed>;
  problems: string[];
}

/**
 * Field by field, so that the cross checks still run on the fields that are valid: a bad
 * min-score must not hide a missing target-id (R18, every problem at once).
 */
function parseFields(raw: RawConfig): ParsedFields {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of INPUT_NAMES) {
    // Absent is null, so each field's own parser decides about blanks.
    const r = (ConfigSchema.shape[name] as z.ZodMiniType).safeParse(raw[name] ?? null);
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
  const retries = p['retry-failed'] ?? 0;
  if (retries > 0 && attach !== null)
    out.push(
      'retry-failed: cannot be combined with attach-test-run-id (a retry triggers new runs, attaching never does); remove one of them.',
    );
  if (retries > 0 && p['score-source'] === 'platform')
    out.push(
      "retry-failed: cannot be combined with score-source platform (the target's score cannot reflect counts pooled over several runs); use score-source auto or run.",
    );
  const runs = p['baseline-runs'];
  const least = p['min-baseline-runs'];
  if (typeof runs === 'number' && typeof least === 'number' && least > runs)
    out.push(
      `min-baseline-runs: ${least} is more than baseline-runs ${runs}, so the regression checks could never run; lower it or raise baseline-runs.`,
    );
  if (attach !== null && p['target-config']) {
    out.push('target-config: cannot be combined with attach-test-run-id; remove one of them.');
  }
  if (p['base-url'] !== undefined && p['allow-insecure-http'] !== undefined) {
    const insecure = insecureHttpProblem(p['base-url'], p['allow-insecure-http']);
    if (insecure) out.push(insecure);
  }
  const platformUrl = p['platform-url'];
  const linkProblem = platformUrl ? platformUrlProblem(platformUrl) : null;
  if (linkProblem) out.push(linkProblem);
  return out;
}

/**
 * Why platform-url cannot make the report's links, or null: not an http(s) URL, or it holds
 * credentials, a query or a fragment. Links carry it into reports and PR comments, so a URL
 * that holds a credential is never echoed.
 */
function platformUrlProblem(platformUrl: string): string | null {
  let u: URL | null;
  try {
    u = new URL(platformUrl);
  } catch {
    u = null;
  }
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:'))
    return `platform-url: "${platformUrl}" is not an http(s) URL; give e.g. https://probe.splx.ai or leave it empty.`;
  if (u.username || u.password)
    return 'platform-url: holds a user name or password (user:password@); remove them, links must not carry credentials.';
  if (u.search !== '' || u.hash !== '' || /[?#]/.test(platformUrl))
    return 'platform-url: holds a query string or fragment (?... or #...); give only the scheme, host and path, links must not carry tokens.';
  return null;
}
