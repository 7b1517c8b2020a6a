/**
 * Saved-view names travel to `DELETE api/reviewer/report-search-view-filters?names` separated by
 * commas, each name's own commas replaced by a space first (spec 001 §5, decision 056).
 */
export const deletionName = (name: string) => name.replaceAll(',', ' ');

/** A name as a page shows it: a run of spaces is one. */
const shownName = (name: string) => name.replace(/\s+/g, ' ');

/**
 * The saved view a new name cannot be told apart from: once its commas are replaced ("HR, Paris"
 * and "HR  Paris"), deleting one would delete both; once its runs of spaces are one ("My  view"
 * and "My view"), the lists show both alike. Such a name is refused. A view saved again under its
 * own name is updated, whatever views saved before this rule resemble it.
 */
export const viewNameClash = (name: string, existing: readonly string[]): string | undefined =>
  existing.includes(name)
    ? undefined
    : existing.find((other) => deletionName(other) === deletionName(name) || shownName(other) === shownName(name));

/**
 * The saved views that `names`, as sent for deletion, names: each part exactly as sent, so that a
 * name ending in a comma ("Fraud 2026,", sent as "Fraud 2026 ") is never read as another ("Fraud
 * 2026"), even once it is gone. A part that names no view deletes nothing.
 */
export function viewsNamed(names: string, stored: readonly string[]): string[] {
  const parts = new Set(names.split(','));
  return stored.filter((name) => parts.has(deletionName(name)));
}
