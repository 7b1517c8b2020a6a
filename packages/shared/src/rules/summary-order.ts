/** Summary reports (spec 001 §9): columns, the category order and the total row. */
import { DEFAULT_CATEGORY_ID, REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '../constants.ts';

/** The id of the category summary's total row. */
export const SUMMARY_TOTAL_ROW_ID = 10;
/** Indentation of a summary row per generation, in rem. */
export const SUMMARY_INDENT_REM = 0.75;
/** The columns and the statuses each counts; New shows as Review (spec 001 §3). */
export const SUMMARY_COLUMNS = [
  { key: 'REVIEW', statusIds: [REPORT_STATUS.NEW, REPORT_STATUS.REVIEW] },
  { key: 'REVIEWED', statusIds: [REPORT_STATUS.REVIEWED] },
  { key: 'RESPONDED', statusIds: [REPORT_STATUS.RESPONDED] },
  { key: 'ADDITIONAL', statusIds: [REPORT_STATUS.ADDITIONAL] },
  { key: 'UPDATED', statusIds: [REPORT_STATUS.UPDATED] },
  { key: 'CLOSE', statusIds: [REPORT_STATUS.CLOSE] },
] as const;

/** One column's count from a status map. */
export const columnCount = (counts: Record<string, number>, statusIds: readonly number[]) =>
  statusIds.reduce((sum, id) => sum + (counts[String(id)] ?? 0), 0);

/** Every report of the row, whatever its status (Investigation included). */
export const totalCount = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

interface CategoryLike {
  category: { id: number; name: string; parentCategoryId: number | null };
}

const LAST = [SENSITIVE_CATEGORY_ID, DEFAULT_CATEGORY_ID, SUMMARY_TOTAL_ROW_ID];

/**
 * Alphabetical, each sub-category right under its parent (alphabetical among its siblings);
 * then the sensitive category 109, the default category 13 and the total row, in that order.
 */
export function orderCategorySummary<T extends CategoryLike>(entries: T[], locale = 'en'): T[] {
  const byName = (a: T, b: T) => a.category.name.localeCompare(b.category.name, locale);
  const ids = new Set(entries.map((e) => e.category.id));
  const children = (parent: number | null) =>
    entries
      .filter((e) => !LAST.includes(e.category.id))
      .filter((e) =>
        parent === null
          ? e.category.parentCategoryId === null || !ids.has(e.category.parentCategoryId)
          : e.category.parentCategoryId === parent,
      )
      .sort(byName);
  const out: T[] = [];
  const visit = (e: T) => {
    out.push(e);
    for (const c of children(e.category.id)) visit(c);
  };
  for (const e of children(null)) visit(e);
  for (const id of LAST) out.push(...entries.filter((e) => e.category.id === id));
  return out;
}
