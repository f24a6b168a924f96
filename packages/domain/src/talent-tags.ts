/**
 * Tagging many talent-pool profiles at once (docs/product/talent-pool.md, **bulk tag and undo**): tags compare
 * without case, a tag a profile already has is not added twice, and what changed is kept so it can be undone.
 */

export interface TagChangeOutcome {
  tags: string[];
  /** Tags the profile did not have and now has, as written in the request. */
  added: string[];
  /** Tags the profile had and no longer has, as the profile wrote them. */
  removed: string[];
}

const key = (tag: string) => tag.toLowerCase();

/**
 * One profile's tags after adding `add` and removing `remove`; `too_many` when the result would hold more than
 * `max` tags (the profile is then left as it was).
 */
export function changeTags(
  tags: readonly string[],
  add: readonly string[],
  remove: readonly string[],
  max: number,
): TagChangeOutcome | 'too_many' {
  const removing = new Set(remove.map(key));
  const kept = tags.filter((tag) => !removing.has(key(tag)));
  const removed = tags.filter((tag) => removing.has(key(tag)));
  const present = new Set(kept.map(key));
  const added: string[] = [];
  for (const tag of add) {
    if (present.has(key(tag))) continue;
    present.add(key(tag));
    added.push(tag);
  }
  const next = [...kept, ...added];
  if (added.length > 0 && next.length > max) return 'too_many';
  return { tags: next, added, removed };
}

/** Taking a change back: the tags it added go, the tags it removed come back (unless the profile has them again). */
export function undoTags(
  tags: readonly string[],
  change: { added: readonly string[]; removed: readonly string[] },
  max: number,
): TagChangeOutcome | 'too_many' {
  return changeTags(tags, change.removed, change.added, max);
}
