/** The interface each CI module implements (src/cli/ci/<name>.ts), and what it is given. */
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

/** A poster that says why there is nothing to comment on. */
export function unavailable(reason: string): CommentPoster {
  return {
    target: () => ({ ok: false, reason }),
    upsert: () => Promise.reject(new Error(reason)),
  };
}
