/**
 * The delegates to save: those the server holds now (`current`), less the ones this reviewer
 * removed from the list he `started` with, plus the ones he added in the list he `chose`.
 */
export function mergeDelegates(
  started: readonly number[],
  chose: readonly number[],
  current: readonly number[],
): number[] {
  const removed = new Set(started.filter((id) => !chose.includes(id)));
  const kept = current.filter((id) => !removed.has(id));
  return [...kept, ...chose.filter((id) => !started.includes(id) && !kept.includes(id))];
}

/** Whether two lists hold the same ids, in any order. */
export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
