/**
 * The CIs the CLI serves natively, one module each behind one interface, chosen from the
 * environment (as danger-js does it): GitLab CI/CD, Azure Pipelines, Bitbucket Pipelines. Elsewhere the CLI writes
 * its files and prints the verdict, and nothing more.
 */
import { ciOf } from '../../config/file/event.js';
import type { CiContext, CiProvider } from './contract.js';

export type { CiContext, CiProvider } from './contract.js';

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
    detect: (env) => ciOf(env) === 'gitlab',
    load: async () => (await import('./gitlab.js')).gitlabProvider,
  },
  {
    name: 'Azure Pipelines',
    detect: (env) => ciOf(env) === 'azure',
    load: async () => (await import('./azure.js')).azureProvider,
  },
  {
    name: 'Bitbucket Pipelines',
    detect: (env) => ciOf(env) === 'bitbucket',
    load: async () => (await import('./bitbucket.js')).bitbucketProvider,
  },
];

/** The CI this process runs in, or null (a laptop, GitHub Actions, another CI). */
export async function detectCi(ctx: CiContext): Promise<CiProvider | null> {
  const entry = CI_ENTRIES.find((e) => e.detect(ctx.env));
  return entry ? (await entry.load())(ctx) : null;
}
