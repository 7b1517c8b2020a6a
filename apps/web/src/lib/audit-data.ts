import Papa from 'papaparse';

/** Translates a key, or answers `fallback` when the key has no text. */
export type Label = (key: string, fallback: string) => string;

/** Entries that list categories by name: shown as badges (spec 002 §2 "Audit log"). */
export const CATEGORY_LISTS = ['addedCategories', 'removedCategories'];

/**
 * The names such an entry lists: one CSV record, ", " between the names, a name that holds a comma
 * or a quote quoted. A list written before names were quoted, that does not read as CSV, is split
 * at its commas as it was then.
 */
export function categoryNames(list: string): string[] {
  const record = Papa.parse<string[]>(list, { delimiter: ', ', newline: '\r\n' });
  const names = record.errors.length > 0 ? list.split(',') : record.data.flat();
  return names.map((name) => name.trim()).filter(Boolean);
}

/**
 * Entries that repeat, as internal numbers, what another entry names: the category lists
 * above, and a case action's report, which people know by its number (`sequentialId`).
 */
const NUMBERED_TWINS = ['addedCategoryIds', 'removedCategoryIds', 'reportId'];

/** Fields a change of user type sets along with it: the type names the change. */
const FOLLOW_THE_TYPE = ['authorities', 'delegateReviewer'];

/** An event type as people read it: its label, or, for a type without one, its words. */
export const auditTypeLabel = (type: string, label: Label): string =>
  label(`connectsAdmin.audit.types.${type}`, type.toLowerCase().replace(/_/g, ' '));

/**
 * An audit event's data as people read it: each entry under its label, a user type by its
 * name, changed fields by theirs; category numbers are left to the names beside them.
 */
export function auditDataEntries(
  data: Record<string, string>,
  label: Label,
): { key: string; name: string; value: string }[] {
  return Object.entries(data)
    .filter(([key]) => !NUMBERED_TWINS.includes(key))
    .map(([key, value]) => ({ key, name: shownName(key, label), value: shownValue(key, value, label) }));
}

const shownName = (key: string, label: Label): string => label(`connectsAdmin.audit.data.${key}`, key);

/** The formats a report search is exported in, by the content type the export was asked for. */
const FORMATS: Record<string, string> = { 'text/csv': 'csv', 'application/pdf': 'pdf' };

function shownValue(key: string, value: string, label: Label): string {
  if (key === 'userType') return label(`connectsAdmin.userType.${value}`, value);
  if (key === 'reason') return label(`connectsAdmin.audit.reasons.${value}`, value);
  if (key === 'format' && FORMATS[value]) return label(`connectsAdmin.audit.formats.${FORMATS[value]}`, value);
  if (key !== 'changed') return value;
  return value
    .split(',')
    .filter((field) => field !== '' && !FOLLOW_THE_TYPE.includes(field))
    .map((field) => label(`connectsAdmin.user.fields.${field}`, field))
    .join(', ');
}
