/**
 * The `run-identity` invariant for a triggered run: the run followed is the one this scan
 * created, found in the target's test run list (docs/platform.md 4.7) under the unique name
 * the scan gave it. Names are matched on their unique part, case-insensitively, so a
 * platform that shows names case-folded or cut short still finds its run (and a lost trigger
 * answer never leads to a second run).
 */
import type { TestRunSummary } from '../../api/index.js';

/** The unique part of a run name: `<stamp>-<hex>` (uniqueRunName, run/trigger.ts). */
const UNIQUE_TOKEN = /\d{8}T\d{6}Z-[0-9a-f]{8}/i;

/**
 * Whether `listed` (a name as the platform shows it) is the run named `ours`: the same unique
 * part, in any letter case; or, for a name cut short before its unique part ends, a prefix of
 * ours that keeps at least the whole stamp (to the second) and no other run shows as well
 * (the caller passes the candidates' count).
 */
export function sameRunName(listed: string | null | undefined, ours: string): boolean {
  if (typeof listed !== 'string' || listed.length === 0) return false;
  const token = UNIQUE_TOKEN.exec(ours)?.[0];
  if (!token) return listed.toLowerCase() === ours.toLowerCase();
  const shown = listed.toLowerCase();
  if (shown.includes(token.toLowerCase())) return true;
  const stampEnd = ours.indexOf(token) + 'YYYYMMDDTHHMMSSZ-'.length;
  return shown.length >= stampEnd && ours.toLowerCase().startsWith(shown);
}

/**
 * The id of the run named `ours` in a run list: undefined when no run shows that name; null
 * when more than one does (names cut so short that runs cannot be told apart).
 */
export function runNamed(list: TestRunSummary[], ours: string): number | null | undefined {
  const hits = list.filter((r) => typeof r.id === 'number' && sameRunName(r.name, ours));
  const exact = hits.filter((r) => UNIQUE_TOKEN.test(r.name ?? ''));
  const found = exact.length > 0 ? exact : hits;
  if (found.length === 0) return undefined;
  const ids = new Set(found.map((r) => r.id as number));
  return ids.size === 1 ? (found[0]?.id as number) : null;
}

/** What the run list says about the trigger's answer. */
export type TriggerCheck =
  | { kind: 'confirmed' }
  /** The list shows the run under our name with another id: follow that one. */
  | { kind: 'corrected'; testRunId: number; why: string }
  /** The list does not (yet) show the run under our name. */
  | { kind: 'unseen' };

/**
 * Checks the trigger's answer (`claimed`) against the target's run list: confirmed when the
 * list shows `claimed` under our name; corrected when it shows our name under another id (the
 * answer was another target's run, or a cached answer naming an older run); unseen otherwise.
 */
export function checkTriggerAnswer(
  list: TestRunSummary[],
  claimed: number,
  ours: string,
): TriggerCheck {
  const listed = list.find((r) => r.id === claimed);
  if (listed && sameRunName(listed.name, ours)) return { kind: 'confirmed' };
  const named = runNamed(list, ours);
  if (typeof named !== 'number') return { kind: 'unseen' };
  const why = listed
    ? `the target's run ${claimed} is named "${listed.name ?? ''}", not "${ours}"`
    : `run ${claimed} is not a run of this target`;
  return { kind: 'corrected', testRunId: named, why };
}
