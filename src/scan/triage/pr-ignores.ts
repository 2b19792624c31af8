/**
 * Ignore entries that a change adds do not silence the change. On a pull request or a merge
 * queue, an entry of the ignore file applies only when the base branch's version of the file
 * (read from the base revision, never from the checkout under test) holds the same entry: the
 * same probe and attack. It then applies as the base branch wrote it (its reason and expiry:
 * a change cannot extend one). Entries new in the change are proposed, not applied, and said
 * so in every output; `allow-pr-ignores: true` applies them.
 */
import { parseIgnoreText, type IgnoreEntry } from '../../config/ignore-file.js';

/** The base revision of a pull request or merge queue, and how to read a file there. */
export interface BaseVersion {
  /** The base revision as a person reads it: a branch name or a commit. */
  base: string;
  /**
   * The text of `path` (relative to the repository root) at the base revision; null when the
   * file does not exist there. Throws when the base revision cannot be read.
   */
  read(path: string): Promise<string | null>;
}

const key = (e: IgnoreEntry): string => `${e.probe.trim().toLowerCase()}\u0000${e.attackId ?? ''}`;

const label = (e: IgnoreEntry): string =>
  `${e.probe}${e.attackId === null ? ' (whole probe)' : `/${e.attackId}`}`;

/**
 * The entries that apply on a change: those the base branch's file holds (as it holds them).
 * Every other entry goes to `warnings` as proposed, not applied. When the base version cannot
 * be read, no entry applies (failing closed), and the warning says why.
 */
export async function baseBranchIgnores(
  entries: IgnoreEntry[],
  file: string,
  base: BaseVersion,
  o: { now: number; maxDays: number; warnings: string[] },
): Promise<IgnoreEntry[]> {
  if (entries.length === 0) return [];
  let baseEntries: IgnoreEntry[];
  try {
    const text = await base.read(file);
    baseEntries = text === null ? [] : await parseIgnoreText(text, file, o.now, [], o.maxDays);
  } catch (err) {
    o.warnings.push(
      `ignore-file: the base branch's version of "${file}" (${base.base}) could not be read (${(err as Error).message}), so none of its ${entries.length} entries is applied: a change cannot silence its own findings. Fetch the base revision (actions/checkout fetch-depth: 0, or a github-token with contents: read), or set allow-pr-ignores: true.`,
    );
    return [];
  }
  const byKey = new Map(baseEntries.map((e) => [key(e), e]));
  const applied = entries.flatMap((e) => byKey.get(key(e)) ?? []);
  const proposed = entries.filter((e) => !byKey.has(key(e)));
  if (proposed.length > 0)
    o.warnings.push(
      `ignore-file: ${proposed.length} entr${proposed.length === 1 ? 'y is' : 'ies are'} new in this change and proposed, not applied (not in ${base.base}'s "${file}"): ${proposed.map(label).join(', ')}. They apply once merged, or now with allow-pr-ignores: true.`,
    );
  return applied;
}
