/**
 * The merge queue's baseline is the base branch's last run. The platform's test run list
 * (docs/platform.md 4.7) has no branch field, so the branch travels in the run's name: a scan on a
 * branch (a push, a schedule, a manual run; never a pull request) names its run
 * `<run-name>-<stamp>-<hex>@<branch>`, and a merge queue's scan picks, from the target's run
 * list, the newest completed run whose name ends with its base branch's tag. Pure.
 */
import { createHash } from 'node:crypto';
import type { TestRunSummary } from '../../api/index.js';

/** Where the scan runs, from the CI's environment (see runtime/ci-branch.ts). */
export interface RunBranch {
  /** The branch the scan's commit is on (push, schedule); null on a pull request or outside CI. */
  branch: string | null;
  /**
   * In a merge queue (GitHub `merge_group`, a GitLab merge train) or on a pull request: the
   * branch it merges into, whose runs alone are its baseline.
   */
  baseBranch: string | null;
  /** The scan is for a pull request (merge request): its own runs are nobody's baseline. */
  pullRequest?: boolean;
}

/** Why 60: a run name stays short enough to read in the web UI; longer branches are hashed. */
const MAX_PLAIN_BRANCH = 60;
/** Characters a branch keeps in the name as is (anything else is hashed: the name stays plain). */
const PLAIN_BRANCH = /^[A-Za-z0-9._/-]+$/;
/** The unique part of a run name (see uniqueRunName in run/trigger.ts). */
const UNIQUE_PART = '-\\d{8}T\\d{6}Z-[0-9a-f]{8}';

/** The suffix that marks a run of `branch`: `@main`, or `@#<16 hex>` for a long or odd name. */
export function branchSuffix(branch: string): string {
  if (branch.length <= MAX_PLAIN_BRANCH && PLAIN_BRANCH.test(branch)) return `@${branch}`;
  return `@#${createHash('sha256').update(branch).digest('hex').slice(0, 16)}`;
}

/** The run name of a scan: the unique name, tagged with the branch when there is one. */
export function taggedRunName(unique: string, branch: string | null | undefined): string {
  return branch ? `${unique}${branchSuffix(branch)}` : unique;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A probe-gate run name tagged with `branch`. */
const branchRunName = (branch: string): RegExp =>
  new RegExp(`${UNIQUE_PART}${escape(branchSuffix(branch))}$`);

/** Whether a run's name says it ran on `branch` (a probe-gate run name with its tag). */
export function isRunOfBranch(name: string | null | undefined, branch: string): boolean {
  return !!name && branchRunName(branch).test(name);
}

/** The runs of the list that ran on `branch` (the pattern built once for the whole list). */
export function runsOfBranch(runs: TestRunSummary[], branch: string): TestRunSummary[] {
  const pattern = branchRunName(branch);
  return runs.filter((r) => !!r.name && pattern.test(r.name));
}

/** A branch from a full ref: `refs/heads/main` -> `main`; anything else (a PR's ref) -> null. */
export function branchOfRef(ref: string | null | undefined): string | null {
  const m = /^refs\/heads\/(.+)$/.exec(ref ?? '');
  return m ? m[1]! : null;
}
