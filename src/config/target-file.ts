import { FILE_CAPS, readCapped, readUserText } from './file-cap.js';
import { basename, dirname, resolve } from 'node:path';
import { z } from 'zod';
import type { TargetRequest } from '../api/index.js';
import { ConfigError } from './errors.js';
import { parseYamlFile } from './yaml-file.js';

/**
 * Targets as code: a YAML file describes the target (connection and settings, docs/platform.md
 * 2.1); the scan creates or updates it before triggering. Secrets never live in the file: a
 * `<field>Env: NAME` key in `connection.config` is read from env NAME into `<field>`.
 */

const text = z.string().trim().min(1, 'is empty');
const uuid = z.string().trim().min(1, 'is empty; give the id (a UUID)');

/** Settings of docs/platform.md 2.1 (request body); unknown keys are refused to catch typos. */
export const TargetSettingsSchema = z.strictObject({
  name: text.optional(),
  environment: z.string().optional(),
  description: z.string().optional(),
  language: z.string().optional(),
  rateLimit: z.number().int('must be a whole number').min(0).optional(),
  supportedModes: z.array(z.string()).optional(),
  concurrentRequests: z.boolean().optional(),
  multiStepAttacks: z.boolean().optional(),
  systemPromptConfigurations: z
    .strictObject({
      systemPromptConfidential: z.string().nullish(),
      systemPromptNotConfidential: z.string().nullish(),
      systemPromptTools: z.string().nullish(),
    })
    .optional(),
  ragFileId: uuid.nullish(),
  predefinedResponses: z.array(z.strictObject({ type: z.string(), value: z.string() })).optional(),
  ragFileNumberOfFacts: z.number().int('must be a whole number').min(0).nullish(),
  targetPresetId: uuid.nullish(),
  workerPoolId: uuid.nullish(),
});

/** The target file. */
export const TargetFileSchema = z.strictObject({
  /** Existing target to update; absent: create one (or use the target-id input). */
  id: z.number().int('must be a whole number').positive().max(2_147_483_647).optional(),
  /** Create a throwaway target for this scan and delete it afterwards. */
  ephemeral: z.boolean().optional(),
  connection: z
    .strictObject({
      type: text,
      config: z.record(z.string(), z.unknown()).nullish(),
    })
    .optional(),
  settings: TargetSettingsSchema,
  /**
   * Knowledge file uploaded with docs/platform.md 4.18; its id becomes settings.ragFileId. Relative
   * to the target file.
   */
  knowledgeFile: text.optional(),
  /**
   * CSV dataset for a custom probe, validated locally and uploaded with docs/platform.md 4.19.
   * Relative to the target file.
   */
  dataset: text.optional(),
});
type TargetFile = z.infer<typeof TargetFileSchema>;

/** A local file ready to upload. */
export interface LocalFile {
  path: string;
  name: string;
  data: Uint8Array;
}

/** A validated target file with its secrets resolved and its files read. */
export interface TargetPlan {
  /** Path of the target file, for messages. */
  file: string;
  /** Target to update, or null to create one. */
  id: number | null;
  ephemeral: boolean;
  /** The request body (docs/platform.md 4.1/4.2), secrets resolved; never log it. */
  body: TargetRequest;
  knowledge: LocalFile | null;
  dataset: (LocalFile & { rows: number }) | null;
  /** Resolved secret values, to scrub from any message. */
  secrets: string[];
}

// Security: keys whose literal value would be a credential (checked at any depth of connection.config).
const SECRET_KEY =
  /(api[-_]?key|secret|password|passwd|token|access[-_]?key|private[-_]?key|credentials?|authorization|connection[-_]?string)$/i;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a connection config key names a credential (apiKey, password, token, ...). */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Resolves `*Env` keys from the environment and refuses literal secrets, at every depth. */
function resolveSecrets(
  value: Record<string, unknown>,
  path: string,
  env: NodeJS.ProcessEnv,
  problems: string[],
  secrets: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const at = `${path}.${k}`;
    if (k.length > 3 && k.endsWith('Env')) {
      const field = k.slice(0, -3);
      if (typeof v !== 'string' || !ENV_NAME.test(v)) {
        problems.push(
          `${at}: must name an environment variable (e.g. ${field.toUpperCase()}); write ${k}: NAME.`,
        );
      } else if (Object.hasOwn(value, field)) {
        problems.push(`${path}: has both ${field} and ${k}; keep only ${k}.`);
      } else if (!env[v]) {
        problems.push(
          `${at}: environment variable ${v} is not set; set it from your CI secret store.`,
        );
      } else {
        out[field] = env[v];
        secrets.push(env[v] as string);
      }
      continue;
    }
    if (isSecretKey(k) && typeof v === 'string' && v.trim() !== '') {
      problems.push(
        `${at}: holds a literal secret, which is refused; put it in an environment variable from your CI secret store and write ${k}Env: NAME instead.`,
      );
      continue;
    }
    out[k] =
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? resolveSecrets(v as Record<string, unknown>, at, env, problems, secrets)
        : v;
  }
  return out;
}

function readLocal(file: string, raw: string, what: string): LocalFile {
  const path = resolve(dirname(file), raw);
  try {
    return {
      path,
      name: basename(path),
      data: new Uint8Array(readCapped(path, `target-config ${what}`, FILE_CAPS.upload)),
    };
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(
      `target-config: ${what} "${raw}" cannot be read (looked for ${path}); paths are relative to the target file.`,
    );
  }
}

/**
 * Reads and validates a target file; every problem at once as a ConfigError naming
 * `target-config`, the field and the fix. No request is made. Files are read, the dataset
 * is checked with the sandbox's own rules (validateDatasetCsv), secrets come from `env`.
 * The YAML and CSV parsers are loaded only when there is a file to parse.
 */
export async function loadTargetConfig(
  file: string,
  env: NodeJS.ProcessEnv,
  targetIdInput: number | null = null,
): Promise<TargetPlan> {
  const t = await readTargetFile(file);
  const problems = planProblems(t, file, targetIdInput);
  const secrets: string[] = [];
  const ephemeral = t.ephemeral === true;
  const id = ephemeral ? null : (t.id ?? targetIdInput);
  const config = t.connection?.config
    ? resolveSecrets(t.connection.config, 'connection.config', env, problems, secrets)
    : t.connection?.config;
  const knowledge = t.knowledgeFile
    ? tryRead(file, t.knowledgeFile, 'knowledgeFile', problems)
    : null;
  const dataset = t.dataset ? await readDataset(file, t.dataset, problems) : null;
  if (problems.length > 0)
    throw new ConfigError(
      problems.map((p) => (p.startsWith('target-config') ? p : `target-config: ${p}`)),
    );
  const body: TargetRequest = { settings: { ...t.settings } };
  if (t.connection)
    body.connection = { type: t.connection.type, ...(config === undefined ? {} : { config }) };
  return { file, id, ephemeral, body, knowledge, dataset, secrets };
}

/** A target file as its schema reads it: read, parsed as YAML, validated; every problem at once. */
async function readTargetFile(file: string): Promise<TargetFile> {
  const text = readUserText(file, 'target-config', FILE_CAPS.yaml, 'check the path.');
  const doc = await parseYamlFile(text, 'target-config', file);
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ConfigError(
      `target-config: "${file}" must be a mapping with connection and settings (see examples/target.yml).`,
    );
  }
  const parsed = TargetFileSchema.safeParse(doc);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => issueLine(file, i)));
  }
  return parsed.data;
}

/**
 * What the file and the target-id input say together that cannot be applied: two ids, an id
 * with ephemeral, a new target without a connection or a name, two knowledge files.
 */
function planProblems(t: TargetFile, file: string, targetIdInput: number | null): string[] {
  const problems: string[] = [];
  const ephemeral = t.ephemeral === true;
  if (t.id !== undefined && targetIdInput !== null && t.id !== targetIdInput) {
    problems.push(
      `target-config: id ${t.id} in "${file}" differs from the target-id input ${targetIdInput}; remove one of them.`,
    );
  }
  const id = ephemeral ? null : (t.id ?? targetIdInput);
  if (ephemeral && (t.id !== undefined || targetIdInput !== null)) {
    problems.push(
      `target-config: ephemeral: true always creates a new target; remove ${t.id !== undefined ? 'id from the file' : 'the target-id input'}.`,
    );
  }
  if (id === null && !t.connection)
    problems.push(
      `target-config: connection is required to create a target; add connection.type and connection.config to "${file}".`,
    );
  if (id === null && !t.settings.name)
    problems.push(
      `target-config: settings.name is required to create a target; add it to "${file}".`,
    );
  if (t.knowledgeFile && t.settings.ragFileId)
    problems.push(
      'target-config: settings.ragFileId and knowledgeFile both set the knowledge file; keep one of them.',
    );
  return problems;
}

/** The dataset file, read and checked with the sandbox's own rules; null with a problem when not valid. */
async function readDataset(
  file: string,
  raw: string,
  problems: string[],
): Promise<TargetPlan['dataset']> {
  const local = tryRead(file, raw, 'dataset', problems);
  if (!local) return null;
  const { validateDatasetCsv } = await import('../api/dataset-csv.js');
  const check = validateDatasetCsv(local.data);
  if (check.ok) return { ...local, rows: check.rows };
  problems.push(`target-config: dataset "${raw}" is not a valid dataset: ${check.message}.`);
  return null;
}

function tryRead(file: string, raw: string, what: string, problems: string[]): LocalFile | null {
  try {
    return readLocal(file, raw, what);
  } catch (err) {
    problems.push((err as ConfigError).problems[0] as string);
    return null;
  }
}

function issueLine(file: string, i: z.core.$ZodIssue): string {
  const path = i.path.map(String).join('.') || 'file';
  if (i.code === 'unrecognized_keys') {
    return `target-config: ${path === 'file' ? 'top level' : path} of "${file}" has unknown key(s) ${i.keys.join(', ')}; check the spelling (see examples/target.yml).`;
  }
  return `target-config: ${path} in "${file}": ${i.message}; fix the value.`;
}
