/**
 * Saved-view names travel to `DELETE api/reviewer/report-search-view-filters?names` separated by
 * commas, each name's own commas replaced by a space first (spec 001 §5, decision 056).
 */
export const deletionName = (name: string) => name.replaceAll(',', ' ');

/**
 * The saved view another name cannot be told apart from once its commas are replaced ("HR, Paris"
 * and "HR  Paris"): deleting one would delete both, so such a name is refused.
 */
export const viewNameClash = (name: string, existing: readonly string[]): string | undefined =>
  existing.find((other) => other !== name && deletionName(other) === deletionName(name));

/**
 * The saved views that `names`, as sent for deletion, names. Each part is taken as sent, so that a
 * name ending in a comma ("Fraud 2026,") is not read as another ("Fraud 2026"); a part that names
 * none is read trimmed, for clients that space their list.
 */
export function viewsNamed(names: string, stored: readonly string[]): string[] {
  const parts = names.split(',');
  const exact = (part: string) => stored.filter((name) => deletionName(name) === part);
  const wanted = new Set(parts.flatMap((part) => (exact(part).length > 0 ? exact(part) : exact(part.trim()))));
  return stored.filter((name) => wanted.has(name));
}
