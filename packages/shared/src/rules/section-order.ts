/** Report-creation step order from the template's sectionOrder (spec 000 §2 and §5). */
import { REPORT_STEP } from '../constants.ts';

export type ReportStepKey = keyof typeof REPORT_STEP;
export type ReportStepValue = (typeof REPORT_STEP)[ReportStepKey];

export const DEFAULT_SECTION_ORDER: readonly ReportStepKey[] = ['report', 'category', 'additionalInformation'];

// The spec does not name the keys of the order string; templates use these three,
// e.g. "category:1,reportText:2,additionalInformation:3", and the spec's step names are taken too.
const SECTION_KEYS = new Map<string, ReportStepKey>([
  ['reportText', 'report'],
  ['report', 'report'],
  ['category', 'category'],
  ['additionalInformation', 'additionalInformation'],
]);

/**
 * The ordered step keys. The string must hold exactly 3 `key:position` entries, each known
 * step once, with distinct whole-number positions; anything else gives the default order.
 */
export function sectionOrder(order: string | null | undefined): ReportStepKey[] {
  const entries = (order ?? '').split(',').map((entry) => {
    const parts = entry.split(':').map((s) => s.trim());
    const key = parts.length === 2 ? SECTION_KEYS.get(parts[0]) : undefined;
    return { key, position: /^\d+$/.test(parts[1] ?? '') ? Number(parts[1]) : Number.NaN };
  });
  const valid =
    entries.length === 3 &&
    entries.every((e) => e.key && Number.isSafeInteger(e.position)) &&
    new Set(entries.map((e) => e.key)).size === 3 &&
    new Set(entries.map((e) => e.position)).size === 3;
  if (!valid) return [...DEFAULT_SECTION_ORDER];
  return entries.sort((a, b) => a.position - b.position).map((e) => e.key as ReportStepKey);
}

/** The same order as REPORT_STEP values (report=1, category=2, additionalInformation=3). */
export function sectionOrderSteps(order: string | null | undefined): ReportStepValue[] {
  return sectionOrder(order).map((key) => REPORT_STEP[key]);
}
