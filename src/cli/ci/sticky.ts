/**
 * The sticky comment rule of every CI (R15, R28), written once: the one item (GitLab note,
 * Azure DevOps thread comment, ...) that starts with the hidden marker AND was written by the
 * identity of the token in use is updated in place; otherwise a new one is created. A marker
 * copied into someone else's comment is never edited; the GitHub comment follows the same rule.
 */

/** An existing comment as a CI's API lists it. */
export interface StickyItem {
  id: string | number;
  body: string;
  /** The author's id or login on that CI, compared with {@link StickyOps.self}. */
  author: string | number | null;
}

/** What one CI's API offers for its comments. */
export interface StickyOps<I extends StickyItem> {
  /** Who the token writes as (same kind of value as {@link StickyItem.author}). */
  self(): Promise<string | number>;
  list(): Promise<I[]>;
  create(body: string): Promise<string | null>;
  update(item: I, body: string): Promise<string | null>;
}

/** Whether `item` is ours: it starts with `marker` and our identity wrote it. */
export function isOurs(item: StickyItem, marker: string, self: string | number): boolean {
  return (
    item.body.startsWith(marker) &&
    item.author !== null &&
    String(item.author).toLowerCase() === String(self).toLowerCase()
  );
}

/** Updates our marked comment, or creates one; returns its URL (when known) and whether it is new. */
export async function upsertSticky<I extends StickyItem>(
  ops: StickyOps<I>,
  marker: string,
  body: string,
): Promise<{ url: string | null; created: boolean }> {
  const [self, items] = await Promise.all([ops.self(), ops.list()]);
  const mine = items.find((item) => isOurs(item, marker, self));
  if (mine) return { url: await ops.update(mine, body), created: false };
  return { url: await ops.create(body), created: true };
}
