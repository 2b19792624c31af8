/**
 * The CIs the CLI serves natively, one module each behind one interface, chosen from the
 * environment (as danger-js does it): GitLab CI/CD, Azure Pipelines, Bitbucket Pipelines. Elsewhere the CLI writes
 * its files and prints the verdict, and nothing more.
 */
import type { Dispatcher } from 'undici';
import type { ScanConfig } from '../../config/config.js';
import type { CommentPoster, Logger } from '../../scan/ports.js';
import type { CliScanOutcome } from '../print.js';

/** What a CI module is given. */
export interface CiContext {
  env: NodeJS.ProcessEnv;
  log: Logger;
  /** Where log commands go (Azure's `##vso[`): stdout by default. */
  write?: (line: string) => void;
  /** Test seam for the CI's API. */
  dispatcher?: Dispatcher;
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal;
}

/** One CI's own surfaces. */
export interface CiProvider {
  /** `GitLab CI/CD`, for messages. */
  readonly name: string;
  /** Repository-relative path of the pipeline file, where findings point by default. */
  readonly pipelineFile: string | null;
  /** The sticky merge/pull request comment, when this CI has one; null otherwise. */
  comment(): CommentPoster | null;
  /**
   * After the verdict: this CI's own surfaces (log commands, dotenv, ...). Never changes the
   * verdict; a failure is a warning (R11).
   */
  finish(outcome: CliScanOutcome, config: ScanConfig): Promise<void>;
}

/** A CI: how it is recognised, and its module (loaded only when it is the one running). */
export interface CiEntry {
  name: string;
  detect(env: NodeJS.ProcessEnv): boolean;
  load(): Promise<(ctx: CiContext) => CiProvider>;
}

/** The table of CIs, first match wins. */
export const CI_ENTRIES: readonly CiEntry[] = [
  {
    name: 'GitLab CI/CD',
    detect: (env) => env.GITLAB_CI === 'true',
    load: async () => (await import('./gitlab.js')).gitlabProvider,
  },
  {
    name: 'Azure Pipelines',
    detect: (env) => (env.TF_BUILD ?? '').toLowerCase() === 'true',
    load: async () => (await import('./azure.js')).azureProvider,
  },
  {
    name: 'Bitbucket Pipelines',
    detect: (env) => !!env.BITBUCKET_BUILD_NUMBER,
    load: async () => (await import('./bitbucket.js')).bitbucketProvider,
  },
];

/** The CI this process runs in, or null (a laptop, GitHub Actions, another CI). */
export async function detectCi(ctx: CiContext): Promise<CiProvider | null> {
  const entry = CI_ENTRIES.find((e) => e.detect(ctx.env));
  return entry ? (await entry.load())(ctx) : null;
}
