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

interface Reviewer {
  id: number;
  name: string;
}

/**
 * What the dialog offers, by name: the eligible reviewers and the report's delegates who no
 * longer are (deactivated, or the report moved), so that those show by name and can be removed.
 */
export function delegateChoices(eligible: readonly Reviewer[], delegates: readonly Reviewer[]) {
  const byId = new Map([...delegates, ...eligible].map((d) => [d.id, d]));
  return [...byId.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((d) => ({ value: String(d.id), label: d.name }));
}
